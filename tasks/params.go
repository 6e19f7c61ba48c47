package tasks

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/scbench/scbench/wire"
)

// maxEcho bounds a name or value quoted back in an error: presets and
// values arrive from batch lines, dataset lines and the browser's messages,
// where a preset name of a megabyte would otherwise come back whole.
const maxEcho = 40

// Kind is the type of a parameter.
type Kind string

const (
	Int    Kind = "int"
	Float  Kind = "float"
	Bool   Kind = "bool"
	Choice Kind = "choice" // one of a fixed list of strings
)

// Param is one axis of a task's difficulty manifold.
type Param struct {
	Name string `json:"name"`
	Kind Kind   `json:"kind"`
	Doc  string `json:"doc"`
	// Min and Max bound Int and Float parameters (inclusive).
	Min float64 `json:"min,omitempty"`
	Max float64 `json:"max,omitempty"`
	// Choices lists the allowed values of a Choice parameter.
	Choices []string `json:"choices,omitempty"`
	Default any      `json:"default"`
}

// Preset is a named point of the manifold. Values not listed take their defaults.
type Preset struct {
	Name   string         `json:"name"`
	Doc    string         `json:"doc,omitempty"`
	Values map[string]any `json:"values"`
}

// Manifold is the set of parameters a task's generator accepts, with presets.
type Manifold struct {
	Params  []Param  `json:"params"`
	Presets []Preset `json:"presets"`
}

// Params is a validated assignment of every parameter of a manifold. Values are
// int, float64, bool or string according to the parameter's Kind. Encoding to
// JSON sorts the keys, so output never depends on map order.
type Params map[string]any

// Clone returns a copy that can be changed independently.
func (p Params) Clone() Params {
	q := make(Params, len(p))
	for k, v := range p {
		q[k] = v
	}
	return q
}

// Encode renders the parameters as "k=v,k=v" in name order: the form used on the
// command line and in share links.
func (p Params) Encode() string {
	keys := make([]string, 0, len(p))
	for k := range p {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + formatValue(p[k])
	}
	return strings.Join(parts, ",")
}

func formatValue(v any) string {
	switch x := v.(type) {
	case int:
		return strconv.Itoa(x)
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	case string:
		return x
	}
	return fmt.Sprint(v)
}

// Param returns the parameter with the given name.
func (m Manifold) Param(name string) (Param, bool) {
	for _, p := range m.Params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// Defaults returns every parameter at its default value.
func (m Manifold) Defaults() Params {
	p := make(Params, len(m.Params))
	for _, d := range m.Params {
		p[d.Name] = d.Default
	}
	return p
}

// Preset returns the defaults overridden by the named preset.
func (m Manifold) Preset(name string) (Params, error) {
	for _, pr := range m.Presets {
		if pr.Name == name {
			return m.Apply(m.Defaults(), pr.Values)
		}
	}
	names := make([]string, len(m.Presets))
	for i, pr := range m.Presets {
		names[i] = pr.Name
	}
	return nil, fmt.Errorf("unknown preset %s (this task has: %s)", wire.Quote(name, maxEcho), strings.Join(names, ", "))
}

// Apply returns base overridden by values (from JSON or Go), each checked against
// its parameter's kind and range. base must already be valid.
func (m Manifold) Apply(base Params, values map[string]any) (Params, error) {
	out := base.Clone()
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	sort.Strings(keys) // report the first bad parameter in a stable order
	for _, k := range keys {
		d, ok := m.Param(k)
		if !ok {
			return nil, m.unknown(k)
		}
		v, err := d.coerce(values[k])
		if err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, nil
}

// Parse applies overrides written as "k=v,k=v" (command line, share links).
func (m Manifold) Parse(base Params, text string) (Params, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return base.Clone(), nil
	}
	if len(text) > 4096 {
		return nil, fmt.Errorf("parameter list is %d characters long; the limit is 4096", len(text))
	}
	values := map[string]any{}
	for _, part := range strings.Split(text, ",") {
		k, v, ok := strings.Cut(part, "=")
		k = strings.TrimSpace(k)
		if !ok || k == "" {
			return nil, fmt.Errorf("parameter %s is not of the form name=value", wire.Quote(part, maxEcho))
		}
		if _, dup := values[k]; dup {
			return nil, fmt.Errorf("parameter %s is given twice", wire.Quote(k, maxEcho))
		}
		values[k] = strings.TrimSpace(v)
	}
	return m.Apply(base, values)
}

// Validate checks that p assigns every parameter a value of the right kind and
// range, and nothing else.
func (m Manifold) Validate(p Params) error {
	for k := range p {
		if _, ok := m.Param(k); !ok {
			return m.unknown(k)
		}
	}
	for _, d := range m.Params {
		v, ok := p[d.Name]
		if !ok {
			return fmt.Errorf("parameter %q is missing", d.Name)
		}
		if _, err := d.coerce(v); err != nil {
			return err
		}
	}
	return nil
}

func (m Manifold) unknown(name string) error {
	names := make([]string, len(m.Params))
	for i, p := range m.Params {
		names[i] = p.Name
	}
	return fmt.Errorf("unknown parameter %s (this task has: %s)", wire.Quote(name, maxEcho), strings.Join(names, ", "))
}

// number reads a numeric parameter value from Go, JSON or text. Text for an
// integer parameter must be written as an integer ("12", not "12.0").
func number(v any, integer bool) (float64, string) {
	switch x := v.(type) {
	case int:
		return float64(x), ""
	case int64:
		return float64(x), ""
	case float64:
		return x, ""
	case json.Number:
		v = string(x)
	}
	s, ok := v.(string)
	if !ok {
		if integer {
			return 0, fmt.Sprintf("expected an integer, got %T", v)
		}
		return 0, fmt.Sprintf("expected a number, got %T", v)
	}
	s = strings.TrimSpace(s)
	if integer {
		n, err := strconv.Atoi(s)
		if err != nil {
			return 0, fmt.Sprintf("%s is not an integer", wire.Quote(s, maxEcho))
		}
		return float64(n), ""
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Sprintf("%s is not a number", wire.Quote(s, maxEcho))
	}
	return f, ""
}

// coerce converts v (a Go value, a JSON number, or text) to the parameter's kind
// and checks its range.
func (d Param) coerce(v any) (any, error) {
	bad := func(why string) error {
		return fmt.Errorf("parameter %s: %s", d.Name, why)
	}
	switch d.Kind {
	case Int, Float:
		f, why := number(v, d.Kind == Int)
		switch {
		case why != "":
			return nil, bad(why)
		case d.Kind == Int && (f != math.Trunc(f) || math.IsInf(f, 0)):
			return nil, bad(fmt.Sprintf("%v is not an integer", f))
		case math.IsNaN(f) || f < d.Min || f > d.Max:
			return nil, bad(fmt.Sprintf("%v is outside the range %v..%v", f, d.Min, d.Max))
		case d.Kind == Int:
			return int(f), nil
		}
		return f, nil
	case Bool:
		switch x := v.(type) {
		case bool:
			return x, nil
		case string:
			b, err := strconv.ParseBool(strings.TrimSpace(x))
			if err != nil {
				return nil, bad(fmt.Sprintf("%s is not true or false", wire.Quote(x, maxEcho)))
			}
			return b, nil
		}
		return nil, bad(fmt.Sprintf("expected true or false, got %T", v))
	case Choice:
		s, ok := v.(string)
		if !ok {
			return nil, bad(fmt.Sprintf("expected one of %s", strings.Join(d.Choices, ", ")))
		}
		for _, c := range d.Choices {
			if c == s {
				return s, nil
			}
		}
		return nil, bad(fmt.Sprintf("%s is not one of %s", wire.Quote(s, maxEcho), strings.Join(d.Choices, ", ")))
	}
	return nil, bad("parameter has an unknown kind " + string(d.Kind))
}

// Typed parameter keys. A task declares each parameter once, as a key that
// carries its name, range, default and description, and reads it back with
// Get: a misspelt name cannot compile, and a key always reads a value of its
// own type.
//
//	var width = tasks.IntKey("width", 2, 25, 7, "columns of the grid")
//	...
//	Params: tasks.Declare(width, height),
//	Presets: []tasks.Preset{{Name: "easy", Values: tasks.Set(width.Is(7), height.Is(7))}},
//	...
//	w := width.Get(p)

// Key is a declared parameter.
type Key interface{ param() Param }

// IntParam is an integer parameter's key.
type IntParam struct{ Param }

// FloatParam is a real parameter's key.
type FloatParam struct{ Param }

// BoolParam is a yes-or-no parameter's key.
type BoolParam struct{ Param }

// ChoiceParam is the key of a parameter taking one of a fixed list of strings.
type ChoiceParam struct{ Param }

func (k IntParam) param() Param    { return k.Param }
func (k FloatParam) param() Param  { return k.Param }
func (k BoolParam) param() Param   { return k.Param }
func (k ChoiceParam) param() Param { return k.Param }

// IntKey declares an integer parameter with an inclusive range.
func IntKey(name string, min, max, def int, doc string) IntParam {
	return IntParam{Param{Name: name, Kind: Int, Min: float64(min), Max: float64(max), Default: def, Doc: doc}}
}

// FloatKey declares a real parameter with an inclusive range.
func FloatKey(name string, min, max, def float64, doc string) FloatParam {
	return FloatParam{Param{Name: name, Kind: Float, Min: min, Max: max, Default: def, Doc: doc}}
}

// BoolKey declares a yes-or-no parameter.
func BoolKey(name string, def bool, doc string) BoolParam {
	return BoolParam{Param{Name: name, Kind: Bool, Default: def, Doc: doc}}
}

// ChoiceKey declares a parameter taking one of choices; def must be one of them.
func ChoiceKey(name string, choices []string, def, doc string) ChoiceParam {
	return ChoiceParam{Param{Name: name, Kind: Choice, Choices: choices, Default: def, Doc: doc}}
}

// Declare lists keys as a manifold's parameters, in the order given.
func Declare(keys ...Key) []Param {
	out := make([]Param, len(keys))
	for i, k := range keys {
		out[i] = k.param()
	}
	return out
}

// Setting is one parameter set to a value, for presets and subpasses.
type Setting struct {
	name  string
	value any
}

// Set gathers settings into parameter values (a preset's, or a subpass's
// complete assignment).
func Set(settings ...Setting) Params {
	p := make(Params, len(settings))
	for _, s := range settings {
		p[s.name] = s.value
	}
	return p
}

// Is sets the parameter to v.
func (k IntParam) Is(v int) Setting { return Setting{k.Name, v} }

// Is sets the parameter to v.
func (k FloatParam) Is(v float64) Setting { return Setting{k.Name, v} }

// Is sets the parameter to v.
func (k BoolParam) Is(v bool) Setting { return Setting{k.Name, v} }

// Is sets the parameter to v.
func (k ChoiceParam) Is(v string) Setting { return Setting{k.Name, v} }

// Get reads the parameter from p. Params reaching a generator are validated
// against the manifold, so the value is there and of the right kind; a key
// missing from p (a task reading a parameter it never declared) reads as the
// key's own default, never as a zero value.
func (k IntParam) Get(p Params) int {
	if v, ok := p[k.Name].(int); ok {
		return v
	}
	return k.Default.(int)
}

// Get reads the parameter from p (see IntParam.Get).
func (k FloatParam) Get(p Params) float64 {
	switch v := p[k.Name].(type) {
	case float64:
		return v
	case int:
		return float64(v)
	}
	return k.Default.(float64)
}

// Get reads the parameter from p (see IntParam.Get).
func (k BoolParam) Get(p Params) bool {
	if v, ok := p[k.Name].(bool); ok {
		return v
	}
	return k.Default.(bool)
}

// Get reads the parameter from p (see IntParam.Get).
func (k ChoiceParam) Get(p Params) string {
	if v, ok := p[k.Name].(string); ok {
		return v
	}
	return k.Default.(string)
}
