package maze3d

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

// freshBoard is the practice editor's fresh canvas: A in the top-left
// corner, B in the bottom-right, the floor everywhere else.
func freshBoard(n int) []byte {
	b := []byte(strings.Repeat("0", n*n))
	b[0], b[n*n-1] = 'A', 'B'
	return b
}

func boardText(b []byte, n int) string {
	rows := make([]string, n)
	for i := range rows {
		rows[i] = string(b[i*n : (i+1)*n])
	}
	return strings.Join(rows, "\n")
}

// place puts a hint's piece on the board as the editor does: A and B move,
// leaving the floor of their height behind, or trading places when one lands
// on the other.
func place(b []byte, d *Data, p Piece) {
	c := p.Row*d.Size + p.Col
	ch := p.Cell[0]
	if ch == 'A' || ch == 'B' {
		old := strings.IndexByte(string(b), ch)
		switch {
		case b[c] == 'A' || b[c] == 'B':
			b[old] = b[c]
		case ch == 'A':
			b[old] = byte('0' + d.AHeight)
		default:
			b[old] = byte('0' + d.BHeight)
		}
	}
	b[c] = ch
}

// Following the hints from a fresh canvas paints a passing maze: A and B
// first, then the route, and never more pieces than cells.
func TestHintsPaintAMaze(t *testing.T) {
	for _, k := range []int{0, 1, 2} {
		in := tasktest.Canonical(t, Task, k)
		d := in.Data.(*Data)
		n := d.Size
		ref, _ := Reference(d)
		b := freshBoard(n)
		step := 0
		final, _ := tasktest.FollowHints(t, Task, in, boardText(b, n), n*n+2, func(_ string, h tasks.Hint) string {
			p := h.Piece.(Piece)
			c := p.Row*n + p.Col
			if p.Cell != cellChar(ref, c) || h.Cells[0] != [2]int{p.Col, p.Row} {
				t.Fatalf("%s: piece %+v at cells %v; the reference has %s there", in.Label(), p, h.Cells, cellChar(ref, c))
			}
			switch {
			case step == 0 && ref.A != 0:
				if p.Cell != "A" || !strings.Contains(h.Message, "A is at") {
					t.Errorf("%s: the first hint is %+v, not A's place", in.Label(), h)
				}
			case p.Cell != "A" && p.Cell != "B" && !strings.Contains(h.Message, "cell of its route from A") && !strings.Contains(h.Message, "a wall beside its route"):
				t.Errorf("%s: %q", in.Label(), h.Message)
			}
			step++
			place(b, d, p)
			return boardText(b, n)
		})
		tasktest.Passes(t, Task.Grade(in, final))
	}
}

func TestHintReadsTheBoard(t *testing.T) {
	in := tasktest.Canonical(t, Task, 0)
	for board, want := range map[string]string{
		"":                 "the answer is empty",
		"AB0\n000":         "exactly 5 rows",
		"A00B0\n00000":     "exactly 5 rows",
		"I do not know it": "no maze was found",
	} {
		h, err := Task.Hint(in, board)
		if err != nil || h.Kind != tasks.HintUnknown || !strings.Contains(h.Message, want) {
			t.Errorf("%q: %+v, %v; want unknown with %q", board, h, err, want)
		}
	}
}

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 101: "101st", 111: "111th"} {
		if got := ordinal(n); got != want {
			t.Errorf("ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}
