package layout

import (
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

const module = "github.com/scbench/scbench"

// pkg is one package of the module: its path relative to the module, its
// package comment and the module's packages it imports (tests left out).
type pkg struct {
	rel     string
	doc     string
	imports []string
}

// load reads every package of the module below the repository's root.
func load(t *testing.T) []pkg {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	var out []pkg
	err = filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "testdata" || name == "dist" || name == "bin" || name == "build") {
			return filepath.SkipDir
		}
		// A package's imports under both the native build and GOOS=js (the
		// worker's and the page's mains build only there; a few files only
		// natively).
		rel, _ := filepath.Rel(root, path)
		p := pkg{rel: filepath.ToSlash(rel)}
		seen := map[string]bool{}
		found := false
		for _, target := range [][2]string{{build.Default.GOOS, build.Default.GOARCH}, {"js", "wasm"}} {
			ctx := build.Default
			ctx.GOOS, ctx.GOARCH = target[0], target[1]
			bp, err := ctx.ImportDir(path, 0)
			if err != nil {
				if _, ok := err.(*build.NoGoError); ok {
					continue
				}
				t.Fatalf("%s: %v", path, err)
			}
			found = true
			for _, imp := range bp.Imports {
				if r, ok := strings.CutPrefix(imp, module+"/"); ok && !seen[r] {
					seen[r] = true
					p.imports = append(p.imports, r)
				}
			}
		}
		if !found {
			return nil
		}
		sort.Strings(p.imports)
		if docs, err := parser.ParseFile(token.NewFileSet(), filepath.Join(path, "doc.go"), nil, parser.ParseComments|parser.PackageClauseOnly); err == nil && docs.Doc != nil {
			p.doc = docs.Doc.Text()
		}
		out = append(out, p)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].rel < out[j].rel })
	return out
}

// Every package says what it holds in a doc.go, and names in it each package
// of the module it imports, so that a reader sees where a package stands
// without reading its import blocks: by its path (geom/portable), by a
// folder that holds it (tasks/internal), or, for the task packages, as
// "every task" or "each task".
func TestDocNamesImports(t *testing.T) {
	for _, p := range load(t) {
		if p.doc == "" {
			t.Errorf("%s has no doc.go with a package comment", p.rel)
			continue
		}
		doc := strings.Join(strings.Fields(p.doc), " ")
		for _, imp := range p.imports {
			if !mentions(doc, imp) {
				t.Errorf("%s/doc.go does not say that it imports %s", p.rel, imp)
			}
		}
	}
}

// mentions says whether a package comment names an import.
func mentions(doc, imp string) bool {
	if strings.HasPrefix(imp, "tasks/") && !strings.HasPrefix(imp, "tasks/internal") && !strings.HasPrefix(imp, "tasks/tasktest") &&
		regexp.MustCompile(`(every|each|all) task`).MatchString(doc) {
		return true
	}
	for p := imp; p != "" && p != "."; p = filepath.ToSlash(filepath.Dir(p)) {
		if regexp.MustCompile(`(^|[^A-Za-z0-9_/.])` + regexp.QuoteMeta(p) + `($|[^A-Za-z0-9_])`).MatchString(doc) {
			return true
		}
		if !strings.Contains(p, "/") {
			break
		}
	}
	return false
}

// The dependencies point down: geom and its sub-packages import only geom
// and wire (which stands on the standard library alone), no task imports another task or anything above
// tasks, and only front ends import the front ends.
func TestDependenciesPointDown(t *testing.T) {
	front := map[string]bool{"api": true, "wasm": true, "worker": true, "web": true, "cmd": true}
	isTask := func(rel string) bool {
		return strings.HasPrefix(rel, "tasks/") && !strings.HasPrefix(rel, "tasks/internal") && !strings.HasPrefix(rel, "tasks/tasktest")
	}
	for _, p := range load(t) {
		for _, imp := range p.imports {
			top := strings.SplitN(imp, "/", 2)[0]
			switch {
			case strings.HasPrefix(p.rel, "geom") && !strings.HasPrefix(imp, "geom") && imp != "wire":
				t.Errorf("%s imports %s: geom stands on nothing of ours but wire", p.rel, imp)
			case p.rel == "wire" || p.rel == "geom/portable":
				t.Errorf("%s imports %s: it stands on the standard library only", p.rel, imp)
			case isTask(p.rel) && isTask(imp) && !strings.HasPrefix(imp, p.rel):
				t.Errorf("%s imports another task, %s", p.rel, imp)
			case isTask(p.rel) && !(strings.HasPrefix(imp, "geom") || imp == "scene" || imp == "verifiers" || imp == "wire" || imp == "tasks" || strings.HasPrefix(imp, "tasks/internal") || imp == "tasks/tasktest" || strings.HasPrefix(imp, p.rel)):
				t.Errorf("%s imports %s, which stands above the tasks", p.rel, imp)
			case front[top] && !front[strings.SplitN(p.rel, "/", 2)[0]]:
				t.Errorf("%s imports the front end %s", p.rel, imp)
			}
		}
	}
}
