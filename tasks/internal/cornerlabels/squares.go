package cornerlabels

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Ways of numbering the classes of a shown square: the values of a labels
// parameter.
const (
	// LabelsOrdered numbers the classes 1, 2, ... in order of first appearance
	// counter-clockwise from the bottom-left corner, as upstream's registry
	// does; the prompt's corner order then shows them in any order.
	LabelsOrdered = "ordered"
	// LabelsShuffled gives the classes random distinct numbers from 1 to 4.
	LabelsShuffled = "shuffled"
)

// LabelChoices lists the values of a labels parameter.
var LabelChoices = []string{LabelsOrdered, LabelsShuffled}

// LabelsKey is the labels parameter of the tasks that show several squares.
var LabelsKey = tasks.ChoiceKey("labels", LabelChoices, LabelsOrdered,
	"ordered: classes numbered 1, 2, ... counter-clockwise from the bottom left, as upstream; shuffled: random numbers 1 to 4")

// MaxSquares bounds the squares of one instance: every case once.
const MaxSquares = NumCases

// CasesWhere lists the case ids whose behaviour keep accepts, ascending.
func CasesWhere(keep func(Behaviour) bool) []int {
	var out []int
	for id, c := range cases {
		if keep(Analyse(c).Behaviour) {
			out = append(out, id)
		}
	}
	return out
}

// PickCases draws n distinct case ids from allowed, in random order.
func PickCases(r *rng.Rand, allowed []int, n int) ([]int, error) {
	if n < 1 || n > len(allowed) {
		return nil, fmt.Errorf("%d squares asked for, but only %d different cases are allowed", n, len(allowed))
	}
	p := r.Perm(len(allowed))
	out := make([]int, n)
	for i := range out {
		out[i] = allowed[p[i]]
	}
	return out, nil
}

// ShowCases returns the tuples a prompt shows for cases in a corner order:
// each registry tuple, its classes numbered as labels says (drawing from r
// when shuffled), read in the order. The tuple is not relabelled afterwards.
func ShowCases(ids []int, o CornerOrder, labels string, r *rng.Rand) ([][4]int, error) {
	out := make([][4]int, len(ids))
	for i, id := range ids {
		geo, err := CaseLabels(id)
		if err != nil {
			return nil, err
		}
		switch labels {
		case LabelsOrdered:
		case LabelsShuffled:
			p := r.Perm(4)
			for k := range geo {
				geo[k] = p[geo[k]-1] + 1
			}
		default:
			return nil, fmt.Errorf("labels %q is neither %s nor %s", labels, LabelsOrdered, LabelsShuffled)
		}
		out[i] = o.FromGeometric(geo)
	}
	return out, nil
}

// CheckSquares checks shown squares: one to MaxSquares of them, labels 1 to 9.
func CheckSquares(squares [][4]int) error {
	if len(squares) < 1 || len(squares) > MaxSquares {
		return fmt.Errorf("an instance has 1 to %d squares, not %d", MaxSquares, len(squares))
	}
	for i, sq := range squares {
		for _, v := range sq {
			if v < 1 || v > 9 {
				return fmt.Errorf("square %d has the label %d; labels are 1 to 9", i+1, v)
			}
		}
	}
	return nil
}

// SquaresScene draws shown squares in rows: each with its labels at the corners
// the order puts them, its edge numbers when a numbering is given, and a
// caption with its number and tuple. It returns the scene and each square's
// frame, for overlays.
func SquaresScene(title string, squares [][4]int, o CornerOrder, numbering *EdgeOrder) (*scene.Scene, []Frame) {
	s := scene.New(2, title)
	frames := Layout(len(squares), 5)
	ink := scene.Style{Color: scene.Ink, Layer: "instance"}
	faint := scene.Style{Color: scene.Faint, Layer: "instance"}
	for i, sq := range squares {
		f := frames[i]
		s.Polys = append(s.Polys, f.Outline(scene.Style{Name: fmt.Sprintf("square %d", i+1), Color: "#ffffff", Layer: "instance"}, scene.Ink))
		for k, c := range o {
			s.Labels = append(s.Labels, f.CornerText(c, strconv.Itoa(sq[k]), ink, 15))
		}
		if numbering != nil {
			for k, e := range numbering {
				s.Labels = append(s.Labels, f.EdgeText(e, strconv.Itoa(k), faint, 11))
			}
		}
		s.Labels = append(s.Labels, f.Caption(fmt.Sprintf("%d: %s", i+1, Tuple(sq)), ink, 12))
	}
	s.Caption = "Corner labels are listed in the order " + o.Names()
	if numbering != nil {
		s.Caption += "; edges are numbered " + numbering.Numbering()
	}
	s.Caption += "."
	Frame2D(s, frames)
	return s, frames
}

// SquaresIntro writes the opening of a prompt that shows squares: what a tuple
// means, then one tuple per line, then the corner order.
func SquaresIntro(squares [][4]int, o CornerOrder) string {
	var b strings.Builder
	if len(squares) == 1 {
		b.WriteString("Here is a unit square, written as the tuple of its four corner labels; equal numbers mean the same class and different numbers different classes.\n")
	} else {
		fmt.Fprintf(&b, "Here are %d unit squares, one per line. Each is written as the tuple of its four corner labels; equal numbers mean the same class and different numbers different classes.\n", len(squares))
	}
	for _, sq := range squares {
		b.WriteString(Tuple(sq) + "\n")
	}
	fmt.Fprintf(&b, "\nEvery tuple lists the corners in the order %s.", o.Names())
	return b.String()
}
