package topologyenumeration

// Grading: the answer must list as many configurations as the truth, written
// with exactly the labels 0..n-1, and its configurations, relabelled by first
// occurrence in the prompt's corner order, must be the truth's, each once.

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
	"github.com/scbench/scbench/verifiers"
)

// maxConfigs bounds the tuples read (Answer's max tag says the same): 256 is
// every 4-tuple over four labels, far more than any honest answer (7 at
// most).
const maxConfigs = 256

// Status of one tuple in the overlay.
const (
	statusRight   = iota // a configuration of the truth, listed once
	statusExtra          // not a configuration of the truth
	statusRepeat         // the same configuration as an earlier tuple
	statusMissing        // a configuration of the truth the answer lacks
)

// grading holds one answer under examination.
type grading struct {
	d      *Data
	raw    [][4]int64 // the tuples as written
	canon  [][4]int   // their canonical forms
	status []int      // statusRight, statusExtra or statusRepeat per tuple
	truth  [][4]int   // the rule's configurations, canonical, sorted
	found  []bool     // per truth configuration: listed by the answer

	missing, extra [][4]int // canonical forms, in truth order / answer order
	repeats        []string // descriptions of repeated configurations
	labelsOK       bool

	// steps counts the grader's elementary steps (a tuple read or compared,
	// a label looked at or compared), so that tests bound its work on hostile
	// answers by maxConfigs rather than by the clock.
	steps int
}

// grade checks one answer. The data has been checked (Def.Valid) before the
// answer was decoded, because the class count sizes the truth the answer is
// compared with.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	return (&grading{d: d}).grade(r, a)
}

// grade records the checks of the answer on r and returns r finished.
func (g *grading) grade(r *verifiers.Report, a Answer) *verifiers.Report {
	d := g.d
	rows := a.Configs
	r.Checkf("format", true, "%d configurations, each four integer labels", len(rows))

	g.truth = d.Configurations()
	g.read(rows)

	want := len(g.truth)
	r.Checkf("count", len(g.raw) == want, "%s listed; exactly %s guarantee that the %d classes meet", verifiers.Count(len(g.raw), "configuration", "configurations"), verifiers.Count(want, "configuration", "configurations"), d.Classes)

	used := g.labelSet()
	g.labelsOK = len(used) == d.Classes
	for i, v := range used {
		if v != int64(i) {
			g.labelsOK = false
		}
	}
	if g.labelsOK {
		r.Checkf("labels", true, "the answer uses the labels %s, as canonical forms with %d classes do", labelSet(used), d.Classes)
	} else {
		r.Checkf("labels", false, "the answer uses the labels %s; canonical forms with %d classes use exactly %s", labelSet(used), d.Classes, labelSet(canonicalLabels(d.Classes)))
	}

	if len(g.repeats) == 0 {
		r.Check("distinct", true, "no configuration is listed twice, also counting renamings of the labels")
	} else {
		r.Checkf("distinct", false, "%s%s", g.repeats[0], verifiers.More(len(g.repeats)-1, "configuration", "configurations"))
	}

	g.compare()
	if len(g.missing) == 0 && len(g.extra) == 0 {
		r.Check("configurations", true, "relabelled by first occurrence, the answer's configurations are exactly those that guarantee the classes meet")
	} else {
		r.Check("configurations", false, g.describeDiff())
	}

	r.DrawWith(g.overlay)
	return r.PassFail(g.failureMode)
}

// read keeps the tuples and their canonical forms, and marks repetitions.
func (g *grading) read(rows [][4]int) {
	first := map[[4]int]int{} // canonical form -> index of its first tuple
	for i, row := range rows {
		g.steps++
		t := [4]int64{int64(row[0]), int64(row[1]), int64(row[2]), int64(row[3])}
		c := relabel(t)
		g.raw = append(g.raw, t)
		g.canon = append(g.canon, c)
		j, seen := first[c]
		switch {
		case !seen:
			first[c] = i
			g.status = append(g.status, statusRight) // settled by compare
		case g.raw[j] == t:
			g.status = append(g.status, statusRepeat)
			g.repeats = append(g.repeats, fmt.Sprintf("%s is listed twice (configurations %d and %d)", tuple64(t), j+1, i+1))
		default:
			g.status = append(g.status, statusRepeat)
			g.repeats = append(g.repeats, fmt.Sprintf("%s and %s are the same configuration up to renaming the labels (both are %s in canonical form)", tuple64(g.raw[j]), tuple64(t), cl.Tuple(c)))
		}
	}
}

// compare sets the missing and extra configurations.
func (g *grading) compare() {
	index := map[[4]int]int{}
	for i, t := range g.truth {
		index[t] = i
	}
	g.found = make([]bool, len(g.truth))
	for i, c := range g.canon {
		g.steps++
		if g.status[i] == statusRepeat {
			continue
		}
		if k, ok := index[c]; ok {
			g.found[k] = true
		} else {
			g.status[i] = statusExtra
			g.extra = append(g.extra, c)
		}
	}
	for k, t := range g.truth {
		if !g.found[k] {
			g.missing = append(g.missing, t)
		}
	}
}

// describeDiff names the missing and extra configurations, with why each extra
// one fails the rule.
func (g *grading) describeDiff() string {
	var parts []string
	if len(g.missing) > 0 {
		parts = append(parts, fmt.Sprintf("missing %s", tupleList(g.missing, 7)))
	}
	if len(g.extra) > 0 {
		why := g.why(g.extra[0])
		parts = append(parts, fmt.Sprintf("listed but not guaranteed: %s (%s %s)", tupleList(g.extra, 7), cl.Tuple(g.extra[0]), why))
	}
	return strings.Join(parts, "; ") + " (configurations compared in canonical form)"
}

// why explains why a canonical configuration does not force the classes to meet.
func (g *grading) why(c [4]int) string {
	n, k := g.d.Classes, cl.Distinct(c)
	if k != n {
		return fmt.Sprintf("has %d %s, not %d", k, verifiers.Plural(k, "class", "classes"), n)
	}
	geo := g.d.CornerOrder.ToGeometric(c)
	for i := 0; i < 4; i++ {
		for j := i + 1; j < 4; j++ {
			if geo[i] == geo[j] {
				return fmt.Sprintf("has its two equal labels on diagonal corners (%s and %s), so a band of that class can keep the other two apart", cl.Corner(i), cl.Corner(j))
			}
		}
	}
	return "does not satisfy the rule"
}

// labelSet returns the distinct labels used anywhere in the answer, ascending.
func (g *grading) labelSet() []int64 {
	var out []int64
	for _, t := range g.raw {
		for _, v := range t {
			g.steps++
			dup := false
			for _, u := range out {
				g.steps++
				if u == v {
					dup = true
					break
				}
			}
			if !dup {
				out = append(out, v)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func (g *grading) failureMode() string {
	switch {
	case len(g.raw) == 0:
		return verifiers.Trivialized
	case len(g.missing) == 0 && len(g.extra) == 0:
		return verifiers.NearMiss // right configurations, wrong labels or repeats
	case len(g.missing)+len(g.extra) <= 2:
		return verifiers.NearMiss
	}
	return verifiers.Incorrect
}

// relabel is cl.Relabel for labels of any size.
func relabel(t [4]int64) [4]int {
	var out [4]int
	var seen []int64
	for i, v := range t {
		k := -1
		for j, s := range seen {
			if s == v {
				k = j
				break
			}
		}
		if k < 0 {
			k = len(seen)
			seen = append(seen, v)
		}
		out[i] = k
	}
	return out
}

func canonicalLabels(n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(i)
	}
	return out
}

func labelSet(ls []int64) string {
	if len(ls) == 0 {
		return "{} (none)"
	}
	return "{" + verifiers.Listed(len(ls), 8, func(i int) string { return strconv.FormatInt(ls[i], 10) }) + "}"
}

func tuple64(t [4]int64) string {
	parts := make([]string, 4)
	for i, v := range t {
		parts[i] = strconv.FormatInt(v, 10)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

func tupleList(ts [][4]int, limit int) string {
	return verifiers.Listed(len(ts), limit, func(i int) string { return cl.Tuple(ts[i]) })
}
