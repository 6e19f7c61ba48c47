package suite

import (
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Resolve builds the instance a line names from its task, version, rules,
// subpass, seed, preset and params (never its prompt): what grading a batch
// line and solving a dataset line share. A canonical line may carry its
// subpass's own params (tasks.New).
func Resolve(task, version, rules string, subpass *int, seed *uint64, preset string, params json.RawMessage) (tasks.Task, *tasks.Instance, error) {
	e, ok := Lookup(task)
	if !ok {
		return nil, nil, fmt.Errorf("unknown task %s", verifiers.Quote(task, 60))
	}
	req := tasks.Request{Subpass: subpass, Seed: seed, Preset: preset, Version: version, Rules: rules}
	if err := SetParams(&req, params); err != nil {
		return e, nil, err
	}
	in, err := tasks.New(e, req)
	return e, in, err
}
