package tasktest

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/scbench/scbench/tasks"
)

// BenchmarkGrade grades the reference answer of every canonical subpass, one
// sub-benchmark each, without drawing overlays: what a batch or the
// leaderboard pays per answer.
func BenchmarkGrade(b *testing.B, task tasks.Task) {
	for _, sp := range task.Subpasses() {
		k := sp.Index
		in := Canonical(b, task, k)
		ref := SolveText(b, task, in)
		b.Run(fmt.Sprintf("subpass=%d", k), func(b *testing.B) {
			for b.Loop() {
				if r := task.Grade(in, ref); r.Score <= 0 {
					b.Fatalf("the reference answer scored nothing: %s", reportLine(r))
				}
			}
		})
	}
}

// BareAnswer is the reference answer of a one-field task as the bare value of
// its field ([[0,1,5], ...] rather than {"triangles": [[0,1,5], ...]}): the
// form upstream's VisGeomBench parser reads, so that both graders can be
// timed on the same text.
func BareAnswer(t testing.TB, task tasks.Task, in *tasks.Instance) string {
	t.Helper()
	var obj map[string]json.RawMessage
	ref := SolveText(t, task, in)
	if json.Unmarshal([]byte(ref), &obj) != nil || len(obj) != 1 {
		return ref
	}
	for _, v := range obj {
		return string(v)
	}
	return ref
}

// BenchmarkCurated grades every canonical subpass (for the tasks from
// VisGeomBench, the curated records) once per iteration, with the bare
// reference answer (BareAnswer) and no overlay, and reports the time per
// record: the figure compared with upstream's evaluation of the same answers.
// form, if given, rewrites each answer into the form upstream's verifier
// accepts (InnerTuples for topology-enumeration's 4-tuples).
func BenchmarkCurated(b *testing.B, task tasks.Task, form ...func(string) string) {
	var ins []*tasks.Instance
	var texts []string
	for _, sp := range task.Subpasses() {
		in := Canonical(b, task, sp.Index)
		ins = append(ins, in)
		text := BareAnswer(b, task, in)
		for _, f := range form {
			text = f(text)
		}
		texts = append(texts, text)
	}
	for i, in := range ins {
		if r := task.Grade(in, texts[i]); !r.Passed {
			b.Fatalf("%s: the bare reference answer fails: %s", in.Label(), reportLine(r))
		}
	}
	b.ResetTimer()
	cpu := processCPU()
	for b.Loop() {
		for i, in := range ins {
			task.Grade(in, texts[i])
		}
	}
	records := float64(b.N * len(ins))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/records, "ns/record")
	if c := processCPU() - cpu; c > 0 {
		b.ReportMetric(float64(c)/records, "cpu-ns/record")
	}
}

// CPU is the processor time the process has used so far (every thread, in
// nanoseconds; 0 where it cannot be read), for ReportCPU.
func CPU() int64 { return processCPU() }

// ReportCPU reports, as cpu-ms/op, the processor time used since start (a
// CPU reading taken before the benchmark's loop) per iteration: with work
// spread over several goroutines, or the collector running beside it, the
// processor time says what the wall-clock ns/op does not.
func ReportCPU(b *testing.B, start int64) {
	if c := processCPU() - start; c > 0 && start > 0 {
		b.ReportMetric(float64(c)/1e6/float64(b.N), "cpu-ms/op")
	}
}

// InnerTuples writes the lists inside the outer list of a JSON answer as
// Python tuples: [[0, 1], [1, 0]] becomes [(0, 1), (1, 0)].
func InnerTuples(text string) string {
	b := []byte(text)
	depth := 0
	for i, c := range b {
		switch c {
		case '[':
			depth++
			if depth > 1 {
				b[i] = '('
			}
		case ']':
			if depth > 1 {
				b[i] = ')'
			}
			depth--
		}
	}
	return string(b)
}
