package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// cmdManifold prints tasks' generation schemas (tasks.Generation): a JSON
// Schema of the parameters with the presets and the canonical subpasses'
// points, as JSON or as tables.
func cmdManifold(args []string, out io.Writer) error {
	fs := newFlagSet("manifold")
	asJSON := fs.Bool("json", false, "print JSON")
	all := fs.Bool("all", false, "every task")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	var list []tasks.Task
	if *all {
		if len(pos) > 0 {
			return usagef("manifold takes a TASK or --all, not both")
		}
		list = suite.Tasks()
	} else {
		e, err := taskArg("manifold", pos)
		if err != nil {
			return err
		}
		list = []tasks.Task{e}
	}
	gens := make([]tasks.Generation, len(list))
	for i, e := range list {
		gens[i] = tasks.GenerationOf(e)
	}
	if *asJSON {
		if *all {
			return writeJSON(out, gens)
		}
		return writeJSON(out, gens[0])
	}
	for i, g := range gens {
		if i > 0 {
			fmt.Fprintln(out)
		}
		if err := printGeneration(out, g); err != nil {
			return err
		}
	}
	return nil
}

// printGeneration writes a generation schema as three tables.
func printGeneration(out io.Writer, g tasks.Generation) error {
	fmt.Fprintf(out, "%s (%s): %s\n\n", g.Task, g.Rules, g.Name)
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "PARAMETER\tTYPE\tVALUES\tDEFAULT\tDESCRIPTION")
	for _, p := range g.Schema.Properties {
		values := ""
		switch {
		case p.Enum != nil:
			values = wire.Clip(strings.Join(p.Enum, "|"), 40) // the JSON lists them all
		case p.Minimum != nil:
			values = fmtScore(*p.Minimum) + ".." + fmtScore(*p.Maximum)
		case p.Type == "boolean":
			values = "true|false"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%v\t%s\n", p.Name, p.Type, values, p.Default, p.Description)
	}
	tw.Flush()
	fmt.Fprintln(out)
	tw = tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "PRESET\tVALUES\tDESCRIPTION")
	for _, pr := range g.Presets {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", pr.Name, tasks.Params(pr.Values).Encode(), pr.Doc)
	}
	tw.Flush()
	fmt.Fprintln(out)
	tw = tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "SUBPASS\tPARAMETERS\tNAME")
	for _, sp := range g.Subpasses {
		name := sp.Name
		if sp.Difficulty != "" {
			name += " (" + sp.Difficulty + ")"
		}
		fmt.Fprintf(tw, "#%d\t%s\t%s\n", sp.Index, sp.Params.Encode(), name)
	}
	return tw.Flush()
}
