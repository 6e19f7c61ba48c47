package tasktest

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
)

// Canonical builds canonical subpass k of a task.
func Canonical(t testing.TB, task tasks.Task, k int) *tasks.Instance {
	t.Helper()
	in, err := tasks.New(task, tasks.Request{Subpass: &k})
	if err != nil {
		t.Fatalf("subpass %d: %v", k, err)
	}
	return in
}

// Seeded builds a generated instance from a preset (or the defaults) and a seed.
func Seeded(t testing.TB, task tasks.Task, preset string, seed uint64) *tasks.Instance {
	t.Helper()
	in, err := tasks.New(task, tasks.Request{Preset: preset, Seed: &seed})
	if err != nil {
		t.Fatalf("preset %q seed %d: %v", preset, seed, err)
	}
	return in
}

// SolveText returns the task's reference answer as the JSON text a model would
// send.
func SolveText(t testing.TB, task tasks.Task, in *tasks.Instance) string {
	t.Helper()
	ans, err := task.Solve(in)
	if err != nil {
		t.Fatalf("%s: solve: %v", in.Label(), err)
	}
	b, err := json.Marshal(ans)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// LoadJSON reads a testdata file (for example the curated truths that
// tools/vgbimport writes) into a T.
func LoadJSON[T any](t testing.TB, path string) T {
	t.Helper()
	var v T
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return v
}

// Check returns the named check of a report, failing the test if it is absent.
func Check(t testing.TB, r *verifiers.Report, name string) verifiers.Check {
	t.Helper()
	for _, c := range r.Checks {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("the report has no %q check: %+v", name, r.Checks)
	return verifiers.Check{}
}

// Fails asserts that the report scored below full marks, that the named check
// failed, and that its detail contains the given fragment.
func Fails(t testing.TB, r *verifiers.Report, name, fragment string) {
	t.Helper()
	if r.Passed || r.Score == 1 {
		t.Fatalf("passed with score %v; want a failure on %q", r.Score, name)
	}
	c := Check(t, r, name)
	if c.OK {
		t.Fatalf("check %q passed; checks: %+v", name, r.Checks)
	}
	if !strings.Contains(c.Detail, fragment) {
		t.Fatalf("check %q says %q; want it to mention %q", name, c.Detail, fragment)
	}
}

// Passes asserts full marks with every check passing and no failure mode.
func Passes(t testing.TB, r *verifiers.Report) {
	t.Helper()
	if !r.Passed || r.Score != 1 || r.FailureMode != "" || r.Error != "" {
		t.Fatalf("score %v, passed %v, mode %q, error %q; checks: %+v", r.Score, r.Passed, r.FailureMode, r.Error, r.Checks)
	}
}

// Mode asserts the report's failure mode.
func Mode(t testing.TB, r *verifiers.Report, mode string) {
	t.Helper()
	if r.FailureMode != mode {
		t.Fatalf("failure mode %q, want %q; checks: %+v", r.FailureMode, mode, r.Checks)
	}
}

// Sane asserts what every report must satisfy whatever the answer: a score in
// [0, 1], at least one check, a failure mode exactly when it did not pass, and
// JSON encoding that succeeds. Fuzz targets call it.
func Sane(t testing.TB, r *verifiers.Report) {
	t.Helper()
	if r.Score < 0 || r.Score > 1 || r.Score != r.Score || len(r.Checks) == 0 {
		t.Fatalf("score %v with %d checks", r.Score, len(r.Checks))
	}
	if r.Passed != (r.FailureMode == "") {
		t.Fatalf("passed %v with failure mode %q", r.Passed, r.FailureMode)
	}
	if _, err := json.Marshal(r); err != nil {
		t.Fatalf("report is not JSON: %v", err)
	}
}

// SeededSubpass builds a generated instance from canonical subpass k's
// parameters and a seed.
func SeededSubpass(t testing.TB, task tasks.Task, k int, seed uint64) *tasks.Instance {
	t.Helper()
	in, err := tasks.New(task, tasks.Request{Subpass: &k, Seed: &seed})
	if err != nil {
		t.Fatalf("subpass %d seed %d: %v", k, seed, err)
	}
	return in
}
