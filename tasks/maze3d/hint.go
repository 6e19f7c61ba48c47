package maze3d

// Practice hints. A maze is designed, not deduced: a board can always be
// repainted into some solution, so no board contradicts them all, and "the
// solutions that agree with the board" are too many to search. A hint
// therefore reveals one cell of the reference maze (Reference) where the
// board differs from it, following the reference route from A to B first and
// then the walls in reading order: asking again and again paints the
// reference maze in, route first. A board that already passes is solved.

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Piece is a maze hint's piece: the cell at Row, Col (0-based from the top
// left) holds Cell ("0" to "9", "A" or "B"). An A or B piece moves that
// endpoint: the cell it leaves takes the floor of its height, or the other
// endpoint when the piece lands on it (the two trade places).
type Piece struct {
	Row  int    `json:"row"`
	Col  int    `json:"col"`
	Cell string `json:"cell"`
}

func hint(d *Data, board string) tasks.Hint {
	gr := &grading{d: d}
	r := verifiers.NewReport("", "", nil, nil)
	text, _, err := gr.read(board)
	if err != nil {
		return tasks.Unknown("the board cannot be read: %v", err)
	}
	if !gr.parse(r, text) {
		c, _ := r.FirstFailure()
		return tasks.Unknown("the board cannot be read: %s", c.Detail)
	}
	if d.Passes(gr.g) {
		return tasks.Hint{Kind: tasks.HintSolved, Message: "The maze meets every rule: one route from A to B, long enough, with enough jumps."}
	}
	ref, err := Reference(d)
	if err != nil {
		return tasks.Unknown("there is no reference maze to take a hint from: %v", err)
	}
	// A and B first, so that no later piece paints over them; then the
	// route between them, then the walls.
	route := ref.Analyse().Route
	order := make([]int, 0, len(ref.H))
	step := make([]int, len(ref.H)) // 1-based position on the route, 0 off it
	order = append(order, ref.A, ref.B)
	for k, c := range route {
		step[c] = k + 1
		if c != ref.A && c != ref.B {
			order = append(order, c)
		}
	}
	for c := range ref.H {
		if step[c] == 0 {
			order = append(order, c)
		}
	}
	for _, c := range order {
		want := cellChar(ref, c)
		if cellChar(gr.g, c) == want {
			continue
		}
		where := fmt.Sprintf("%s is %s", cell(ref, c), want)
		switch {
		case want == "A" || want == "B":
			where = fmt.Sprintf("%s is at %s", want, cell(ref, c))
		case step[c] > 0:
			where += fmt.Sprintf(", the %s cell of its route from A", ordinal(step[c]))
		default:
			where += ", a wall beside its route"
		}
		return tasks.Hint{
			Kind:    tasks.HintPiece,
			Message: "In one solution " + where + ".",
			Piece:   Piece{Row: c / ref.N, Col: c % ref.N, Cell: want},
			Cells:   [][2]int{{c % ref.N, c / ref.N}},
		}
	}
	// The board is the reference maze, which passes; Passes said otherwise.
	return tasks.Unknown("the board matches the reference maze, yet it does not pass")
}

// cellChar is the character a maze's text has at cell c.
func cellChar(g *Grid, c int) string {
	switch c {
	case g.A:
		return "A"
	case g.B:
		return "B"
	}
	return string(rune('0' + g.H[c]))
}

// ordinal writes 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st.
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprint(n) + suffix
}
