package wire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf8"
)

// MaxID bounds an id wherever it is shown again, in bytes: echoed in a
// report, named in a message. Every id scbench writes is far shorter (a
// dataset's longest, a generated instance's full parameters and seed, is
// about 120 bytes), so only a hostile or broken line is clipped.
const MaxID = 200

// ID reads a line's id: any JSON value (nil when it is absent or null),
// which must be valid UTF-8, since an id is shown again and a stray byte
// could not be shown as it was given. The error names the id (clipped,
// IDText) and is the same in every reader.
func (o Object) ID() (json.RawMessage, error) {
	raw, ok := o.Get("id")
	if !ok || string(raw) == "null" {
		return nil, nil
	}
	if !utf8.Valid(raw) {
		return raw, fmt.Errorf("the id %s is not valid UTF-8", IDText(raw))
	}
	return raw, nil
}

// StringID reads a line's id where it must be a string (a prompts file's,
// a submission's): "" when it is absent or null.
func (o Object) StringID() (string, error) {
	raw, err := o.ID()
	if err != nil || raw == nil {
		return "", err
	}
	if raw[0] != '"' {
		return "", fmt.Errorf("the id must be a string, found %s", Describe(raw))
	}
	var s string
	json.Unmarshal(raw, &s) // a checked string token: cannot fail
	return s, nil
}

// IDText names an id in a message: a string in quotes, any other value as
// its JSON, clipped to MaxID bytes with its length stated; bytes that are
// not UTF-8 are shown escaped (\xff).
func IDText(raw json.RawMessage) string {
	if len(raw) > 0 && raw[0] == '"' {
		return Quote(Text(raw), MaxID)
	}
	return Clip(string(bytes.ToValidUTF8(raw, []byte("\uFFFD"))), MaxID)
}

// EchoID returns an id to echo in a report: compact JSON and valid UTF-8
// (stray bytes inside a string become U+FFFD), so that the reports file is
// the same bytes however it is carried. An id longer than MaxID is echoed
// as a string, clipped with its length stated (Clip): it could not be
// matched to its line anyway, and a report is not the place for megabytes.
func EchoID(raw json.RawMessage) json.RawMessage {
	if raw == nil {
		return nil
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return nil
	}
	out := bytes.ToValidUTF8(b.Bytes(), []byte("\uFFFD"))
	text := string(out)
	if out[0] == '"' {
		json.Unmarshal(out, &text) // valid JSON: cannot fail
	}
	if len(text) <= MaxID {
		return out
	}
	clipped, _ := json.Marshal(Clip(text, MaxID))
	return clipped
}
