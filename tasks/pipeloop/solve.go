package pipeloop

import (
	"math"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// The reference solver builds candidate loops from a few constructions and
// returns the first that passes every rule of the instance (Evaluate) and is
// clean: apart from the crossings a preset demands, no two non-adjacent pipes
// even touch. In order:
//
//  1. the equilateral triangle in the corner (three pipes);
//  2. star polygons: vertices alternating between an outer radius b and an
//     inner radius a around the centre, at angles φ + iπ/k for N = 2k, with a
//     chosen so that every pipe is exactly 1 long; several φ and b are tried;
//  3. the regular N-gon, if it fits (any N, odd ones included);
//  4. lattice loops: the boundary of a rectangle of perimeter N, or the whole
//     square's boundary with (N − 4B)/2 unit bumps pushed inwards;
//  5. seeded searches over turn sequences (for angle windows, a fixed start
//     and required crossings): 4-fold rotationally symmetric loops, whose
//     closure is automatic when each quarter turns by 90°; 180°-symmetric
//     loops (half turning 180° + 360°k), whose crossings come in pairs; and
//     mirror-symmetric loops whose half path starts and ends on the mirror
//     line, each crossing of that line giving one crossing pair.
//
// Every search draws from a generator seeded by the instance's size alone, so
// the solver is a pure function of the instance.

// witness returns a loop satisfying every rule of d, or nil.
func witness(d *Data) []geom.Vec2 {
	for _, build := range []func(*Data) []geom.Vec2{triangle, stars, regularPolygon, latticeLoop, fourFoldSearch, halfTurnSearch, mirrorSearch} {
		if pts := build(d); pts != nil {
			return pts
		}
	}
	return nil
}

// accept rounds a candidate to 6 decimals, clamps rounding noise into the
// square, and returns it if it passes every rule and is clean.
func accept(d *Data, pts []geom.Vec2) []geom.Vec2 {
	if len(pts) != d.Pipes {
		return nil
	}
	B := float64(d.Side)
	out := make([]geom.Vec2, len(pts))
	for i, p := range pts {
		for k := 0; k < 2; k++ {
			v := math.Round(float64(p[k]*1e6)) / 1e6
			if v < 0 && v > -1e-9 {
				v = 0
			}
			if v > B && v < B+1e-9 {
				v = B
			}
			out[i][k] = v + 0
		}
	}
	if !Evaluate(d, out).Passed() {
		return nil
	}
	if n := crossingTarget(d); touches(out, n) != n {
		return nil
	}
	return out
}

// touches counts the pairs of non-adjacent pipes that share a point, stopping
// once it exceeds limit.
func touches(pts []geom.Vec2, limit int) int {
	m := len(pts)
	count := 0
	for i := 0; i < m; i++ {
		a, b := pts[i], pts[(i+1)%m]
		xlo, xhi := math.Min(a[0], b[0]), math.Max(a[0], b[0])
		ylo, yhi := math.Min(a[1], b[1]), math.Max(a[1], b[1])
		for j := i + 2; j < m; j++ {
			if i == 0 && j == m-1 {
				continue
			}
			c, e := pts[j], pts[(j+1)%m]
			if (c[0] < xlo && e[0] < xlo) || (c[0] > xhi && e[0] > xhi) || (c[1] < ylo && e[1] < ylo) || (c[1] > yhi && e[1] > yhi) {
				continue
			}
			if geom.SegmentsTouch(a, b, c, e) {
				count++
				if count > limit {
					return count
				}
			}
		}
	}
	return count
}

func triangle(d *Data) []geom.Vec2 {
	if d.Pipes != 3 {
		return nil
	}
	return accept(d, []geom.Vec2{{0, 0}, {1, 0}, {0.5, math.Sqrt(3) / 2}})
}

// stars tries star polygons for even N around the centre of the square.
func stars(d *Data) []geom.Vec2 {
	if d.Pipes < 4 || d.Pipes%2 != 0 {
		return nil
	}
	k := d.Pipes / 2
	step := math.Pi / float64(k)
	s, c := portable.SinCos(step)
	for _, factor := range []float64{1, 0.9, 0.8, 0.7, 0.6, 0.5} {
		b := math.Min(float64(d.Side)/2*factor, 1/s)
		disc := math.Max(0, 1-float64(float64(b*b)*float64(s*s)))
		a := float64(b*c) - math.Sqrt(disc)
		if a <= 1e-9 {
			a = float64(b*c) + math.Sqrt(disc)
		}
		for _, phi := range []float64{0, step / 2, math.Pi / 6, math.Pi / 4} {
			pts := make([]geom.Vec2, d.Pipes)
			for i := range pts {
				r := b
				if i%2 == 1 {
					r = a
				}
				pts[i] = polar(d, r, phi+float64(float64(i)*step))
			}
			if out := accept(d, pts); out != nil {
				return out
			}
		}
	}
	return nil
}

// polar returns the point at radius r and angle θ from the square's centre.
func polar(d *Data, r, theta float64) geom.Vec2 {
	u := geom.UnitDir(theta)
	h := float64(float64(d.Side) / 2)
	return geom.Vec2{h + float64(r*u[0]), h + float64(r*u[1])}
}

// regularPolygon tries the regular N-gon with unit sides around the centre.
func regularPolygon(d *Data) []geom.Vec2 {
	step := 2 * math.Pi / float64(d.Pipes)
	s, _ := portable.SinCos(step / 2)
	r := 1 / (2 * s)
	for _, phi := range []float64{0, step / 2} {
		pts := make([]geom.Vec2, d.Pipes)
		for i := range pts {
			pts[i] = polar(d, r, phi+float64(float64(i)*step))
		}
		if out := accept(d, pts); out != nil {
			return out
		}
	}
	return nil
}

// latticeLoop builds a loop of unit steps on the integer lattice: the boundary
// of an a×b rectangle with 2(a+b) = N when N ≤ 4B, otherwise the boundary of the
// whole square with unit bumps pushed inwards until the loop has N vertices.
func latticeLoop(d *Data) []geom.Vec2 {
	n, B := d.Pipes, d.Side
	if n < 4 || n%2 != 0 {
		return nil
	}
	var a, b int
	if n <= 4*B {
		a = min(B, n/2-1)
		b = n/2 - a
	} else {
		a, b = B, B
	}
	var loop [][2]int
	for x := 0; x < a; x++ {
		loop = append(loop, [2]int{x, 0})
	}
	for y := 0; y < b; y++ {
		loop = append(loop, [2]int{a, y})
	}
	for x := a; x > 0; x-- {
		loop = append(loop, [2]int{x, b})
	}
	for y := b; y > 0; y-- {
		loop = append(loop, [2]int{0, y})
	}
	used := make([]bool, (B+1)*(B+1))
	for _, p := range loop {
		used[p[1]*(B+1)+p[0]] = true
	}
	free := func(x, y int) bool { return x >= 0 && y >= 0 && x <= B && y <= B && !used[y*(B+1)+x] }
	// Bump: replace an edge p→q by p→p'→q'→q where p' = p+n and q' = q+n for a
	// unit normal n with both p' and q' unused. Lattice edges meet only at
	// lattice points, so the loop stays simple. The scan resumes after the
	// last bump so that bumps spread around the loop.
	start := 0
	for len(loop) < n {
		bumped := false
		for t := 0; t < len(loop) && !bumped; t++ {
			i := (start + t) % len(loop)
			p, q := loop[i], loop[(i+1)%len(loop)]
			dx, dy := q[0]-p[0], q[1]-p[1]
			for _, nrm := range [2][2]int{{-dy, dx}, {dy, -dx}} {
				p2 := [2]int{p[0] + nrm[0], p[1] + nrm[1]}
				q2 := [2]int{q[0] + nrm[0], q[1] + nrm[1]}
				if free(p2[0], p2[1]) && free(q2[0], q2[1]) {
					loop = append(loop[:i+1], append([][2]int{p2, q2}, loop[i+1:]...)...)
					used[p2[1]*(B+1)+p2[0]] = true
					used[q2[1]*(B+1)+q2[0]] = true
					start = i + 3
					bumped = true
					break
				}
			}
		}
		if !bumped {
			return nil
		}
	}
	pts := make([]geom.Vec2, len(loop))
	for i, p := range loop {
		pts[i] = geom.Vec2{float64(p[0]), float64(p[1])}
	}
	return accept(d, pts)
}

// searchTries bounds each seeded search: at most 200,000 candidates, and at
// most three million traced vertices.
func searchTries(d *Data) int { return min(200000, 3000000/d.Pipes) }

// wantsSearch reports whether the instance has a constraint the closed-form
// constructions rarely meet (an angle window, a fixed start, required
// crossings). Other instances skip the searches, so that a request no
// construction can meet fails fast.
func wantsSearch(d *Data) bool {
	for _, k := range []string{AngleRange, FixedStart, ExactCrossings} {
		if _, ok := d.Find(k); ok {
			return true
		}
	}
	return false
}

// turnBand returns the allowed turning angles (180° minus the vertex angle) in
// degrees, kept 2° inside the instance's angle window.
func turnBand(d *Data) (lo, hi float64) {
	lo, hi = 40, 140 // vertex angles 40°..140° when the instance sets none
	if c, ok := d.Find(AngleRange); ok {
		lo, hi = 180-c.Max, 180-c.Min
	}
	return lo + 2, hi - 2
}

// searchRand seeds a search from the instance's size and the search's name.
func searchRand(d *Data, name string) *rng.Rand {
	return rng.New(uint64(d.Pipes)<<20 | uint64(d.Side)).Derive(name)
}

// drawTurn returns a turning angle in degrees with a magnitude in [lo, hi] and
// a random sign.
func drawTurn(r *rng.Rand, lo, hi float64) float64 {
	t := lo + float64((hi-lo)*r.Float64())
	if r.Bool() {
		return -t
	}
	return t
}

// trace walks unit steps: edge i leaves vertex i in direction dirs[i]
// (degrees), starting from the origin.
func trace(dirs []float64) []geom.Vec2 {
	pts := make([]geom.Vec2, len(dirs))
	var cur geom.Vec2
	for i, a := range dirs {
		pts[i] = cur
		u := geom.UnitDir(a * (math.Pi / 180))
		cur = geom.Vec2{cur[0] + u[0], cur[1] + u[1]}
	}
	return pts
}

// place translates a traced loop into the square: vertex 0 onto the fixed
// start target if there is one, otherwise the bounding box centred. It returns
// nil if the loop does not fit inside the margin the instance asks for.
func place(d *Data, pts []geom.Vec2) []geom.Vec2 {
	B := float64(d.Side)
	margin := 0.0
	if c, ok := d.Find(AvoidMargin); ok {
		margin = d.Scaled(c.Fraction)
	}
	lo := geom.Vec2{math.Inf(1), math.Inf(1)}
	hi := geom.Vec2{math.Inf(-1), math.Inf(-1)}
	for _, p := range pts {
		for k := 0; k < 2; k++ {
			lo[k] = math.Min(lo[k], p[k])
			hi[k] = math.Max(hi[k], p[k])
		}
	}
	var shift geom.Vec2
	if c, ok := d.Find(FixedStart); ok {
		shift = geom.Vec2{d.Scaled(c.Target[0]) - pts[0][0], d.Scaled(c.Target[1]) - pts[0][1]}
	} else {
		shift = geom.Vec2{(B - lo[0] - hi[0]) / 2, (B - lo[1] - hi[1]) / 2}
	}
	const slack = 1e-3 // keep clear of the walls by more than the rounding
	for k := 0; k < 2; k++ {
		if lo[k]+shift[k] < margin+slack || hi[k]+shift[k] > B-margin-slack {
			return nil
		}
	}
	out := make([]geom.Vec2, len(pts))
	for i, p := range pts {
		out[i] = geom.Vec2{p[0] + shift[0], p[1] + shift[1]}
	}
	return out
}

// crossingTarget returns how many crossing pairs the loop must have.
func crossingTarget(d *Data) int {
	n, _ := d.CrossingRule()
	return n
}

// fourFoldSearch draws loops with 4-fold rotational symmetry: a quarter of N/4
// turns summing to 90°, repeated four times, closes by construction.
func fourFoldSearch(d *Data) []geom.Vec2 {
	if !wantsSearch(d) || d.Pipes < 8 || d.Pipes%4 != 0 || crossingTarget(d) != 0 {
		return nil
	}
	return periodicSearch(d, d.Pipes/4, []float64{90}, "four-fold")
}

// halfTurnSearch draws loops with 180° rotational symmetry: half of N turns
// summing to 180° + 360°k, repeated twice. Crossing pairs then come in
// symmetric pairs, so it serves even crossing counts (and, after the 4-fold
// search, loops without crossings whose N is not a multiple of 4).
func halfTurnSearch(d *Data) []geom.Vec2 {
	if !wantsSearch(d) || d.Pipes < 6 || d.Pipes%2 != 0 || crossingTarget(d)%2 != 0 {
		return nil
	}
	return periodicSearch(d, d.Pipes/2, []float64{540, -180, 180}, "half-turn")
}

// periodicSearch draws turn sequences of the given period whose turns sum to
// one of totals (each a multiple of 360° divided by the number of periods, so
// that the repeated sequence closes), and returns the first loop that passes.
func periodicSearch(d *Data, period int, totals []float64, name string) []geom.Vec2 {
	lo, hi := turnBand(d)
	r := searchRand(d, name)
	turns := make([]float64, period)
	dirs := make([]float64, d.Pipes)
	for try := 0; try < searchTries(d); try++ {
		total := totals[0]
		if len(totals) > 1 {
			total = totals[r.Intn(len(totals))]
		}
		sum := 0.0
		for i := 0; i < period-1; i++ {
			turns[i] = drawTurn(r, lo, hi)
			sum += turns[i]
		}
		last := total - sum
		if math.Abs(last) < lo || math.Abs(last) > hi {
			continue
		}
		turns[period-1] = last
		if out := tryTurns(d, turns, dirs, crossingTarget(d)); out != nil {
			return out
		}
	}
	return nil
}

// tryTurns traces the periodic turn sequence, places the loop and checks it.
func tryTurns(d *Data, turns, dirs []float64, want int) []geom.Vec2 {
	a := 0.0
	for i := range dirs {
		dirs[i] = a
		a += turns[i%len(turns)]
	}
	return finish(d, trace(dirs), want)
}

// finish places a candidate loop and accepts it if its crossing count (cheaply
// bounded first) is the one wanted.
func finish(d *Data, pts []geom.Vec2, want int) []geom.Vec2 {
	pts = place(d, pts)
	if pts == nil || touches(pts, want) != want {
		return nil
	}
	return accept(d, pts)
}

// mirrorSearch draws loops symmetric under reflection in a vertical line, with
// vertex 0 and vertex N/2 on that line. The half path of N/2 pipes has random
// turns; its starting direction is chosen so that it ends on the mirror line
// (the horizontal components of its steps sum to zero). Every crossing of the
// mirror line is a crossing pair, so this serves odd crossing counts.
func mirrorSearch(d *Data) []geom.Vec2 {
	want := crossingTarget(d)
	if !wantsSearch(d) || d.Pipes < 6 || d.Pipes%2 != 0 || want%2 != 1 {
		return nil
	}
	n, h := d.Pipes, d.Pipes/2
	lo, hi := turnBand(d)
	vlo, vhi := 180-hi, 180-lo
	r := searchRand(d, "mirror")
	psi := make([]float64, h)
	units := make([]geom.Vec2, h)
	half := make([]geom.Vec2, h)
	for try := 0; try < searchTries(d); try++ {
		var sx, sy float64
		for i := 0; i < h; i++ {
			if i > 0 {
				psi[i] = psi[i-1] + drawTurn(r, lo, hi)
			}
			units[i] = geom.UnitDir(psi[i] * (math.Pi / 180))
			sx += units[i][0]
			sy += units[i][1]
		}
		// Σ cos(φ0 + ψi) = sx·cos φ0 − sy·sin φ0 vanishes at φ0 = 90° − atan2(sy, sx).
		phi0 := math.Pi/2 - portable.Atan2(sy, sx)
		if r.Bool() {
			phi0 += math.Pi
		}
		rot := geom.UnitDir(phi0)
		for i, u := range units {
			units[i] = geom.Vec2{float64(rot[0]*u[0]) - float64(rot[1]*u[1]), float64(rot[1]*u[0]) + float64(rot[0]*u[1])}
		}
		// The angles at the two vertices on the mirror line are those between
		// the first (last) pipe of the half and its mirror image.
		first, last := units[0], units[h-1]
		a0 := geom.VertexAngle(geom.Vec2{-first[0], first[1]}, geom.Vec2{}, first)
		ah := geom.VertexAngle(geom.Vec2{-last[0], -last[1]}, geom.Vec2{}, geom.Vec2{last[0], -last[1]})
		if a0 < vlo || a0 > vhi || ah < vlo || ah > vhi {
			continue
		}
		var cur geom.Vec2
		for i, u := range units {
			half[i] = cur
			cur = geom.Vec2{cur[0] + u[0], cur[1] + u[1]}
		}
		if !halfFits(d, half) {
			continue
		}
		pts := make([]geom.Vec2, n)
		copy(pts, half)
		pts[h] = geom.Vec2{0, cur[1]} // exactly on the mirror line x = 0
		for i := 1; i < h; i++ {
			pts[n-i] = geom.Vec2{-pts[i][0], pts[i][1]}
		}
		if out := finish(d, pts, want); out != nil {
			return out
		}
	}
	return nil
}

// halfFits is a quick test that a mirror-symmetric loop built from this half
// path (mirror line x = 0) could fit in the square.
func halfFits(d *Data, half []geom.Vec2) bool {
	B := float64(d.Side)
	ylo, yhi, xmax := math.Inf(1), math.Inf(-1), 0.0
	for _, p := range half {
		ylo, yhi = math.Min(ylo, p[1]), math.Max(yhi, p[1])
		xmax = math.Max(xmax, math.Abs(p[0]))
	}
	return 2*xmax < B && yhi-ylo < B
}
