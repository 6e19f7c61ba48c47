package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

type twoSegmentsRecord struct {
	ID       string `json:"id"`
	Prompt   string `json:"prompt"`
	Metadata struct {
		Difficulty string `json:"difficulty"`
	} `json:"metadata"`
	GroundTruth []struct {
		Shape string `json:"shape"`
		Count int    `json:"count"`
	} `json:"ground_truth"`
	DatagenArgs struct {
		CoordinateGrid []float64      `json:"coordinate_grid"`
		SnapDecimals   int            `json:"snap_decimals"`
		Counts         map[string]int `json:"counts"`
		Square         string         `json:"square"`
		SquareSeed     *int           `json:"square_seed"`
		Corners        [][2]float64   `json:"corners"`
	} `json:"datagen_args"`
}

// twoSegmentsCounts is a target multiset of polygon types.
type twoSegmentsCounts struct {
	Triangle      int `json:"triangle,omitempty"`
	Quadrilateral int `json:"quadrilateral,omitempty"`
	Pentagon      int `json:"pentagon,omitempty"`
	Hexagon       int `json:"hexagon,omitempty"`
}

// twoSegmentsCanonical is one canonical subpass: the region with its corners
// exactly as upstream's prompt prints them, the grid, the snapping precision
// and the target counts.
type twoSegmentsCanonical struct {
	Ref        string            `json:"ref"`
	Difficulty string            `json:"difficulty"`
	Square     string            `json:"square"` // unit, random or quad
	SquareSeed int               `json:"square_seed,omitempty"`
	Corners    [4][2]string      `json:"corners"`
	Grid       []float64         `json:"grid,omitempty"`
	Decimals   int               `json:"snap_decimals"`
	Counts     twoSegmentsCounts `json:"counts"`
}

var promptPoint = regexp.MustCompile(`\((-?[0-9.e+-]+), (-?[0-9.e+-]+)\)`)

func convertTwoSegments(shared string) (map[string][]byte, error) {
	recs, err := readJSONL[twoSegmentsRecord](shared, "two_segments_curated.jsonl")
	if err != nil {
		return nil, err
	}
	var canon []twoSegmentsCanonical
	for _, r := range recs {
		a := r.DatagenArgs
		c := twoSegmentsCanonical{Ref: r.ID, Difficulty: r.Metadata.Difficulty, Grid: a.CoordinateGrid, Decimals: a.SnapDecimals}
		switch a.Square {
		case "unit", "random":
			c.Square = a.Square
		case "explicit":
			c.Square = "quad"
		default:
			return nil, fmt.Errorf("record %s: square %q", r.ID, a.Square)
		}
		if a.SquareSeed != nil {
			c.SquareSeed = *a.SquareSeed
		}
		if err := twoSegmentsCountsOf(r.ID, a.Counts, &c.Counts); err != nil {
			return nil, err
		}
		for _, g := range r.GroundTruth {
			if a.Counts[g.Shape] != g.Count {
				return nil, fmt.Errorf("record %s: ground truth %s %d, counts %d", r.ID, g.Shape, g.Count, a.Counts[g.Shape])
			}
		}
		if len(r.GroundTruth) != len(a.Counts) {
			return nil, fmt.Errorf("record %s: ground truth and counts name different shapes", r.ID)
		}
		// The corners as the prompt prints them (its first line), which must
		// be the record's corners in %g style.
		first, _, _ := strings.Cut(r.Prompt, "\n")
		pts := promptPoint.FindAllStringSubmatch(first, -1)
		if len(pts) != 4 || len(a.Corners) != 4 {
			return nil, fmt.Errorf("record %s: %d corners in the prompt, %d stored", r.ID, len(pts), len(a.Corners))
		}
		for i, m := range pts {
			for k := 0; k < 2; k++ {
				if want := pyG(a.Corners[i][k]); m[k+1] != want {
					return nil, fmt.Errorf("record %s: corner %d prints %s, %%g of the stored value is %s", r.ID, i, m[k+1], want)
				}
				c.Corners[i][k] = m[k+1]
			}
		}
		canon = append(canon, c)
	}
	out, err := encode(canon)
	if err != nil {
		return nil, err
	}
	vectors, err := compactJSONL(filepath.Join(shared, "data", "vgb", "oracle", "two_segments_classification_vectors.jsonl"))
	if err != nil {
		return nil, err
	}
	return map[string][]byte{
		"tasks/twosegments/canonical.json":                out,
		"tasks/twosegments/testdata/oracle_vectors.jsonl": vectors,
	}, nil
}

func twoSegmentsCountsOf(id string, m map[string]int, c *twoSegmentsCounts) error {
	for shape, n := range m {
		switch shape {
		case "triangle":
			c.Triangle = n
		case "quadrilateral":
			c.Quadrilateral = n
		case "pentagon":
			c.Pentagon = n
		case "hexagon":
			c.Hexagon = n
		default:
			return fmt.Errorf("record %s: unknown shape %q", id, shape)
		}
	}
	return nil
}

// pyG formats like Python's "%g": six significant digits, trailing zeros
// dropped.
func pyG(x float64) string {
	return strconv.FormatFloat(x, 'g', 6, 64)
}

// compactJSONL re-encodes every line of a JSONL file compactly, keeping the
// order of records and of keys.
func compactJSONL(path string) ([]byte, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	for i, line := range bytes.Split(raw, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		if !json.Valid(line) {
			return nil, fmt.Errorf("%s line %d is not JSON", path, i+1)
		}
		if err := json.Compact(&out, line); err != nil {
			return nil, err
		}
		out.WriteByte('\n')
	}
	return out.Bytes(), nil
}
