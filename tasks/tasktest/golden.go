package tasktest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.txt from the current code")

// GoldenPath is where a task package keeps its golden text.
const GoldenPath = "testdata/golden.txt"

// Broken makes a wrong answer from an instance and the text of its reference
// answer, for the golden and the tests to grade. ok is false when the instance
// offers nothing to break that way.
type Broken struct {
	Name string
	Make func(in *tasks.Instance, ref string) (answer string, ok bool)
}

// Generic broken answers, graded for every case of every task.
var generic = []Broken{
	{"[]", func(*tasks.Instance, string) (string, bool) { return "[]", true }},
	{"no idea", func(*tasks.Instance, string) (string, bool) { return "no idea", true }},
}

// Case is one instance the golden pins.
type Case struct {
	Preset  string
	Subpass *int
	Seed    *uint64
}

// Title names the case in the golden text.
func (c Case) Title() string {
	var parts []string
	if c.Subpass != nil {
		parts = append(parts, fmt.Sprintf("subpass %d", *c.Subpass))
	}
	if c.Preset != "" {
		parts = append(parts, "preset "+c.Preset)
	}
	if c.Seed != nil {
		parts = append(parts, fmt.Sprintf("seed %d", *c.Seed))
	}
	return strings.Join(parts, ", ")
}

// Request is the case as a request.
func (c Case) Request() tasks.Request {
	return tasks.Request{Subpass: c.Subpass, Seed: c.Seed, Preset: c.Preset}
}

// Cases are every canonical subpass, each preset with seed 1, and subpass 0's
// parameters with seed 7.
func Cases(task tasks.Task) []Case {
	var out []Case
	for _, sp := range task.Subpasses() {
		k := sp.Index
		out = append(out, Case{Subpass: &k})
	}
	for _, p := range task.Manifold().Presets {
		s := uint64(1)
		out = append(out, Case{Preset: p.Name, Seed: &s})
	}
	if len(task.Subpasses()) > 0 {
		k, s := 0, uint64(7)
		out = append(out, Case{Subpass: &k, Seed: &s})
	}
	return out
}

func sum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// clipped shows a value in full up to n bytes, and otherwise its start (cut
// on a character boundary, wire.Cut), its length and its hash: a golden
// pins what it does not show.
func clipped(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return fmt.Sprintf("%s… (%d bytes, sha256 %s)", wire.Cut(s, n), len(s), sum([]byte(s))[:16])
}

func indent(s string) string {
	return "| " + strings.ReplaceAll(s, "\n", "\n| ")
}

// golden is a task's golden text and the digest of the part of it that is the
// task's rules: what a leaderboard result depends on (prompts, data, schema,
// attachments, and for every graded answer its score, verdict, failure mode and
// failed checks' names), not wording, scenes or the reference answer itself.
type golden struct {
	text  strings.Builder
	rules strings.Builder
}

func (g *golden) line(rules bool, format string, args ...any) {
	s := fmt.Sprintf(format, args...) + "\n"
	g.text.WriteString(s)
	if rules {
		g.rules.WriteString(s)
	}
}

// Render writes a task's golden text: for every case, the instance (prompt in
// full, data when short, hashes of what cannot be read), the reference answer,
// and the reports of the reference and of broken answers with every failed
// check's message. It returns the text without its header, and the rules
// digest.
func Render(t testing.TB, task tasks.Task, broken ...Broken) (body, digest string) {
	t.Helper()
	var g golden
	info := task.Info()
	schema := ""
	for _, c := range Cases(task) {
		in, err := tasks.New(task, c.Request())
		if err != nil {
			t.Fatalf("%s %s: %v", info.Slug, c.Title(), err)
		}
		g.line(true, "\n=== %s", c.Title())
		g.line(true, "params: %s", in.Params.Encode())
		if string(in.Schema) != schema {
			// Printed where it first appears or changes: most tasks have one.
			schema = string(in.Schema)
			g.line(true, "schema: %s", schema)
		}
		data, err := json.Marshal(in.Data)
		if err != nil {
			t.Fatalf("%s %s: data: %v", info.Slug, c.Title(), err)
		}
		g.line(true, "data: %s", clipped(string(data), 400))
		for _, a := range in.Attachments {
			g.line(true, "attachment %s (%s): %d bytes, sha256 %s", a.Name, a.Type, len(a.Data), sum(a.Data))
		}
		scn, err := task.Scene(in)
		if err != nil {
			t.Fatalf("%s %s: scene: %v", info.Slug, c.Title(), err)
		}
		sc, err := json.Marshal(scn)
		if err != nil {
			t.Fatalf("%s %s: scene: %v", info.Slug, c.Title(), err)
		}
		g.line(false, "scene: sha256 %s", sum(sc))
		g.line(true, "prompt:\n%s", indent(in.Prompt))
		ref := SolveText(t, task, in)
		g.line(false, "reference: %s", clipped(ref, 400))
		g.grade(t, task, in, "reference", ref)
		for _, b := range append(append([]Broken(nil), generic...), broken...) {
			text, ok := b.Make(in, ref)
			if !ok {
				continue
			}
			label := b.Name
			if b.Name == text {
				label = fmt.Sprintf("%q", text)
			}
			g.grade(t, task, in, label, text)
		}
	}
	return g.text.String(), sum([]byte(g.rules.String()))[:16]
}

func (g *golden) grade(t testing.TB, task tasks.Task, in *tasks.Instance, label, text string) {
	r := task.Grade(in, text)
	verdict := "failed"
	if r.Passed {
		verdict = "passed"
	}
	mode := ""
	if r.FailureMode != "" {
		mode = " (" + r.FailureMode + ")"
	}
	g.line(true, "grade %s: score %v, %s%s", label, r.Score, verdict, mode)
	var ok []string
	for _, c := range r.Checks {
		if c.OK {
			ok = append(ok, c.Name)
			continue
		}
		g.text.WriteString(fmt.Sprintf("  x %s: %s\n", c.Name, c.Detail))
		g.rules.WriteString("  x " + c.Name + "\n")
	}
	if len(ok) > 0 {
		g.line(false, "  ok: %s", strings.Join(ok, ", "))
	}
	if r.Error != "" {
		g.line(false, "  error: %s", r.Error)
	}
	if ov := r.BuildOverlay(); ov != nil {
		ob, err := json.Marshal(ov)
		if err != nil {
			t.Fatalf("%s: overlay: %v", in.Label(), err)
		}
		g.line(false, "  overlay: sha256 %s", sum(ob))
	}
}

var headerRules = regexp.MustCompile(`(?m)^# rules: (\S+) \(digest ([0-9a-f]+)\)$`)

// Golden checks the task's golden text (GoldenPath in the package under test),
// or rewrites it with -update. A rewrite whose rules part changed while the
// task's rules version did not is refused: the version must be bumped, so
// that results under the old rules are never mistaken for results under the
// new. broken are task-specific wrong answers graded beside the generic ones.
func Golden(t *testing.T, task tasks.Task, broken ...Broken) {
	t.Helper()
	info := task.Info()
	body, digest := Render(t, task, broken...)
	var head bytes.Buffer
	fmt.Fprintf(&head, "# %s: canonical subpasses and seeded instances, graded.\n", info.Slug)
	fmt.Fprintf(&head, "# Regenerate with go test -run TestGolden -update in this package, then review the diff.\n")
	fmt.Fprintf(&head, "# rules: %s (digest %s)\n", info.Rules, digest)
	got := head.String() + body

	old, err := os.ReadFile(GoldenPath)
	if err != nil && !(*update && os.IsNotExist(err)) {
		t.Fatalf("%v (run go test -run TestGolden -update in this package)", err)
	}
	if m := headerRules.FindSubmatch(old); m != nil && string(m[1]) == info.Rules && string(m[2]) != digest {
		t.Errorf("the rules part of the golden output changed (digest %s, was %s) but the rules version is still %s: "+
			"bump the task's Def.Version so that results under the old rules are not mixed with the new, then -update", digest, m[2], info.Rules)
		return
	}
	if *update {
		if err := os.MkdirAll(filepath.Dir(GoldenPath), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(GoldenPath, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if got != string(old) {
		t.Errorf("%s differs from the current output:\n%s", GoldenPath, firstDiff(string(old), got))
	}
}

// firstDiff shows the first differing line of two texts.
func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d:\n  golden:  %s\n  current: %s", i+1, clipped(wl, 300), clipped(gl, 300))
		}
	}
	return "(the texts differ only in length)"
}

// reportLine is used by Conformance's messages.
func reportLine(r *verifiers.Report) string {
	var failed []string
	for _, c := range r.Checks {
		if !c.OK {
			failed = append(failed, c.Name+": "+c.Detail)
		}
	}
	return fmt.Sprintf("score %v, passed %v, mode %q, failed %q", r.Score, r.Passed, r.FailureMode, failed)
}
