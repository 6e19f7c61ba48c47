package legohemisphere

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
	"github.com/scbench/scbench/verifiers"
)

func canonical(t testing.TB, k int) *tasks.Instance { return tasktest.Canonical(t, Task, k) }

// bricks writes [cx, cy, cz, θ] rows as an answer.
func bricks(rows ...[4]float64) string {
	a := Answer{Reasoning: "test", Bricks: []Brick{}}
	for _, r := range rows {
		a.Bricks = append(a.Bricks, Brick{Centroid: [3]float64{r[0], r[1], r[2]}, RotationDegrees: r[3]})
	}
	b, _ := json.Marshal(a)
	return string(b)
}

func gradeRows(t testing.TB, k int, rows ...[4]float64) *verifiers.Report {
	t.Helper()
	return Task.Grade(canonical(t, k), bricks(rows...))
}

// structural asserts that every structural check passed.
func structural(t *testing.T, r *verifiers.Report) {
	t.Helper()
	for _, c := range r.Checks {
		if !c.OK && c.Name != "volume" {
			t.Fatalf("check %q failed: %s", c.Name, c.Detail)
		}
	}
}

// The reference volumes of the spec's table (§2), exact polygonal shells.
func TestReferenceVolumes(t *testing.T) {
	want := []float64{547863.2953, 759939.4096, 1007361.5430, 1290129.6954, 2882664.2206, 4013736.8303, 3729005.0101, 4824731.6008}
	for k, w := range want {
		in := canonical(t, k)
		data := in.Data.(*Data)
		got := data.shell().ref
		if math.Abs(got-w) > 1e-9*w {
			t.Errorf("subpass %d: reference volume %.4f, want %.4f", k, got, w)
		}
	}
}

// The kernel's half-spheres have the volume the spec's closed form gives
// (§7: three frustums of regular 16-gon pyramids and the upright prism of
// the middle band), for the manifold's radii.
func TestHalfSphereVolume(t *testing.T) {
	area := func(rho float64) float64 { return 8 * rho * rho * math.Sin(math.Pi/8) }
	for _, r := range []float64{20, 40, 73, 150, 240} {
		want := 0.0
		for i := 0; i < 3; i++ {
			p0, p1 := math.Pi*(float64(i)+0.5)/8, math.Pi*(float64(i)+1.5)/8
			a1, a2 := area(r*math.Sin(p0)), area(r*math.Sin(p1))
			want += (r*math.Cos(p0) - r*math.Cos(p1)) / 3 * (a1 + a2 + math.Sqrt(a1*a2))
		}
		p3 := math.Pi * 3.5 / 8
		want += area(r*math.Sin(p3)) * r * math.Cos(p3)
		if got := halfSphere(r).Volume(); math.Abs(got-want) > 1e-9*want {
			t.Errorf("radius %g: %.6f, want %.6f", r, got, want)
		}
	}
}

// The spec's structural test vectors (§10), on subpass 0 unless stated.
func TestStructuralVectors(t *testing.T) {
	tasktest.Fails(t, Task.Grade(canonical(t, 0), bricks()), "bricks", "no bricks")
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{55, 0, 0, 0}), "layers", "brick 0")
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{0, 0, 4.8, 0}), "shell region", "wholly inside the inner sphere")
	structural(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, 0}))
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{55, 0, 10, 0}), "layers", "4.4 mm from the nearest layer height (14.4 mm)")
	structural(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, 0}, [4]float64{-55, 0, 4.8, 5}))
	structural(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, 0}, [4]float64{55, 0, 14.4, 0}))
	structural(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, 0}, [4]float64{55, 0, 14.4, 90}))
	structural(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, -45}, [4]float64{55, 0, 14.4, 45}))
	structural(t, gradeRows(t, 0, [4]float64{55, -8, 4.8, 0}, [4]float64{55, 8, 4.8, 180}, [4]float64{47, 0, 14.4, 90}, [4]float64{63, 0, 14.4, 270}))
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, 0}, [4]float64{55, 0, 14.4, 30}), "stud grid", "brick 1 [55, 0, 14.4, 30°] sits on brick 0")
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, 0}, [4]float64{55, 0, 4.8, 0}), "duplicates", "brick 1 repeats brick 0")
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, 0}, [4]float64{55, 0, 4.8, 180}), "duplicates", "brick 1 repeats brick 0")
	structural(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, 0}, [4]float64{63, 0, 14.4, 0}))
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, 0}, [4]float64{60, 0, 14.4, 0}), "stud grid", "studs up to 3 mm off")
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{55, 0, 4.8, 0}, [4]float64{60, 0, 4.8, 0}), "overlap", "reach 16 mm into each other")
	structural(t, gradeRows(t, 0, [4]float64{55, 0, 5.7, 0}))
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{55, 0, 5.8, 0}), "layers", "1 mm from")
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{55, 0, -4.8, 0}), "ground", "below the ground")
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{100, 0, 4.8, 0}), "shell region", "wholly outside the outer sphere")

	// T-L12 on subpass 7: upstream reports the outermost bricks floating
	// because they rest on bricks that merely hang from the layer above;
	// every one of them grips its neighbours' studs, so the chain is held
	// (DECISIONS.md: support is real stud engagement), and its centre of
	// mass is over its one ground brick.
	arch := [][4]float64{{165, 0, 4.8, 90}, {165, 0, 14.4, 90}, {165, 24, 24, 90}, {165, 48, 14.4, 90}, {165, 72, 24, 90}, {165, -24, 24, 90}, {165, -48, 14.4, 90}, {165, -72, 24, 90}}
	structural(t, gradeRows(t, 7, arch...))
	structural(t, gradeRows(t, 7, arch[0], arch[1], arch[2], arch[3], arch[5], arch[6]))
	// Without its mirror half the chain's centre of mass is 12.8 mm out.
	tasktest.Fails(t, gradeRows(t, 7, arch[:5]...), "stability", "the part of 5 bricks starting with brick 0 topples: its centre of mass (165, 28.8) lies 12.8 mm outside")

	// T-L13: a ground brick with three bricks overhanging it. Upstream's
	// bricks overlap each other, which fails here too; the same overhang
	// built without overlaps tips by the same 2 mm, and without its top
	// brick has its centre of mass on the edge of its base, which counts as
	// standing.
	r := gradeRows(t, 7, [4]float64{165, 0, 4.8, 0}, [4]float64{141, 0, 14.4, 0}, [4]float64{141, 8, 14.4, 0}, [4]float64{141, -8, 14.4, 0})
	tasktest.Fails(t, r, "overlap", "bricks 1 [141, 0, 14.4, 0°] and 2 [141, 8, 14.4, 0°] of layer 1 reach 8 mm")
	tasktest.Fails(t, r, "stability", "centre of mass (147, 0) lies 2 mm outside")
	tower := [][4]float64{{165, 0, 4.8, 0}, {141, -8, 14.4, 0}, {141, 8, 14.4, 0}, {141, 0, 24, 0}}
	tasktest.Fails(t, gradeRows(t, 7, tower...), "stability", "centre of mass (147, 0) lies 2 mm outside")
	structural(t, gradeRows(t, 7, tower[:3]...))

	// T-L17: the prompt's worked example, shifted out to subpass 7's shell.
	tasktest.Fails(t, gradeRows(t, 0, [4]float64{0, 0, 4.8, 90}, [4]float64{0, 0, 14.4, 180}, [4]float64{24, 0, 24, 0}), "shell region", "brick 0")
	structural(t, gradeRows(t, 7, [4]float64{165, 0, 4.8, 90}, [4]float64{165, 0, 14.4, 180}, [4]float64{189, 0, 24, 0}))
	tasktest.Fails(t, gradeRows(t, 7, [4]float64{165, 0, 4.8, 90}, [4]float64{165, 0, 14.4, 180}, [4]float64{187, 0, 24, 0}), "stud grid", "brick 2")
}

// tl21 is the spec's 109-brick answer for subpass 0 (T-L21).
var tl21 = [][4]float64{
	{-56, -8, 4.8, 0}, {-56, 8, 4.8, 0}, {-48, -24, 4.8, 0}, {-48, 24, 4.8, 0}, {-40, -40, 4.8, 0}, {-40, 40, 4.8, 0}, {-32, 56, 4.8, 0}, {-16, -56, 4.8, 0}, {0, 48, 4.8, 0}, {0, 64, 4.8, 0}, {16, -64, 4.8, 0}, {16, -48, 4.8, 0}, {32, -32, 4.8, 0}, {32, 40, 4.8, 0}, {32, 56, 4.8, 0}, {48, -16, 4.8, 0}, {48, 24, 4.8, 0}, {56, 0, 4.8, 0},
	{-56, 0, 14.4, 0}, {-48, -24, 14.4, 0}, {-48, 16, 14.4, 0}, {-48, 32, 14.4, 0}, {-40, -40, 14.4, 0}, {-40, 48, 14.4, 0}, {-16, -56, 14.4, 0}, {-8, -40, 14.4, 0}, {-8, 40, 14.4, 0}, {-8, 56, 14.4, 0}, {16, -56, 14.4, 0}, {24, -40, 14.4, 0}, {24, 40, 14.4, 0}, {24, 56, 14.4, 0}, {40, -24, 14.4, 0}, {48, -8, 14.4, 0}, {48, 16, 14.4, 0}, {48, 40, 14.4, 90},
	{-48, -16, 24.0, 0}, {-48, 0, 24.0, 0}, {-48, 16, 24.0, 0}, {-40, -32, 24.0, 0}, {-40, 32, 24.0, 0}, {-32, 48, 24.0, 0}, {-24, -48, 24.0, 0}, {0, 40, 24.0, 0}, {0, 56, 24.0, 0}, {8, -56, 24.0, 0}, {8, -40, 24.0, 0}, {32, -24, 24.0, 0}, {32, 32, 24.0, 0}, {32, 48, 24.0, 0}, {40, -40, 24.0, 0}, {48, -8, 24.0, 0}, {48, 8, 24.0, 0},
	{-48, -8, 33.6, 0}, {-48, 8, 33.6, 0}, {-40, -24, 33.6, 0}, {-40, 24, 33.6, 0}, {-32, 40, 33.6, 0}, {-24, -40, 33.6, 0}, {-24, 0, 33.6, 90}, {-16, 56, 33.6, 0}, {-8, -24, 33.6, 0}, {-8, 24, 33.6, 0}, {0, -56, 33.6, 0}, {0, 40, 33.6, 0}, {8, -40, 33.6, 0}, {16, 56, 33.6, 0}, {24, -24, 33.6, 0}, {24, 24, 33.6, 0}, {32, -8, 33.6, 0}, {32, 40, 33.6, 0}, {40, 8, 33.6, 0}, {56, -16, 33.6, 90},
	{-40, -8, 43.2, 0}, {-40, 8, 43.2, 0}, {-32, -24, 43.2, 0}, {-32, 24, 43.2, 0}, {-24, 40, 43.2, 0}, {-16, -40, 43.2, 0}, {-8, -8, 43.2, 0}, {-8, 8, 43.2, 0}, {0, -24, 43.2, 0}, {0, 24, 43.2, 0}, {8, 40, 43.2, 0}, {16, -48, 43.2, 0}, {24, -8, 43.2, 0}, {24, 8, 43.2, 0}, {32, -32, 43.2, 0}, {32, 24, 43.2, 0}, {48, -8, 43.2, 90},
	{-32, -8, 52.8, 0}, {-32, 8, 52.8, 0}, {-24, -24, 52.8, 0}, {-24, 24, 52.8, 0}, {-16, 40, 52.8, 0}, {0, -40, 52.8, 0}, {0, -8, 52.8, 0}, {0, 8, 52.8, 0}, {8, -24, 52.8, 0}, {8, 24, 52.8, 0}, {16, 40, 52.8, 0}, {32, -8, 52.8, 0}, {32, 8, 52.8, 0},
	{-16, -8, 62.4, 0}, {-16, 8, 62.4, 0}, {-8, 24, 62.4, 0}, {0, -24, 62.4, 0}, {16, -8, 62.4, 0}, {16, 8, 62.4, 0},
}

// measured grades rows and returns the volumes the grader scored.
func measured(t *testing.T, k int, rows [][4]float64) (volumes, float64) {
	t.Helper()
	in := canonical(t, k)
	d := in.Data.(*Data)
	var bs []Brick
	for _, r := range rows {
		bs = append(bs, Brick{Centroid: [3]float64{r[0], r[1], r[2]}, RotationDegrees: r[3]})
	}
	v, ok := d.shell().measure(analyse(placeAll(bs), d))
	if !ok {
		t.Fatal("not measured")
	}
	_, s := v.score()
	return v, s
}

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol {
		t.Errorf("%s = %.6f, want %.6f", what, got, want)
	}
}

// The spec's scoring vectors (T-L20 to T-L23), exact volumes.
func TestScoringVectors(t *testing.T) {
	v, s := measured(t, 0, [][4]float64{{55, 0, 4.8, 0}})
	near(t, "T-L20 R", v.R, 4915.2, 1e-6)
	near(t, "T-L20 I", v.I, 4430.6406, 1e-4)
	near(t, "T-L20 D", v.D(), 543917.2142, 1e-4)
	raw, _ := v.score()
	near(t, "T-L20 raw", raw, -0.488312, 1e-6)
	near(t, "T-L20 score", s, 0, 0)

	r := gradeRows(t, 0, tl21...)
	tasktest.Passes(t, r)
	v, _ = measured(t, 0, tl21)
	near(t, "T-L21 R", v.R, 535756.8, 1e-6)
	near(t, "T-L21 I", v.I, 463605.732, 1e-3)
	near(t, "T-L21 D", v.D(), 156408.631, 1e-3)
	raw, _ = v.score()
	near(t, "T-L21 raw", raw, 0.703463, 1e-6)

	r = gradeRows(t, 0, tl21[:53]...)
	structural(t, r)
	near(t, "T-L22 score", r.Score, 0.163542, 1e-6)
	v, _ = measured(t, 0, tl21[:53])
	near(t, "T-L22 R", v.R, 260505.6, 1e-6)
	near(t, "T-L22 I", v.I, 231211.760, 1e-3)

	// T-L23: the first four layers leave brick [-24, 0, 33.6, 90] with
	// nothing under it; upstream called it floating because it needs the
	// layer above to hang from.
	r = gradeRows(t, 0, tl21[:73]...)
	tasktest.Fails(t, r, "support", "brick 59 [-24, 0, 33.6, 90°] floats")
}
