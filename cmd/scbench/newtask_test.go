package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/suite"
)

// toyTask is a 23rd task, written as a new task's author would: one folder
// under tasks/, registering itself.
const toyTask = `package toytask

import (
	"fmt"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

type Data struct {
	N int ` + "`json:\"n\"`" + `
}

type Answer struct {
	Sum int ` + "`json:\"sum\"`" + `
}

var n = tasks.IntKey("n", 1, 100, 10, "count up to n")

var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{Slug: "toy-task", ID: 99, Name: "Toy sum", Bucket: tasks.Planning,
		Summary: "Add the numbers from 1 to n."},
	Version:   1,
	Manifold:  tasks.Manifold{Params: tasks.Declare(n)},
	Subpasses: []tasks.Subpass{{Index: 0, Params: tasks.Set(n.Is(3))}, {Index: 1, Params: tasks.Set(n.Is(30))}},
	Canonical: func(k int) (*Data, error) { return &Data{N: []int{3, 30}[k]}, nil },
	Generate:  func(p tasks.Params, seed uint64) (*Data, error) { return &Data{N: n.Get(p)}, nil },
	Prompt:    func(d *Data) string { return fmt.Sprintf("Add 1 to %d. Reply {\"sum\": s}.", d.N) },
	Solve:     func(d *Data) (Answer, error) { return Answer{Sum: d.N * (d.N + 1) / 2}, nil },
	Scene:     func(*Data) *scene.Scene { return scene.New(2, "toy") },
	Grade: func(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
		r.Checkf("sum", a.Sum == d.N*(d.N+1)/2, "%d", a.Sum)
		return r.PassFail(func() string { return verifiers.Incorrect })
	},
})

func init() { tasks.Register(Task) }
`

// A 23rd task is its own folder and one line of suite/tasks.go: built with
// an overlay that adds tasks/toytask and that line, scbench lists it, with
// the catalogue's totals moved by one task and its two subpasses, and the
// tests that compare counts with the catalogue still hold; the one test that
// pins the paper's table does not. It compiles the CLI and four packages'
// tests with the overlay: a few seconds once the build cache is warm.
func TestA23rdTaskIsOneLineOutsideItsFolder(t *testing.T) {
	if testing.Short() || runtime.GOOS == "js" {
		t.Skip("builds the CLI and four packages' tests with an overlay")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()

	registry := filepath.Join(root, "suite", "tasks.go")
	old, err := os.ReadFile(registry)
	if err != nil {
		t.Fatal(err)
	}
	line := "\t_ \"github.com/scbench/scbench/tasks/toytask\"\n"
	anchor := "\t_ \"github.com/scbench/scbench/tasks/topologyenumeration\"\n"
	if !strings.Contains(string(old), anchor) {
		t.Fatalf("suite/tasks.go has no line %q to add the toy after", anchor)
	}
	updated := strings.Replace(string(old), anchor, anchor+line, 1)
	if added := lineDiff(string(old), updated); len(added) != 1 {
		t.Fatalf("the registry changed by %d lines, not one: %q", len(added), added)
	}
	overlay := map[string]map[string]string{"Replace": {
		filepath.Join(root, "tasks", "toytask", "toytask.go"): write(t, dir, "toytask.go", toyTask),
		registry: write(t, dir, "tasks.go", updated),
	}}
	b, _ := json.Marshal(overlay)
	ov := write(t, dir, "overlay.json", string(b))

	run := func(args ...string) (string, error) {
		cmd := exec.Command(goBin, args...)
		cmd.Dir = root
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	out, err := run("run", "-overlay", ov, "./cmd/scbench", "tasks", "--json")
	if err != nil {
		t.Fatalf("scbench tasks --json with the toy task: %v\n%s", err, out)
	}
	var got []suite.Entry
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	want := suite.Catalogue()
	toy := suite.Entry{Slug: "toy-task", ID: 99, Name: "Toy sum", Bucket: "planning", Subpasses: 2, Rules: "toy-task/1"}
	if !reflect.DeepEqual(got, append(want, toy)) {
		t.Errorf("with the toy task the catalogue is\n%v\nnot the catalogue and the toy after the planning tasks\n%v", got, append(want, toy))
	}
	if tasks, subs := totals(got); tasks != len(want)+1 || subs != sum(want)+2 {
		t.Errorf("%d tasks and %d subpasses; want %d and %d", tasks, subs, len(want)+1, sum(want)+2)
	}

	counts := "^(TestCatalogueFollowsTheTasks|TestSiteFollowsTheCatalogue|TestCatalogueListsEveryTask|TestTasksJSON)$"
	if out, err := run("test", "-overlay", ov, "-count=1", "-vet=off", "-run", counts, "./suite", "./web", "./api", "./cmd/scbench"); err != nil {
		t.Errorf("the tests that compare with the catalogue fail with a 23rd task: %v\n%s", err, out)
	}
	out, err = run("test", "-overlay", ov, "-count=1", "-vet=off", "-run", "^TestTheCatalogueIsThePapersTable$", "./suite")
	if err == nil || !strings.Contains(out, "--- FAIL: TestTheCatalogueIsThePapersTable") {
		t.Errorf("the test that pins the paper's table does not fail with a 23rd task (%v):\n%s", err, out)
	}
}

// lineDiff returns the lines of b that a lacks, when b is a with lines added.
func lineDiff(a, b string) []string {
	al, bl := strings.SplitAfter(a, "\n"), strings.SplitAfter(b, "\n")
	var added []string
	i := 0
	for _, l := range bl {
		if i < len(al) && al[i] == l {
			i++
			continue
		}
		added = append(added, l)
	}
	if i != len(al) {
		return append(added, "(lines removed)")
	}
	return added
}

func write(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func totals(cat []suite.Entry) (tasks, subpasses int) { return len(cat), sum(cat) }

func sum(cat []suite.Entry) int {
	n := 0
	for _, e := range cat {
		n += e.Subpasses
	}
	return n
}
