package twosegments

import (
	"github.com/scbench/scbench/scene"
)

// overlay draws the region with the answer's regions filled by shape (when the
// segments were valid), the segments, and their endpoints, with the endpoints
// and segments of failed checks in red.
func overlay(d *Data, s Segments, v *verdict) *scene.Scene {
	sc := d.Scene()
	sc.Title = "Two segments: graded answer"
	names := map[string]string{}
	for _, c := range ruleChecks {
		names[c.code] = c.name
	}
	regionCheck := ""
	if len(v.Issues) == 0 && v.Counts != d.Counts {
		regionCheck = "regions"
	}
	for _, f := range v.Faces {
		ring := make([]float64, 0, 2*len(f.Ring))
		for _, p := range f.Ring {
			ring = append(ring, p[0], p[1])
		}
		name := shapeName(f.Corners)
		sc.Polys = append(sc.Polys, scene.Polygon{
			Style:   scene.Style{Name: name, Color: shapeColor(f.Corners), Opacity: 0.6, Check: regionCheck, Layer: "answer"},
			Rings:   [][]float64{ring},
			Outline: scene.Faint,
		})
		sc.AddLegend(shapeColor(f.Corners), name)
	}
	// Segments: red when a check failed on the segment as a whole.
	badSeg := map[int]string{}
	badEnd := map[[2]int]string{}
	for _, is := range v.Issues {
		if is.Endpoint < 0 {
			if _, ok := badSeg[is.Segment]; !ok {
				badSeg[is.Segment] = names[is.Code]
			}
		} else if _, ok := badEnd[[2]int{is.Segment, is.Endpoint}]; !ok {
			badEnd[[2]int{is.Segment, is.Endpoint}] = names[is.Code]
		}
	}
	for i, seg := range s {
		st := scene.Style{Name: "segment", Color: scene.Answer, Layer: "answer"}
		if check, ok := badSeg[i]; ok {
			st = scene.Style{Name: "segment failing " + check, Color: scene.Wrong, Check: check, Layer: "error"}
		}
		l := scene.Lines{Style: st, Width: 3}
		l.Segment(seg[0][0], seg[0][1], 0.01, seg[1][0], seg[1][1], 0.01)
		sc.Lines = append(sc.Lines, l)
		for j, p := range seg {
			pst := scene.Style{Name: "endpoint", Color: scene.Answer, Layer: "answer"}
			if check, ok := badEnd[[2]int{i, j}]; ok {
				pst = scene.Style{Name: "endpoint failing " + check, Color: scene.Wrong, Check: check, Layer: "error"}
			}
			pts := scene.Points{Style: pst, Size: 8}
			pts.Add(p[0], p[1], 0.02)
			sc.Points = append(sc.Points, pts)
		}
	}
	sc.AddLegend(scene.Answer, "the answer's segments")
	if len(badSeg)+len(badEnd) > 0 {
		sc.AddLegend(scene.Wrong, "failing endpoint or segment")
	}
	if len(v.Issues) == 0 {
		sc.Caption = "Made: " + v.Counts.Phrase() + ". Target: " + d.Counts.Phrase() + "."
	}
	return sc
}
