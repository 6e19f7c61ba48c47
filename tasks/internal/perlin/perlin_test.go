package perlin

import (
	"math"
	"testing"

	"github.com/scbench/scbench/tasks/internal/pyrandom"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Values printed by upstream's PerlinNoise(seed=58) under CPython 3.11 (the
// table of the canonical 16×16 map).
func TestMatchesUpstream(t *testing.T) {
	nz := New(pyrandom.New(58).Shuffle)
	for _, c := range []struct{ x, y, want float64 }{
		{0.3, 0.7, -0.01818147408000015},
		{2.25, 5.5, 0.314697265625},
		{7.9, 0.05, -0.058405871382500106},
		{-1.5, 3.25, 0.008544921875},
		{300.1, 2.2, 0.22503852287999415},
	} {
		if got := nz.At(c.x, c.y); got != c.want {
			t.Errorf("noise(%v, %v) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
	if got := nz.Octaves(1.1, 3.7, 4, 0.5); got != 0.1928622440106667 {
		t.Errorf("octave_noise(1.1, 3.7) = %v", got)
	}
	if got := nz.Octaves(4.6, 0.3, 6, 0.65); got != -0.12630847419169652 {
		t.Errorf("octave_noise(4.6, 0.3, 6, 0.65) = %v", got)
	}
}

// Gradient noise vanishes at every lattice point and stays within [-1, 1].
func TestLatticeZerosAndRange(t *testing.T) {
	nz := New(rng.New(3).Shuffle)
	for x := -3; x <= 300; x += 7 {
		for y := -3; y <= 20; y++ {
			if v := nz.At(float64(x), float64(y)); v != 0 {
				t.Fatalf("noise(%d, %d) = %v, want 0", x, y, v)
			}
		}
	}
	for i := 0; i < 20000; i++ {
		x, y := float64(i%211)*0.137, float64(i/211)*0.291
		if v := nz.At(x, y); math.IsNaN(v) || v < -1 || v > 1 {
			t.Fatalf("noise(%v, %v) = %v", x, y, v)
		}
	}
}

// The table is a permutation, repeated: every value 0..255 once in each half.
func TestTableIsAPermutation(t *testing.T) {
	nz := New(rng.New(9).Shuffle)
	var seen [256]int
	for i, v := range nz.perm {
		seen[v]++
		if i >= 256 && v != nz.perm[i-256] {
			t.Fatalf("perm[%d] = %d, but perm[%d] = %d", i, v, i-256, nz.perm[i-256])
		}
	}
	for v, n := range seen {
		if n != 2 {
			t.Fatalf("%d appears %d times", v, n)
		}
	}
}
