package tasks

import (
	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// LegacyTask is the contract before Def: a task and its grader in two
// packages. It exists while the tasks move to Define, and goes with the last.
type LegacyTask interface {
	Info() Info
	Manifold() Manifold
	Subpasses() []Subpass
	Canonical(k int) (Content, error)
	Generate(p Params, seed uint64) (Content, error)
	Solve(in *Instance) (any, error)
	Scene(in *Instance) *scene.Scene
}

type legacy struct {
	LegacyTask
	info  Info
	grade func(*Instance, string) *verifiers.Report
}

// Legacy wraps a task not yet moved to Define.
func Legacy(t LegacyTask, grade func(*Instance, string) *verifiers.Report) Task {
	info := t.Info()
	info.Rules = info.Slug + "/1"
	return &legacy{LegacyTask: t, info: info, grade: grade}
}

func (l *legacy) Info() Info { return l.info }

func (l *legacy) Scene(in *Instance) (*scene.Scene, error) { return l.LegacyTask.Scene(in), nil }

func (l *legacy) Grade(in *Instance, answer string) (rep *verifiers.Report) {
	defer func() {
		if p := recover(); p != nil {
			rep = graderBug(l.info, in, p)
		}
	}()
	r := l.grade(in, answer)
	r.Rules = l.info.Rules
	return r
}

func (l *legacy) content(generate bool, k int, p Params, seed uint64) (Content, error) {
	if generate {
		return l.Generate(p, seed)
	}
	return l.Canonical(k)
}
