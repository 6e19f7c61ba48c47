package main

import "fmt"

type classifyRecord struct {
	ID          string   `json:"id"`
	Prompt      string   `json:"prompt"`
	GroundTruth []string `json:"ground_truth"`
	Metadata    struct {
		Difficulty string   `json:"difficulty"`
		Tags       []string `json:"tags"`
	} `json:"metadata"`
	DatagenArgs edgeTaskArgs `json:"datagen_args"`
}

// classifyCanonical is one canonical classify-behaviour subpass: the corner
// order, the registry cases, and the squares as the upstream prompt lists them.
type classifyCanonical struct {
	Ref         string   `json:"ref"`
	Difficulty  string   `json:"difficulty"`
	Tags        []string `json:"tags"`
	CornerOrder []string `json:"corner_order"`
	Cases       []int    `json:"cases"`
	Squares     [][4]int `json:"squares"`
}

type classifyTruth struct {
	Ref    string   `json:"ref"`
	Labels []string `json:"labels"`
}

func convertClassify(shared string) (map[string][]byte, error) {
	recs, err := readJSONL[classifyRecord](shared, "topology_edge_classify_curated.jsonl")
	if err != nil {
		return nil, err
	}
	var canon []classifyCanonical
	var truth []classifyTruth
	for _, r := range recs {
		a := r.DatagenArgs
		if a.Subtask != "classify_behaviour" || len(a.EdgeOrder) != 0 {
			return nil, fmt.Errorf("record %s: subtask %q with edge order %v", r.ID, a.Subtask, a.EdgeOrder)
		}
		squares, err := edgeTaskSquares(r.ID, r.Prompt, a, len(r.GroundTruth))
		if err != nil {
			return nil, err
		}
		canon = append(canon, classifyCanonical{r.ID, r.Metadata.Difficulty, r.Metadata.Tags, a.CornerOrder, a.Cases, squares})
		truth = append(truth, classifyTruth{r.ID, r.GroundTruth})
	}
	return encodeFiles(map[string]any{
		"tasks/classifybehaviour/canonical.json":          canon,
		"tasks/classifybehaviour/testdata/vgb_truth.json": truth,
	})
}
