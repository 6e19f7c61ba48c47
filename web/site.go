package web

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/worksheet"
)

// CSP is the Content-Security-Policy of every page. Scripts come only from the
// site itself ('wasm-unsafe-eval' lets the worker compile the grader); no inline
// script or style, no eval, no plugins, no other origins.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
	"img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; " +
	"manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"

// Page is what the layout needs to know about a page.
type Page struct {
	Title string
	// Name selects the page's script (body data-page): home, task, about,
	// play, batch, view, doc.
	Name string
	// Root is the relative path from the page to the site root ("", "../",
	// "../../"), so that the site works from any folder of any static host.
	Root string
	// Nav is the header link to mark as current.
	Nav         string
	Description string
}

// Task is a task with what its page shows.
type Task struct {
	Info      tasks.Info
	Manifold  tasks.Manifold
	Subpasses []tasks.Subpass
	Editor    bool
}

// Site is everything the pages are made from.
type Site struct {
	Version string
	Buckets []Bucket
	Tasks   []Task
	// Subpasses counts the canonical subpasses of every task.
	Subpasses int
	// Deviations is DEVIATIONS.md rendered as HTML.
	Deviations string
	// WorksheetMax is the most instances one printable worksheet holds.
	WorksheetMax int
}

// Bucket is one bucket of the home page's list.
type Bucket struct {
	Name  tasks.Bucket
	Blurb string
	Tasks []suite.Entry
}

var blurbs = map[tasks.Bucket]string{
	tasks.Axiomatic:    "Reason from the rules of a geometric system: enumerate, classify, name neighbours.",
	tasks.Constructive: "Build an artefact that satisfies spatial constraints: meshes, partitions, paths, packings.",
	tasks.Planning:     "Plan a sequence of moves through a spatial world that reaches a goal.",
}

// NewSite collects the catalogue. editors names the tasks that have a
// practice editor in the browser.
func NewSite(editors []string) Site {
	s := Site{Version: tasks.Version, WorksheetMax: worksheet.MaxCount}
	has := map[string]bool{}
	for _, e := range editors {
		has[e] = true
	}
	for _, b := range tasks.Buckets {
		s.Buckets = append(s.Buckets, Bucket{Name: b, Blurb: blurbs[b]})
	}
	for _, c := range suite.Catalogue() {
		s.Subpasses += c.Subpasses
		for i := range s.Buckets {
			if s.Buckets[i].Name == c.Bucket {
				s.Buckets[i].Tasks = append(s.Buckets[i].Tasks, c)
			}
		}
	}
	for _, e := range suite.Tasks() {
		info := e.Info()
		s.Tasks = append(s.Tasks, Task{Info: info, Manifold: e.Manifold(), Subpasses: e.Subpasses(), Editor: has[info.Slug]})
	}
	return s
}

// PlayLink is the playground URL of a canonical subpass (k ≥ 0) or of a task's
// first subpass (k < 0), in the order the page's own share links use.
func PlayLink(root, slug string, k int) string {
	q := []string{"task", slug}
	if k >= 0 {
		q = append(q, "subpass", strconv.Itoa(k))
	}
	return root + "play/?" + query(append(q, versions(slug)...))
}

// PresetLink is the playground URL of a fresh instance from a preset.
func PresetLink(root, slug, preset string) string {
	return root + "play/?" + query(append([]string{"task", slug, "preset", preset, "seed", "1"}, versions(slug)...))
}

// versions are the suite version and the task's rules version, as a link
// carries them.
func versions(slug string) []string {
	v := []string{"v", tasks.Version}
	if e, ok := suite.Lookup(slug); ok {
		v = append(v, "rules", e.Info().Rules)
	}
	return v
}

// query encodes key, value pairs in the order given.
func query(kv []string) string {
	parts := make([]string, 0, len(kv)/2)
	for i := 0; i+1 < len(kv); i += 2 {
		parts = append(parts, url.QueryEscape(kv[i])+"="+url.QueryEscape(kv[i+1]))
	}
	return strings.Join(parts, "&")
}

// PrintLink is the worksheet page of a task at a preset.
func PrintLink(root, slug, preset string) string {
	return root + "print/?" + query([]string{"task", slug, "preset", preset})
}

// TaskLink is the path of a task's page.
func TaskLink(root, slug string) string { return root + "tasks/" + slug + "/" }

// Range describes a parameter's allowed values.
func Range(p tasks.Param) string {
	switch p.Kind {
	case tasks.Int, tasks.Float:
		return fmt.Sprintf("%s … %s", num(p.Min), num(p.Max))
	case tasks.Choice:
		return strings.Join(p.Choices, ", ")
	case tasks.Bool:
		return "true, false"
	}
	return ""
}

func num(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// Value renders a parameter value.
func Value(v any) string {
	switch x := v.(type) {
	case float64:
		return num(x)
	case nil:
		return ""
	}
	return fmt.Sprint(v)
}

// Values renders a parameter assignment "k=v, k=v" in name order.
func Values(m map[string]any) string {
	return strings.ReplaceAll(tasks.Params(m).Encode(), ",", ", ")
}

// Title capitalises a bucket name.
func Title(b tasks.Bucket) string {
	s := string(b)
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Difficulties lists the distinct difficulties of a task's subpasses, in order.
func Difficulties(subs []tasks.Subpass) string {
	seen := map[string]bool{}
	var out []string
	for _, s := range subs {
		if s.Difficulty != "" && !seen[s.Difficulty] {
			seen[s.Difficulty] = true
			out = append(out, s.Difficulty)
		}
	}
	return strings.Join(out, ", ")
}

func itoa(n int) string { return strconv.Itoa(n) }

func versionText() string { return tasks.Version }

// BatchLineExample is a sample batch line naming a real task.
func (s Site) BatchLineExample() string {
	slug := "TASK"
	if len(s.Tasks) > 0 {
		slug = s.Tasks[0].Info.Slug
	}
	return `{"task": "` + slug + `", "subpass": 0, "answer": "…model text…"}`
}
