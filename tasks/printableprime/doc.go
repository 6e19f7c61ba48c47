// Package printableprime is SCBench task 30 (Q30), the largest 3D-printable
// prime: find the largest prime whose decimal digits, in a seven-segment font,
// can be 3D-printed as a stack without supports, reading upward from the build
// plate, with no 3-digit comma group repeated. The score rewards length (42
// digits, the longest known, earns full marks) and height (a stack of 70 mm or
// less loses 10%).
//
// There is one canonical instance. The manifold has no random element: its two
// parameters are the length that earns full marks and the height to beat, so
// easier variants ask for fewer digits or a lower stack; the seed does not
// change the instance.
//
// The package holds all of the task: the instance and its variants, the
// prompt, the printing and stacking rules with the best known stack
// (rules.go), the grader (grade.go), the scene of the stack and the graded
// overlay.
//
// Imports: scene, tasks, verifiers, wire; never another task, nor anything
// above tasks (suite, api, cmd).
package printableprime
