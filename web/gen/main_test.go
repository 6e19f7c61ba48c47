package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/scbench/scbench/suite"
)

func TestBuildWritesTheSite(t *testing.T) {
	out := t.TempDir()
	// a stand-in for what build.sh puts there before the generator runs
	if err := write(filepath.Join(out, "static", "scbench.wasm"), []byte("\x00asm")); err != nil {
		t.Fatal(err)
	}
	if err := build(out, "../.."); err != nil {
		t.Fatal(err)
	}
	want := []string{"index.html", "play/index.html", "batch/index.html", "view/index.html", "print/index.html", "static/worksheet.css", "about/index.html", "deviations/index.html", "DEVIATIONS.md", "_headers", "sw.js"}
	for _, e := range suite.Tasks() {
		want = append(want, "tasks/"+e.Info().Slug+"/index.html")
	}
	for _, f := range want {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Errorf("missing %s", f)
		}
	}
	sw, _ := os.ReadFile(filepath.Join(out, "sw.js"))
	m := regexp.MustCompile(`const FILES = (\[.*\]);`).FindSubmatch(sw)
	if m == nil {
		t.Fatalf("sw.js has no file list:\n%.400s", sw)
	}
	var files []string
	if err := json.Unmarshal(m[1], &files); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(files, " ")
	for _, f := range []string{"./", "play/", "static/scbench.wasm", "deviations/", "DEVIATIONS.md"} {
		if !strings.Contains(" "+got+" ", " "+f+" ") {
			t.Errorf("sw.js does not cache %s: %s", f, got)
		}
	}
	if strings.Contains(got, "sw.js") || strings.Contains(got, "_headers") {
		t.Errorf("sw.js caches itself or _headers: %s", got)
	}
	dev, _ := os.ReadFile(filepath.Join(out, "deviations", "index.html"))
	if !strings.Contains(string(dev), "<h1>Deviations from upstream SCBench</h1>") || !strings.Contains(string(dev), `<table class="data">`) {
		t.Errorf("DEVIATIONS.md is not rendered as HTML: %.300s", dev)
	}
	hdr, _ := os.ReadFile(filepath.Join(out, "_headers"))
	if !strings.Contains(string(hdr), "frame-ancestors 'none'") || !strings.Contains(string(hdr), "application/wasm") {
		t.Errorf("_headers: %s", hdr)
	}

	// the version changes with any file
	v1 := regexp.MustCompile(`const BUILD = "([0-9a-f]+)"`).FindSubmatch(sw)
	if err := write(filepath.Join(out, "static", "scbench.wasm"), []byte("\x00asm2")); err != nil {
		t.Fatal(err)
	}
	if err := build(out, "../.."); err != nil {
		t.Fatal(err)
	}
	sw2, _ := os.ReadFile(filepath.Join(out, "sw.js"))
	v2 := regexp.MustCompile(`const BUILD = "([0-9a-f]+)"`).FindSubmatch(sw2)
	if v1 == nil || v2 == nil || string(v1[1]) == string(v2[1]) {
		t.Errorf("build versions %q and %q", v1, v2)
	}
}

func TestMarkdownEscapesRawHTML(t *testing.T) {
	html, err := markdown([]byte("# T\n\n<script>alert(1)</script>\n\n| a | b |\n|---|---|\n| `x` | **y** |\n"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(html, "<script>") || !strings.Contains(html, "<code>x</code>") || !strings.Contains(html, "<strong>y</strong>") {
		t.Errorf("markdown: %s", html)
	}
}

func TestFindEditors(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.js"), []byte("registerEditor('hamiltonian-loop', f);\nregisterEditor(\"maze-3d\", g)"), 0o644)
	got, err := findEditors(dir)
	if err != nil || strings.Join(got, ",") != "hamiltonian-loop,maze-3d" {
		t.Errorf("findEditors = %v, %v", got, err)
	}
}
