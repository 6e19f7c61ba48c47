package dataset

import (
	"fmt"
	"strings"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// Plan is a generation run: Count seeded instances of Task at every point of
// Grid, over the assignment Preset and then Params ("k=v,...") make.
type Plan struct {
	Task   tasks.Task
	Preset string
	Params string
	Grid   string
	Count  int
	Seed   uint64
}

// Refusal is a grid point, or some of its instances, the task refused.
type Refusal struct {
	Point string
	// Instances counts the instances not generated there.
	Instances int
	Reason    string
}

// Summary says what a run wrote.
type Summary struct {
	Written, Duplicates, Refused int
	Refusals                     []Refusal
}

// maxListed bounds the refusals String lists. A grid has up to MaxPoints
// points and a label repeats the grid's values as written, so a grid of a
// few kilobytes with a bad value on one axis would otherwise say megabytes.
const maxListed = 20

// String is the summary as a person reads it: the first maxListed
// refusals, each clipped, and how many more there are.
func (s Summary) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d written, %d skipped as duplicates, %d refused", s.Written, s.Duplicates, s.Refused)
	for i, r := range s.Refusals {
		if i == maxListed {
			fmt.Fprintf(&b, "\n  and %d more points refused", len(s.Refusals)-maxListed)
			break
		}
		fmt.Fprintf(&b, "\n  refused %s (%d): %s", wire.Clip(r.Point, 200), r.Instances, wire.Clip(r.Reason, 300))
	}
	return b.String()
}

// Check says what is wrong with a plan (its parameters, its grid, a limit)
// without generating anything.
func (p Plan) Check() error {
	_, err := p.prepare()
	return err
}

// prepare resolves a plan into its grid points, checking every limit before
// anything is generated.
func (p Plan) prepare() ([]Point, error) {
	if p.Count < 1 || p.Count > MaxCount {
		return nil, fmt.Errorf("--count must be from 1 to %d, not %d", MaxCount, p.Count)
	}
	if p.Seed > tasks.MaxSeed {
		return nil, fmt.Errorf("seed %d is too large; seeds go from 0 to %d", p.Seed, uint64(tasks.MaxSeed))
	}
	m := p.Task.Manifold()
	base := m.Defaults()
	var err error
	if p.Preset != "" {
		if base, err = m.Preset(p.Preset); err != nil {
			return nil, err
		}
	}
	if base, err = m.Parse(base, p.Params); err != nil {
		return nil, err
	}
	axes, err := ParseGrid(m, p.Grid)
	if err != nil {
		return nil, err
	}
	for _, part := range strings.Split(p.Params, ",") {
		name, _, _ := strings.Cut(part, "=")
		for _, a := range axes {
			if strings.TrimSpace(name) == a.Name {
				return nil, fmt.Errorf("parameter %q is given both in --params and in --grid", a.Name)
			}
		}
	}
	points := Points(m, base, axes)
	if n := len(points) * p.Count; n > MaxInstances {
		return nil, fmt.Errorf("%d grid points times --count %d is %d instances; the limit is %d", len(points), p.Count, n, MaxInstances)
	}
	return points, nil
}

// Generate writes a plan's instances to w. A point the task refuses, and an
// instance its generator refuses, is counted and named in the summary; it is
// an error only when nothing at all could be generated.
func Generate(w *Writer, p Plan) (Summary, error) {
	points, err := p.prepare()
	if err != nil {
		return Summary{}, err
	}
	info := p.Task.Info()
	var sum Summary
	for _, pt := range points {
		if pt.Err != nil {
			sum.Refused += p.Count
			sum.Refusals = append(sum.Refusals, Refusal{pt.Label, p.Count, pt.Err.Error()})
			continue
		}
		params := pt.Params.Encode()
		refusal := -1 // this point's entry in sum.Refusals
		for i := range p.Count {
			seed := Seed(p.Seed, info.Slug, pt.Params, i)
			in, err := tasks.New(p.Task, tasks.Request{Seed: &seed, Preset: p.Preset, Params: params})
			if err != nil {
				sum.Refused++
				if refusal < 0 {
					refusal = len(sum.Refusals)
					sum.Refusals = append(sum.Refusals, Refusal{Point: pt.Label, Reason: err.Error()})
				}
				sum.Refusals[refusal].Instances++
				continue
			}
			if _, _, err := w.Add(GeneratedID(info.Slug, in.Params, seed), in, p.Preset, Meta{Bucket: info.Bucket, Difficulty: p.Preset}); err != nil {
				return sum, err
			}
		}
	}
	sum.Written, sum.Duplicates = w.Written(), w.Duplicates()
	if sum.Written == 0 {
		return sum, fmt.Errorf("nothing was generated: %s", sum)
	}
	return sum, nil
}

// Suite writes the canonical subpasses of the given tasks, in order, with
// ids "task/spK".
func Suite(w *Writer, ts []tasks.Task) (Summary, error) {
	for _, t := range ts {
		info := t.Info()
		for _, sp := range t.Subpasses() {
			k := sp.Index
			in, err := tasks.New(t, tasks.Request{Subpass: &k})
			if err != nil {
				return Summary{}, fmt.Errorf("%s: %v", CanonicalID(info.Slug, k), err)
			}
			if _, _, err := w.Add(CanonicalID(info.Slug, k), in, "", Meta{Bucket: info.Bucket, Difficulty: sp.Difficulty, Name: sp.Name}); err != nil {
				return Summary{}, err
			}
		}
	}
	return Summary{Written: w.Written(), Duplicates: w.Duplicates()}, nil
}
