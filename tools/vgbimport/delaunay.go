package main

import (
	"fmt"
	"strconv"
	"strings"
)

type delaunayRecord struct {
	ID          string   `json:"id"`
	Prompt      string   `json:"prompt"`
	GroundTruth [][3]int `json:"ground_truth"`
	Metadata    struct {
		Difficulty string `json:"difficulty"`
	} `json:"metadata"`
	DatagenArgs struct {
		NumPoints int `json:"num_points"`
		Seed      int `json:"seed"`
	} `json:"datagen_args"`
}

// delaunayCanonical is one canonical Delaunay subpass as scbench stores it: the
// points exactly as upstream's prompt displays them, in thousandths.
type delaunayCanonical struct {
	Ref        string   `json:"ref"`
	NumPoints  int      `json:"num_points"`
	Seed       int      `json:"seed"`
	Difficulty string   `json:"difficulty"`
	Milli      [][2]int `json:"milli"`
}

type delaunayTruth struct {
	Ref       string   `json:"ref"`
	Triangles [][3]int `json:"triangles"`
}

type delaunayFullPrecision struct {
	ID     string       `json:"id"`
	Points [][2]float64 `json:"points"`
}

// geomFixture is one record of geom's triangulation test data: the unrounded
// points the truth was computed from, the points as displayed (decimal text),
// and the truth.
type geomFixture struct {
	Index       int          `json:"index"` // 1-based position in the dataset
	ID          string       `json:"id"`
	Points      [][2]float64 `json:"points"`
	Displayed   [][2]string  `json:"displayed"`
	GroundTruth [][3]int     `json:"ground_truth"`
}

func convertDelaunay(shared string) (map[string][]byte, error) {
	recs, err := readJSONL[delaunayRecord](shared, "delaunay_dataset.jsonl")
	if err != nil {
		return nil, err
	}
	full, err := readJSONL[delaunayFullPrecision](shared, "delaunay_dataset.full_precision_points.jsonl")
	if err != nil {
		return nil, err
	}
	if len(full) != len(recs) {
		return nil, fmt.Errorf("%d records but %d full-precision point sets", len(recs), len(full))
	}
	var canon []delaunayCanonical
	var truth []delaunayTruth
	var fixture []geomFixture
	for i, r := range recs {
		shown, err := displayedText(r.Prompt)
		if err != nil {
			return nil, fmt.Errorf("record %s: %w", r.ID, err)
		}
		pts, err := toMilli(shown)
		if err != nil {
			return nil, fmt.Errorf("record %s: %w", r.ID, err)
		}
		if full[i].ID != r.ID || len(full[i].Points) != len(pts) {
			return nil, fmt.Errorf("record %d: full-precision set %s does not match %s", i+1, full[i].ID, r.ID)
		}
		fixture = append(fixture, geomFixture{i + 1, r.ID, full[i].Points, shown, r.GroundTruth})
		if len(pts) != r.DatagenArgs.NumPoints {
			return nil, fmt.Errorf("record %s: prompt shows %d points, num_points is %d", r.ID, len(pts), r.DatagenArgs.NumPoints)
		}
		canon = append(canon, delaunayCanonical{r.ID, r.DatagenArgs.NumPoints, r.DatagenArgs.Seed, r.Metadata.Difficulty, pts})
		truth = append(truth, delaunayTruth{r.ID, r.GroundTruth})
	}
	c, err := encode(canon)
	if err != nil {
		return nil, err
	}
	t, err := encode(truth)
	if err != nil {
		return nil, err
	}
	g, err := encode(fixture)
	if err != nil {
		return nil, err
	}
	return map[string][]byte{
		"tasks/delaunay/canonical.json":          c,
		"tasks/delaunay/testdata/vgb_truth.json": t,
		"geom/testdata/vgb_delaunay.json":        g,
	}, nil
}

// toMilli converts displayed decimals to exact thousandths.
func toMilli(shown [][2]string) ([][2]int, error) {
	out := make([][2]int, len(shown))
	for i, p := range shown {
		for k, s := range p {
			v, err := milli(s)
			if err != nil {
				return nil, err
			}
			out[i][k] = v
		}
	}
	return out, nil
}

// displayedText reads the point list out of an upstream prompt: the lines
// between "[" and "]", each "  [x, y]". The values stay decimal text, never
// float64, so that they are exact.
func displayedText(prompt string) ([][2]string, error) {
	lines := strings.Split(prompt, "\n")
	start := -1
	for i, l := range lines {
		if l == "[" {
			start = i + 1
			break
		}
	}
	if start < 0 {
		return nil, fmt.Errorf("no point list in the prompt")
	}
	var pts [][2]string
	for _, l := range lines[start:] {
		if l == "]" {
			return pts, nil
		}
		l = strings.TrimSuffix(strings.TrimSpace(l), ",")
		if !strings.HasPrefix(l, "[") || !strings.HasSuffix(l, "]") {
			return nil, fmt.Errorf("unexpected point line %q", l)
		}
		xy := strings.Split(l[1:len(l)-1], ",")
		if len(xy) != 2 {
			return nil, fmt.Errorf("unexpected point line %q", l)
		}
		pts = append(pts, [2]string{strings.TrimSpace(xy[0]), strings.TrimSpace(xy[1])})
	}
	return nil, fmt.Errorf("the point list is not closed")
}

// milli converts a decimal such as "0.05" or "1.0" to thousandths (50, 1000).
func milli(s string) (int, error) {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return 0, fmt.Errorf("%q is not a non-negative decimal", s)
	}
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) > 3 {
		return 0, fmt.Errorf("%q has more than three decimals", s)
	}
	frac += strings.Repeat("0", 3-len(frac))
	w, err1 := strconv.Atoi(whole)
	f, err2 := strconv.Atoi(frac)
	if err1 != nil || err2 != nil || w < 0 {
		return 0, fmt.Errorf("%q is not a non-negative decimal", s)
	}
	return w*1000 + f, nil
}
