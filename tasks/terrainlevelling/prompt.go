package terrainlevelling

import (
	"fmt"
	"strings"
)

// The prompt states the rules the grader applies: the blast model in full
// (rolling-v1, not upstream's older rule of thumb), the real flat rule and
// axes, the depth limits and the score. Its two worked examples are checked
// against the model by the tests (TestPromptExamples).

// Worked examples: a map, a charge, and what the model leaves.
const (
	exampleSpread = `3.0 3.0 3.0 3.0 3.0
3.0 3.0 3.0 3.0 3.0
3.0 3.0 6.0 3.0 3.0
3.0 3.0 3.0 3.0 3.0
3.0 3.0 3.0 3.0 3.0`
	exampleSpreadAfter = `3.0 3.0 3.0 3.0 3.0
3.0 3.0 3.5 3.0 3.0
3.0 3.5 4.0 3.5 3.0
3.0 3.0 3.5 3.0 3.0
3.0 3.0 3.0 3.0 3.0`
	exampleLost = `1.0 2.0 1.0
2.0 5.0 1.0
1.0 3.0 2.0`
	exampleLostAfter = `1.0 2.0 1.0
2.0 3.4 1.0
1.0 3.0 2.0`
)

func prompt(d *Data) string {
	n := d.start.Cols
	var b strings.Builder
	b.WriteString("You are levelling a hilly site for a new city. You may drill into the ground and fire explosive charges: a charge shatters the rock of one cell, and the rubble tumbles downhill and settles lower down. Plan the blasts so that they leave the largest possible flat area to build the city on.\n\n")
	fmt.Fprintf(&b, "The site is a %d x %d height map. Cell (x, y) is in column x, counted from 0 at the left, and row y, counted from 0 at the first row printed (the top). Each line below is one row, from y = 0 to y = %d, listing its heights from x = 0 to x = %d:\n\n", n, n, n-1, n-1)
	b.WriteString(d.start.Text())
	b.WriteString("\n\n")

	fmt.Fprintf(&b, "How a blast works (the grader simulates exactly this; the model is called %s):\n", ModelName)
	fmt.Fprintf(&b, "- A charge of depth z at cell (x, y) lowers that cell by z. The depth must be greater than 0 and at most the cell's height at the moment the charge fires, after all earlier blasts.\n")
	fmt.Fprintf(&b, "- The rubble becomes n equal balls, each worth z/n of height, where n is %d·z rounded down, but at least %d and at most %d.\n", SpheresPerDepth, MinSpheres, MaxSpheres)
	fmt.Fprintf(&b, "- The balls leave the blasted cell one at a time, and each comes to rest before the next sets off, so later balls roll over the rubble of earlier ones. From its cell a ball looks at the 8 cells around it and the slope down to each: the drop in height divided by the distance, 1 to a cell beside, above or below it and √2 to a diagonal one. If the steepest slope is more than %g, the ball rolls to that cell and looks again; otherwise it stops and raises its cell by z/n. Of equally steep slopes it takes the first in this order: (x+1, y), (x+1, y+1), (x, y+1), (x-1, y+1), (x-1, y), (x-1, y-1), (x, y-1), (x+1, y-1).\n", Repose)
	b.WriteString("- Past the edge of the map the ground carries on along the slope that meets the edge: the height just outside a cell is twice the cell's height less the height of the cell on its other side. A ball that rolls off the map is gone, with its rubble.\n")
	fmt.Fprintf(&b, "So rubble rests on slopes of up to %g per cell, gathers in hollows and pours off edges where the ground falls away; a charge in a pit or on a plain mostly refills its own crater.\n\n", Repose)

	b.WriteString("For example, on this 5 x 5 map a charge of depth 2 at (2, 2) makes 8 balls of 0.25:\n\n")
	b.WriteString(exampleSpread)
	b.WriteString("\n\nThe centre drops to 4.0, and the balls settle two on each of the four cells beside it:\n\n")
	b.WriteString(exampleSpreadAfter)
	b.WriteString("\n\nOn this 3 x 3 map a charge of depth 1.6 at (1, 1) makes 6 balls of about 0.267:\n\n")
	b.WriteString(exampleLost)
	b.WriteString("\n\nThe centre drops to 3.4, but every ball rolls east to (2, 1) and on off the map, where the ground falls away past the edge, so 1.6 of rock is lost and the map ends as:\n\n")
	b.WriteString(exampleLostAfter)
	b.WriteString("\n\n")

	fmt.Fprintf(&b, "A city is a set of cells joined through their sides (left, right, up and down, not diagonally) in which any two side-by-side cells differ in height by at most %g. It need not be level: a gentle ramp counts. ", FlatStep)
	b.WriteString("If the largest city has B cells before blasting and A cells after, your score is A − B divided by half the number of cells on the map (or by the number of cells outside the first city, if that is fewer), kept between 0 and 1. ")
	b.WriteString("It is usually better to leave a steep mountain beside a large plain than a gentle slope everywhere.\n\n")
	fmt.Fprintf(&b, "A plan with a blast off the map, a depth of 0 or less, or a depth greater than the cell's height when it fires scores 0. A plan may have at most %s blasts.\n\n", thousands(MaxBlasts))

	b.WriteString("List the blasts in the order they fire, each as its column x and row y (integers) and its depth z. ")
	b.WriteString(`Reply with a JSON object of the form {"blasts": [{"x": 3, "y": 7, "z": 1.5}, ...]}. You may reason first; put the answer at the end of your reply.`)
	return b.String()
}
