package results

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/verifiers"
)

// fileLine is what Read takes from one line of a report file: a batch line's
// report as `scbench grade --batch --json`, the batch page and the
// leaderboard write it.
type fileLine struct {
	Task        string          `json:"task"`
	Rules       string          `json:"rules"`
	Subpass     *int            `json:"subpass"`
	Score       *float64        `json:"score"`
	Passed      bool            `json:"passed"`
	FailureMode string          `json:"failure_mode"`
	Summary     json.RawMessage `json:"summary"`
	Run         json.RawMessage `json:"run"`
}

// maxProblems bounds the problems Read lists; the rest are counted.
const maxProblems = 5

// Read reads a report file (JSONL, one report per line). The summary line
// that `grade --batch --json` ends with and blank lines are skipped. A line
// without rules is a line that named no gradable instance and counts as
// ungraded. A line that is not a report (or names a failure mode that is
// none of Modes) is skipped and named in problems (at
// most a few; skipped counts them all), so that a wrong file says so rather
// than giving an empty table.
func Read(data []byte) (scores []Scored, skipped int, problems []string) {
	line := 0
	for len(data) > 0 {
		line++
		var raw []byte
		raw, data = suite.NextLine(data)
		raw = bytes.TrimSpace(raw)
		if len(raw) == 0 {
			continue
		}
		var fl fileLine
		err := json.Unmarshal(raw, &fl)
		switch {
		case err == nil && fl.Summary != nil && fl.Task == "":
			continue
		case err != nil:
			err = fmt.Errorf("not a JSON object")
		case fl.Task == "" && fl.Rules == "" && fl.Score == nil:
			err = fmt.Errorf("not a report (no task, rules or score)")
		case fl.Score == nil:
			err = fmt.Errorf("a report without a score")
		case *fl.Score < 0 || *fl.Score > 1:
			err = fmt.Errorf("score %g is outside [0, 1]", *fl.Score)
		case !fl.Passed && fl.FailureMode != "" && !slices.Contains(Modes, fl.FailureMode):
			// Every table and figure counts a failing answer under one of
			// Modes; a mode no grader names would fall out of the counts.
			err = fmt.Errorf("failure mode %s is none of %s", verifiers.Quote(fl.FailureMode, 40), strings.Join(Modes[1:], ", "))
		}
		if err != nil {
			skipped++
			if len(problems) < maxProblems {
				problems = append(problems, fmt.Sprintf("line %d: %v", line, err))
			}
			continue
		}
		scores = append(scores, Scored{Task: fl.Task, Subpass: fl.Subpass, Score: *fl.Score, Passed: fl.Passed, Mode: fl.FailureMode, Graded: fl.Rules != "", Run: suite.ReadRun(fl.Run)})
	}
	return scores, skipped, problems
}
