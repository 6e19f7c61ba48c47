package round

import (
	"encoding/json"

	"github.com/scbench/scbench/results"
)

// States of a round.
const (
	Open   = "open"
	Closed = "closed"
)

// Info is a round as the leaderboard publishes it.
type Info struct {
	Spec
	State string `json:"state"`
	// Items counts the round's instances.
	Items int `json:"items"`
	// SecretSHA256 is the commitment published when a sealed round opens;
	// Secret is revealed when it closes.
	SecretSHA256 string `json:"secret_sha256,omitempty"`
	Secret       string `json:"secret,omitempty"`
	MaxPerModel  int    `json:"max_per_model"`
	OpenedAt     string `json:"opened_at"`
	ClosedAt     string `json:"closed_at,omitempty"`
}

// Entrant is who a submission is from: the model and how it was run.
type Entrant struct {
	Model string `json:"model"`
	Tools bool   `json:"tools"`
	// MaxTokens is the output-token cap (0: not stated).
	MaxTokens int `json:"max_tokens,omitempty"`
	// Attempts is how many tries the model had per instance.
	Attempts int `json:"attempts"`
}

// Receipt is what the leaderboard answers a stored submission with, and
// what it shows of it afterwards: the scores are the server's own.
type Receipt struct {
	ID    string `json:"id"`
	Round string `json:"round"`
	Entrant
	// Digest is the SHA-256 of the answers stored (Digest).
	Digest string `json:"digest"`
	// Answered counts the items a line answered, of Items.
	Answered  int           `json:"answered"`
	Items     int           `json:"items"`
	CreatedAt string        `json:"created_at"`
	Summary   results.Table `json:"summary"`
}

// ExportLine is one line of a round's export: first the round (with its
// secret), then each submission followed by one line per item, in round
// order, with the resolved batch line and the report the leaderboard stored.
type ExportLine struct {
	Canary     string          `json:"canary,omitempty"`
	Round      *Info           `json:"round,omitempty"`
	Submission *Receipt        `json:"submission,omitempty"`
	Line       json.RawMessage `json:"line,omitempty"`
	Report     json.RawMessage `json:"report,omitempty"`
}
