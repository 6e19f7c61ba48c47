package polynomialfit

import (
	"math"
	"sort"

	"github.com/scbench/scbench/geom/portable"
)

// spec is the generator's configuration: upstream's "v2" blob pattern.
type spec struct {
	Size         int
	Fill         float64
	FreqLimit    int
	Blobs        int
	Waves        int
	SmoothPasses int
}

type blob struct{ cx, cy, sigma, amp float64 }

type wave struct {
	fx, fy     int
	phase, amp float64
}

// draws holds everything the generator drew, in draw order.
type draws struct {
	blobs []blob // positive blobs first, then the negative ones
	waves []wave
}

// draw takes the random values in upstream's order: the positive blobs, then
// max(1, blobs/3) negative ones, then the waves (two frequencies, a phase, an
// amplitude and a sign each).
func (c spec) draw(src source) draws {
	n := float64(c.Size)
	uniform := func(lo, hi float64) float64 { return lo + float64((hi-lo)*src.random()) }
	var d draws
	for i := 0; i < c.Blobs; i++ {
		cx := uniform(0, n-1)
		cy := uniform(0, n-1)
		sigma := uniform(float64(0.18*n), float64(0.38*n))
		amp := uniform(0.9, 1.6)
		d.blobs = append(d.blobs, blob{cx, cy, sigma, amp})
	}
	for i := 0; i < max(1, c.Blobs/3); i++ {
		cx := uniform(0, n-1)
		cy := uniform(0, n-1)
		sigma := uniform(float64(0.25*n), float64(0.5*n))
		amp := -uniform(0.4, 0.9)
		d.blobs = append(d.blobs, blob{cx, cy, sigma, amp})
	}
	f := max(1, min(c.FreqLimit, 3))
	for i := 0; i < c.Waves; i++ {
		fx := src.randint(f)
		fy := src.randint(f)
		phase := uniform(0, 2*math.Pi)
		amp := uniform(0.05, 0.12)
		if !(src.random() > 0.5) {
			amp = -amp
		}
		d.waves = append(d.waves, wave{fx, fy, phase, amp})
	}
	return d
}

// field evaluates the pattern's field at every cell, row-major (y outer), and
// smooths it.
func (c spec) field(d draws) []float64 {
	n := c.Size
	v := make([]float64, n*n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			s := 0.0
			for _, b := range d.blobs {
				dx, dy := float64(x)-b.cx, float64(y)-b.cy
				s += float64(b.amp * exp(-(float64(dx*dx)+float64(dy*dy))/float64(2*b.sigma*b.sigma)))
			}
			for _, w := range d.waves {
				arg := float64(float64((x*w.fx+y*w.fy)*2)*math.Pi)/float64(n) + w.phase
				sn, _ := portable.SinCos(arg)
				s += float64(w.amp * sn)
			}
			v[y*n+x] = s
		}
	}
	for p := 0; p < c.SmoothPasses; p++ {
		v = smooth(v, n)
	}
	return v
}

// smooth applies the 3×3 binomial kernel (weights 1 2 1 / 2 4 2 / 1 2 1, over
// 16) with the border replicated. The weights are powers of two, so every
// product is exact and the sum's order is the only thing that matters: rows
// dy = −1, 0, 1, and within a row dx = −1, 0, 1.
func smooth(v []float64, n int) []float64 {
	out := make([]float64, len(v))
	clamp := func(i int) int { return max(0, min(n-1, i)) }
	w := [3][3]float64{{1, 2, 1}, {2, 4, 2}, {1, 2, 1}}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			s := 0.0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					s += float64(w[dy+1][dx+1] * v[clamp(y+dy)*n+clamp(x+dx)])
				}
			}
			out[y*n+x] = s / 16
		}
	}
	return out
}

// threshold marks the cells whose value is at least the value at sorted
// index ⌊(1 − fill)·(N² − 1)⌋, fill clamped to [0.2, 0.8]. It returns the rows
// ('#' and '.') and the threshold.
func (c spec) threshold(v []float64) ([]string, float64) {
	n := c.Size
	fill := math.Max(0.2, math.Min(0.8, c.Fill))
	sorted := append([]float64(nil), v...)
	sort.Float64s(sorted)
	t := sorted[int((1-fill)*float64(n*n-1))]
	rows := make([]string, n)
	for y := 0; y < n; y++ {
		b := make([]byte, n)
		for x := 0; x < n; x++ {
			b[x] = '.'
			if v[y*n+x] >= t {
				b[x] = '#'
			}
		}
		rows[y] = string(b)
	}
	return rows, t
}

// pattern draws and thresholds a grid.
func (c spec) pattern(src source) []string {
	rows, _ := c.threshold(c.field(c.draw(src)))
	return rows
}

// exp is e^x computed identically on every platform (package math uses
// assembly on some architectures). x = k·ln2 + r with |r| ≤ ln2/2 (ln 2 split
// in two parts so that k·ln2hi is exact), e^r from its Taylor series to r^14,
// then scaled by 2^k. The error is a few units in the last place.
func exp(x float64) float64 {
	switch {
	case x != x:
		return x
	case x > 709.78:
		return math.Inf(1)
	case x < -745.2:
		return 0
	}
	const (
		ln2hi = 6.93147180369123816490e-01
		ln2lo = 1.90821492927058770002e-10
	)
	k := math.Round(x / math.Ln2)
	r := (x - float64(k*ln2hi)) - float64(k*ln2lo)
	sum := 1.0
	for i := 14; i >= 1; i-- {
		sum = 1 + float64(sum*r)/float64(i)
	}
	return math.Ldexp(sum, int(k))
}
