package geom

// A small ray caster for views that are scored in pixels: rays against boxes
// and triangles, a pinhole camera, and a renderer that records, for every
// pixel, which primitive its ray meets first.
//
// Rendering is exact to the rules below and deterministic: every product that
// is summed is rounded on its own (float64(...)), so a pixel count is the
// same natively and under WebAssembly. A pixel belongs to the primitive with
// the smallest hit distance along its ray; on a tie the primitive listed
// first wins. Instead of testing every ray against every primitive, each
// primitive is tested only against the pixels inside its projected bounding
// box (widened by a pixel); a primitive reaching behind the camera is tested
// against every pixel.

import (
	"math"

	"github.com/scbench/scbench/geom/portable"
)

// Ray is the half-line Origin + t·Dir, t ≥ 0. Dir need not have unit length;
// hit distances are then in units of |Dir|.
type Ray struct {
	Origin, Dir Vec3
}

// At is the point at parameter t.
func (r Ray) At(t float64) Vec3 {
	return Vec3{r.Origin[0] + float64(t*r.Dir[0]), r.Origin[1] + float64(t*r.Dir[1]), r.Origin[2] + float64(t*r.Dir[2])}
}

// Primitive is anything a ray can hit.
type Primitive interface {
	// Bounds is an axis-aligned box containing the primitive.
	Bounds() Box
	// Hit returns the smallest t ≥ 0 at which the ray meets the primitive.
	Hit(r Ray) (t float64, ok bool)
}

// Box is the closed axis-aligned box [Min, Max].
type Box struct {
	Min, Max Vec3
}

// Bounds is the box itself.
func (b Box) Bounds() Box { return b }

// Hit is the slab test. A ray starting inside the box hits it at t = 0; a ray
// grazing a face or an edge hits it.
func (b Box) Hit(r Ray) (float64, bool) {
	return b.hit(r.Origin[0], r.Origin[1], r.Origin[2], r.Dir[0], r.Dir[1], r.Dir[2])
}

// hit is Hit with the ray passed as six numbers (cheaper than a struct under
// WebAssembly, where this is the renderer's innermost loop), axis by axis.
func (b *Box) hit(ox, oy, oz, dx, dy, dz float64) (float64, bool) {
	t0, t1, ok := slab(ox, dx, b.Min[0], b.Max[0], 0, math.Inf(1))
	if ok {
		t0, t1, ok = slab(oy, dy, b.Min[1], b.Max[1], t0, t1)
	}
	if ok {
		t0, _, ok = slab(oz, dz, b.Min[2], b.Max[2], t0, t1)
	}
	return t0, ok
}

// slab narrows the parameter interval [t0, t1] to where the ray o + t·d is
// between lo and hi along one axis. Plain comparisons rather than math.Max
// and math.Min: no value here is NaN.
func slab(o, d, lo, hi, t0, t1 float64) (float64, float64, bool) {
	if d == 0 {
		return t0, t1, o >= lo && o <= hi
	}
	near, far := (lo-o)/d, (hi-o)/d
	if near > far {
		near, far = far, near
	}
	if near > t0 {
		t0 = near
	}
	if far < t1 {
		t1 = far
	}
	return t0, t1, t0 <= t1
}

// Triangle is a triangle in space; both sides can be hit.
type Triangle [3]Vec3

// Bounds is the triangle's bounding box.
func (tr Triangle) Bounds() Box {
	b := Box{tr[0], tr[0]}
	for _, p := range tr[1:] {
		for k := 0; k < 3; k++ {
			b.Min[k] = math.Min(b.Min[k], p[k])
			b.Max[k] = math.Max(b.Max[k], p[k])
		}
	}
	return b
}

// Hit is the Möller–Trumbore test; rays in the triangle's plane miss it.
func (tr Triangle) Hit(r Ray) (float64, bool) {
	e1, e2 := tr[1].Sub(tr[0]), tr[2].Sub(tr[0])
	p := Cross3(r.Dir, e2)
	det := Dot3(e1, p)
	if det == 0 {
		return 0, false
	}
	s := r.Origin.Sub(tr[0])
	u := Dot3(s, p) / det
	if u < 0 || u > 1 {
		return 0, false
	}
	qv := Cross3(s, e1)
	v := Dot3(r.Dir, qv) / det
	if v < 0 || u+v > 1 {
		return 0, false
	}
	t := Dot3(e2, qv) / det
	if t < 0 {
		return 0, false
	}
	return t, true
}

// Camera is a pinhole camera: an eye looking at a target, with up as the
// direction that appears vertical (it must not be parallel to the view
// direction), a vertical field of view and an image of Width × Height pixels.
// Rows count from the top.
type Camera struct {
	Eye, Target, Up Vec3
	// FOVY is the full vertical field of view in degrees.
	FOVY          float64
	Width, Height int
}

// Basis returns the unit view direction f, the unit right vector r = f×up
// (normalised) and the true up vector u = r×f.
func (c Camera) Basis() (f, r, u Vec3) {
	f = Normalize3(c.Target.Sub(c.Eye))
	r = Normalize3(Cross3(f, c.Up))
	u = Cross3(r, f)
	return f, r, u
}

// halfTan is tan(FOVY/2).
func (c Camera) halfTan() float64 {
	s, co := portable.SinCos(c.FOVY / 2 * math.Pi / 180)
	return s / co
}

// view caches what every ray needs.
type view struct {
	eye, f, r, u Vec3
	tx, ty       float64 // half-extents of the image plane at distance 1
	w, h         int
}

func (c Camera) view() view {
	f, r, u := c.Basis()
	ty := c.halfTan()
	return view{eye: c.Eye, f: f, r: r, u: u, ty: ty, tx: ty * float64(c.Width) / float64(c.Height), w: c.Width, h: c.Height}
}

// Ray is the ray from the eye through the centre of pixel (i, j), column i
// from the left and row j from the top: f + a·r + b·u with
// a = (2(i+½)/W − 1)·tan(fov/2)·W/H and b = (1 − 2(j+½)/H)·tan(fov/2).
func (c Camera) Ray(i, j int) Ray {
	v := c.view()
	return v.ray(i, j)
}

func (v *view) ray(i, j int) Ray {
	x, y, z := v.dir(v.column(i), v.row(j))
	return Ray{Origin: v.eye, Dir: Vec3{x, y, z}}
}

// column and row are a pixel's offsets a and b on the image plane.
func (v *view) column(i int) float64 { return (2*(float64(i)+0.5)/float64(v.w) - 1) * v.tx }
func (v *view) row(j int) float64    { return (1 - 2*(float64(j)+0.5)/float64(v.h)) * v.ty }

// dir is the direction f + a·r + b·u.
func (v *view) dir(a, b float64) (x, y, z float64) {
	return v.f[0] + float64(a*v.r[0]) + float64(b*v.u[0]),
		v.f[1] + float64(a*v.r[1]) + float64(b*v.u[1]),
		v.f[2] + float64(a*v.r[2]) + float64(b*v.u[2])
}

// Project returns the continuous pixel coordinates (column, row, with pixel
// centres at half-integers) where p appears, and p's depth along the view
// direction; depth ≤ 0 means p is not in front of the eye.
func (c Camera) Project(p Vec3) (x, y, depth float64) {
	v := c.view()
	return v.project(p)
}

func (v *view) project(p Vec3) (x, y, depth float64) {
	d := p.Sub(v.eye)
	depth = Dot3(d, v.f)
	if depth <= 0 {
		return 0, 0, depth
	}
	a := Dot3(d, v.r) / depth / v.tx
	b := Dot3(d, v.u) / depth / v.ty
	return (a + 1) * float64(v.w) / 2, (1 - b) * float64(v.h) / 2, depth
}

// Frame is a rendered image: for each pixel (row-major from the top left) the
// index of the primitive seen there, or -1, and its hit distance.
type Frame struct {
	Width, Height int
	ID            []int32
	Depth         []float64
}

// Render casts the ray of every pixel of the camera's image against the
// primitives. Width × Height must be positive and at most 2^24.
func Render(c Camera, prims []Primitive) *Frame {
	w, h := c.Width, c.Height
	if w <= 0 || h <= 0 || w*h > 1<<24 {
		return &Frame{}
	}
	fr := &Frame{Width: w, Height: h, ID: make([]int32, w*h), Depth: make([]float64, w*h)}
	for i := range fr.ID {
		fr.ID[i] = -1
		fr.Depth[i] = math.Inf(1)
	}
	v := c.view()
	cols := make([]float64, w)
	for i := range cols {
		cols[i] = v.column(i)
	}
	ex, ey, ez := v.eye[0], v.eye[1], v.eye[2]
	for k, p := range prims {
		box, isBox := p.(Box)
		i0, j0, i1, j1 := v.footprint(p.Bounds())
		for j := j0; j < j1; j++ {
			b := v.row(j)
			for i := i0; i < i1; i++ {
				var t float64
				var ok bool
				if isBox {
					dx, dy, dz := v.dir(cols[i], b)
					t, ok = box.hit(ex, ey, ez, dx, dy, dz)
				} else {
					t, ok = p.Hit(v.ray(i, j))
				}
				if !ok {
					continue
				}
				at := j*w + i
				if t < fr.Depth[at] {
					fr.Depth[at] = t
					fr.ID[at] = int32(k)
				}
			}
		}
	}
	return fr
}

// footprint returns the pixel rectangle [i0, i1) × [j0, j1) outside which no
// ray can meet the box: its projected corners, widened by a pixel, or the
// whole image when the box reaches behind the eye.
func (v *view) footprint(b Box) (i0, j0, i1, j1 int) {
	xmin, ymin := math.Inf(1), math.Inf(1)
	xmax, ymax := math.Inf(-1), math.Inf(-1)
	for k := 0; k < 8; k++ {
		p := Vec3{b.Min[0], b.Min[1], b.Min[2]}
		if k&1 != 0 {
			p[0] = b.Max[0]
		}
		if k&2 != 0 {
			p[1] = b.Max[1]
		}
		if k&4 != 0 {
			p[2] = b.Max[2]
		}
		x, y, d := v.project(p)
		if !(d > 1e-9) || math.IsNaN(x) || math.IsNaN(y) {
			return 0, 0, v.w, v.h
		}
		xmin, xmax = math.Min(xmin, x), math.Max(xmax, x)
		ymin, ymax = math.Min(ymin, y), math.Max(ymax, y)
	}
	clamp := func(x float64, hi int) int {
		return int(math.Max(0, math.Min(float64(hi), x)))
	}
	return clamp(math.Floor(xmin)-1, v.w), clamp(math.Floor(ymin)-1, v.h), clamp(math.Ceil(xmax)+1, v.w), clamp(math.Ceil(ymax)+1, v.h)
}

// Count returns how many pixels show each primitive, indexed like the
// primitives (n of them).
func (fr *Frame) Count(n int) []int {
	out := make([]int, n)
	for _, id := range fr.ID {
		if id >= 0 && int(id) < n {
			out[id]++
		}
	}
	return out
}
