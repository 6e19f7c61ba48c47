package main

import (
	"fmt"
	"strconv"
	"strings"
)

type edgeTaskArgs struct {
	Subtask     string   `json:"subtask"`
	CornerOrder []string `json:"corner_order"`
	EdgeOrder   []string `json:"edge_order"`
	Cases       []int    `json:"cases"`
}

type enumEdgesRecord struct {
	ID          string     `json:"id"`
	Prompt      string     `json:"prompt"`
	GroundTruth [][][2]int `json:"ground_truth"`
	Metadata    struct {
		Difficulty string   `json:"difficulty"`
		Tags       []string `json:"tags"`
	} `json:"metadata"`
	DatagenArgs edgeTaskArgs `json:"datagen_args"`
}

// enumEdgesCanonical is one canonical enumerate-edges subpass: the orders, the
// registry cases, and the squares exactly as the upstream prompt lists them.
type enumEdgesCanonical struct {
	Ref         string   `json:"ref"`
	Difficulty  string   `json:"difficulty"`
	Tags        []string `json:"tags"`
	CornerOrder []string `json:"corner_order"`
	EdgeOrder   []string `json:"edge_order"`
	Cases       []int    `json:"cases"`
	Squares     [][4]int `json:"squares"`
}

type enumEdgesTruth struct {
	Ref   string     `json:"ref"`
	Edges [][][2]int `json:"edges"`
}

func convertEnumEdges(shared string) (map[string][]byte, error) {
	recs, err := readJSONL[enumEdgesRecord](shared, "topology_edge_enumerate_curated.jsonl")
	if err != nil {
		return nil, err
	}
	var canon []enumEdgesCanonical
	var truth []enumEdgesTruth
	for _, r := range recs {
		a := r.DatagenArgs
		if a.Subtask != "enumerate_edges" {
			return nil, fmt.Errorf("record %s: subtask %q", r.ID, a.Subtask)
		}
		squares, err := edgeTaskSquares(r.ID, r.Prompt, a, len(r.GroundTruth))
		if err != nil {
			return nil, err
		}
		numbering := make([]string, len(a.EdgeOrder))
		for i, e := range a.EdgeOrder {
			numbering[i] = e + "=" + strconv.Itoa(i)
		}
		if !strings.Contains(r.Prompt, "Edges are indexed: "+strings.Join(numbering, ", ")+".") {
			return nil, fmt.Errorf("record %s: the prompt does not number the edges %v", r.ID, a.EdgeOrder)
		}
		canon = append(canon, enumEdgesCanonical{r.ID, r.Metadata.Difficulty, r.Metadata.Tags, a.CornerOrder, a.EdgeOrder, a.Cases, squares})
		truth = append(truth, enumEdgesTruth{r.ID, r.GroundTruth})
	}
	return encodeFiles(map[string]any{
		"tasks/enumerateedges/canonical.json":          canon,
		"tasks/enumerateedges/testdata/vgb_truth.json": truth,
	})
}

// edgeTaskSquares reads the squares out of an upstream edge-task prompt (one
// "(a, b, c, d)" line each, after the header) and checks that the prompt lists
// the corner order of the arguments and one square per case and per truth.
func edgeTaskSquares(id, prompt string, a edgeTaskArgs, truths int) ([][4]int, error) {
	quoted := make([]string, len(a.CornerOrder))
	for i, c := range a.CornerOrder {
		quoted[i] = "'" + c + "'"
	}
	if !strings.Contains(prompt, "labelled in ("+strings.Join(quoted, ", ")+") order") {
		return nil, fmt.Errorf("record %s: the prompt does not list the corner order %v", id, a.CornerOrder)
	}
	var squares [][4]int
	for _, line := range strings.Split(prompt, "\n") {
		if !strings.HasPrefix(line, "(") || !strings.HasSuffix(line, ")") {
			continue
		}
		parts := strings.Split(line[1:len(line)-1], ",")
		if len(parts) != 4 {
			continue // the corner-order line has quoted names, never four numbers
		}
		var sq [4]int
		ok := true
		for i, p := range parts {
			v, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil {
				ok = false
				break
			}
			sq[i] = v
		}
		if ok {
			squares = append(squares, sq)
		}
	}
	if len(squares) != len(a.Cases) || len(squares) != truths {
		return nil, fmt.Errorf("record %s: %d squares in the prompt, %d cases, %d truths", id, len(squares), len(a.Cases), truths)
	}
	return squares, nil
}
