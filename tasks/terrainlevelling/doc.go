// Package terrainlevelling is SCBench task 28: plan explosive blasts on a
// hilly heightmap so that the rubble, rolling downhill, leaves the largest
// possible flat area for a city.
//
// The nine canonical maps (16×16 to 48×48) are upstream's, drawn bit for bit
// by a port of its Perlin-noise generator seeded through CPython's random
// (tasks/internal/perlin, tasks/internal/pyrandom); fresh maps come from the
// same noise over the project's own generator, with the size and the noise
// settings as parameters.
//
// Following DECISIONS.md, blasts are simulated by the deterministic
// "rolling-v1" model (blast.go) instead of upstream's PyBullet spheres, and
// the prompt states it in full, with the real flat rule (side neighbours
// within 0.2) and the real axes (x the column, y the row, row 0 printed
// first). A depth must be greater than 0 and at most the height of its cell
// when it fires. Every report names the model, in the check after the
// answer is read.
//
// The reference answer is upstream's placebo planner run against this
// model (plan.go): a baseline, not a perfect plan, scoring between 0.09 and
// 0.53 on the canonical maps. RandomPlan is upstream's random guess.
//
// The graded plan's picture replays it as scene frames (overlay.go): the map
// before and after the blasts, sampled when the plan is long, with the
// largest city outlined and the change in height coloured.
//
// Files: terrainlevelling.go (types, parameters, the task), generate.go
// (maps), grid.go (a map being worked on, printing), blast.go (the model),
// city.go (the largest flat region), plan.go (score, planners), prompt.go,
// grade.go, scene.go, overlay.go.
//
// It imports scene, verifiers, tasks and tasks/internal; it must not import
// another task, nor anything above tasks (suite, api, cmd).
package terrainlevelling
