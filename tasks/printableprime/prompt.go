package printableprime

import (
	"fmt"
	"strings"
)

const stackPicture = `
        o     o     o        <- dice, one balanced on the tip of each leg
        |     |     |
        |     |     |        <- a three-legged stool, upside down
     =================
           _____
          |     |            <- a cylinder standing on its flat face
          |_____|
      +-------------+
      |             |        <- a cube on the build plate
      |             |
      +-------------+
   ======================    build plate
`

func prompt(d *Data) string {
	var b strings.Builder
	b.WriteString("Call two 3D-printed shapes stackable when there is an orientation in which the upper one can be printed directly on the lower one, such that:\n")
	b.WriteString("- the upper shape does not overhang;\n")
	b.WriteString("- every lowest point of the upper shape rests on one of the highest points of the lower shape;\n")
	b.WriteString("- the upper shape's centre of gravity lies within the lower shape;\n")
	b.WriteString("- the centre of gravity of the whole stack lies within the footprint of the bottom shape;\n")
	b.WriteString("- the stack prints without supports: no cantilevers and no bridges.\n\n")
	b.WriteString("For example, seen from the side: a cube; on it a short cylinder standing on its flat face; on that a three-legged stool turned upside down; and a die balanced on each leg:\n")
	b.WriteString(stackPicture)
	b.WriteString("\nNow take the digits of a seven-segment font at a fixed size. Horizontal bars are 10×1×1 mm, centred at y = −10, 0 and +10 (with x = 0); vertical bars are 1×10×1 mm, centred at (x, y) = (±5, ±5). A flat 8 therefore spans −5.5 < x < 5.5, −10.5 < y < 10.5 and −0.5 < z < 0.5, with two 9×9 mm windows. ")
	b.WriteString("The digits are printed one above another, one digit per z level, with a 0.2 mm gap between consecutive digits; read upward from the build plate, they spell a number. ")
	b.WriteString("What is the largest prime that can be printed as such a stack?\n\n")
	b.WriteString("Known facts:\n")
	b.WriteString("- 2, 3, 5 and 7 are trivially printable: one flat digit.\n")
	b.WriteString("- 17 can be printed: a flat 1, then a 7 laid on its side (rotate90Y) with its long stroke resting along the 1.\n")
	b.WriteString("- 331 can be printed: a flat 3, then a 3 stood on end (rotate90X), then a 1 stood on end as a spire (rotate90X) balanced on top of it.\n\n")
	b.WriteString("Rules:\n")
	b.WriteString("- Only one digit per z level.\n")
	b.WriteString("- Digits may be rotated about all three axes, but only into the orientations listed below; any other way of printing a digit overhangs.\n")
	b.WriteString("- Once a digit is stood on end or laid on its side, the only thing that can be printed on it is a 1 stood on end as a spire (rotate90X), and the same holds above that spire. For instance a stood-up 3 cannot carry a second stood-up 3: it would overhang between the first one's bars.\n")
	b.WriteString("- A digit laid on its side (rotate90Y) cannot rest on a flat 2 or a flat 5.\n")
	b.WriteString("- No repeated triples: write the number with a comma every three digits, counting from the right, and every group must be different. 123,321,123 is not allowed; 123,111,231 is (and so is 88,888). So no answer can have more than 3,002 digits.\n")
	b.WriteString("- No leading zero; each digit is a single digit from 0 to 9.\n\n")
	b.WriteString("Orientations, with the height each adds to the stack (the 0.2 mm gap included):\n")
	b.WriteString("- flat: lying flat as drawn; 1.2 mm.\n")
	b.WriteString("- flippedX: lying flat, mirrored left to right (a 3 looks like an E); 1.2 mm.\n")
	b.WriteString("- flippedY: lying flat, mirrored top to bottom (a 5 looks like a 2); 1.2 mm.\n")
	b.WriteString("- rotate180Z: lying flat, turned half a turn (a 6 looks like a 9); 1.2 mm.\n")
	b.WriteString("- rotate90X: stood on end by a quarter turn about the x axis; 21.2 mm. Only 1, 3 and 7 can be printed this way.\n")
	b.WriteString("- rotate90Y: laid on its side by a quarter turn about the y axis; 11.2 mm (1.2 mm for a 1, which is a single bar wide). Only 1 and 7 can be printed this way.\n\n")
	// The divisor is the scoring rule; whether it is also the length of the
	// best known answer is not said (upstream never told the model).
	fmt.Fprintf(&b, "Scoring: the number must be prime and every digit must be printable on the one below it, or the score is 0. The score is then the number of digits divided by %d, capped at 1", d.FullDigits)
	fmt.Fprintf(&b, ". A coworker claims a stack %s tall: try to beat it. If your stack is %d mm tall or less, the score is multiplied by 0.9.\n\n", heightWords(d.MinHeight), d.MinHeight)
	b.WriteString(`Reply with a JSON object of the form {"reasoning": "...", "numberSequence": [{"digit": 8, "orientation": "flat"}, ...]}, listing the digits from the bottom of the stack (the build plate) upward; each orientation is one of flat, flippedX, flippedY, rotate90X, rotate90Y, rotate180Z.`)
	return b.String()
}

// heightWords writes a height the way people say it: "7 cm", "45 mm".
func heightWords(mm int) string {
	if mm%10 == 0 {
		return fmt.Sprintf("%d cm", mm/10)
	}
	return fmt.Sprintf("%d mm", mm)
}
