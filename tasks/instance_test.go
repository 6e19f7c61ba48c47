package tasks

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/scbench/scbench/scene"
)

// toy is a minimal task for testing request resolution.
type toy struct{}

func (toy) Info() Info         { return Info{Slug: "toy", ID: 1, Bucket: Axiomatic, Summary: "x"} }
func (toy) Manifold() Manifold { return testManifold }
func (toy) Subpasses() []Subpass {
	return []Subpass{
		{Index: 0, Params: Params{"n": 5, "noise": 0.5, "wrap": false, "order": "rows"}},
		{Index: 1, Params: Params{"n": 7, "noise": 0.5, "wrap": false, "order": "cols"}},
	}
}
func (toy) Canonical(k int) (Content, error) {
	return Content{Prompt: fmt.Sprintf("canonical %d", k), Schema: json.RawMessage(`{}`), Data: k}, nil
}
func (toy) Generate(p Params, seed uint64) (Content, error) {
	return Content{Prompt: fmt.Sprintf("n=%d seed=%d", p.Int("n"), seed), Schema: json.RawMessage(`{}`)}, nil
}
func (toy) Solve(*Instance) (any, error) { return nil, ErrNoSolver }
func (toy) Scene(*Instance) *scene.Scene { return scene.New(2, "toy") }

func intp(k int) *int       { return &k }
func u64p(s uint64) *uint64 { return &s }

func TestRequestResolution(t *testing.T) {
	cases := []struct {
		req    Request
		prompt string
		sub    *int
		seed   *uint64
	}{
		{Request{}, "canonical 0", intp(0), nil},
		{Request{Subpass: intp(1)}, "canonical 1", intp(1), nil},
		{Request{Subpass: intp(1), Seed: u64p(9)}, "n=7 seed=9", intp(1), u64p(9)},
		{Request{Preset: "hard", Seed: u64p(3)}, "n=40 seed=3", nil, u64p(3)},
		{Request{Params: "n=12"}, "n=12 seed=0", nil, u64p(0)},
		{Request{Subpass: intp(0), Params: "n=33", Seed: u64p(2)}, "n=33 seed=2", intp(0), u64p(2)},
		{Request{Values: map[string]any{"n": float64(21)}}, "n=21 seed=0", nil, u64p(0)},
	}
	for i, c := range cases {
		in, err := New(toy{}, c.req)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if in.Prompt != c.prompt {
			t.Errorf("case %d: prompt %q, want %q", i, in.Prompt, c.prompt)
		}
		if (in.Subpass == nil) != (c.sub == nil) || (c.sub != nil && *in.Subpass != *c.sub) {
			t.Errorf("case %d: subpass %v, want %v", i, in.Subpass, c.sub)
		}
		if (in.Seed == nil) != (c.seed == nil) || (c.seed != nil && *in.Seed != *c.seed) {
			t.Errorf("case %d: seed %v, want %v", i, in.Seed, c.seed)
		}
		if in.Version != Version || in.Task != "toy" {
			t.Errorf("case %d: front matter %q %q", i, in.Task, in.Version)
		}
	}
}

func TestRequestErrors(t *testing.T) {
	cases := map[string]Request{
		"there is no subpass 2":   {Subpass: intp(2)},
		"there is no subpass -1":  {Subpass: intp(-1)},
		"not both":                {Subpass: intp(0), Preset: "hard"},
		"seed 9007199254740992":   {Seed: u64p(1 << 53)},
		`unknown preset "insane"`: {Preset: "insane"},
		"outside the range":       {Params: "n=1000"},
	}
	for want, req := range cases {
		if _, err := New(toy{}, req); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%+v: got %v, want an error mentioning %q", req, err, want)
		}
	}
	for _, s := range []string{"-1", "abc", "1.5", "9007199254740992", ""} {
		if _, err := ParseSeed(s); err == nil {
			t.Errorf("ParseSeed(%q) accepted", s)
		}
	}
	if v, err := ParseSeed(" 42 "); err != nil || v != 42 {
		t.Errorf("ParseSeed(42) = %d, %v", v, err)
	}
}
