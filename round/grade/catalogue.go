package grade

import (
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// Catalogue is this build's catalogue, read from the suite: what
// round.Current must equal.
func Catalogue() *round.Catalogue {
	c := &round.Catalogue{Version: tasks.Version}
	for _, e := range suite.Tasks() {
		info := e.Info()
		t := round.TaskRules{Task: info.Slug, Rules: info.Rules, Subpasses: []string{}}
		for _, sp := range e.Subpasses() {
			t.Subpasses = append(t.Subpasses, sp.Params.Encode())
		}
		c.Tasks = append(c.Tasks, t)
	}
	return c
}
