package tasks

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"reflect"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// Version is the suite version: what every task shares (the answer parser, the
// report's form, the batch format). Each task has its own rules version besides
// it (Info.Rules).
const Version = verifiers.Version

// Bucket is the paper's grouping of tasks.
type Bucket string

const (
	Axiomatic    Bucket = "axiomatic"
	Constructive Bucket = "constructive"
	Planning     Bucket = "planning"
)

// Buckets lists the buckets in the paper's order.
var Buckets = []Bucket{Axiomatic, Constructive, Planning}

// Info identifies a task.
type Info struct {
	Slug   string `json:"slug"`
	ID     int    `json:"id"` // the upstream SCBench task number
	Name   string `json:"name"`
	Bucket Bucket `json:"bucket"`
	// Summary says in a paragraph what the task asks and what it tests.
	Summary string `json:"summary"`
	// BaselineReference is set when the reference answer is a baseline, not
	// a perfect answer (a planner scored on a continuous scale): it scores
	// above 0 rather than 1.
	BaselineReference bool `json:"baseline_reference,omitempty"`
	// Rules is the task's rules version, "slug/N" ("delaunay/1"): it changes
	// whenever the task's generator, prompt or grader would give a different
	// instance or score for the same request, and only this task's changes.
	// Define fills it in from Def.Version.
	Rules string `json:"rules"`
	// Hints says whether the task gives practice hints (its Def has a Hint
	// hook); Define fills it in.
	Hints bool `json:"hints,omitempty"`
}

// ReferenceScoreHolds says whether score is what the task's reference answer
// must earn: 1, or, for a baseline reference, anything above 0.
func (i Info) ReferenceScoreHolds(score float64) bool {
	if i.BaselineReference {
		return score > 0
	}
	return score == 1
}

// Subpass is one of the paper's canonical subtasks.
type Subpass struct {
	Index      int    `json:"index"` // 0-based, as upstream numbers them
	Name       string `json:"name"`
	Difficulty string `json:"difficulty,omitempty"`
	// Params are the manifold parameters the subpass corresponds to; a seeded
	// request for this subpass generates a fresh instance with them.
	Params Params `json:"params"`
	// Ref identifies the upstream record (its id), where there is one.
	Ref string `json:"ref,omitempty"`
}

// Attachment is a file shown to the model together with the prompt, such as an
// image of a grid too large to print as text. It is part of the instance.
type Attachment struct {
	// Name is a file name ("grid.png"); the prompt refers to it by this name.
	Name string `json:"name"`
	// Type is the MIME type ("image/png").
	Type string `json:"type"`
	// Data is the file's bytes (base64 in JSON).
	Data []byte `json:"data"`
}

// DataURI is the attachment as a data: URI, as a chat request carries an
// image.
func (a Attachment) DataURI() string {
	return "data:" + a.Type + ";base64," + base64.StdEncoding.EncodeToString(a.Data)
}

// Content is what a task produces for one instance; the front matter (task,
// versions, subpass, seed, params) is filled in by New.
type Content struct {
	Prompt string
	// Attachments are files that go with the prompt, in order.
	Attachments []Attachment
	// Schema is the JSON schema of the answer.
	Schema json.RawMessage
	// Data is the instance itself: task-specific and JSON-serialisable.
	Data any
}

// Task is what the front ends see of a task: every implementation is made by
// Define from a task's Def, so that the contract's plumbing (typed data,
// versions, the grading prologue, recovery from a grader's bug) is written once.
// Implementations are pure: the same arguments give the same result on every
// platform, with no clock, no global randomness and no map iteration reaching
// the output.
type Task interface {
	Info() Info
	Manifold() Manifold
	Subpasses() []Subpass
	// Solve returns a reference answer, shaped exactly like a correct model
	// answer, or ErrNoSolver.
	Solve(in *Instance) (any, error)
	// Scene draws the instance; an instance of another task is an error.
	Scene(in *Instance) (*scene.Scene, error)
	// Grade grades a model's raw text. It never panics: a bug in a grader
	// becomes a zero score whose report names it. The report's overlay is not
	// drawn; call its BuildOverlay when a front end shows it.
	Grade(in *Instance, answer string) *verifiers.Report
	// GradeWithProgress is Grade with the progress reports of a slow
	// grader (verifiers.Report.Progress) sent to sink as it goes.
	GradeWithProgress(in *Instance, answer string, sink func(verifiers.Progress)) *verifiers.Report
	// Hint reads a board (an answer in progress, as answer text) and returns
	// a practice hint for it, or ErrNoHints when the task gives none
	// (Info().Hints is false). It never panics: a bug in a hint hook is an
	// error.
	Hint(in *Instance, board string) (Hint, error)

	// content builds canonical subpass k, or (when generate is set) a fresh
	// instance from validated parameters and a seed.
	content(generate bool, k int, p Params, seed uint64) (Content, error)
	// read finds and decodes an answer (see ReadAnswer).
	read(in *Instance, text string) (any, error)
}

// ErrNoSolver is returned by Solve when a task has no reference solver for an
// instance.
var ErrNoSolver = errors.New("this task has no reference solver for this instance")

// Records decodes a task's embedded canonical data (its canonical.json). The
// file is part of the build, so a corrupt one is a programming error, reported
// when the task's package loads.
func Records[T any](task string, data []byte) []T {
	var recs []T
	if err := json.Unmarshal(data, &recs); err != nil {
		panic(task + ": embedded canonical data is corrupt: " + err.Error())
	}
	return recs
}

// AnswerText is a reference answer as the text to paste where a model's reply
// goes: the text itself for a task whose answer is text (a maze's grid, not
// a JSON string holding it), otherwise the answer as JSON.
func AnswerText(answer any) (string, error) {
	if v := reflect.ValueOf(answer); v.Kind() == reflect.String {
		return v.String(), nil // a string type of the task's own (maze3d.Answer)
	}
	b, err := json.Marshal(answer)
	return string(b), err
}
