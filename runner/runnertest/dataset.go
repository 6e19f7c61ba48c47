package runnertest

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/scbench/scbench/dataset"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/round/grade"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// Item is one instance of a test dataset: a task, parameters over its
// defaults ("k=v,..."), and a seed.
type Item struct {
	Task, Params string
	Seed         uint64
}

// WriteDataset writes a dataset's prompts file, prompts.jsonl, into dir with
// `scbench generate`'s writer (package dataset), one line per item, and
// returns its path. Items must be distinct instances.
func WriteDataset(t testing.TB, dir string, items ...Item) string {
	t.Helper()
	w, err := dataset.Create(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	for i, it := range items {
		e, ok := suite.Lookup(it.Task)
		if !ok {
			t.Fatalf("unknown task %q", it.Task)
		}
		seed := it.Seed
		in, err := tasks.New(e, tasks.Request{Seed: &seed, Params: it.Params})
		if err != nil {
			t.Fatalf("%s %s: %v", it.Task, it.Params, err)
		}
		added, dupOf, err := w.Add(fmt.Sprintf("%s-%d-%d", it.Task, i, it.Seed), in, "", dataset.Meta{Bucket: e.Info().Bucket})
		if err != nil || !added {
			t.Fatalf("item %d: %v (the same instance as %s)", i, err, dupOf)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, dataset.PromptsFile)
}

// RoundReferences are the references of a round's items, whose instances
// need the round's secret.
func RoundReferences(items []round.Item, secret string) ([]Ref, error) {
	var refs []Ref
	for _, it := range items {
		in, err := grade.Instance(it, secret)
		if err != nil {
			return nil, err
		}
		ref, err := reference(it.ID, in)
		if err != nil {
			return nil, err
		}
		refs = append(refs, ref)
	}
	return refs, nil
}

// reference is an instance's prompt, images and reference answer.
func reference(id string, in *tasks.Instance) (Ref, error) {
	e, ok := suite.Lookup(in.Task)
	if !ok {
		return Ref{}, fmt.Errorf("unknown task %q", in.Task)
	}
	ans, err := e.Solve(in)
	if err != nil {
		return Ref{}, err
	}
	text, err := tasks.AnswerText(ans)
	if err != nil {
		return Ref{}, err
	}
	return refOf(id, in, text), nil
}

// refOf is the Ref of an instance with its reference answer's text.
func refOf(id string, in *tasks.Instance, answer string) Ref {
	ref := Ref{ID: id, Prompt: in.Prompt, Answer: answer}
	for _, a := range in.Attachments {
		ref.Images = append(ref.Images, a.DataURI())
	}
	return ref
}
