package classifybehaviour

// Grading: one label per square, each exactly one of the three label strings
// (case, spacing and British spelling included), and each the behaviour the
// corner labels give.

import (
	"fmt"
	"strings"

	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// listOfStrings accepts a bare list of strings as the labels (Def.Bare).
var listOfStrings = verifiers.NonEmptyListOf(func(v verifiers.Value) bool { return v.Kind == verifiers.String })

// maxLabels bounds the entries read; an instance has at most 15 squares.
const maxLabels = 64

// grading holds one answer under examination.
type grading struct {
	d      *Data
	truth  []cl.Behaviour
	given  []string       // the entries as written
	valid  []bool         // entry is exactly one of the labels
	meant  []cl.Behaviour // the label an invalid entry seems to mean, or ""
	wrong  []int          // squares with a valid but wrong label
	badIDs []int          // entries that are not one of the labels
}

// DecodeValue reads the labels, bounding their number before reading any.
func (l *Labels) DecodeValue(d *Data, v verifiers.Value, path string) error {
	if v.IsSeq() && len(v.Items) > maxLabels {
		return verifiers.Errorf(path, "has %d entries; the instance has %d squares", len(v.Items), len(d.Squares))
	}
	return verifiers.Decode(d, v, path, l, verifiers.Options{})
}

// grade checks one answer. Data that Canonical and Generate would never build
// (see Board.Valid) has been refused (Def.Valid) rather than graded against a
// truth that means nothing.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	g := &grading{d: d, truth: d.Truth(), given: a.Labels}
	r.Checkf("format", true, "%s, each a string", verifiers.Count(len(g.given), "label", "labels"))

	n := len(d.Squares)
	r.Checkf("count", len(g.given) == n, "%s given for %s", verifiers.Count(len(g.given), "label", "labels"), verifiers.Count(n, "square", "squares"))

	g.checkLabels()
	if len(g.badIDs) == 0 {
		r.Check("labels", true, `every entry is exactly "known behaviour", "three domains meeting" or "ambiguous"`)
	} else {
		r.Checkf("labels", false, "%s%s", g.explain(g.badIDs[0]), verifiers.More(len(g.badIDs)-1, "entry", "entries"))
	}

	g.compare()
	compared := min(n, len(g.given))
	scope := ""
	if compared < n || len(g.given) > n {
		scope = fmt.Sprintf(" (compared the first %d squares)", compared)
	}
	if len(g.wrong) == 0 {
		r.Checkf("classification", true, "every validly labelled square has the behaviour its corner labels give%s", scope)
	} else {
		var parts []string
		for _, i := range g.wrong[:min(3, len(g.wrong))] {
			parts = append(parts, fmt.Sprintf("square %d %s is %s, not %s", i+1, cl.Tuple(d.Squares[i]), g.truth[i], g.given[i]))
		}
		r.Checkf("classification", false, "%d of %d squares wrong: %s%s", len(g.wrong), compared, strings.Join(parts, "; "), scope)
	}

	r.DrawWith(g.overlay)
	return r.PassFail(g.failureMode)
}

// checkLabels marks the entries that are exactly one of the three labels, and
// guesses what the others mean, for the messages.
func (g *grading) checkLabels() {
	g.valid = make([]bool, 0, len(g.given))
	g.meant = make([]cl.Behaviour, 0, len(g.given))
	for i, s := range g.given {
		ok := false
		for _, b := range cl.Behaviours {
			ok = ok || s == string(b)
		}
		g.valid = append(g.valid, ok)
		g.meant = append(g.meant, "")
		if !ok {
			g.badIDs = append(g.badIDs, i)
			g.meant[i] = meaning(s)
		}
	}
}

// meaning returns the label an entry differs from only by case, spacing or the
// American spelling, if any.
func meaning(s string) cl.Behaviour {
	t := strings.Join(strings.Fields(strings.ToLower(s)), " ")
	t = strings.ReplaceAll(t, "behavior", "behaviour")
	for _, b := range cl.Behaviours {
		if t == string(b) {
			return b
		}
	}
	return ""
}

// explain says why entry i is not a label.
func (g *grading) explain(i int) string {
	s := g.given[i]
	head := fmt.Sprintf("labels[%d]: %s is not one of the three labels", i, wire.Quote(s, 40))
	b := g.meant[i]
	if b == "" {
		return head + ` "known behaviour", "three domains meeting", "ambiguous"`
	}
	var why []string
	if strings.TrimSpace(s) != s || strings.Join(strings.Fields(s), " ") != strings.TrimSpace(s) {
		why = append(why, "extra spaces")
	}
	if strings.ToLower(s) != s {
		why = append(why, "capital letters")
	}
	if strings.Contains(strings.ToLower(s), "behavior") {
		why = append(why, `the American spelling "behavior"`)
	}
	return fmt.Sprintf("%s: it differs from %q by %s", head, string(b), strings.Join(why, " and "))
}

// compare finds the validly labelled squares whose label is wrong.
func (g *grading) compare() {
	for i := 0; i < len(g.truth) && i < len(g.given); i++ {
		if g.valid[i] && cl.Behaviour(g.given[i]) != g.truth[i] {
			g.wrong = append(g.wrong, i)
		}
	}
}

func (g *grading) failureMode() string {
	if len(g.given) != len(g.truth) {
		return verifiers.Incorrect
	}
	misread := 0 // invalid entries that would still be wrong as meant
	for _, i := range g.badIDs {
		if g.meant[i] != g.truth[i] {
			misread++
		}
	}
	same, varied := true, false
	for i := range g.given {
		same = same && g.given[i] == g.given[0]
		varied = varied || g.truth[i] != g.truth[0]
	}
	switch {
	case same && varied:
		return verifiers.Trivialized
	case len(g.wrong)+misread <= 1:
		return verifiers.NearMiss
	}
	return verifiers.Incorrect
}
