// Package pyrandom reproduces CPython's random.Random: the Mersenne Twister
// MT19937 seeded through init_by_array, and the draws built on it. Some of the
// paper's canonical instances were drawn with it upstream; scbench uses it only
// to reproduce (and test) those. Fresh instances use tasks/rng.
//
// Imports: only the standard library.
package pyrandom
