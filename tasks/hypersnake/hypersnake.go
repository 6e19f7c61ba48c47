// Package hypersnake is SCBench task 11: steer a snake through an
// N-dimensional grid (2 to 10 axes) from a given start, one unit step along one
// axis at a time, never revisiting a cell or entering a wall, eating every food
// cell and covering as much of the grid as possible.
//
// The canonical subpasses are upstream's thirteen worlds; fresh worlds come from
// a seeded generator that keeps only worlds in which the reference solver
// reaches full marks.
package hypersnake

import (
	"encoding/json"
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
)

// Task implements tasks.Task.
type Task struct{}

// Data is a Hyper-Snake world. Coordinates are in axis order.
type Data struct {
	Size  []int   `json:"size"`
	Start []int   `json:"start"`
	Walls [][]int `json:"walls"`
	Food  [][]int `json:"food"`
}

// Step is one cell of an answer's path.
type Step struct {
	Pos []int `json:"pos"`
}

// Answer is the reference answer's form.
type Answer struct {
	Path []Step `json:"path"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","required":["path"],"properties":{"path":{"type":"array","items":{"type":"object","required":["pos"],"properties":{"pos":{"type":"array","items":{"type":"integer"}}}}}}}`

// Limits of the manifold.
const (
	MinDims, MaxDims = 2, 10
	MaxCells         = 2500
)

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "hyper-snake",
		ID:     11,
		Name:   "Hyper-snake",
		Bucket: tasks.Planning,
		Summary: "The game of snake in 2 to 10 dimensions: from a given start cell the model lists a " +
			"path of unit steps along one axis at a time that never revisits a cell, never enters a " +
			"wall, stays inside the grid, eats every food cell and covers as much of the grid as it " +
			"can. The score is the fraction of free cells covered (98% is enough when there are " +
			"walls), divided for every food cell missed. It tests keeping track of position and of " +
			"visited cells in spaces that cannot be pictured.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "dims", Kind: tasks.Int, Min: MinDims, Max: MaxDims, Default: 3, Doc: "number of axes"},
			{Name: "cells", Kind: tasks.Int, Min: 4, Max: MaxCells, Default: 64, Doc: "the most cells the grid may have; side lengths are drawn so that their product comes as close as it can"},
			{Name: "walls", Kind: tasks.Int, Min: 0, Max: 40, Default: 1, Doc: "number of wall cells"},
			{Name: "food", Kind: tasks.Int, Min: 0, Max: 10, Default: 1, Doc: "number of food cells"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "a flat grid of about 64 cells, 2 walls, 1 food", Values: map[string]any{"dims": 2, "cells": 64, "walls": 2, "food": 1}},
			{Name: "medium", Doc: "4 axes, about 625 cells, 3 walls, 2 food", Values: map[string]any{"dims": 4, "cells": 625, "walls": 3, "food": 2}},
			{Name: "hard", Doc: "7 axes, about 2,187 cells, 4 walls, 3 food", Values: map[string]any{"dims": 7, "cells": 2187, "walls": 4, "food": 3}},
		},
	}
}

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i := range canonical {
		d := &canonical[i]
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%dD, %s", len(d.Size), FormatSize(d.Size)),
			Difficulty: difficulty(len(d.Size)),
			Params:     tasks.Params{"dims": len(d.Size), "cells": NewGrid(d.Size).Cells(), "walls": len(d.Walls), "food": len(d.Food)},
		}
	}
	return subs
}

func difficulty(dims int) string {
	switch {
	case dims <= 3:
		return "easy"
	case dims <= 6:
		return "medium"
	}
	return "hard"
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonical) {
		return tasks.Content{}, fmt.Errorf("hyper-snake has no subpass %d", k)
	}
	return content(canonical[k].clone()), nil
}

func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	d, err := Generate(p.Int("dims"), p.Int("cells"), p.Int("walls"), p.Int("food"), seed)
	if err != nil {
		return tasks.Content{}, err
	}
	return content(d), nil
}

func content(d *Data) tasks.Content {
	return tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}
}

func (d *Data) clone() *Data {
	c := &Data{Size: append([]int(nil), d.Size...), Start: append([]int(nil), d.Start...), Walls: [][]int{}, Food: [][]int{}}
	for _, w := range d.Walls {
		c.Walls = append(c.Walls, append([]int(nil), w...))
	}
	for _, f := range d.Food {
		c.Food = append(c.Food, append([]int(nil), f...))
	}
	return c
}

// DataOf returns an instance's data, or an error for an instance of another task.
func DataOf(in *tasks.Instance) (*Data, error) {
	return tasks.DataAs[Data](in)
}

// Solve finds a path with the backbite search (see solver.go).
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	sol := d.solve()
	g := NewGrid(d.Size)
	a := Answer{Path: make([]Step, len(sol.cells))}
	for i, c := range sol.cells {
		a.Path[i] = Step{Pos: g.Coord(c)}
	}
	return a, nil
}

// solverSeed and solverBudget fix the reference search: the generator accepts a
// world only if this exact search reaches full marks on it, so Solve always
// does on generated worlds.
const solverSeed = 1

func solverBudget(cells int) int { return 200*cells + 20000 }

func (d *Data) solve() solution {
	return newSolver(d).solve(solverSeed, solverBudget(NewGrid(d.Size).Cells()))
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(3, "Hyper-snake")
	}
	return d.Scene()
}
