package runner

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/scbench/scbench/wire"
)

// Result is the outcome of one (prompt, budget): a reply or a failure.
type Result struct {
	Prompt   *Prompt
	Budget   int
	Reply    *Reply
	Failure  *Failure
	Attempts int
}

// line encodes an answer line: the prompts line's fields in their order
// (without prompt, schema and attachments), then answer, model, budget,
// usage, finish_reason, refused, attempts and error, each only when it has
// a value.
func (r Result) line(model string) []byte {
	var o object
	put := o.put
	for _, f := range r.Prompt.fields {
		put(f.Key, f.Value)
	}
	if r.Reply != nil {
		put("answer", r.Reply.Answer)
	}
	put("model", model)
	if r.Budget > 0 {
		put("budget", r.Budget)
	}
	if r.Reply != nil {
		if r.Reply.Usage != nil {
			put("usage", *r.Reply.Usage)
		}
		if r.Reply.FinishReason != "" {
			put("finish_reason", r.Reply.FinishReason)
		}
		if r.Reply.Refused {
			put("refused", true)
		}
	}
	put("attempts", r.Attempts)
	if r.Failure != nil {
		put("error", r.Failure)
	}
	return append(o.close(), '\n')
}

// key names a (prompt, budget) pair.
type key struct {
	id     string
	budget int
}

// previous is what an earlier run left in the answers file.
type previous struct {
	// lines holds the last line written for each pair, with its newline.
	lines map[key][]byte
	// answered says which of them carry an answer.
	answered map[key]bool
	// cut is the length of a last line an interruption cut short (removed
	// before appending).
	cut int64
}

// answerHead is what resumption reads of an answer line.
type answerHead struct {
	ID       string
	Task     string
	Model    *string
	Budget   int
	answered bool
}

// readHead reads an answer line's head from its fields.
func readHead(fields wire.Object) (h answerHead, err error) {
	if h.ID, err = fields.StringID(); err != nil {
		return h, err
	}
	ref, err := wire.ReadRef(fields)
	if err != nil {
		return h, err
	}
	h.Task = ref.Task
	if fields.Has("model") {
		model, err := fields.String("model")
		if err != nil {
			return h, err
		}
		h.Model = &model
	}
	if raw, ok := fields.Get("budget"); ok && string(raw) != "null" {
		n, ok := wire.WholeNumber(raw)
		if !ok || n < 0 || n > math.MaxInt32 {
			return h, fmt.Errorf("budget must be a whole number of tokens, found %s", wire.Describe(raw))
		}
		h.Budget = int(n)
	}
	h.answered = fields.Has("answer")
	return h, nil
}

// readPrevious reads an existing answers file against this run: every line
// must be an answer line of the same model for one of its (id, budget)
// pairs, of the same task and with the prompts line's other fields, else
// the run is refused (the file is not this run's, and rewriting it would
// lose answers or keep another prompt's). A later line for a pair
// replaces an earlier one. A last line without its newline, which is not
// JSON but begins as an object does, was cut short by an interruption: it
// is dropped. (Without the brace, a file of one line of text would be
// taken for a cut line and emptied.)
func readPrevious(name, model string, byID map[string]*Prompt, budgets map[int]bool) (*previous, error) {
	prev := &previous{lines: map[key][]byte{}, answered: map[key]bool{}}
	f, err := os.Open(name)
	if errors.Is(err, os.ErrNotExist) {
		return prev, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var probs problems
	fail := probs.add
	err = eachLine(f, &probs, func(n int, raw []byte, ended bool) bool {
		fields, err := objectFields(raw)
		if err != nil {
			if !ended && !json.Valid(raw) && raw[0] == '{' {
				prev.cut = int64(len(raw))
				return false
			}
			fail(n, "%v", err)
			return true
		}
		h, err := readHead(fields)
		if err != nil {
			fail(n, "not an answer line (%v)", err)
			return true
		}
		id := wire.Quote(h.ID, wire.MaxID)
		switch p := byID[h.ID]; {
		case h.ID == "" || h.Model == nil:
			fail(n, "not an answer line (it has no id or no model)")
		case *h.Model != model:
			fail(n, "answered by the model %s, not %s", wire.Quote(*h.Model, 60), wire.Quote(model, 60))
		case p == nil:
			fail(n, "answers %s, which is not in the prompts file", id)
		case h.Task != p.Task:
			fail(n, "says %s is a %s prompt; the prompts file says %s", id, wire.Quote(h.Task, 40), p.Task)
		case !budgets[h.Budget]:
			fail(n, "answers %s %s, which this run does not ask for", id, budgetWords(h.Budget))
		default:
			if other := otherField(fields, p); other != "" {
				fail(n, "answers %s of other prompts: %s", id, other)
			} else {
				k := key{h.ID, h.Budget}
				prev.lines[k] = append(append([]byte(nil), raw...), '\n')
				prev.answered[k] = h.answered
			}
		}
		return true
	})
	if err != nil {
		return nil, err
	}
	if err := probs.err(filepath.Base(name) + " holds lines that are not this run's answers (give the same prompts, model and budgets, or another --out):"); err != nil {
		return nil, err
	}
	return prev, nil
}

// otherField says how an answer line's copy of its prompts line differs
// from the prompt's own fields ("" when it does not). Ids recur across
// prompts files (a round's shikaku#0 is every sealed round's, a dataset's
// shikaku/sp0 every build's), so the id and task alone would let an answer
// to another round's or another build's instance pass for this one's.
func otherField(fields wire.Object, p *Prompt) string {
	var copied wire.Object
	for _, f := range fields {
		if !notCopied[f.Key] {
			copied = append(copied, f)
		}
	}
	value := func(v []byte) string { return wire.Clip(string(v), 60) }
	for _, f := range p.fields {
		switch v, ok := copied.Get(f.Key); {
		case !ok:
			return fmt.Sprintf("it has no %s, the prompts file's is %s", wire.Quote(f.Key, 40), value(f.Value))
		case !bytes.Equal(v, f.Value):
			return fmt.Sprintf("its %s is %s, the prompts file's %s", wire.Quote(f.Key, 40), value(v), value(f.Value))
		}
	}
	for _, f := range copied {
		if _, ok := p.fields.Get(f.Key); !ok {
			return fmt.Sprintf("its %s is %s, and the prompts file has none", wire.Quote(f.Key, 40), value(f.Value))
		}
	}
	return ""
}

// endsWithNewline says whether a file's last byte is a newline.
func endsWithNewline(f *os.File) bool {
	st, err := f.Stat()
	if err != nil || st.Size() == 0 {
		return true
	}
	var b [1]byte
	if _, err := f.ReadAt(b[:], st.Size()-1); err != nil {
		return true
	}
	return b[0] == '\n'
}

// budgetWords names a budget in a message.
func budgetWords(b int) string {
	if b == 0 {
		return "without a budget"
	}
	return fmt.Sprintf("at the budget %d", b)
}
