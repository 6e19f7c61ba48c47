package suite

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
)

func TestCatalogueCoversThePaper(t *testing.T) {
	cat := Catalogue()
	if len(cat) != 22 {
		t.Fatalf("%d tasks in the catalogue, the paper has 22", len(cat))
	}
	total, seen := 0, map[string]bool{}
	for _, p := range cat {
		total += p.Subpasses
		if seen[p.Slug] {
			t.Errorf("%s listed twice", p.Slug)
		}
		seen[p.Slug] = true
	}
	if total != 285 {
		t.Errorf("%d canonical subpasses, the paper has 285", total)
	}
	for _, e := range Tasks() {
		info := e.Info()
		var p Planned
		for _, c := range cat {
			if c.Slug == info.Slug {
				p = c
			}
		}
		if !p.Implemented || p.ID != info.ID || p.Bucket != info.Bucket {
			t.Errorf("%s: catalogue entry %+v disagrees with the task's info %+v", info.Slug, p, info)
		}
		var want int
		for _, q := range paper {
			if q.Slug == info.Slug {
				want = q.Subpasses
			}
		}
		if len(e.Subpasses()) != want {
			t.Errorf("%s has %d subpasses, the paper %d", info.Slug, len(e.Subpasses()), want)
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
