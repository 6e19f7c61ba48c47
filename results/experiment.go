package results

import (
	"sort"
	"strings"

	"github.com/scbench/scbench/suite"
)

// A run, in an experiment, is one model under one output-token budget: the
// lines of `scbench run --budgets 1024,4096` fall into one run per budget.
// The model is the report's run metadata's, or, for reports without it, the
// label of the file they came from (Label).

// RunKey names a run. Budget is nil when the model was given no cap.
type RunKey struct {
	Model  string `json:"model"`
	Budget *int64 `json:"budget"`
}

// Run is one run's reports and its table (the shape of the paper's Table 2).
type Run struct {
	RunKey
	Scores []Scored `json:"-"`
	Table  Table    `json:"table"`
}

// Point is one run's point of the paper's Figure 2: its accuracy (the mean
// score, with its 95% interval) against the output tokens its answers spent.
type Point struct {
	RunKey
	Cell
	// Tokens counts the graded answers whose output tokens are known; the
	// mean and median are over them.
	Tokens       int     `json:"tokens"`
	MeanTokens   float64 `json:"mean_tokens"`
	MedianTokens float64 `json:"median_tokens"`
	// Capped counts the graded answers that stopped at the budget
	// (finish_reason "length").
	Capped int `json:"capped"`
	// Ungraded counts the run's lines that named no gradable instance or
	// carried no answer (a request that failed).
	Ungraded int `json:"ungraded"`
}

// ModeShare is how many of a model's answers ended in one failure mode, and
// their share of the model's graded answers.
type ModeShare struct {
	Mode  string  `json:"mode"`
	Count int     `json:"count"`
	Share float64 `json:"share"`
}

// ModelModes is one model's bar of the paper's Figure 3: every mode of Modes,
// in that order, zeros included, over all its runs.
type ModelModes struct {
	Model string      `json:"model"`
	N     int         `json:"n"`
	Modes []ModeShare `json:"modes"`
}

// Experiment is what the experiment report draws: the runs (models in the
// order their first report came, budgets from the smallest, no cap last),
// Figure 2's points (one per run, in the same order) and Figure 3's bars (one
// per model).
type Experiment struct {
	Models []string     `json:"models"`
	Runs   []Run        `json:"runs"`
	Points []Point      `json:"points"`
	Modes  []ModelModes `json:"modes"`
	// Metadata is true when some report carried run metadata.
	Metadata bool `json:"metadata"`
}

// FileLabel is the label of a report file's reports that name no model: the
// file's name without its folder and extension, "runs/gpt.reports.jsonl" is
// "gpt". `scbench report` and the Compare page name files' models with it.
func FileLabel(name string) string {
	base := name[strings.LastIndexAny(name, `/\`)+1:]
	for _, ext := range []string{".jsonl", ".ndjson", ".json", ".txt"} {
		if strings.HasSuffix(strings.ToLower(base), ext) {
			base = base[:len(base)-len(ext)]
			break
		}
	}
	if strings.HasSuffix(strings.ToLower(base), ".reports") {
		base = base[:len(base)-len(".reports")]
	}
	return base
}

// Label gives the reports without a model the label of the file they came
// from (bounded as a model's name is). It returns new Scored values; scores
// is not changed.
func Label(scores []Scored, label string) []Scored {
	label = suite.ModelName(label)
	out := make([]Scored, len(scores))
	for i, s := range scores {
		if s.Run == nil || s.Run.Model == "" {
			r := suite.RunMeta{}
			if s.Run != nil {
				r = *s.Run
			}
			r.Model = label
			s.Run = &r
		}
		out[i] = s
	}
	return out
}

// Analyse splits reports into runs and computes the experiment's figures.
// Reports without a model (see Label) fall under the model "". bySubpass
// adds the scores by subpass to each run's table.
func Analyse(scores []Scored, bySubpass bool) Experiment {
	e := Experiment{Models: []string{}, Runs: []Run{}, Points: []Point{}, Modes: []ModelModes{}}
	type key struct {
		model  string
		budget int64 // -1: no budget
	}
	byRun := map[key]int{}
	var keys []key
	for _, s := range scores {
		k := key{budget: -1}
		if s.Run != nil {
			e.Metadata = e.Metadata || s.Run.Budget != nil || s.Run.OutputTokens != nil || s.Run.FinishReason != ""
			k.model = s.Run.Model
			if s.Run.Budget != nil {
				k.budget = *s.Run.Budget
			}
		}
		i, ok := byRun[k]
		if !ok {
			i = len(keys)
			byRun[k] = i
			keys = append(keys, k)
			e.Runs = append(e.Runs, Run{})
		}
		e.Runs[i].Scores = append(e.Runs[i].Scores, s)
	}
	modelRank := map[string]int{}
	for _, k := range keys {
		if _, ok := modelRank[k.model]; !ok {
			modelRank[k.model] = len(e.Models)
			e.Models = append(e.Models, k.model)
		}
	}
	order := make([]int, len(keys))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		ka, kb := keys[order[a]], keys[order[b]]
		if ka.model != kb.model {
			return modelRank[ka.model] < modelRank[kb.model]
		}
		if (ka.budget < 0) != (kb.budget < 0) {
			return kb.budget < 0
		}
		return ka.budget < kb.budget
	})
	runs := make([]Run, len(order))
	for j, i := range order {
		r := e.Runs[i]
		r.Model = keys[i].model
		if b := keys[i].budget; b >= 0 {
			r.Budget = &b
		}
		r.Table = Tabulate(r.Scores, bySubpass)
		runs[j] = r
		e.Points = append(e.Points, point(r))
	}
	e.Runs = runs
	// A model's runs are next to each other (the order is by model first),
	// so each model's modes add up over its own runs: a walk through every
	// run per model grows with the square of the models, and a report file
	// can name a new one on every line.
	for start := 0; start < len(runs); {
		end := start + 1
		for end < len(runs) && runs[end].Model == runs[start].Model {
			end++
		}
		e.Modes = append(e.Modes, modelModes(runs[start].Model, runs[start:end]))
		start = end
	}
	return e
}

// point computes a run's point of Figure 2.
func point(r Run) Point {
	p := Point{RunKey: r.RunKey, Cell: r.Table.Overall, Ungraded: r.Table.Ungraded}
	var tokens []int64
	for _, s := range r.Scores {
		if !s.Graded || s.Run == nil {
			continue
		}
		if s.Run.OutputTokens != nil {
			tokens = append(tokens, *s.Run.OutputTokens)
		}
		if s.Run.FinishReason == "length" {
			p.Capped++
		}
	}
	p.Tokens = len(tokens)
	if len(tokens) == 0 {
		return p
	}
	sort.Slice(tokens, func(i, j int) bool { return tokens[i] < tokens[j] })
	var sum int64
	for _, t := range tokens {
		sum += t
	}
	p.MeanTokens = float64(sum) / float64(len(tokens))
	mid := len(tokens) / 2
	if len(tokens)%2 == 1 {
		p.MedianTokens = float64(tokens[mid])
	} else {
		p.MedianTokens = float64(tokens[mid-1]+tokens[mid]) / 2
	}
	return p
}

// modelModes adds up a model's failure modes over its runs (runs holds that
// model's and no other's).
func modelModes(model string, runs []Run) ModelModes {
	counts := map[string]int{}
	n := 0
	for _, r := range runs {
		for _, m := range r.Table.Modes {
			counts[m.Mode] += m.Count
			n += m.Count
		}
	}
	mm := ModelModes{Model: model, N: n, Modes: make([]ModeShare, 0, len(Modes))}
	for _, mode := range Modes {
		s := ModeShare{Mode: mode, Count: counts[mode]}
		if n > 0 {
			s.Share = float64(s.Count) / float64(n)
		}
		mm.Modes = append(mm.Modes, s)
	}
	return mm
}
