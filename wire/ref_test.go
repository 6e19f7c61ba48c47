package wire

import (
	"encoding/json"
	"strings"
	"testing"
)

func ref(t *testing.T, line string) (Ref, error) {
	t.Helper()
	o, err := ParseObject([]byte(line))
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return ReadRef(o)
}

func TestReadRef(t *testing.T) {
	r, err := ref(t, `{"task": "shikaku", "version": "v/1", "rules": "shikaku/2", "subpass": 3.0, "seed": "42", "preset": "hard", "params": {"width": 9}, "other": [1]}`)
	if err != nil || r.Task != "shikaku" || r.Version != "v/1" || r.Rules != "shikaku/2" || *r.Subpass != 3 || *r.Seed.Uint64() != 42 || r.Preset != "hard" || string(r.Params) != `{"width":9}` {
		t.Fatalf("%+v %v", r, err)
	}
	r, err = ref(t, `{"task": null, "subpass": null, "seed": null, "params": null}`)
	if err != nil || r.Task != "" || r.Subpass != nil || r.Seed != nil || r.Params != nil {
		t.Fatalf("nulls: %+v %v", r, err)
	}
	for line, want := range map[string]string{
		`{"task": 5}`:                "task must be a string, found 5",
		`{"rules": ["a"]}`:           "rules must be a string, found a list of 1 item",
		`{"subpass": "2"}`:           `subpass must be a whole number, found the string "2"`,
		`{"subpass": 1.5}`:           "subpass must be a whole number, found 1.5",
		`{"subpass": 99999999999}`:   "subpass must be a whole number, found 99999999999",
		`{"seed": -3}`:               "seed must be a whole number from 0 to 9007199254740991, found -3",
		`{"seed": 9007199254740992}`: "seed must be a whole number from 0 to 9007199254740991, found 9007199254740992",
		`{"seed": "x7"}`:             `seed "x7" is not a whole number from 0 to 9007199254740991`,
		`{"seed": true}`:             "seed must be a whole number from 0 to 9007199254740991, found true",
		`{"params": 17}`:             "params must be a string k=v,... or an object",
		`{"preset": "` + strings.Repeat("p", 100) + `"}`: "",
	} {
		_, err := ref(t, line)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != want {
			t.Errorf("%.60s: %q, want %q", line, got, want)
		}
	}
}

// Ref's JSON leaves out what has no value, so that each format that embeds
// it writes what it wrote before; a seed is read from a number or a string.
func TestRefJSON(t *testing.T) {
	k, s := 2, uint64(7)
	b, _ := json.Marshal(struct {
		ID string `json:"id"`
		Ref
		Prompt string `json:"prompt"`
	}{"a", Ref{Task: "t", Version: "v", Rules: "t/1", Subpass: &k, Seed: SeedOf(&s), Params: ParamsText("")}, "p"})
	if string(b) != `{"id":"a","task":"t","version":"v","rules":"t/1","subpass":2,"seed":7,"params":"","prompt":"p"}` {
		t.Errorf("%s", b)
	}
	b, _ = json.Marshal(Ref{Task: "t"})
	if string(b) != `{"task":"t"}` {
		t.Errorf("%s", b)
	}
	var in struct {
		Op string `json:"op"`
		Ref
	}
	for raw, want := range map[string]uint64{`{"op":"x","seed":"12345678901234"}`: 12345678901234, `{"seed":7.0}`: 7, `{"seed":" 8 "}`: 8} {
		in.Seed = nil
		if err := json.Unmarshal([]byte(raw), &in); err != nil || in.Seed == nil || uint64(*in.Seed) != want {
			t.Errorf("%s: %v %v", raw, in.Seed, err)
		}
	}
	if err := json.Unmarshal([]byte(`{"seed":"abc"}`), &in); err == nil || !strings.Contains(err.Error(), `seed "abc" is not a whole number`) {
		t.Errorf("a bad seed: %v", err)
	}
}
