package jsonl

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/scbench/scbench/verifiers"
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
		return nil, 0, notJSON(err)
	} else if tok != json.Delim('{') {
		return nil, 0, errors.New("the line is not a JSON object")
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return o, 0, notJSON(err)
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return o, 0, notJSON(err)
		}
		if seen[key] {
			if dupErr == nil {
				dupErr = fmt.Errorf("the line gives the field %s more than once", verifiers.Quote(key, 40))
			}
			continue
		}
		seen[key] = true
		o = append(o, Field{key, v})
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return o, 0, notJSON(err)
	}
	return o, int(dec.InputOffset()), dupErr
}

// notJSON explains a syntax error in plain words, with its position.
func notJSON(err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Errorf("the line is not valid JSON: %s at byte %d", strings.TrimPrefix(se.Error(), "json: "), se.Offset)
	}
	if errors.Is(err, io.EOF) || strings.Contains(err.Error(), "EOF") {
		return errors.New("the line is not valid JSON: it ends inside its object")
	}
	return fmt.Errorf("the line is not valid JSON: %s", err.Error())
}
