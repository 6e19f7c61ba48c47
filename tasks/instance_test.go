package tasks

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// The toy task's parameters, typed.
var (
	toyN     = IntKey("n", 3, 50, 10, "size")
	toyNoise = FloatKey("noise", 0, 1, 0.5, "noise")
	toyWrap  = BoolKey("wrap", false, "wrap around")
	toyOrder = ChoiceKey("order", []string{"rows", "cols"}, "rows", "order")
)

type toyData struct {
	Text string `json:"text"`
	N    int    `json:"n"`
}

type toyAnswer struct {
	Value int `json:"value" schema:"minimum=0"`
}

// toy is a minimal task for testing request resolution and the adapter.
var toy = Define(Def[toyData, toyAnswer]{
	Info:    Info{Slug: "toy", ID: 1, Name: "Toy", Bucket: Axiomatic, Summary: "x"},
	Version: 3,
	Manifold: Manifold{
		Params:  Declare(toyN, toyNoise, toyWrap, toyOrder),
		Presets: []Preset{{Name: "hard", Values: Set(toyN.Is(40), toyWrap.Is(true))}},
	},
	Subpasses: []Subpass{
		{Index: 0, Params: Set(toyN.Is(5), toyNoise.Is(0.5), toyWrap.Is(false), toyOrder.Is("rows"))},
		{Index: 1, Params: Set(toyN.Is(7), toyNoise.Is(0.5), toyWrap.Is(false), toyOrder.Is("cols"))},
	},
	Canonical: func(k int) (*toyData, error) { return &toyData{Text: fmt.Sprintf("canonical %d", k), N: k}, nil },
	Generate: func(p Params, seed uint64) (*toyData, error) {
		return &toyData{Text: fmt.Sprintf("n=%d seed=%d", toyN.Get(p), seed), N: toyN.Get(p)}, nil
	},
	Prompt: func(d *toyData) string { return d.Text },
	Solve:  func(d *toyData) (toyAnswer, error) { return toyAnswer{Value: d.N}, nil },
	Scene:  func(*toyData) *scene.Scene { return scene.New(2, "toy") },
	Grade: func(r *verifiers.Report, d *toyData, a toyAnswer) *verifiers.Report {
		if a.Value == 99 {
			panic("a bug in the toy grader")
		}
		r.Checkf("value", a.Value == d.N, "%d, want %d", a.Value, d.N)
		if r.Failed() {
			return r.Finish(0)
		}
		return r.Finish(1)
	},
})

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
		// a subpass with its own parameters (all, some, or as JSON) is the subpass itself
		{Request{Subpass: intp(1), Params: "n=7,noise=0.5,order=cols,wrap=false"}, "canonical 1", intp(1), nil},
		{Request{Subpass: intp(1), Params: "n=7"}, "canonical 1", intp(1), nil},
		{Request{Subpass: intp(1), Values: map[string]any{"order": "cols"}}, "canonical 1", intp(1), nil},
		{Request{Subpass: intp(1), Params: "n=8"}, "n=8 seed=0", intp(1), u64p(0)},
		{Request{Subpass: intp(1), Params: "n=7", Seed: u64p(0)}, "n=7 seed=0", intp(1), u64p(0)},
	}
	for i, c := range cases {
		in, err := New(toy, c.req)
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
		if in.Version != Version || in.Rules != "toy/3" || in.Task != "toy" {
			t.Errorf("case %d: front matter %q %q", i, in.Task, in.Version)
		}
	}
}

func TestRequestErrors(t *testing.T) {
	cases := map[string]Request{
		"2 is not a valid subpass: toy has subpasses 0 to 1": {Subpass: intp(2)},
		"-1 is not a valid subpass":                          {Subpass: intp(-1)},
		"not both":                                           {Subpass: intp(0), Preset: "hard"},
		"seed 9007199254740992":                              {Seed: u64p(1 << 53)},
		`unknown preset "insane"`:                            {Preset: "insane"},
		"outside the range":                                  {Params: "n=1000"},
	}
	for want, req := range cases {
		if _, err := New(toy, req); err == nil || !strings.Contains(err.Error(), want) {
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
	// A version named in a message is clipped on a character boundary,
	// with its length.
	err := CheckVersions(toy, strings.Repeat("é", 30), "")
	if err == nil || !utf8.ValidString(err.Error()) || !strings.Contains(err.Error(), strings.Repeat("é", 20)+"… (30 characters)") {
		t.Errorf("a long version: %v", err)
	}
	if wire.MaxSeed != MaxSeed {
		t.Errorf("the line formats read seeds up to %d, the generators take up to %d", uint64(wire.MaxSeed), uint64(MaxSeed))
	}
}

// A line's reference becomes the request New resolves: params as a string
// or an object, the seed and versions as given.
func TestRequestOf(t *testing.T) {
	seed := uint64(7)
	ref := wire.Ref{Task: "toy", Version: "v", Rules: "toy/1", Subpass: intp(1), Seed: wire.SeedOf(&seed), Preset: "hard", Params: wire.ParamsText("n=12")}
	r, err := RequestOf(ref)
	if err != nil || *r.Subpass != 1 || *r.Seed != 7 || r.Preset != "hard" || r.Params != "n=12" || r.Version != "v" || r.Rules != "toy/1" {
		t.Fatalf("%+v %v", r, err)
	}
	if r, err := RequestOf(wire.Ref{Task: "toy", Params: []byte(`{"n": 12}`)}); err != nil || r.Values["n"] != 12.0 || r.Params != "" {
		t.Errorf("an object: %+v %v", r, err)
	}
	if _, err := RequestOf(wire.Ref{Task: "toy", Params: []byte(`[1]`)}); err != wire.ErrParams {
		t.Errorf("a list: %v", err)
	}
}

func TestDefineDerivesSchemaAndVersions(t *testing.T) {
	in, err := New(toy, Request{})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"type":"integer","minimum":0}}}`
	if string(in.Schema) != want {
		t.Errorf("schema %s\nwant   %s", in.Schema, want)
	}
	if toy.Info().Rules != "toy/3" {
		t.Errorf("rules %q", toy.Info().Rules)
	}
	for _, req := range []Request{{Rules: "toy/2"}, {Version: "scbench-go/0"}} {
		_, err := New(toy, req)
		if err == nil || !strings.Contains(err.Error(), "toy/3") && !strings.Contains(err.Error(), Version) {
			t.Errorf("%+v: %v; want a refusal naming both versions", req, err)
		}
	}
	if _, err := New(toy, Request{Rules: "toy/3", Version: Version}); err != nil {
		t.Errorf("the current versions were refused: %v", err)
	}
}

func TestDefineGrades(t *testing.T) {
	in, _ := New(toy, Request{Subpass: intp(1)})
	cases := []struct {
		answer string
		score  float64
		check  string
	}{
		{`{"value": 1}`, 1, ""},
		{`the answer is {"value": 2}`, 0, "value"},
		{`{"value": "x"}`, 0, "format"},
		{`nothing`, 0, "answer"},
		{`{"value": 99}`, 0, "grader"},
	}
	for _, c := range cases {
		r := toy.Grade(in, c.answer)
		if r.Score != c.score || r.Rules != "toy/3" || r.Task != "toy" || *r.Subpass != 1 {
			t.Errorf("%s: score %v rules %q", c.answer, r.Score, r.Rules)
		}
		if c.check != "" {
			if f, ok := r.FirstFailure(); !ok || f.Name != c.check {
				t.Errorf("%s: first failure %+v, want %q", c.answer, f, c.check)
			}
		}
	}
	other := &Instance{Task: "other", Data: &toyData{}}
	if r := toy.Grade(other, `{"value": 0}`); r.Score != 0 || !strings.Contains(r.Error, `"other"`) {
		t.Errorf("an instance of another task: %+v", r)
	}
	if _, err := toy.Scene(other); err == nil {
		t.Errorf("Scene drew an instance of another task")
	}
	if _, err := toy.Solve(&Instance{Task: "toy", Data: 7}); err == nil {
		t.Errorf("Solve took data of the wrong type")
	}
}

// ranked reads a value no larger than the instance's n, failing under a check
// of its own when it is larger.
type ranked int

func (v *ranked) DecodeValue(d *toyData, x verifiers.Value, path string) error {
	n, err := verifiers.Integer(x, path, verifiers.IntRule{})
	if err == nil && n > int64(d.N) {
		err = verifiers.InCheck("range", verifiers.Errorf(path, "%d is above %d", n, d.N))
	}
	*v = ranked(n)
	return err
}

// Valid runs once the answer is found and before it is decoded; an answer
// that does not decode fails under FormatCheck, or the check its error names.
func TestDefineValidatesThenDecodes(t *testing.T) {
	type answer struct {
		Value ranked `json:"value"`
	}
	def := Def[toyData, answer]{
		Info: Info{Slug: "strict", ID: 2, Name: "Strict", Bucket: Planning, Summary: "x"}, Version: 1,
		Manifold:  Manifold{Params: Declare(toyN)},
		Canonical: func(k int) (*toyData, error) { return &toyData{N: 5 - 10*k}, nil },
		Generate:  func(Params, uint64) (*toyData, error) { return &toyData{N: 5}, nil },
		Prompt:    func(*toyData) string { return "p" },
		Solve:     func(d *toyData) (answer, error) { return answer{Value: ranked(d.N)}, nil },
		Scene:     func(*toyData) *scene.Scene { return scene.New(2, "strict") },
		Valid: func(d *toyData) error {
			if d.N < 0 {
				return fmt.Errorf("n is %d", d.N)
			}
			return nil
		},
		FormatCheck: "value",
		Grade: func(r *verifiers.Report, _ *toyData, a answer) *verifiers.Report {
			r.Check("value", true, "read")
			return r.Finish(float64(a.Value) / 5)
		},
		Subpasses: []Subpass{{Index: 0, Params: Set(toyN.Is(5))}, {Index: 1, Params: Set(toyN.Is(6))}},
	}
	strict := Define(def)
	good, _ := New(strict, Request{Subpass: intp(0)})
	bad, _ := New(strict, Request{Subpass: intp(1)})
	for _, c := range []struct {
		in             *Instance
		answer, checks string
	}{
		{good, `{"value": 5}`, "answer value"},
		{good, `{"value": "5"}`, "answer x value: value: expected an integer, found the string \"5\""},
		{good, `{"value": 6}`, "answer x range: value: 6 is above 5"},
		{bad, `{"value": "5"}`, "answer x instance: n is -5"},
		{bad, `no answer`, "x answer: no answer was found: the text holds no list or object"},
	} {
		r := strict.Grade(c.in, c.answer)
		var got []string
		for _, ch := range r.Checks {
			if ch.OK {
				got = append(got, ch.Name)
			} else {
				got = append(got, "x "+ch.Name+": "+ch.Detail)
			}
		}
		if strings.Join(got, " ") != c.checks {
			t.Errorf("%s: checks %q, want %q", c.answer, strings.Join(got, " "), c.checks)
		}
	}
	if a, err := ReadAnswer(strict, good, `{"value": 4}`); err != nil || a.(answer).Value != 4 {
		t.Errorf("ReadAnswer: %v, %v", a, err)
	}
}

func TestKeysReadTheirOwnType(t *testing.T) {
	p := Set(toyN.Is(12), toyNoise.Is(0.25), toyWrap.Is(true), toyOrder.Is("cols"))
	if toyN.Get(p) != 12 || toyNoise.Get(p) != 0.25 || !toyWrap.Get(p) || toyOrder.Get(p) != "cols" {
		t.Errorf("Get read %v", p)
	}
	// A key missing from p reads its own default, never a zero value.
	empty := Params{}
	if toyN.Get(empty) != 10 || toyNoise.Get(empty) != 0.5 || toyWrap.Get(empty) || toyOrder.Get(empty) != "rows" {
		t.Errorf("defaults read wrong")
	}
}
