package fluidearthworks

// The eleven goals: their names, how the prompt states them (with how they
// score), and how the grader judges a final world against them. Each judge
// records its checks and the marks the overlay draws to show what it
// measured.

import (
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

// Goal names, as the goal parameter spells them, in the order of the
// canonical subpasses.
const (
	goalLakeArea    = "lake-area"
	goalLakes       = "lakes"
	goalHighWater   = "high-water"
	goalHiddenLake  = "hidden-lake"
	goalThreeLevels = "three-levels"
	goalDeepLake    = "deep-lake"
	goalBigLakes    = "big-lakes"
	goalRingLake    = "ring-lake"
	goalLayers      = "layers-3-and-6"
	goalExactVolume = "exact-volume"
	goalHiddenLakes = "hidden-lakes"
)

// The goals' thresholds, as upstream set them.
const (
	wantArea        = 36  // columns of one lake's surface
	wantHigh        = 2   // voxels of one lake above layer highAbove
	highAbove       = 5   //
	wantHidden      = 10  // voxels of the hidden lake
	wantLevels      = 3   // lakes, and levels
	wantDepth       = 6   // voxels stacked in a column
	bigLake         = 200 // voxels of a big lake
	wantBig         = 2   // big lakes
	ringSide        = 3   // side of the ring lake's dry centre
	wantHiddenLakes = 4   // hidden lakes
	hiddenLakeMin   = 5   // voxels of each of them
)

// goal is one kind of goal.
type goal struct {
	name string
	// title names the goal in a few words.
	title func(d *Data) string
	// rule states the goal for the prompt: what is measured and how it scores.
	rule func(d *Data) string
	// judge records the goal's checks on j and returns the score.
	judge func(j *judging) float64
}

var goals = []goal{
	{goalLakeArea, func(*Data) string { return fmt.Sprintf("a lake covering at least %d columns", wantArea) },
		func(*Data) string {
			return fmt.Sprintf("one lake covers at least %d columns: its surface, the set of distinct (x, y) columns holding any of its voxels, has at least %d members. "+
				"You score the surface of the largest lake divided by %d, at most 1.", wantArea, wantArea, wantArea)
		}, judgeArea},
	{goalLakes, func(d *Data) string {
		return fmt.Sprintf("%s, each covering a 2×2 block", verifiers.Count(d.Lakes, "lake", "separate lakes"))
	},
		func(d *Data) string {
			return fmt.Sprintf("there are at least %s whose surfaces each contain a 2×2 block of columns: (x, y), (x+1, y), (x, y+1) and (x+1, y+1), at any depths within the lake. "+
				"You score the number of such lakes divided by %d, at most 1.", verifiers.Count(d.Lakes, "lake", "separate lakes"), d.Lakes)
		}, judgeBlocks},
	{goalHighWater, func(*Data) string {
		return fmt.Sprintf("a lake with at least %d voxels above layer %d", wantHigh, highAbove)
	},
		func(*Data) string {
			return fmt.Sprintf("one lake has at least %d voxels above layer z = %d, that is in layers 6 and 7. "+
				"You score the largest number of such voxels in one lake divided by %d, at most 1.", wantHigh, highAbove, wantHigh)
		}, judgeHigh},
	{goalHiddenLake, func(*Data) string {
		return fmt.Sprintf("a hidden lake of at least %d voxels, and no visible water", wantHidden)
	},
		func(*Data) string {
			return fmt.Sprintf("there is a lake of at least %d voxels, and no water voxel anywhere is visible from above. %s "+
				"You score 0 if any water is visible, otherwise the volume of the largest lake divided by %d, at most 1.", wantHidden, hiddenRule, wantHidden)
		}, judgeHidden},
	{goalThreeLevels, func(*Data) string { return fmt.Sprintf("%d lakes on %d different levels", wantLevels, wantLevels) },
		func(*Data) string {
			return fmt.Sprintf("there are at least %d separate lakes on at least %d different levels. A lake's level is the layer z holding the most of its voxels (the lowest such layer on a tie). "+
				"You score 1 for %d lakes on %d levels; with fewer than %d lakes, the number of lakes divided by %d; otherwise the number of different levels divided by %d.",
				wantLevels, wantLevels, wantLevels, wantLevels, wantLevels, wantLevels, wantLevels)
		}, judgeLevels},
	{goalDeepLake, func(*Data) string { return fmt.Sprintf("a lake at least %d voxels deep", wantDepth) },
		func(*Data) string {
			return fmt.Sprintf("some column holds at least %d water voxels stacked directly on one another. "+
				"You score the tallest such stack divided by %d, at most 1.", wantDepth, wantDepth)
		}, judgeDepth},
	{goalBigLakes, func(*Data) string { return fmt.Sprintf("%d lakes of at least %d voxels each", wantBig, bigLake) },
		func(*Data) string {
			return fmt.Sprintf("there are at least %d separate lakes of at least %d voxels each. "+
				"You score the number of such lakes divided by %d, at most 1.", wantBig, bigLake, wantBig)
		}, judgeBig},
	{goalRingLake, func(*Data) string {
		return fmt.Sprintf("a ring-shaped lake around a dry centre of at least %d×%d", ringSide, ringSide)
	},
		func(*Data) string {
			return fmt.Sprintf("there is a ring-shaped lake: a lake whose surface surrounds a %d×%d block of dry columns. "+
				"The block is surrounded when no path of side steps from column to column leads from it to the border of the world without entering a column of the lake's surface, "+
				"and dry when none of its %d columns holds water at any height. A larger dry centre is fine as long as it contains such a block. You score 1 if there is such a lake, otherwise 0.",
				ringSide, ringSide, ringSide*ringSide)
		}, judgeRing},
	{goalLayers, func(*Data) string { return "water in layers 3 and 6, and none in layers 4 and 5" },
		func(*Data) string {
			return "there is water in layer z = 3 and in layer z = 6, and none in layers 4 and 5. " +
				"You score 0 if layer 4 or 5 holds any water; otherwise half a point for water in layer 3 and half a point for water in layer 6."
		}, judgeLayers},
	{goalExactVolume, func(d *Data) string {
		return fmt.Sprintf("exactly %s of water", verifiers.Count(d.Volume, "voxel", "voxels"))
	},
		func(d *Data) string {
			return fmt.Sprintf("there are exactly %s of water in all. "+
				"With V voxels of water you score 1 − |V − %d| / %d, at least 0.", verifiers.Count(d.Volume, "voxel", "voxels"), d.Volume, d.Volume)
		}, judgeVolume},
	{goalHiddenLakes, func(*Data) string {
		return fmt.Sprintf("%d hidden lakes of at least %d voxels each, and no visible water", wantHiddenLakes, hiddenLakeMin)
	},
		func(*Data) string {
			return fmt.Sprintf("there are at least %d separate lakes of at least %d voxels each, and no water voxel anywhere is visible from above. %s "+
				"You score 0 if any water is visible, otherwise the number of such lakes divided by %d, at most 1.", wantHiddenLakes, hiddenLakeMin, hiddenRule, wantHiddenLakes)
		}, judgeHiddenLakes},
}

// hiddenRule says what hidden water is.
const hiddenRule = "A water voxel is hidden (underground) when some rock voxel lies above it in its column, at any height; otherwise it is visible."

func goalNames() []string {
	out := make([]string, len(goals))
	for i, g := range goals {
		out[i] = g.name
	}
	return out
}

// goalOf returns the named goal; the name has been validated.
func goalOf(name string) goal {
	for _, g := range goals {
		if g.name == name {
			return g
		}
	}
	panic("fluidearthworks: unknown goal " + name)
}

// judging is one final world under examination against a goal.
type judging struct {
	d      *Data
	lakes  *Lakes
	checks []verifiers.Check
	marks  []mark
}

func (j *judging) check(name string, ok bool, format string, args ...any) {
	j.checks = append(j.checks, verifiers.Check{Name: name, OK: ok, Detail: fmt.Sprintf(format, args...)})
}

// none fails the check when no water is left, and reports whether.
func (j *judging) none(check string) bool {
	if len(j.lakes.Bodies) > 0 {
		return false
	}
	j.check(check, false, noWater)
	return true
}

// fraction is have/want, at most 1.
func fraction(have, want int) float64 {
	if have >= want {
		return 1
	}
	return float64(have) / float64(want)
}

// noWater is the detail of a check on a world without water.
const noWater = "no water is left after the rain"

func judgeArea(j *judging) float64 {
	l := j.lakes
	if j.none("lake area") {
		return 0
	}
	best, area := 0, 0
	for b := range l.Bodies {
		if a := len(l.Surface(b)); a > area {
			best, area = b, a
		}
	}
	j.check("lake area", area >= wantArea, "the largest lake covers %s (%d needed)", verifiers.Count(area, "column", "columns"), wantArea)
	j.markSurface(best, "lake area", fmt.Sprintf("largest lake: %d columns", area))
	return fraction(area, wantArea)
}

// block2 returns the first column (in column order) of lake b's surface
// at which a 2×2 block of its surface starts, or -1.
func (j *judging) block2(b int) int {
	n := j.lakes.w.N
	in := make([]bool, n*n)
	surf := j.lakes.Surface(b)
	for _, c := range surf {
		in[c] = true
	}
	for _, c := range surf {
		x, y := int(c)/n, int(c)%n
		if x+1 < n && y+1 < n && in[c+1] && in[int(c)+n] && in[int(c)+n+1] {
			return int(c)
		}
	}
	return -1
}

func judgeBlocks(j *judging) float64 {
	l, want := j.lakes, j.d.Lakes
	if j.none("lakes") {
		return 0
	}
	count := 0
	for b := range l.Bodies {
		if c := j.block2(b); c >= 0 {
			count++
			j.markBlock(b, c, 2, "lakes", scene.Truth, "a 2×2 block of a lake's surface")
		}
	}
	j.check("lakes", count >= want, "%s %s a 2×2 block of columns (%d needed); %s in all",
		verifiers.Count(count, "lake", "lakes"), verifiers.Plural(count, "covers", "cover"), want, verifiers.Count(len(l.Bodies), "lake", "lakes"))
	return fraction(count, want)
}

func judgeHigh(j *judging) float64 {
	l := j.lakes
	best, high := -1, 0
	for b, cells := range l.Bodies {
		h := 0
		for _, c := range cells {
			if int(c)%Height > highAbove {
				h++
			}
		}
		if h > high {
			best, high = b, h
		}
	}
	j.markLayer(highAbove+1, "high water", scene.Truth, fmt.Sprintf("layer %d: water must rise above layer %d", highAbove+1, highAbove))
	if best < 0 {
		j.check("high water", false, "no lake reaches above layer %d", highAbove)
		return 0
	}
	j.check("high water", high >= wantHigh, "a lake has %s above layer %d (%d needed)", verifiers.Count(high, "voxel", "voxels"), highAbove, wantHigh)
	var cells []int32
	for _, c := range l.Bodies[best] {
		if int(c)%Height > highAbove {
			cells = append(cells, c)
		}
	}
	j.markVoxels(cells, "high water", scene.Truth, "water above layer 5")
	return fraction(high, wantHigh)
}

// judgeVisible records the "no visible water" check of the hidden goals.
func (j *judging) judgeVisible() bool {
	vis := j.lakes.Visible()
	if len(vis) > 0 {
		j.check("no visible water", false, "%s visible from above (no rock over %s)",
			verifiers.Plural(len(vis), "1 water voxel is", fmt.Sprintf("%d water voxels are", len(vis))), verifiers.Plural(len(vis), "it", "them"))
		j.markVoxels(vis, "no visible water", scene.Wrong, "visible water")
		return false
	}
	j.check("no visible water", true, "every water voxel has rock above it")
	return true
}

func judgeHidden(j *judging) float64 {
	l := j.lakes
	if j.none("hidden lake") {
		return 0
	}
	hidden := j.judgeVisible()
	best, size := 0, 0
	for b, cells := range l.Bodies {
		if len(cells) > size {
			best, size = b, len(cells)
		}
	}
	j.check("hidden lake", size >= wantHidden, "the largest lake holds %s (%d needed)", verifiers.Count(size, "voxel", "voxels"), wantHidden)
	if size > 0 && l.Hidden(best) {
		j.markFootprint(best, "hidden lake", "dashed: where a hidden lake lies under the rock")
	}
	j.markLabel(best, "hidden lake", fmt.Sprintf("largest lake: %d voxels", size))
	if !hidden {
		return 0
	}
	return fraction(size, wantHidden)
}

func judgeLevels(j *judging) float64 {
	l := j.lakes
	if j.none("lakes") {
		return 0
	}
	var seen [Height]bool
	levels := 0
	for b := range l.Bodies {
		z := l.Level(b)
		if !seen[z] {
			seen[z] = true
			levels++
		}
		if b < maxLabels {
			j.markLabel(b, "levels", fmt.Sprintf("level %d", z))
		}
	}
	n := len(l.Bodies)
	j.check("lakes", n >= wantLevels, "%s (%d needed)", verifiers.Count(n, "lake", "separate lakes"), wantLevels)
	j.check("levels", levels >= wantLevels, "the lakes lie on %s (%d needed)", verifiers.Count(levels, "level", "different levels"), wantLevels)
	switch {
	case n >= wantLevels && levels >= wantLevels:
		return 1
	case n < wantLevels:
		return fraction(n, wantLevels)
	}
	return fraction(levels, wantLevels)
}

func judgeDepth(j *judging) float64 {
	w := j.lakes.w
	if j.none("depth") {
		return 0
	}
	best, bottom, depth := 0, 0, 0
	for col := 0; col < w.N*w.N; col++ {
		run := 0
		for z := 0; z < Height; z++ {
			if w.Cells[col*Height+z] != Water {
				run = 0
				continue
			}
			run++
			if run > depth {
				best, bottom, depth = col, z-run+1, run
			}
		}
	}
	j.check("depth", depth >= wantDepth, "the deepest water stands %s deep in column (%d, %d) (%d needed)",
		verifiers.Count(depth, "voxel", "voxels"), best/w.N, best%w.N, wantDepth)
	var cells []int32
	for z := bottom; z < bottom+depth; z++ {
		cells = append(cells, int32(best*Height+z))
	}
	j.markVoxels(cells, "depth", scene.Truth, fmt.Sprintf("deepest column: %d voxels", depth))
	return fraction(depth, wantDepth)
}

func judgeBig(j *judging) float64 {
	l := j.lakes
	if j.none("big lakes") {
		return 0
	}
	count, largest := 0, 0
	for b, cells := range l.Bodies {
		largest = max(largest, len(cells))
		if len(cells) >= bigLake {
			count++
			j.markLabel(b, "big lakes", fmt.Sprintf("%d voxels", len(cells)))
		}
	}
	j.check("big lakes", count >= wantBig, "%s %s at least %d voxels (%d needed); %s in all, the largest holding %d",
		verifiers.Count(count, "lake", "lakes"), verifiers.Plural(count, "holds", "hold"), bigLake, wantBig, verifiers.Count(len(l.Bodies), "lake", "lakes"), largest)
	return fraction(count, wantBig)
}

// ringCentre returns the first column (x*N + y, in column order) of a dry
// ringSide×ringSide block that lake b's surface surrounds, or -1.
func (j *judging) ringCentre(b int, dry []bool) int {
	n := j.lakes.w.N
	in := make([]bool, n*n)
	for _, c := range j.lakes.Surface(b) {
		in[c] = true
	}
	// Columns outside the surface that a path of side steps links to the
	// border are not surrounded.
	out := make([]bool, n*n)
	var queue []int
	for c := 0; c < n*n; c++ {
		x, y := c/n, c%n
		if (x == 0 || y == 0 || x == n-1 || y == n-1) && !in[c] {
			out[c] = true
			queue = append(queue, c)
		}
	}
	for k := 0; k < len(queue); k++ {
		c := queue[k]
		x, y := c/n, c%n
		for _, d := range neighbours4 {
			nx, ny := x+d[0], y+d[1]
			if nx < 0 || ny < 0 || nx >= n || ny >= n {
				continue
			}
			nc := nx*n + ny
			if !in[nc] && !out[nc] {
				out[nc] = true
				queue = append(queue, nc)
			}
		}
	}
	// good[c]: surrounded and dry. A block is good when all its cells are;
	// count them with a prefix sum.
	sum := make([]int, (n+1)*(n+1))
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			g := 0
			if c := x*n + y; !in[c] && !out[c] && dry[c] {
				g = 1
			}
			sum[(x+1)*(n+1)+y+1] = g + sum[x*(n+1)+y+1] + sum[(x+1)*(n+1)+y] - sum[x*(n+1)+y]
		}
	}
	s := ringSide
	for x := 0; x+s <= n; x++ {
		for y := 0; y+s <= n; y++ {
			if sum[(x+s)*(n+1)+y+s]-sum[x*(n+1)+y+s]-sum[(x+s)*(n+1)+y]+sum[x*(n+1)+y] == s*s {
				return x*n + y
			}
		}
	}
	return -1
}

func judgeRing(j *judging) float64 {
	l := j.lakes
	if j.none("ring lake") {
		return 0
	}
	w := l.w
	n := w.N
	dry := make([]bool, n*n)
	for c := range dry {
		dry[c] = true
		for z := 0; z < Height; z++ {
			if w.Cells[c*Height+z] == Water {
				dry[c] = false
				break
			}
		}
	}
	// Surrounding a block takes at least 4·ringSide columns and a bounding
	// box of ringSide+2 on each side.
	for b := range l.Bodies {
		surf := l.Surface(b)
		if len(surf) < 4*ringSide {
			continue
		}
		x0, y0, x1, y1 := n, n, -1, -1
		for _, c := range surf {
			x, y := int(c)/n, int(c)%n
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
		if x1-x0 < ringSide+1 || y1-y0 < ringSide+1 {
			continue
		}
		if c := j.ringCentre(b, dry); c >= 0 {
			j.check("ring lake", true, "a lake of %d voxels surrounds the dry %d×%d block of columns from (%d, %d) to (%d, %d)",
				len(l.Bodies[b]), ringSide, ringSide, c/n, c%n, c/n+ringSide-1, c%n+ringSide-1)
			j.markSurface(b, "ring lake", "the ring lake")
			j.markBlock(b, c, ringSide, "ring lake", dryColour, "its dry centre")
			return 1
		}
	}
	j.check("ring lake", false, "no lake surrounds a dry %d×%d block of columns (%s after the rain)", ringSide, ringSide, verifiers.Count(len(l.Bodies), "lake", "lakes"))
	return 0
}

func judgeLayers(j *judging) float64 {
	layers := j.lakes.w.Layers()
	var wet []string
	for _, z := range []int{4, 5} {
		if layers[z] > 0 {
			wet = append(wet, fmt.Sprintf("layer %d holds %s", z, verifiers.Count(layers[z], "voxel", "voxels")))
		}
	}
	if len(wet) > 0 {
		j.check("dry layers 4 and 5", false, "%s", joinAnd(wet))
		var cells []int32
		for i, s := range j.lakes.w.Cells {
			if z := i % Height; s == Water && (z == 4 || z == 5) {
				cells = append(cells, int32(i))
			}
		}
		j.markVoxels(cells, "dry layers 4 and 5", scene.Wrong, "water in layer 4 or 5")
	} else {
		j.check("dry layers 4 and 5", true, "no water in layers 4 and 5")
	}
	has3, has6 := layers[3] > 0, layers[6] > 0
	j.check("water in layers 3 and 6", has3 && has6, "layer 3 holds %s and layer 6 holds %s",
		verifiers.Count(layers[3], "voxel", "voxels"), verifiers.Count(layers[6], "voxel", "voxels"))
	j.markLayer(3, "water in layers 3 and 6", scene.Truth, "layers 3 and 6: water wanted")
	j.markLayer(6, "water in layers 3 and 6", scene.Truth, "layers 3 and 6: water wanted")
	if len(wet) > 0 {
		return 0
	}
	score := 0.0
	if has3 {
		score += 0.5
	}
	if has6 {
		score += 0.5
	}
	return score
}

func judgeVolume(j *judging) float64 {
	t, k := j.lakes.Total, j.d.Volume
	j.check("volume", t == k, "the world holds %s of water (%d wanted)", verifiers.Count(t, "voxel", "voxels"), k)
	d := t - k
	if d < 0 {
		d = -d
	}
	if d >= k {
		return 0
	}
	return 1 - float64(d)/float64(k)
}

func judgeHiddenLakes(j *judging) float64 {
	l := j.lakes
	if j.none("hidden lakes") {
		return 0
	}
	hidden := j.judgeVisible()
	count := 0
	for b, cells := range l.Bodies {
		if len(cells) >= hiddenLakeMin && l.Hidden(b) {
			count++
			j.markFootprint(b, "hidden lakes", "dashed: where a hidden lake lies under the rock")
			j.markLabel(b, "hidden lakes", fmt.Sprintf("hidden lake: %d voxels", len(cells)))
		}
	}
	j.check("hidden lakes", count >= wantHiddenLakes, "%s of at least %d voxels %s hidden (%d needed)",
		verifiers.Count(count, "lake", "lakes"), hiddenLakeMin, verifiers.Plural(count, "is", "are"), wantHiddenLakes)
	if !hidden {
		return 0
	}
	return fraction(count, wantHiddenLakes)
}

// joinAnd joins phrases as "a and b", "a, b and c".
func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	s := parts[0]
	for _, p := range parts[1 : len(parts)-1] {
		s += ", " + p
	}
	return s + " and " + parts[len(parts)-1]
}
