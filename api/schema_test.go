package api

import (
	"encoding/json"
	"testing"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// The manifold the browser's parameter form reads from the catalogue gives,
// read back, the very schema and presets `scbench manifold` prints.
func TestCatalogueManifoldIsTheGenerationSchema(t *testing.T) {
	b, err := json.Marshal(map[string]any{"op": "catalogue"})
	if err != nil {
		t.Fatal(err)
	}
	var reply struct {
		Tasks []struct {
			Slug     string
			Manifold tasks.Manifold
		}
	}
	if err := json.Unmarshal(NewHandler().Handle(b, nil), &reply); err != nil {
		t.Fatal(err)
	}
	if len(reply.Tasks) != len(suite.Tasks()) {
		t.Fatalf("%d tasks in the catalogue", len(reply.Tasks))
	}
	for i, e := range suite.Tasks() {
		got := reply.Tasks[i]
		g := tasks.GenerationOf(e)
		fromPage, _ := json.Marshal(got.Manifold.Schema(got.Slug + " parameters"))
		fromCLI, _ := json.Marshal(g.Schema)
		if string(fromPage) != string(fromCLI) {
			t.Errorf("%s: the catalogue's manifold gives\n%s\nnot\n%s", got.Slug, fromPage, fromCLI)
		}
		pagePresets, _ := json.Marshal(got.Manifold.Presets)
		cliPresets, _ := json.Marshal(g.Presets)
		if string(pagePresets) != string(cliPresets) {
			t.Errorf("%s: presets %s, not %s", got.Slug, pagePresets, cliPresets)
		}
	}
}
