package pipeloop

import (
	"fmt"
	"strings"
)

// prompt writes the instance for a model, stating every rule the grader applies
// with its tolerance.
func prompt(d *Data) string {
	B := d.Side
	var b strings.Builder
	fmt.Fprintf(&b, "You have %d straight pipes, each exactly 1 m long, and a flat square area %d m on each side, with corners at (0, 0) and (%d, %d).\n\n", d.Pipes, B, B, B)
	fmt.Fprintf(&b, "Lay all %d pipes end to end to form one closed loop that comes back to where it started. ", d.Pipes)
	b.WriteString("The pipes do not have to follow the x and y axes; each may point in any direction.\n\n")
	b.WriteString("Rules, with the tolerances the grader uses:\n")
	fmt.Fprintf(&b, "- Every vertex (pipe end) must lie inside the square or on its edge: 0 ≤ x ≤ %d and 0 ≤ y ≤ %d exactly, with no tolerance.\n", B, B)
	fmt.Fprintf(&b, "- Every pipe, including the one that closes the loop from the last vertex back to the first, must be 1 m long within ±%s m.\n", num(d.LengthTolerance))
	b.WriteString("- No vertex may be used twice (vertices are compared after rounding each coordinate to 6 decimals).\n")
	b.WriteString("- The loop may not double back: two consecutive pipes whose directions differ by more than about 171.9° (a vertex angle below about 8.1°; the dot product of their unit directions below −0.99) are rejected.\n")
	b.WriteString("- Two pipes that are not neighbours along the loop count as crossing when each pipe's two ends lie on different sides of the other pipe's line (an end exactly on that line counts as lying on its right-hand side, looking along the pipe in loop order); pipes that share an end point are never counted.\n")
	b.WriteString("- The angle at a vertex is the angle between the two pipes that meet there: 180° where the loop goes straight on, smaller where it bends.\n")

	limit, exact := d.CrossingRule()
	if len(d.Constraints) == 0 {
		b.WriteString(noCrossing)
	} else {
		b.WriteString("\nAdditional constraints:\n")
		for _, c := range d.Constraints {
			b.WriteString("- " + constraintText(d, c) + "\n")
		}
		if !exact && limit == 0 {
			b.WriteString(noCrossing)
		}
	}

	fmt.Fprintf(&b, "\nGive the vertices in order along the loop. Walking the loop visits %d pipe ends, but the last one is the first again, so list exactly %d points and do not repeat the first point at the end; the last pipe runs from your last point back to your first.\n", d.Pipes+1, d.Pipes)
	b.WriteString(`Reply with a JSON object of the form {"points": [{"x": 0.0, "y": 0.0}, {"x": 1.0, "y": 0.0}, ...]}. You may reason first; put the answer at the end of your reply.`)
	return b.String()
}

// noCrossing states the rule of a loop that may not cross itself. The grader
// has no tolerance for touching: pipes that touch or come close count only
// when the crossing rule above calls them crossing.
const noCrossing = "- The loop may not cross itself: no two pipes may cross by the rule above. " +
	"Touching has no tolerance and no rule of its own: pipes that merely touch or come close are allowed unless that rule counts them as crossing.\n"

// constraintText states one preset constraint with its threshold.
func constraintText(d *Data, c Constraint) string {
	B := float64(d.Side)
	switch c.Kind {
	case MaxCrossings:
		return fmt.Sprintf("Crossings allowed: %d.", c.Count)
	case ExactCrossings:
		if c.Count == 1 {
			return "Exactly one crossing is required: exactly one pair of pipes must cross, and no other pipes may cross."
		}
		return fmt.Sprintf("Exactly %d crossings are required: exactly %d pairs of pipes must cross, and no other pipes may cross.", c.Count, c.Count)
	case AngleRange:
		return fmt.Sprintf("Every vertex angle must be between %s° and %s°, inclusive.", num(c.Min), num(c.Max))
	case CentroidBox:
		return fmt.Sprintf("The centre of gravity of the vertices (the mean of the %d points) must lie within %s–%s%% of the side in x and %s–%s%% in y, that is %s ≤ x ≤ %s and %s ≤ y ≤ %s.",
			d.Pipes, pct(c.Box[0]), pct(c.Box[1]), pct(c.Box[2]), pct(c.Box[3]),
			num(d.Scaled(c.Box[0])), num(d.Scaled(c.Box[1])), num(d.Scaled(c.Box[2])), num(d.Scaled(c.Box[3])))
	case MustTouchBoundary:
		return fmt.Sprintf("Touch at least %d distinct sides of the square: a side counts as touched when some vertex lies within %s m of it (the middle of a pipe does not count).", c.Count, num(d.TouchTolerance()))
	case MinTurns:
		return fmt.Sprintf("Make at least %d genuine turns: at least %d vertices must have an angle below %s°.", c.Count, c.Count, num(turnAngle))
	case MaxStraightRun:
		return fmt.Sprintf("At most %d straight vertices in a row: no more than %d consecutive vertices, counted in list order without wrapping from the last point to the first, may have an angle above %s°.", c.Count, c.Count, num(turnAngle))
	case CoverageQuadrants:
		h := num(B / 2)
		return fmt.Sprintf("Visit all four quadrants cut by the midlines x = %s and y = %s: each quadrant, its midline edges included, must contain at least one vertex.", h, h)
	case AvoidMargin:
		m := d.Scaled(c.Fraction)
		return fmt.Sprintf("Stay at least %s%% of the side in from every wall: every vertex must satisfy %s ≤ x ≤ %s and %s ≤ y ≤ %s.", pct(c.Fraction), num(m), num(B-m), num(m), num(B-m))
	case MinHullArea:
		return fmt.Sprintf("The convex hull of the vertices must cover at least %s%% of the square, an area of at least %s m².", pct(c.Fraction), num(c.Fraction*B*B))
	case FixedStart:
		x, y := d.Scaled(c.Target[0]), d.Scaled(c.Target[1])
		return fmt.Sprintf("Start the loop near (%s%% of the side, %s%% of the side): the first point you list must be within %s m of (%s, %s).", pct(c.Target[0]), pct(c.Target[1]), num(c.Radius), num(x), num(y))
	case MinSeparation:
		return fmt.Sprintf("Any two vertices that are not neighbours along the loop must be at least %s m apart.", num(c.Distance))
	}
	return c.Kind
}

// pct writes a fraction as a percentage.
func pct(f float64) string { return num(f * 100) }
