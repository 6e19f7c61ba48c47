package suite

import (
	"sync"

	"github.com/scbench/scbench/tasks"
)

// all is every task, in the paper's order, once registration is over.
var all = sync.OnceValue(tasks.Registered)

// Tasks returns every task in the paper's order: by bucket (axiomatic,
// constructive, planning), then by upstream number.
func Tasks() []tasks.Task {
	return append([]tasks.Task(nil), all()...)
}

// Lookup finds a task by slug.
func Lookup(slug string) (tasks.Task, bool) {
	for _, e := range all() {
		if e.Info().Slug == slug {
			return e, true
		}
	}
	return nil, false
}

// Entry is one task of the catalogue, as the tasks describe themselves.
type Entry struct {
	Slug   string       `json:"slug"`
	ID     int          `json:"id"` // the upstream SCBench task number
	Name   string       `json:"name"`
	Bucket tasks.Bucket `json:"bucket"`
	// Subpasses counts the task's canonical subpasses.
	Subpasses int    `json:"subpasses"`
	Rules     string `json:"rules"`
}

// Catalogue lists every task in the paper's order, read from each task's
// Info and Subpasses: the one place the front ends learn what there is.
func Catalogue() []Entry {
	var out []Entry
	for _, e := range all() {
		info := e.Info()
		out = append(out, Entry{Slug: info.Slug, ID: info.ID, Name: info.Name, Bucket: info.Bucket, Subpasses: len(e.Subpasses()), Rules: info.Rules})
	}
	return out
}
