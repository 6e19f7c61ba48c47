// Package memo keeps the results of work that depends on its key alone, for
// the few keys used last: what a grader computes once for an instance or a
// file and reuses while a batch grades many answers to it. A kept value is
// never changed, so callers running at once may share it.
//
// It imports only sync.
package memo
