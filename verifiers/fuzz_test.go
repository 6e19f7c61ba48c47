package verifiers

import (
	"encoding/json"
	"strings"
	"testing"
)

// Seeds are shaped like what models actually send back.
var fuzzSeeds = []string{
	`{"triangles": [[0,1,5],[0,3,5]]}`,
	"<thinking>Let me compute circumcircles.</thinking>\n```json\n{\"triangles\": [[0,1,5]]}\n```",
	"Final answer: [(0, 1, 5), (0, 3, 5)]",
	"I think it's [[1,2,3]] but (maybe) not; see {a: 1}.",
	`{"rectangles": [[0,0,0,2],["1",0,1.0,3]]}`,
	`[[0,1,NaN],[Infinity,-1,1e400]]`,
	`"{\"triangles\": [[0,1,2]]}"`,
	"```python\n[[0, 1, 2],\n [1, 2, 3],\n",
	`{'a': [1, 'x\'y', None, True], 'triangles': ()}`,
	strings.Repeat("[", 40),
	"\u201ctriangles\u201d: [[0,1,2]]",
}

// FuzzExtract: whatever the text, Extract returns promptly, never panics, and
// when it finds an answer that answer has the required field.
func FuzzExtract(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	shape := Shape{Fields: []string{"triangles"}, Bare: ListOfSeqs}
	f.Fuzz(func(t *testing.T, text string) {
		found, err := Extract(text, shape, Limits{MaxBytes: 1 << 16, MaxDepth: 16, MaxValues: 4096})
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		if _, ok := found.Object.Get("triangles"); !ok {
			t.Fatalf("found %s without the field", found.Object.JSON())
		}
	})
}

// FuzzParseLiteral: the parser either fails with a position inside the text or
// yields a value whose JSON form is valid and stable: parsing it and writing it
// again changes nothing after the first normalisation (invalid UTF-8 becomes
// U+FFFD once).
func FuzzParseLiteral(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	lim := Limits{MaxBytes: 1 << 16, MaxDepth: 16, MaxValues: 4096}
	f.Fuzz(func(t *testing.T, text string) {
		v, err := ParseLiteral(text, lim)
		if err != nil {
			if se, ok := err.(*SyntaxError); ok && (se.Pos < 0 || se.Pos > len(text)) {
				t.Fatalf("error position %d outside the text of %d bytes", se.Pos, len(text))
			}
			return
		}
		big := Limits{MaxBytes: 1 << 22, MaxDepth: 17, MaxValues: 1 << 20}
		j := v.JSON()
		if !json.Valid([]byte(strings.NewReplacer("NaN", "0", "-Infinity", "0", "Infinity", "0").Replace(j))) {
			t.Fatalf("JSON form %q of %q is not JSON", j, text)
		}
		w, err := ParseLiteral(j, big)
		if err != nil {
			t.Fatalf("JSON form %q of %q does not parse: %v", j, text, err)
		}
		j2 := w.JSON()
		x, err := ParseLiteral(j2, big)
		if err != nil || x.JSON() != j2 {
			t.Fatalf("JSON form not stable: %q then %q", j2, x.JSON())
		}
	})
}
