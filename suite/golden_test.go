package suite

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

var update = flag.Bool("update", false, "rewrite testdata/golden/*.txt from the current code")

// goldenCase is one pinned instance: a canonical subpass, or a seed with a preset
// or a subpass's parameters.
type goldenCase struct {
	preset  string
	subpass *int
	seed    *uint64
}

func (c goldenCase) title() string {
	var parts []string
	if c.subpass != nil {
		parts = append(parts, fmt.Sprintf("subpass %d", *c.subpass))
	}
	if c.preset != "" {
		parts = append(parts, "preset "+c.preset)
	}
	if c.seed != nil {
		parts = append(parts, fmt.Sprintf("seed %d", *c.seed))
	}
	return strings.Join(parts, ", ")
}

func goldenCases(e tasks.Task) []goldenCase {
	var out []goldenCase
	for _, sp := range e.Subpasses() {
		k := sp.Index
		out = append(out, goldenCase{subpass: &k})
	}
	for _, p := range e.Manifold().Presets {
		s := uint64(1)
		out = append(out, goldenCase{preset: p.Name, seed: &s})
	}
	if len(e.Subpasses()) > 0 {
		k, s := 0, uint64(7)
		out = append(out, goldenCase{subpass: &k, seed: &s})
	}
	return out
}

// brokenAnswers are graded for every case besides the reference: an empty
// list and prose with no answer in it.
var brokenAnswers = []string{"[]", "no idea"}

func sum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// clipped shows a value in full up to n bytes, and otherwise its start, its
// length and its hash.
func clipped(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return fmt.Sprintf("%s… (%d bytes, sha256 %s)", s[:n], len(s), sum([]byte(s))[:16])
}

func indent(s string) string {
	return "| " + strings.ReplaceAll(s, "\n", "\n| ")
}

// renderGolden writes a task's golden text: for every case, the instance
// (prompt in full, data when short, hashes of what cannot be read), the
// reference answer, and the reports of the reference and of broken answers with
// every failed check's message.
func renderGolden(t *testing.T, e tasks.Task) string {
	var b strings.Builder
	info := e.Info()
	fmt.Fprintf(&b, "# %s: canonical subpasses and seeded instances, graded.\n", info.Slug)
	fmt.Fprintf(&b, "# Regenerate with go test ./suite -run TestGolden -update, then review the diff.\n")
	schema := ""
	for _, c := range goldenCases(e) {
		in, err := tasks.New(e, tasks.Request{Subpass: c.subpass, Seed: c.seed, Preset: c.preset})
		if err != nil {
			t.Fatalf("%s %s: %v", info.Slug, c.title(), err)
		}
		fmt.Fprintf(&b, "\n=== %s\n", c.title())
		fmt.Fprintf(&b, "params: %s\n", in.Params.Encode())
		if string(in.Schema) != schema {
			// Printed where it first appears or changes: most tasks have one.
			schema = string(in.Schema)
			fmt.Fprintf(&b, "schema: %s\n", schema)
		}
		data, _ := json.Marshal(in.Data)
		fmt.Fprintf(&b, "data: %s\n", clipped(string(data), 400))
		for _, a := range in.Attachments {
			fmt.Fprintf(&b, "attachment %s (%s): %d bytes, sha256 %s\n", a.Name, a.Type, len(a.Data), sum(a.Data))
		}
		scn, err := e.Scene(in)
		if err != nil {
			t.Fatalf("%s %s: scene: %v", info.Slug, c.title(), err)
		}
		sc, err := json.Marshal(scn)
		if err != nil {
			t.Fatalf("%s %s: scene: %v", info.Slug, c.title(), err)
		}
		fmt.Fprintf(&b, "scene: sha256 %s\n", sum(sc))
		fmt.Fprintf(&b, "prompt:\n%s\n", indent(in.Prompt))
		ans, err := e.Solve(in)
		if err != nil {
			t.Fatalf("%s %s: solve: %v", info.Slug, c.title(), err)
		}
		ab, _ := json.Marshal(ans)
		fmt.Fprintf(&b, "reference: %s\n", clipped(string(ab), 400))
		answers := append([]string{string(ab)}, brokenAnswers...)
		for i, text := range answers {
			rep := e.Grade(in, text)
			label := "reference"
			if i > 0 {
				label = fmt.Sprintf("%q", text)
			}
			writeReport(&b, label, rep)
			if rep.BuildOverlay() != nil {
				ob, err := json.Marshal(rep.Overlay)
				if err != nil {
					t.Fatalf("%s %s: overlay: %v", info.Slug, c.title(), err)
				}
				fmt.Fprintf(&b, "  overlay: sha256 %s\n", sum(ob))
			}
		}
	}
	return b.String()
}

func writeReport(b *strings.Builder, label string, r *verifiers.Report) {
	verdict := "failed"
	if r.Passed {
		verdict = "passed"
	}
	fmt.Fprintf(b, "grade %s: score %v, %s", label, r.Score, verdict)
	if r.FailureMode != "" {
		fmt.Fprintf(b, " (%s)", r.FailureMode)
	}
	b.WriteString("\n")
	var ok []string
	for _, c := range r.Checks {
		if c.OK {
			ok = append(ok, c.Name)
			continue
		}
		fmt.Fprintf(b, "  x %s: %s\n", c.Name, c.Detail)
	}
	if len(ok) > 0 {
		fmt.Fprintf(b, "  ok: %s\n", strings.Join(ok, ", "))
	}
	if r.Error != "" {
		fmt.Fprintf(b, "  error: %s\n", r.Error)
	}
}

// TestGolden pins, per task, every canonical instance and a few seeded ones
// with their prompts and graded reports, as text a person can review. The same
// files are checked natively and under GOOS=js GOARCH=wasm, so a platform
// difference fails here.
func TestGolden(t *testing.T) {
	for _, e := range Tasks() {
		slug := e.Info().Slug
		t.Run(slug, func(t *testing.T) {
			path := filepath.Join("testdata", "golden", slug+".txt")
			if _, err := os.Stat(path); err != nil {
				t.Skip("moved to its task's package") // until every task has moved
			}
			got := renderGolden(t, e)
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./suite -run TestGolden -update)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from the current output:\n%s", path, firstDiff(string(want), got))
			}
		})
	}
}

// firstDiff shows the first differing line of two texts with its neighbours.
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
	return "(texts differ only in length)"
}
