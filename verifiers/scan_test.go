package verifiers

import (
	"fmt"
	"strings"
	"testing"

	"github.com/scbench/scbench/wire"
)

// A valid answer is found however many bracketed phrases surround it: the
// scan has no cap on its candidates (an earlier extractor gave up after 256).
func TestExtractFindsTheAnswerAmongManyBracketedPhrases(t *testing.T) {
	var before, after strings.Builder
	for i := range 3000 {
		fmt.Fprintf(&before, "Point %d [see note %d] lies {near} the hull. ", i, i)
		fmt.Fprintf(&after, "Check [%d] of the list {done}. ", i)
	}
	answer := `{"triangles": [[0,1,5],[0,3,5]]}`
	for name, text := range map[string]string{
		"answer first":    answer + "\n" + after.String(),
		"answer last":     before.String() + "\n" + answer,
		"answer between":  before.String() + answer + after.String(),
		"bare list first": "[[0,1,5],[0,3,5]]\n" + after.String(),
	} {
		t.Run(name, func(t *testing.T) {
			got, err := extractTriangles(t, text)
			if err != nil {
				t.Fatalf("no answer found: %v", err)
			}
			if got != "[[0,1,5],[0,3,5]]" {
				t.Fatalf("found %s", got)
			}
		})
	}
}

// The scan reads each part of the text a bounded number of times, whatever
// the brackets: its work (values parsed afresh and bytes of strings read)
// stays within a small multiple of the text's length.
func TestScanWorkIsLinear(t *testing.T) {
	const n = 200000
	lim := Limits{MaxDepth: 32, MaxValues: 1 << 17}
	for name, text := range map[string]string{
		"unclosed brackets":     strings.Repeat("[", n),
		"unclosed objects":      strings.Repeat(`{"a":`, n/5),
		"lists that never end":  strings.Repeat("[1,", n/3),
		"quotes after brackets": strings.Repeat("['", n/2),
		"nested quotes":         strings.Repeat(`["'`, n/3),
		"small lists":           strings.Repeat("[1] ", n/4),
		"lists of tuples":       strings.Repeat("[(1,2),(3,", n/10),
		"prose brackets":        strings.Repeat("see [note {a} and [b]] ", n/24),
		"long strings":          strings.Repeat(`["`+strings.Repeat("x", 100)+`", `, n/106),
		"deep lists":            strings.Repeat("[", 20) + strings.Repeat("[1,[2,[3]]],", n/12) + strings.Repeat("]", 20),
	} {
		t.Run(name, func(t *testing.T) {
			_, _, _, steps := scanLiterals(text, lim)
			if steps > 4*len(text)+64 {
				t.Fatalf("the scan took %d steps over %d bytes", steps, len(text))
			}
		})
	}
}

func TestScanOrdersCandidatesLastFirst(t *testing.T) {
	found, failed, err, _ := scanLiterals(`a [1, [2]] b {"k": [3]} c [4 d`, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range found {
		got = append(got, c.v.JSON())
	}
	want := `{"k":[3]} [3] [1,[2]] [2]`
	if strings.Join(got, " ") != want {
		t.Fatalf("candidates %v, want %s", got, want)
	}
	if len(failed) != 1 || failed[0].start != 26 {
		t.Fatalf("failed candidates %+v", failed)
	}
}

// Limits hold in a scan as in a plain parse, also when a value is recalled
// inside a larger one: too deep or too many values refuses the text.
func TestScanEnforcesLimits(t *testing.T) {
	lim := Limits{MaxDepth: 8, MaxValues: 100}
	for name, text := range map[string]string{
		"deep":       "x " + strings.Repeat("[", 9) + strings.Repeat("]", 9),
		"deep mixed": "x " + strings.Repeat("[(", 5) + strings.Repeat(")]", 5),
		"many":       "x [" + strings.Repeat("1,", 100) + "1]",
		"many inner": "x [" + strings.Repeat("[1,2,3,4],", 25) + "]",
	} {
		t.Run(name, func(t *testing.T) {
			_, _, err, _ := scanLiterals(text, lim)
			if err == nil {
				t.Fatal("no limit error")
			}
			if _, err := Extract(text, triShape, lim); err == nil || !strings.Contains(err.Error(), "rejected") {
				t.Fatalf("Extract: %v", err)
			}
		})
	}
	if _, _, err, _ := scanLiterals("x "+strings.Repeat("[", 8)+strings.Repeat("]", 8), lim); err != nil {
		t.Fatalf("8 levels are within a depth limit of 8: %v", err)
	}
}

func TestDuplicateKeysAreRefusedByName(t *testing.T) {
	cases := map[string]string{
		`{"triangles": [[0,1,2]], "triangles": [[3,4,5]]}`:                     `the answer object gives the key "triangles" more than once`,
		`Here: {"note": 1, "triangles": [[0,1,2]], "note": 2}`:                 `the key "note"`,
		`{"triangles": [{"a": 1, "b": 2, "a": 3}]}`:                            `the object at triangles[0] gives the key "a"`,
		`{"answer": {"triangles": [[0,1,2]]}, "answer": {"triangles": [[1]]}}`: `the key "answer"`,
		`{1: 2, 1: 3, "triangles": []}`:                                        `the key 1 more than once`,
	}
	for text, want := range cases {
		_, err := extractTriangles(t, text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want it to say %q", text, err, want)
		}
	}
	// Many keys, one repeated at the end, still found (by the map path).
	var b strings.Builder
	b.WriteString(`{"triangles": []`)
	for i := range 20 {
		fmt.Fprintf(&b, `, "k%d": %d`, i, i)
	}
	b.WriteString(`, "k7": 0}`)
	if _, err := extractTriangles(t, b.String()); err == nil || !strings.Contains(err.Error(), `"k7"`) {
		t.Errorf("20 keys: %v", err)
	}
	// The same key in different objects is fine.
	if _, err := extractTriangles(t, `{"triangles": [{"a": 1}, {"a": 2}]}`); err != nil {
		t.Errorf("distinct objects: %v", err)
	}
}

func TestClipAndQuoteStateTheLength(t *testing.T) {
	long := strings.Repeat("é", 1_000_000)
	if got := wire.Clip(long, 10); got != "ééééé… (1,000,000 characters)" {
		t.Errorf("Clip = %q", got)
	}
	if got := wire.Quote(long, 11); got != `"ééééé…" (1,000,000 characters)` {
		t.Errorf("Quote = %q", got)
	}
	if got := wire.Quote("ab", 10); got != `"ab"` {
		t.Errorf("Quote short = %q", got)
	}
	r := NewReport("t", "t/1", nil, nil)
	r.Check("c", false, "label "+long)
	if n := len(r.Checks[0].Detail); n > MaxDetail+64 {
		t.Errorf("a detail of %d bytes was kept", n)
	}
	if v := (Value{Kind: String, Text: long}); len(v.Describe()) > 100 {
		t.Errorf("Describe kept %d bytes", len(v.Describe()))
	}
}

// Numbers are shown as written: an overflowing 1e400 is not "Infinity".
func TestDescribeShowsNumbersAsWritten(t *testing.T) {
	for text, want := range map[string]string{"1e400": "1e400", "-1e400": "-1e400", "NaN": "NaN", "-inf": "-inf", "1.50": "1.50", "99999999999999999999": "the integer 99999999999999999999"} {
		v, err := ParseLiteral(text, DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		if got := v.Describe(); got != want {
			t.Errorf("Describe(%s) = %q, want %q", text, got, want)
		}
	}
}
