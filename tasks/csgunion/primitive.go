package csgunion

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/solid"
)

// The kinds of primitive.
const (
	KindBox         = "box"
	KindWedge       = "wedge"
	KindTetrahedron = "tetrahedron"
	KindCylinder    = "cylinder" // a prism: OpenSCAD's cylinder with r1 = r2
	KindCone        = "cone"     // OpenSCAD's cylinder with r2 = 0
	KindSphere      = "sphere"
)

// Primitive is one solid of an instance, in OpenSCAD's terms: the shape in
// its own frame, then Rotate (OpenSCAD's rotate([x, y, z]) in degrees, about
// the frame's origin), then a move to At.
//
//   - box: Size along x, y, z, centred on its frame's origin;
//   - wedge: a right triangular prism over the rectangle x ∈ [−Size/2, Size/2],
//     y ∈ [−Size/2, Size/2] at z = 0, with a vertical back face of height
//     Size[2] at x = −Size[0]/2 and a face sloping down from its top edge to
//     the base's edge at x = +Size[0]/2;
//   - tetrahedron: Corners, in the instance's frame (Rotate and At unused);
//   - cylinder: radius Radius, height Height, Sides sides, axis along z, from
//     z = 0 or centred (Centred);
//   - cone: the same with a single apex on the axis at the top;
//   - sphere: radius Radius, Sides segments, SphereRings(Sides) rings.
type Primitive struct {
	Kind    string       `json:"kind"`
	Size    [3]float64   `json:"size,omitzero"`
	Radius  float64      `json:"radius,omitempty"`
	Height  float64      `json:"height,omitempty"`
	Sides   int          `json:"sides,omitempty"`
	Centred bool         `json:"centred,omitempty"`
	Corners [][3]float64 `json:"corners,omitempty"`
	Rotate  [3]float64   `json:"rotate,omitzero"`
	At      [3]float64   `json:"at,omitzero"`
}

// placement is the primitive's map from its frame to the instance's.
func (p Primitive) placement() solid.Affine {
	return solid.RotateDegrees(p.Rotate[0], p.Rotate[1], p.Rotate[2]).Then(solid.Translate(geom.Vec3(p.At)))
}

// Convex is the primitive as a polytope, tessellated as OpenSCAD does.
func (p Primitive) Convex() (*solid.Convex, error) {
	var c *solid.Convex
	var err error
	switch p.Kind {
	case KindBox:
		c, err = solid.Cube(geom.Vec3(p.Size), true)
	case KindWedge:
		c, err = solid.NewConvex(wedgeCorners(p.Size), wedgeFaces)
	case KindTetrahedron:
		if len(p.Corners) != 4 {
			return nil, fmt.Errorf("a tetrahedron needs 4 corners, not %d", len(p.Corners))
		}
		return solid.Tetrahedron(p.Corners[0], p.Corners[1], p.Corners[2], p.Corners[3])
	case KindCylinder:
		c, err = solid.Cylinder(p.Height, p.Radius, p.Radius, p.Centred, p.Sides)
	case KindCone:
		c, err = solid.Cylinder(p.Height, p.Radius, 0, p.Centred, p.Sides)
	case KindSphere:
		c, err = solid.Sphere(p.Radius, p.Sides)
	default:
		return nil, fmt.Errorf("unknown primitive %q", p.Kind)
	}
	if err != nil {
		return nil, err
	}
	if c = c.Transform(p.placement()); c == nil {
		return nil, fmt.Errorf("%s: the placement is not a valid map", p.Kind)
	}
	return c, nil
}

// wedgeCorners are a wedge's six corners in its frame: the base (−x−y, +x−y,
// +x+y, −x+y at z = 0), then the top edge at x = −Size[0]/2 (−y, +y).
func wedgeCorners(s [3]float64) []geom.Vec3 {
	x, y, z := s[0]/2, s[1]/2, s[2]
	return []geom.Vec3{{-x, -y, 0}, {x, -y, 0}, {x, y, 0}, {-x, y, 0}, {-x, -y, z}, {-x, y, z}}
}

// wedgeFaces: the base, the two triangular ends, the slope, the back.
var wedgeFaces = [][]int{{3, 2, 1, 0}, {0, 1, 4}, {5, 2, 3}, {1, 2, 5, 4}, {0, 4, 5, 3}}

// Convexes makes every primitive a polytope.
func (d *Data) Convexes() ([]*solid.Convex, error) {
	out := make([]*solid.Convex, len(d.Primitives))
	for i, p := range d.Primitives {
		c, err := p.Convex()
		if err != nil {
			return nil, fmt.Errorf("primitive %d: %w", i+1, err)
		}
		out[i] = c
	}
	return out, nil
}

// num writes a number as the prompt shows it: as short as it can be exactly
// (integers without a point, "-" for negatives).
func num(x float64) string {
	if x == 0 {
		return "0"
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// point writes (x, y, z).
func point(p [3]float64) string {
	return "(" + num(p[0]) + ", " + num(p[1]) + ", " + num(p[2]) + ")"
}

// rotation describes a rotation in words, or "" for none.
func rotation(r [3]float64, about string) string {
	var parts []string
	for k, a := range r {
		if a != 0 {
			parts = append(parts, fmt.Sprintf("%s° about the %s axis", num(a), "xyz"[k:k+1]))
		}
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return ", turned " + parts[0] + ", " + about
	}
	return ", turned " + strings.Join(parts, ", then ") + " (in that order), " + about
}

// axisWords names the direction the primitive's own z axis points to after
// its rotation, when it is a coordinate axis.
func (p Primitive) axisWords() string {
	a := solid.RotateDegrees(p.Rotate[0], p.Rotate[1], p.Rotate[2]).ApplyDir(geom.Vec3{0, 0, 1})
	for k, name := range []string{"x", "y", "z"} {
		switch a[k] {
		case 1:
			return "+" + name
		case -1:
			return "−" + name
		}
	}
	return ""
}

// Describe writes the primitive for the prompt. Round solids refer to the
// tessellation rules the prompt states once.
func (p Primitive) Describe() string {
	var b strings.Builder
	switch p.Kind {
	case KindBox:
		if p.Size[0] == p.Size[1] && p.Size[1] == p.Size[2] {
			fmt.Fprintf(&b, "a cube with sides of %s cm", num(p.Size[0]))
		} else {
			fmt.Fprintf(&b, "a box measuring %s × %s × %s cm along x, y and z", num(p.Size[0]), num(p.Size[1]), num(p.Size[2]))
		}
		fmt.Fprintf(&b, ", centred at %s%s", point(p.At), rotation(p.Rotate, "around its centre"))
	case KindWedge:
		vs := p.worldCorners()
		fmt.Fprintf(&b, "a wedge (a right triangular prism) with the six corners %s, %s, %s, %s (its rectangular base), %s and %s (its top edge): "+
			"two vertical triangular ends, a vertical rectangular back face through the top edge, and a rectangular face sloping from the top edge down to the far edge of the base",
			point(vs[0]), point(vs[1]), point(vs[2]), point(vs[3]), point(vs[4]), point(vs[5]))
	case KindTetrahedron:
		fmt.Fprintf(&b, "a tetrahedron with corners %s, %s, %s and %s", point(p.Corners[0]), point(p.Corners[1]), point(p.Corners[2]), point(p.Corners[3]))
	case KindCylinder:
		fmt.Fprintf(&b, "a cylinder of radius %s cm and height %s cm, approximated by a prism with %d sides%s", num(p.Radius), num(p.Height), p.Sides, polygonName(p.Sides))
		b.WriteString(p.roundPlacement())
	case KindCone:
		fmt.Fprintf(&b, "a cone with a base of radius %s cm and a height of %s cm, approximated by a pyramid with %d sides", num(p.Radius), num(p.Height), p.Sides)
		b.WriteString(p.roundPlacement())
	case KindSphere:
		fmt.Fprintf(&b, "a sphere of radius %s cm centred at %s, approximated with %d segments around and %d rings", num(p.Radius), point(p.At), p.Sides, solid.SphereRings(p.Sides))
	}
	return b.String()
}

// roundPlacement says where a cylinder or cone stands: upright over a point
// when it is not turned, otherwise in its own frame, then turned and moved.
func (p Primitive) roundPlacement() string {
	base, top := 0.0, p.Height
	if p.Centred {
		base, top = -p.Height/2, p.Height/2
	}
	if p.Rotate == ([3]float64{}) {
		x, y, z := p.At[0], p.At[1], p.At[2]
		if p.Kind == KindCone {
			return fmt.Sprintf(", with its base centred on (%s, %s) at z = %s and its apex at %s", num(x), num(y), num(base+z), point([3]float64{x, y, top + z}))
		}
		return fmt.Sprintf(", standing upright with its axis through (%s, %s) from z = %s to z = %s", num(x), num(y), num(base+z), num(top+z))
	}
	var b strings.Builder
	what := "from z = " + num(base) + " to z = " + num(top)
	if p.Kind == KindCone {
		what = "with its base at z = " + num(base) + " and its apex at z = " + num(top)
	}
	fmt.Fprintf(&b, "; in its own frame its axis is the z axis, %s", what)
	b.WriteString(rotation(p.Rotate, "around the origin"))
	if ax := p.axisWords(); ax != "" {
		fmt.Fprintf(&b, " (which points its axis along %s)", ax)
	}
	if p.At != ([3]float64{}) {
		fmt.Fprintf(&b, ", then moved by %s", point(p.At))
	}
	return b.String()
}

// worldCorners are a wedge's corners after its placement.
func (p Primitive) worldCorners() [][3]float64 {
	a := p.placement()
	var out [][3]float64
	for _, v := range wedgeCorners(p.Size) {
		w := a.Apply(v)
		out = append(out, [3]float64{clean(w[0]), clean(w[1]), clean(w[2])})
	}
	return out
}

// clean turns −0 into 0 for display.
func clean(x float64) float64 {
	if x == 0 {
		return 0
	}
	return x
}

// polygonName names the small prisms: " (a hexagonal prism)".
func polygonName(n int) string {
	names := map[int]string{3: "a triangular", 4: "a square", 5: "a pentagonal", 6: "a hexagonal", 7: "a heptagonal", 8: "an octagonal"}
	if s, ok := names[n]; ok {
		return " (" + s + " prism)"
	}
	return ""
}

// isRound reports whether the primitive is tessellated from circles.
func (p Primitive) isRound() bool {
	return p.Kind == KindCylinder || p.Kind == KindCone || p.Kind == KindSphere
}
