package tasks

import (
	"encoding/json"
	"strings"
	"testing"
)

var testManifold = Manifold{
	Params: []Param{
		{Name: "n", Kind: Int, Min: 3, Max: 50, Default: 10},
		{Name: "noise", Kind: Float, Min: 0, Max: 1, Default: 0.5},
		{Name: "wrap", Kind: Bool, Default: false},
		{Name: "order", Kind: Choice, Choices: []string{"rows", "cols"}, Default: "rows"},
	},
	Presets: []Preset{{Name: "hard", Values: map[string]any{"n": 40, "wrap": true}}},
}

func TestParseAppliesAndChecksEveryKind(t *testing.T) {
	p, err := testManifold.Parse(testManifold.Defaults(), "n=12, noise=0.25,wrap=true,order=cols")
	if err != nil {
		t.Fatal(err)
	}
	if toyN.Get(p) != 12 || toyNoise.Get(p) != 0.25 || !toyWrap.Get(p) || toyOrder.Get(p) != "cols" {
		t.Fatalf("got %v", p)
	}
	if got := p.Encode(); got != "n=12,noise=0.25,order=cols,wrap=true" {
		t.Fatalf("Encode = %q", got)
	}
	bad := map[string]string{
		"n=2":         "outside the range 3..50",
		"n=3.5":       `"3.5" is not an integer`,
		"n=x":         `"x" is not an integer`,
		"noise=NaN":   "outside the range",
		"wrap=maybe":  "not true or false",
		"order=diag":  `"diag" is not one of rows, cols`,
		"size=3":      `unknown parameter "size" (this task has: n, noise, wrap, order)`,
		"n":           "not of the form name=value",
		"n=4,n=5":     "given twice",
		"n=1e999":     "not an integer",
		"noise=1e999": `"1e999" is not a number`,
	}
	for text, want := range bad {
		_, err := testManifold.Parse(testManifold.Defaults(), text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v; want an error mentioning %q", text, err, want)
		}
	}
}

func TestPresetsAndJSONValues(t *testing.T) {
	p, err := testManifold.Preset("hard")
	if err != nil || toyN.Get(p) != 40 || !toyWrap.Get(p) || toyNoise.Get(p) != 0.5 {
		t.Fatalf("preset: %v %v", p, err)
	}
	if _, err := testManifold.Preset("extreme"); err == nil || !strings.Contains(err.Error(), "this task has: hard") {
		t.Fatalf("unknown preset: %v", err)
	}
	var vals map[string]any
	json.Unmarshal([]byte(`{"n": 20, "noise": 1}`), &vals)
	q, err := testManifold.Apply(p, vals)
	if err != nil || toyN.Get(q) != 20 || toyNoise.Get(q) != 1 {
		t.Fatalf("Apply: %v %v", q, err)
	}
	if toyN.Get(p) != 40 {
		t.Fatal("Apply changed its base")
	}
	json.Unmarshal([]byte(`{"n": 20.5}`), &vals)
	if _, err := testManifold.Apply(p, vals); err == nil {
		t.Fatal("20.5 accepted for an int")
	}
	if err := testManifold.Validate(Params{"n": 10}); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Fatalf("Validate of a partial assignment: %v", err)
	}
}

// A name or value quoted back in an error is clipped: a preset name of a
// megabyte (a batch line's, a dataset line's, a browser message's) makes an
// error of a few hundred bytes.
func TestErrorsClipWhatTheyQuote(t *testing.T) {
	long := strings.Repeat("x", 1_000_000)
	_, presetErr := testManifold.Preset(long)
	_, parseErr := testManifold.Parse(testManifold.Defaults(), "n="+strings.Repeat("9", 4000))
	errs := []error{presetErr, parseErr}
	for _, vals := range []map[string]any{{long: 1}, {"n": long}, {"noise": long}, {"wrap": long}, {"order": long}} {
		_, err := testManifold.Apply(testManifold.Defaults(), vals)
		errs = append(errs, err)
	}
	for _, err := range errs {
		if err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), " characters)") {
			t.Errorf("%.300v", err)
		}
	}
}
