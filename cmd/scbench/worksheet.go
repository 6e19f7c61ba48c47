package main

import (
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/worksheet"
)

// cmdWorksheet writes a printable worksheet as an HTML document: K seeded
// instances of a task at a preset, each with its share link, and an answer
// key on pages of its own; the browser's print page lays out the same.
func cmdWorksheet(args []string, stdout io.Writer) error {
	fs := newFlagSet("worksheet")
	preset := fs.String("preset", "", "the difficulty: a preset of the task (easy, medium, hard)")
	count := fs.String("count", "6", fmt.Sprintf("how many instances (1 to %d)", worksheet.MaxCount))
	seed := fs.String("seed", "1", "the first instance's seed; the others follow it")
	base := fs.String("base", "", "the site's address, put before every share link (https://example.org/scbench/)")
	out := fs.String("out", "", "write the document to this file instead of stdout")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	t, err := taskArg("worksheet", pos)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(*count)
	if err != nil {
		return usagef("--count %q is not a whole number", *count)
	}
	s, err := tasks.ParseSeed(*seed)
	if err != nil {
		return usagef("--seed: %v", err)
	}
	sheet, err := worksheet.Build(t, worksheet.Request{Preset: *preset, Count: n, Seed: s, Base: *base})
	if err != nil {
		return usageError{err.Error()}
	}
	doc := worksheet.Document(sheet.Root, sheet.Title)
	if *out != "" {
		return os.WriteFile(*out, []byte(doc), 0o644)
	}
	_, err = io.WriteString(stdout, doc)
	return err
}
