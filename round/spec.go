package round

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

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

// PaperTitle is the paper board's title.
const PaperTitle = "The paper's canonical subtasks (public instances)"

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
	// Version is the suite version the round was opened under (the paper
	// board's: the version it takes submissions under now).
	Version string `json:"version"`
	// Seeds is the seed derivation (see the package comment): 2 for rounds
	// opened since the round id is part of it, absent (1) before.
	Seeds   int     `json:"seeds,omitempty"`
	Entries []Entry `json:"tasks,omitempty"`
}

// Limits of a round's definition. A submission's grading time grows with its
// round's instances: 1000 is about four times the paper board.
const (
	MaxEntries = 200
	MaxCount   = 1000
	MaxItems   = 1000
	MaxTitle   = 200
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

// OpenRequest is what an administrator sends to open a sealed round. The
// grading side resolves it into a Spec (round/grade.NewSpec), since that
// needs every task's parameters.
type OpenRequest struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	// Secret is normally drawn by the server; one given here (64 lower-case
	// hex characters, random: CheckSecret) lets an audit fix the seeds in
	// advance.
	Secret string `json:"secret,omitempty"`
	// MaxPerModel bounds the submissions per model (0: the server's default).
	MaxPerModel int            `json:"max_per_model,omitempty"`
	Tasks       []EntryRequest `json:"tasks"`
}

// Check says what is wrong with an open request that can be told without
// the tasks' parameters: its id, title and the shape of its list.
func (r OpenRequest) Check() error {
	if err := CheckID(r.ID); err != nil {
		return err
	}
	if r.ID == PaperID {
		return fmt.Errorf("the round id %q is the paper board's", PaperID)
	}
	if err := CheckText("the title", strings.TrimSpace(r.Title), MaxTitle); err != nil {
		return err
	}
	if len(r.Tasks) == 0 || len(r.Tasks) > MaxEntries {
		return fmt.Errorf("a round lists 1 to %d tasks; this one lists %d", MaxEntries, len(r.Tasks))
	}
	total := 0
	for i, er := range r.Tasks {
		if er.Count < 1 || er.Count > MaxCount {
			return fmt.Errorf("tasks[%d]: count %d is not between 1 and %d", i, er.Count, MaxCount)
		}
		if total += er.Count; total > MaxItems {
			return fmt.Errorf("a round has at most %d instances", MaxItems)
		}
	}
	return nil
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
// a reason for hiding a submission): valid UTF-8, 1 to max characters, no
// control characters and no bidirectional controls (an override would make
// the page show it reordered). Any other character is allowed (quotes, angle
// brackets, semicolons): it is stored as given and always shown as text.
// Model names are held to more (ModelName).
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
		if unicode.Is(unicode.Bidi_Control, r) {
			return fmt.Errorf("%s contains a bidirectional control (%s)", what, runeName(r))
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
	// Version is the suite version the item is graded under.
	Version string `json:"-"`
	// Round, Seeds and N make a sealed round's seed: the round's id, its
	// derivation and the task's instance count (see the package comment).
	Round string `json:"-"`
	Seeds int    `json:"-"`
	N     int    `json:"-"`
}

// Items lists a sealed round's instances in order. The paper board's come
// from a catalogue (Catalogue.Paper), or from what a submission stored.
func (s Spec) Items() []Item {
	var out []Item
	n := map[string]int{}
	for _, e := range s.Entries {
		for i := 0; i < e.Count; i++ {
			k := n[e.Task]
			n[e.Task]++
			out = append(out, Item{Index: len(out), ID: e.Task + "#" + strconv.Itoa(k), Task: e.Task, Rules: e.Rules, Params: e.Params,
				Version: s.Version, Round: s.ID, Seeds: s.Seeds, N: k})
		}
	}
	return out
}

// Seed is a sealed round's item's seed (nil for a canonical subpass).
func (it Item) Seed(secret string) *uint64 {
	if it.Subpass != nil {
		return nil
	}
	var seed uint64
	if it.Seeds < SeedDerivation {
		seed = SeedV1(secret, it.Task, it.Params, it.N)
	} else {
		seed = Seed(secret, it.Round, it.Task, it.Params, it.N)
	}
	return &seed
}

// Ref names the item's instance in full, as prompts files, resolved lines
// and the leaderboard's rows write it: a sealed round's with its seed, which
// needs the secret (and is only shown once the round has closed).
func (it Item) Ref(secret string) wire.Ref {
	r := wire.Ref{Task: it.Task, Version: it.Version, Rules: it.Rules, Subpass: it.Subpass}
	if it.Subpass == nil {
		r.Seed, r.Params = wire.SeedOf(it.Seed(secret)), wire.ParamsText(it.Params)
	}
	return r
}

// Check says whether a build whose catalogue is c grades the round as it
// was opened: the same suite version, and every task under the same rules.
func (s Spec) Check(c *Catalogue) error {
	if s.Version != c.Version {
		return fmt.Errorf("round %s was opened under suite version %s, and this leaderboard now grades under %s", s.ID, wire.Clip(s.Version, 40), c.Version)
	}
	for _, e := range s.Entries {
		rules, ok := c.Rules(e.Task)
		switch {
		case !ok:
			return fmt.Errorf("round %s asks for %s, a task this leaderboard no longer grades", s.ID, wire.Quote(e.Task, 40))
		case rules != e.Rules:
			return fmt.Errorf("round %s grades %s under the rules %s, and this leaderboard now grades it under %s", s.ID, e.Task, wire.Clip(e.Rules, 40), rules)
		}
	}
	return nil
}

// Count writes n with its noun: "1 instance", "3 instances".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
