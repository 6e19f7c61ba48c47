package dataset

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// Line is one line of a dataset's prompts.jsonl: the fields of a round's
// prompts line (round.PromptLine, without the round), whose reference also
// has the seed (absent for a canonical subpass, which is the paper's
// instance) and the preset it started from, and metadata. Params are always
// the instance's full parameters, as a string. Adding an "answer" field
// makes it a batch line for `scbench grade --batch`.
type Line struct {
	Canary string `json:"canary"`
	ID     string `json:"id"`
	wire.Ref
	Prompt      string          `json:"prompt"`
	Schema      json.RawMessage `json:"schema"`
	Attachments []File          `json:"attachments,omitempty"`
	Meta        Meta            `json:"meta"`
}

// File is an attachment written beside the prompts file.
type File struct {
	Name string `json:"name"`
	Type string `json:"type"`
	// Path is relative to the prompts file's directory, with forward slashes.
	Path string `json:"path"`
}

// Meta describes a line for the reader and for reports.
type Meta struct {
	Bucket tasks.Bucket `json:"bucket"`
	// Difficulty is a canonical subpass's difficulty, or the preset's name.
	Difficulty string `json:"difficulty,omitempty"`
	// Name is a canonical subpass's name.
	Name string `json:"name,omitempty"`
	// Digest identifies the instance's content (see Digest).
	Digest string `json:"digest"`
}

// content is what Digest hashes: everything about an instance that a model
// sees or a grader reads, without the front matter (subpass, seed, params)
// that only says how it was made.
type content struct {
	Task        string             `json:"task"`
	Rules       string             `json:"rules"`
	Prompt      string             `json:"prompt"`
	Schema      json.RawMessage    `json:"schema"`
	Attachments []tasks.Attachment `json:"attachments"`
	Data        any                `json:"data"`
}

// Digest is the SHA-256 (lower-case hex) of the instance's content as JSON
// (task, rules, prompt, answer schema, attachments and data; Go's encoding,
// which sorts map keys): two instances with the same digest are the same
// test, however they were made.
func Digest(in *tasks.Instance) (string, error) {
	b, err := json.Marshal(content{in.Task, in.Rules, in.Prompt, in.Schema, in.Attachments, in.Data})
	if err != nil {
		return "", err
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:]), nil
}

// CanonicalID names canonical subpass k of a task: "delaunay/sp3".
func CanonicalID(task string, k int) string { return task + "/sp" + strconv.Itoa(k) }

// GeneratedID names a generated instance by its task, full parameter
// assignment and seed: "shikaku/height=7,max_area=8,width=7/s123".
func GeneratedID(task string, p tasks.Params, seed uint64) string {
	return task + "/" + p.Encode() + "/s" + strconv.FormatUint(seed, 10)
}

// maxSafeName bounds a safe name; longer ones are cut and end in a hash of
// the whole, so that they stay distinct.
const maxSafeName = 150

// SafeName turns an id (or an attachment's name) into a file name that is
// valid on every common file system and distinct for distinct ids: letters,
// digits and . , = _ - stay, "/" becomes "~", and every other byte is
// written %XX.
func SafeName(id string) string {
	var b strings.Builder
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', strings.IndexByte(".,=_-", c) >= 0:
			b.WriteByte(c)
		case c == '/':
			b.WriteByte('~')
		default:
			b.WriteString("%" + strings.ToUpper(hex.EncodeToString([]byte{c})))
		}
	}
	s := b.String()
	if s == "" || s == "." || s == ".." {
		s = "%" + s // never a directory's own name
	}
	if len(s) > maxSafeName {
		h := sha256.Sum256([]byte(id))
		s = s[:maxSafeName-17] + "-" + hex.EncodeToString(h[:8])
	}
	return s
}
