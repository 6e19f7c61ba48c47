package scene

// Scene is one picture: an instance, or a graded answer drawn over its instance.
type Scene struct {
	// Dim is 2 for a flat picture in the z = 0 plane, 3 for a solid one.
	Dim    int     `json:"dim"`
	Title  string  `json:"title,omitempty"`
	Camera *Camera `json:"camera,omitempty"`
	Primitives
	Legend  []LegendItem `json:"legend,omitempty"`
	Caption string       `json:"caption,omitempty"`
	// Frames, when present, are the moments of a simulation (a plan's effect
	// over time). The viewer shows one frame at a time on top of the scene's
	// own primitives, which stay put, with a slider to step through them.
	Frames []Frame `json:"frames,omitempty"`
}

// Primitives are what a scene or one of its frames draws.
type Primitives struct {
	Meshes []Mesh      `json:"meshes,omitempty"`
	Lines  []Lines     `json:"lines,omitempty"`
	Points []Points    `json:"points,omitempty"`
	Boxes  []Boxes     `json:"boxes,omitempty"`
	Fields []HeightMap `json:"fields,omitempty"`
	Polys  []Polygon   `json:"polygons,omitempty"`
	Labels []Label     `json:"labels,omitempty"`
}

// Frame is one moment of a simulation: what is drawn then, besides the
// scene's own primitives, and a label saying which moment it is ("after the
// boxes", "rain step 40 of 64", "blast 3 of 12").
type Frame struct {
	Label string `json:"label"`
	Primitives
}

// Camera is a suggestion; the viewer may orbit freely from it.
type Camera struct {
	// Ortho selects an orthographic camera (always used for Dim 2).
	Ortho    bool       `json:"ortho,omitempty"`
	Position [3]float64 `json:"position"`
	Target   [3]float64 `json:"target"`
	Up       [3]float64 `json:"up"`
	// FOV is the vertical field of view in degrees for a perspective camera.
	FOV float64 `json:"fov,omitempty"`
}

// Style is shared by every primitive.
type Style struct {
	Name    string  `json:"name,omitempty"`
	Color   string  `json:"color,omitempty"`
	Opacity float64 `json:"opacity,omitempty"` // 0 means opaque
	// Check names the report check this primitive illustrates, if any.
	Check string `json:"check,omitempty"`
	// Layer groups primitives the viewer can toggle: "instance", "answer",
	// "truth", "error".
	Layer string `json:"layer,omitempty"`
}

// Mesh is an indexed triangle mesh.
type Mesh struct {
	Style
	Positions []float64 `json:"positions"`
	Indices   []int32   `json:"indices"`
	// Colors optionally gives one colour per triangle, overriding Style.Color.
	Colors    []string `json:"colors,omitempty"`
	Wireframe bool     `json:"wireframe,omitempty"`
	// Flat disables smooth shading (faceted solids).
	Flat bool `json:"flat,omitempty"`
	// Back, when set, colours the back of every triangle: the side its
	// normal (by the right-hand rule on its corners) points away from. On a
	// solid whose faces should all point out, back faces seen from outside
	// are winding mistakes.
	Back string `json:"back,omitempty"`
}

// Lines is a set of independent segments: positions come in pairs of points.
type Lines struct {
	Style
	Positions []float64 `json:"positions"`
	Width     float64   `json:"width,omitempty"` // in pixels; 0 means 1
	Dashed    bool      `json:"dashed,omitempty"`
	// Colors optionally gives one colour per segment.
	Colors []string `json:"colors,omitempty"`
}

// Points is a set of dots drawn at a fixed screen size.
type Points struct {
	Style
	Positions []float64 `json:"positions"`
	Size      float64   `json:"size,omitempty"` // in pixels
	Colors    []string  `json:"colors,omitempty"`
}

// Boxes is a set of axis-aligned boxes drawn as instances of one cube: voxels,
// bricks, grid cells, packed prisms' bounding boxes.
type Boxes struct {
	Style
	// Min holds each box's minimum corner, Size its extent along x, y and z.
	Min  []float64 `json:"min"`
	Size []float64 `json:"size"`
	// Colors optionally gives one colour per box.
	Colors []string `json:"colors,omitempty"`
	Edges  bool     `json:"edges,omitempty"` // outline each box
	// Round draws each box as the upright cylinder inscribed in it (studs,
	// posts) instead of the box itself.
	Round bool `json:"round,omitempty"`
}

// HeightMap is a grid of cell heights (terrain, maze floors): Rows × Cols cells
// of side Cell starting at Origin, heights row-major with row 0 at the origin.
type HeightMap struct {
	Style
	Rows    int        `json:"rows"`
	Cols    int        `json:"cols"`
	Cell    float64    `json:"cell"`
	Origin  [3]float64 `json:"origin"`
	Heights []float64  `json:"heights"`
	Colors  []string   `json:"colors,omitempty"` // one per cell
	// Blocks draws each cell as a column (a voxel heightfield) instead of a surface.
	Blocks bool `json:"blocks,omitempty"`
}

// Polygon is a filled planar polygon with optional holes, at height Z in a 2D
// scene (or in the plane z = Z in 3D).
type Polygon struct {
	Style
	// Rings[0] is the outer boundary, the rest are holes; each ring is flat
	// (x, y, x, y, ...), in either orientation.
	Rings   [][]float64 `json:"rings"`
	Z       float64     `json:"z,omitempty"`
	Outline string      `json:"outline,omitempty"` // outline colour, if any
}

// Label is text anchored at a point, drawn facing the camera.
type Label struct {
	Style
	Text string     `json:"text"`
	At   [3]float64 `json:"at"`
	Size float64    `json:"size,omitempty"` // in pixels; 0 means the default
}

// LegendItem explains one colour.
type LegendItem struct {
	Color string `json:"color"`
	Text  string `json:"text"`
}

// New returns an empty scene of the given dimension with a default camera.
func New(dim int, title string) *Scene {
	return &Scene{Dim: dim, Title: title}
}

// AddLegend appends a legend entry unless one with the same colour and text exists.
func (s *Scene) AddLegend(color, text string) {
	for _, l := range s.Legend {
		if l.Color == color && l.Text == text {
			return
		}
	}
	s.Legend = append(s.Legend, LegendItem{Color: color, Text: text})
}

// Segment appends one segment to a line set.
func (l *Lines) Segment(x1, y1, z1, x2, y2, z2 float64) {
	l.Positions = append(l.Positions, x1, y1, z1, x2, y2, z2)
}

// Add appends a point to a point set.
func (p *Points) Add(x, y, z float64) {
	p.Positions = append(p.Positions, x, y, z)
}

// Add appends a box given its minimum corner and size.
func (b *Boxes) Add(x, y, z, sx, sy, sz float64) {
	b.Min = append(b.Min, x, y, z)
	b.Size = append(b.Size, sx, sy, sz)
}

// Rect returns an axis-aligned rectangle as a polygon in the plane z.
func Rect(x0, y0, x1, y1, z float64, st Style) Polygon {
	return Polygon{Style: st, Rings: [][]float64{{x0, y0, x1, y0, x1, y1, x0, y1}}, Z: z}
}

// Ortho2D sets an orthographic top-down camera framing [x0,x1]×[y0,y1].
func (s *Scene) Ortho2D(x0, y0, x1, y1 float64) {
	cx, cy := (x0+x1)/2, (y0+y1)/2
	d := x1 - x0
	if y1-y0 > d {
		d = y1 - y0
	}
	s.Camera = &Camera{Ortho: true, Position: [3]float64{cx, cy, 10 * (d + 1)}, Target: [3]float64{cx, cy, 0}, Up: [3]float64{0, 1, 0}}
}

// Palette is a set of distinguishable colours for "one colour per item" pictures
// (rectangles, regions, parts). Index it modulo its length.
var Palette = []string{
	"#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462", "#b3de69",
	"#fccde5", "#d9d9d9", "#bc80bd", "#ccebc5", "#ffed6f", "#a6cee3", "#b2df8a",
	"#fdbf6f", "#cab2d6",
}

// Named colours shared by every task so that "wrong" looks the same everywhere.
const (
	Ink      = "#222222" // points, text, instance outlines
	Faint    = "#9aa3ad" // grid lines, context
	Answer   = "#1f77b4" // what the model said
	Truth    = "#2ca02c" // a reference solution
	Wrong    = "#d62728" // violations
	Missing  = "#ff7f0e" // expected but absent
	Surplus  = "#9467bd" // present but not expected
	Accepted = "#2ca02c"
)
