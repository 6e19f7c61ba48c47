package wire

import (
	"fmt"
	"strings"
	"testing"
)

type line struct {
	n       int
	text    string
	tooLong bool
	ended   bool
}

func readAll(t *testing.T, in string, max int) []line {
	t.Helper()
	r := NewReader(strings.NewReader(in), max)
	var out []line
	for r.Next() {
		out = append(out, line{r.Line(), string(r.Bytes()), r.TooLong(), r.Ended()})
	}
	if r.Err() != nil {
		t.Fatal(r.Err())
	}
	return out
}

func TestReader(t *testing.T) {
	long := strings.Repeat("x", 20)
	cases := []struct {
		name string
		in   string
		want []line
	}{
		{"empty", "", nil},
		{"one line without its newline", `{"a":1}`, []line{{1, `{"a":1}`, false, false}}},
		{"byte-order mark, CRLF, blank lines counted", "\xef\xbb\xbf{}\r\n\n  \t\r\n{\"b\":2}\n", []line{{1, "{}", false, true}, {4, `{"b":2}`, false, true}}},
		{"a mark at the start of any line is skipped", "{}\n\xef\xbb\xbf{}\r\n\xef\xbb\xbf\n", []line{{1, "{}", false, true}, {2, "{}", false, true}}},
		{"a mark inside a line is kept", "{\xef\xbb\xbf}", []line{{1, "{\xef\xbb\xbf}", false, false}}},
		{"a mark does not count towards the limit", "\xef\xbb\xbf0123456789\r\n", []line{{1, "0123456789", false, true}}},
		{"a line at the limit, one past it", "0123456789\n01234567890\nok", []line{{1, "0123456789", false, true}, {2, "", true, true}, {3, "ok", false, false}}},
		{"a long line at the end, a CR does not count", long + "\n" + "0123456789\r\n" + long, []line{{1, "", true, true}, {2, "0123456789", false, true}, {3, "", true, false}}},
	}
	for _, c := range cases {
		got := readAll(t, c.in, 10)
		if len(got) != len(c.want) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s: line %d is %+v, want %+v", c.name, i, got[i], c.want[i])
			}
		}
	}
}

// A line longer than the reader's buffer is read whole, and a longer one
// than the limit is read through, its length counted without its end or
// mark.
func TestReaderLongLines(t *testing.T) {
	big := strings.Repeat("y", 200_000)
	r := NewReader(strings.NewReader(big+"\n\xef\xbb\xbf"+big+"y\r\n{}\n"+big+"yy"), 200_000)
	var problems []string
	var lines []string
	for r.Next() {
		lines = append(lines, string(r.Bytes()))
		if err := r.Problem(); err != nil {
			problems = append(problems, fmt.Sprintf("%d: %v", r.Line(), err))
		}
	}
	want := []string{
		"2: the line is 200,001 bytes long; a line may be at most 200,000 bytes",
		"4: the line is 200,002 bytes long; a line may be at most 200,000 bytes",
	}
	if len(lines) != 4 || lines[0] != big || lines[2] != "{}" || strings.Join(problems, "\n") != strings.Join(want, "\n") || r.Err() != nil {
		t.Fatalf("%d lines, first %d bytes; problems %q", len(lines), len(lines[0]), problems)
	}
}

// The length of a line read through leaves out a "\r" before its newline,
// also when the buffer ends between the two.
func TestTooLongLineEndsSplitAcrossReads(t *testing.T) {
	body := strings.Repeat("x", 1<<16-1) // with its "\r" it fills the reader's buffer
	r := NewReader(strings.NewReader(body+"\r\n{}"), 10)
	if !r.Next() || r.Problem() == nil || r.Problem().Error() != "the line is 65,535 bytes long; a line may be at most 10 bytes" {
		t.Fatalf("%v", r.Problem())
	}
	if !r.Next() || string(r.Bytes()) != "{}" || r.Line() != 2 || r.Next() {
		t.Fatalf("line %d %q", r.Line(), r.Bytes())
	}
}
