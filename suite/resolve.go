package suite

import (
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Resolve builds the instance a line names from its task, version, rules,
// subpass, seed, preset and params (never its prompt): what grading a batch
// line and solving a dataset line share.
//
// A line with a subpass and no seed or preset is the paper's canonical
// instance when its params are the subpass's own (or absent): prompts files
// and datasets write a canonical line's full parameter assignment for the
// reader's sake, and it must not turn the line into a generated instance.
// Params other than the subpass's, without a seed, still ask for a generated
// instance with seed 0, as on the command line.
func Resolve(task, version, rules string, subpass *int, seed *uint64, preset string, params json.RawMessage) (tasks.Task, *tasks.Instance, error) {
	e, ok := Lookup(task)
	if !ok {
		return nil, nil, fmt.Errorf("unknown task %s", verifiers.Quote(task, 60))
	}
	req := tasks.Request{Subpass: subpass, Seed: seed, Preset: preset, Version: version, Rules: rules}
	if err := SetParams(&req, params); err != nil {
		return e, nil, err
	}
	if ownParams(e, req) {
		req.Params, req.Values = "", nil
	}
	in, err := tasks.New(e, req)
	return e, in, err
}

// ownParams says whether req names a canonical subpass, without seed or
// preset, through parameters that are exactly the subpass's.
func ownParams(e tasks.Task, req tasks.Request) bool {
	subs := e.Subpasses()
	if req.Subpass == nil || req.Seed != nil || req.Preset != "" || *req.Subpass < 0 || *req.Subpass >= len(subs) {
		return false
	}
	m := e.Manifold()
	own := subs[*req.Subpass].Params
	p, err := m.Parse(own, req.Params)
	if err == nil {
		p, err = m.Apply(p, req.Values)
	}
	return err == nil && p.Encode() == own.Encode()
}
