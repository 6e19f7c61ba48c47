package interlockingparts

// The parametric family: the cage's interior, the bar size, the gap band,
// the print bed and the rod, each a typed parameter whose default is the
// paper's instance. Everything the grader measures against (the bed box,
// the interior and outer limits, the rods' positions and probes, the gap
// probes, the thickness and gap bands) is derived here from a Cage, so that
// the paper's subtasks (no Cage in their data) get exactly the constants
// upstream used.

import (
	"fmt"
	"strconv"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Cage is one member of the family, in whole millimetres. The interior is
// Width × Width × 2·Width (the paper's proportions, so that each wall
// splits into two square halves as the reference design does).
type Cage struct {
	Width     int `json:"width"`
	Bar       int `json:"bar"`
	GapMin    int `json:"gap_min"`
	GapMax    int `json:"gap_max"`
	BedSize   int `json:"bed_size"`
	BedHeight int `json:"bed_height"`
	// BedX, BedY are the bed's centre; the bed spans BedSize around it in
	// x and y, and z ∈ [0, BedHeight].
	BedX int `json:"bed_x"`
	BedY int `json:"bed_y"`
	Rod  int `json:"rod"`
}

// canonicalCage is the paper's instance.
var canonicalCage = Cage{Width: 350, Bar: 10, GapMin: 50, GapMax: 100, BedSize: 400, BedHeight: 50, Rod: 6}

var (
	widthKey = tasks.IntKey("width", 200, 450, canonicalCage.Width,
		"the cage's inside in x and y (mm); the inside is twice as tall")
	barKey = tasks.IntKey("bar", 5, 20, canonicalCage.Bar,
		"the bars' square cross-section (mm); the thickness band is this ± 0.5 mm")
	gapMinKey = tasks.IntKey("gap_min", 20, 150, canonicalCage.GapMin,
		"the smallest gap allowed between neighbouring bars (mm); the small gap probes are 10 mm less")
	gapMaxKey = tasks.IntKey("gap_max", 30, 200, canonicalCage.GapMax,
		"the largest gap allowed between neighbouring bars (mm); the large gap probes are 1 mm more")
	bedSizeKey = tasks.IntKey("bed_size", 200, 700, canonicalCage.BedSize,
		"the print bed's side in x and y (mm); a seeded instance moves its centre off the origin")
	bedHeightKey = tasks.IntKey("bed_height", 5, 100, canonicalCage.BedHeight,
		"the build volume's height (mm)")
	rodKey = tasks.IntKey("rod", 2, 12, canonicalCage.Rod,
		"the threaded rods' diameter (mm, M2 to M12); the rod-fit probes are 1 mm thinner and 10 mm thicker")
)

// familyKeys are the family's parameters, in the order they are declared.
var familyKeys = []tasks.Key{widthKey, barKey, gapMinKey, gapMaxKey, bedSizeKey, bedHeightKey, rodKey}

// cageOf reads the family's parameters (the bed still centred).
func cageOf(p tasks.Params) Cage {
	return Cage{
		Width: widthKey.Get(p), Bar: barKey.Get(p), GapMin: gapMinKey.Get(p), GapMax: gapMaxKey.Get(p),
		BedSize: bedSizeKey.Get(p), BedHeight: bedHeightKey.Get(p), Rod: rodKey.Get(p),
	}
}

// canonicalSettings are the family's parameters at the paper's values.
func canonicalSettings() []tasks.Setting {
	c := canonicalCage
	return []tasks.Setting{widthKey.Is(c.Width), barKey.Is(c.Bar), gapMinKey.Is(c.GapMin), gapMaxKey.Is(c.GapMax),
		bedSizeKey.Is(c.BedSize), bedHeightKey.Is(c.BedHeight), rodKey.Is(c.Rod)}
}

// Feasibility margins (mm). The reference's gap lies from gapRoom to
// gapReach above gap_min (see layout); a rod hole (rod + 0.1 mm) leaves at
// least rodWall of bar on each side.
const (
	gapRoom, gapReach = 10, 15
	// minBars is the fewest bars across a face: an upper wall half leaves
	// off both end bars, and the two left must hold its corner pieces.
	minBars = 4
	// minProbeChance is the least share of small gap probes that must fit
	// between the reference's bars (the paper's cage: 7.6 %).
	minProbeChance = 0.07
	rodWall        = 1
	// holeClearance is how much wider than the rod the reference's holes are.
	holeClearance = 0.1
	// interiorMargin is how far inside the interior the "interior free"
	// probe stays laterally; the vertical margin is twice it.
	interiorMargin = 5
	// outerMargin and outerTopMargin are how far the outer limit lies beyond
	// the bars laterally and above the top's bars.
	outerMargin, outerTopMargin = 5, 20
	// bedStep is the grid the seeded bed centre is drawn on.
	bedStep = 10
)

// check names the first infeasible combination of c's parameters, in
// plain words; nil when the reference design can be built for c.
func (c Cage) check() error {
	switch {
	case c.GapMax+10 > c.Width:
		return fmt.Errorf("gap_max (%d mm) must be at least 10 mm below width (%d mm): a gap as wide as the inside is no gap", c.GapMax, c.Width)
	case float64(c.Rod)+holeClearance+2*rodWall > float64(c.Bar):
		return fmt.Errorf("rod (%d mm) is too thick for bar (%d mm): its hole would leave less than %d mm of bar on each side", c.Rod, c.Bar, rodWall)
	case c.BedHeight < c.Bar:
		return fmt.Errorf("bed_height (%d mm) is lower than bar (%d mm): no bar could be printed", c.BedHeight, c.Bar)
	case c.BedSize < c.Width+2*c.Bar:
		return fmt.Errorf("bed_size (%d mm) is smaller than the cage's largest face (width + 2 × bar = %d mm): the floor cannot be printed in one part", c.BedSize, c.Width+2*c.Bar)
	}
	if _, err := c.layout(); err != nil {
		return err
	}
	return nil
}

// layout is the reference design's bar count across each face: the fewest
// bars (at least minBars) whose gap is at most the band's middle and at
// most gap_min + 15 mm, provided that gap is still at least gap_min + 10 mm.
// The bars' centres run from one rod to the other, Width + Bar apart.
//
// Why that window: the small gap probes are gap_min − 10 mm wide, so the
// gap leaves them at least 20 mm of room each way (upstream's reference
// leaves 22); and the large probes reach gap_min + 15.5 mm inside a part's
// edge, so a part that leaves off its edge bar, as the reference's wall
// halves do, still meets its next bar. At least minProbeChance of the small probes
// must fit between its bars, or the layout is refused too.
func (c Cage) layout() (bars int, err error) {
	span := float64(c.Width + c.Bar)
	lo := float64(c.GapMin + gapRoom)
	hi := min(float64(c.GapMin+c.GapMax)/2, float64(c.GapMin+gapReach))
	if hi < lo {
		return 0, fmt.Errorf("gap_max (%d mm) is too close to gap_min (%d mm): the band must be at least %d mm wide", c.GapMax, c.GapMin, 2*gapRoom)
	}
	if most := span/(minBars-1) - float64(c.Bar); most < lo {
		return 0, fmt.Errorf("gap_min (%d mm) is too large for width %d mm and bar %d mm: %d bars across leave gaps of %.1f mm, under gap_min + %d", c.GapMin, c.Width, c.Bar, minBars, most, gapRoom)
	}
	for n := minBars; n <= 200; n++ {
		if g := span/float64(n-1) - float64(c.Bar); g <= hi {
			if g < lo {
				break
			}
			if q := c.probeChance(n); q < minProbeChance {
				return 0, fmt.Errorf("with width %d mm, bar %d mm and gap_min %d mm the reference's %d bars across let only %.1f%% of the small gap probes through (at least %.0f%% needed so that %d probes find a gap): change width, bar or gap_min",
					c.Width, c.Bar, c.GapMin, n, 100*q, 100*minProbeChance, gapProbes)
			}
			return n, nil
		}
	}
	return 0, fmt.Errorf("no whole number of %d mm bars across width %d mm leaves a gap from %.0f to %.1f mm (gap_min + %d to the smaller of gap_min + %d and the band's middle): change width, bar or gap_min", c.Bar, c.Width, lo, hi, gapRoom, gapReach)
}

// probeChance is the share of the small gap probes (gap_min − 10 mm wide,
// centred within ±(width/2 − 55) mm of a part's middle) that fit between
// the bars of a square grid of n bars across: the share along one axis,
// squared. For the paper's cage it is 7.6 %, so that all 100 probes miss
// with a chance of 4 in 10,000.
func (c Cage) probeChance(n int) float64 {
	corner := float64(float64(c.Width+c.Bar) / 2)
	pitch := 2 * corner / float64(n-1)
	l := (&Data{Cage: &c}).limits()
	side, spread := l.smallProbe, l.smallSpread
	room := pitch - float64(c.Bar) - side
	if room <= 0 || spread <= 0 {
		return 0
	}
	var in float64
	for i := 0; i < n-1; i++ {
		lo := -corner + float64(float64(i)*pitch) + float64(float64(c.Bar)/2) + float64(side/2)
		in += max(0, min(lo+room, spread)-max(lo, -spread))
	}
	f := in / (2 * spread)
	return f * f
}

// seeded places the bed from the seed: its centre on a 10 mm grid within
// half the bed's side of the origin (so the origin stays on the bed).
func (c Cage) seeded(seed uint64) Cage {
	r := rng.New(seed).Derive("bed")
	reach := c.BedSize / 2 / bedStep
	c.BedX = bedStep * r.IntRange(-reach, reach)
	c.BedY = bedStep * r.IntRange(-reach, reach)
	return c
}

// cage is the instance's cage: the paper's when the data names none.
func (d *Data) cage() Cage {
	if d.Cage == nil {
		return canonicalCage
	}
	return *d.Cage
}

// limits are the grader's measures for one cage, all in mm.
type limits struct {
	cage                   Cage
	bedLo, bedHi           geom.Vec3
	interiorLo, interiorHi geom.Vec3
	outerLo, outerHi       geom.Vec3
	// rodAt are the rods' centres; thinRod and wideRod the radii of the
	// probes that must pass and must touch; rodTop the top of the
	// engagement probes.
	rodAt            [4][2]float64
	thinRod, wideRod float64
	rodTop           float64
	// smallProbe and largeProbe are the gap probes' sides, spread the
	// half-width of the squares their centres are drawn from, centred on
	// the bed.
	smallProbe, largeProbe   float64
	smallSpread, largeSpread float64
	// thickLo, thickHi and gapLo, gapHi are the bands the histograms' modes
	// must fall in; gapTop bounds a gap sample (the inside is no gap);
	// minSpan and capSpan filter the faces samples start from.
	thickLo, thickHi float64
	gapLo, gapHi     float64
	gapTop           float64
	minSpan, capSpan float64
}

// limits derives the grader's measures from the instance's cage. For the
// paper's cage they are upstream's: the bed [−200, 200]² × [0, 50], the
// interior probe [−170, 170]² × [20, 700], the outer limit
// [−190, 190]² × [0, 740], rods at ±180, probes of 5 and 16 mm and 40 and
// 101 mm, bands 10 ± 0.5 and [50, 100].
func (d *Data) limits() limits {
	c := d.cage()
	w, b := float64(c.Width), float64(c.Bar)
	h := 2 * w // the interior's height
	half, bed := float64(w/2), float64(float64(c.BedSize)/2)
	corner := (w + b) / 2
	l := limits{
		cage:       c,
		bedLo:      geom.Vec3{float64(c.BedX) - bed, float64(c.BedY) - bed, 0},
		bedHi:      geom.Vec3{float64(c.BedX) + bed, float64(c.BedY) + bed, float64(c.BedHeight)},
		interiorLo: geom.Vec3{-half + interiorMargin, -half + interiorMargin, b + 2*interiorMargin},
		interiorHi: geom.Vec3{half - interiorMargin, half - interiorMargin, b + h - 2*interiorMargin},
		outerLo:    geom.Vec3{-half - b - outerMargin, -half - b - outerMargin, 0},
		outerHi:    geom.Vec3{half + b + outerMargin, half + b + outerMargin, h + 2*b + outerTopMargin},
		rodAt:      [4][2]float64{{corner, corner}, {-corner, corner}, {-corner, -corner}, {corner, -corner}},
		thinRod:    float64(c.Rod-1) / 2,
		wideRod:    float64(c.Rod+10) / 2,
		smallProbe: float64(c.GapMin - 10),
		largeProbe: float64(c.GapMax + 1),
		// Small probes stay 55 mm inside the bars' inner faces; large
		// ones reach gap_min + 15.5 mm inside them (upstream's 120 and
		// 160 for the paper's cage).
		smallSpread: half - 55,
		largeSpread: half + float64(float64(c.GapMax)/2) - float64(c.GapMin) - 15,
		thickLo:     b - 0.5,
		thickHi:     b + 0.5,
		gapLo:       float64(c.GapMin),
		gapHi:       float64(c.GapMax),
		gapTop:      min(250, w-10),
		minSpan:     b / 2,
		capSpan:     b + 2,
	}
	l.rodTop = l.outerHi[2] + 60
	return l
}

// bedCentre is the centre of the bed, around which the gap probes fall.
func (l *limits) bedCentre() [2]float64 {
	return [2]float64{float64(l.cage.BedX), float64(l.cage.BedY)}
}

// bedSize is the build volume's size, as "400 × 400 × 50 mm".
func (l *limits) bedSize() string {
	return fmt.Sprintf("%d × %d × %d mm", l.cage.BedSize, l.cage.BedSize, l.cage.BedHeight)
}

// bedBox is where the build volume is, as "x, y ∈ [−200, 200], z ∈ [0, 50]".
func (l *limits) bedBox() string { return boxText(l.bedLo, l.bedHi) }

// boxText writes a box as ranges, x and y together when they agree.
func boxText(lo, hi geom.Vec3) string {
	r := func(a int) string { return "[" + mmText(lo[a]) + ", " + mmText(hi[a]) + "]" }
	if lo[0] == lo[1] && hi[0] == hi[1] {
		return "x, y ∈ " + r(0) + ", z ∈ " + r(2)
	}
	return "x ∈ " + r(0) + ", y ∈ " + r(1) + ", z ∈ " + r(2)
}

// mmText writes a length with a true minus sign, as the prompt does.
func mmText(v float64) string {
	if v < 0 {
		return "−" + strconv.FormatFloat(-v, 'g', -1, 64)
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// criterionName is the name of the instance's criterion, with the bar size
// and the gap band of its cage.
func (d *Data) criterionName() string {
	c := d.cage()
	switch d.Criterion {
	case 7:
		return fmt.Sprintf("bars %d mm thick", c.Bar)
	case 8:
		return fmt.Sprintf("uniform gaps between %d and %d mm", c.GapMin, c.GapMax)
	}
	return criterionNames[d.Criterion]
}
