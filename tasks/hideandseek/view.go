package hideandseek

import (
	"math"
	"slices"
	"strconv"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
)

// Building is the building's box.
func (d *Data) Building() geom.Box {
	h := d.Width / 2
	return geom.Box{Min: geom.Vec3{-h, -h, 0}, Max: geom.Vec3{h, h, BuildingHeight}}
}

// PersonBox is the box of the person centred at p.
func PersonBox(p geom.Vec2) geom.Box {
	h := PersonSide / 2
	return geom.Box{Min: geom.Vec3{p[0] - h, p[1] - h, 0}, Max: geom.Vec3{p[0] + h, p[1] + h, PersonHeight}}
}

// SniperCamera is the grading camera: the sniper's eye looking at the stated
// point, z up, upstream's field of view and image size. Everything within
// MaxRadius of the building is in the picture (a test checks it).
func (d *Data) SniperCamera() geom.Camera {
	return geom.Camera{Eye: d.Sniper, Target: d.LookAt, Up: geom.Vec3{0, 0, 1}, FOVY: FOV, Width: ImageWidth, Height: ImageHeight}
}

// UpstreamCamera is the camera upstream's renderer actually used: it kept
// only the direction from the look-at point to the eye, and re-centred and
// re-distanced the camera on the scene's bounding box, so that the whole
// scene fills the view (OpenSCAD's --viewall --autocenter). A diagnostic.
func (d *Data) UpstreamCamera(people []geom.Vec2) geom.Camera {
	b := d.Building()
	for _, p := range people {
		pb := PersonBox(p)
		for k := 0; k < 3; k++ {
			b.Min[k] = math.Min(b.Min[k], pb.Min[k])
			b.Max[k] = math.Max(b.Max[k], pb.Max[k])
		}
	}
	c := b.Min.Add(b.Max).Mul(0.5)
	r := geom.Length3(b.Max.Sub(b.Min)) / 2
	u := geom.Normalize3(d.Sniper.Sub(d.LookAt))
	s, _ := portable.SinCos(FOV / 2 * math.Pi / 180)
	dist := r / s
	eye := geom.Vec3{c[0] + float64(dist*u[0]), c[1] + float64(dist*u[1]), c[2] + float64(dist*u[2])}
	return geom.Camera{Eye: eye, Target: c, Up: geom.Vec3{0, 0, 1}, FOVY: FOV, Width: ImageWidth, Height: ImageHeight}
}

// View is what a camera sees of a crowd.
type View struct {
	// Total counts the pixels whose ray meets a person first.
	Total int
	// PerPerson counts them by person.
	PerPerson []int
}

// Visible renders the sniper's view of the building and the crowd.
func (d *Data) Visible(people []geom.Vec2) View { return d.VisibleFrom(d.SniperCamera(), people) }

// VisibleFrom renders the building and the crowd from a camera and counts
// the pixels where a person is the first thing a ray meets.
func (d *Data) VisibleFrom(cam geom.Camera, people []geom.Vec2) View {
	prims := make([]geom.Primitive, 0, len(people)+1)
	prims = append(prims, d.Building())
	for _, p := range people {
		prims = append(prims, PersonBox(p))
	}
	counts := geom.Render(cam, prims).Count(len(prims))
	v := View{PerPerson: counts[1:]}
	for _, n := range v.PerPerson {
		v.Total += n
	}
	return v
}

// hiddenSpot reports whether a person at p is certainly hidden: every corner
// of the person's box, widened by a margin, is seen through the building.
// The points the building hides form a convex set (the part of the cone from
// the eye over the building that lies beyond it), so the whole box is then
// hidden.
func (d *Data) hiddenSpot(p geom.Vec2) bool {
	const margin = 0.05
	h := PersonSide/2 + margin
	b := d.Building()
	for k := 0; k < 8; k++ {
		c := geom.Vec3{p[0] - h, p[1] - h, 0}
		if k&1 != 0 {
			c[0] = p[0] + h
		}
		if k&2 != 0 {
			c[1] = p[1] + h
		}
		if k&4 != 0 {
			c[2] = PersonHeight + margin
		}
		t, ok := b.Hit(geom.Ray{Origin: d.Sniper, Dir: c.Sub(d.Sniper)})
		if !ok || t >= 1 {
			return false
		}
	}
	return true
}

// spacing is the reference crowd's lattice step.
const spacing = 0.55

// solve places people on a square lattice in the building's shadow, clear
// of it and within reach, nearest the building first.
func (d *Data) solve() ([]geom.Vec2, error) {
	n := int(math.Ceil(MaxRadius / spacing))
	clear := float64(d.Width/2) + PersonSide/2 + 0.05
	var spots []geom.Vec2
	for i := -n; i <= n; i++ {
		for j := -n; j <= n; j++ {
			p := geom.Vec2{float64(i) * spacing, float64(j) * spacing}
			if geom.Length2(p) > MaxRadius-0.05 || (math.Abs(p[0]) <= clear && math.Abs(p[1]) <= clear) {
				continue
			}
			if d.hiddenSpot(p) {
				spots = append(spots, p)
			}
		}
	}
	if len(spots) < d.People {
		return nil, errTooMany{have: len(spots)}
	}
	slices.SortStableFunc(spots, func(a, b geom.Vec2) int {
		da, db := float64(a[0]*a[0])+float64(a[1]*a[1]), float64(b[0]*b[0])+float64(b[1]*b[1])
		switch {
		case da < db:
			return -1
		case da > db:
			return 1
		}
		return geom.CompareXY(a, b)
	})
	return spots[:d.People], nil
}

type errTooMany struct{ have int }

func (e errTooMany) Error() string {
	return "only " + strconv.Itoa(e.have) + " people fit in the building's shadow on the reference lattice"
}

// GroundShadow is the building's shadow on the ground as the sniper casts
// it, cut to the disc of allowed positions: the convex hull of the
// building's footprint and of its top corners projected from the eye onto
// z = 0, clipped by a 96-gon of radius MaxRadius.
func (d *Data) GroundShadow() []geom.Vec2 {
	b := d.Building()
	var pts []geom.Vec2
	for k := 0; k < 4; k++ {
		x, y := b.Min[0], b.Min[1]
		if k&1 != 0 {
			x = b.Max[0]
		}
		if k&2 != 0 {
			y = b.Max[1]
		}
		pts = append(pts, geom.Vec2{x, y})
		top := geom.Vec3{x, y, BuildingHeight}
		dir := top.Sub(d.Sniper)
		if dir[2] < 0 {
			t := -d.Sniper[2] / dir[2]
			pts = append(pts, geom.Vec2{d.Sniper[0] + float64(t*dir[0]), d.Sniper[1] + float64(t*dir[1])})
		}
	}
	return geom.ClipConvex(geom.ConvexPolygon(pts), geom.RegularPolygon(96, MaxRadius))
}
