package dataset

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// PromptsFile is the name of a dataset's JSONL file in its directory, and
// AttachmentsDir the directory (beside it) that holds one directory of
// attachments per line that has any.
const (
	PromptsFile    = "prompts.jsonl"
	AttachmentsDir = "attachments"
)

// Writer writes a dataset into a directory: the prompts file, written under
// a temporary name and renamed into place by Close (so that an interrupted
// run leaves no half file under the real name), and the attachments.
type Writer struct {
	dir     string
	tmp     *os.File
	bw      *bufio.Writer
	enc     *json.Encoder
	seen    map[string]string // digest -> id of the line written with it
	names   map[string]string // safe name -> id, to keep attachment directories apart
	written int
	dups    int
}

// Create starts a dataset in dir, creating the directory if needed. An
// existing prompts file there is replaced when the writer closes, and
// attachments of the same names are overwritten; other files are left as
// they are (a fresh directory holds only the new dataset).
func Create(dir string) (*Writer, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(dir, PromptsFile+".*.tmp")
	if err != nil {
		return nil, err
	}
	if err := f.Chmod(0o644); err != nil { // CreateTemp makes it private
		f.Close()
		os.Remove(f.Name())
		return nil, err
	}
	bw := bufio.NewWriterSize(f, 1<<16)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false) // prompts read as written: "a < b", not "a \u003c b"
	return &Writer{dir: dir, tmp: f, bw: bw, enc: enc, seen: map[string]string{}, names: map[string]string{}}, nil
}

// Add writes the line for an instance, with its attachments, unless an
// instance of the same content (Digest) is already in the dataset: then it
// writes nothing and returns false with the id of the line it duplicates.
// meta's digest is filled in here.
func (w *Writer) Add(id string, in *tasks.Instance, preset string, meta Meta) (added bool, dupOf string, err error) {
	digest, err := Digest(in)
	if err != nil {
		return false, "", fmt.Errorf("%s: %v", id, err)
	}
	if first, ok := w.seen[digest]; ok {
		w.dups++
		return false, first, nil
	}
	safe := SafeName(id)
	if other, ok := w.names[safe]; ok {
		return false, "", fmt.Errorf("%s and %s would share the attachment directory %s", other, id, safe)
	}
	meta.Digest = digest
	ref := wire.Ref{Task: in.Task, Version: in.Version, Rules: in.Rules, Subpass: in.Subpass, Seed: wire.SeedOf(in.Seed), Preset: preset, Params: wire.ParamsText(in.Params.Encode())}
	line := Line{Canary: round.Canary, ID: id, Ref: ref, Prompt: in.Prompt, Schema: in.Schema, Meta: meta}
	if len(in.Attachments) > 0 {
		if err := os.MkdirAll(filepath.Join(w.dir, AttachmentsDir, safe), 0o755); err != nil {
			return false, "", err
		}
	}
	files := map[string]bool{}
	for _, a := range in.Attachments {
		name := SafeName(a.Name)
		if files[name] {
			return false, "", fmt.Errorf("%s has two attachments named %s", id, name)
		}
		files[name] = true
		if err := os.WriteFile(filepath.Join(w.dir, AttachmentsDir, safe, name), a.Data, 0o644); err != nil {
			return false, "", err
		}
		line.Attachments = append(line.Attachments, File{Name: a.Name, Type: a.Type, Path: path.Join(AttachmentsDir, safe, name)})
	}
	if err := w.enc.Encode(line); err != nil {
		return false, "", fmt.Errorf("%s: %v", id, err)
	}
	w.seen[digest] = id
	w.names[safe] = id
	w.written++
	return true, "", nil
}

// Written and Duplicates count the lines written and the instances skipped
// as duplicates so far.
func (w *Writer) Written() int    { return w.written }
func (w *Writer) Duplicates() int { return w.dups }

// Close finishes the prompts file and puts it in place.
func (w *Writer) Close() error {
	err := w.bw.Flush()
	if cerr := w.tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(w.tmp.Name(), filepath.Join(w.dir, PromptsFile))
	}
	if err != nil {
		os.Remove(w.tmp.Name())
	}
	return err
}

// Abort drops the unfinished prompts file.
func (w *Writer) Abort() {
	w.tmp.Close()
	os.Remove(w.tmp.Name())
}
