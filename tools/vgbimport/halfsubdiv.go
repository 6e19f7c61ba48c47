package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
)

type halfSubdivRecord struct {
	ID          string   `json:"id"`
	Prompt      string   `json:"prompt"`
	GroundTruth []string `json:"ground_truth"`
	Metadata    struct {
		Difficulty string `json:"difficulty"`
	} `json:"metadata"`
	DatagenArgs struct {
		MaxDepth  int      `json:"max_depth"`
		MinDepth  int      `json:"min_depth"`
		SplitProb float64  `json:"split_prob"`
		Seed      int      `json:"seed"`
		AxisCycle []string `json:"axis_cycle"`
		Dimension string   `json:"dimension"`
	} `json:"datagen_args"`
	Runtime struct {
		TargetLabel    string `json:"target_label"`
		NeighbourCount int    `json:"neighbour_count"`
	} `json:"runtime"`
}

// halfSubdivCanonical is one canonical subpass: the generator arguments, the
// leaves of the tree in depth-first order ("0" before "1") and the target.
type halfSubdivCanonical struct {
	Ref        string   `json:"ref"`
	Difficulty string   `json:"difficulty"`
	Dimension  int      `json:"dimension"`
	AxisCycle  []string `json:"axis_cycle"`
	MaxDepth   int      `json:"max_depth"`
	MinDepth   int      `json:"min_depth"`
	SplitProb  float64  `json:"split_prob"`
	Seed       int      `json:"seed"`
	Target     string   `json:"target"`
	Leaves     []string `json:"leaves"`
}

// halfSubdivTruth is what the tests compare with: the stored neighbour list
// (the grader's tests grade it) and a hash of the tree exactly as upstream's
// prompt draws it (the tree's tests redraw it).
type halfSubdivTruth struct {
	Ref        string   `json:"ref"`
	Target     string   `json:"target"`
	Neighbours []string `json:"neighbours"`
	TreeLines  int      `json:"tree_lines"`
	TreeSHA256 string   `json:"tree_sha256"`
}

func convertHalfSubdiv(shared string) (map[string][]byte, error) {
	recs, err := readJSONL[halfSubdivRecord](shared, "half_subdivision.jsonl")
	if err != nil {
		return nil, err
	}
	var canon []halfSubdivCanonical
	var truth []halfSubdivTruth
	for _, r := range recs {
		tree, err := fencedTree(r.Prompt)
		if err != nil {
			return nil, fmt.Errorf("record %s: %w", r.ID, err)
		}
		leaves, err := treeLeaves(tree)
		if err != nil {
			return nil, fmt.Errorf("record %s: %w", r.ID, err)
		}
		target, ok := promptTarget(r.Prompt)
		if !ok || target != r.Runtime.TargetLabel {
			return nil, fmt.Errorf("record %s: the prompt's target %q differs from runtime.target_label %q", r.ID, target, r.Runtime.TargetLabel)
		}
		if len(r.GroundTruth) != r.Runtime.NeighbourCount {
			return nil, fmt.Errorf("record %s: %d neighbours stored, neighbour_count %d", r.ID, len(r.GroundTruth), r.Runtime.NeighbourCount)
		}
		dim := 0
		switch r.DatagenArgs.Dimension {
		case "2D":
			dim = 2
		case "3D":
			dim = 3
		default:
			return nil, fmt.Errorf("record %s: dimension %q", r.ID, r.DatagenArgs.Dimension)
		}
		a := r.DatagenArgs
		canon = append(canon, halfSubdivCanonical{r.ID, r.Metadata.Difficulty, dim, a.AxisCycle, a.MaxDepth, a.MinDepth, a.SplitProb, a.Seed, target, leaves})
		sum := sha256.Sum256([]byte(tree))
		truth = append(truth, halfSubdivTruth{r.ID, target, r.GroundTruth, strings.Count(tree, "\n") + 1, hex.EncodeToString(sum[:])})
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
		"tasks/halfsubdivisionneighbours/canonical.json":            c,
		"tasks/halfsubdivisionneighbours/testdata/vgb_records.json": t,
	}, nil
}

// fencedTree returns the text between the prompt's code fences: the tree,
// lines joined by "\n", without a trailing newline.
func fencedTree(prompt string) (string, error) {
	start := strings.Index(prompt, "```\n")
	if start < 0 {
		return "", fmt.Errorf("no fenced tree in the prompt")
	}
	rest := prompt[start+4:]
	end := strings.Index(rest, "\n```")
	if end < 0 {
		return "", fmt.Errorf("the fenced tree is not closed")
	}
	return rest[:end], nil
}

// treeLeaves reads the labels of a drawn tree (one node per line, the label
// after the last space) and returns the leaves in the order drawn. It checks
// that the root is "" and that every other node's parent was drawn before it.
func treeLeaves(tree string) ([]string, error) {
	lines := strings.Split(tree, "\n")
	if len(lines) == 0 || lines[0] != `""` {
		return nil, fmt.Errorf("the tree does not start with the root line \"\"")
	}
	seen := map[string]bool{"": true}
	var labels []string
	for _, l := range lines[1:] {
		lab := l[strings.LastIndex(l, " ")+1:]
		if lab == "" || strings.Trim(lab, "01") != "" {
			return nil, fmt.Errorf("tree line %q has no binary label", l)
		}
		if !seen[lab[:len(lab)-1]] || seen[lab] {
			return nil, fmt.Errorf("tree line %q: parent missing or label repeated", l)
		}
		seen[lab] = true
		labels = append(labels, lab)
	}
	var leaves []string
	for _, lab := range labels {
		if seen[lab+"0"] != seen[lab+"1"] {
			return nil, fmt.Errorf("node %s has one child", lab)
		}
		if !seen[lab+"0"] {
			leaves = append(leaves, lab)
		}
	}
	return leaves, nil
}

// promptTarget reads the "Target leaf: ..." line.
func promptTarget(prompt string) (string, bool) {
	for _, l := range strings.Split(prompt, "\n") {
		if s, ok := strings.CutPrefix(l, "Target leaf: "); ok {
			return strings.TrimSpace(s), true
		}
	}
	return "", false
}
