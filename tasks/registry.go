package tasks

import (
	"fmt"
	"slices"
)

// The registry is the catalogue's one source: every task package registers
// its Task in an init, as a database/sql driver does, and one file
// (suite/tasks.go) imports every task package. Adding a task is its own
// folder and one import line there; the catalogue (ids, names, buckets,
// subpass counts, the paper's order) is read from the tasks themselves.

var registry []Task

// Register adds a task to the catalogue; a task package calls it from an
// init. A task whose slug or upstream number is taken, or whose bucket is
// none of Buckets, is a programming error and panics when the program
// starts, so that no build carries it.
func Register(t Task) {
	info := t.Info()
	if !slices.Contains(Buckets, info.Bucket) {
		panic(fmt.Sprintf("tasks: %s is in the bucket %q, which is none of %v", info.Slug, info.Bucket, Buckets))
	}
	for _, r := range registry {
		if other := r.Info(); other.Slug == info.Slug || other.ID == info.ID {
			panic(fmt.Sprintf("tasks: %s (task %d) is registered twice, or clashes with %s (task %d)", info.Slug, info.ID, other.Slug, other.ID))
		}
	}
	registry = append(registry, t)
}

// Registered returns the registered tasks in the paper's order: by bucket
// (axiomatic, constructive, planning), then by upstream number.
func Registered() []Task {
	out := slices.Clone(registry)
	slices.SortFunc(out, func(a, b Task) int {
		x, y := a.Info(), b.Info()
		if c := slices.Index(Buckets, x.Bucket) - slices.Index(Buckets, y.Bucket); c != 0 {
			return c
		}
		return x.ID - y.ID
	})
	return out
}
