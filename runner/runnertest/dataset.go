package runnertest

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// Item is one instance of a test dataset: a task, parameters over its
// defaults ("k=v,..."), and a seed.
type Item struct {
	Task, Params string
	Seed         uint64
}

// WriteDataset writes a dataset's prompts file, prompts.jsonl, into dir, its
// lines shaped as `scbench generate` writes them (the canary, id, task,
// version, rules, seed, the full params, prompt, schema, attachments as files
// under attachments/<id>/, meta), and returns its path.
func WriteDataset(t testing.TB, dir string, items ...Item) string {
	t.Helper()
	type attachment struct {
		Name string `json:"name"`
		Type string `json:"type"`
		Path string `json:"path"`
	}
	type line struct {
		Canary      string          `json:"canary"`
		ID          string          `json:"id"`
		Task        string          `json:"task"`
		Version     string          `json:"version"`
		Rules       string          `json:"rules"`
		Seed        uint64          `json:"seed"`
		Params      string          `json:"params"`
		Prompt      string          `json:"prompt"`
		Schema      json.RawMessage `json:"schema"`
		Attachments []attachment    `json:"attachments,omitempty"`
		Meta        map[string]any  `json:"meta"`
	}
	var b strings.Builder
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
		id := fmt.Sprintf("%s-%d-%d", it.Task, i, it.Seed)
		l := line{Canary: round.Canary, ID: id, Task: in.Task, Version: in.Version, Rules: in.Rules, Seed: seed,
			Params: in.Params.Encode(), Prompt: in.Prompt, Schema: in.Schema, Meta: map[string]any{"bucket": e.Info().Bucket}}
		for _, a := range in.Attachments {
			rel := "attachments/" + id + "/" + a.Name
			if err := os.MkdirAll(filepath.Join(dir, "attachments", id), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(rel)), a.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			l.Attachments = append(l.Attachments, attachment{a.Name, a.Type, rel})
		}
		raw, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(raw)
		b.WriteByte('\n')
	}
	name := filepath.Join(dir, "prompts.jsonl")
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

// RoundReferences are the references of a round's items, whose instances
// need the round's secret.
func RoundReferences(items []round.Item, secret string) ([]Ref, error) {
	var refs []Ref
	for _, it := range items {
		in, err := it.Instance(secret)
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
	ref := Ref{ID: id, Prompt: in.Prompt, Answer: text}
	for _, a := range in.Attachments {
		ref.Images = append(ref.Images, DataURI(a))
	}
	return ref, nil
}
