package round

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// Kinds of round.
const (
	// Paper is the standing board of the paper's canonical subtasks: public
	// instances, no secret.
	Paper = "paper"
	// Sealed is a round of fresh instances whose seeds stay secret until it
	// closes.
	Sealed = "sealed"
)

// PaperID is the paper board's round id.
const PaperID = "paper"

// Entry is one line of a sealed round: Count fresh instances of Task under
// the full parameter assignment Params, graded under Rules.
type Entry struct {
	Task   string `json:"task"`
	Rules  string `json:"rules"`
	Params string `json:"params"`
	Count  int    `json:"count"`
}

// Spec is what a round asks: fixed when it opens, never changed after.
type Spec struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Kind  string `json:"kind"`
	// Version is the suite version the round was opened under.
	Version string  `json:"version"`
	Entries []Entry `json:"tasks,omitempty"`
}

// PaperSpec is the paper board as this build defines it: every canonical
// subpass of every implemented task.
func PaperSpec() Spec {
	return Spec{ID: PaperID, Title: "The paper's canonical subtasks (public instances)", Kind: Paper, Version: tasks.Version}
}

// Limits of a round's definition. A submission's grading time grows with its
// round's instances: 1000 is about four times the paper board, which the
// worker grades in about 3 s of CPU.
const (
	MaxEntries = 200
	MaxCount   = 1000
	MaxItems   = 1000
	maxTitle   = 200
	maxID      = 40
)

// EntryRequest asks for Count instances of Task: parameters from Preset (or
// the task's defaults), then Params ("k=v,...") over them.
type EntryRequest struct {
	Task   string `json:"task"`
	Preset string `json:"preset"`
	Params string `json:"params"`
	Count  int    `json:"count"`
}

// OpenRequest is what an administrator sends to open a sealed round.
type OpenRequest struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	// Secret is normally drawn by the server; one given here (64 lower-case
	// hex characters) lets a test or an audit fix the seeds in advance.
	Secret string `json:"secret"`
	// MaxPerModel bounds the submissions per model (0: the server's default).
	MaxPerModel int            `json:"max_per_model"`
	Tasks       []EntryRequest `json:"tasks"`
}

// NewSpec checks an open request and resolves every entry's parameters in
// full, under the rules this build grades by.
func NewSpec(r OpenRequest) (Spec, error) {
	if err := CheckID(r.ID); err != nil {
		return Spec{}, err
	}
	if r.ID == PaperID {
		return Spec{}, fmt.Errorf("the round id %q is the paper board's", PaperID)
	}
	title := strings.TrimSpace(r.Title)
	if err := CheckText("the title", title, maxTitle); err != nil {
		return Spec{}, err
	}
	if len(r.Tasks) == 0 || len(r.Tasks) > MaxEntries {
		return Spec{}, fmt.Errorf("a round lists 1 to %d tasks; this one lists %d", MaxEntries, len(r.Tasks))
	}
	s := Spec{ID: r.ID, Title: title, Kind: Sealed, Version: tasks.Version}
	seen := map[string]int{}
	total := 0
	for i, er := range r.Tasks {
		where := fmt.Sprintf("tasks[%d]", i)
		e, ok := suite.Lookup(er.Task)
		if !ok {
			return Spec{}, fmt.Errorf("%s: unknown task %s", where, wire.Quote(er.Task, 60))
		}
		if er.Count < 1 || er.Count > MaxCount {
			return Spec{}, fmt.Errorf("%s: count %d is not between 1 and %d", where, er.Count, MaxCount)
		}
		m := e.Manifold()
		p := m.Defaults()
		var err error
		if er.Preset != "" {
			if p, err = m.Preset(er.Preset); err != nil {
				return Spec{}, fmt.Errorf("%s: %v", where, err)
			}
		}
		if p, err = m.Parse(p, er.Params); err != nil {
			return Spec{}, fmt.Errorf("%s: %v", where, err)
		}
		if err := m.Validate(p); err != nil {
			return Spec{}, fmt.Errorf("%s: %v", where, err)
		}
		params := p.Encode()
		key := er.Task + "\x00" + params
		if j, dup := seen[key]; dup {
			return Spec{}, fmt.Errorf("%s: the same task and parameters as tasks[%d]; give one entry a larger count instead", where, j)
		}
		seen[key] = i
		total += er.Count
		if total > MaxItems {
			return Spec{}, fmt.Errorf("a round has at most %d instances", MaxItems)
		}
		s.Entries = append(s.Entries, Entry{Task: er.Task, Rules: e.Info().Rules, Params: params, Count: er.Count})
	}
	return s, nil
}

// CheckID says what is wrong with a round id: 1 to 40 characters, lower-case
// letters, digits and hyphens, starting with a letter or digit.
func CheckID(id string) error {
	if id == "" || len(id) > maxID {
		return fmt.Errorf("a round id has 1 to %d characters", maxID)
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		ok := 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' && i > 0
		if !ok {
			return fmt.Errorf("a round id has lower-case letters, digits and hyphens (not first); %s has not", wire.Quote(id, maxID))
		}
	}
	return nil
}

// CheckText says what is wrong with a short text that people give (a title,
// a model name): valid UTF-8, 1 to max characters, no control characters and
// no explicit bidirectional controls (an override in a model's name would
// make the board show it reordered). Any other character is allowed (quotes,
// angle brackets, semicolons): it is stored as given and always shown as
// text.
func CheckText(what, s string, max int) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("%s is not valid UTF-8", what)
	}
	n := utf8.RuneCountInString(s)
	if n == 0 || n > max {
		return fmt.Errorf("%s has 1 to %d characters; this one has %d", what, max, n)
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return fmt.Errorf("%s contains a control character (U+%04X)", what, r)
		}
		if verifiers.BidiControl(r) {
			return fmt.Errorf("%s contains a bidirectional control (U+%04X)", what, r)
		}
	}
	return nil
}

// Item is one instance of a round.
type Item struct {
	// Index is the item's place in the round, from 0.
	Index int `json:"index"`
	// ID names the item in prompts files, submissions and reports:
	// "shikaku#3" is the paper's subpass 3 on the paper board, and a
	// sealed round's fourth shikaku instance.
	ID    string `json:"id"`
	Task  string `json:"task"`
	Rules string `json:"rules"`
	// Subpass is the canonical subpass (paper board only).
	Subpass *int `json:"subpass,omitempty"`
	// Params is the full parameter assignment.
	Params string `json:"params"`
	// N counts the task's instances in a sealed round (the seed's index).
	N int `json:"-"`
}

// Items lists a round's instances in order. For the paper board they are the
// canonical subpasses of every task this build implements.
func (s Spec) Items() []Item {
	var out []Item
	if s.Kind == Paper {
		for _, e := range suite.Tasks() {
			info := e.Info()
			for _, sp := range e.Subpasses() {
				k := sp.Index
				out = append(out, Item{Index: len(out), ID: info.Slug + "#" + strconv.Itoa(k), Task: info.Slug, Rules: info.Rules, Subpass: &k, Params: sp.Params.Encode()})
			}
		}
		return out
	}
	n := map[string]int{}
	for _, e := range s.Entries {
		for i := 0; i < e.Count; i++ {
			k := n[e.Task]
			n[e.Task]++
			out = append(out, Item{Index: len(out), ID: e.Task + "#" + strconv.Itoa(k), Task: e.Task, Rules: e.Rules, Params: e.Params, N: k})
		}
	}
	return out
}

// Ref names the item's instance in full, as prompts files, resolved lines
// and the leaderboard's rows write it: a sealed round's with its seed, which
// needs the secret (and is only shown once the round has closed).
func (it Item) Ref(secret string) wire.Ref {
	r := wire.Ref{Task: it.Task, Version: tasks.Version, Rules: it.Rules, Subpass: it.Subpass}
	if it.Subpass == nil {
		seed := Seed(secret, it.Task, it.Params, it.N)
		r.Seed, r.Params = wire.SeedOf(&seed), wire.ParamsText(it.Params)
	}
	return r
}

// Instance builds the item's instance.
func (it Item) Instance(secret string) (in *tasks.Instance, err error) {
	e, ok := suite.Lookup(it.Task)
	if !ok {
		return nil, fmt.Errorf("%s: this build has no task %s", it.ID, it.Task)
	}
	req, err := tasks.RequestOf(it.Ref(secret))
	if err == nil {
		in, err = tasks.New(e, req)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v", it.ID, err)
	}
	return in, nil
}

// Check says whether this build grades the round as it was opened: the same
// suite version, and every task under the same rules.
func (s Spec) Check(items []Item) error {
	if s.Version != tasks.Version {
		return fmt.Errorf("round %s was opened under suite version %s, but this is %s", s.ID, wire.Clip(s.Version, 40), tasks.Version)
	}
	for _, it := range items {
		e, ok := suite.Lookup(it.Task)
		if !ok {
			return fmt.Errorf("%s: this build has no task %s", it.ID, it.Task)
		}
		if err := tasks.CheckVersions(e, tasks.Version, it.Rules); err != nil {
			return fmt.Errorf("%s: %v", it.ID, err)
		}
	}
	return nil
}

// count words "3 instances".
func count(n int, one, many string) string { return verifiers.Count(n, one, many) }
