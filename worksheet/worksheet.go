package worksheet

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// CSS is the worksheet's stylesheet: inlined into the CLI's document, and
// served to the print page as static/worksheet.css.
//
//go:embed worksheet.css
var CSS string

// MaxCount bounds the instances of one worksheet.
const MaxCount = 24

// maxAnswer bounds the answer text printed in the key for one instance: a
// key shows what a solution looks like, and a long list is clipped with its
// length stated.
const maxAnswer = 2400

// Request says which worksheet to lay out.
type Request struct {
	// Preset names the difficulty ("easy"); empty means the defaults.
	Preset string
	// Count is the number of instances, 1 to MaxCount.
	Count int
	// Seed is the first instance's seed; the others follow it.
	Seed uint64
	// Base is the site's address ("https://example.org/scbench/"), put before
	// every share link; empty leaves the links relative to the site.
	Base string
}

// Sheet is a laid-out worksheet.
type Sheet struct {
	Title string `json:"title"`
	Root  *Node  `json:"root"`
}

// Build lays out a worksheet of task t.
func Build(t tasks.Task, r Request) (*Sheet, error) {
	info := t.Info()
	if r.Count < 1 || r.Count > MaxCount {
		return nil, fmt.Errorf("a worksheet holds 1 to %d instances, not %d", MaxCount, r.Count)
	}
	if _, err := t.Manifold().Preset(r.Preset); r.Preset != "" && err != nil {
		return nil, err
	}
	// every seed must be one a link can carry
	last := r.Seed + uint64(r.Count-1)
	if _, err := tasks.ParseSeed(strconv.FormatUint(last, 10)); err != nil || last < r.Seed {
		return nil, fmt.Errorf("the seeds %d to %d go past the largest seed: start lower", r.Seed, last)
	}
	if !plainBase(r.Base) {
		return nil, fmt.Errorf("the base address must be an http or https URL or a path, of at most 300 characters without spaces, quotes or angle brackets")
	}
	level := r.Preset
	if level == "" {
		level = "default parameters"
	}
	title := fmt.Sprintf("%s · %s · %d %s", info.Name, level, r.Count, verifiers.Plural(r.Count, "puzzle", "puzzles"))
	puzzles := class("section", "ws-puzzles")
	key := class("section", "ws-key", para("h2", "ws-key-title", "Answer key: "+title))
	for k := 0; k < r.Count; k++ {
		seed := r.Seed + uint64(k)
		in, err := tasks.New(t, tasks.Request{Seed: &seed, Preset: r.Preset})
		if err != nil {
			return nil, fmt.Errorf("%s seed %d: %v", info.Slug, seed, err)
		}
		p, a, err := item(t, in, k+1, r)
		if err != nil {
			return nil, err
		}
		puzzles.Kids = append(puzzles.Kids, p)
		key.Kids = append(key.Kids, a)
	}
	head := class("header", "ws-head",
		para("h1", "ws-title", title),
		para("p", "ws-summary", info.Summary),
		para("p", "ws-meta", fmt.Sprintf("Seeds %d to %d · suite %s · rules %s · every puzzle's link reopens it in the playground, where it is graded.",
			r.Seed, r.Seed+uint64(r.Count-1), tasks.Version, info.Rules)))
	root := elem("article", []string{"class", "worksheet", "data-task", info.Slug}, head, puzzles, key)
	return &Sheet{Title: title, Root: root}, nil
}

// item lays out one instance and its entry in the key.
func item(t tasks.Task, in *tasks.Instance, n int, r Request) (puzzle, answer *Node, err error) {
	code := Code(in, r.Preset)
	link := r.Base + Link(in, r.Preset)
	name := fmt.Sprintf("Puzzle %d", n)
	sc, err := t.Scene(in)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %v", in.Label(), err)
	}
	pic := drawing(sc, name)
	var keyOf *Node
	if pic != nil {
		keyOf = legend(sc.Legend) // a legend explains a drawing, not a prompt
	}
	puzzle = class("section", "ws-item",
		class("div", "ws-item-head", para("h2", "ws-name", name), para("span", "ws-code", code)),
		pic, keyOf,
		para("pre", "ws-prompt", in.Prompt),
		class("p", "ws-link", elem("a", []string{"href", link}, text(link))))

	ans, err := t.Solve(in)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: solve: %v", in.Label(), err)
	}
	raw, err := json.Marshal(ans)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %v", in.Label(), err)
	}
	ref := string(raw)
	var unquoted string
	if json.Unmarshal(raw, &unquoted) == nil {
		ref = unquoted // an answer that is text (a maze) prints as the text
	}
	rep := t.Grade(in, string(raw))
	answer = class("section", "ws-item",
		class("div", "ws-item-head", para("h2", "ws-name", name), para("span", "ws-code", code)))
	overlay := rep.BuildOverlay()
	if pic := drawing(overlay, name+": a solution"); pic != nil {
		answer.Kids = append(answer.Kids, pic, legend(overlay.Legend))
	} else {
		answer.Kids = append(answer.Kids, para("pre", "ws-answer", wire.Clip(ref, maxAnswer)))
	}
	answer.Kids = append(answer.Kids, para("p", "ws-score", fmt.Sprintf("This solution scores %s.", strconv.FormatFloat(rep.Score, 'f', -1, 64))))
	return puzzle, answer, nil
}

// legend lists a drawing's colours, each with a swatch drawn as SVG (an
// attribute, not a style, carries its colour).
func legend(items []scene.LegendItem) *Node {
	if len(items) == 0 {
		return nil
	}
	ul := class("ul", "ws-legend")
	for _, it := range items {
		sw := elem("svg", []string{"class", "ws-swatch", "viewBox", "0 0 10 10", "aria-hidden", "true"},
			elem("rect", []string{"width", "10", "height", "10", "fill", colour(it.Color, "#9aa3ad")}))
		ul.Kids = append(ul.Kids, elem("li", nil, sw, text(it.Text)))
	}
	return ul
}

// plainBase accepts what may go before a link: nothing, an http(s) address
// or a path, in plain characters.
func plainBase(b string) bool {
	if len(b) > 300 || strings.ContainsAny(b, "\"'<>\\` \t\r\n") {
		return false
	}
	scheme, _, found := strings.Cut(b, ":")
	return !found || scheme == "http" || scheme == "https"
}

// Code is an instance's short code, as a person would type it: "shikaku ·
// easy · seed 7".
func Code(in *tasks.Instance, preset string) string {
	if preset == "" {
		preset = "defaults"
	}
	return fmt.Sprintf("%s · %s · seed %d", in.Task, preset, *in.Seed)
}

// Link is the playground address of a generated instance, relative to the
// site: the preset and seed that make it, and the versions that pin them, in
// the order the page's own share links use.
func Link(in *tasks.Instance, preset string) string {
	q := []string{"task", in.Task}
	if preset != "" {
		q = append(q, "preset", preset)
	}
	q = append(q, "seed", strconv.FormatUint(*in.Seed, 10), "v", in.Version, "rules", in.Rules)
	parts := make([]string, 0, len(q)/2)
	for i := 0; i+1 < len(q); i += 2 {
		parts = append(parts, queryEscape(q[i])+"="+queryEscape(q[i+1]))
	}
	return "play/?" + strings.Join(parts, "&")
}

// queryEscape escapes a query value as url.QueryEscape does, without net/url
// (which the WebAssembly module must not link).
func queryEscape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '_', c == '.', c == '~':
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}
