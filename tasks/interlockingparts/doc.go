// Package interlockingparts is the interlocking-parts task (SCBench Q29):
// ten printable parts, each an STL or OpenSCAD file with a 4×4 assembly
// transform, that assemble into a bar cage 350 × 350 × 700 mm inside, held
// by four threaded rods through the corner bars.
//
// One prompt, nine criteria graded on one answer: the subtasks differ only
// in the criterion they score (Data.Criterion), and criterion 0 (every part
// builds as one valid solid) is the prerequisite of the others.
//
//   - interlockingparts.go: Data, Answer, the parameters and the Task;
//   - family.go: the parametric family (the cage's inside, bars, gap band,
//     bed and rod), its feasibility rules, the seeded bed, and the limits
//     every check measures against, derived from the instance's cage;
//   - prompt.go: the prompt, the same for every criterion, with the
//     instance's sizes;
//   - parts.go: one answer part built into a solid in its print pose and in
//     the assembled frame (STL through geom/stl and geom/mesh, OpenSCAD
//     through geom/scad), every problem named;
//   - grade.go: reading the parts, the build, and the dispatch to the
//     criterion; checks.go: the eight criteria after the build; probe.go:
//     the positive-volume tests by parallel rays that they rest on;
//   - reference.go and reference/*.scad: the reference design (five
//     OpenSCAD parts, each printed twice), written anew from the spec and
//     made parametric: the solver sets each fixture's top-level sizes;
//   - scene.go: the bed, the cage's limits and the rods; draw.go: the
//     overlay (the parts sampled into boxes, print poses, exploded view,
//     assembly, failed probes, the thickness or gap histogram).
//
// It imports geom, geom/mesh, geom/solid, geom/stl, geom/scad, scene,
// tasks, tasks/internal/rng, tasks/internal/memo, verifiers and wire; it
// must not import other tasks, suite or a front end.
package interlockingparts
