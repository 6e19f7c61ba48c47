package twosegments

// Grading: the answer must be two segments, each two points of two finite
// numbers; the rule (rule.go) then checks the endpoints (distinct, on the grid,
// inside the region and on its boundary) and the segments (not along a side),
// and the regions they cut must be exactly the target's shapes. Each of the
// rule's checks is one check of the report.

import (
	"fmt"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/verifiers"
)

const key = "segments"

var shape = verifiers.Shape{Fields: []string{key}, Bare: verifiers.ListOfSeqs}

// grade reads and checks one answer. It starts from the raw text so that a
// key written in the wrong case is named as such (keyCase) before the shared
// reader looks for the answer.
func grade(r *verifiers.Report, d *Data, answer string) *verifiers.Report {
	if err := verifiers.CheckText(answer, verifiers.DefaultLimits); err != nil {
		return r.Reject("answer", err)
	}
	if err := verifiers.KeyCase(verifiers.Clean(answer), verifiers.DefaultLimits, key); err != nil {
		return r.Reject("answer", err)
	}
	found, ok := r.Read(answer, shape, verifiers.DefaultLimits)
	if !ok {
		return r
	}
	var a Answer
	if err := verifiers.DecodeAnswer(d, found, &a); err != nil {
		return r.Reject("format", err)
	}
	s := a.Segments
	r.Check("format", true, "two segments, each two points of two finite numbers")

	v := d.judge(s)
	for _, c := range ruleChecks {
		if c.code == offGrid && len(d.Grid) == 0 {
			continue
		}
		var bad []issue
		for _, is := range v.Issues {
			if is.Code == c.code {
				bad = append(bad, is)
			}
		}
		if c.code == invalidSnapped && len(v.Issues) > 0 && len(bad) == 0 {
			continue // only run once every endpoint passed the checks above
		}
		if len(bad) == 0 {
			r.Check(c.name, true, c.ok)
		} else {
			r.Check(c.name, false, describe(bad))
		}
	}
	if len(v.Issues) == 0 {
		if v.Counts == d.Counts {
			r.Checkf("regions", true, "the segments %s and cut the %s into %s, as asked", meeting(s), d.Noun(), d.Counts.Phrase())
		} else {
			r.Checkf("regions", false, "the segments %s and cut the %s into %s; the target is %s", meeting(s), d.Noun(), v.Counts.Phrase()+others(v), d.Counts.Phrase())
		}
	}
	r.DrawWith(func() *scene.Scene { return overlay(d, s, v) })
	return r.PassFail(func() string { return failureMode(d, v) })
}

// meeting says how the two segments meet, as exactly as they were written.
func meeting(s Segments) string {
	var p [2][2]geom.Rat2
	for i := range s {
		for j := range s[i] {
			p[i][j], _ = geom.RatOf(s[i][j])
		}
	}
	kind, at := geom.SegmentIntersection(p[0][0], p[0][1], p[1][0], p[1][1])
	switch kind {
	case geom.Crossing:
		return "cross at " + at[0].String()
	case geom.Touching:
		return "meet only at " + at[0].String()
	case geom.Overlapping:
		return "overlap from " + at[0].String() + " to " + at[1].String()
	}
	return "do not meet"
}

// others mentions faces that are no shape of the task (fewer than three or
// more than six corners after rounding), which upstream ignores.
func others(v *verdict) string {
	n := len(v.Faces) - v.Counts.Total()
	if n <= 0 {
		return ""
	}
	return " (and " + verifiers.Count(n, "region that counts", "regions that count") + " as no shape)"
}

// describe writes the first issue of a kind and how many more there are.
// Issues of one kind are all about endpoints or all about whole segments, so
// the first names the noun for the rest.
func describe(bad []issue) string {
	is := bad[0]
	where := fmt.Sprintf("segment %d", is.Segment+1)
	one, many := "segment", "segments"
	if is.Endpoint >= 0 {
		where += fmt.Sprintf(", endpoint %d", is.Endpoint+1)
		one, many = "endpoint", "endpoints"
	}
	return where + ": " + is.Detail + verifiers.More(len(bad)-1, one, many)
}

// failureMode: the right number of regions with the wrong shapes is a near
// miss; everything else is incorrect.
func failureMode(d *Data, v *verdict) string {
	if len(v.Issues) == 0 && v.Counts.Total() == d.Counts.Total() {
		return verifiers.NearMiss
	}
	return verifiers.Incorrect
}

// DecodeValue reads exactly two segments of two points of two finite
// numbers; lists and tuples are both accepted.
func (s *Segments) DecodeValue(_ *Data, v verifiers.Value, path string) error {
	segs, err := verifiers.Seq(v, path, true)
	if err != nil {
		return err
	}
	if len(segs) != 2 {
		return verifiers.Errorf(path, "expected exactly 2 segments, found %d", len(segs))
	}
	for i, sv := range segs {
		p := verifiers.Index(path, i)
		pts, err := verifiers.Seq(sv, p, true)
		if err != nil {
			return err
		}
		if len(pts) != 2 {
			return verifiers.Errorf(p, "expected 2 endpoints, found %d", len(pts))
		}
		for j, pv := range pts {
			pp := verifiers.Index(p, j)
			xy, err := verifiers.Seq(pv, pp, true)
			if err != nil {
				return err
			}
			if len(xy) != 2 {
				return verifiers.Errorf(pp, "expected a point of 2 coordinates, found %d", len(xy))
			}
			for k, c := range xy {
				x, err := verifiers.Number(c, verifiers.Index(pp, k))
				if err != nil {
					return err
				}
				s[i][j][k] = x
			}
			if !geom.Finite2(s[i][j]) {
				return verifiers.Errorf(pp, "is not a finite point")
			}
		}
	}
	return nil
}
