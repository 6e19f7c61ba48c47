package interlockingparts

// The eight criteria after the build, each on the built parts. Sizes are
// in mm, read from the instance's limits (upstream's for the paper's cage).

import (
	"fmt"
	"math"
	"sort"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/verifiers"
)

// The gap probes: how many of each size and their height. Their sides
// and the squares their centres are drawn from are the instance's limits.
const (
	gapProbes   = 100
	probeHeight = 40.0
)

// bed: criterion 1, a tenth of a point for every part inside the bed.
func (g *grading) bed(r *verifiers.Report) float64 {
	lim := g.d.limits()
	fits := perFile(g, func(p *Part) bool { return !outside(p.Solid, lim.bedLo, lim.bedHi) })
	var over []int
	for i, ok := range fits {
		if !ok {
			over = append(over, i)
		}
	}
	g.marks.printPose = over
	if len(over) > 0 {
		r.Checkf("build volume", false, "%s overflow the %s build volume (%s) in the print pose", partList(over), lim.bedSize(), lim.bedBox())
	} else {
		r.Checkf("build volume", true, "every part lies within the build volume %s", lim.bedBox())
	}
	return float64(len(g.parts)-len(over)) / float64(len(g.parts))
}

// perFile computes f once for each distinct file, in its print pose, and
// gives every part its file's value.
func perFile[T any](g *grading, f func(p *Part) T) []T {
	out := make([]T, len(g.parts))
	for i, p := range g.parts {
		if j := g.distinct[i]; j < i {
			out[i] = out[j]
		} else {
			out[i] = f(p)
		}
		g.tick(i+1, len(g.parts))
	}
	return out
}

// probeCentres draws the centres of the gap probes (x then y of each, the
// small ones first) from the instance's seed.
func (g *grading) probeCentres(lim *limits) (small, large [gapProbes][2]float64) {
	rnd := rng.New(g.d.ProbeSeed)
	at := lim.bedCentre()
	draw := func(out *[gapProbes][2]float64, spread float64) {
		for k := range out {
			for a := 0; a < 2; a++ {
				out[k][a] = at[a] - spread + float64(2*spread*rnd.Float64())
			}
		}
	}
	draw(&small, lim.smallSpread)
	draw(&large, lim.largeSpread)
	return small, large
}

// gapProbes: criterion 2. In each part's print pose, some 40 mm cube must
// miss (a gap of 50 mm or more) and every 101 mm cube must hit (no gap
// over 100 mm).
func (g *grading) gapProbes(r *verifiers.Report) float64 {
	lim := g.d.limits()
	smallProbe, largeProbe := lim.smallProbe, lim.largeProbe
	small, large := g.probeCentres(&lim)
	cube := func(c [2]float64, side float64) solid.Solid {
		h := float64(side / 2)
		return probeBox(geom.Vec3{c[0] - h, c[1] - h, -probeHeight / 2}, geom.Vec3{c[0] + h, c[1] + h, probeHeight / 2})
	}
	type found struct {
		gap, wide bool
		at        [2]float64
	}
	res := perFile(g, func(p *Part) (f found) {
		for _, c := range small {
			if !hits(p.Solid, cube(c, smallProbe), probePitch) {
				f.gap = true
				break
			}
		}
		for _, c := range large {
			if !hits(p.Solid, cube(c, largeProbe), probePitch) {
				f.wide, f.at = true, c
				break
			}
		}
		return f
	})
	var noGap, wide []int
	var wideAt [][2]float64
	for i, f := range res {
		if !f.gap {
			noGap = append(noGap, i)
		}
		if f.wide {
			wide = append(wide, i)
			wideAt = append(wideAt, f.at)
		}
	}
	g.marks.printPose = noGap
	for k, i := range wide {
		c, h := wideAt[k], float64(largeProbe/2)
		g.marks.probes = append(g.marks.probes, probeMark{i, geom.Vec3{c[0] - h, c[1] - h, -probeHeight / 2}, geom.Vec3{c[0] + h, c[1] + h, probeHeight / 2}})
	}
	ok1 := len(noGap) == 0
	if ok1 {
		r.Checkf("gap found", true, "a %g × %g × 40 mm probe fits between the bars of every part (%d probes, seed %d)", smallProbe, smallProbe, gapProbes, g.d.ProbeSeed)
	} else {
		r.Checkf("gap found", false, "all %d of the %g × %g × 40 mm probes hit %s: no gap of %g mm or more", gapProbes, smallProbe, smallProbe, partList(noGap), lim.gapLo)
	}
	ok2 := len(wide) == 0
	if ok2 {
		r.Checkf("no wide gap", true, "every %g × %g mm probe hits every part", largeProbe, largeProbe)
	} else {
		r.Checkf("no wide gap", false, "a %g × %g × 40 mm probe centred at (%.1f, %.1f, 0) misses %s: a gap wider than %g mm", largeProbe, largeProbe, wideAt[0][0], wideAt[0][1], partList(wide[:1]), lim.gapHi)
		if len(wide) > 1 {
			r.Checkf("no wide gap", false, "such probes also miss %s", partList(wide[1:]))
		}
	}
	return passFail(ok1 && ok2)
}

func passFail(ok bool) float64 {
	if ok {
		return 1
	}
	return 0
}

// size: criterion 3. The assembly leaves the interior free and stays
// within the outer limit.
func (g *grading) size(r *verifiers.Report) float64 {
	lim := g.d.limits()
	interior := probeBox(lim.interiorLo, lim.interiorHi)
	var inside, beyond []int
	for i, p := range g.parts {
		if hits(p.Posed, interior, probePitch) {
			inside = append(inside, i)
		}
		if outside(p.Posed, lim.outerLo, lim.outerHi) {
			beyond = append(beyond, i)
		}
		g.tick(i+1, len(g.parts))
	}
	g.marks.assembled = append(inside, beyond...)
	if len(inside) > 0 {
		r.Checkf("interior free", false, "%s reach into the interior %s: the cage is too small or the transforms are wrong", partList(inside), boxText(lim.interiorLo, lim.interiorHi))
	} else {
		r.Checkf("interior free", true, "no part reaches into %s", boxText(lim.interiorLo, lim.interiorHi))
	}
	if len(beyond) > 0 {
		r.Checkf("within limits", false, "%s reach beyond %s: the cage is too large", partList(beyond), boxText(lim.outerLo, lim.outerHi))
	} else {
		r.Checkf("within limits", true, "the assembly lies within %s", boxText(lim.outerLo, lim.outerHi))
	}
	return passFail(len(inside) == 0 && len(beyond) == 0)
}

// rodFit: criterion 4. A rod 1 mm thinner than the instance's (for the
// paper's M6, 5 mm: OpenSCAD's octagon) through each corner over
// z ∈ [−180, 180] touches nothing, and one 10 mm thicker (16 mm, a 26-gon)
// touches the assembly.
func (g *grading) rodFit(r *verifiers.Report) float64 {
	ok := true
	lim := g.d.limits()
	thinD, wideD, rodD := 2*lim.thinRod, 2*lim.wideRod, lim.cage.Rod
	for k, c := range lim.rodAt {
		thin := rod(c[0], c[1], lim.thinRod, -180, 180)
		var blocked []int
		for i, p := range g.parts {
			if hits(p.Posed, thin, rodPitch) {
				blocked = append(blocked, i)
			}
		}
		if len(blocked) > 0 {
			g.marks.rods = append(g.marks.rods, rodMark{c, lim.thinRod, -180, 180, fmt.Sprintf("a %g mm rod that hits a part", thinD)})
			ok = false
			r.Checkf("rod clearance", false, "a %g mm rod at (%g, %g) hits %s: unable to thread a %d mm rod", thinD, c[0], c[1], partList(blocked), rodD)
		}
		wide := rod(c[0], c[1], lim.wideRod, -180, 180)
		touched := false
		for _, p := range g.parts {
			if hits(p.Posed, wide, rodPitch) {
				touched = true
				break
			}
		}
		if !touched {
			g.marks.rods = append(g.marks.rods, rodMark{c, lim.wideRod, -180, 180, fmt.Sprintf("a %g mm rod that touches no part", wideD)})
			ok = false
			r.Checkf("rod held", false, "a %g mm rod at (%g, %g) touches no part: so much clearance a nut would slide through", wideD, c[0], c[1])
		}
		g.tick(k+1, len(lim.rodAt))
	}
	if ok {
		r.Checkf("rod fit", true, "at each corner a %g mm rod passes freely and a %g mm rod would touch the bars", thinD, wideD)
	}
	return passFail(ok)
}

// interference: criterion 5. No two posed parts share more than
// hitTolerance of volume (they may touch).
func (g *grading) interference(r *verifiers.Report) float64 {
	var pairs [][2]int
	for i := range g.parts {
		ilo, ihi := g.parts[i].Posed.Bounds()
		for j := i + 1; j < len(g.parts); j++ {
			jlo, jhi := g.parts[j].Posed.Bounds()
			lo, hi := overlap(ilo, ihi, jlo, jhi)
			if exceeds(solid.Intersection(g.parts[i].Posed, g.parts[j].Posed), lo, hi, probePitch) {
				pairs = append(pairs, [2]int{i, j})
				g.marks.overlaps = append(g.marks.overlaps, [2]geom.Vec3{lo, hi})
			}
		}
		g.tick(i+1, len(g.parts))
	}
	if len(pairs) == 0 {
		r.Check("no interference", true, "no two parts overlap by more than 0.01 mm³ (touching is allowed)")
		return 1
	}
	var names []string
	for k, p := range pairs {
		if k == maxListed {
			names = append(names, fmt.Sprintf("%d more pairs", len(pairs)-maxListed))
			break
		}
		names = append(names, fmt.Sprintf("%d and %d", p[0], p[1]))
	}
	r.Checkf("no interference", false, "parts overlap in the assembly: %s", listed(names))
	return 0
}

// engagement: criterion 6. Every posed part meets at least two of the four
// rods (probes 10 mm thicker than the rod, over z ∈ [0, 800] for the
// paper's cage: 60 mm past the outer limit).
func (g *grading) engagement(r *verifiers.Report) float64 {
	lim := g.d.limits()
	var rods [4]solid.Solid
	for k, c := range lim.rodAt {
		rods[k] = rod(c[0], c[1], lim.wideRod, 0, lim.rodTop)
	}
	var loose, hinged []int
	for i, p := range g.parts {
		n := 0
		for _, rd := range rods {
			if hits(p.Posed, rd, rodPitch) {
				n++
			}
		}
		switch n {
		case 0:
			loose = append(loose, i)
		case 1:
			hinged = append(hinged, i)
		}
		g.tick(i+1, len(g.parts))
	}
	g.marks.assembled = append(loose, hinged...)
	if len(loose) > 0 {
		r.Checkf("rods engaged", false, "%s meet no rod: they will fall out", partList(loose))
	}
	if len(hinged) > 0 {
		r.Checkf("rods engaged", false, "%s meet only one rod: a hinge or door, which is banned", partList(hinged))
	}
	if len(loose)+len(hinged) == 0 {
		r.Check("rods engaged", true, "every part meets at least two rods")
		return 1
	}
	return 0
}

// The thickness and gap samples: rays along the axes on a 2 mm grid.
const (
	samplePitch      = 2.0
	maxSampleRays    = 200_000 // per axis; past it the pitch grows
	maxSamples       = 1_000_000
	minThickSamples  = 25
	minGapSamples    = 50
	thickBin, gapBin = 0.5, 1.0
	thickMax         = 300.0
	minThickShare    = 0.15
	minGapShare      = 0.20
	gapInlier        = 5.0
)

// The bounds of one criterion's axis sampling. A ray through a part of many
// thin layers crosses one interval per layer, and a part's grid holds up to
// maxSampleRays rays per axis: a few thousand slabs in a loop would make
// billions of intervals. Past any bound the criterion fails naming the
// part. The reference cage's parts cross at most 8 intervals per ray, a
// criterion's sampling of them costs under 300,000, and one axis holds
// under 100,000 intervals; the largest cage of the family, five distinct
// parts on grids of maxSampleRays per axis, costs at most 3,000,000 rays
// and a few intervals each.
const (
	maxRayIntervals  = 1_000      // intervals on one ray
	maxSampleWork    = 16_000_000 // rays cast plus intervals found, per criterion
	maxHeldIntervals = 4_000_000  // intervals of one axis held at once (64 MB)
)

// sampleBudget counts the work of one criterion's sampling.
type sampleBudget struct{ left int }

func newSampleBudget() *sampleBudget { return &sampleBudget{left: maxSampleWork} }

// overrun is the ray on which sampling stopped: onRay intervals on it past
// maxRayIntervals, or 0 when the budget ran out there.
type overrun struct {
	onRay int
	o, d  geom.Vec3
}

// String says, in plain words, why sampling stopped.
func (v *overrun) String() string {
	if v.onRay > 0 {
		return fmt.Sprintf("a ray crosses %d separate pieces of material, more than the %d one ray may cross: too many thin layers to measure", v.onRay, maxRayIntervals)
	}
	return fmt.Sprintf("sampling needs more than %d rays and intervals (or %d intervals along one axis), the limits of one check: too many thin layers to measure", maxSampleWork, maxHeldIntervals)
}

// axisSamples casts rays along the given axes over s's bounds on a grid of
// samplePitch (coarser when the bounds are huge). For each ray it gives
// take the ray's intervals and a test of whether the face at parameter t
// (where an interval starts or ends) is broad enough: the rays beside it
// that cross the same plane at t, within capSpan, measure its spans.
// Facet-like filters, after the spec's: a sample counts only where that
// face spans at least minSpan mm both ways and more than capSpan mm one
// way (so bar sides count, end caps do not); for the paper's 10 mm bars,
// 5 and 12 mm. tick, if not nil, hears of every row of rays cast (done of
// total). Every ray costs budget one and every interval it keeps one
// more; a ray of more than maxRayIntervals intervals, or a budget spent,
// stops the sampling before anything is taken and returns what broke it.
func axisSamples(s solid.Solid, axes []int, minSpan, capSpan float64, budget *sampleBudget, take func(iv []solid.Interval, broad func(t float64, start bool) bool), tick func(done, total int)) *overrun {
	lo, hi := s.Bounds()
	if !(lo[0] <= hi[0] && lo[1] <= hi[1] && lo[2] <= hi[2]) {
		return nil
	}
	const rowSteps = 1000 // progress steps of one axis
	for ax, axis := range axes {
		u, v := (axis+1)%3, (axis+2)%3
		area := float64((hi[u] - lo[u]) * (hi[v] - lo[v]))
		pitch := math.Max(samplePitch, math.Sqrt(area/maxSampleRays)*1.01)
		grid, ok := solid.NewGrid(lo, hi, axis, pitch, maxSampleRays)
		if !ok {
			continue
		}
		nu, nv := grid.Size()
		// Every ray's intervals in one list: ray k's are all[at[k]:at[k+1]].
		var all []solid.Interval
		at := make([]int, nu*nv+1)
		for j := 0; j < nv; j++ {
			if tick != nil {
				tick(ax*rowSteps+rowSteps*j/nv, len(axes)*rowSteps)
			}
			for i := 0; i < nu; i++ {
				o, d := grid.Ray(i, j)
				k := len(all)
				all = solid.AppendRayIntervals(all, s, o, d)
				n := len(all) - k
				if n > maxRayIntervals {
					return &overrun{n, o, d}
				}
				if budget.left -= 1 + n; budget.left < 0 || len(all) > maxHeldIntervals {
					return &overrun{0, o, d}
				}
				at[j*nu+i+1] = len(all)
			}
		}
		rays := func(k int) []solid.Interval { return all[at[k]:at[k+1]] }
		reach := int(math.Ceil(capSpan / pitch))
		for j := 0; j < nv; j++ {
			for i := 0; i < nu; i++ {
				broad := func(t float64, start bool) bool {
					same := func(i, j int) bool {
						if i < 0 || j < 0 || i >= nu || j >= nv {
							return false
						}
						for _, x := range rays(j*nu + i) {
							e := x.T1
							if start {
								e = x.T0
							}
							if math.Abs(e-t) < 1e-6 {
								return true
							}
						}
						return false
					}
					span := func(di, dj int) float64 {
						n := 1
						for k := 1; k <= reach && same(i+k*di, j+k*dj); k++ {
							n++
						}
						for k := 1; k <= reach && same(i-k*di, j-k*dj); k++ {
							n++
						}
						return float64(n) * pitch
					}
					su, sv := span(1, 0), span(0, 1)
					return math.Min(su, sv) >= minSpan && math.Max(su, sv) > capSpan
				}
				take(rays(j*nu+i), broad)
			}
		}
	}
	if tick != nil {
		tick(len(axes)*rowSteps, len(axes)*rowSteps)
	}
	return nil
}

// densest is the part whose intervals on the ray (o, d) are most, the
// first of equals: the one to name when a ray through the assembly crosses
// too many.
func densest(parts []solid.Solid, o, d geom.Vec3) int {
	best, most := 0, -1
	var iv []solid.Interval
	for i, p := range parts {
		if iv = solid.AppendRayIntervals(iv[:0], p, o, d); len(iv) > most {
			best, most = i, len(iv)
		}
	}
	return best
}

// mode histograms the samples in bins of the given width over [0, top),
// picks the fullest bin (the lowest of equals) and returns the median of
// its samples and how many fell into it.
func mode(samples []float64, width, top float64) (m float64, n int) {
	bins := make([][]float64, int(math.Ceil(top/width)))
	best := 0
	for _, s := range samples {
		b := int(s / width)
		if b < 0 || b >= len(bins) {
			continue
		}
		bins[b] = append(bins[b], s)
		if len(bins[b]) > len(bins[best]) || (len(bins[b]) == len(bins[best]) && b < best) {
			best = b
		}
	}
	in := bins[best]
	if len(in) == 0 {
		return 0, 0
	}
	sort.Float64s(in)
	if len(in)%2 == 1 {
		return in[len(in)/2], len(in)
	}
	return (in[len(in)/2-1] + in[len(in)/2]) / 2, len(in)
}

// thickness: criterion 7. In each part's print pose, the material runs of
// axis rays (0.05 < t < 300) have their mode within the bar size ± 0.5 mm
// (10 ± 0.5 for the paper's cage), holding at least 15 % of the samples.
func (g *grading) thickness(r *verifiers.Report) float64 {
	lim := g.d.limits()
	thickLo, thickHi := lim.thickLo, lim.thickHi
	h := &histogram{title: "bar thickness by axis rays (mm)", width: thickBin, top: thickMax, bandLo: thickLo, bandHi: thickHi}
	g.marks.hist = h
	budget := newSampleBudget()
	h.title = "bar thickness by " + g.method() + " (mm)"
	got := perFile(g, func(p *Part) verdict {
		var samples []float64
		if p.Mesh != nil {
			walk := broadFacets(p.Mesh, mesh.Facets(p.Mesh), nil, lim.minFacetArea(), lim.minSpan, lim.capSpan, false)
			var over *overrun
			if samples, over = facetSamples(p.Solid, walk, -thickInset, -1, thickInset, thickMax, budget); over != nil {
				return verdict{refused: over.String()}
			}
		} else if over := axisSamples(p.Solid, []int{0, 1, 2}, lim.minSpan, lim.capSpan, budget, func(iv []solid.Interval, broad func(float64, bool) bool) {
			for _, x := range iv {
				if t := x.T1 - x.T0; t > 0.05 && t < thickMax && len(samples) < maxSamples && broad(x.T0, true) {
					samples = append(samples, t)
				}
			}
		}, nil); over != nil {
			return verdict{refused: over.String()}
		}
		h.samples = append(h.samples, samples[:min(len(samples), maxSamples-len(h.samples))]...)
		return judge(samples, minThickSamples, thickBin, thickMax, func(m float64, _ []float64, n int) (float64, bool) {
			share := float64(n) / float64(len(samples))
			return share, m >= thickLo && m <= thickHi && share >= minThickShare
		}, "thickness")
	})
	var bad, refused []string
	for i, v := range got {
		switch {
		case v.refused != "":
			g.marks.printPose = append(g.marks.printPose, i)
			refused = append(refused, fmt.Sprintf("part %d: %s", i, v.refused))
		case !v.ok:
			g.marks.printPose = append(g.marks.printPose, i)
			bad = append(bad, fmt.Sprintf("part %d: %s", i, v.detail))
		}
	}
	if len(refused) > 0 {
		r.Check("bar thickness", false, listed(refused))
	}
	if len(bad) > 0 {
		r.Checkf("bar thickness", false, "%s (the mode must lie in [%.1f, %.1f] mm and hold at least %.0f%% of the samples)", listed(bad), thickLo, thickHi, 100*minThickShare)
		return 0
	}
	if len(refused) > 0 {
		return 0
	}
	r.Checkf("bar thickness", true, "in every part the bars measure %d mm (%s)", lim.cage.Bar, got[0].detail)
	return 1
}

// verdict is a histogram's judgement, or why no histogram was made.
type verdict struct {
	ok      bool
	detail  string
	refused string
}

// judge turns samples into a verdict through the histogram's mode.
func judge(samples []float64, least int, width, top float64, rule func(m float64, s []float64, n int) (float64, bool), what string) (v verdict) {
	if len(samples) < least {
		v.detail = fmt.Sprintf("not enough %s samples (%d of at least %d)", what, len(samples), least)
		return v
	}
	m, n := mode(samples, width, top)
	share, ok := rule(m, samples, n)
	v.ok = ok
	v.detail = fmt.Sprintf("%s mode %.2f mm, %.0f%% of %d samples", what, m, 100*share, len(samples))
	return v
}

// uniformity: criterion 8. In the assembly, the air gaps that horizontal
// axis rays cross between material (1 < d < 250, or less than the inside
// less 10 mm for a narrower cage) have their mode within the gap band
// ([50, 100] mm for the paper's cage), with at least 20 % of them within
// ±5 mm of it.
func (g *grading) uniformity(r *verifiers.Report) float64 {
	lim := g.d.limits()
	gapMax := lim.gapTop
	posed := make([]solid.Solid, len(g.parts))
	for i, p := range g.parts {
		posed[i] = p.Posed
	}
	assembly := solid.Union(posed...)
	if g.method() == "facets" {
		return g.facetGaps(r, assembly)
	}
	var samples []float64
	if over := axisSamples(assembly, []int{0, 1}, lim.minSpan, lim.capSpan, newSampleBudget(), func(iv []solid.Interval, broad func(float64, bool) bool) {
		for k := 1; k < len(iv); k++ {
			if d := iv[k].T0 - iv[k-1].T1; d > 1 && d < gapMax && len(samples) < maxSamples && broad(iv[k-1].T1, false) {
				samples = append(samples, d)
			}
		}
	}, g.tick); over != nil {
		i := densest(posed, over.o, over.d)
		g.marks.assembled = append(g.marks.assembled, i)
		r.Checkf("uniform gaps", false, "in the assembly, along the ray through (%.1f, %.1f, %.1f), part %d: %s", over.o[0], over.o[1], over.o[2], i, over)
		return 0
	}
	return g.judgeGaps(r, samples, "gaps between bars along x and y (mm)")
}

// judgeGaps draws the gap histogram and judges it.
func (g *grading) judgeGaps(r *verifiers.Report, samples []float64, title string) float64 {
	lim := g.d.limits()
	gapLo, gapHi, gapMax := lim.gapLo, lim.gapHi, lim.gapTop
	g.marks.hist = &histogram{title: title, samples: samples, width: gapBin, top: gapMax, bandLo: gapLo, bandHi: gapHi}
	v := judge(samples, minGapSamples, gapBin, gapMax, func(m float64, s []float64, _ int) (float64, bool) {
		in := 0
		for _, x := range s {
			if math.Abs(x-m) <= gapInlier {
				in++
			}
		}
		share := float64(in) / float64(len(s))
		return share, m >= gapLo && m <= gapHi && share >= minGapShare
	}, "gap")
	if !v.ok {
		r.Checkf("uniform gaps", false, "%s (the mode must lie in [%.0f, %.0f] mm with at least %.0f%% of the samples within ±%.0f mm of it)", v.detail, gapLo, gapHi, 100*minGapShare, gapInlier)
		return 0
	}
	r.Checkf("uniform gaps", true, "the gaps between bars are uniform: %s within ±5 mm", v.detail)
	return 1
}
