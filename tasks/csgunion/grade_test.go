package csgunion

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func canonicalInstance(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

// boxAnswer is box(x0..x1, y0..y1, z0..z1) in the prompt's cube order.
func boxAnswer(x0, x1, y0, y1, z0, z1 float64) Answer {
	m := &mesh.Mesh{
		Verts: []geom.Vec3{{x0, y0, z0}, {x1, y0, z0}, {x1, y1, z0}, {x0, y1, z0}, {x0, y0, z1}, {x1, y0, z1}, {x1, y1, z1}, {x0, y1, z1}},
		Faces: solid.BoxFaces(),
	}
	return answerFrom(m)
}

func answerFrom(m *mesh.Mesh) Answer {
	var a Answer
	for _, v := range m.Verts {
		a.Polyhedron.Vertex = append(a.Polyhedron.Vertex, Vertex{XYZ: [3]float64(v)})
	}
	for _, f := range m.Faces {
		a.Polyhedron.Faces = append(a.Polyhedron.Faces, Face{Vertex: f})
	}
	return a
}

// join puts several answers' meshes into one (separate shells).
func join(as ...Answer) Answer {
	var out Answer
	for _, a := range as {
		off := len(out.Polyhedron.Vertex)
		out.Polyhedron.Vertex = append(out.Polyhedron.Vertex, a.Polyhedron.Vertex...)
		for _, f := range a.Polyhedron.Faces {
			g := make([]int, len(f.Vertex))
			for i, k := range f.Vertex {
				g[i] = k + off
			}
			out.Polyhedron.Faces = append(out.Polyhedron.Faces, Face{Vertex: g})
		}
	}
	return out
}

func gradeAnswer(t testing.TB, k int, a Answer) *verifiers.Report {
	t.Helper()
	return Task.Grade(canonicalInstance(t, k), text(a))
}

// scores asserts a score to six decimals.
func scores(t *testing.T, r *verifiers.Report, want float64) {
	t.Helper()
	if math.Abs(r.Score-want) > 5e-7 {
		t.Fatalf("score %.7f, want %.6f; checks %+v", r.Score, want, r.Checks)
	}
}

// The spec's test vectors (section 10), with the one change DECISIONS.md
// makes: a mesh wound inwards (T-C2) fails instead of being turned round.
func TestSpecVectors(t *testing.T) {
	t.Run("T-C1 exact union", func(t *testing.T) {
		tasktest.Passes(t, gradeAnswer(t, 0, boxAnswer(-5, 13, -5, 5, -5, 5)))
	})
	t.Run("T-C2 inverted (DECISIONS.md: fails)", func(t *testing.T) {
		a := boxAnswer(-5, 13, -5, 5, -5, 5)
		for i, f := range a.Polyhedron.Faces {
			a.Polyhedron.Faces[i] = reverse(f)
		}
		r := gradeAnswer(t, 0, a)
		tasktest.Fails(t, r, "orientation", "normals point into the solid")
		tasktest.Mode(t, r, verifiers.NearMiss)
	})
	for _, c := range []struct {
		name string
		k    int
		a    Answer
		want float64
	}{
		{"T-C3 the first cube", 0, boxAnswer(-5, 5, -5, 5, -5, 5), 1.0 / 3},
		{"T-C4 13.5", 0, boxAnswer(-5, 13.5, -5, 5, -5, 5), 1},
		{"T-C4 14", 0, boxAnswer(-5, 14, -5, 5, -5, 5), 1},
		{"T-C4 11", 0, boxAnswer(-5, 11, -5, 5, -5, 5), 0.833333},
		{"T-C4 shifted", 0, boxAnswer(0, 20, -5, 5, -5, 5), 0.388889},
		{"T-C5 disjoint shells", 2, join(boxAnswer(-5, 5, -5, 5, -5, 5), boxAnswer(10, 20, -5, 5, -5, 5)), 1},
		{"T-C6 one box", 17, boxAnswer(-5, 15, -5, 5, -5, 5), 1},
		{"T-C7 plus", 5, plusAnswer(), 1},
		{"T-C7 plus on the jack", 6, plusAnswer(), 0.571429},
		{"T-C8 prism on crossing cylinders", 12, prismAnswer(), 0.450562},
		{"T-C8 prism on cylinder and cube", 11, prismAnswer(), 0.717273},
		{"T-C9 box in the sphere's lee", 16, boxAnswer(3, 13, -5, 5, -5, 5), 0.053316},
		{"T-C9 box round the sphere", 16, boxAnswer(-8, 8, -8, 8, -8, 8), 0.375661},
		{"T-C10 the outer cube", 3, boxAnswer(-10, 10, -10, 10, -10, 10), 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := gradeAnswer(t, c.k, c.a)
			scores(t, r, c.want)
			if c.want == 1 {
				tasktest.Passes(t, r)
			}
		})
	}
	t.Run("T-C8 volumes", func(t *testing.T) {
		g := measured(t, 12, prismAnswer())
		if math.Abs(g.answer-1552.914271) > 1e-6 || math.Abs(g.common-1552.914271) > 1e-6 || math.Abs(g.union-2450.519932) > 1e-6 {
			t.Errorf("A %.6f, C %.6f, V %.6f", g.answer, g.common, g.union)
		}
	})
	t.Run("T-C9 volumes", func(t *testing.T) {
		g := measured(t, 16, boxAnswer(-8, 8, -8, 8, -8, 8))
		if math.Abs(g.answer-4096) > 1e-9 || math.Abs(g.common-2210.926522) > 1e-6 || math.Abs(g.diff-2385.073478) > 1e-6 {
			t.Errorf("A %.6f, C %.6f, D %.6f", g.answer, g.common, g.diff)
		}
	})
	t.Run("T-C6 two cubes sharing a face", func(t *testing.T) {
		r := gradeAnswer(t, 17, join(boxAnswer(-5, 5, -5, 5, -5, 5), boxAnswer(5, 15, -5, 5, -5, 5)))
		tasktest.Fails(t, r, "duplicate vertices", "vertices 1 and 8 are at the same position")
	})
	t.Run("T-C10 mutations", func(t *testing.T) {
		cube := boxAnswer(-10, 10, -10, 10, -10, 10)
		noLast := cube
		noLast.Polyhedron.Faces = cube.Polyhedron.Faces[:5]
		tasktest.Fails(t, gradeAnswer(t, 3, noLast), "watertight", "edge 1–2 belongs to face 0 only")

		flipped := boxAnswer(-10, 10, -10, 10, -10, 10)
		flipped.Polyhedron.Faces[0] = reverse(flipped.Polyhedron.Faces[0])
		tasktest.Fails(t, gradeAnswer(t, 3, flipped), "winding", "edge 0→1 is used in the same direction")

		dotted := strings.Replace(text(cube), `"vertex":[3,2,1,0]`, `"vertex":[3,2,1.0,0]`, 1)
		r := Task.Grade(canonicalInstance(t, 3), dotted)
		tasktest.Fails(t, r, "format", "polyhedron.faces[0].vertex[2]: expected an integer, found the decimal number 1.0")

		moved := boxAnswer(-10, 10, -10, 10, -10, 10)
		moved.Polyhedron.Vertex[0].XYZ[2] = -10.02
		tasktest.Fails(t, gradeAnswer(t, 3, moved), "planarity", "lies 0.02 from the plane")

		moved.Polyhedron.Vertex[0].XYZ[2] = -10.005
		r = gradeAnswer(t, 3, moved)
		tasktest.Passes(t, r)
		if g := measured(t, 3, moved); math.Abs(g.answer-8000.333333) > 1e-6 {
			t.Errorf("volume %.6f, want 8000.333333", g.answer)
		}
	})
}

// measured grades an answer and returns the grading with its volumes.
func measured(t *testing.T, k int, a Answer) *grading {
	t.Helper()
	d := canonicalInstance(t, k).Data.(*Data)
	m := a.mesh()
	g := &grading{d: d, m: m, v: mesh.Validate(m, mesh.Limits{MaxCoordinate: MaxCoordinate})}
	if !g.v.OK() {
		f, _ := g.v.Failed()
		t.Fatalf("invalid: %s", f.Detail)
	}
	if err := g.measure(); err != nil {
		t.Fatal(err)
	}
	return g
}

// plusAnswer is the spec's extruded plus sign (T-C7): 12-gon caps, which are
// not convex.
func plusAnswer() Answer {
	return answerFrom(mesh.Extrude([]geom.Vec2{{15, -5}, {15, 5}, {5, 5}, {5, 15}, {-5, 15}, {-5, 5}, {-15, 5}, {-15, -5}, {-5, -5}, {-5, -15}, {5, -15}, {5, -5}}, -5, 5))
}

// prismAnswer is the 24-gon prism of radius 5 over z ∈ [−10, 10] (T-C8).
func prismAnswer() Answer {
	return answerFrom(mesh.Extrude(geom.RegularPolygon(24, 5), -10, 10))
}

// Every canonical subpass: the reference volumes of the spec's table hold,
// the reference answer scores 1, and each mistake the issue names fails on
// the check named for it.
func TestCanonicalVolumesAndMutations(t *testing.T) {
	named := map[string]string{
		"a face removed":               "watertight",
		"one face reversed":            "winding",
		"all faces reversed":           "orientation",
		"a vertex moved off its plane": "planarity",
	}
	var cases []*tasks.Instance
	for k := range canonicals {
		cases = append(cases, canonicalInstance(t, k))
	}
	seeds := 3
	if runtime.GOOS == "js" {
		seeds = 1
	}
	for _, p := range Task.Manifold().Presets {
		for s := 1; s <= seeds; s++ {
			cases = append(cases, tasktest.Seeded(t, Task, p.Name, uint64(s)))
		}
	}
	for _, in := range cases {
		d := in.Data.(*Data)
		ref := tasktest.SolveText(t, Task, in)
		if in.Subpass != nil {
			cs, err := d.Convexes()
			if err != nil {
				t.Fatal(err)
			}
			if v, want := solid.UnionVolume(cs), canonicals[*in.Subpass].volume; math.Abs(v-want) > 1e-6 {
				t.Errorf("%s: union volume %.7f, the table says %.6f", in.Label(), v, want)
			}
		}
		tasktest.Passes(t, Task.Grade(in, ref))
		for _, b := range broken {
			check, ok := named[b.Name]
			if !ok {
				continue
			}
			bad, ok := b.Make(in, ref)
			if !ok {
				continue
			}
			r := Task.Grade(in, bad)
			f, failed := r.FirstFailure()
			if !failed || f.Name != check || r.Score != 0 {
				t.Errorf("%s, %s: first failure %q (%s), score %v; want %q", in.Label(), b.Name, f.Name, f.Detail, r.Score, check)
			}
		}
	}
}

// Shells: disjoint ones pass (subpass 2), a cavity wound inwards passes
// (the hollow box, subpass 21), nested shells wound alike and an inside-out
// shell fail on the shells check.
func TestShells(t *testing.T) {
	outer, inner := boxAnswer(-10, 10, -10, 10, -10, 10), boxAnswer(-8, 8, -8, 8, -8, 8)
	for i, f := range inner.Polyhedron.Faces {
		inner.Polyhedron.Faces[i] = reverse(f)
	}
	tasktest.Passes(t, gradeAnswer(t, 21, join(outer, inner)))
	r := gradeAnswer(t, 3, join(boxAnswer(-10, 10, -10, 10, -10, 10), boxAnswer(-5, 5, -5, 5, -5, 5)))
	tasktest.Fails(t, r, "shells", "covered twice")
	inside := boxAnswer(30, 40, -5, 5, -5, 5)
	for i, f := range inside.Polyhedron.Faces {
		inside.Polyhedron.Faces[i] = reverse(f)
	}
	r = gradeAnswer(t, 2, join(boxAnswer(-5, 5, -5, 5, -5, 5), boxAnswer(10, 20, -5, 5, -5, 5), inside))
	tasktest.Fails(t, r, "shells", "is inside out")
	// The two cubes of subpass 0 as overlapping shells pass through each other.
	r = gradeAnswer(t, 0, join(boxAnswer(-5, 5, -5, 5, -5, 5), boxAnswer(3, 13, -5, 5, -5, 5)))
	tasktest.Fails(t, r, "self-intersection", "intersect")
	tasktest.Mode(t, r, verifiers.LocalOnly)
}

// Hostile and malformed answers score 0 with a message naming the problem,
// refused by the limits before the geometry is looked at.
func TestBadInput(t *testing.T) {
	in := canonicalInstance(t, 0)
	many := func(n int, face string) string {
		var b strings.Builder
		b.WriteString(`{"polyhedron": {"vertex": [{"xyz": [0,0,0]}, {"xyz": [1,0,0]}, {"xyz": [0,1,0]}], "faces": [`)
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(face)
		}
		b.WriteString("]}}")
		return b.String()
	}
	longFace := func(n int) string {
		var b strings.Builder
		b.WriteString(`{"polyhedron": {"vertex": [{"xyz": [0,0,0]}], "faces": [{"vertex": [`)
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprint(&b, i)
		}
		b.WriteString("]}]}}")
		return b.String()
	}
	manyVertices := func(n int) string {
		var b strings.Builder
		b.WriteString(`{"polyhedron": {"vertex": [`)
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(`{"xyz":[0,0,0]}`)
		}
		b.WriteString(`], "faces": [{"vertex": [0,1,2]}]}}`)
		return b.String()
	}
	cube := text(boxAnswer(-5, 5, -5, 5, -5, 5))
	same := `{"polyhedron": {"vertex": [{"xyz": [1,1,1]}, {"xyz": [1,1,1]}, {"xyz": [1,1,1]}, {"xyz": [1,1,1]}], "faces": [{"vertex": [0,1,2]}, {"vertex": [0,3,1]}, {"vertex": [1,3,2]}, {"vertex": [0,2,3]}]}}`
	cases := []struct {
		name, text, check, fragment string
	}{
		{"a million faces", many(1000000, `{"vertex":[0,1,2]}`), "answer", "limit"},
		{"a million vertices", manyVertices(1000000), "answer", "limit"},
		{"21,000 vertices", manyVertices(21000), "format", "has 21,000 vertices; the limit is 20,000"},
		{"21,000 faces", many(21000, `{"vertex":[0,1,2]}`), "format", "has 21,000 faces; the limit is 20,000"},
		{"a face of 100,000 corners", longFace(100000), "format", "has 100,000 indices; the limit is 1,000 per face"},
		{"a face of 5,000 corners", longFace(5000), "format", "has 5,000 indices; the limit is 1,000 per face"},
		{"NaN", strings.Replace(cube, "-5,-5,-5", "NaN,-5,-5", 1), "format", "expected a finite number, found NaN"},
		{"1e308", strings.Replace(cube, "-5,-5,-5", "1e308,-5,-5", 1), "coordinates", "coordinate x is 1e+308"},
		{"a string coordinate", strings.Replace(cube, "-5,-5,-5", `"x",-5,-5`, 1), "format", `expected a finite number, found the string "x"`},
		{"faces of 2 corners", strings.Replace(cube, `"vertex":[3,2,1,0]`, `"vertex":[3,2]`, 1), "format", "has 2 indices; a face needs at least 3"},
		{"an index out of range", strings.Replace(cube, `"vertex":[3,2,1,0]`, `"vertex":[3,2,1,99]`, 1), "indices", "index 99 names no vertex"},
		{"a repeated index", strings.Replace(cube, `"vertex":[3,2,1,0]`, `"vertex":[3,2,3,0]`, 1), "indices", "lists vertex 3 twice"},
		{"every vertex identical", same, "duplicate vertices", "vertices 0 and 1"},
		{"no faces", `{"polyhedron": {"vertex": [{"xyz": [0,0,0]}], "faces": []}}`, "format", "polyhedron.faces: is empty"},
		{"no vertices", `{"polyhedron": {"vertex": [], "faces": [{"vertex": [0,1,2]}]}}`, "format", "polyhedron.vertex: is empty"},
		{"no polyhedron object", `{"polyhedron": [1, 2, 3]}`, "format", "expected an object"},
		{"missing xyz", `{"polyhedron": {"vertex": [{"pos": [0,0,0]}], "faces": [{"vertex": [0,1,2]}]}}`, "format", `has no "xyz"`},
		{"nested deep", strings.Repeat("[", 10000) + strings.Repeat("]", 10000), "answer", "nested"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := Task.Grade(in, c.text)
			tasktest.Sane(t, r)
			tasktest.Fails(t, r, c.check, c.fragment)
			if r.Score != 0 {
				t.Fatalf("score %v", r.Score)
			}
			for _, ch := range r.Checks {
				if len(ch.Detail) > 600 {
					t.Fatalf("check %q echoes %d bytes", ch.Name, len(ch.Detail))
				}
			}
		})
	}
}

// The overlay of a failing answer marks what failed and looks at it; that of
// a valid but wrong answer shows the missing and the extra volume.
func TestOverlay(t *testing.T) {
	in := canonicalInstance(t, 0)
	r := Task.Grade(in, text(boxAnswer(0, 20, -5, 5, -5, 5)))
	ov := r.BuildOverlay()
	var missing, extra bool
	for _, b := range ov.Boxes {
		missing = missing || (b.Name == "missing volume" && len(b.Min) > 0)
		extra = extra || (b.Name == "extra volume" && len(b.Min) > 0)
	}
	if !missing || !extra {
		t.Errorf("missing %v, extra %v", missing, extra)
	}
	// Each is one box: the columns of equal stretches merge, although rays
	// meet a face at heights that differ by rounding.
	for _, b := range ov.Boxes {
		if len(b.Min) != 3 {
			t.Errorf("%s: %d boxes, want 1", b.Name, len(b.Min)/3)
		}
	}
	// The boxes add up to the missing volume (500) and the extra (700) up to
	// the columns' width.
	var mv, ev float64
	for _, b := range ov.Boxes {
		for i := 0; i+2 < len(b.Size); i += 3 {
			v := b.Size[i] * b.Size[i+1] * b.Size[i+2]
			if b.Name == "missing volume" {
				mv += v
			} else {
				ev += v
			}
		}
	}
	if math.Abs(mv-500) > 50 || math.Abs(ev-700) > 70 {
		t.Errorf("missing %.1f, extra %.1f; want about 500 and 700", mv, ev)
	}
	flipped := boxAnswer(-5, 13, -5, 5, -5, 5)
	flipped.Polyhedron.Faces[0] = reverse(flipped.Polyhedron.Faces[0])
	ov = Task.Grade(in, text(flipped)).BuildOverlay()
	var marked, backs bool
	for _, l := range ov.Lines {
		marked = marked || (l.Check == "winding" && len(l.Positions) > 0)
	}
	for _, m := range ov.Meshes {
		backs = backs || m.Back != ""
	}
	if !marked || !backs || ov.Camera == nil {
		t.Errorf("winding edges marked %v, back faces tinted %v, camera %v", marked, backs, ov.Camera)
	}
	hole := boxAnswer(-5, 13, -5, 5, -5, 5)
	hole.Polyhedron.Faces = hole.Polyhedron.Faces[1:]
	ov = Task.Grade(in, text(hole)).BuildOverlay()
	found := false
	for _, l := range ov.Lines {
		found = found || (l.Check == "watertight" && len(l.Positions) == 4*6)
	}
	if !found {
		t.Error("the four boundary edges are not drawn")
	}
}

// Rotations of 1e300 degrees reduce exactly (to 1e300 mod 360) and grade as
// any other; a non-finite rotation is named, never drawn or scored.
func TestHugeRotations(t *testing.T) {
	with := func(rot [3]float64) *tasks.Instance {
		in := *canonicalInstance(t, 0)
		in.Data = &Data{Primitives: []Primitive{
			{Kind: KindBox, Size: [3]float64{10, 10, 10}},
			{Kind: KindBox, Size: [3]float64{10, 10, 10}, At: [3]float64{6, 0, 0}, Rotate: rot},
		}}
		return &in
	}
	huge, reduced := with([3]float64{1e300, -1e300, 1e300}), with([3]float64{math.Mod(1e300, 360), math.Mod(-1e300, 360), math.Mod(1e300, 360)})
	cs, err := huge.Data.(*Data).Convexes()
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := reduced.Data.(*Data).Convexes()
	if v, w := solid.UnionVolume(cs), solid.UnionVolume(rs); v != w || !(v > 1000 && v < 2000) {
		t.Fatalf("union volume %v, reduced %v", v, w)
	}
	ref := tasktest.SolveText(t, Task, huge)
	tasktest.Passes(t, Task.Grade(huge, ref))
	tasktest.Passes(t, Task.Grade(reduced, ref))

	bad := with([3]float64{math.NaN(), 0, 0})
	if _, err := bad.Data.(*Data).Convexes(); err == nil || !strings.Contains(err.Error(), "primitive 2: box: the placement is not a valid map") {
		t.Fatalf("a NaN rotation: %v", err)
	}
	if _, err := Task.Solve(bad); err == nil {
		t.Error("a NaN rotation was solved")
	}
	r := Task.Grade(bad, text(boxAnswer(-5, 11, -5, 5, -5, 5)))
	tasktest.Sane(t, r)
	tasktest.Fails(t, r, "union", "primitive 2: box: the placement is not a valid map")
	r.BuildOverlay()
}
