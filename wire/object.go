package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Field is one field of an object, its value as written.
type Field struct {
	Key   string
	Value json.RawMessage
}

// Object is an object's fields in the order they were written.
type Object []Field

// Get returns the value of the field key.
func (o Object) Get(key string) (json.RawMessage, bool) {
	for _, f := range o {
		if f.Key == key {
			return f.Value, true
		}
	}
	return nil, false
}

// Has says whether the field key is given and not null.
func (o Object) Has(key string) bool {
	v, ok := o.Get(key)
	return ok && string(v) != "null"
}

// ParseObject reads a line that must hold one JSON object and nothing else:
// every line format of ours is read through it, so that every reader refuses
// the same lines in the same words. A line that is not an object, is not
// valid JSON, gives a field twice or has text after its object is refused;
// the fields read are returned all the same (but for a syntax error), so that
// the caller can still name the line by its id.
func ParseObject(line []byte) (Object, error) {
	if text := trimSpace(line); len(text) == 0 || text[0] != '{' {
		return nil, fmt.Errorf("the line is not a JSON object: it begins with %s", begins(text))
	}
	o, end, err := Fields(line) // space before the object is skipped, and counted in a syntax error's byte
	if err != nil {
		return o, err
	}
	if rest := trimSpace(line[end:]); len(rest) > 0 {
		return o, fmt.Errorf("the line has text after its object (%s); put one object on each line", begins(rest))
	}
	return o, nil
}

// Fields splits the JSON object that text starts with into its fields; end
// is the offset just after the object (text after it is the caller's to
// judge). Numbers keep their text. A syntax error is said in plain words with
// its byte. A field given twice is refused too, but only once the whole
// object has been read, so that the caller can still read the fields (an id
// to name the line by); the first value of such a field is kept.
func Fields(text []byte) (o Object, end int, err error) {
	var dupErr error
	seen := map[string]bool{}
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil { // the opening brace
		return nil, 0, notJSON(text, err)
	} else if tok != json.Delim('{') {
		return nil, 0, errors.New("the line is not a JSON object")
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return o, 0, notJSON(text, err)
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return o, 0, notJSON(text, err)
		}
		if seen[key] {
			if dupErr == nil {
				dupErr = fmt.Errorf("the line gives the field %s more than once", Quote(key, 40))
			}
			continue
		}
		seen[key] = true
		o = append(o, Field{key, v})
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return o, 0, notJSON(text, err)
	}
	return o, int(dec.InputOffset()), dupErr
}

// notJSON explains a syntax error in plain words, with the position of the
// offending byte in the line, counted from 1. (A decoder's own offsets
// count from where its last value began, so the text is checked again.)
func notJSON(text []byte, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		var v json.RawMessage
		if errors.As(json.Unmarshal(text, &v), &se) {
			return fmt.Errorf("the line is not valid JSON: %s at byte %d", strings.TrimPrefix(se.Error(), "json: "), se.Offset)
		}
		return fmt.Errorf("the line is not valid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	if errors.Is(err, io.EOF) || strings.Contains(err.Error(), "EOF") {
		return errors.New("the line is not valid JSON: it ends inside its object")
	}
	return fmt.Errorf("the line is not valid JSON: %s", err.Error())
}

// trimSpace trims what JSON counts as space (not \v or \f, which
// bytes.TrimSpace would).
func trimSpace(b []byte) []byte { return bytes.Trim(b, " \t\r\n") }

// begins shows the start of a text in a message.
func begins(text []byte) string {
	if len(text) == 0 {
		return "nothing"
	}
	return Quote(string(bytes.ToValidUTF8(text, []byte("\uFFFD"))), 24)
}
