package api

import (
	"fmt"

	"github.com/scbench/scbench/results"
	"github.com/scbench/scbench/wire"
)

// MaxReportFiles bounds the files of one tabulate request, and
// MaxReportBytes their size together.
const (
	MaxReportFiles = 12
	MaxReportBytes = 2 * MaxBatchBytes
)

// TabulateReply is the reply to "tabulate": the tables of report files (what
// `scbench grade --batch --json` and the batch page write), as the Compare
// page and the leaderboard's self-reported tier show them.
type TabulateReply struct {
	// Table is every report's together (results.Table, with the scores by
	// subpass).
	Table results.Table `json:"table"`
	// Reports counts the reports read; Skipped the lines that were not
	// reports, the first of which Problems names.
	Reports  int      `json:"reports"`
	Skipped  int      `json:"skipped"`
	Problems []string `json:"problems,omitempty"`
	// Files says the same of each file of a "files" request, in its order.
	Files []FileRead `json:"files,omitempty"`
	// Experiment splits the reports into runs, one per model and
	// output-token budget, with Figure 2's points and Figure 3's bars: what
	// `scbench report` draws of the same files, computed by the same code.
	Experiment results.Experiment `json:"experiment"`
}

// FileRead is what was read of one file.
type FileRead struct {
	Label    string   `json:"label"`
	Reports  int      `json:"reports"`
	Skipped  int      `json:"skipped"`
	Problems []string `json:"problems,omitempty"`
}

// tabulate reads report files and tabulates them: one ("jsonl", "label") or
// several together ("files").
func tabulate(r Request) (any, *Error) {
	files := r.Files
	switch {
	case r.JSONL != nil && len(files) > 0:
		return nil, fail(CodeBadRequest, "give jsonl or files, not both")
	case r.JSONL != nil:
		files = []ReportFile{{Label: r.Label, JSONL: *r.JSONL}}
	case len(files) == 0:
		return nil, fail(CodeBadRequest, "no jsonl given")
	case len(files) > MaxReportFiles:
		return nil, fail(CodeTooLarge, "%d report files; at most %d are tabulated together", len(files), MaxReportFiles)
	}
	total := 0
	for _, f := range files {
		if n := len(f.JSONL); n > MaxBatchBytes {
			return nil, fail(CodeTooLarge, "the report file %s is %s; the limit is %s", wire.Quote(f.Label, 60), wire.Size(n), wire.Size(MaxBatchBytes))
		}
		total += len(f.JSONL)
	}
	if total > MaxReportBytes {
		return nil, fail(CodeTooLarge, "the report files are %s together; the limit is %s", wire.Size(total), wire.Size(MaxReportBytes))
	}
	var all []results.Scored
	reply := TabulateReply{}
	for _, f := range files {
		scores, skipped, problems := results.Read([]byte(f.JSONL))
		reply.Files = append(reply.Files, FileRead{Label: f.Label, Reports: len(scores), Skipped: skipped, Problems: problems})
		reply.Reports += len(scores)
		reply.Skipped += skipped
		if len(reply.Problems) == 0 && len(problems) > 0 {
			reply.Problems = []string{fmt.Sprintf("%s: %s", wire.Quote(f.Label, 60), problems[0])}
		}
		all = append(all, results.Label(scores, f.Label)...)
	}
	if r.JSONL != nil { // one file: as it always was
		reply.Files, reply.Problems = nil, reply.Files[0].Problems
	}
	reply.Table = results.Tabulate(all, true)
	reply.Experiment = results.Analyse(all, true)
	return reply, nil
}
