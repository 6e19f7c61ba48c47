package pipeloop

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/verifiers"
)

// Result is a loop checked against an instance's rules.
type Result struct {
	// Checks are the rules' outcomes, in the order the grader records them.
	Checks []verifiers.Check
	// Pipes and Vertices name, for a failed check, what broke it (pipe i
	// runs from vertex i to vertex i+1, the last one back to vertex 0), up
	// to maxListed items or pairs.
	Pipes, Vertices map[string][]int
	// Crossings are the crossing pipe pairs (the first maxListed of them) and
	// CrossingCount how many there are in all.
	Crossings     [][2]int
	CrossingCount int
	// Angles are the vertex angles in degrees (180 = straight on).
	Angles   []float64
	Centroid geom.Vec2
	// Hull holds the indices of the strictly convex hull vertices, HullArea
	// its area.
	Hull     []int
	HullArea float64
	// Touched says which sides some vertex touches: left, right, bottom, top.
	Touched [4]bool
	// Pairs counts the pairs of pipes and of vertices the quadratic rules
	// (crossings, separation) examined: at most m(m−1) for m points, which
	// is why the grader bounds m before any geometry.
	Pairs int
}

// record adds a rule's outcome, with the pipes and vertices that broke it.
func (r *Result) record(name string, ok bool, detail string, pipes, vertices []int) {
	r.Checks = append(r.Checks, verifiers.Check{Name: name, OK: ok, Detail: detail})
	if ok {
	}
	if len(pipes) > 0 {
		r.Pipes[name] = pipes
	}
	if len(vertices) > 0 {
		r.Vertices[name] = vertices
	}
}

// Passed reports whether every rule held.
func (r *Result) Passed() bool {
	for _, c := range r.Checks {
		if !c.OK {
			return false
		}
	}
	return true
}

// Failed returns the names of the rules that did not hold.
func (r *Result) Failed() []string {
	var out []string
	for _, c := range r.Checks {
		if !c.OK {
			out = append(out, c.Name)
		}
	}
	return out
}

// maxListed bounds the offending items a check names and keeps.
const maxListed = 64

// sideNames are the sides in Touched order.
var sideNames = [4]string{"left", "right", "bottom", "top"}

// Evaluate checks a loop against every rule of the instance, in upstream's
// order: the always-on checks (count, bounds, pipe lengths, closure, repeated
// vertices, crossings, doubling back), then the preset's constraints in preset
// order. Like upstream it collects every failure rather than stopping at the
// first. The points must be finite and at least three; the caller bounds
// their number (the pairwise checks are quadratic).
func Evaluate(d *Data, pts []geom.Vec2) *Result {
	m := len(pts)
	res := &Result{Angles: make([]float64, m), Pipes: map[string][]int{}, Vertices: map[string][]int{}}
	for i := range pts {
		res.Angles[i] = geom.VertexAngle(pts[(i+m-1)%m], pts[i], pts[(i+1)%m])
	}
	B := float64(d.Side)

	// count
	if m == d.Pipes {
		res.record("count", true, fmt.Sprintf("%d points, one per pipe", m), nil, nil)
	} else {
		hint := ""
		if m == d.Pipes+1 && pts[m-1] == pts[0] {
			hint = " (the last point repeats the first; leave it out)"
		}
		res.record("count", false, fmt.Sprintf("%d points given; a loop of %d pipes has exactly %d%s", m, d.Pipes, d.Pipes, hint), nil, nil)
	}

	// bounds, with no tolerance
	var out []int
	for i, p := range pts {
		if !(p[0] >= 0 && p[0] <= B && p[1] >= 0 && p[1] <= B) {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		res.record("bounds", true, fmt.Sprintf("every vertex lies in the square [0, %d]×[0, %d]", d.Side, d.Side), nil, nil)
	} else {
		res.record("bounds", false, fmt.Sprintf("%s outside the square [0, %d]×[0, %d]",
			listVertices(pts, out, "lies", "lie"), d.Side, d.Side), nil, clip(out))
	}

	// pipe lengths (all but the closing one) and closure
	tol := d.LengthTolerance
	var bad []int
	for i := 0; i+1 < m; i++ {
		if math.Abs(dist(pts[i], pts[i+1])-1) > tol {
			bad = append(bad, i)
		}
	}
	if len(bad) == 0 {
		res.record("pipe lengths", true, fmt.Sprintf("every pipe from vertex 0 to vertex %d is 1 ± %s long", m-1, num(tol)), nil, nil)
	} else {
		parts := make([]string, 0, 5)
		for _, i := range bad[:min(len(bad), 5)] {
			parts = append(parts, fmt.Sprintf("pipe %d (vertex %d to %d) is %s long", i, i, i+1, num(dist(pts[i], pts[i+1]))))
		}
		res.record("pipe lengths", false, fmt.Sprintf("%s; each must be 1 ± %s%s", strings.Join(parts, ", "), num(tol), verifiers.More(len(bad)-len(parts), "pipe", "pipes")), clip(bad), nil)
	}
	closing := dist(pts[m-1], pts[0])
	if math.Abs(closing-1) <= tol {
		res.record("closure", true, fmt.Sprintf("the closing pipe from vertex %d back to vertex 0 is %s long", m-1, num(closing)), nil, nil)
	} else {
		res.record("closure", false, fmt.Sprintf("the closing pipe from vertex %d back to vertex 0 is %s long; it must be 1 ± %s", m-1, num(closing), num(tol)), []int{m - 1}, nil)
	}

	// repeated vertices, compared after rounding to 6 decimals
	if dups := duplicates(pts); len(dups) == 0 {
		res.record("distinct vertices", true, "no two vertices coincide (to 6 decimals)", nil, nil)
	} else {
		parts := make([]string, 0, 5)
		var vs []int
		for _, p := range dups {
			if len(parts) < 5 {
				parts = append(parts, fmt.Sprintf("vertices %d and %d coincide at %s", p[0], p[1], point(pts[p[0]])))
			}
			vs = append(vs, p[0], p[1])
		}
		res.record("distinct vertices", false, strings.Join(parts, ", ")+" (to 6 decimals)"+verifiers.More(len(dups)-len(parts), "pair", "pairs"), nil, clip(vs))
	}

	// crossings
	var examined int
	res.Crossings, res.CrossingCount, examined = crossings(pts)
	res.Pairs += examined
	limit, exact := d.CrossingRule()
	if !exact {
		if res.CrossingCount <= limit {
			what := "no two pipes cross"
			if res.CrossingCount > 0 {
				what = fmt.Sprintf("%s, at most %d allowed", verifiers.Count(res.CrossingCount, "crossing pair", "crossing pairs"), limit)
			}
			res.record("crossings", true, what, nil, nil)
		} else {
			res.record("crossings", false, fmt.Sprintf("%s; %s", crossingWords(res), allowedWords(limit)), pairPipes(res.Crossings), nil)
		}
	}

	// doubling back
	var back []int
	for i := 0; i < m; i++ {
		a, b, c := pts[i], pts[(i+1)%m], pts[(i+2)%m]
		l1, l2 := dist(a, b), dist(b, c)
		if l1 == 0 || l2 == 0 {
			continue
		}
		dot := float64((b[0]-a[0])*(c[0]-b[0])) + float64((b[1]-a[1])*(c[1]-b[1]))
		if dot/float64(l1*l2) < backtrackDot {
			back = append(back, (i+1)%m)
		}
	}
	if len(back) == 0 {
		res.record("doubling back", true, "the loop never doubles back on itself (every vertex angle is above about 8.1°)", nil, nil)
	} else {
		res.record("doubling back", false, fmt.Sprintf("the loop doubles back at %s", listAngles(res.Angles, back)), nil, clip(back))
	}

	for _, c := range d.Constraints {
		evalConstraint(d, c, pts, res)
	}
	return res
}

// evalConstraint checks one preset constraint. max_crossings has no check of
// its own: it sets the limit of the crossings check.
func evalConstraint(d *Data, c Constraint, pts []geom.Vec2, res *Result) {
	B := float64(d.Side)
	m := len(pts)
	switch c.Kind {
	case ExactCrossings:
		if res.CrossingCount == c.Count {
			res.record("exact crossings", true, fmt.Sprintf("%s, as required", crossingWords(res)), nil, nil)
			return
		}
		res.record("exact crossings", false, fmt.Sprintf("%s; exactly %d %s required", crossingWords(res), c.Count, verifiers.Plural(c.Count, "is", "are")), pairPipes(res.Crossings), nil)

	case AngleRange:
		var bad []int
		for i, a := range res.Angles {
			if !(a >= c.Min && a <= c.Max) {
				bad = append(bad, i)
			}
		}
		if len(bad) == 0 {
			res.record("angle range", true, fmt.Sprintf("every vertex angle lies between %s° and %s°", num(c.Min), num(c.Max)), nil, nil)
			return
		}
		n := len(bad)
		res.record("angle range", false, fmt.Sprintf("%s %s %s outside %s°–%s°", verifiers.Plural(n, "the angle at", "the angles at"), listAngles(res.Angles, bad), verifiers.Plural(n, "is", "are"), num(c.Min), num(c.Max)), nil, clip(bad))

	case CentroidBox:
		var sx, sy float64
		for _, p := range pts {
			sx += p[0]
			sy += p[1]
		}
		res.Centroid = geom.Vec2{sx / float64(m), sy / float64(m)}
		x0, x1, y0, y1 := d.Scaled(c.Box[0]), d.Scaled(c.Box[1]), d.Scaled(c.Box[2]), d.Scaled(c.Box[3])
		ok := res.Centroid[0] >= x0 && res.Centroid[0] <= x1 && res.Centroid[1] >= y0 && res.Centroid[1] <= y1
		box := fmt.Sprintf("[%s, %s]×[%s, %s]", num(x0), num(x1), num(y0), num(y1))
		if ok {
			res.record("centroid box", true, fmt.Sprintf("the centroid of the vertices %s lies in %s", point(res.Centroid), box), nil, nil)
			return
		}
		res.record("centroid box", false, fmt.Sprintf("the centroid of the vertices %s lies outside %s", point(res.Centroid), box), nil, nil)

	case MustTouchBoundary:
		t := d.TouchTolerance()
		for _, p := range pts {
			res.Touched[0] = res.Touched[0] || math.Abs(p[0]) <= t
			res.Touched[1] = res.Touched[1] || math.Abs(p[0]-B) <= t
			res.Touched[2] = res.Touched[2] || math.Abs(p[1]) <= t
			res.Touched[3] = res.Touched[3] || math.Abs(p[1]-B) <= t
		}
		var names []string
		for s, ok := range res.Touched {
			if ok {
				names = append(names, sideNames[s])
			}
		}
		list := "none"
		if len(names) > 0 {
			list = strings.Join(names, ", ")
		}
		detail := fmt.Sprintf("vertices touch %s of the square (%s) within %s; at least %d required", verifiers.Count(len(names), "side", "sides"), list, num(t), c.Count)
		res.record("touch sides", len(names) >= c.Count, detail, nil, nil)

	case MinTurns:
		turns := 0
		for _, a := range res.Angles {
			if a < turnAngle {
				turns++
			}
		}
		detail := fmt.Sprintf("%d vertices turn (an angle below %s°); at least %d required", turns, num(turnAngle), c.Count)
		res.record("turns", turns >= c.Count, detail, nil, nil)

	case MaxStraightRun:
		// In index order with no wrap-around, as upstream counts.
		best, bestEnd, run := 0, -1, 0
		for i, a := range res.Angles {
			if a > turnAngle {
				run++
				if run > best {
					best, bestEnd = run, i
				}
			} else {
				run = 0
			}
		}
		if best <= c.Count {
			res.record("straight runs", true, fmt.Sprintf("the longest run of straight vertices (angle above %s°) is %d; at most %d allowed", num(turnAngle), best, c.Count), nil, nil)
			return
		}
		var vs []int
		for i := bestEnd - best + 1; i <= bestEnd; i++ {
			vs = append(vs, i)
		}
		res.record("straight runs", false, fmt.Sprintf("vertices %d to %d run straight (angle above %s°), a run of %d; at most %d allowed", bestEnd-best+1, bestEnd, num(turnAngle), best, c.Count), nil, clip(vs))

	case CoverageQuadrants:
		mid := B / 2
		var have [4]bool // bottom-left, bottom-right, top-left, top-right
		for _, p := range pts {
			left, right := p[0] <= mid, p[0] >= mid
			bottom, top := p[1] <= mid, p[1] >= mid
			have[0] = have[0] || (left && bottom)
			have[1] = have[1] || (right && bottom)
			have[2] = have[2] || (left && top)
			have[3] = have[3] || (right && top)
		}
		names := [4]string{"bottom-left", "bottom-right", "top-left", "top-right"}
		var missing []string
		for q, ok := range have {
			if !ok {
				missing = append(missing, names[q])
			}
		}
		if len(missing) == 0 {
			res.record("quadrants", true, fmt.Sprintf("vertices lie in all four quadrants cut by the midlines x = %s and y = %s", num(mid), num(mid)), nil, nil)
			return
		}
		res.record("quadrants", false, fmt.Sprintf("no vertex lies in the %s %s (midlines at %s, inclusive)", strings.Join(missing, ", "), verifiers.Plural(len(missing), "quadrant", "quadrants"), num(mid)), nil, nil)

	case AvoidMargin:
		mg := d.Scaled(c.Fraction)
		var bad []int
		for i, p := range pts {
			if !(p[0] >= mg && p[0] <= B-mg && p[1] >= mg && p[1] <= B-mg) {
				bad = append(bad, i)
			}
		}
		if len(bad) == 0 {
			res.record("margin", true, fmt.Sprintf("every vertex stays at least %s from every wall", num(mg)), nil, nil)
			return
		}
		res.record("margin", false, fmt.Sprintf("%s closer than %s to a wall", listVertices(pts, bad, "lies", "lie"), num(mg)), nil, clip(bad))

	case MinHullArea:
		res.Hull = geom.ConvexHull(pts)
		res.HullArea = polygonArea(pts, res.Hull)
		need := float64(c.Fraction * B * B)
		detail := fmt.Sprintf("the convex hull of the vertices has area %s; at least %s (%s%% of the square) required", num(res.HullArea), num(need), num(c.Fraction*100))
		res.record("hull area", res.HullArea >= need, detail, nil, nil)

	case FixedStart:
		target := geom.Vec2{d.Scaled(c.Target[0]), d.Scaled(c.Target[1])}
		dd := dist(pts[0], target)
		detail := fmt.Sprintf("vertex 0 %s is %s from %s; at most %s allowed", point(pts[0]), num(dd), point(target), num(c.Radius))
		res.record("start", dd <= c.Radius, detail, nil, []int{0})

	case MinSeparation:
		var bad [][2]int
		count := 0
		for i := 0; i < m; i++ {
			for j := i + 2; j < m; j++ {
				res.Pairs++
				if dist(pts[i], pts[j]) < c.Distance {
					count++
					if len(bad) < maxListed {
						bad = append(bad, [2]int{i, j})
					}
				}
			}
		}
		if count == 0 {
			res.record("separation", true, fmt.Sprintf("non-adjacent vertices are at least %s apart", num(c.Distance)), nil, nil)
			return
		}
		parts := make([]string, 0, 5)
		var vs []int
		for _, p := range bad {
			if len(parts) < 5 {
				parts = append(parts, fmt.Sprintf("vertices %d and %d are %s apart", p[0], p[1], num(dist(pts[p[0]], pts[p[1]]))))
			}
			vs = append(vs, p[0], p[1])
		}
		res.record("separation", false, fmt.Sprintf("%s; at least %s required%s", strings.Join(parts, ", "), num(c.Distance), verifiers.More(count-len(parts), "pair", "pairs")), nil, clip(vs))
	}
}

// crossings counts the pipe pairs that cross under upstream's predicate: every
// pair (i, j) with j ≥ i+2 except the first and last pipe, skipping pairs that
// share an endpoint (within 1e-9 in each coordinate), tested with the strict
// two-sided ccw test (geom.SegmentsStraddle, exact). It returns the first
// maxListed crossing pairs, how many there are, and how many pairs it
// examined.
func crossings(pts []geom.Vec2) (pairs [][2]int, count, examined int) {
	m := len(pts)
	// Bounding boxes let most pairs be skipped without a predicate; a pair
	// whose boxes are disjoint cannot straddle.
	lo := make([]geom.Vec2, m)
	hi := make([]geom.Vec2, m)
	for i := range pts {
		a, b := pts[i], pts[(i+1)%m]
		lo[i] = geom.Vec2{math.Min(a[0], b[0]), math.Min(a[1], b[1])}
		hi[i] = geom.Vec2{math.Max(a[0], b[0]), math.Max(a[1], b[1])}
	}
	for i := 0; i < m; i++ {
		p1, p2 := pts[i], pts[(i+1)%m]
		for j := i + 2; j < m; j++ {
			if i == 0 && j == m-1 {
				continue
			}
			examined++
			if lo[j][0] > hi[i][0] || hi[j][0] < lo[i][0] || lo[j][1] > hi[i][1] || hi[j][1] < lo[i][1] {
				continue
			}
			q1, q2 := pts[j], pts[(j+1)%m]
			if near(p1, q1) || near(p1, q2) || near(p2, q1) || near(p2, q2) {
				continue
			}
			if geom.SegmentsStraddle(p1, p2, q1, q2) {
				count++
				if len(pairs) < maxListed {
					pairs = append(pairs, [2]int{i, j})
				}
			}
		}
	}
	return pairs, count, examined
}

func near(a, b geom.Vec2) bool {
	return math.Abs(a[0]-b[0]) <= endpointEps && math.Abs(a[1]-b[1]) <= endpointEps
}

// duplicates returns pairs of vertices that coincide after rounding each
// coordinate to 6 decimals (as Python's round does: correctly rounded, ties to
// even), each repeated vertex paired with its first occurrence.
func duplicates(pts []geom.Vec2) [][2]int {
	type key struct {
		x, y float64
		i    int
	}
	ks := make([]key, len(pts))
	for i, p := range pts {
		ks[i] = key{round6(p[0]), round6(p[1]), i}
	}
	sort.Slice(ks, func(a, b int) bool {
		if ks[a].x != ks[b].x {
			return ks[a].x < ks[b].x
		}
		if ks[a].y != ks[b].y {
			return ks[a].y < ks[b].y
		}
		return ks[a].i < ks[b].i
	})
	var out [][2]int
	first := 0
	for k := 1; k < len(ks); k++ {
		if ks[k].x == ks[first].x && ks[k].y == ks[first].y {
			out = append(out, [2]int{ks[first].i, ks[k].i})
		} else {
			first = k
		}
	}
	sort.Slice(out, func(a, b int) bool {
		if out[a][1] != out[b][1] {
			return out[a][1] < out[b][1]
		}
		return out[a][0] < out[b][0]
	})
	return out
}

func round6(x float64) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', 6, 64), 64)
	return v + 0 // −0 becomes +0
}

// polygonArea is the area of the polygon through pts[idx[0]], pts[idx[1]], ...
func polygonArea(pts []geom.Vec2, idx []int) float64 {
	if len(idx) < 3 {
		return 0
	}
	s := 0.0
	for k, i := range idx {
		j := idx[(k+1)%len(idx)]
		s += float64(pts[i][0]*pts[j][1]) - float64(pts[j][0]*pts[i][1])
	}
	return math.Abs(s) / 2
}

func dist(a, b geom.Vec2) float64 {
	dx, dy := a[0]-b[0], a[1]-b[1]
	return math.Sqrt(float64(dx*dx) + float64(dy*dy))
}

func crossingWords(res *Result) string {
	if res.CrossingCount == 0 {
		return "no two pipes cross"
	}
	// Only the first maxListed pairs are kept, but all are counted: Listed
	// asks for at most five of them and says how many it left out.
	pairs := verifiers.Listed(res.CrossingCount, 5, func(i int) string {
		return fmt.Sprintf("pipes %d and %d", res.Crossings[i][0], res.Crossings[i][1])
	})
	return fmt.Sprintf("%s (%s)", verifiers.Count(res.CrossingCount, "crossing pair", "crossing pairs"), pairs)
}

func allowedWords(limit int) string {
	if limit == 0 {
		return "the loop may neither cross nor touch itself"
	}
	return fmt.Sprintf("at most %d allowed", limit)
}

func pairPipes(pairs [][2]int) []int {
	var out []int
	for _, p := range pairs {
		out = append(out, p[0], p[1])
	}
	return out
}

// listVertices names up to five of the vertices idx with their points,
// followed by the verb for one vertex or many.
func listVertices(pts []geom.Vec2, idx []int, one, many string) string {
	names := verifiers.Listed(len(idx), 5, func(k int) string {
		return fmt.Sprintf("%d %s", idx[k], point(pts[idx[k]]))
	})
	return verifiers.Plural(len(idx), "vertex", "vertices") + " " + names + " " + verifiers.Plural(len(idx), one, many)
}

// listAngles names up to five of the vertices idx with their angles.
func listAngles(angles []float64, idx []int) string {
	return verifiers.Listed(len(idx), 5, func(k int) string {
		return fmt.Sprintf("vertex %d (%s°)", idx[k], strconv.FormatFloat(angles[idx[k]], 'f', 1, 64))
	})
}

func point(p geom.Vec2) string { return "(" + num(p[0]) + ", " + num(p[1]) + ")" }

// num writes a number briefly: at most 6 significant digits.
func num(x float64) string { return strconv.FormatFloat(x, 'g', 6, 64) }

func clip(xs []int) []int {
	if len(xs) > maxListed {
		return xs[:maxListed]
	}
	return xs
}
