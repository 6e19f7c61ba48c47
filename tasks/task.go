// Package tasks holds the contract every scbench task implements, and the logic
// that turns a request (a canonical subpass, or parameters and a seed) into an
// instance. One package per task lives below it (tasks/delaunay, ...).
//
// A task is a difficulty manifold in the style of ReasonScape: typed parameters
// with ranges, defaults and presets, a pure seeded generator over them, and the
// paper's canonical subpasses reproduced exactly. Grading lives in verifiers/.
package tasks

import (
	"encoding/json"
	"errors"

	"github.com/scbench/scbench/scene"
)

// Version names the rules: the generators, the prompts and the graders. It is
// carried by every instance, report, exported file and share link, and changes
// whenever any of them would give a different result for the same request.
const Version = "scbench-go/1"

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

// Content is what a task produces for one instance; the front matter (task,
// version, subpass, seed, params) is filled in by New.
type Content struct {
	Prompt string
	// Attachments are files that go with the prompt, in order.
	Attachments []Attachment
	// Schema is the JSON schema of the answer object.
	Schema json.RawMessage
	// Data is the instance itself: task-specific, JSON-serialisable, and read by
	// the task's grader with a type assertion.
	Data any
}

// Task is the contract. Implementations must be pure: the same arguments give the
// same result on every platform, with no clock, no global randomness and no map
// iteration reaching the output.
type Task interface {
	Info() Info
	Manifold() Manifold
	Subpasses() []Subpass
	// Canonical reproduces the paper's instance for subpass k.
	Canonical(k int) (Content, error)
	// Generate makes a fresh instance from validated parameters and a seed.
	Generate(p Params, seed uint64) (Content, error)
	// Solve returns a reference answer as a JSON-serialisable value, or
	// ErrNoSolver.
	Solve(inst *Instance) (any, error)
	// Scene draws the instance.
	Scene(inst *Instance) *scene.Scene
}

// ErrNoSolver is returned by Solve when a task has no reference solver for an
// instance.
var ErrNoSolver = errors.New("this task has no reference solver for this instance")
