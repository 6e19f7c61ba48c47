package wire

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzReader: whatever a file holds, the reader numbers its lines as an
// editor does, never hands out a line over its limit, a line end or a mark,
// and every line it hands out is either refused in words that are valid
// UTF-8 and bounded, or split into fields that say the same as
// encoding/json, with a reference and an id that read without a panic.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"",
		"{}\n",
		"\xef\xbb\xbf{\"id\": \"a\", \"task\": \"shikaku\", \"subpass\": 1.0, \"seed\": \"7\"}\r\n\n\xef\xbb\xbf{\"id\": 2}",
		`{"answer": "x", "answer": "y"}`,
		`{"id": "a"} trailing`,
		"{\"id\": \"a\xc3\"}\n[1]\n\"s\"\n",
		`{"a": [1,}`,
		`{"params": {"w": 1e999}, "seed": -1, "subpass": "2"}`,
		strings.Repeat("x", 100) + "\n{}",
		"{\"id\": \"" + strings.Repeat("é", 300) + "\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, file []byte) {
		const max = 64
		r := NewReader(bytes.NewReader(file), max)
		last := 0
		for r.Next() {
			line := r.Bytes()
			if r.Line() <= last || r.Line() > bytes.Count(file, []byte{'\n'})+1 {
				t.Fatalf("line %d after %d", r.Line(), last)
			}
			last = r.Line()
			if r.TooLong() {
				if r.Problem() == nil || len(line) > 0 {
					t.Fatalf("a line too long is held or not refused")
				}
				continue
			}
			if len(line) > max || bytes.HasPrefix(line, bom) || bytes.ContainsRune(line, '\n') || len(trimSpace(line)) == 0 {
				t.Fatalf("line %q", line)
			}
			o, err := ParseObject(line)
			if err != nil {
				if msg := err.Error(); !utf8.ValidString(msg) || len(msg) > 400 {
					t.Fatalf("message %q", msg)
				}
				if json.Valid(line) && bytes.HasPrefix(trimSpace(line), []byte("{")) && !strings.Contains(err.Error(), "more than once") {
					t.Fatalf("a valid object is refused: %v", err)
				}
			} else {
				var m map[string]json.RawMessage
				if json.Unmarshal(line, &m) != nil || len(m) != len(o) {
					t.Fatalf("%q is read as %d fields, but encoding/json reads it as %v", line, len(o), m)
				}
			}
			if _, err := ReadRef(o); err != nil && !utf8.ValidString(err.Error()) {
				t.Fatalf("message %q", err)
			}
			id, _ := o.ID()
			if echo := EchoID(id); echo != nil && (!json.Valid(echo) || !utf8.Valid(echo) || len(echo) > 2*MaxID+60) {
				t.Fatalf("id %q echoed as %q", id, echo)
			}
		}
		if r.Err() != nil {
			t.Fatal(r.Err())
		}
	})
}
