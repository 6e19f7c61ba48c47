package suite

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Instance builds the instance a line names from its task, version, rules,
// subpass, seed, preset and params (never its prompt): what grading a batch
// line and solving a dataset line share. A canonical line may carry its
// subpass's own params (tasks.New).
func (bl BatchLine) Instance() (tasks.Task, *tasks.Instance, error) {
	e, ok := Lookup(bl.Task)
	if !ok {
		return nil, nil, fmt.Errorf("unknown task %s", verifiers.Quote(bl.Task, 60))
	}
	req := tasks.Request{Subpass: bl.Subpass, Seed: bl.Seed, Preset: bl.Preset, Version: bl.Version, Rules: bl.Rules}
	if err := SetParams(&req, bl.Params); err != nil {
		return e, nil, err
	}
	in, err := tasks.New(e, req)
	return e, in, err
}
