package tasks

import (
	"strings"
	"testing"
)

// withRegistry runs f with an empty registry, restoring the real one after.
func withRegistry(t *testing.T, f func()) {
	t.Helper()
	saved := registry
	registry = nil
	defer func() { registry = saved }()
	f()
}

// A task of another slug, number and bucket, otherwise the toy.
func toyAs(slug string, id int, b Bucket) Task {
	t := *toy.(*defined[toyData, toyAnswer])
	t.info.Slug, t.info.ID, t.info.Bucket = slug, id, b
	return &t
}

func TestRegisteredInThePapersOrder(t *testing.T) {
	withRegistry(t, func() {
		for _, r := range []Task{toyAs("p", 7, Planning), toyAs("c2", 9, Constructive), toyAs("a", 51, Axiomatic), toyAs("c1", 2, Constructive)} {
			Register(r)
		}
		var got []string
		for _, r := range Registered() {
			got = append(got, r.Info().Slug)
		}
		if strings.Join(got, " ") != "a c1 c2 p" {
			t.Errorf("order %v, want axiomatic, constructive by number, planning", got)
		}
	})
}

func TestRegisterRefusesAClash(t *testing.T) {
	withRegistry(t, func() {
		Register(toyAs("a", 1, Axiomatic))
		for name, clash := range map[string]Task{
			"slug":   toyAs("a", 2, Planning),
			"number": toyAs("b", 1, Planning),
			"bucket": toyAs("c", 3, "elsewhere"),
		} {
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("a task with a clashing %s was registered", name)
					}
				}()
				Register(clash)
			}()
		}
	})
}
