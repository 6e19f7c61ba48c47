package suite

import (
	"encoding/json"
	"strings"

	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// RunMeta is what a report keeps of the run that produced its answer: the
// model, the output-token budget it was given, the output tokens it spent and
// why it stopped. `scbench run` writes these on each answer line (model,
// budget, usage.completion_tokens, finish_reason); `grade --batch` copies
// them into the line's report as "run", for the experiment reports (results,
// figures) and the Compare page. Every field is optional.
type RunMeta struct {
	Model        string `json:"model,omitempty"`
	Budget       *int64 `json:"budget,omitempty"`
	OutputTokens *int64 `json:"output_tokens,omitempty"`
	FinishReason string `json:"finish_reason,omitempty"`
}

// Bounds on run metadata. A value outside them is dropped, never refused:
// metadata describes the run, the answer is what is graded.
const (
	// MaxModelName bounds a model's name, in bytes; a longer name is cut.
	MaxModelName = 120
	// MaxFinishReason bounds a finish reason; a longer one is cut.
	MaxFinishReason = 40
	// MaxTokens bounds a budget or a token count (far above any model's).
	MaxTokens = 1 << 40
)

// runFromFields reads the run metadata of an answer line from its fields.
// It is nil when the line carries none that is valid.
func runFromFields(fields wire.Object) *RunMeta {
	var tokens json.RawMessage
	if raw, ok := fields.Get("usage"); ok {
		var usage map[string]json.RawMessage
		if json.Unmarshal(raw, &usage) == nil {
			tokens = usage["completion_tokens"]
		}
	}
	model, _ := fields.Get("model")
	budget, _ := fields.Get("budget")
	finish, _ := fields.Get("finish_reason")
	return runOf(model, budget, tokens, finish)
}

// ReadRun reads a report's "run" object back (results reads report files
// with it), with the same checks as when it was written: a hand-edited report
// cannot carry a negative token count or a name of a megabyte.
func ReadRun(raw json.RawMessage) *RunMeta {
	var fields map[string]json.RawMessage
	if len(raw) == 0 || json.Unmarshal(raw, &fields) != nil {
		return nil
	}
	return runOf(fields["model"], fields["budget"], fields["output_tokens"], fields["finish_reason"])
}

func runOf(model, budget, tokens, finish json.RawMessage) *RunMeta {
	r := RunMeta{
		Model:        boundedText(model, MaxModelName),
		Budget:       tokenCount(budget),
		OutputTokens: tokenCount(tokens),
		FinishReason: boundedText(finish, MaxFinishReason),
	}
	if r == (RunMeta{}) {
		return nil
	}
	return &r
}

// ModelName bounds a model's name as a report keeps it (also a name that
// comes from elsewhere: a report file's name, a label the page gives).
func ModelName(s string) string { return oneLine(s, MaxModelName) }

// boundedText reads a JSON string as one line of text of at most n bytes
// (oneLine); anything else reads as "".
func boundedText(raw json.RawMessage, n int) string {
	var s string
	if len(raw) == 0 || raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
		return ""
	}
	return oneLine(s, n)
}

// oneLine makes s one line of valid UTF-8 of at most n bytes: control
// characters become spaces, surrounding space is trimmed, and a longer text
// is cut at a character boundary. The controls are C0, DEL and C1 (a UTF-8
// terminal reads U+009B as the start of an escape sequence) and the
// explicit bidirectional embeddings, overrides and isolates, which would
// reorder the text after the name wherever it is shown.
func oneLine(s string, n int) string {
	if len(s) > 4*n { // bound the work before mapping
		s = s[:4*n]
	}
	s = strings.Map(func(r rune) rune {
		if r < ' ' || r >= 0x7f && r <= 0x9f || verifiers.BidiControl(r) {
			return ' '
		}
		return r
	}, s)
	s = strings.TrimSpace(s)
	if len(s) > n {
		s = strings.TrimSpace(strings.ToValidUTF8(s[:n], ""))
	}
	return s
}

// tokenCount reads a whole, non-negative number of tokens within MaxTokens
// (2048.0 is 2048); anything else reads as absent.
func tokenCount(raw json.RawMessage) *int64 {
	n, ok := wire.WholeNumber(raw)
	if !ok || n < 0 || n > MaxTokens {
		return nil
	}
	return &n
}
