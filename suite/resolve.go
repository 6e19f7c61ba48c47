package suite

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// Instance builds the instance a line names from its task, version, rules,
// subpass, seed, preset and params (never its prompt): what grading a batch
// line and solving a dataset line share. A canonical line may carry its
// subpass's own params (tasks.New).
func (bl BatchLine) Instance() (tasks.Task, *tasks.Instance, error) {
	e, ok := Lookup(bl.Task)
	if !ok {
		return nil, nil, fmt.Errorf("unknown task %s", wire.Quote(bl.Task, 60))
	}
	req, err := tasks.RequestOf(bl.Ref)
	if err != nil {
		return e, nil, err
	}
	in, err := tasks.New(e, req)
	return e, in, err
}
