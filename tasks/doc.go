// Package tasks holds the contract every scbench task implements, the
// registry the catalogue is read from, and the logic that turns a request (a
// canonical subpass, or parameters and a seed) into an instance. One package
// per task lives below it, named by the task's slug without hyphens
// (tasks/polynomialfit for polynomial-fit), and holds everything about that
// task: parameters, canonical data, generator, prompt, answer type, reference
// solver, scene, grader, overlay, tests and benchmarks. tasks/internal holds
// helpers several tasks share that are not tasks.
//
// A task is a difficulty manifold in the style of ReasonScape: typed parameters
// with ranges, defaults and presets (params.go), a pure seeded generator over
// them, and the paper's canonical subpasses reproduced exactly. A task writes
// only its own hooks in a Def[Data, Answer]; Define (define.go) turns it into
// the Task the front ends use. The answer type is declared once: its schema,
// the fields the parser looks for and its decoding follow from it, so that
// Grade receives the reply's answer decoded into Answer. Each task package
// registers its Task in an init (Register, registry.go), and suite imports
// them all: the catalogue comes from the tasks. ExampleDefine
// (example_test.go) defines a toy task end to end.
//
// Imports: scene, verifiers, wire (a line's instance reference, RequestOf) and
// tasks/internal/rng below it; never suite, api or a front end. No task
// package imports another.
package tasks
