package enumerateedges

// Grading: one list per square, each pair two edge numbers written smaller
// first, no pair twice, and every square's pairs exactly those the corner
// labels guarantee.

import (
	"fmt"
	"strings"

	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
	"github.com/scbench/scbench/verifiers"
)

// Bounds on what is read: lists (an instance has at most 15 squares) and pairs
// per list (a square has 6 pairs of edges).
const (
	maxLists = 64
	maxPairs = 16
)

// grading holds one answer under examination.
type grading struct {
	d     *Data
	truth [][][2]int // per square, the rule's pairs
	ans   []Pairs    // per answered square, the pairs as written

	formProblems []string // pairs that are not two edge numbers, smaller first
	repeats      []string // pairs listed twice in one square
	wrong        []int    // squares whose pairs differ from the truth
	details      []string // what is wrong with each of them
	empty        bool     // every list given is empty
}

// DecodeValue reads the lists of pairs, bounding their number before reading
// any.
func (e *Edges) DecodeValue(d *Data, v verifiers.Value, path string) error {
	if v.IsSeq() && len(v.Items) > maxLists {
		return verifiers.Errorf(path, "has %d lists; the instance has %d squares", len(v.Items), len(d.Squares))
	}
	return verifiers.Decode(d, v, path, e, verifiers.Options{})
}

// DecodeValue reads one square's pairs, bounding their number before reading
// any.
func (p *Pairs) DecodeValue(d *Data, v verifiers.Value, path string) error {
	return verifiers.Decode(d, v, path, p, verifiers.Options{Max: maxPairs})
}

// grade checks one answer. Data that Canonical and Generate would never build
// (see Valid) has been refused (Def.Valid) rather than graded against a truth
// that means nothing.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	g := &grading{d: d, truth: d.Truth(), ans: a.Edges, empty: true}
	for _, pairs := range g.ans {
		g.empty = g.empty && len(pairs) == 0
	}
	r.Checkf("format", true, "%s of pairs, each pair two integers", verifiers.Count(len(g.ans), "list", "lists"))

	n := len(d.Squares)
	r.Checkf("count", len(g.ans) == n, "%s given for %s", verifiers.Count(len(g.ans), "list", "lists"), verifiers.Count(n, "square", "squares"))

	g.checkPairs()
	if len(g.formProblems) == 0 {
		r.Check("pairs", true, "every pair is two different edge numbers from 0 to 3, the smaller first")
	} else {
		r.Checkf("pairs", false, "%s%s", g.formProblems[0], verifiers.More(len(g.formProblems)-1, "pair", "pairs"))
	}
	if len(g.repeats) == 0 {
		r.Check("distinct", true, "no square lists a pair twice")
	} else {
		r.Checkf("distinct", false, "%s%s", g.repeats[0], verifiers.More(len(g.repeats)-1, "pair", "pairs"))
	}

	g.compare()
	compared := min(n, len(g.ans))
	scope := ""
	if compared < n || len(g.ans) > n {
		scope = fmt.Sprintf(" (compared the first %d squares)", compared)
	}
	if len(g.wrong) == 0 {
		r.Checkf("squares", true, "every square's pairs are exactly the connections its corner labels guarantee%s", scope)
	} else {
		r.Checkf("squares", false, "%d of %d squares wrong: %s%s", len(g.wrong), compared, strings.Join(g.details[:min(3, len(g.details))], "; "), scope)
	}

	r.DrawWith(g.overlay)
	return r.PassFail(g.failureMode)
}

// checkPairs finds pairs that are not two edge numbers written smaller first,
// and pairs repeated within a square.
func (g *grading) checkPairs() {
	for i, pairs := range g.ans {
		for k, p := range pairs {
			a, b := p[0], p[1]
			switch {
			case a < 0 || a > 3 || b < 0 || b > 3:
				bad := a
				if a >= 0 && a <= 3 {
					bad = b
				}
				g.formProblems = append(g.formProblems, fmt.Sprintf("square %d: %s names edge %d, but the edges are numbered 0 to 3", i+1, pair(p), bad))
			case a == b:
				g.formProblems = append(g.formProblems, fmt.Sprintf("square %d: %s joins an edge to itself", i+1, pair(p)))
			case a > b:
				g.formProblems = append(g.formProblems, fmt.Sprintf("square %d: %s is not written with the smaller number first", i+1, pair(p)))
			}
			for _, q := range pairs[:k] {
				if norm(q) == norm(p) {
					g.repeats = append(g.repeats, fmt.Sprintf("square %d lists %s twice", i+1, pair(norm(p))))
					break
				}
			}
		}
	}
}

// compare finds the squares whose pairs, read as a set with each pair's
// numbers in either order, differ from the truth.
func (g *grading) compare() {
	for i := 0; i < len(g.truth) && i < len(g.ans); i++ {
		missing, extra := g.diff(i)
		if len(missing) == 0 && len(extra) == 0 {
			continue
		}
		g.wrong = append(g.wrong, i)
		var parts []string
		if len(missing) > 0 {
			parts = append(parts, "missing "+pairList(missing))
		}
		if len(extra) > 0 {
			parts = append(parts, "listed but not certain "+pairList(extra))
		}
		g.details = append(g.details, fmt.Sprintf("square %d %s%s: %s", i+1, cl.Tuple(g.d.Squares[i]), g.what(i), strings.Join(parts, ", ")))
	}
}

// diff returns the truth's pairs the answer lacks and the answer's distinct
// pairs the truth lacks, for square i.
func (g *grading) diff(i int) (missing, extra [][2]int) {
	has := func(ps [][2]int, p [2]int) bool {
		for _, q := range ps {
			if norm(q) == p {
				return true
			}
		}
		return false
	}
	for _, p := range g.truth[i] {
		if !has(g.ans[i], p) {
			missing = append(missing, p)
		}
	}
	for k, p := range g.ans[i] {
		if !has(g.truth[i], norm(p)) && !has(g.ans[i][:k], norm(p)) {
			extra = append(extra, norm(p))
		}
	}
	return missing, extra
}

// what says what kind of square i is, where that explains an empty truth.
func (g *grading) what(i int) string {
	t := g.d.Topology(i)
	switch {
	case t.Behaviour == cl.Ambiguous:
		return " (ambiguous: no connection is certain)"
	case t.Classes == 1:
		return " (one class: no boundary)"
	}
	return ""
}

func (g *grading) failureMode() string {
	trivial := true
	for _, t := range g.truth {
		trivial = trivial && len(t) == 0
	}
	switch {
	case g.empty && !trivial:
		return verifiers.Trivialized
	case len(g.ans) == len(g.truth) && len(g.wrong) == 0:
		return verifiers.NearMiss // right connections, badly written
	case len(g.ans) == len(g.truth) && len(g.wrong) == 1:
		return verifiers.NearMiss
	}
	return verifiers.Incorrect
}

func norm(p [2]int) [2]int {
	if p[0] > p[1] {
		return [2]int{p[1], p[0]}
	}
	return p
}

func pair(p [2]int) string { return fmt.Sprintf("[%d, %d]", p[0], p[1]) }

func pairList(ps [][2]int) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = pair(p)
	}
	return strings.Join(parts, ", ")
}
