package main

import (
	"encoding/json"
	"fmt"
)

type shikakuRecord struct {
	ID          string   `json:"id"`
	GroundTruth [][4]int `json:"ground_truth"`
	Metadata    struct {
		Difficulty string `json:"difficulty"`
	} `json:"metadata"`
	DatagenArgs struct {
		PuzzleID    string `json:"puzzle_id"`
		PuzzleIndex int    `json:"puzzle_index"`
	} `json:"datagen_args"`
	Puzzle struct {
		Numbers [][]int `json:"numbers"`
		Width   int     `json:"width"`
		Height  int     `json:"height"`
	} `json:"puzzle"`
}

// shikakuCanonical is one canonical Shikaku subpass: the puzzle grid and the
// Tatham game description it came from (decoded and cross-checked in tests).
type shikakuCanonical struct {
	Ref         string  `json:"ref"`
	PuzzleIndex int     `json:"puzzle_index"`
	Tatham      string  `json:"tatham"`
	Difficulty  string  `json:"difficulty"`
	Width       int     `json:"width"`
	Height      int     `json:"height"`
	Numbers     [][]int `json:"numbers"`
}

// shikakuSolverCase is one line of the solver's test data: a puzzle by its
// Tatham description, and its unique solution.
type shikakuSolverCase struct {
	ID       string   `json:"id"`
	Width    int      `json:"width"`
	Height   int      `json:"height"`
	Numbers  [][]int  `json:"numbers"`
	Solution [][4]int `json:"solution"`
}

type shikakuTruth struct {
	Ref        string   `json:"ref"`
	Rectangles [][4]int `json:"rectangles"`
}

func convertShikaku(shared string) (map[string][]byte, error) {
	recs, err := readJSONL[shikakuRecord](shared, "shikaku_curated.jsonl")
	if err != nil {
		return nil, err
	}
	var canon []shikakuCanonical
	var truth []shikakuTruth
	var cases []byte
	for _, r := range recs {
		p := r.Puzzle
		if len(p.Numbers) != p.Height {
			return nil, fmt.Errorf("record %s: %d rows, height %d", r.ID, len(p.Numbers), p.Height)
		}
		canon = append(canon, shikakuCanonical{r.ID, r.DatagenArgs.PuzzleIndex, r.DatagenArgs.PuzzleID, r.Metadata.Difficulty, p.Width, p.Height, p.Numbers})
		truth = append(truth, shikakuTruth{r.ID, r.GroundTruth})
		line, err := json.Marshal(shikakuSolverCase{r.DatagenArgs.PuzzleID, p.Width, p.Height, p.Numbers, r.GroundTruth})
		if err != nil {
			return nil, err
		}
		cases = append(append(cases, line...), '\n')
	}
	c, err := encode(canon)
	if err != nil {
		return nil, err
	}
	t, err := encode(truth)
	if err != nil {
		return nil, err
	}
	return map[string][]byte{
		"tasks/shikaku/canonical.json":                c,
		"tasks/shikaku/testdata/vgb_truth.json":       t,
		"tasks/shikaku/testdata/curated_solver.jsonl": cases,
	}, nil
}
