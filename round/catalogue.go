package round

import "strconv"

// Catalogue is what the leaderboard's API knows of the tasks its build
// grades, without linking their graders: the suite version, each task's
// rules, and the full parameters of the paper's canonical subpasses, in
// catalogue order. Current is this build's, written by
// `go test ./round/grade -run TestCatalogue -update` from the suite and
// checked against it by that test, so that the two cannot drift apart.
type Catalogue struct {
	Version string      `json:"version"`
	Tasks   []TaskRules `json:"tasks"`
}

// TaskRules is one task of a catalogue: its rules version and each
// canonical subpass's full parameter assignment, by subpass index.
type TaskRules struct {
	Task      string   `json:"task"`
	Rules     string   `json:"rules"`
	Subpasses []string `json:"subpasses"`
}

// Rules is the rules version the catalogue grades task under.
func (c *Catalogue) Rules(task string) (string, bool) {
	for _, t := range c.Tasks {
		if t.Task == task {
			return t.Rules, true
		}
	}
	return "", false
}

// Paper is the paper board as the catalogue defines it: its spec and every
// canonical subpass of every task, in order.
func (c *Catalogue) Paper() (Spec, []Item) {
	s := Spec{ID: PaperID, Title: PaperTitle, Kind: Paper, Version: c.Version}
	var items []Item
	for _, t := range c.Tasks {
		for k, params := range t.Subpasses {
			items = append(items, Item{Index: len(items), ID: t.Task + "#" + strconv.Itoa(k), Task: t.Task, Rules: t.Rules, Subpass: &k,
				Params: params, Version: c.Version, Round: PaperID})
		}
	}
	return s, items
}
