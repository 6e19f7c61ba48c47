package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// benchRow is the timing of one canonical subpass: building the instance,
// solving it, and grading the reference answer (which must score 1).
type benchRow struct {
	Task     string  `json:"task"`
	Subpass  int     `json:"subpass"`
	Generate float64 `json:"generate_ms"`
	Solve    float64 `json:"solve_ms"`
	Grade    float64 `json:"grade_ms"`
	Score    float64 `json:"score"`
}

// cmdBench times the canonical subpasses of the tasks named, or of the whole
// suite. It is the same code natively and compiled to WebAssembly under node,
// so the two figures compare the platforms.
func cmdBench(args []string, out io.Writer) error {
	fs := newFlagSet("bench")
	reps := fs.Int("reps", 3, "repetitions per subpass (the fastest is kept)")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if *reps < 1 {
		return usagef("bench takes --reps ≥ 1")
	}
	list := suite.Tasks()
	if len(pos) > 0 {
		list = nil
		named := map[string]bool{}
		for _, name := range pos {
			e, ok := suite.Lookup(name)
			if !ok {
				return usagef("unknown task %q (run scbench tasks to list them)", name)
			}
			slug := e.Info().Slug
			if named[slug] {
				return usagef("the task %s is named twice", slug)
			}
			named[slug] = true
			list = append(list, e)
		}
	}
	var rows []benchRow
	start := time.Now()
	failures := 0
	for _, e := range list {
		for _, sp := range e.Subpasses() {
			row := benchRow{Task: e.Info().Slug, Subpass: sp.Index}
			row.Generate, row.Solve, row.Grade = 1e18, 1e18, 1e18
			for r := 0; r < *reps; r++ {
				k := sp.Index
				t0 := time.Now()
				in, err := tasks.New(e, tasks.Request{Subpass: &k})
				if err != nil {
					return fmt.Errorf("%s #%d: %v", row.Task, k, err)
				}
				t1 := time.Now()
				ans, err := e.Solve(in)
				if err != nil {
					return fmt.Errorf("%s #%d: solve: %v", row.Task, k, err)
				}
				t2 := time.Now()
				b, _ := json.Marshal(ans)
				rep := e.Grade(in, string(b))
				t3 := time.Now()
				row.Generate = min(row.Generate, ms(t1.Sub(t0)))
				row.Solve = min(row.Solve, ms(t2.Sub(t1)))
				row.Grade = min(row.Grade, ms(t3.Sub(t2)))
				row.Score = rep.Score
			}
			if !e.Info().ReferenceScoreHolds(row.Score) {
				failures++
			}
			rows = append(rows, row)
		}
	}
	wall := time.Since(start)
	var gen, sol, gra float64
	for _, r := range rows {
		gen += r.Generate
		sol += r.Solve
		gra += r.Grade
	}
	platform := runtime.GOOS + "/" + runtime.GOARCH
	if *asJSON {
		err := writeJSON(out, map[string]any{"platform": platform, "subpasses": len(rows), "reps": *reps,
			"generate_ms": gen, "solve_ms": sol, "grade_ms": gra, "wall_ms": ms(wall), "not_full_marks": failures, "rows": rows})
		if err != nil {
			return err
		}
	} else {
		tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "TASK\tSUBPASS\tGENERATE ms\tSOLVE ms\tGRADE ms\tSCORE\t")
		for _, r := range rows {
			fmt.Fprintf(tw, "%s\t%d\t%.3f\t%.3f\t%.3f\t%s\t\n", r.Task, r.Subpass, r.Generate, r.Solve, r.Grade, strconv.FormatFloat(r.Score, 'g', 6, 64))
		}
		fmt.Fprintf(tw, "total (%d subpasses)\t\t%.1f\t%.1f\t%.1f\t\t\n", len(rows), gen, sol, gra)
		tw.Flush()
		fmt.Fprintf(out, "%s: %d subpasses, fastest of %d runs each; wall time %.0f ms\n", platform, len(rows), *reps, ms(wall))
	}
	if failures > 0 {
		return fmt.Errorf("%d reference answers did not score 1 (or, for a baseline, above 0)", failures)
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }
