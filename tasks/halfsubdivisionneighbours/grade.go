package halfsubdivisionneighbours

// Grading: the answered labels must be well formed and distinct, and must be
// exactly the leaves that share a boundary of positive measure with the target.

import (
	"fmt"
	"sort"

	"github.com/scbench/scbench/verifiers"
)

// grading holds one answer under examination.
type grading struct {
	d       *Data
	labels  []string // as answered, in order
	truth   []string // the rule's neighbours, sorted
	correct []string // answered and true, sorted
	missing []string // true but not answered
	extra   []string // answered but not true (each once)
	dups    []string // answered more than once
}

// grade reads and checks one answer.
func grade(r *verifiers.Report, d *Data, answer string) *verifiers.Report {
	labels, where, err := read(d, answer, verifiers.DefaultLimits)
	check := verifiers.CheckOf(err, "answer")
	if err == nil || check != "answer" { // the answer was found
		r.Where = where
		r.Check("answer", true, "read from "+where)
	}
	if err != nil {
		return r.Reject(check, err)
	}
	g := &grading{d: d, truth: d.Neighbours(), labels: labels}
	r.Checkf("labels", true, "%s, each a string of 0s and 1s", verifiers.Count(len(g.labels), "label", "labels"))
	g.compare()

	if len(g.dups) == 0 {
		r.Check("distinct", true, "no label is listed twice")
	} else {
		r.Checkf("distinct", false, "%s listed more than once", nameList(g.dups, "is", "are"))
	}
	if len(g.missing) == 0 {
		r.Checkf("all neighbours", true, "all %d neighbours of %s are listed", len(g.truth), d.Target)
	} else {
		r.Checkf("all neighbours", false, "%d of the %d neighbours of %s %s missing: %s", len(g.missing), len(g.truth), d.Target, verifiers.Plural(len(g.missing), "is", "are"), g.describe(g.missing))
	}
	if len(g.extra) == 0 {
		r.Check("only neighbours", true, "every listed label is a neighbour of the target")
	} else {
		r.Checkf("only neighbours", false, "%d listed %s not %s: %s", len(g.extra), verifiers.Plural(len(g.extra), "label is", "labels are"), verifiers.Plural(len(g.extra), "a neighbour", "neighbours"), g.describe(g.extra))
	}
	r.DrawWith(g.overlay)
	return r.PassFail(g.failureMode)
}

// compare splits the answer into correct, missing, extra and repeated labels.
func (g *grading) compare() {
	isTrue := make(map[string]bool, len(g.truth))
	for _, l := range g.truth {
		isTrue[l] = true
	}
	seen := make(map[string]int, len(g.labels))
	for _, l := range g.labels {
		seen[l]++
		switch {
		case seen[l] == 2:
			g.dups = append(g.dups, l)
		case seen[l] > 2:
		case isTrue[l]:
			g.correct = append(g.correct, l)
		default:
			g.extra = append(g.extra, l)
		}
	}
	for _, l := range g.truth {
		if seen[l] == 0 {
			g.missing = append(g.missing, l)
		}
	}
	sort.Strings(g.correct)
	sort.Strings(g.extra)
	sort.Strings(g.dups)
}

// describe names up to six labels, saying for each wrong one why.
func (g *grading) describe(labels []string) string {
	return verifiers.Listed(len(labels), 6, func(i int) string { return show(labels[i]) + g.why(labels[i]) })
}

// why explains a label that is not a neighbour (or says nothing for one that is).
func (g *grading) why(l string) string {
	d := g.d
	switch {
	case l == d.Target:
		return " (the target itself)"
	case !d.IsNode(l):
		if len(l) > d.MaxDepth {
			return fmt.Sprintf(" (not a node of the tree: longer than its depth %d)", d.MaxDepth)
		}
		return " (not a node of the tree)"
	case !d.IsLeaf(l):
		return " (an inner node, not a leaf)"
	}
	c := Contact(d.Dimension, d.BoxOf(d.Target), d.BoxOf(l))
	switch {
	case c == d.Dimension-1:
		return ""
	case c < 0:
		return " (does not touch the target)"
	case c == 0:
		return " (touches the target only at a corner)"
	}
	return " (touches the target only along an edge)"
}

func show(l string) string {
	if l == "" {
		return `"" (the root)`
	}
	return l
}

// nameList names up to six labels followed by the verb for one or many.
func nameList(labels []string, one, many string) string {
	shown := verifiers.Listed(len(labels), 6, func(i int) string { return show(labels[i]) })
	return shown + " " + verifiers.Plural(len(labels), one, many)
}

// failureMode: an empty list gives up on the question; repeated labels break
// the asked form; a set off by one or two leaves is a near miss.
func (g *grading) failureMode() string {
	switch {
	case len(g.labels) == 0:
		return verifiers.Trivialized
	case len(g.dups) > 0:
		return verifiers.Malformed
	case len(g.correct) > 0 && len(g.missing)+len(g.extra) <= 2:
		return verifiers.NearMiss
	}
	return verifiers.Incorrect
}
