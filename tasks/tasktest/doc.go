// Package tasktest is what every task's tests share: the contract every task
// must honour (Conformance), its reviewable text golden (Golden), and the
// assertions grader tests make (a report failed on a named check whose detail
// says the right thing, or passed), and the benchmarks tasks share (grading
// every canonical subpass, timing OpenSCAD on the same work where it is
// installed). It is imported only by tests, so nothing
// here reaches the WebAssembly build; that is why the JSON-schema validator
// may live here.
//
// Imports: tasks, verifiers, wire and the JSON-schema validator; only tests
// import it.
package tasktest
