package wire

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestIDs(t *testing.T) {
	long := "a" + strings.Repeat("é", 150) // 301 bytes: the cut at 200 falls inside a character
	cases := []struct {
		line        string
		id, echo    string
		stringID    string
		err, strErr string
	}{
		{`{"id": "a"}`, `"a"`, `"a"`, "a", "", ""},
		{`{"task": "x"}`, ``, ``, "", "", ""},
		{`{"id": null}`, ``, ``, "", "", ""},
		{`{"id": [1, 2]}`, `[1, 2]`, `[1,2]`, "", "", "the id must be a string, found a list of 2 items"},
		{`{"id": "` + long + `"}`, `"` + long + `"`, `"a` + strings.Repeat("é", 99) + `… (151 characters)"`, long, "", ""},
		{"{\"id\": \"a\xffb\"}", "\"a\xffb\"", "\"a\uFFFDb\"", "", `the id "a\xffb" is not valid UTF-8`, `the id "a\xffb" is not valid UTF-8`},
	}
	for _, c := range cases {
		o, err := ParseObject([]byte(c.line))
		if err != nil {
			t.Fatal(err)
		}
		raw, err := o.ID()
		if string(raw) != c.id || errText(err) != c.err {
			t.Errorf("%q: ID %s %v", c.line, raw, err)
		}
		if echo := EchoID(raw); string(echo) != c.echo || !utf8.Valid(echo) || (echo != nil && !json.Valid(echo)) {
			t.Errorf("%q: echoed as %s, want %s", c.line, echo, c.echo)
		}
		s, err := o.StringID()
		if s != c.stringID || errText(err) != c.strErr {
			t.Errorf("%q: StringID %q %v", c.line, s, err)
		}
	}
}

// A ten-megabyte id is echoed and named in a few hundred bytes.
func TestLongIDIsClipped(t *testing.T) {
	id := strings.Repeat("x", 10<<20)
	raw, _ := json.Marshal(id)
	want := strings.Repeat("x", MaxID) + "… (10,485,760 characters)"
	var echoed string
	if err := json.Unmarshal(EchoID(raw), &echoed); err != nil || echoed != want {
		t.Errorf("echoed as %.300q", echoed)
	}
	if got := IDText(raw); got != `"`+strings.Repeat("x", MaxID)+`…" (10,485,760 characters)` {
		t.Errorf("named as %.300q", got)
	}
	if got := EchoID(json.RawMessage(`{"a": [` + strings.Repeat("1,", 200) + `1]}`)); !json.Valid(got) || len(got) > MaxID+40 || got[0] != '"' {
		t.Errorf("a long object id is echoed as %s", got)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
