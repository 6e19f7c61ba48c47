package web

import (
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/a-h/templ"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// page renders a page in the repository's shell, as the generator does.
func page(t *testing.T, p Page, body templ.Component) string {
	t.Helper()
	src, err := os.ReadFile("../index.html")
	if err != nil {
		t.Fatal(err)
	}
	shell, err := ParseShell(src)
	if err != nil {
		t.Fatal(err)
	}
	b, err := shell.Page(p, body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestShellFillsEachPage(t *testing.T) {
	s := NewSite(nil)
	play := page(t, Page{Title: "Play · x", Name: "play", Root: "../", Nav: "play"}, Play(s, Page{Name: "play", Root: "../"}))
	for _, want := range []string{
		"<title>Play · x</title>",
		`<body data-page="play" data-root="../">`,
		`<main id="main" class="page-play">`,
		`<a href="../play/" aria-current="page">Playground</a>`,
		`<a href="../batch/">Batch</a>`,
		`<link rel="stylesheet" href="../static/site.css"/>`,
		`<script type="module" src="../static/js/main.js"></script>`,
		`id="engine-status"`,
		"<code>" + tasks.Version + "</code>",
		`data-testid="prompt-text"`,
	} {
		if !strings.Contains(play, want) {
			t.Errorf("the playground lacks %s", want)
		}
	}
	if strings.Contains(play, `name="description"`) || strings.Contains(play, "data-nav") || strings.Contains(play, "data-only-on") {
		t.Error("the playground keeps an empty description or the shell's own markers")
	}
	home := page(t, Page{Title: "home", Name: "home", Nav: "tasks", Description: "about <this>"}, Home(s, Page{Name: "home"}))
	for _, want := range []string{`<a class="brand" href="./">`, `<meta name="description" content="about &lt;this&gt;"/>`, `<link rel="stylesheet" href="static/site.css"/>`} {
		if !strings.Contains(home, want) {
			t.Errorf("the home page lacks %s", want)
		}
	}
	if strings.Contains(home, "engine-status") {
		t.Error("the home page shows the engine status, which only the app pages have")
	}
	if _, err := ParseShell([]byte("<html><body><main></main></body></html>")); err == nil {
		t.Error("a shell without title, CSP and main#main was accepted")
	}
}

func TestSiteFollowsTheCatalogue(t *testing.T) {
	s := NewSite([]string{"shikaku"})
	cat := suite.Catalogue()
	subpasses := 0
	for _, c := range cat {
		subpasses += c.Subpasses
	}
	if len(s.Tasks) != len(cat) || s.Subpasses != subpasses {
		t.Fatalf("the site has %d tasks and %d subpasses; the catalogue %d and %d", len(s.Tasks), s.Subpasses, len(cat), subpasses)
	}
	n := 0
	for _, b := range s.Buckets {
		n += len(b.Tasks)
	}
	if n != len(cat) || len(s.Buckets) != len(tasks.Buckets) {
		t.Errorf("%d tasks in %d buckets", n, len(s.Buckets))
	}
	home := page(t, Page{Title: "home", Name: "home"}, Home(s, Page{Title: "home", Name: "home"}))
	for _, e := range suite.Tasks() {
		slug := e.Info().Slug
		if !strings.Contains(home, `class="task-card live" data-task="`+slug+`"`) || !strings.Contains(home, `href="tasks/`+slug+`/"`) {
			t.Errorf("the home page does not list %s as live", slug)
		}
	}
	if got := strings.Count(home, `class="task-card`); got != len(cat) {
		t.Errorf("the home page shows %d task cards for %d tasks", got, len(cat))
	}
	if !strings.Contains(home, `data-testid="task-list"`) || !strings.Contains(home, `http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;`) {
		t.Error("the home page lacks the task list hook or the CSP")
	}
}

func TestTaskPageShowsManifoldAndSubpasses(t *testing.T) {
	s := NewSite(nil)
	for _, task := range s.Tasks {
		p := Page{Title: task.Info.Name, Name: "task", Root: "../../"}
		html := page(t, p, TaskPage(s, task, p))
		for _, p := range task.Manifold.Params {
			if !strings.Contains(html, "<code>"+p.Name+"</code>") {
				t.Errorf("%s: parameter %s missing", task.Info.Slug, p.Name)
			}
		}
		if got := strings.Count(html, `href="../../play/?task=`+task.Info.Slug+`&amp;subpass=`); got != 2*len(task.Subpasses)+1 {
			t.Errorf("%s: %d subpass links for %d subpasses", task.Info.Slug, got, len(task.Subpasses))
		}
		if !strings.Contains(html, "v=scbench-go%2F") || !strings.Contains(html, "rules="+url.QueryEscape(task.Info.Rules)) {
			t.Errorf("%s: links carry no suite or rules version", task.Info.Slug)
		}
	}
}

func TestAppPagesCarryTheTestHooks(t *testing.T) {
	s := NewSite(nil)
	play := page(t, Page{Name: "play", Root: "../"}, Play(s, Page{Name: "play", Root: "../"}))
	for _, id := range []string{"prompt-text", "answer-input", "grade-button", "score", "checks", "share-link"} {
		if !strings.Contains(play, `data-testid="`+id+`"`) {
			t.Errorf("play page lacks data-testid %s", id)
		}
	}
	batch := page(t, Page{Name: "batch", Root: "../"}, Batch(s, Page{Name: "batch", Root: "../"}))
	for _, id := range []string{"batch-input", "batch-summary"} {
		if !strings.Contains(batch, `data-testid="`+id+`"`) {
			t.Errorf("batch page lacks data-testid %s", id)
		}
	}
	if strings.Contains(play+batch, " style=") || strings.Contains(play+batch, "<script>") {
		t.Error("inline style or script: the CSP forbids them")
	}
	if !strings.Contains(play, `src="../static/js/main.js"`) || !strings.Contains(play, `data-root="../"`) {
		t.Error("the play page does not load its script relative to the root")
	}
}

func TestLinksAndValues(t *testing.T) {
	want := "../play/?task=shikaku&subpass=3&v=" + strings.ReplaceAll(tasks.Version, "/", "%2F") + "&rules=shikaku%2F1"
	if got := PlayLink("../", "shikaku", 3); got != want {
		t.Errorf("PlayLink = %q", got)
	}
	if got := Values(map[string]any{"b": 2, "a": 0.5, "c": true}); got != "a=0.5, b=2, c=true" {
		t.Errorf("Values = %q", got)
	}
	if got := Range(tasks.Param{Kind: tasks.Int, Min: 2, Max: 25}); got != "2 … 25" {
		t.Errorf("Range = %q", got)
	}
}
