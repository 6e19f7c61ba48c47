package grade

import (
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/results"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/verifiers"
)

// Item grades one item's answer (nil: none was given) from line of the
// submission: an answered item as a batch line of its resolved instance
// (suite.GradeLine, the grading of the CLI and the batch page), an
// unanswered one as 0 (Missing). A sealed round's reports carry no seed:
// they name their instance by id.
func Item(it round.Item, answer json.RawMessage, line int, secret string) suite.BatchReport {
	if answer == nil {
		return Missing(it)
	}
	rep := suite.GradeLine(line, it.Resolved(secret, answer))
	if rep.Report != nil && it.Subpass == nil {
		rep.Seed = nil
	}
	rep.Overlay = nil
	return rep
}

// Missing is the report of an item that no line answered: score 0.
func Missing(it round.Item) suite.BatchReport {
	msg := "the submission has no line for this instance"
	r := verifiers.NewReport(it.Task, it.Rules, it.Subpass, nil)
	r.Check("answer", false, msg)
	r.Error = msg
	r.FailureMode = verifiers.Evasion
	id, _ := json.Marshal(it.ID)
	return suite.BatchReport{ID: id, Report: r, Graded: true}
}

// Grade grades every item of a submission.
func Grade(items []round.Item, sub round.Submission, secret string) []suite.BatchReport {
	out := make([]suite.BatchReport, len(items))
	for i, it := range items {
		out[i] = Item(it, sub.Answers[i], sub.Lines[i], secret)
	}
	return out
}

// Summary is a submission's table from its reports, one per item of its
// round. Every item counts, as graded: it is an instance the round lists,
// so a report that could not grade it (which a bug alone would give) is a
// score of 0, not a line to leave out.
func Summary(reports []suite.BatchReport) results.Table {
	scores := make([]results.Scored, len(reports))
	for i, rep := range reports {
		rep.Graded = true
		scores[i] = results.FromReport(rep)
	}
	return results.Tabulate(scores, false)
}

// SummaryOf is Summary of reports as stored (JSON).
func SummaryOf(stored []json.RawMessage) (results.Table, error) {
	reports := make([]suite.BatchReport, len(stored))
	for i, raw := range stored {
		if err := json.Unmarshal(raw, &reports[i]); err != nil || reports[i].Report == nil {
			return results.Table{}, fmt.Errorf("report %d of the submission is not a report", i)
		}
	}
	return Summary(reports), nil
}
