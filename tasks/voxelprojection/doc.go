// Package voxelprojection is SCBench task 6 (slug voxel-projection): place
// exactly K voxels in an N×N×N grid so that all three axis-aligned projections
// are full squares and no rotation or reflection of the cube maps the set onto
// itself; one canonical subpass also forbids voxels whose coordinate sum x+y+z
// contains the digit 7.
//
// The instance is only (N, K, forbidden digit). The canonical subpasses are the
// spec's six; generated instances take N and K from their parameters, and when
// the digit rule is on the seed picks the forbidden digit.
//
// The package holds the whole task: parameters and canonical table
// (voxelprojection.go), the cube's symmetries and the reference construction
// (construct.go), the prompt, the scene, the grader (grade.go) and its
// overlay, with their tests.
//
// Imports: scene, tasks, tasks/internal/rng, verifiers, wire; never another
// task, nor anything above tasks (suite, api, cmd).
package voxelprojection
