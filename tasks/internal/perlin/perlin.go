package perlin

import "math"

// Noise is one noise field, fixed by its permutation table.
type Noise struct {
	// perm is a permutation of 0..255, repeated once so that perm[i+1] and
	// perm[perm[i]+j+1] never need wrapping.
	perm [512]int
}

// New builds a noise field whose table 0..255 is permuted by shuffle, which
// is called once with n = 256 and a swap function (the signature of
// pyrandom.Rand.Shuffle and rng.Rand.Shuffle).
func New(shuffle func(n int, swap func(i, j int))) *Noise {
	nz := &Noise{}
	for i := 0; i < 256; i++ {
		nz.perm[i] = i
	}
	shuffle(256, func(i, j int) { nz.perm[i], nz.perm[j] = nz.perm[j], nz.perm[i] })
	copy(nz.perm[256:], nz.perm[:256])
	return nz
}

// gradients are the eight gradient directions, indexed by a corner's hash
// modulo 8.
var gradients = [8][2]float64{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}}

// fade is the smootherstep 6t⁵ − 15t⁴ + 10t³, evaluated as t·t·t·(t·(t·6 − 15) + 10).
func fade(t float64) float64 {
	inner := float64(t*6) - 15
	inner = float64(t*inner) + 10
	return t * t * t * inner
}

// lerp is a + t·(b − a).
func lerp(a, b, t float64) float64 { return a + float64(t*(b-a)) }

// grad is the dot product of corner hash h's gradient with (x, y).
func grad(h int, x, y float64) float64 {
	g := gradients[h%8]
	return float64(g[0]*x) + float64(g[1]*y)
}

// At is the noise at (x, y), in about [-1, 1]; it is 0 at every lattice point.
func (nz *Noise) At(x, y float64) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	xi, yi := int(fx)&255, int(fy)&255
	xf, yf := x-fx, y-fy
	u, v := fade(xf), fade(yf)
	p := &nz.perm
	aa := p[p[xi]+yi]
	ab := p[p[xi]+yi+1]
	ba := p[p[xi+1]+yi]
	bb := p[p[xi+1]+yi+1]
	x1 := lerp(grad(aa, xf, yf), grad(ba, xf-1, yf), u)
	x2 := lerp(grad(ab, xf, yf-1), grad(bb, xf-1, yf-1), u)
	return lerp(x1, x2, v)
}

// Octaves sums octaves of noise, each at twice the frequency and persistence
// times the amplitude of the one before, starting at frequency and amplitude
// 1, and divides by the sum of the amplitudes.
func (nz *Noise) Octaves(x, y float64, octaves int, persistence float64) float64 {
	total, amplitude, frequency, sum := 0.0, 1.0, 1.0, 0.0
	for o := 0; o < octaves; o++ {
		total += float64(nz.At(float64(x*frequency), float64(y*frequency)) * amplitude)
		sum += amplitude
		amplitude *= persistence
		frequency *= 2
	}
	return total / sum
}
