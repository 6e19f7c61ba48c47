package main

import (
	"flag"
	"io"
	"strconv"
	"strings"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// instanceFlags are the flags shared by instance, solve, grade and scene.
type instanceFlags struct {
	subpass, seed, params, preset string
}

func (f *instanceFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.subpass, "subpass", "", "canonical subpass (0-based)")
	fs.StringVar(&f.seed, "seed", "", "seed for a freshly generated instance")
	fs.StringVar(&f.params, "params", "", "parameter overrides k=v,...")
	fs.StringVar(&f.preset, "preset", "", "parameter preset")
}

// request turns the flags into a tasks.Request, checking their spelling.
func (f *instanceFlags) request() (tasks.Request, error) {
	var r tasks.Request
	if f.subpass != "" {
		k, err := strconv.Atoi(strings.TrimSpace(f.subpass))
		if err != nil {
			return r, usagef("--subpass %q is not a whole number", f.subpass)
		}
		r.Subpass = &k
	}
	if f.seed != "" {
		s, err := tasks.ParseSeed(f.seed)
		if err != nil {
			return r, usagef("--seed: %v", err)
		}
		r.Seed = &s
	}
	// A preset and params together are fine: the preset is the base and the
	// params override it.
	r.Params, r.Preset = f.params, f.preset
	return r, nil
}

// newFlagSet makes a flag set that reports errors instead of exiting.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseArgs parses flags that may come before or after positional arguments
// ("scbench instance delaunay --subpass 3" and "scbench instance --subpass 3
// delaunay" both work) and returns the positionals.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, usagef("%s: %v", fs.Name(), err)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// taskArg resolves the single TASK positional.
func taskArg(cmd string, pos []string) (tasks.Task, error) {
	if len(pos) != 1 {
		return nil, usagef("%s needs exactly one TASK (run scbench tasks to list them)", cmd)
	}
	e, ok := suite.Lookup(pos[0])
	if !ok {
		return nil, usagef("unknown task %q (run scbench tasks to list them)", pos[0])
	}
	return e, nil
}

// instanceFor parses the common flags and builds the instance.
func instanceFor(cmd string, fs *flag.FlagSet, f *instanceFlags, args []string) (tasks.Task, *tasks.Instance, error) {
	pos, err := parseArgs(fs, args)
	if err != nil {
		return nil, nil, err
	}
	return instanceOf(cmd, pos, f)
}

// instanceOf builds the instance the positionals and parsed flags name.
func instanceOf(cmd string, pos []string, f *instanceFlags) (tasks.Task, *tasks.Instance, error) {
	e, err := taskArg(cmd, pos)
	if err != nil {
		return e, nil, err
	}
	req, err := f.request()
	if err != nil {
		return e, nil, err
	}
	in, err := tasks.New(e, req)
	if err != nil {
		return e, nil, usageError{err.Error()}
	}
	return e, in, nil
}
