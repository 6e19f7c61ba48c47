package grade

import (
	"fmt"
	"strings"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// NewSpec checks an open request and resolves every entry's parameters in
// full, under the rules this build grades by, with this build's seed
// derivation.
func NewSpec(r round.OpenRequest) (round.Spec, error) {
	if err := r.Check(); err != nil {
		return round.Spec{}, err
	}
	s := round.Spec{ID: r.ID, Title: strings.TrimSpace(r.Title), Kind: round.Sealed, Version: tasks.Version, Seeds: round.SeedDerivation}
	seen := map[string]int{}
	for i, er := range r.Tasks {
		where := fmt.Sprintf("tasks[%d]", i)
		e, ok := suite.Lookup(er.Task)
		if !ok {
			return round.Spec{}, fmt.Errorf("%s: unknown task %s", where, wire.Quote(er.Task, 60))
		}
		m := e.Manifold()
		p := m.Defaults()
		var err error
		if er.Preset != "" {
			if p, err = m.Preset(er.Preset); err != nil {
				return round.Spec{}, fmt.Errorf("%s: %v", where, err)
			}
		}
		if p, err = m.Parse(p, er.Params); err != nil {
			return round.Spec{}, fmt.Errorf("%s: %v", where, err)
		}
		if err := m.Validate(p); err != nil {
			return round.Spec{}, fmt.Errorf("%s: %v", where, err)
		}
		params := p.Encode()
		key := er.Task + "\x00" + params
		if j, dup := seen[key]; dup {
			return round.Spec{}, fmt.Errorf("%s: the same task and parameters as tasks[%d]; give one entry a larger count instead", where, j)
		}
		seen[key] = i
		s.Entries = append(s.Entries, round.Entry{Task: er.Task, Rules: e.Info().Rules, Params: params, Count: er.Count})
	}
	return s, nil
}

// Instance builds an item's instance; secret gives a sealed round's seed.
func Instance(it round.Item, secret string) (*tasks.Instance, error) {
	e, ok := suite.Lookup(it.Task)
	if !ok {
		return nil, fmt.Errorf("%s: this build has no task %s", it.ID, it.Task)
	}
	req, err := tasks.RequestOf(it.Ref(secret))
	var in *tasks.Instance
	if err == nil {
		in, err = tasks.New(e, req)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v", it.ID, err)
	}
	return in, nil
}
