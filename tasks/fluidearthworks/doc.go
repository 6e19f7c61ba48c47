// Package fluidearthworks is SCBench task 23 (slug fluid-earthworks): plan
// earthworks on an N×N×8 voxel world of flat rock, boxes of rock or air
// applied in order, so that after a stated rain the water meets a goal (a
// lake of 36 columns, three lakes on three levels, a hidden lake, a ring
// around a dry centre, exactly K voxels, ...). The plan is graded by
// simulating it: the boxes, the rock settling, the rain, then the goal's
// measure with upstream's partial credit.
//
// The simulation (world.go, rock.go, rain.go) is integer-only and
// deterministic, so a plan scores the same natively, in the browser and on
// the worker. It follows upstream's grader step for step but one: a drop
// that comes to rest fills its own cell instead of whichever cell CPython's
// set order gave (see rain.go and DEVIATIONS.md). The tests plug upstream's
// order back in to reproduce every world the spec recorded byte for byte.
//
// The package holds the whole task: parameters and canonical table
// (fluidearthworks.go), the goals (goals.go, lakes.go), the plan's reading
// (plan.go), the generator, the prompt, the reference plans (solve.go), the
// grader, the scene and the overlay, whose frames replay the rain.
//
// Imports: scene, tasks, tasks/internal/rng, verifiers, wire; never another
// task, nor anything above tasks (suite, api, cmd).
package fluidearthworks
