package jsonl

import (
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
		{"a mark after the first line is kept", "{}\n\xef\xbb\xbf{}\n", []line{{1, "{}", false, true}, {2, "\xef\xbb\xbf{}", false, true}}},
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
// than the limit is read through.
func TestReaderLongLines(t *testing.T) {
	big := strings.Repeat("y", 200_000)
	got := readAll(t, big+"\n"+big+"y\n{}", 200_000)
	if len(got) != 3 || len(got[0].text) != 200_000 || !got[1].tooLong || got[2].text != "{}" || got[2].n != 3 {
		t.Errorf("%d lines, first %d bytes", len(got), len(got[0].text))
	}
}

func TestFields(t *testing.T) {
	o, end, err := Fields([]byte(`{"b": 1.50, "a": {"x": [1, 2]}, "c": null} tail`))
	if err != nil || end != 42 || len(o) != 3 || o[0].Key != "b" || string(o[0].Value) != "1.50" || o[1].Key != "a" {
		t.Fatalf("%v %d %+v", err, end, o)
	}
	if v, ok := o.Get("a"); !ok || string(v) != `{"x": [1, 2]}` {
		t.Errorf("a: %s", v)
	}
	if _, ok := o.Get("z"); ok {
		t.Error("a missing field was found")
	}
	o, _, err = Fields([]byte(`{"id": 7, "task": "a", "task": "b"}`))
	if err == nil || err.Error() != `the line gives the field "task" more than once` {
		t.Errorf("duplicate: %v", err)
	}
	if v, _ := o.Get("id"); string(v) != "7" {
		t.Error("the fields are not read on past a duplicate")
	}
	if v, _ := o.Get("task"); string(v) != `"a"` {
		t.Errorf("the first value of a duplicate is not kept: %s", v)
	}
	for in, want := range map[string]string{
		`{"a": [1,}`: "the line is not valid JSON: invalid character '}' looking for beginning of value at byte 8",
		`{"a": 1`:    "the line is not valid JSON: it ends inside its object",
		`[1, 2]`:     "the line is not a JSON object",
	} {
		if _, _, err := Fields([]byte(in)); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %q", in, err, want)
		}
	}
}
