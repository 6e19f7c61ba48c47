package tasks

import (
	"errors"
	"fmt"
)

// A hint is what the practice editors ask for when a person is stuck on a
// puzzle: one piece of a solution that agrees with what is on the board, or,
// when no solution does, where the board goes wrong. It is computed by the
// task's own solver, so a hint is never a guess.

// Hint kinds.
const (
	// HintPiece: Piece is part of a solution that keeps everything on the
	// board; Cells are the cells it covers.
	HintPiece = "piece"
	// HintContradiction: no solution keeps what is on the board; Cells are
	// where it goes wrong.
	HintContradiction = "contradiction"
	// HintSolved: the board already is a solution.
	HintSolved = "solved"
	// HintUnknown: the solver could not tell within its budget, or the board
	// could not be read; Message says which.
	HintUnknown = "unknown"
)

// Hint is the answer to a request for a hint.
type Hint struct {
	Kind string `json:"kind"`
	// Message says it in a sentence for a person ("the 6 at column 3, row 2
	// takes the 2×3 rectangle ...").
	Message string `json:"message"`
	// Piece is the revealed part of the solution in the task's own answer
	// terms (a rectangle's bounding box, the next step of a loop, a cell and
	// its height), for an editor to place; nil unless Kind is HintPiece.
	Piece any `json:"piece,omitempty"`
	// Cells are the board cells the hint is about, as [column, row], 0-based
	// from the top left, at most MaxHintCells of them.
	Cells [][2]int `json:"cells,omitempty"`
}

// MaxHintCells bounds Hint.Cells: a hint points at a place, it does not
// repaint the board.
const MaxHintCells = 64

// ErrNoHints is returned by Task.Hint for a task without a Hint hook.
var ErrNoHints = errors.New("this task gives no hints")

// Unknown returns a HintUnknown hint saying why.
func Unknown(format string, args ...any) Hint {
	return Hint{Kind: HintUnknown, Message: fmt.Sprintf(format, args...)}
}

// clipCells keeps a hint within MaxHintCells cells.
func (h Hint) clipCells() Hint {
	if len(h.Cells) > MaxHintCells {
		h.Cells = h.Cells[:MaxHintCells]
	}
	return h
}
