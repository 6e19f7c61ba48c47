package results

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/wire"
)

// MaxReportLine bounds one line of a report file: a report clips whatever
// it quotes, so even a report on a 16 MB answer is far shorter.
const MaxReportLine = 16 << 20

// maxProblems bounds the problems Read lists; the rest are counted.
const maxProblems = 5

// errSummary marks the summary line that ends a reports file.
var errSummary = errors.New("the summary line")

// Read reads a report file (JSONL, one report per line: a batch line's
// report as `scbench grade --batch --json`, the batch page and the
// leaderboard write it), through package wire as every line of ours is
// read. The summary line that `grade --batch --json` ends with and blank
// lines are skipped. A line without rules is a line that named no gradable
// instance and counts as ungraded. A line that is not a report (or names a
// failure mode that is none of Modes) is skipped and named in problems (at
// most a few; skipped counts them all), so that a wrong file says so rather
// than giving an empty table.
func Read(data []byte) (scores []Scored, skipped int, problems []string) {
	lines := wire.NewReader(bytes.NewReader(data), MaxReportLine)
	for lines.Next() {
		err := lines.Problem()
		var sc Scored
		if err == nil {
			sc, err = readReport(lines.Bytes())
		}
		switch {
		case err == errSummary:
		case err != nil:
			skipped++
			if len(problems) < maxProblems {
				problems = append(problems, fmt.Sprintf("line %d: %v", lines.Line(), err))
			}
		default:
			scores = append(scores, sc)
		}
	}
	return scores, skipped, problems
}

// readReport reads one line of a report file.
func readReport(line []byte) (Scored, error) {
	o, err := wire.ParseObject(line)
	if err == nil {
		_, err = o.ID()
	}
	if err != nil {
		return Scored{}, err
	}
	ref, err := wire.ReadRef(o)
	if err != nil {
		return Scored{}, err
	}
	if ref.Task == "" && o.Has("summary") {
		return Scored{}, errSummary
	}
	mode, err := o.String("failure_mode")
	if err != nil {
		return Scored{}, err
	}
	var score float64
	var passed bool
	rawScore, hasScore := o.Get("score")
	hasScore = hasScore && string(rawScore) != "null"
	if raw, ok := o.Get("passed"); ok && json.Unmarshal(raw, &passed) != nil {
		return Scored{}, fmt.Errorf("passed must be true or false, found %s", wire.Describe(raw))
	}
	switch {
	case ref.Task == "" && ref.Rules == "" && !hasScore:
		return Scored{}, errors.New("not a report (no task, rules or score)")
	case !hasScore:
		return Scored{}, errors.New("a report without a score")
	case json.Unmarshal(rawScore, &score) != nil:
		return Scored{}, fmt.Errorf("score must be a number, found %s", wire.Describe(rawScore))
	case score < 0 || score > 1:
		return Scored{}, fmt.Errorf("score %g is outside [0, 1]", score)
	case !passed && mode != "" && !slices.Contains(Modes, mode):
		// Every table and figure counts a failing answer under one of
		// Modes; a mode no grader names would fall out of the counts.
		return Scored{}, fmt.Errorf("failure mode %s is none of %s", wire.Quote(mode, 40), strings.Join(Modes[1:], ", "))
	}
	run, _ := o.Get("run")
	return Scored{Task: ref.Task, Subpass: ref.Subpass, Score: score, Passed: passed, Mode: mode, Graded: ref.Rules != "", Run: suite.ReadRun(run)}, nil
}
