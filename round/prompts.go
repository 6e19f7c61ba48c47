package round

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// Canary is in every line of every prompts file and export, so that anyone
// building a training corpus can find and drop them (as BIG-bench does).
const Canary = "SCBENCH LEADERBOARD DATA: NEVER USE IN TRAINING CORPORA. canary GUID scbench:bd3b6b6b-e925-4192-aac8-a7c0409fe0f9"

// PromptLine is one line of a round's prompts file: everything a harness
// needs to ask a model, and the fields a submission line copies (id, task,
// version, rules) before adding the model's "answer". Its reference has
// the item's full parameters, and a sealed round's lines carry no seed: it
// is secret until the round closes.
type PromptLine struct {
	Canary string `json:"canary"`
	Round  string `json:"round"`
	ID     string `json:"id"`
	wire.Ref
	Prompt      string             `json:"prompt"`
	Schema      json.RawMessage    `json:"schema"`
	Attachments []tasks.Attachment `json:"attachments,omitempty"`
}

// WritePrompts writes the prompts file of a round, one line per item.
func WritePrompts(w io.Writer, s Spec, items []Item, secret string) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	for _, it := range items {
		in, err := it.Instance(secret)
		if err != nil {
			return err
		}
		ref := wire.Ref{Task: it.Task, Version: in.Version, Rules: in.Rules, Subpass: it.Subpass, Params: wire.ParamsText(it.Params)}
		b, err := json.Marshal(PromptLine{Canary: Canary, Round: s.ID, ID: it.ID, Ref: ref, Prompt: in.Prompt, Schema: in.Schema, Attachments: in.Attachments})
		if err != nil {
			return fmt.Errorf("%s: %v", it.ID, err)
		}
		bw.Write(b)
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
