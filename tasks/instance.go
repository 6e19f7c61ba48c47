package tasks

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/wire"
)

// Instance is one concrete problem: everything needed to show it to a model and to
// grade the answer. Encoded as JSON it is the "instance" object of the CLI, the
// browser and exported files.
type Instance struct {
	Task string `json:"task"`
	// Version is the suite version, Rules the task's rules version.
	Version string `json:"version"`
	Rules   string `json:"rules"`
	// Subpass is the canonical subpass the instance is, or whose parameters it
	// was generated with; nil when it came from a preset or defaults.
	Subpass *int `json:"subpass"`
	// Seed is nil for a canonical instance.
	Seed   *uint64         `json:"seed"`
	Params Params          `json:"params"`
	Prompt string          `json:"prompt"`
	Schema json.RawMessage `json:"schema"`
	Data   any             `json:"data"`
	// Attachments are files shown with the prompt (omitted when there are none).
	Attachments []Attachment `json:"attachments,omitempty"`
}

// Canonical reports whether the instance is one of the paper's.
func (in *Instance) Canonical() bool { return in.Seed == nil }

// Label names the instance for people: "delaunay #3" or "delaunay #3 seed 42".
func (in *Instance) Label() string {
	s := in.Task
	if in.Subpass != nil {
		s += " #" + strconv.Itoa(*in.Subpass)
	}
	if in.Seed != nil {
		s += " seed " + strconv.FormatUint(*in.Seed, 10)
	}
	return s
}

// Request says which instance to build. The zero Request is canonical subpass 0.
type Request struct {
	// Subpass selects a canonical subpass (0-based).
	Subpass *int
	// Seed asks for a freshly generated instance.
	Seed *uint64
	// Preset names a parameter preset (easy, medium, hard, ...).
	Preset string
	// Params overrides parameters, written "k=v,k=v".
	Params string
	// Values overrides parameters from JSON (the browser's messages).
	Values map[string]any
	// Version and Rules, when set, are the suite and rules versions the
	// request was made under (a share link's, a batch line's): a request from
	// other rules is refused rather than answered with a different instance.
	Version string
	Rules   string
}

// overrides reports whether the request overrides parameters.
func (r Request) overrides() bool {
	return strings.TrimSpace(r.Params) != "" || len(r.Values) > 0
}

// New resolves a request against a task and builds the instance:
//
//   - no seed, preset or parameters: the canonical instance of the subpass
//     (subpass 0 if none is named);
//   - a subpass with parameters that are exactly its own, and no seed or
//     preset: the canonical instance too (prompts files and datasets write a
//     canonical line's parameters for the reader's sake, and they must not
//     turn it into a generated instance);
//   - otherwise a generated one: parameters start from the subpass's (or the
//     preset's, or the defaults), then the overrides apply; the seed defaults to 0.
func New(t Task, r Request) (*Instance, error) {
	info := t.Info()
	if err := CheckVersions(t, r.Version, r.Rules); err != nil {
		return nil, err
	}
	subs := t.Subpasses()
	if r.Subpass != nil && (*r.Subpass < 0 || *r.Subpass >= len(subs)) {
		return nil, fmt.Errorf("%d is not a valid subpass: %s has subpasses 0 to %d", *r.Subpass, t.Info().Slug, len(subs)-1)
	}
	if r.Subpass != nil && r.Preset != "" {
		return nil, fmt.Errorf("give a subpass or a preset, not both")
	}
	if r.Seed != nil && *r.Seed > rng.MaxSeed {
		return nil, fmt.Errorf("seed %d is too large; seeds go from 0 to %d", *r.Seed, uint64(rng.MaxSeed))
	}
	in := &Instance{Task: info.Slug, Version: Version, Rules: info.Rules, Subpass: r.Subpass}
	m := t.Manifold()

	canonical := func(k int) (*Instance, error) {
		if len(subs) == 0 {
			return nil, fmt.Errorf("%s has no canonical subpasses; give a seed", t.Info().Slug)
		}
		c, err := t.content(false, k, nil, 0)
		if err != nil {
			return nil, err
		}
		in.Subpass = &k
		in.Params = subs[k].Params.Clone()
		in.fill(c)
		return in, nil
	}
	if r.Seed == nil && r.Preset == "" && !r.overrides() {
		k := 0
		if r.Subpass != nil {
			k = *r.Subpass
		}
		return canonical(k)
	}

	var base Params
	var err error
	switch {
	case r.Subpass != nil:
		base = subs[*r.Subpass].Params.Clone()
	case r.Preset != "":
		if base, err = m.Preset(r.Preset); err != nil {
			return nil, err
		}
	default:
		base = m.Defaults()
	}
	if base, err = m.Parse(base, r.Params); err != nil {
		return nil, err
	}
	if base, err = m.Apply(base, r.Values); err != nil {
		return nil, err
	}
	if err := m.Validate(base); err != nil {
		return nil, err
	}
	if r.Subpass != nil && r.Seed == nil && r.Preset == "" && base.Encode() == subs[*r.Subpass].Params.Encode() {
		return canonical(*r.Subpass)
	}
	seed := uint64(0)
	if r.Seed != nil {
		seed = *r.Seed
	}
	c, err := t.content(true, 0, base, seed)
	if err != nil {
		return nil, err
	}
	in.Seed = &seed
	in.Params = base
	in.fill(c)
	return in, nil
}

func (in *Instance) fill(c Content) {
	in.Prompt = c.Prompt
	in.Schema = c.Schema
	in.Data = c.Data
	in.Attachments = c.Attachments
}

// MaxSeed is the largest seed: every seed fits in a JavaScript number.
const MaxSeed = rng.MaxSeed

// ParseSeed reads a seed as people and links write it (wire.ParseSeed).
func ParseSeed(s string) (uint64, error) { return wire.ParseSeed(s) }

// RequestOf is the request a line's instance reference makes: what grading
// a batch line, solving a dataset line and the browser's requests share.
// Params may be "k=v,..." or an object; a canonical subpass's reference may
// carry its own params (New).
func RequestOf(ref wire.Ref) (Request, error) {
	r := Request{Subpass: ref.Subpass, Seed: ref.Seed.Uint64(), Preset: ref.Preset, Version: ref.Version, Rules: ref.Rules}
	if len(ref.Params) == 0 || string(ref.Params) == "null" {
		return r, nil
	}
	var s string
	var m map[string]any
	switch {
	case json.Unmarshal(ref.Params, &s) == nil:
		r.Params = s
	case json.Unmarshal(ref.Params, &m) == nil:
		r.Values = m
	default:
		return r, wire.ErrParams
	}
	return r, nil
}

// DataAs returns an instance's data as *T: what a task's grader and solver
// read. An instance of another task (or none) is an error, never a panic.
func DataAs[T any](in *Instance) (*T, error) {
	if in == nil {
		return nil, fmt.Errorf("no instance")
	}
	d, ok := in.Data.(*T)
	if !ok || d == nil {
		return nil, fmt.Errorf("instance data is %T, not %T", in.Data, d)
	}
	return d, nil
}

// CheckVersions refuses a request made under another suite version or other
// rules for the task (empty means unstated, and passes), naming both versions.
func CheckVersions(t Task, version, rules string) error {
	info := t.Info()
	if version != "" && version != Version {
		return fmt.Errorf("this was made under suite version %s, but this is %s; the same request may give a different instance or score here", wire.Clip(version, 40), Version)
	}
	if rules != "" && rules != info.Rules {
		return fmt.Errorf("this was made under the rules %s, but %s is now graded under %s; the same request may give a different instance or score here", wire.Clip(rules, 40), info.Slug, info.Rules)
	}
	return nil
}
