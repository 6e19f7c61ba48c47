package round

import "encoding/json"

// States of a round. A sealed round is opening while the grading side
// resolves its tasks and writes its prompts, open once they are stored,
// closed when the admin closes it (its secret revealed); failed when it
// could not be opened (Info.Failure says why).
const (
	Opening = "opening"
	Open    = "open"
	Closed  = "closed"
	Failed  = "failed"
)

// Info is a round as the leaderboard publishes it.
type Info struct {
	Spec
	State string `json:"state"`
	// Failure says why a round failed to open.
	Failure string `json:"failure,omitempty"`
	// Items counts the round's instances.
	Items int `json:"items"`
	// SecretSHA256 is the commitment published when a sealed round opens;
	// Secret is revealed when it closes.
	SecretSHA256 string `json:"secret_sha256,omitempty"`
	Secret       string `json:"secret,omitempty"`
	MaxPerModel  int    `json:"max_per_model"`
	OpenedAt     string `json:"opened_at"`
	ClosedAt     string `json:"closed_at,omitempty"`
	// Stale says why this leaderboard takes no more submissions to an open
	// round: it was opened under a suite version or rules that the
	// leaderboard no longer grades under.
	Stale string `json:"stale,omitempty"`
}

// Sealed says whether the round's submissions are sealed: a sealed round
// that has not closed.
func (i Info) Sealed() bool { return i.Kind == Sealed && i.State != Closed }

// Entrant is who a submission is from: the model and how it was run.
type Entrant struct {
	Model string `json:"model"`
	Tools bool   `json:"tools"`
	// MaxTokens is the output-token cap (0: not stated).
	MaxTokens int `json:"max_tokens,omitempty"`
	// Attempts is how many tries the model had per instance.
	Attempts int `json:"attempts"`
}

// States of a submission. Received: stored whole and acknowledged, being
// graded. Graded: every line graded, its scores final. Stale: it cannot be
// graded by this leaderboard any more (it was upgraded before the grading
// finished); its lines are kept, Receipt.Note says why.
const (
	Received = "received"
	Graded   = "graded"
	Stale    = "stale"
)

// Receipt is what the leaderboard answers a stored submission with, and
// what it shows of it afterwards. The scores are the server's own. Until
// a sealed round closes only the model, its settings, the time, the digest
// and the state are shown to anyone but the submitter and the admin; the
// submitter sees its totals too (Summary with tasks, buckets and overall
// only).
type Receipt struct {
	ID    string `json:"id"`
	Round string `json:"round"`
	Entrant
	// Submitter is the label of the verified submitter who sent it (with a
	// submitter token the admin issued); empty for anyone else.
	Submitter string `json:"submitter,omitempty"`
	// Version is the suite version the submission was made and graded under.
	Version string `json:"version"`
	// Digest is the SHA-256 of the answers stored (Digest).
	Digest    string `json:"digest"`
	Items     int    `json:"items"`
	CreatedAt string `json:"created_at"`
	State     string `json:"state"`
	// Note says why a stale submission was not graded.
	Note string `json:"note,omitempty"`
	// Hidden is the moderator's reason for hiding the submission: it is
	// shown, and left out of the ranking.
	Hidden string `json:"hidden,omitempty"`
	// Answered counts the items a line answered, of Items.
	Answered *int   `json:"answered,omitempty"`
	GradedAt string `json:"graded_at,omitempty"`
	// Summary is the submission's table (results.Table) once graded.
	Summary json.RawMessage `json:"summary,omitempty"`
	// Token is given once, in the reply to the submission: it shows the
	// submitter its own submission while the round is sealed. The
	// leaderboard keeps only its SHA-256.
	Token string `json:"token,omitempty"`
}

// ExportLine is one line of a round's export: first the round (with its
// secret), then each graded submission followed by one line per item, in
// round order, with the resolved batch line and the report the leaderboard
// stored.
type ExportLine struct {
	Canary     string          `json:"canary,omitempty"`
	Round      *Info           `json:"round,omitempty"`
	Submission *Receipt        `json:"submission,omitempty"`
	Line       json.RawMessage `json:"line,omitempty"`
	Report     json.RawMessage `json:"report,omitempty"`
}
