package tasktest

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/scbench/scbench/tasks"
)

// Conformance checks that a task honours the contract:
//
//   - its info is complete, its rules version is "slug/N", and its package is
//     named by the rule (the slug without hyphens, under tasks/);
//   - the manifold's defaults, presets and every subpass's parameters are
//     valid;
//   - every canonical subpass and every preset (seeds 1 to 3) builds the same
//     instance twice, with a prompt, a schema that is valid JSON Schema, and a
//     reference answer that validates against that schema and scores 1;
//   - an empty list and prose score below 1 with a sane report;
//   - the reference's report and a failing one draw their overlays;
//   - a task that gives hints calls the reference solved, and answers an
//     empty board, prose and a broken reference with a hint of a known kind
//     and a message.
func Conformance(t *testing.T, task tasks.Task, opts ...Option) {
	t.Helper()
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	info := task.Info()
	if info.Slug == "" || info.Name == "" || info.Summary == "" || info.ID == 0 || info.Bucket == "" {
		t.Errorf("incomplete info: %+v", info)
	}
	if !strings.HasPrefix(info.Rules, info.Slug+"/") {
		t.Errorf("rules version %q is not %s/N", info.Rules, info.Slug)
	}
	m := task.Manifold()
	if len(m.Params) == 0 {
		t.Errorf("%s has no parameters", info.Slug)
	}
	if err := m.Validate(m.Defaults()); err != nil {
		t.Errorf("defaults: %v", err)
	}
	for _, p := range m.Presets {
		if _, err := m.Preset(p.Name); err != nil {
			t.Errorf("preset %s: %v", p.Name, err)
		}
	}
	for i, sp := range task.Subpasses() {
		if sp.Index != i {
			t.Errorf("subpass %d has index %d", i, sp.Index)
		}
		if err := m.Validate(sp.Params); err != nil {
			t.Errorf("subpass %d: %v", i, err)
		}
	}

	var cases []Case
	for _, sp := range task.Subpasses() {
		k := sp.Index
		cases = append(cases, Case{Subpass: &k})
	}
	for _, p := range m.Presets {
		for s := uint64(1); s <= 3; s++ {
			s := s
			cases = append(cases, Case{Preset: p.Name, Seed: &s})
		}
	}
	var schema *jsonschema.Resolved
	for _, c := range cases {
		in, err := tasks.New(task, c.Request())
		if err != nil {
			t.Errorf("%s: %v", c.Title(), err)
			continue
		}
		again, _ := tasks.New(task, c.Request())
		a, _ := json.Marshal(in)
		b, _ := json.Marshal(again)
		if string(a) != string(b) {
			t.Errorf("%s: the same request built two different instances", c.Title())
		}
		if in.Prompt == "" || in.Rules != info.Rules || in.Version != tasks.Version {
			t.Errorf("%s: empty prompt or wrong versions (%q, %q)", c.Title(), in.Rules, in.Version)
		}
		if schema == nil {
			schema = resolveSchema(t, in.Schema)
		}
		if c.Subpass != nil && c.Seed == nil {
			checkPackage(t, info.Slug, in.Data)
		}
		ref := SolveText(t, task, in)
		if schema != nil {
			var v any
			if err := json.Unmarshal([]byte(ref), &v); err != nil {
				t.Errorf("%s: the reference is not JSON: %v", c.Title(), err)
			} else if err := schema.Validate(v); err != nil {
				t.Errorf("%s: the reference answer does not validate against the schema: %v", c.Title(), err)
			}
		}
		rep := task.Grade(in, ref)
		Sane(t, rep)
		switch {
		case o.bestEffort && rep.Score <= 0:
			t.Errorf("%s: the reference answer scored nothing: %s", c.Title(), reportLine(rep))
		case !o.bestEffort && (!rep.Passed || rep.Score != 1):
			t.Errorf("%s: the reference answer scored %s", c.Title(), reportLine(rep))
		}
		if rep.Rules != info.Rules {
			t.Errorf("%s: report carries rules %q", c.Title(), rep.Rules)
		}
		for _, b := range generic {
			text, _ := b.Make(in, ref)
			bad := task.Grade(in, text)
			Sane(t, bad)
			if bad.Passed {
				t.Errorf("%s: %q passed", c.Title(), text)
			}
			bad.BuildOverlay()
		}
		rep.BuildOverlay()
		checkHints(t, task, c, in, ref)
	}
}

// checkHints holds a task's hints to the contract of tasks.Hint.
func checkHints(t *testing.T, task tasks.Task, c Case, in *tasks.Instance, ref string) {
	t.Helper()
	h, err := task.Hint(in, ref)
	if !task.Info().Hints {
		if !errors.Is(err, tasks.ErrNoHints) {
			t.Errorf("%s: a task without hints answered a hint request: %v", c.Title(), err)
		}
		return
	}
	if err != nil || h.Kind != tasks.HintSolved {
		t.Errorf("%s: the hint for the reference is %+v, %v; want %q", c.Title(), h, err, tasks.HintSolved)
	}
	for _, board := range []string{"", "[]", "I have no idea.", ref[:len(ref)/2], "{[(" + ref} {
		h, err := task.Hint(in, board)
		if err != nil {
			t.Errorf("%s: hint for %q: %v", c.Title(), clipped(board, 40), err)
			continue
		}
		switch {
		case h.Message == "":
			t.Errorf("%s: hint for %q has no message", c.Title(), clipped(board, 40))
		case h.Kind != tasks.HintPiece && h.Kind != tasks.HintContradiction && h.Kind != tasks.HintSolved && h.Kind != tasks.HintUnknown:
			t.Errorf("%s: hint for %q is of kind %q", c.Title(), clipped(board, 40), h.Kind)
		case h.Kind == tasks.HintPiece && h.Piece == nil:
			t.Errorf("%s: hint for %q reveals a piece but carries none", c.Title(), clipped(board, 40))
		case len(h.Cells) > tasks.MaxHintCells:
			t.Errorf("%s: hint for %q names %d cells", c.Title(), clipped(board, 40), len(h.Cells))
		}
	}
}

// Option changes what Conformance demands of a task.
type Option func(*options)

type options struct {
	bestEffort bool
}

// BestEffortReference is for tasks whose reference answer is a baseline, not
// a perfect answer (a planner scored on a continuous scale, a builder that
// reaches the documented best): it must score above 0 with a sane report, not
// 1. Say in the task's DEVIATIONS.md entry or doc.go why.
func BestEffortReference() Option { return func(o *options) { o.bestEffort = true } }

// resolveSchema checks that a schema is valid JSON Schema and prepares it for
// validation.
func resolveSchema(t *testing.T, raw json.RawMessage) *jsonschema.Resolved {
	t.Helper()
	var s jsonschema.Schema
	if err := json.Unmarshal(raw, &s); err != nil {
		t.Errorf("the answer schema is not a JSON Schema: %v", err)
		return nil
	}
	r, err := s.Resolve(nil)
	if err != nil {
		t.Errorf("the answer schema does not resolve: %v", err)
		return nil
	}
	return r
}

// checkPackage enforces the naming rule: a task's data type lives in
// tasks/<slug without hyphens>.
func checkPackage(t *testing.T, slug string, data any) {
	t.Helper()
	typ := reflect.TypeOf(data)
	for typ != nil && typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	if typ == nil {
		t.Errorf("instance data is nil")
		return
	}
	want := "github.com/scbench/scbench/tasks/" + strings.ReplaceAll(slug, "-", "")
	if typ.PkgPath() != want {
		t.Errorf("task %s lives in %s; by the naming rule it belongs in %s", slug, typ.PkgPath(), want)
	}
}
