package interlockingparts

// Grading: the ten parts are read and built (criterion 0); every other
// criterion needs that to pass, and then runs its own check on the built
// parts: the bed, the gap probes, the cage's size, the rod fit,
// interference, rod engagement, bar thickness and gap uniformity.

import (
	"fmt"
	"strings"

	"github.com/scbench/scbench/verifiers"
)

// maxListed bounds the parts and problems a detail names.
const maxListed = 6

// grading holds one answer under examination.
type grading struct {
	d     *Data
	parts []*Part
	// distinct[i] is the first part with part i's file (a print pose is
	// measured once however often it is printed).
	distinct []int
	// raw are the parts' transforms as given; marks what the criterion
	// found wrong, for the overlay.
	raw   [][]float64
	marks marks
	// r is the report, stage what it is checking, for progress reports.
	r     *verifiers.Report
	stage string
}

// stageBuild names the build in progress reports.
const stageBuild = "reading and building the parts"

// tick reports progress through the criterion being checked: done of total
// steps (parts, rods, rows of rays).
func (g *grading) tick(done, total int) { g.r.Progress(g.stage, done, total) }

func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	raw := a.Parts
	if len(raw) != PartCount {
		r.Checkf("parts", false, "exactly %d parts required, found %d", PartCount, len(raw))
		r.FailureMode = verifiers.Malformed
		if len(raw) == 0 {
			r.FailureMode = verifiers.Trivialized
		}
		return r.Finish(0)
	}
	r.Checkf("parts", true, "%d parts, each with a file, its type and a transform", PartCount)

	g := &grading{d: d, r: r}
	var problems []string
	b := &builder{}
	first := map[[2]string]int{}
	for i, p := range raw {
		r.Progress(stageBuild, i, len(raw))
		part, why := b.build(i, p.FileType, p.FileContents, p.Transform)
		problems = append(problems, why...)
		g.parts = append(g.parts, part)
		key := [2]string{strings.ToLower(strings.TrimSpace(p.FileType)), p.FileContents}
		if _, ok := first[key]; !ok {
			first[key] = i
		}
		g.distinct = append(g.distinct, first[key])
		g.raw = append(g.raw, p.Transform)
	}
	r.DrawWith(g.overlay)
	if len(problems) > 0 {
		r.Check("build", false, listed(problems))
	} else {
		r.Checkf("build", true, "every part is a single valid solid (%s)", g.summary())
	}
	if d.Criterion == 0 || len(problems) > 0 {
		if d.Criterion != 0 {
			r.Checkf("prerequisite", false, "criterion 0 (build and validate) failed, so criterion %d (%s) scores 0", d.Criterion, d.criterionName())
		}
		if len(problems) > 0 {
			r.FailureMode = verifiers.Malformed
			return r.Finish(0)
		}
		return r.Finish(1)
	}
	r.Progress(stageBuild, len(raw), len(raw))
	g.stage = fmt.Sprintf("criterion %d: %s", d.Criterion, criterionNames[d.Criterion])
	score := [...]func(*verifiers.Report) float64{
		1: g.bed, 2: g.gapProbes, 3: g.size, 4: g.rodFit, 5: g.interference,
		6: g.engagement, 7: g.thickness, 8: g.uniformity,
	}[d.Criterion](r)
	if score < 1 {
		r.FailureMode = verifiers.Incorrect
	}
	return r.Finish(score)
}

// summary says what the parts are made of.
func (g *grading) summary() string {
	kinds := map[string]int{}
	for _, p := range g.parts {
		kinds[p.Kind]++
	}
	var out []string
	for _, k := range []string{"OpenSCAD", "STL"} {
		if kinds[k] > 0 {
			out = append(out, fmt.Sprintf("%d %s", kinds[k], k))
		}
	}
	return strings.Join(out, ", ")
}

// listed joins problems, naming at most maxListed of them.
func listed(problems []string) string {
	if len(problems) <= maxListed {
		return strings.Join(problems, "; ")
	}
	return strings.Join(problems[:maxListed], "; ") + fmt.Sprintf("; and %d more", len(problems)-maxListed)
}

// partList names parts by index ("parts 2, 3 and 7").
func partList(idx []int) string {
	var s []string
	for k, i := range idx {
		if k == maxListed {
			s = append(s, fmt.Sprintf("%d more", len(idx)-maxListed))
			break
		}
		s = append(s, fmt.Sprint(i))
	}
	word := "parts "
	if len(idx) == 1 {
		word = "part "
	}
	if len(s) == 1 {
		return word + s[0]
	}
	return word + strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// DecodeValue reads the parts (a list, not a tuple), bounding their count
// before looking inside.
func (ps *Parts) DecodeValue(_ *Data, v verifiers.Value, path string) error {
	items, err := verifiers.Seq(v, path, false)
	if err != nil {
		return err
	}
	if len(items) > 100 {
		return verifiers.Errorf(path, "%d parts; exactly %d are asked for", len(items), PartCount)
	}
	*ps = make(Parts, len(items))
	out := *ps
	for i, it := range items {
		path := verifiers.Index(path, i)
		if it.Kind != verifiers.Dict {
			return verifiers.Errorf(path, "expected an object with fileContents, fileType and transform, found %s", it.Describe())
		}
		field := func(name string) (verifiers.Value, error) {
			f, ok := it.Get(name)
			if !ok {
				return f, verifiers.Errorf(path, "missing %q", name)
			}
			return f, nil
		}
		p := &out[i]
		for _, s := range []struct {
			name string
			to   *string
		}{{"fileContents", &p.FileContents}, {"fileType", &p.FileType}} {
			f, err := field(s.name)
			if err != nil {
				return err
			}
			if *s.to, err = verifiers.Text(f, path+"."+s.name); err != nil {
				return err
			}
		}
		f, err := field("transform")
		if err != nil {
			return err
		}
		nums, err := verifiers.Seq(f, path+".transform", true)
		if err != nil {
			return err
		}
		if len(nums) > 64 {
			return verifiers.Errorf(path+".transform", "expected 16 numbers, found %d", len(nums))
		}
		for k, n := range nums {
			x, err := verifiers.Number(n, verifiers.Index(path+".transform", k))
			if err != nil {
				return err
			}
			p.Transform = append(p.Transform, x)
		}
		if p.Transform == nil {
			p.Transform = []float64{}
		}
	}
	return nil
}
