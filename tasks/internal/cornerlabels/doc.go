// Package cornerlabels holds what SCBench's three corner-label topology tasks
// share (topology-enumeration, enumerate-edges and classify-behaviour): the
// corners and edges of a unit square, the reading orders a prompt lists them in,
// relabelling by first occurrence, the fifteen cases of the case registry, the
// rule that decides how class boundaries must run inside a square whose only
// known facts are its corner labels, and the drawing of such squares.
//
// Geometric order is counter-clockwise from the bottom left: corners
// bottom-left (0), bottom-right (1), top-right (2), top-left (3); edges bottom
// (0, joining corners 0 and 1), right (1: 1–2), top (2: 2–3), left (3: 3–0).
// A prompt lists corner labels, and numbers edges, in a reading order: a
// permutation of the geometric indices.
//
// Imports: scene, tasks, tasks/internal/rng, verifiers; never a task package.
package cornerlabels
