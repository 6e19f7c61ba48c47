package csgunion

import (
	"encoding/json"
	"slices"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

// answerOf reads a reference answer's text back.
func answerOf(ref string) (Answer, bool) {
	var a Answer
	return a, json.Unmarshal([]byte(ref), &a) == nil
}

func text(a Answer) string {
	b, _ := json.Marshal(a)
	return string(b)
}

// mutate makes a broken answer from the reference by changing a copy of it.
func mutate(change func(a *Answer) bool) func(*tasks.Instance, string) (string, bool) {
	return func(_ *tasks.Instance, ref string) (string, bool) {
		a, ok := answerOf(ref)
		if !ok || !change(&a) {
			return "", false
		}
		return text(a), true
	}
}

func reverse(f Face) Face {
	v := slices.Clone(f.Vertex)
	slices.Reverse(v)
	return Face{Vertex: v}
}

// offPlane moves a corner of the first face with more than three corners by
// 1 cm along that face's normal: some face through it is then far from flat.
func offPlane(a *Answer) bool {
	m := a.mesh()
	for _, f := range m.Faces {
		if len(f) < 4 {
			continue
		}
		n := geom.Normalize3(geom.NewellNormal(m.Verts, f))
		k := f[len(f)-1]
		v := &a.Polyhedron.Vertex[k].XYZ
		for i := range v {
			v[i] += n[i]
		}
		return true
	}
	return false
}

// broken are the mistakes the issue names, graded in the golden for every
// case: a face removed, one face reversed, all faces reversed, a corner
// moved off its face's plane; and the first solid alone.
var broken = []tasktest.Broken{
	{Name: "a face removed", Make: mutate(func(a *Answer) bool {
		a.Polyhedron.Faces = a.Polyhedron.Faces[:len(a.Polyhedron.Faces)-1]
		return true
	})},
	{Name: "one face reversed", Make: mutate(func(a *Answer) bool {
		a.Polyhedron.Faces[0] = reverse(a.Polyhedron.Faces[0])
		return true
	})},
	{Name: "all faces reversed", Make: mutate(func(a *Answer) bool {
		for i, f := range a.Polyhedron.Faces {
			a.Polyhedron.Faces[i] = reverse(f)
		}
		return true
	})},
	{Name: "a vertex moved off its plane", Make: mutate(offPlane)},
	{Name: "the first solid alone", Make: func(in *tasks.Instance, _ string) (string, bool) {
		d := in.Data.(*Data)
		one, err := solve(&Data{Primitives: d.Primitives[:1]})
		if err != nil {
			return "", false
		}
		return text(one), true
	}},
}
