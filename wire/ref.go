package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Ref names one instance of a task, as every line format of ours writes it:
// batch lines, a round's prompts lines and the submissions made from them, a
// dataset's lines, a runner's prompts and answers lines, the browser's
// requests and the leaderboard's rows embed it, so that the seven fields are
// spelled, typed and read one way.
//
// Without Seed, Preset or Params (or with Params that are exactly its own)
// it is canonical subpass Subpass; otherwise a generated instance (package
// tasks resolves it: tasks.RequestOf). Version and Rules, when given, are the
// suite and rules versions the reference was made under: a reference from
// other rules is refused rather than answered with a different instance.
//
// Every field but Task is left out of JSON when it has no value, so that
// each format writes what it always wrote; Params, kept as written, is left
// out only when it is not given at all (ParamsText writes "" when asked to).
//
// Ref has no JSON methods of its own: they would be promoted to every
// struct that embeds it.
type Ref struct {
	Task    string `json:"task"`
	Version string `json:"version,omitempty"`
	Rules   string `json:"rules,omitempty"`
	Subpass *int   `json:"subpass,omitempty"`
	Seed    *Seed  `json:"seed,omitempty"`
	Preset  string `json:"preset,omitempty"`
	// Params are parameter overrides as written: a string "k=v,..." or an
	// object (the browser's), or nothing.
	Params json.RawMessage `json:"params,omitempty"`
}

// RefKeys are the JSON names of Ref's fields.
var RefKeys = []string{"task", "version", "rules", "subpass", "seed", "preset", "params"}

// MaxSeed is the largest seed: every seed fits in a JavaScript number (2^53-1).
const MaxSeed = 1<<53 - 1

// Seed is an instance's seed. In JSON it is written as a number and read
// from a whole number or a string of digits (JavaScript cannot hold every
// uint64 as a number, so the browser sends strings).
type Seed uint64

// SeedOf is a seed for a Ref, nil for none.
func SeedOf(s *uint64) *Seed { return (*Seed)(s) }

// Uint64 is the seed as tasks take it, nil for none.
func (s *Seed) Uint64() *uint64 { return (*uint64)(s) }

// UnmarshalJSON reads a seed written as a whole number (7, 7.0) or a string
// of digits ("7"), from 0 to MaxSeed; errors are in plain words.
func (s *Seed) UnmarshalJSON(raw []byte) error {
	v, err := readSeed(raw)
	if err == nil {
		*s = Seed(v)
	}
	return err
}

func readSeed(raw json.RawMessage) (uint64, error) {
	if len(raw) > 0 && raw[0] == '"' {
		var text string
		if json.Unmarshal(raw, &text) != nil {
			return 0, &SeedError{fmt.Sprintf("seed must be a whole number from 0 to %d, found %s", uint64(MaxSeed), Describe(raw))}
		}
		return ParseSeed(text)
	}
	n, ok := WholeNumber(raw)
	if !ok || n < 0 || n > MaxSeed {
		return 0, &SeedError{fmt.Sprintf("seed must be a whole number from 0 to %d, found %s", uint64(MaxSeed), Describe(raw))}
	}
	return uint64(n), nil
}

// SeedError says why a seed cannot be read. It has a type of its own so
// that a message decoded with encoding/json (the browser's) can tell a bad
// seed, which names no instance, from a malformed message.
type SeedError struct{ msg string }

func (e *SeedError) Error() string { return e.msg }

// ParseSeed reads a seed as people and links write it: digits, with space
// around them allowed.
func ParseSeed(s string) (uint64, error) {
	v, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil || v > MaxSeed {
		return 0, &SeedError{fmt.Sprintf("seed %s is not a whole number from 0 to %d", Quote(s, 40), uint64(MaxSeed))}
	}
	return v, nil
}

// ParamsText is parameters "k=v,..." as a Ref holds them: a JSON string,
// written even when empty.
func ParamsText(s string) json.RawMessage {
	b, _ := json.Marshal(s) // a string: cannot fail
	return b
}

// ErrNoTask refuses a line that names no task.
var ErrNoTask = errors.New(`the line names no task (its "task" field)`)

// ReadRef reads the instance reference of a line from its fields, in plain
// words: "subpass must be a whole number, found the string "2"". Whole
// numbers may be written as decimals (2.0). Fields the line does not give
// are left empty; a line without a task is the caller's to refuse
// (ErrNoTask), since some formats (a report's summary line) have none.
func ReadRef(o Object) (Ref, error) {
	var r Ref
	for _, f := range []struct {
		name string
		dst  *string
	}{{"task", &r.Task}, {"version", &r.Version}, {"rules", &r.Rules}, {"preset", &r.Preset}} {
		s, err := o.String(f.name)
		if err != nil {
			return r, err
		}
		*f.dst = s
	}
	if raw, ok := o.Get("subpass"); ok && string(raw) != "null" {
		n, ok := WholeNumber(raw)
		if !ok || n < math.MinInt32 || n > math.MaxInt32 {
			return r, fmt.Errorf("subpass must be a whole number, found %s", Describe(raw))
		}
		k := int(n)
		r.Subpass = &k
	}
	if raw, ok := o.Get("seed"); ok && string(raw) != "null" {
		v, err := readSeed(raw)
		if err != nil {
			return r, err
		}
		r.Seed = (*Seed)(&v)
	}
	if raw, ok := o.Get("params"); ok && string(raw) != "null" {
		if raw[0] != '"' && raw[0] != '{' {
			return r, ErrParams
		}
		var c bytes.Buffer
		json.Compact(&c, raw) // a decoded value: cannot fail
		r.Params = c.Bytes()
	}
	return r, nil
}

// ErrParams refuses parameters that are neither a string nor an object.
var ErrParams = errors.New("params must be a string k=v,... or an object")
