package main

import (
	"fmt"
	"strings"
)

type topologyEnumRecord struct {
	ID          string   `json:"id"`
	Prompt      string   `json:"prompt"`
	GroundTruth [][4]int `json:"ground_truth"`
	Metadata    struct {
		Difficulty string   `json:"difficulty"`
		Tags       []string `json:"tags"`
	} `json:"metadata"`
	DatagenArgs struct {
		NClasses    int      `json:"n_classes"`
		CornerOrder []string `json:"corner_order"`
	} `json:"datagen_args"`
}

// topologyEnumCanonical is one canonical topology-enumeration subpass: the
// number of classes and the order the prompt lists the corners in.
type topologyEnumCanonical struct {
	Ref         string   `json:"ref"`
	Difficulty  string   `json:"difficulty"`
	Tags        []string `json:"tags"`
	NClasses    int      `json:"n_classes"`
	CornerOrder []string `json:"corner_order"`
}

type topologyEnumTruth struct {
	Ref     string   `json:"ref"`
	Configs [][4]int `json:"configs"`
}

func convertTopologyEnum(shared string) (map[string][]byte, error) {
	recs, err := readJSONL[topologyEnumRecord](shared, "topology_enumeration_curated.jsonl")
	if err != nil {
		return nil, err
	}
	var canon []topologyEnumCanonical
	var truth []topologyEnumTruth
	for _, r := range recs {
		a := r.DatagenArgs
		// The prompt must show what the arguments say: the corner order and
		// the class count.
		shown := "corners ordered (" + strings.Join(a.CornerOrder, ", ") + ")"
		if !strings.Contains(r.Prompt, shown) {
			return nil, fmt.Errorf("record %s: the prompt does not list %s", r.ID, shown)
		}
		if !strings.Contains(r.Prompt, fmt.Sprintf("exactly %d distinct classes", a.NClasses)) {
			return nil, fmt.Errorf("record %s: the prompt does not say %d classes", r.ID, a.NClasses)
		}
		canon = append(canon, topologyEnumCanonical{r.ID, r.Metadata.Difficulty, r.Metadata.Tags, a.NClasses, a.CornerOrder})
		truth = append(truth, topologyEnumTruth{r.ID, r.GroundTruth})
	}
	return encodeFiles(map[string]any{
		"tasks/topologyenumeration/canonical.json":          canon,
		"tasks/topologyenumeration/testdata/vgb_truth.json": truth,
	})
}

// encodeFiles encodes each file's records (see encode).
func encodeFiles(files map[string]any) (map[string][]byte, error) {
	out := make(map[string][]byte, len(files))
	for path, records := range files {
		b, err := encode(records)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		out[path] = b
	}
	return out, nil
}
