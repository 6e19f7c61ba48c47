package verifiers

import (
	"errors"
	"math"
	"strings"
	"testing"
)

var triShape = Shape{Fields: []string{"triangles"}, Bare: ListOfSeqs}

func extractTriangles(t *testing.T, text string) (string, error) {
	t.Helper()
	f, err := Extract(text, triShape, DefaultLimits)
	if err != nil {
		return "", err
	}
	v, _ := f.Object.Get("triangles")
	return v.JSON(), nil
}

func TestExtractFindsTheAnswerInRealisticReplies(t *testing.T) {
	const want = "[[0,1,5],[0,3,5]]"
	cases := map[string]string{
		"bare JSON object":      `{"triangles": [[0,1,5],[0,3,5]]}`,
		"bare list":             `[[0,1,5],[0,3,5]]`,
		"python tuples":         `[(0, 1, 5), (0, 3, 5)]`,
		"single quotes key":     `{'triangles': [[0,1,5],[0,3,5]]}`,
		"trailing commas":       "{\"triangles\": [[0,1,5],[0,3,5],],}",
		"fenced json":           "Here is my answer:\n```json\n{\"triangles\": [[0,1,5],[0,3,5]]}\n```\nHope this helps.",
		"fenced python":         "```python\ntriangles = None\n```\nSo:\n```python\n[[0, 1, 5], [0, 3, 5]]\n```",
		"prose around":          "I computed the circumcircles carefully. The triangulation is [[0,1,5],[0,3,5]]. Let me know!",
		"thinking block":        "<thinking>Maybe [[9,9,9]] is it? No.</thinking>\n[[0,1,5],[0,3,5]]",
		"think tag":             "<think>try {\"triangles\": [[1,2,3]]}</think>{\"triangles\": [[0,1,5],[0,3,5]]}",
		"final answer line":     "Step 1: sort points [0.1, 0.2].\n**Final answer:** [[0,1,5],[0,3,5]]",
		"crlf and smart quotes": "\u201ctriangles\u201d is below\r\n{\u201ctriangles\u201d: [[0,1,5],[0,3,5]]}\r\n",
		"double encoded":        `"{\"triangles\": [[0,1,5],[0,3,5]]}"`,
		"wrapped object":        `{"answer": {"triangles": [[0,1,5],[0,3,5]]}}`,
		"extra fields":          `{"reasoning": "see [1] and (2)", "triangles": [[0,1,5],[0,3,5]]}`,
		"unclosed fence":        "```json\n{\"triangles\": [[0,1,5],[0,3,5]]}\n",
		"stray list after":      "{\"triangles\": [[0,1,5],[0,3,5]]}\nNote: indices are 0-based, see [ref].",
	}
	for name, text := range cases {
		t.Run(name, func(t *testing.T) {
			got, err := extractTriangles(t, text)
			if err != nil {
				t.Fatalf("no answer found: %v", err)
			}
			if got != want {
				t.Fatalf("extracted %s, want %s", got, want)
			}
		})
	}
}

func TestStripReasoning(t *testing.T) {
	cases := map[string]string{
		"a<thinking>x</thinking>b":                  "ab",
		"<THINK>x\ny</Think>[1]":                    "[1]",
		"a<think>x</reasoning>b<think>c":            "ab<think>c",
		"<thinking>never closed [1]":                "<thinking>never closed [1]",
		"x < y and <b>bold</b>":                     "x < y and <b>bold</b>",
		"<reasoning>r</reasoning><think>t</think>z": "z",
		"İ<think>x</think>İ":                        "İİ",
	}
	for in, want := range cases {
		if got := stripReasoning(in); got != want {
			t.Errorf("stripReasoning(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestAfterFinalAnswer(t *testing.T) {
	cases := map[string]string{
		"Final answer: [1]":                 " [1]",
		"x\n**Final Answer:** [2]\nmore":    "** [2]\nmore",
		"final answer: a\nFINAL ANSWER : b": " b",
		"> ## final answer:\tz":             "\tz",
		"The final answer: no":              "",
		"Final answers: no":                 "",
		"final answer":                      "",
		"":                                  "",
	}
	for text, want := range cases {
		at := afterFinalAnswer(text)
		got := ""
		if at >= 0 {
			got = text[at:]
		}
		if got != want {
			t.Errorf("afterFinalAnswer(%q) leaves %q, want %q", text, got, want)
		}
	}
}

func TestExtractExplainsWhatIsWrong(t *testing.T) {
	cases := []struct {
		name, text, wantMsg string
		evasion             bool
	}{
		{"empty", "", "empty", true},
		{"whitespace", " \n\t ", "empty", true},
		{"only reasoning", "<thinking>[[0,1,2]]</thinking>", "empty", true},
		{"prose only", "I'm sorry, I cannot compute that exactly.", "no list or object", true},
		{"truncated JSON", `{"triangles": [[0,1,5],[0,3,`, "never closed", false},
		{"wrong key", `{"tris": 5}`, `"triangles"`, false},
		{"flat list", `The answer is [0, 1, 5].`, "list of 3 items", false},
		{"code call", `{"triangles": __import__('os').system('x')}`, "not a literal", false},
		{"binary", "\x00\x01\x02[[0,1,2]]", "binary", false},
		{"bad utf8", "[[0,1,2]] \xff\xfe", "binary", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := extractTriangles(t, c.text)
			if err == nil {
				t.Fatal("an answer was found in a text that has none")
			}
			if !strings.Contains(err.Error(), c.wantMsg) {
				t.Fatalf("message %q does not mention %q", err, c.wantMsg)
			}
			var ae *AnswerError
			if !errors.As(err, &ae) || ae.Evasion != c.evasion {
				t.Fatalf("evasion = %v, want %v (%v)", ae != nil && ae.Evasion, c.evasion, err)
			}
		})
	}
}

func TestLimitsAreEnforcedBeforeWork(t *testing.T) {
	deep := strings.Repeat("[", 100) + strings.Repeat("]", 100)
	if _, err := extractTriangles(t, deep); err == nil || !strings.Contains(err.Error(), "nested more than 32") {
		t.Fatalf("100 levels of nesting: %v", err)
	}
	big := strings.Repeat(" ", DefaultLimits.MaxBytes+1)
	if _, err := extractTriangles(t, big); err == nil || !strings.Contains(err.Error(), "limit is 1,048,576 bytes") {
		t.Fatalf("oversized answer: %v", err)
	}
	var b strings.Builder
	b.WriteString("[")
	for i := 0; i < 100000; i++ {
		b.WriteString("[1,2,3],")
	}
	b.WriteString("]")
	if _, err := extractTriangles(t, b.String()); err == nil || !strings.Contains(err.Error(), "more than 131072 values") {
		t.Fatalf("too many values: %v", err)
	}
}

func TestLiteralKeepsTypesApart(t *testing.T) {
	v, err := ParseLiteral(`[1, 1.0, -2, "3", True, None, (4,), (5), nan, -Infinity, 1e999, 123456789012345678901234]`, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	kinds := []Kind{Int, Float, Int, String, Bool, Null, Tuple, Int, Float, Float, Float, Int}
	for i, k := range kinds {
		if v.Items[i].Kind != k {
			t.Errorf("item %d (%s) has kind %s, want %s", i, v.Items[i].JSON(), v.Items[i].Kind, k)
		}
	}
	if !math.IsNaN(v.Items[8].Float) || !math.IsInf(v.Items[9].Float, -1) || !math.IsInf(v.Items[10].Float, 1) {
		t.Error("NaN and infinities were not kept")
	}
	if !v.Items[11].Big {
		t.Error("an integer beyond int64 was not marked Big")
	}
	if v.Items[2].Int != -2 || v.Items[7].Int != 5 {
		t.Error("integers misread")
	}
}

func TestLiteralStrings(t *testing.T) {
	v, err := ParseLiteral(`['it\'s', "a\"b", "\u00e9\n", 'x\y']`, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"it's", `a"b`, "é\n", `x\y`}
	for i, w := range want {
		if v.Items[i].Text != w {
			t.Errorf("string %d = %q, want %q", i, v.Items[i].Text, w)
		}
	}
}

func TestIntegerRules(t *testing.T) {
	parse := func(s string) Value {
		v, err := ParseLiteral(s, DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	strict := IntRule{}
	loose := IntRule{NumericStrings: true}
	// A whole number written as a decimal is an integer under every rule, as
	// it is for JSON Schema's "integer".
	for _, text := range []string{"2.0", "2e0", "0.2e1", "2.000"} {
		for _, rule := range []IntRule{strict, loose} {
			if n, err := Integer(parse(text), "x", rule); err != nil || n != 2 {
				t.Errorf("%s under %+v: %d, %v", text, rule, n, err)
			}
		}
	}
	// NoDecimals keeps upstream's list-index reading, where 2.0 is refused.
	if _, err := Integer(parse("2.0"), "x", IntRule{NoDecimals: true}); err == nil || err.Error() != "x: expected an integer, found the decimal number 2.0" {
		t.Errorf("NoDecimals on 2.0: %v", err)
	}
	if n, err := Integer(parse("2"), "x", IntRule{NoDecimals: true}); err != nil || n != 2 {
		t.Errorf("NoDecimals on 2: %d, %v", n, err)
	}
	if _, err := Integer(parse(`"2"`), "x", strict); err == nil || err.Error() != `x: expected an integer, found the string "2"` {
		t.Errorf(`strict rule on "2": %v`, err)
	}
	if _, err := Integer(parse("2.9"), "x", loose); err == nil || !strings.Contains(err.Error(), "fraction") {
		t.Errorf("2.9 was not rejected as a fraction: %v", err)
	}
	if n, err := Integer(parse(`" 3 "`), "x", loose); err != nil || n != 3 {
		t.Errorf(`loose rule on " 3 ": %d, %v`, n, err)
	}
	if _, err := Integer(parse("true"), "x", loose); err == nil {
		t.Error("a boolean was read as an integer")
	}
	if _, err := Integer(parse("NaN"), "tri[0][1]", loose); err == nil || err.Error() != "tri[0][1]: expected an integer, found NaN" {
		t.Errorf("NaN message: %v", err)
	}
}

func TestKeyCase(t *testing.T) {
	for _, c := range []struct {
		text, want string
	}{
		{`{"segments": []}`, ""},
		{`{"Segments": []}`, `the answer's key is "Segments"; it must be written "segments" (keys are case-sensitive)`},
		{"so:\n```json\n{\"SEGMENTS\": 1}\n```", `the answer's key is "SEGMENTS"; it must be written "segments" (keys are case-sensitive)`},
		{`{"Neighbours": []}`, `the answer's key is "Neighbours"; it must be written "segments" (keys are case-sensitive)`},
		{`{"neighbours": [], "Segments": 1}`, ""}, // an alias as written passes
		{`[1, 2]`, ""},
		{`{"other": 1}`, ""},
	} {
		err := KeyCase(c.text, DefaultLimits, "segments", "neighbours")
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("KeyCase(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
