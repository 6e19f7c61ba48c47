package round

import (
	"encoding/json"

	"github.com/scbench/scbench/wire"
)

// Canary is in every line of every prompts file and export, so that anyone
// building a training corpus can find and drop them (as BIG-bench does).
const Canary = "SCBENCH LEADERBOARD DATA: NEVER USE IN TRAINING CORPORA. canary GUID scbench:bd3b6b6b-e925-4192-aac8-a7c0409fe0f9"

// PromptLine is one line of a round's prompts file: everything a harness
// needs to ask a model, and the fields a submission line copies (id, task,
// version, rules) before adding the model's "answer". Its reference has
// the item's full parameters, and a sealed round's lines carry no seed: it
// is secret until the round closes. The grading side writes a round's
// prompts once (round/grade.PromptLines); the leaderboard stores and serves
// them as written.
type PromptLine struct {
	Canary string `json:"canary"`
	Round  string `json:"round"`
	ID     string `json:"id"`
	wire.Ref
	Prompt      string          `json:"prompt"`
	Schema      json.RawMessage `json:"schema"`
	Attachments json.RawMessage `json:"attachments,omitempty"`
}
