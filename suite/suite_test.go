package suite

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
)

// The catalogue is the tasks' own description of themselves, in the paper's
// order (by bucket, then by upstream number), each slug and number once.
func TestCatalogueFollowsTheTasks(t *testing.T) {
	cat, all := Catalogue(), Tasks()
	if len(cat) != len(all) || len(all) == 0 {
		t.Fatalf("%d catalogue entries for %d tasks", len(cat), len(all))
	}
	for i, e := range all {
		info := e.Info()
		want := Entry{Slug: info.Slug, ID: info.ID, Name: info.Name, Bucket: info.Bucket, Subpasses: len(e.Subpasses()), Rules: info.Rules}
		if cat[i] != want {
			t.Errorf("entry %d is %+v; the task says %+v", i, cat[i], want)
		}
		if got, ok := Lookup(info.Slug); !ok || got != e {
			t.Errorf("Lookup(%q) does not find the task", info.Slug)
		}
		if i == 0 {
			continue
		}
		a, b := cat[i-1], cat[i]
		ra, rb := slices.Index(tasks.Buckets, a.Bucket), slices.Index(tasks.Buckets, b.Bucket)
		if ra > rb || ra == rb && a.ID >= b.ID {
			t.Errorf("%s (%s, task %d) comes before %s (%s, task %d)", a.Slug, a.Bucket, a.ID, b.Slug, b.Bucket, b.ID)
		}
	}
}

// The one place the paper's table is written down: its 22 tasks, each with
// its upstream number, bucket and canonical subpass count (the paper's
// Table 2, and each task spec's "Paper N"), 285 subpasses in all. Every
// other test compares with the catalogue.
func TestTheCatalogueIsThePapersTable(t *testing.T) {
	type row struct {
		slug      string
		id        int
		bucket    tasks.Bucket
		subpasses int
	}
	ax, co, pl := tasks.Axiomatic, tasks.Constructive, tasks.Planning
	paper := []row{
		{"topology-enumeration", 51, ax, 10},
		{"enumerate-edges", 52, ax, 8},
		{"classify-behaviour", 53, ax, 13},
		{"half-subdivision-neighbours", 54, ax, 17},
		{"two-segments", 57, ax, 27},
		{"lego-hemisphere", 2, co, 8},
		{"csg-union", 3, co, 22},
		{"tetrahedra-shadow", 4, co, 20},
		{"voxel-projection", 6, co, 6},
		{"polynomial-fit", 8, co, 9},
		{"hamiltonian-loop", 9, co, 10},
		{"pipe-loop", 12, co, 40},
		{"hide-and-seek", 13, co, 6},
		{"pack-prisms", 16, co, 9},
		{"interlocking-parts", 29, co, 9},
		{"printable-prime", 30, co, 1},
		{"delaunay", 55, co, 25},
		{"shikaku", 56, co, 6},
		{"maze-3d", 7, pl, 6},
		{"hyper-snake", 11, pl, 13},
		{"fluid-earthworks", 23, pl, 11},
		{"terrain-levelling", 28, pl, 9},
	}
	total := 0
	for _, r := range paper {
		total += r.subpasses
	}
	if len(paper) != 22 || total != 285 {
		t.Fatalf("the table has %d tasks and %d subpasses; the paper has 22 and 285", len(paper), total)
	}
	cat := Catalogue()
	if len(cat) != len(paper) {
		t.Errorf("the catalogue has %d tasks, the paper %d", len(cat), len(paper))
	}
	for i := range min(len(cat), len(paper)) {
		c, p := cat[i], paper[i]
		if c.Slug != p.slug || c.ID != p.id || c.Bucket != p.bucket || c.Subpasses != p.subpasses {
			t.Errorf("catalogue entry %d is %s (task %d, %s, %d subpasses); the paper's is %s (task %d, %s, %d subpasses)",
				i, c.Slug, c.ID, c.Bucket, c.Subpasses, p.slug, p.id, p.bucket, p.subpasses)
		}
	}
}

// Every task honours the contract: manifolds are valid, presets resolve,
// subpass parameters validate, and instances are JSON that round-trips.
func TestContract(t *testing.T) {
	for _, e := range Tasks() {
		info := e.Info()
		m := e.Manifold()
		if info.Slug == "" || info.Summary == "" || len(m.Params) == 0 {
			t.Errorf("%s: incomplete info or manifold", info.Slug)
		}
		if err := m.Validate(m.Defaults()); err != nil {
			t.Errorf("%s: defaults invalid: %v", info.Slug, err)
		}
		for _, p := range m.Presets {
			if _, err := m.Preset(p.Name); err != nil {
				t.Errorf("%s: preset %s: %v", info.Slug, p.Name, err)
			}
		}
		for _, sp := range e.Subpasses() {
			if err := m.Validate(sp.Params); err != nil {
				t.Errorf("%s #%d: subpass params invalid: %v", info.Slug, sp.Index, err)
			}
			k := sp.Index
			in, err := tasks.New(e, tasks.Request{Subpass: &k})
			if err != nil {
				t.Fatalf("%s #%d: %v", info.Slug, k, err)
			}
			if in.Prompt == "" || !json.Valid(in.Schema) || !in.Canonical() {
				t.Errorf("%s #%d: empty prompt, bad schema or not canonical", info.Slug, k)
			}
			if _, err := json.Marshal(in); err != nil {
				t.Errorf("%s #%d: instance is not JSON: %v", info.Slug, k, err)
			}
		}
	}
}

func TestGraderNeverPanics(t *testing.T) {
	for _, e := range Tasks() {
		k := 0
		in, _ := tasks.New(e, tasks.Request{Subpass: &k})
		// An instance of the wrong type is a programming error, still a report.
		wrong := *in
		wrong.Data = 42
		r := e.Grade(&wrong, "[]")
		if r.Score != 0 || r.Error == "" {
			t.Errorf("%s: wrong instance data gave %+v", e.Info().Slug, r)
		}
	}
}

// Every package under tasks/ is a task named by the rule (its slug without
// hyphens), tasks/internal/... or the test helpers; verifiers/ holds no task.
func TestPackagesFollowTheNamingRule(t *testing.T) {
	want := map[string]bool{"internal": true, "tasktest": true}
	for _, e := range Tasks() {
		want[strings.ReplaceAll(e.Info().Slug, "-", "")] = true
	}
	dirs, err := os.ReadDir("../tasks")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if d.IsDir() && !want[d.Name()] {
			t.Errorf("tasks/%s is neither a task named by the rule (slug without hyphens) nor tasks/internal", d.Name())
		}
	}
	for name := range want {
		if _, err := os.Stat("../tasks/" + name); err != nil {
			t.Errorf("no package tasks/%s: %v", name, err)
		}
	}
	sub, err := os.ReadDir("../verifiers")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range sub {
		if d.IsDir() && d.Name() != "testdata" {
			t.Errorf("verifiers/%s: task-specific code belongs in its task's package", d.Name())
		}
	}
}
