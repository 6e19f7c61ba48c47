package geom

import (
	"math"
	"testing"
)

func TestBoxHit(t *testing.T) {
	b := Box{Vec3{-1, -1, -1}, Vec3{1, 1, 1}}
	cases := []struct {
		r  Ray
		t  float64
		ok bool
	}{
		{Ray{Vec3{-5, 0, 0}, Vec3{1, 0, 0}}, 4, true},
		{Ray{Vec3{-5, 0, 0}, Vec3{2, 0, 0}}, 2, true},
		{Ray{Vec3{-5, 0, 0}, Vec3{-1, 0, 0}}, 0, false},
		{Ray{Vec3{-5, 2, 0}, Vec3{1, 0, 0}}, 0, false},
		{Ray{Vec3{0, 0, 0}, Vec3{0, 0, 1}}, 0, true},   // from inside
		{Ray{Vec3{-5, 1, 0}, Vec3{1, 0, 0}}, 4, true},  // grazing a face
		{Ray{Vec3{-5, -5, 0}, Vec3{1, 1, 0}}, 4, true}, // diagonal
		{Ray{Vec3{-5, -3, 0}, Vec3{1, 1, 0}}, 4, true}, // through the edge at (-1, 1)
		{Ray{Vec3{-5, -2.9, 0}, Vec3{1, 1, 0}}, 0, false},
	}
	for i, c := range cases {
		got, ok := b.Hit(c.r)
		if ok != c.ok || (ok && got != c.t) {
			t.Errorf("case %d: hit %v at %v, want %v at %v", i, ok, got, c.ok, c.t)
		}
	}
	if b.Bounds() != b {
		t.Fatal("Bounds of a box")
	}
	if p := (Ray{Vec3{1, 2, 3}, Vec3{1, 0, -1}}).At(2); p != (Vec3{3, 2, 1}) {
		t.Fatalf("At = %v", p)
	}
}

func TestTriangleHit(t *testing.T) {
	tr := Triangle{{0, 0, 0}, {2, 0, 0}, {0, 2, 0}}
	if tt, ok := tr.Hit(Ray{Vec3{0.5, 0.5, 3}, Vec3{0, 0, -1}}); !ok || tt != 3 {
		t.Fatalf("down the middle: %v %v", tt, ok)
	}
	if tt, ok := tr.Hit(Ray{Vec3{0.5, 0.5, -3}, Vec3{0, 0, 1}}); !ok || tt != 3 {
		t.Fatalf("from below: %v %v", tt, ok)
	}
	if _, ok := tr.Hit(Ray{Vec3{1.5, 1.5, 3}, Vec3{0, 0, -1}}); ok {
		t.Fatal("outside the hypotenuse")
	}
	if _, ok := tr.Hit(Ray{Vec3{0.5, 0.5, 3}, Vec3{0, 0, 1}}); ok {
		t.Fatal("behind the origin")
	}
	if _, ok := tr.Hit(Ray{Vec3{-1, 0.5, 0}, Vec3{1, 0, 0}}); ok {
		t.Fatal("in the plane")
	}
	if b := tr.Bounds(); b.Min != (Vec3{0, 0, 0}) || b.Max != (Vec3{2, 2, 0}) {
		t.Fatalf("bounds %v", b)
	}
}

func TestCameraRaysAndProjection(t *testing.T) {
	c := Camera{Eye: Vec3{100, 100, 20}, Target: Vec3{0, 0, 2}, Up: Vec3{0, 0, 1}, FOVY: 22.5, Width: 800, Height: 600}
	f, r, u := c.Basis()
	if math.Abs(Dot3(f, r)) > 1e-15 || math.Abs(Dot3(f, u)) > 1e-15 || math.Abs(Dot3(r, u)) > 1e-15 || u[2] <= 0 {
		t.Fatalf("basis %v %v %v", f, r, u)
	}
	// The target sits between the four middle pixels.
	x, y, d := c.Project(c.Target)
	if math.Abs(x-400) > 1e-9 || math.Abs(y-300) > 1e-9 || d <= 0 {
		t.Fatalf("target projects to %v, %v (depth %v)", x, y, d)
	}
	// Every pixel's ray projects back onto its pixel centre; the corner rays
	// make the stated field of view.
	for _, ij := range [][2]int{{0, 0}, {799, 599}, {123, 456}, {400, 0}} {
		ray := c.Ray(ij[0], ij[1])
		x, y, _ := c.Project(ray.At(3))
		if math.Abs(x-float64(ij[0])-0.5) > 1e-9 || math.Abs(y-float64(ij[1])-0.5) > 1e-9 {
			t.Fatalf("pixel %v: ray projects to %v, %v", ij, x, y)
		}
	}
	top := Normalize3(c.Ray(400, 0).Dir)
	bottom := Normalize3(c.Ray(400, 599).Dir)
	ang := math.Acos(Dot3(top, bottom)) * 180 / math.Pi
	if math.Abs(ang-22.5*599/600) > 1e-3 {
		t.Fatalf("vertical field of view between pixel centres: %v°", ang)
	}
	if _, _, d := c.Project(Vec3{200, 200, 40}); d > 0 {
		t.Fatal("a point behind the eye has positive depth")
	}
}

// renderAll is the brute-force renderer: every primitive against every pixel.
func renderAll(c Camera, prims []Primitive) *Frame {
	fr := &Frame{Width: c.Width, Height: c.Height, ID: make([]int32, c.Width*c.Height), Depth: make([]float64, c.Width*c.Height)}
	for j := 0; j < c.Height; j++ {
		for i := 0; i < c.Width; i++ {
			at := j*c.Width + i
			fr.ID[at], fr.Depth[at] = -1, math.Inf(1)
			ray := c.Ray(i, j)
			for k, p := range prims {
				if t, ok := p.Hit(ray); ok && t < fr.Depth[at] {
					fr.Depth[at], fr.ID[at] = t, int32(k)
				}
			}
		}
	}
	return fr
}

func TestRenderMatchesBruteForce(t *testing.T) {
	r := &splitMix{s: 21}
	for trial := 0; trial < 6; trial++ {
		c := Camera{Eye: Vec3{r.float()*20 - 10, r.float()*20 - 10, 5 + r.float()*10}, Target: Vec3{0, 0, 1}, Up: Vec3{0, 0, 1}, FOVY: 30 + r.float()*40, Width: 96, Height: 64}
		var prims []Primitive
		for k := 0; k < 12; k++ {
			lo := Vec3{r.float()*8 - 4, r.float()*8 - 4, r.float() * 2}
			prims = append(prims, Box{lo, lo.Add(Vec3{0.2 + r.float(), 0.2 + r.float(), 0.2 + r.float()*2})})
		}
		prims = append(prims, Triangle{{-3, -3, 0}, {3, -3, 0}, {0, 3, 0}})
		// One box around the eye: it reaches behind the camera.
		prims = append(prims, Box{c.Eye.Sub(Vec3{50, 50, 50}), c.Eye.Add(Vec3{50, 50, 50})})
		fast, slow := Render(c, prims), renderAll(c, prims)
		for i := range fast.ID {
			if fast.ID[i] != slow.ID[i] || fast.Depth[i] != slow.Depth[i] {
				t.Fatalf("trial %d pixel %d: %d at %v, brute force %d at %v", trial, i, fast.ID[i], fast.Depth[i], slow.ID[i], slow.Depth[i])
			}
		}
		counts := fast.Count(len(prims))
		total := 0
		for _, n := range counts {
			total += n
		}
		if total == 0 || total > 96*64 {
			t.Fatalf("trial %d: counts %v", trial, counts)
		}
	}
	if fr := Render(Camera{Width: 0, Height: 10}, nil); len(fr.ID) != 0 {
		t.Fatal("an empty image has pixels")
	}
}

// A unit square seen head on from far away covers about its projected area
// in pixels.
func TestRenderPixelArea(t *testing.T) {
	c := Camera{Eye: Vec3{0, -10, 0}, Target: Vec3{0, 0, 0}, Up: Vec3{0, 0, 1}, FOVY: 90, Width: 200, Height: 200}
	fr := Render(c, []Primitive{Box{Vec3{-1, 0, -1}, Vec3{1, 0.5, 1}}})
	// The image plane at depth 10 spans 20 × 20 units: 10 pixels per unit.
	if n := fr.Count(1)[0]; n != 400 {
		t.Fatalf("%d pixels, want 400", n)
	}
}
