// Package perlin is two-dimensional gradient noise (Ken Perlin's "improved"
// noise with eight gradients), computed exactly as upstream SCBench's terrain
// generator computes it, so that the maps drawn from it upstream are
// reproduced bit for bit: the same permutation table, the same gradients, the
// same fade and interpolation, the same order of every floating-point
// operation.
//
// The permutation comes from a shuffle the caller supplies: CPython's
// random.shuffle (tasks/internal/pyrandom) to reproduce upstream's maps, the
// project's own generator (tasks/internal/rng) for fresh ones.
//
// Products that are summed are rounded on their own (explicit float64
// conversions), so that no platform fuses them into a multiply-add and every
// value is the same natively and in WebAssembly.
//
// It imports nothing of ours; the shuffles come in as functions, so that it
// depends on neither generator.
package perlin
