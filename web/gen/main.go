package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/a-h/templ"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"github.com/scbench/scbench/web"
)

func main() {
	out := flag.String("out", "dist", "the site folder")
	repo := flag.String("repo", ".", "the repository root (DEVIATIONS.md, static/)")
	flag.Parse()
	if err := build(*out, *repo); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func build(out, repo string) error {
	editors, err := findEditors(filepath.Join(repo, "static", "js", "editors"))
	if err != nil {
		return err
	}
	site := web.NewSite(editors)
	md, err := os.ReadFile(filepath.Join(repo, "DEVIATIONS.md"))
	if err != nil {
		return err
	}
	dev, err := markdown(md)
	if err != nil {
		return err
	}
	src, err := os.ReadFile(filepath.Join(repo, "index.html"))
	if err != nil {
		return err
	}
	shell, err := web.ParseShell(src)
	if err != nil {
		return err
	}
	title := "scbench"
	pages := []pageFile{
		{"index.html", web.Page{Title: "scbench — Spatial Competence Benchmark", Name: "home", Nav: "tasks", Description: "Spatial-reasoning tasks for language models, graded in your browser."},
			func(p web.Page) templ.Component { return web.Home(site, p) }},
		{"play/index.html", web.Page{Title: "Playground · " + title, Name: "play", Root: "../", Nav: "play"},
			func(p web.Page) templ.Component { return web.Play(site, p) }},
		{"batch/index.html", web.Page{Title: "Batch grading · " + title, Name: "batch", Root: "../", Nav: "batch"},
			func(p web.Page) templ.Component { return web.Batch(site, p) }},
		{"view/index.html", web.Page{Title: "Scene viewer · " + title, Name: "view", Root: "../"},
			func(p web.Page) templ.Component { return web.Viewer(site, p) }},
		{"board/index.html", web.Page{Title: "Leaderboard · " + title, Name: "board", Root: "../", Nav: "board", Description: "Models' results on SCBench, re-graded by the server from their raw outputs."},
			func(p web.Page) templ.Component { return web.Leaderboard(site, p) }},
		{"board/submission/index.html", web.Page{Title: "Submission · " + title, Name: "submission", Root: "../../", Nav: "board"},
			func(p web.Page) templ.Component { return web.Submission(site, p) }},
		{"submit/index.html", web.Page{Title: "Submit · " + title, Name: "submit", Root: "../", Nav: "board"},
			func(p web.Page) templ.Component { return web.Submit(site, p) }},
		{"compare/index.html", web.Page{Title: "Compare runs · " + title, Name: "compare", Root: "../", Nav: "board"},
			func(p web.Page) templ.Component { return web.Compare(site, p) }},
		{"about/index.html", web.Page{Title: "About · " + title, Name: "about", Root: "../", Nav: "about"},
			func(p web.Page) templ.Component { return web.About(site, p) }},
		{"deviations/index.html", web.Page{Title: "Deviations from upstream · " + title, Name: "doc", Root: "../", Nav: "about"},
			func(p web.Page) templ.Component { return web.Doc("Deviations", dev, p) }},
	}
	for _, t := range site.Tasks {
		pages = append(pages, pageFile{"tasks/" + t.Info.Slug + "/index.html", web.Page{Title: t.Info.Name + " · " + title, Name: "task", Root: "../../", Nav: "tasks", Description: t.Info.Summary},
			func(p web.Page) templ.Component { return web.TaskPage(site, t, p) }})
	}
	for _, pg := range pages {
		b, err := shell.Page(pg.p, pg.body(pg.p))
		if err != nil {
			return fmt.Errorf("%s: %v", pg.file, err)
		}
		if err := write(filepath.Join(out, pg.file), b); err != nil {
			return err
		}
	}
	if err := write(filepath.Join(out, "DEVIATIONS.md"), md); err != nil {
		return err
	}
	if err := write(filepath.Join(out, "_headers"), []byte(headers())); err != nil {
		return err
	}
	return serviceWorker(out, repo)
}

// pageFile is one page of the site: where it goes, what the shell needs to
// know of it, and its body.
type pageFile struct {
	file string
	p    web.Page
	body func(web.Page) templ.Component
}

var editorRe = regexp.MustCompile(`registerEditor\(\s*['"]([a-z0-9-]+)['"]`)

// findEditors lists the task slugs that have a practice editor in the browser.
func findEditors(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.js"))
	if err != nil {
		return nil, err
	}
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		for _, m := range editorRe.FindAllSubmatch(b, -1) {
			out = append(out, string(m[1]))
		}
	}
	sort.Strings(out)
	return out, nil
}

func markdown(src []byte) (string, error) {
	md := goldmark.New(goldmark.WithExtensions(extension.Table)) // raw HTML in the source is not passed through
	var b bytes.Buffer
	if err := md.Convert(src, &b); err != nil {
		return "", err
	}
	html := b.String()
	// tables scroll sideways on narrow screens
	html = strings.ReplaceAll(html, "<table>", `<div class="table-wrap"><table class="data">`)
	html = strings.ReplaceAll(html, "</table>", "</table></div>")
	return html, nil
}

// headers is the _headers file read by static hosts that support one: the same
// policy as the pages' meta tag, plus what only a header can say.
func headers() string {
	return "/*\n" +
		"  Content-Security-Policy: " + web.CSP + "; frame-ancestors 'none'\n" +
		"  X-Content-Type-Options: nosniff\n" +
		"  Referrer-Policy: no-referrer\n" +
		"/static/scbench.wasm\n" +
		"  Content-Type: application/wasm\n" +
		"/sw.js\n" +
		"  Cache-Control: no-cache\n"
}

// serviceWorker writes sw.js from static/sw.js with the list of every file of
// the site and a version that changes whenever any file does.
func serviceWorker(out, repo string) error {
	tmpl, err := os.ReadFile(filepath.Join(repo, "static", "sw.js"))
	if err != nil {
		return err
	}
	var files []string
	h := sha256.New()
	err = filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(out, path)
		rel = filepath.ToSlash(rel)
		if rel == "sw.js" || rel == "_headers" || strings.HasPrefix(rel, ".") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %d\n", rel, len(b))
		h.Write(b)
		// pages are cached under their folder URL, which is how links name them
		if rel == "index.html" {
			rel = "./"
		} else if strings.HasSuffix(rel, "/index.html") {
			rel = strings.TrimSuffix(rel, "index.html")
		}
		files = append(files, rel)
		return nil
	})
	if err != nil {
		return err
	}
	sort.Strings(files)
	list, _ := json.Marshal(files)
	version := hex.EncodeToString(h.Sum(nil))[:16]
	sw := bytes.Replace(tmpl, []byte("self.__PRECACHE__"), list, 1)
	sw = bytes.Replace(sw, []byte("self.__BUILD__"), []byte(`"`+version+`"`), 1)
	if bytes.Contains(sw, []byte("self.__")) {
		return fmt.Errorf("static/sw.js: a placeholder was not filled")
	}
	return write(filepath.Join(out, "sw.js"), sw)
}

func write(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}
