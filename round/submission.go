package round

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/scbench/scbench/wire"
)

// Problem is one thing wrong with a submission; Line is 0 when it concerns
// the whole of it.
type Problem struct {
	Line    int    `json:"line,omitempty"`
	Message string `json:"message"`
}

// MaxProblems bounds the problems a refusal lists; the rest are counted.
const MaxProblems = 20

// Submission is a submission's answers, read and checked against its round.
type Submission struct {
	// Answers holds each item's answer (the JSON value of the line's
	// "answer", as received), by item index; nil where no line answers it.
	Answers []json.RawMessage
	// Lines holds the line each answer came from (0 where none did).
	Lines []int
}

// submitted is what Parse reads of a line. Other fields (a prompts line's
// prompt, schema, canary, ...) are allowed and ignored, so that a harness can
// add "answer" to each line of the prompts file and send it back.
type submitted struct {
	wire.Ref
	Round  *string
	ID     string
	Answer json.RawMessage
}

// Parse reads a submission's body (JSONL, one line per answered item) and
// checks every line against the round. Lines are read through package wire,
// as every line of ours is (so a line that is not one JSON object, or gives
// a field twice, is refused in the words `scbench grade --batch` uses), and
// each must name one of the round's items (by id, or on the paper board by
// task and subpass), once; carry the suite version and the rules the round
// grades its task under; have an answer; be valid UTF-8 and at most maxLine
// bytes. Problems lists what is wrong (at most MaxProblems of them; total
// counts them all). A submission with any problem is refused as a whole.
func Parse(s Spec, items []Item, body []byte, maxLine int) (sub Submission, problems []Problem, total int) {
	add := func(line int, format string, args ...any) {
		total++
		if len(problems) < MaxProblems {
			problems = append(problems, Problem{Line: line, Message: fmt.Sprintf(format, args...)})
		}
	}
	// Bound the work first: no more lines than the round has items.
	lines := 0
	for r := wire.NewReader(bytes.NewReader(body), maxLine); r.Next(); {
		lines++
	}
	if lines == 0 {
		add(0, "the submission has no lines; send one JSON line per answered instance")
		return sub, problems, total
	}
	if lines > len(items) {
		add(0, "the submission has %d lines, but round %s has only %s", lines, s.ID, Count(len(items), "instance", "instances"))
		return sub, problems, total
	}

	byID := make(map[string]int, len(items))
	for i, it := range items {
		byID[it.ID] = i
	}
	sub = Submission{Answers: make([]json.RawMessage, len(items)), Lines: make([]int, len(items))}
	for r := wire.NewReader(bytes.NewReader(body), maxLine); r.Next(); {
		line := r.Line()
		l, err := readSubmitted(r)
		if err != nil {
			add(line, "line %d: %v", line, err)
			continue
		}
		it, msg := resolve(s, items, byID, l)
		if msg != "" {
			add(line, "line %d %s", line, msg)
			continue
		}
		if prev := sub.Lines[it.Index]; prev != 0 {
			add(line, "line %d answers %s again (first on line %d)", line, it.ID, prev)
			continue
		}
		// An answer given as a JSON value rather than a string is kept (and
		// graded) in its compact form, so that it reads the same in every
		// file that carries it.
		var compact bytes.Buffer
		json.Compact(&compact, l.Answer) // a value the reader checked: cannot fail
		sub.Answers[it.Index] = compact.Bytes()
		sub.Lines[it.Index] = line
	}
	if total > 0 {
		return Submission{}, problems, total
	}
	return sub, nil, 0
}

// readSubmitted reads the current line of a submission: first as every line
// of ours is read (wire: one object, no field twice, an id that is valid
// UTF-8), then as the leaderboard keeps it (valid UTF-8 throughout, since it
// stores the answer as text).
func readSubmitted(r *wire.Reader) (submitted, error) {
	var l submitted
	if err := r.Problem(); err != nil {
		return l, err
	}
	raw := r.Bytes()
	o, err := wire.ParseObject(raw)
	if err != nil {
		return l, err
	}
	if l.ID, err = o.StringID(); err != nil {
		return l, err
	}
	if !utf8.Valid(raw) {
		return l, fmt.Errorf("the line is not valid UTF-8 (at byte %d)", invalidAt(raw)+1)
	}
	if l.Ref, err = wire.ReadRef(o); err != nil {
		return l, err
	}
	if o.Has("round") {
		round, err := o.String("round")
		if err != nil {
			return l, err
		}
		l.Round = &round
	}
	l.Answer, _ = o.Get("answer")
	return l, nil
}

// resolve finds the item a line answers and checks what the line says about
// it; msg (completing "line N ...") says what is wrong.
func resolve(s Spec, items []Item, byID map[string]int, l submitted) (it Item, msg string) {
	if l.Round != nil && *l.Round != s.ID {
		return it, fmt.Sprintf("is from round %s, not %s", wire.Quote(*l.Round, 40), s.ID)
	}
	id := l.ID
	switch {
	case id != "":
	case s.Kind == Paper && l.Subpass != nil:
		id = l.Task + "#" + strconv.Itoa(*l.Subpass)
	default:
		return it, "names no instance: give its id, as in the prompts file"
	}
	i, ok := byID[id]
	if !ok {
		return it, fmt.Sprintf("names %s, which is not an instance of round %s", wire.Quote(id, wire.MaxID), s.ID)
	}
	it = items[i]
	switch {
	case l.Task == "":
		return it, "has no task"
	case l.Task != it.Task:
		return it, fmt.Sprintf("says task %s, but %s is a %s instance", wire.Quote(l.Task, 40), it.ID, it.Task)
	case l.Seed != nil:
		return it, "gives a seed: a round's instances are named by their id alone"
	case l.Preset != "":
		return it, "gives a preset: a round's instances are named by their id alone"
	case l.Subpass != nil && (it.Subpass == nil || *l.Subpass != *it.Subpass):
		return it, fmt.Sprintf("gives subpass %d, which is not %s's", *l.Subpass, it.ID)
	}
	if len(l.Params) > 0 {
		var p string
		if json.Unmarshal(l.Params, &p) != nil || p != it.Params {
			return it, fmt.Sprintf("gives parameters other than %s's (%s)", it.ID, it.Params)
		}
	}
	switch {
	case l.Version == "" || l.Rules == "":
		return it, "does not say the suite version and rules it was made under: copy version and rules from the prompts file"
	case l.Version != s.Version:
		return it, fmt.Sprintf("was made under suite version %s, but round %s is graded under %s", wire.Clip(l.Version, 40), s.ID, s.Version)
	case l.Rules != it.Rules:
		return it, fmt.Sprintf("was made under the rules %s, but round %s grades %s under %s", wire.Clip(l.Rules, 40), s.ID, it.Task, it.Rules)
	case len(l.Answer) == 0 || string(l.Answer) == "null":
		return it, "has no answer"
	}
	return it, ""
}

func invalidAt(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(b)
}

// Resolved is a batch line (suite.BatchLine) that names an item's instance
// in full: with the seed, once the secret is known. Graded by
// `scbench grade --batch` or the batch page, it gives the report the
// leaderboard stored.
func (it Item) Resolved(secret string, answer json.RawMessage) []byte {
	b, _ := json.Marshal(struct { // plain strings and numbers: cannot fail
		ID string `json:"id"`
		wire.Ref
	}{it.ID, it.Ref(secret)})
	if answer == nil {
		answer = json.RawMessage("null")
	}
	// The answer goes in byte for byte (json.Marshal would compact it), so
	// that a non-string answer is graded as exactly the text received.
	out := make([]byte, 0, len(b)+len(answer)+12)
	out = append(out, b[:len(b)-1]...)
	out = append(out, `,"answer":`...)
	out = append(out, answer...)
	return append(out, '}')
}

// Digest is the SHA-256 of a submission's answers, item by item in round
// order: what a receipt names and what duplicate submissions share, whatever
// model name they were sent under.
func Digest(items []Item, sub Submission) string {
	h := sha256.New()
	for i, it := range items {
		a := sub.Answers[i]
		fmt.Fprintf(h, "%s\x00%d\x00", it.ID, len(a))
		h.Write(a)
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// CountProblems says how many problems a submission has: "1 problem",
// "12 problems".
func CountProblems(n int) string { return Count(n, "problem", "problems") }
