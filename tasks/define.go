package tasks

import (
	"fmt"
	"reflect"
	"strconv"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// Def is a task's definition: its description and its hooks, with the
// instance data typed as D and the answer typed as A. Define turns it into a
// Task. Hooks receive the instance data already checked to be a *D.
type Def[D, A any] struct {
	// Info describes the task; its Rules field is filled in from Version.
	Info Info
	// Version is the task's rules version number. Bump it whenever the
	// generator, prompt or grader would give a different instance or score for
	// the same request; each task's golden test refuses a changed output under
	// an unchanged version.
	Version  int
	Manifold Manifold
	// Subpasses are the paper's canonical subtasks, in order.
	Subpasses []Subpass

	// Canonical reproduces the paper's instance for subpass k (0 <= k <
	// len(Subpasses), checked before the call).
	Canonical func(k int) (*D, error)
	// Generate makes a fresh instance from validated parameters and a seed.
	Generate func(p Params, seed uint64) (*D, error)
	// Prompt states the instance to the model.
	Prompt func(d *D) string
	// Attachments are files shown with the prompt (optional).
	Attachments func(d *D) []Attachment

	// AnswerDoc describes the answer as a whole in its schema (optional); the
	// schema itself is derived from A (see verifiers.Schema).
	AnswerDoc string
	// Bare says which bare value may stand for the answer's single field
	// (verifiers.Shape.Bare); nil takes any list or tuple.
	Bare func(verifiers.Value) bool
	// Limits bound the answer text the parser reads; the zero value means
	// verifiers.DefaultLimits.
	Limits verifiers.Limits

	// Solve returns the reference answer, shaped exactly like a correct model
	// answer.
	Solve func(d *D) (A, error)
	// Scene draws the instance.
	Scene func(d *D) *scene.Scene

	// Valid (optional) refuses instance data that Canonical and Generate
	// never build, so that an answer is not graded against a truth that
	// means nothing. It runs once the answer is found and before it is
	// decoded; its error is the failed "instance" check.
	Valid func(d *D) error
	// FormatCheck names the check under which an answer that cannot be
	// decoded into A fails ("format" when empty); an error that a Decoder
	// method marks with verifiers.InCheck fails under the check it names.
	FormatCheck string

	// Grade checks an answer: the caller has found it in the model's text
	// with the shape derived from A (recording the "answer" check) and
	// decoded it into A (see verifiers.DecodeAnswer). It records every check
	// on r and returns r finished. Tasks whose answers are not JSON objects
	// (a text grid, code) set GradeText instead, which gets the raw text.
	Grade     func(r *verifiers.Report, d *D, a A) *verifiers.Report
	GradeText func(r *verifiers.Report, d *D, text string) *verifiers.Report

	// Hint (optional) gives a practice hint for a board: an answer in
	// progress, as the answer text a practice editor writes. It reads the
	// board itself, within the same limits as the grader, and answers with
	// the task's own solver (see Hint).
	Hint func(d *D, board string) Hint
}

// defined is a Def turned into a Task.
type defined[D, A any] struct {
	def    Def[D, A]
	info   Info
	schema []byte
	shape  verifiers.Shape
}

// Define checks a task's definition and returns its Task. A definition
// missing a hook, or with both grading hooks, is a programming error and
// panics when the task's package is initialised, so that no test can miss it.
func Define[D, A any](def Def[D, A]) Task {
	if def.Info.Slug == "" || def.Version < 1 {
		panic(fmt.Sprintf("tasks: task %q needs a slug and a rules version of at least 1", def.Info.Slug))
	}
	if def.Canonical == nil || def.Generate == nil || def.Prompt == nil || def.Solve == nil || def.Scene == nil {
		panic("tasks: " + def.Info.Slug + " lacks one of Canonical, Generate, Prompt, Solve, Scene")
	}
	if (def.Grade == nil) == (def.GradeText == nil) {
		panic("tasks: " + def.Info.Slug + " must set exactly one of Grade and GradeText")
	}
	t := &defined[D, A]{def: def, info: def.Info}
	t.info.Rules = def.Info.Slug + "/" + strconv.Itoa(def.Version)
	t.info.Hints = def.Hint != nil
	answer := reflect.TypeFor[A]()
	t.schema = verifiers.Schema(answer, def.AnswerDoc)
	t.shape = verifiers.Shape{Fields: verifiers.FieldsOf(answer), Bare: def.Bare}
	if t.def.Limits == (verifiers.Limits{}) {
		t.def.Limits = verifiers.DefaultLimits
	}
	if t.def.FormatCheck == "" {
		t.def.FormatCheck = "format"
	}
	if t.def.Manifold.Presets == nil {
		t.def.Manifold.Presets = []Preset{} // a list, never null, for the page
	}
	return t
}

func (t *defined[D, A]) Info() Info           { return t.info }
func (t *defined[D, A]) Manifold() Manifold   { return t.def.Manifold }
func (t *defined[D, A]) Subpasses() []Subpass { return t.def.Subpasses }

func (t *defined[D, A]) content(generate bool, k int, p Params, seed uint64) (Content, error) {
	var d *D
	var err error
	if generate {
		d, err = t.def.Generate(p, seed)
	} else {
		d, err = t.def.Canonical(k)
	}
	if err != nil {
		return Content{}, err
	}
	c := Content{Prompt: t.def.Prompt(d), Schema: t.schema, Data: d}
	if t.def.Attachments != nil {
		c.Attachments = t.def.Attachments(d)
	}
	return c, nil
}

// data returns an instance's data, checking that it is this task's.
func (t *defined[D, A]) data(in *Instance) (*D, error) {
	if in == nil {
		return nil, fmt.Errorf("no instance")
	}
	if in.Task != t.info.Slug {
		return nil, fmt.Errorf("the instance is of task %q, not %s", in.Task, t.info.Slug)
	}
	return DataAs[D](in)
}

func (t *defined[D, A]) Solve(in *Instance) (any, error) {
	d, err := t.data(in)
	if err != nil {
		return nil, err
	}
	return t.def.Solve(d)
}

func (t *defined[D, A]) Scene(in *Instance) (*scene.Scene, error) {
	d, err := t.data(in)
	if err != nil {
		return nil, err
	}
	return t.def.Scene(d), nil
}

// Grade runs what every grader starts with (a report for the instance, its
// data checked, the answer found in the text), then the task's checks. A panic
// in them is a bug, reported as such with a zero score.
func (t *defined[D, A]) Grade(in *Instance, answer string) *verifiers.Report {
	return t.GradeWithProgress(in, answer, nil)
}

// GradeWithProgress is Grade with the grader's progress reports sent to
// sink (see verifiers.Report.Progress); graders that report none never call
// it.
func (t *defined[D, A]) GradeWithProgress(in *Instance, answer string, sink func(verifiers.Progress)) (rep *verifiers.Report) {
	r := newReport(t.info, in)
	r.OnProgress(sink)
	defer func() {
		if p := recover(); p != nil {
			rep = graderBug(t.info, in, p)
		}
	}()
	d, err := t.data(in)
	if err != nil {
		return r.Reject("instance", err)
	}
	if t.def.GradeText != nil {
		return t.def.GradeText(r, d, answer)
	}
	found, ok := r.Read(answer, t.shape, t.def.Limits)
	if !ok {
		return r
	}
	if t.def.Valid != nil {
		if err := t.def.Valid(d); err != nil {
			return r.Reject("instance", err)
		}
	}
	var a A
	if err := verifiers.DecodeAnswer(d, found, &a); err != nil {
		return r.Reject(verifiers.CheckOf(err, t.def.FormatCheck), err)
	}
	return t.def.Grade(r, d, a)
}

// read finds an answer in a text and decodes it, as Grade does before the
// task's checks; an answer that is text (a string type) is the text itself.
func (t *defined[D, A]) read(in *Instance, text string) (any, error) {
	d, err := t.data(in)
	if err != nil {
		return nil, err
	}
	var a A
	if v := reflect.ValueOf(&a).Elem(); v.Kind() == reflect.String {
		v.SetString(text)
		return a, nil
	}
	found, err := verifiers.Extract(text, t.shape, t.def.Limits)
	if err != nil {
		return nil, err
	}
	err = verifiers.DecodeAnswer(d, found, &a)
	return a, err
}

// ReadAnswer reads an answer text the way the task's grader does, up to the
// decoded answer: found with the shape derived from the answer type and
// decoded into it (returned as that type, not a pointer). An answer of a
// string type is the text itself. Tests use it to check that the decoder
// and the schema agree with the reference answer.
func ReadAnswer(t Task, in *Instance, text string) (any, error) {
	return t.read(in, text)
}

// Hint runs the task's hint hook, recovering from a bug in it.
func (t *defined[D, A]) Hint(in *Instance, board string) (h Hint, err error) {
	if t.def.Hint == nil {
		return Hint{}, ErrNoHints
	}
	defer func() {
		if p := recover(); p != nil {
			h, err = Hint{}, fmt.Errorf("internal hint error: %v (this is a bug in scbench; please report it)", p)
		}
	}()
	d, err := t.data(in)
	if err != nil {
		return Hint{}, err
	}
	return t.def.Hint(d, board).clipCells(), nil
}

func newReport(info Info, in *Instance) *verifiers.Report {
	if in == nil {
		return verifiers.NewReport(info.Slug, info.Rules, nil, nil)
	}
	return verifiers.NewReport(info.Slug, info.Rules, in.Subpass, in.Seed)
}

// graderBug is the report of a grader that panicked.
func graderBug(info Info, in *Instance, p any) *verifiers.Report {
	r := newReport(info, in)
	msg := fmt.Sprintf("internal grader error: %v", p)
	r.Check("grader", false, msg)
	r.Error = msg + " (this is a bug in scbench; please report it)"
	r.FailureMode = verifiers.Incorrect
	return r.Finish(0)
}
