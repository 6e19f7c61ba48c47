package tasktest

import (
	"encoding/json"
	"math"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"github.com/scbench/scbench/tasks"
)

// Fuzzing across instances, not one canonical subpass: every input names an
// instance by a seed and parameter bytes, which Instance maps into the task's
// manifold.

// Instance builds the instance fuzz input (seed, params) names. With no
// parameter bytes it is canonical subpass seed mod the number of subpasses.
// Otherwise params[0] picks where the parameters start (a preset, a
// subpass's parameters, or the defaults) and each following pair of bytes
// sets one parameter, in the manifold's order, to a value in its range; the
// seed is then the generator's. It returns nil when the parameters admit no
// instance (the generator says so, by name).
func Instance(task tasks.Task, seed uint64, params []byte) *tasks.Instance {
	key := strconv.FormatUint(seed, 36) + ":" + string(params)
	cache.Lock()
	in, ok := cache.m[task.Info().Slug+":"+key]
	cache.Unlock()
	if ok {
		return in
	}
	in = build(task, seed, params)
	cache.Lock()
	if cache.m == nil || len(cache.m) > 256 {
		cache.m = map[string]*tasks.Instance{}
	}
	cache.m[task.Info().Slug+":"+key] = in
	cache.Unlock()
	return in
}

// cache keeps recently built instances: the fuzzer mutates the answer far
// more often than the instance, and some generators take milliseconds.
var cache struct {
	sync.Mutex
	m map[string]*tasks.Instance
}

func build(task tasks.Task, seed uint64, params []byte) *tasks.Instance {
	subs := task.Subpasses()
	if len(params) == 0 {
		if len(subs) == 0 {
			return nil
		}
		k := int(seed % uint64(len(subs)))
		in, err := tasks.New(task, tasks.Request{Subpass: &k})
		if err != nil {
			return nil
		}
		return in
	}
	m := task.Manifold()
	seed %= tasks.MaxSeed + 1
	req := tasks.Request{Seed: &seed, Values: map[string]any{}}
	switch pick := int(params[0]) % (len(m.Presets) + len(subs) + 1); {
	case pick < len(m.Presets):
		req.Preset = m.Presets[pick].Name
	case pick < len(m.Presets)+len(subs):
		k := pick - len(m.Presets)
		req.Subpass = &k
	}
	rest := params[1:]
	for _, p := range m.Params {
		if len(rest) < 2 {
			break
		}
		u := int(rest[0])<<8 | int(rest[1])
		rest = rest[2:]
		req.Values[p.Name] = value(p, u)
	}
	in, err := tasks.New(task, req)
	if err != nil {
		if err.Error() == "" {
			panic("a generator refused parameters without saying why")
		}
		return nil
	}
	return in
}

// value maps u (0 to 65535) to a value of the parameter, within its range.
func value(p tasks.Param, u int) any {
	switch p.Kind {
	case tasks.Int:
		lo, hi := int(p.Min), int(p.Max)
		return lo + u%(hi-lo+1)
	case tasks.Float:
		x := p.Min + (p.Max-p.Min)*float64(u)/65535
		return math.Min(p.Max, math.Max(p.Min, x))
	case tasks.Bool:
		return u%2 == 1
	case tasks.Choice:
		return p.Choices[u%len(p.Choices)]
	}
	return p.Default
}

// FuzzGrade fuzzes a task's grader: any text, on any instance of the
// manifold, gets a sane report (Sane), promptly and without panicking. The
// seed corpus is each of answers on canonical subpass 0, on a preset's
// instance and on a subpass's parameters with a seed, and each subpass's own
// reference answer; the fuzzer then varies the answer and the instance.
func FuzzGrade(f *testing.F, task tasks.Task, answers ...string) {
	for _, a := range answers {
		f.Add(a, uint64(0), []byte(nil))
		f.Add(a, uint64(1), []byte{0, 0, 0})
		f.Add(a, uint64(7), []byte{byte(len(task.Manifold().Presets)), 1, 2, 3, 4})
	}
	for k := range task.Subpasses() {
		if in := Instance(task, uint64(k), nil); in != nil {
			if ans, err := task.Solve(in); err == nil {
				if b, err := json.Marshal(ans); err == nil {
					f.Add(string(b), uint64(k), []byte(nil))
				}
			}
		}
	}
	f.Fuzz(func(t *testing.T, text string, seed uint64, params []byte) {
		in := Instance(task, seed, params)
		if in == nil {
			return
		}
		Sane(t, task.Grade(in, text))
	})
}

// FuzzGenerate fuzzes a task's generator and solver over its manifold (seed,
// parameters, preset or subpass): an instance the parameters admit is built
// the same twice, has a prompt and a scene, and its reference answer gets a
// sane report that passes (or, for a baseline reference, scores above 0).
func FuzzGenerate(f *testing.F, task tasks.Task) {
	info := task.Info()
	n := len(task.Manifold().Presets) + len(task.Subpasses()) + 1
	for pick := range n {
		f.Add(uint64(pick), []byte{byte(pick)})
		if runtime.GOOS != "js" { // the largest instances are slow in WebAssembly
			f.Add(uint64(pick)+100, []byte{byte(pick), 0, 0, 255, 255, 0, 0, 255, 255})
		}
	}
	f.Fuzz(func(t *testing.T, seed uint64, params []byte) {
		if len(params) == 0 || len(params) > 64 {
			return
		}
		in := build(task, seed, params)
		if in == nil {
			return
		}
		again := build(task, seed, params)
		a, _ := json.Marshal(in)
		b, _ := json.Marshal(again)
		if string(a) != string(b) {
			t.Fatalf("%s: the same request built two different instances", in.Label())
		}
		if in.Prompt == "" {
			t.Fatalf("%s: no prompt", in.Label())
		}
		if _, err := task.Scene(in); err != nil {
			t.Fatalf("%s: scene: %v", in.Label(), err)
		}
		ans, err := task.Solve(in)
		if err != nil {
			t.Fatalf("%s (params %s): the generator made an instance its solver cannot solve: %v", in.Label(), in.Params.Encode(), err)
		}
		text, _ := json.Marshal(ans)
		rep := task.Grade(in, string(text))
		Sane(t, rep)
		if !info.ReferenceScoreHolds(rep.Score) || (!info.BaselineReference && !rep.Passed) {
			t.Fatalf("%s (params %s): the reference answer scored %s", in.Label(), in.Params.Encode(), reportLine(rep))
		}
	})
}
