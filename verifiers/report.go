package verifiers

import (
	"errors"
	"fmt"
	"math"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/wire"
)

// Version names what every task shares: the answer extraction, the literal
// parser, the report's form and the batch format. It is carried by every
// instance, report, exported file and share link beside the task's own rules
// version, and changes only when a change here would give a different result
// for some task.
const Version = "scbench-go/2"

// Check is one named verification step.
type Check struct {
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
}

// Failure modes, in the paper's sense, derived from the checks.
const (
	// Evasion: no attempt at an answer (empty, prose only, a refusal).
	Evasion = "evasion"
	// Malformed: an answer was given but not in the asked form (types, lengths,
	// indices out of range).
	Malformed = "malformed"
	// Trivialized: the answer solves an easier problem than the one asked (an
	// empty list, a constraint ignored wholesale).
	Trivialized = "trivialized"
	// LocalOnly: each piece is plausible on its own but they do not fit together
	// (overlaps, gaps, a broken loop).
	LocalOnly = "local-only"
	// NearMiss: a globally sound answer with a few local mistakes.
	NearMiss = "near-miss"
	// Incorrect: wrong in a way none of the above describes.
	Incorrect = "incorrect"
)

// Report is the result of grading one answer.
type Report struct {
	Task    string `json:"task"`
	Version string `json:"version"`
	// Rules is the task's rules version ("delaunay/1") the answer was graded
	// under.
	Rules   string  `json:"rules"`
	Subpass *int    `json:"subpass"`
	Seed    *uint64 `json:"seed"`
	Score   float64 `json:"score"`
	Passed  bool    `json:"passed"`
	Checks  []Check `json:"checks"`
	// FailureMode is empty when the answer passed.
	FailureMode string `json:"failure_mode"`
	// Error says why the answer could not be graded at all (nothing found, not
	// the asked form); empty when the checks ran.
	Error string `json:"error"`
	// Where says which part of the model's text was taken as the answer.
	Where string `json:"where,omitempty"`
	// Overlay is the instance drawn with the answer and its errors. It is
	// built only when a front end asks for it (BuildOverlay), never in a
	// batch.
	Overlay *scene.Scene `json:"overlay,omitempty"`
	overlay func() *scene.Scene
	// progress is where Progress reports go (nil: nowhere); sent is the
	// last report sent.
	progress func(Progress)
	sent     Progress
}

// NewReport starts a report on an answer to one instance: the task's slug and
// rules version, and the canonical subpass or seed it was made from.
func NewReport(task, rules string, subpass *int, seed *uint64) *Report {
	return &Report{Task: task, Version: Version, Rules: rules, Subpass: subpass, Seed: seed, Checks: make([]Check, 0, 8)}
}

// DrawWith records how to draw the overlay, without drawing it: graders call
// it with a method value over what they examined.
func (r *Report) DrawWith(draw func() *scene.Scene) { r.overlay = draw }

// BuildOverlay draws the overlay, if the grader recorded how, and returns it.
// A panic while drawing leaves the report without an overlay rather than
// losing the report.
func (r *Report) BuildOverlay() (s *scene.Scene) {
	if r.Overlay != nil || r.overlay == nil {
		return r.Overlay
	}
	defer func() {
		if recover() != nil {
			s = nil
		}
	}()
	r.Overlay = r.overlay()
	return r.Overlay
}

// Check records a check and returns ok, so that graders can write
// `if !r.Check(...) { ... }`.
func (r *Report) Check(name string, ok bool, detail string) bool {
	r.Checks = append(r.Checks, Check{Name: name, OK: ok, Detail: wire.Clip(detail, MaxDetail)})
	return ok
}

// Checkf records a check with a formatted detail.
func (r *Report) Checkf(name string, ok bool, format string, args ...any) bool {
	return r.Check(name, ok, fmt.Sprintf(format, args...))
}

// Failed reports whether any check so far has failed.
func (r *Report) Failed() bool {
	for _, c := range r.Checks {
		if !c.OK {
			return true
		}
	}
	return false
}

// FirstFailure returns the first failed check, if any.
func (r *Report) FirstFailure() (Check, bool) {
	for _, c := range r.Checks {
		if !c.OK {
			return c, true
		}
	}
	return Check{}, false
}

// Reject ends grading of an answer that could not be used: the named check fails
// with err's message, the score is 0, and the failure mode says whether there
// was no attempt (evasion) or a malformed one.
func (r *Report) Reject(check string, err error) *Report {
	r.Check(check, false, err.Error())
	r.Error = wire.Clip(err.Error(), MaxDetail)
	mode := Malformed
	var ae *AnswerError
	if errors.As(err, &ae) && ae.Evasion {
		mode = Evasion
	}
	r.FailureMode = mode
	r.Score, r.Passed = 0, false
	return r
}

// Read finds the answer in a model's text (see Extract). On success it records
// the passing "answer" check, saying where the answer was found; otherwise it
// rejects the report and returns false, and the grader returns r as it is.
func (r *Report) Read(answer string, shape Shape, lim Limits) (Found, bool) {
	found, err := Extract(answer, shape, lim)
	if err != nil {
		r.Reject("answer", err)
		return Found{}, false
	}
	r.Where = wire.Clip(found.Where, MaxDetail)
	r.Check("answer", true, "read from "+found.Where)
	return found, true
}

// Finish sets the score (clamped to [0, 1]; NaN counts as 0) and derives Passed:
// full marks with no failed check. A failing report without a failure mode gets
// Incorrect.
func (r *Report) Finish(score float64) *Report {
	if math.IsNaN(score) || score < 0 {
		score = 0
	}
	if score > 1 {
		score = 1
	}
	r.Score = score
	r.Passed = score == 1 && !r.Failed()
	if r.Passed {
		r.FailureMode = ""
	} else if r.FailureMode == "" {
		r.FailureMode = Incorrect
	}
	return r
}

// PassFail finishes a task that scores all or nothing: 1 when no check
// failed, otherwise 0 with the failure mode that mode names (called only
// then, so it may look at what failed).
func (r *Report) PassFail(mode func() string) *Report {
	if !r.Failed() {
		return r.Finish(1)
	}
	r.FailureMode = mode()
	return r.Finish(0)
}
