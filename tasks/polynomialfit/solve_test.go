package polynomialfit

import (
	"fmt"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// The spike sum's text for three spikes, written out by hand: F = H(0..3) =
// H(0)·Π(1..3) + Π(0)·G(1..3), which expands to P·D0·D1·D2 + a0·D1·D2 +
// a1·D0·D2 + a2·D0·D1.
func TestSpikeSumText(t *testing.T) {
	spikes := []cellSpike{{0, 5, 2}, {7, 3, -3}, {4, 0, 2}}
	d0, d1, d2 := "(1e-3+x**2+(y-5)**2)", "(1e-3+(x-7)**2+(y-3)**2)", "(1e-3+(x-4)**2+y**2)"
	want := "((P)*" + d0 + " + 2e-3)*(" + d1 + "*" + d2 + ") + " + d0 + "*((-3e-3)*" + d2 + "+" + d1 + "*2e-3)"
	src, ops := spikeSum("P", spikes, 3, 0)
	if src != want || ops != 32 {
		t.Fatalf("spike sum\n%s (%d operations), want\n%s", src, ops, want)
	}
	// Scaled by σ = 10^-2: every factor gets *1e-2 and every a_k two more
	// decimal places.
	src, ops = spikeSum("P", spikes, 3, 2)
	if !strings.Contains(src, "(1e-3+x**2+(y-5)**2)*1e-2") || !strings.Contains(src, "(-3e-5)") || strings.Contains(src, "2e-3") || ops != 35 {
		t.Fatalf("scaled spike sum %s (%d operations)", src, ops)
	}
	if src, ops := spikeSum("P", nil, 3, 0); src != "P" || ops != 0 {
		t.Fatalf("no spikes: %s, %d", src, ops)
	}
}

// ε is the widest that keeps every other cell's sign: here a neighbour with
// |P| = 0.01 allows a spike of 2 to reach it with at most 0.005, so
// 2/(1 + 10^e) ≤ 0.005 needs e = 3.
func TestSpikeExponent(t *testing.T) {
	n := 8
	vals := make([]float64, n*n)
	for i := range vals {
		vals[i] = 1
	}
	candidate := make([]bool, n*n)
	candidate[3*n+3] = true
	spikes := []cellSpike{{3, 3, 2}}
	if e := spikeExponent(vals, candidate, spikes, n); e != 1 {
		t.Errorf("e = %d, want 1", e)
	}
	vals[3*n+4] = -0.01
	if e := spikeExponent(vals, candidate, spikes, n); e != 3 {
		t.Errorf("e = %d, want 3", e)
	}
	// A cell that needs a spike but has none is not protected.
	vals[3*n+4] = 1e-12
	candidate[3*n+4] = true
	if e := spikeExponent(vals, candidate, spikes, n); e != 1 {
		t.Errorf("e = %d, want 1", e)
	}
}

func TestSpikeScale(t *testing.T) {
	spread := func(n, k int) []cellSpike {
		var out []cellSpike
		for i := 0; i < k; i++ {
			out = append(out, cellSpike{(i * 37) % n, (i * 53) % n, 2})
		}
		return out
	}
	cases := []struct {
		n, k, t int
		ok      bool
	}{
		{8, 5, 0, true},
		{128, 22, 0, true},
		{128, 80, 1, true},
		{128, 400, 0, false},
	}
	for _, c := range cases {
		if tt, ok := spikeScale(spread(c.n, c.k), c.n, 3); ok != c.ok || (ok && tt != c.t) {
			t.Errorf("%d spikes on %d×%d: t = %d, %v; want %d, %v", c.k, c.n, c.n, tt, ok, c.t, c.ok)
		}
	}
}

// BenchmarkFit times the reference fitter on every canonical grid: the whole
// of Solve.
func BenchmarkFit(b *testing.B) {
	for k := range canonicalTable {
		d := tasktest.Canonical(b, Task, k).Data.(*Data)
		b.Run(fmt.Sprintf("subpass=%d", k), func(b *testing.B) {
			for b.Loop() {
				fit(d.Rows)
			}
		})
	}
}

// BenchmarkHingeFit times the least-squares part of the fitter alone, at the
// degree fit starts with.
func BenchmarkHingeFit(b *testing.B) {
	for k := range canonicalTable {
		d := tasktest.Canonical(b, Task, k).Data.(*Data)
		n := d.Size
		lab := make([]float64, n*n)
		for y, row := range d.Rows {
			for x := range n {
				lab[y*n+x] = -1
				if row[x] == '#' {
					lab[y*n+x] = 1
				}
			}
		}
		b.Run(fmt.Sprintf("subpass=%d", k), func(b *testing.B) {
			for b.Loop() {
				hingeFit(lab, n, degreeFor(n))
			}
		})
	}
}
