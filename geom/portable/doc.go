// Package portable is arithmetic with the same bits on every platform:
// logarithms, exponentials, powers, hypot, arcsines (elementary.go),
// sines, cosines and arctangents (trig.go), and exact signs of 3×3 integer
// determinants in 256-bit fixed width (fixed.go).
//
// Package math computes the elementary functions in pure Go that the arm64
// compiler fuses into multiply-adds, or in assembly that differs by
// architecture, so any result that reaches an instance, a report, a scene or
// a figure takes them from here. Each follows the method and the order of
// operations of the code amd64 runs, with every product that is summed
// rounded explicitly (float64(...)); scripts/fma-check.sh refuses fused code
// and calls into package math's transcendental functions anywhere in the
// module.
//
// It is kept apart from geom so that packages that need only the numbers
// (figures' logarithmic axes) do not pull in geometry.
//
// Imports: the standard library only; geom and everything above stand on it.
package portable
