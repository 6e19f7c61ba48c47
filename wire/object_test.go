package wire

import (
	"encoding/json"
	"strings"
	"testing"
)

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
		`{"a": [1,}`: "the line is not valid JSON: invalid character '}' looking for beginning of value at byte 10",
		`{"a": 1`:    "the line is not valid JSON: it ends inside its object",
		`[1, 2]`:     "the line is not a JSON object",
	} {
		if _, _, err := Fields([]byte(in)); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %q", in, err, want)
		}
	}
}

// ParseObject refuses every malformed line in the same words for every
// reader, and still returns what it read of a line it refuses.
func TestParseObject(t *testing.T) {
	cases := []struct{ line, want, id string }{
		{`  {"id": "a", "task": "x"}  `, "", `"a"`},
		{``, "the line is not a JSON object: it begins with nothing", ""},
		{`["delaunay", 0]`, `the line is not a JSON object: it begins with "[\"delaunay\", 0]"`, ""},
		{`{"id": "a"} and more`, `the line has text after its object ("and more"); put one object on each line`, `"a"`},
		{`{"id": "a"}{"id": "b"}`, `the line has text after its object ("{\"id\": \"b\"}"); put one object on each line`, `"a"`},
		{`{"id": 1, "answer": "x", "answer": "y"}`, `the line gives the field "answer" more than once`, "1"},
		{`{"id": "a", "answer": [1,}`, "the line is not valid JSON: invalid character '}' looking for beginning of value at byte 26", `"a"`},
		{`  {"a": 1 "b": 2}`, `the line is not valid JSON: invalid character '"' after object key:value pair at byte 11`, ``},
		{`{"a": 1`, "the line is not valid JSON: it ends inside its object", ""},
		{"{\"id\": \"a\"} \xff" + strings.Repeat("z", 100), `the line has text after its object ("` + "\uFFFD" + `zzzzzzzzzzzzzzzzzzzzz…" (101 characters)); put one object on each line`, `"a"`},
	}
	for _, c := range cases {
		o, err := ParseObject([]byte(c.line))
		got := ""
		if err != nil {
			got = err.Error()
		}
		id, _ := o.Get("id")
		if got != c.want || string(id) != c.id {
			t.Errorf("%q:\n got %q, id %s\nwant %q, id %s", c.line, got, id, c.want, c.id)
		}
	}
}

func TestDescribe(t *testing.T) {
	for raw, want := range map[string]string{
		`null`: "null", `true`: "true", `"2"`: `the string "2"`, `1.5`: "1.5", `-7`: "-7",
		`123456789012345678901234567890`: "the integer 123456789012345678901234… (30 characters)",
		`[1, [2, 3]]`:                    "a list of 2 items", `[0]`: "a list of 1 item", `{}`: "an empty object",
		`{"a": 1, "b": {"c": 2}}`:           `an object with keys "a", "b"`,
		`"` + strings.Repeat("é", 20) + `"`: `the string "` + strings.Repeat("é", 12) + `…" (20 characters)`,
	} {
		if got := Describe(json.RawMessage(raw)); got != want {
			t.Errorf("%s: %q, want %q", raw, got, want)
		}
	}
}

// Text keeps the bytes of a string that are not escapes as they were
// written, so that invalid UTF-8 in an answer reaches its grader.
func TestText(t *testing.T) {
	for raw, want := range map[string]string{
		`"plain"`:                 "plain",
		`"a\nb\t\"c\"\\\/"`:       "a\nb\t\"c\"\\/",
		`"\u00e9\ud83d\ude00"`:    "é😀",
		"\"bytes \xff\xfe kept\"": "bytes \xff\xfe kept",
		`"lone \ud83d surrogate"`: "lone \uFFFD surrogate",
		"\"\\u0041\xc3\"":         "A\xc3",
	} {
		if got := Text(json.RawMessage(raw)); got != want {
			t.Errorf("%s: %q, want %q", raw, got, want)
		}
	}
}

func TestWholeNumber(t *testing.T) {
	for raw, want := range map[string]int64{"3": 3, "-3": -3, "2.0": 2, "2e0": 2, "1e3": 1000} {
		if n, ok := WholeNumber(json.RawMessage(raw)); !ok || n != want {
			t.Errorf("%s: %d %v", raw, n, ok)
		}
	}
	for _, raw := range []string{"1.5", `"3"`, "true", "1e300", "", "null"} {
		if n, ok := WholeNumber(json.RawMessage(raw)); ok {
			t.Errorf("%s: read as %d", raw, n)
		}
	}
}
