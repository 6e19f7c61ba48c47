package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/scbench/scbench/dataset"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// cmdGenerate writes a dataset (package dataset): seeded instances of a task
// over a preset, parameters or a grid, or with --suite the canonical
// subpasses; a summary goes to stderr.
func cmdGenerate(args []string, stderr io.Writer) error {
	fs := newFlagSet("generate")
	count := fs.Int("count", 1, "instances per grid point")
	preset := fs.String("preset", "", "start from a named preset")
	params := fs.String("params", "", "parameter overrides k=v,...")
	grid := fs.String("grid", "", "a sweep: k=a..b[:step],k2=x|y|z")
	seedText := fs.String("seed", "0", "the base seed every instance's seed is derived from")
	out := fs.String("out", "", "the dataset's directory (prompts.jsonl and attachments/)")
	all := fs.Bool("suite", false, "the canonical subpasses (of TASK, or of every task)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if *out == "" {
		return usagef("generate needs --out DIR")
	}
	var plan dataset.Plan
	var list []tasks.Task
	if *all {
		if set := setFlags(fs, "count", "preset", "params", "grid", "seed"); set != "" {
			return usagef("generate --suite writes the paper's instances: --%s does not apply", set)
		}
		if len(pos) > 1 {
			return usagef("generate --suite takes at most one TASK")
		}
		list = suite.Tasks()
		if len(pos) == 1 {
			e, err := taskArg("generate", pos)
			if err != nil {
				return err
			}
			list = []tasks.Task{e}
		}
	} else {
		e, err := taskArg("generate", pos)
		if err != nil {
			return err
		}
		seed, err := tasks.ParseSeed(*seedText)
		if err != nil {
			return usagef("--seed: %v", err)
		}
		plan = dataset.Plan{Task: e, Preset: *preset, Params: *params, Grid: *grid, Count: *count, Seed: seed}
		if err := plan.Check(); err != nil {
			return usageError{err.Error()}
		}
	}
	w, err := dataset.Create(*out)
	if err != nil {
		return usagef("cannot write the dataset: %v", err)
	}
	var sum dataset.Summary
	if *all {
		sum, err = dataset.Suite(w, list)
	} else {
		sum, err = dataset.Generate(w, plan)
	}
	if err != nil {
		w.Abort()
		return err
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("cannot write the dataset: %v", err)
	}
	fmt.Fprintf(stderr, "%s: %s\n", filepath.Join(*out, dataset.PromptsFile), sum)
	return nil
}

// setFlags names the first of the given flags that was set, or "".
func setFlags(fs *flag.FlagSet, names ...string) string {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	for _, n := range names {
		if set[n] {
			return n
		}
	}
	return ""
}

// solveDataset writes each line of a dataset followed by the reference
// answer to its instance: a batch for grade --batch on which every line must
// score what a reference earns.
func solveDataset(name string, out io.Writer) error {
	f, err := os.Open(name)
	if err != nil {
		return usagef("cannot read the dataset: %v", err)
	}
	defer f.Close()
	w := bufio.NewWriter(out)
	defer w.Flush()
	lines := wire.NewReader(f, suite.MaxBatchLine)
	for lines.Next() {
		n, raw := lines.Line(), bytes.TrimSpace(lines.Bytes())
		if err := lines.Problem(); err != nil {
			return fmt.Errorf("line %d: %v", n, err)
		}
		if err := namesInstance(raw); err != nil {
			return fmt.Errorf("line %d: %v", n, err)
		}
		_, text, err := dataset.Reference(raw)
		if err != nil {
			return fmt.Errorf("line %d: %v", n, err)
		}
		answer, err := json.Marshal(text)
		if err != nil {
			return fmt.Errorf("line %d: %v", n, err)
		}
		w.Write(raw[:len(raw)-1]) // the object without its closing brace
		w.WriteString(`,"answer":`)
		w.Write(answer)
		w.WriteString("}\n")
	}
	if err := lines.Err(); err != nil {
		return err
	}
	// The writes above report nothing; a failed one (a full disk) surfaces
	// here, and must fail the command rather than leave a short batch.
	return w.Flush()
}

// namesInstance refuses a line that names no instance of its own: one
// without a seed or a subpass would be answered for the default instance
// of its parameters. A sealed round's prompts lines are such lines: their
// seeds are secret until the round closes.
func namesInstance(raw []byte) error {
	o, err := wire.ParseObject(raw)
	if err != nil {
		return nil // the line's own reader says what is wrong
	}
	ref, err := wire.ReadRef(o)
	if err != nil || ref.Seed != nil || ref.Subpass != nil {
		return nil
	}
	if rd, err := o.String("round"); err == nil && rd != "" {
		return fmt.Errorf("the line is a prompt of the leaderboard's round %s, whose seeds are secret until it closes: its instance cannot be known, nor answered", wire.Quote(rd, 40))
	}
	return fmt.Errorf("the line names no seed and no subpass, so no one instance: solve answers lines that do, as a dataset's prompts file has them")
}
