package suite

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.txt from the current code")

// goldenCase is one pinned instance: a canonical subpass, or a seed with a preset
// or a subpass's parameters.
type goldenCase struct {
	task, preset string
	subpass      *int
	seed         *uint64
}

func (c goldenCase) key() string {
	sub, seed, preset := "-", "-", "-"
	if c.subpass != nil {
		sub = fmt.Sprint(*c.subpass)
	}
	if c.seed != nil {
		seed = fmt.Sprint(*c.seed)
	}
	if c.preset != "" {
		preset = c.preset
	}
	return strings.Join([]string{c.task, sub, seed, preset}, " ")
}

func goldenCases() []goldenCase {
	var out []goldenCase
	for _, e := range Tasks() {
		slug := e.Info().Slug
		for _, sp := range e.Subpasses() {
			k := sp.Index
			out = append(out, goldenCase{task: slug, subpass: &k})
		}
		for _, p := range e.Manifold().Presets {
			for _, s := range []uint64{1, 2, 3} {
				s := s
				out = append(out, goldenCase{task: slug, preset: p.Name, seed: &s})
			}
		}
		if len(e.Subpasses()) > 0 {
			k, s := 0, uint64(7)
			out = append(out, goldenCase{task: slug, subpass: &k, seed: &s})
		}
	}
	return out
}

// digest hashes an instance and the reports of its reference answer and of an
// empty answer: generator, prompt, solver, grader and overlay all pinned.
func digest(t *testing.T, c goldenCase) string {
	e, _ := Lookup(c.task)
	in, err := tasks.New(e, tasks.Request{Subpass: c.subpass, Seed: c.seed, Preset: c.preset})
	if err != nil {
		t.Fatalf("%s: %v", c.key(), err)
	}
	h := sha256.New()
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	h.Write(b)
	sb, err := json.Marshal(e.Scene(in))
	if err != nil {
		t.Fatalf("%s: scene: %v", c.key(), err)
	}
	h.Write(sb)
	ans, err := e.Solve(in)
	if err != nil {
		t.Fatalf("%s: solve: %v", c.key(), err)
	}
	ab, _ := json.Marshal(ans)
	for _, text := range []string{string(ab), "[]", "no idea"} {
		rep := e.Grade(in, text)
		rb, err := json.Marshal(rep)
		if err != nil {
			t.Fatalf("%s: report: %v", c.key(), err)
		}
		h.Write(rb)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// TestGolden pins every canonical instance and a few seeded ones, with their
// scenes and graded reports, byte for byte. The same file is checked natively
// and under GOOS=js GOARCH=wasm, so a platform difference fails here.
func TestGolden(t *testing.T) {
	const path = "testdata/golden.txt"
	cases := goldenCases()
	if *update {
		var b strings.Builder
		b.WriteString("# task subpass seed preset sha256(instance, scene, reports)\n")
		for _, c := range cases {
			fmt.Fprintf(&b, "%s %s\n", c.key(), digest(t, c))
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run go test ./suite -update)", err)
	}
	defer f.Close()
	want := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		want[line[:i]] = line[i+1:]
	}
	for _, c := range cases {
		w, ok := want[c.key()]
		if !ok {
			t.Errorf("%s: no golden hash (run go test ./suite -update and review the diff)", c.key())
			continue
		}
		if got := digest(t, c); got != w {
			t.Errorf("%s: hash %s, golden %s: an instance, scene or report changed", c.key(), got, w)
		}
	}
	if len(want) != len(cases) {
		t.Errorf("golden file has %d entries, the suite %d", len(want), len(cases))
	}
}
