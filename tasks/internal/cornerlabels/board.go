package cornerlabels

import (
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Record is one canonical subpass as tools/vgbimport stores it for the three
// tasks: the upstream record's id, difficulty and tags, and its arguments
// (those a task does not have are absent).
type Record struct {
	Ref         string      `json:"ref"`
	Difficulty  string      `json:"difficulty"`
	Tags        []string    `json:"tags"`
	NClasses    int         `json:"n_classes,omitempty"`
	CornerOrder CornerOrder `json:"corner_order"`
	EdgeOrder   *EdgeOrder  `json:"edge_order,omitempty"`
	Cases       []int       `json:"cases,omitempty"`
	Squares     [][4]int    `json:"squares,omitempty"`
}

// LoadRecords decodes a task's embedded canonical.json; a corrupt file is a
// build defect, so it panics naming the task.
func LoadRecords(b []byte, task string) []Record {
	return tasks.Records[Record](task, b)
}

// Board is what enumerate-edges and classify-behaviour instances share: unit
// squares shown by their corner labels, read in one corner order.
type Board struct {
	// CornerOrder is the order of the labels in every tuple.
	CornerOrder CornerOrder `json:"corner_order"`
	// Squares are the corner labels as the prompt shows them.
	Squares [][4]int `json:"squares"`
	// Cases are the squares' ids in the case registry (for reference).
	Cases []int `json:"cases"`
}

// Board returns the squares of a canonical record.
func (r Record) Board() Board {
	return Board{CornerOrder: r.CornerOrder, Squares: r.Squares, Cases: r.Cases}
}

// NewBoard draws a board: the corner order (a kind or one order's key), n
// distinct cases from allowed, and the class numbers as labels says. Each step
// draws from its own stream of r.
func NewBoard(r *rng.Rand, cornerOrder string, n int, allowed []int, labels string) (Board, error) {
	co, err := PickCornerOrder(cornerOrder, r.Derive("corner order"))
	if err != nil {
		return Board{}, err
	}
	ids, err := PickCases(r.Derive("cases"), allowed, n)
	if err != nil {
		return Board{}, err
	}
	squares, err := ShowCases(ids, co, labels, r.Derive("labels"))
	if err != nil {
		return Board{}, err
	}
	return Board{CornerOrder: co, Squares: squares, Cases: ids}, nil
}

// Valid checks the corner order and the squares.
func (b *Board) Valid() error {
	if err := b.CornerOrder.Valid(); err != nil {
		return err
	}
	return CheckSquares(b.Squares)
}

// Topology is what the rule says of square i.
func (b *Board) Topology(i int) Topology {
	return Analyse(b.CornerOrder.ToGeometric(b.Squares[i]))
}
