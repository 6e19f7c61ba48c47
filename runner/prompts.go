package runner

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// Limits on a prompts file.
const (
	// MaxPromptLine bounds one line (a prompt with its inlined images).
	MaxPromptLine = 64 << 20
	// MaxAttachment bounds one attached file (the hosted APIs take images of
	// up to 20 MB).
	MaxAttachment = 20 << 20
	// maxProblems is how many refused lines a message names.
	maxProblems = 5
)

// Prompt is one line of a prompts file, checked.
type Prompt struct {
	// Line is the line's number in its file, from 1.
	Line int
	ID   string
	// Ref is the instance the line names, read as every line format's is.
	wire.Ref
	// Text is the prompt as the file gives it (the budget sentence is added
	// when the request is made).
	Text        string
	Attachments []tasks.Attachment
	// fields are the line's other fields, in the line's order, compact: the
	// answer line copies them.
	fields wire.Object
}

// notCopied are the fields of a prompts line an answer line leaves out: the
// prompt itself, and the fields the runner writes.
var notCopied = map[string]bool{
	"prompt": true, "schema": true, "attachments": true,
	"answer": true, "model": true, "budget": true, "usage": true, "finish_reason": true,
	"refused": true, "attempts": true, "error": true,
}

// attachmentLine is an attachment as a prompts file gives it: inlined (a
// round's prompts file) or as a path relative to the file's directory (a
// dataset's).
type attachmentLine struct {
	Name string `json:"name"`
	Type string `json:"type"`
	Data []byte `json:"data"`
	Path string `json:"path"`
}

// Load reads and checks a prompts file. Every line must be a JSON object with
// a string id (unique in the file), a task this build has, made under this
// build's suite version and the task's rules (when it says), a non-empty
// prompt and readable attachments. A file with any bad line is refused as a
// whole, naming the first few lines and counting the rest, so that a run
// never starts on a dataset it would half answer.
func Load(name string) ([]Prompt, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return read(f, filepath.Dir(name), filepath.Base(name))
}

func read(r io.Reader, dir, label string) ([]Prompt, error) {
	var (
		out     []Prompt
		probs   problems
		fail    = probs.add
		firstOf = map[string]int{}
	)
	err := eachLine(r, &probs, func(n int, raw []byte, _ bool) bool {
		p, err := parsePrompt(raw, dir)
		p.Line = n
		if err != nil {
			fail(n, "%v", err)
			return true
		}
		if first, dup := firstOf[p.ID]; dup {
			fail(n, "the id %s is already on line %d", wire.Quote(p.ID, wire.MaxID), first)
			return true
		}
		firstOf[p.ID] = n
		out = append(out, p)
		return true
	})
	if err != nil {
		return nil, err
	}
	if err := probs.err(label + " cannot be run (nothing was asked):"); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s has no prompts", label)
	}
	return out, nil
}

// problems collects what is wrong with a file's lines: the first few in
// words, the rest counted.
type problems struct {
	list []string
	more int
}

func (p *problems) add(line int, format string, args ...any) {
	if len(p.list) < maxProblems {
		p.list = append(p.list, fmt.Sprintf("line %d: %s", line, fmt.Sprintf(format, args...)))
	} else {
		p.more++
	}
}

// err is nil when nothing is wrong, else the header and the problems.
func (p *problems) err(header string) error {
	if len(p.list) == 0 {
		return nil
	}
	var b strings.Builder
	b.WriteString(header)
	for _, l := range p.list {
		b.WriteString("\n  " + l)
	}
	if p.more > 0 {
		fmt.Fprintf(&b, "\n  and %d more", p.more)
	}
	return errors.New(b.String())
}

// eachLine calls fn with each line of r that is not blank, without its end,
// its number (from 1), and whether a newline ended it, until fn returns
// false. A line longer than MaxPromptLine is read through without being
// held, and is a problem.
func eachLine(r io.Reader, probs *problems, fn func(n int, raw []byte, ended bool) bool) error {
	lines := wire.NewReader(r, MaxPromptLine)
	for lines.Next() {
		if err := lines.Problem(); err != nil {
			probs.add(lines.Line(), "%v", err)
		} else if !fn(lines.Line(), lines.Bytes(), lines.Ended()) {
			return nil
		}
	}
	return lines.Err()
}

// parsePrompt reads one prompts line: through package wire, as every line
// of ours is read, so that it is refused in the words `scbench grade
// --batch` and the leaderboard use for the same line.
func parsePrompt(raw []byte, dir string) (Prompt, error) {
	var p Prompt
	fields, err := objectFields(raw)
	if err != nil {
		return p, err
	}
	if p.ID, err = fields.StringID(); err != nil {
		return p, err
	}
	if p.ID == "" {
		return p, errors.New(`the line has no "id": every prompt needs one, so that its answers can be matched to it`)
	}
	if p.Ref, err = wire.ReadRef(fields); err != nil {
		return p, err
	}
	e, ok := suite.Lookup(p.Task)
	if !ok {
		if p.Task == "" {
			return p, wire.ErrNoTask
		}
		return p, fmt.Errorf("unknown task %s (run scbench tasks to list them)", wire.Quote(p.Task, 60))
	}
	if err := tasks.CheckVersions(e, p.Version, p.Rules); err != nil {
		return p, err
	}
	if p.Text, err = fields.String("prompt"); err != nil {
		return p, err
	}
	if strings.TrimSpace(p.Text) == "" {
		return p, errors.New(`the line has no "prompt"`)
	}
	if raw, ok := fields.Get("attachments"); ok && string(raw) != "null" {
		var list []attachmentLine
		if json.Unmarshal(raw, &list) != nil {
			return p, errors.New("attachments must be a list of {name, type, data or path}")
		}
		for i, a := range list {
			att, err := loadAttachment(a, dir)
			if err != nil {
				return p, fmt.Errorf("attachment %d (%s): %v", i+1, wire.Quote(a.Name, 40), err)
			}
			p.Attachments = append(p.Attachments, att)
		}
	}
	for _, f := range fields {
		if !notCopied[f.Key] {
			p.fields = append(p.fields, f)
		}
	}
	return p, nil
}

// loadAttachment reads an attachment's bytes: inlined, or from a file under
// the prompts file's directory (a path that leaves it is refused).
func loadAttachment(a attachmentLine, dir string) (tasks.Attachment, error) {
	att := tasks.Attachment{Name: a.Name, Type: a.Type, Data: a.Data}
	if !strings.HasPrefix(a.Type, "image/") {
		// Chat-completions APIs take images in a message, not other files.
		return att, fmt.Errorf("its type is %s; only images (image/...) can be sent", wire.Quote(a.Type, 40))
	}
	if a.Path == "" {
		if len(a.Data) == 0 {
			return att, errors.New("it has neither data nor a path")
		}
		return att, nil
	}
	if len(a.Data) > 0 {
		return att, errors.New("it has both data and a path")
	}
	clean := path.Clean(a.Path)
	if path.IsAbs(clean) || clean == ".." || strings.HasPrefix(clean, "../") || strings.Contains(a.Path, "\\") {
		return att, fmt.Errorf("its path %s is not inside the prompts file's directory", wire.Quote(a.Path, 60))
	}
	// Read through a Root: a symbolic link that leads out of the directory
	// is refused too (a dataset unpacked from elsewhere could otherwise
	// send any file of the machine to the endpoint).
	root, err := os.OpenRoot(dir)
	if err != nil {
		return att, fmt.Errorf("cannot read %s", wire.Quote(a.Path, 60))
	}
	defer root.Close()
	name := filepath.FromSlash(clean)
	st, err := root.Stat(name)
	if err != nil {
		return att, fmt.Errorf("cannot read %s inside the prompts file's directory", wire.Quote(a.Path, 60))
	}
	if !st.Mode().IsRegular() || st.Size() > MaxAttachment {
		return att, fmt.Errorf("%s is not a file of at most %s bytes", wire.Quote(a.Path, 60), wire.Thousands(MaxAttachment))
	}
	if att.Data, err = root.ReadFile(name); err != nil {
		return att, fmt.Errorf("cannot read %s", wire.Quote(a.Path, 60))
	}
	return att, nil
}

// objectFields splits a line's object into its fields (wire.ParseObject),
// in order, each value compact.
func objectFields(line []byte) (wire.Object, error) {
	fields, err := wire.ParseObject(line)
	if err != nil {
		return nil, err
	}
	for i, f := range fields {
		var c bytes.Buffer
		json.Compact(&c, f.Value) // a decoded value: cannot fail
		fields[i].Value = c.Bytes()
	}
	return fields, nil
}
