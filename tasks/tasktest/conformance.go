package tasktest

import (
	"encoding/json"
	"errors"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Conformance checks that a task honours the contract:
//
//   - its info is complete, its rules version is "slug/N", and its package is
//     named by the rule (the slug without hyphens, under tasks/);
//   - the manifold's defaults, presets and every subpass's parameters are
//     valid;
//   - every canonical subpass and every preset (seeds 1 to 3) builds the same
//     instance twice, with a prompt, a schema that is valid JSON Schema, and a
//     reference answer that validates against that schema, that the
//     grader's decoder reads back unchanged, and that scores 1;
//   - an empty list and prose score below 1 with a sane report;
//   - the reference's report and a failing one draw their overlays;
//   - a report never echoes a long value in full: answers with a
//     million-character string or number in place of each of the reference's
//     first values, or a million-character key, get reports of a few
//     kilobytes.
//   - a task that gives hints calls the reference solved, and answers an
//     empty board, prose and a broken reference with a hint of a known kind
//     and a message.
func Conformance(t *testing.T, task tasks.Task) {
	t.Helper()
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
	decoders := map[reflect.Type]bool{} // the answer's types whose methods were checked
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
		checkDecodes(t, task, c.Title(), in, decoders)
		rep := task.Grade(in, ref)
		Sane(t, rep)
		if !info.ReferenceScoreHolds(rep.Score) || (!info.BaselineReference && !rep.Passed) {
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
		if c.Subpass != nil && *c.Subpass == 0 {
			checkBounded(t, task, in, ref)
		}
		checkHints(t, task, c, in, ref)
	}
}

// checkDecodes reads the reference answer as the grader does and checks that
// the decoder gives back every field the grader reads, unchanged: with the
// schema check, the answer type, its schema and its decoding agree.
func checkDecodes(t *testing.T, task tasks.Task, title string, in *tasks.Instance, decoders map[reflect.Type]bool) {
	t.Helper()
	ans, err := task.Solve(in)
	if err != nil {
		return // SolveText has said so
	}
	text, err := tasks.AnswerText(ans)
	if err != nil {
		t.Errorf("%s: the reference answer has no text: %v", title, err)
		return
	}
	checkDecoders(t, reflect.TypeOf(ans), reflect.TypeOf(in.Data), decoders)
	got, err := tasks.ReadAnswer(task, in, text)
	if err != nil {
		t.Errorf("%s: the reference answer does not decode: %v", title, err)
		return
	}
	if want, have := readFields(t, ans), readFields(t, got); want != have {
		t.Errorf("%s: the reference answer decodes as\n%s\nnot as\n%s", title, clipped(have, 400), clipped(want, 400))
	}
}

// checkDecoders finds every DecodeValue method among the answer's types and
// checks that it is verifiers.Decoder's for the task's data (a method of
// another signature would be passed over in silence).
func checkDecoders(t *testing.T, typ, data reflect.Type, seen map[reflect.Type]bool) {
	t.Helper()
	if seen[typ] {
		return
	}
	seen[typ] = true
	if m, ok := reflect.PointerTo(typ).MethodByName("DecodeValue"); ok {
		want := reflect.TypeOf(func(verifiers.Value, string) error { return nil })
		f := m.Type // the receiver first
		if f.NumIn() != 4 || f.In(1) != data || f.In(2) != want.In(0) || f.In(3) != want.In(1) || f.NumOut() != 1 || f.Out(0) != want.Out(0) {
			t.Errorf("%s.DecodeValue is %s; the decoder calls func(%s, verifiers.Value, string) error", typ, f, data)
		}
	}
	switch typ.Kind() {
	case reflect.Struct:
		for i := range typ.NumField() {
			checkDecoders(t, typ.Field(i).Type, data, seen)
		}
	case reflect.Slice, reflect.Array, reflect.Pointer:
		checkDecoders(t, typ.Elem(), data, seen)
	}
}

// readFields is an answer as JSON, restricted to the fields the grader reads.
func readFields(t *testing.T, a any) string {
	t.Helper()
	b, err := json.Marshal(a)
	if err != nil {
		t.Errorf("answer %T: %v", a, err)
	}
	names := verifiers.FieldsOf(reflect.TypeOf(a))
	if names == nil {
		return string(b)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Errorf("answer %T is not an object: %v", a, err)
	}
	var sb strings.Builder
	for _, n := range names {
		sb.WriteString(n + ": " + string(m[n]) + "\n")
	}
	return sb.String()
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

// longValue is the length of the values checkBounded plants in answers.
const longValue = 1_000_000

// maxReport bounds the JSON report of an answer holding one long value.
const maxReport = 32 << 10

// checkBounded grades answers made from the reference by replacing one of
// its values (the first few leaves, and the last) with a long string or
// number, or by adding a long key, and checks that no report echoes it whole.
func checkBounded(t *testing.T, task tasks.Task, in *tasks.Instance, ref string) {
	t.Helper()
	long := strings.Repeat("x", longValue)
	var answers []string
	var tree any
	if json.Unmarshal([]byte(ref), &tree) != nil {
		return
	}
	if s, ok := tree.(string); ok {
		// A text answer (a grid): a long line inside it, and before it.
		answers = append(answers, s+"\n"+long, long+"\n"+s, strings.Repeat("1", longValue)+"\n"+s)
	}
	leaves := leafPaths(tree, nil, 8)
	for _, path := range leaves {
		for _, v := range []any{long, json.Number(strings.Repeat("7", longValue))} {
			b, err := json.Marshal(replaced(tree, path, v))
			if err == nil {
				answers = append(answers, string(b))
			}
		}
	}
	if m, ok := tree.(map[string]any); ok {
		withKey := map[string]any{long: 1}
		for k, v := range m {
			withKey[k] = v
		}
		b, _ := json.Marshal(withKey)
		answers = append(answers, string(b))
	}
	answers = append(answers, "Here is my answer: "+long+" "+ref, ref+"\nlabel: "+long)
	for i, a := range answers {
		rep := task.Grade(in, a)
		Sane(t, rep)
		b, _ := json.Marshal(rep)
		if len(b) > maxReport {
			t.Errorf("%s: answer %d (a long value in the reference) gives a report of %d bytes; the first check is %.300s", in.Label(), i, len(b), firstDetail(rep))
		}
	}
}

// leafPaths lists the paths of the first n leaves of a decoded JSON tree (in
// key order for objects), and the last leaf.
func leafPaths(v any, prefix []any, n int) [][]any {
	var out [][]any
	var walk func(v any, path []any)
	var last []any
	walk = func(v any, path []any) {
		switch x := v.(type) {
		case []any:
			for i, e := range x {
				walk(e, append(append([]any(nil), path...), i))
			}
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				walk(x[k], append(append([]any(nil), path...), k))
			}
		default:
			if len(out) < n {
				out = append(out, path)
			}
			last = path
		}
	}
	walk(v, prefix)
	if last != nil && len(out) == n {
		out = append(out, last)
	}
	return out
}

// replaced returns a copy of the tree with the value at path set to v.
func replaced(tree any, path []any, v any) any {
	if len(path) == 0 {
		return v
	}
	switch x := tree.(type) {
	case []any:
		c := append([]any(nil), x...)
		i := path[0].(int)
		c[i] = replaced(c[i], path[1:], v)
		return c
	case map[string]any:
		c := make(map[string]any, len(x))
		for k, e := range x {
			c[k] = e
		}
		k := path[0].(string)
		c[k] = replaced(c[k], path[1:], v)
		return c
	}
	return v
}

func firstDetail(r *verifiers.Report) string {
	for _, c := range r.Checks {
		if !c.OK {
			return c.Name + ": " + c.Detail
		}
	}
	return ""
}
