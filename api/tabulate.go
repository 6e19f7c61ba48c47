package api

import "github.com/scbench/scbench/results"

// TabulateReply is the reply to "tabulate": the tables of one report file
// (results.Table, with the scores by subpass), as the Compare page and the
// leaderboard's self-reported tier show them.
type TabulateReply struct {
	Table results.Table `json:"table"`
	// Reports counts the reports read; Skipped the lines that were not
	// reports, the first of which Problems names.
	Reports  int      `json:"reports"`
	Skipped  int      `json:"skipped"`
	Problems []string `json:"problems,omitempty"`
	// Experiment splits the file into runs, one per model and output-token
	// budget, with Figure 2's points and Figure 3's bars: what `scbench
	// report` draws, computed by the same code.
	Experiment results.Experiment `json:"experiment"`
}

// tabulate reads a report file (what `scbench grade --batch --json` and the
// batch page write) and tabulates it.
func tabulate(r Request) (any, *Error) {
	if r.JSONL == nil {
		return nil, fail(CodeBadRequest, "no jsonl given")
	}
	if n := len(*r.JSONL); n > MaxBatchBytes {
		return nil, fail(CodeTooLarge, "the report file is %s; the limit is %s", Size(n), Size(MaxBatchBytes))
	}
	scores, skipped, problems := results.Read([]byte(*r.JSONL))
	return TabulateReply{Table: results.Tabulate(scores, true), Reports: len(scores), Skipped: skipped, Problems: problems,
		Experiment: results.Analyse(results.Label(scores, r.Label), true)}, nil
}
