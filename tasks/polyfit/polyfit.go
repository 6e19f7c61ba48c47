// Package polyfit is SCBench task 8: an N×N grid of '#' and '.' cells (a
// black-and-white image when N > 40) is to be split by the sign of a function
// f(x, y) written with numbers, x, y, + - * / ** and parentheses: f > 0 on the
// '#' cells, f ≤ 0 on the '.' cells. Score: (fraction right)⁴, 0 below 75% or
// when f gives every cell the same class.
//
// The nine canonical grids come from upstream's seeded blob generator,
// reproduced bit for bit (CPython's Mersenne Twister, the same draws and
// arithmetic); fresh grids use the same generator drawing from tasks/rng.
package polyfit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"strings"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Task implements tasks.Task.
type Task struct{}

// Data is a polynomial-fit instance.
type Data struct {
	Size int `json:"size"`
	// Rows are the grid's rows from the top, '#' and '.'; character x of row y
	// is cell (x, y).
	Rows   []string `json:"rows"`
	Filled int      `json:"filled"` // '#' cells
	// Image is true when the model sees the grid as a PNG (N > 40), Scale the
	// pixels per cell side in it.
	Image bool   `json:"image"`
	Scale int    `json:"scale,omitempty"`
	Label string `json:"label,omitempty"`
}

// Answer is the reference answer's form.
type Answer struct {
	Reasoning string `json:"reasoning"`
	Function  string `json:"function"`
}

// Schema is the JSON schema of an answer.
const Schema = `{"type":"object","additionalProperties":false,"required":["reasoning","function"],"properties":{"reasoning":{"type":"string"},"function":{"type":"string"}}}`

// AttachmentName is the file name of the grid image.
const AttachmentName = "grid.png"

// textLimit is the largest grid shown as text.
const textLimit = 40

// Limits on an answer's function, stated in the prompt and enforced by the
// grader.
const (
	// SourceLimit is the longest function source, in characters.
	SourceLimit = 20000
	// ExponentLimit bounds |k| in a**k.
	ExponentLimit = 64
	// cellOperations bounds the work of evaluating f on every cell.
	cellOperations = 20_000_000
)

// OperationLimit is the most arithmetic operations f may have on an n×n grid,
// so that evaluating it on every cell stays within cellOperations.
func OperationLimit(n int) int { return cellOperations / (n * n) }

func (Task) Info() tasks.Info {
	return tasks.Info{
		Slug:   "polynomial-fit",
		ID:     8,
		Name:   "Polynomial curve fitting",
		Bucket: tasks.Constructive,
		Summary: "A square grid of filled and empty cells (text up to 40×40, an image above) must be " +
			"split by the sign of a function f(x, y) written only with numbers, x, y, + - * / ** and " +
			"parentheses: positive on filled cells, not positive on empty ones. The score is the " +
			"fraction of cells classified right, to the fourth power, with a 75% floor. It tests " +
			"turning a seen 2D shape into an implicit algebraic boundary.",
	}
}

func (Task) Manifold() tasks.Manifold {
	return tasks.Manifold{
		Params: []tasks.Param{
			{Name: "size", Kind: tasks.Int, Min: 8, Max: 128, Default: 24, Doc: "the grid is size×size cells (shown as an image above 40)"},
			{Name: "fill", Kind: tasks.Float, Min: 0.2, Max: 0.8, Default: 0.45, Doc: "the fraction of cells that are filled"},
			{Name: "blobs", Kind: tasks.Int, Min: 1, Max: 12, Default: 5, Doc: "positive Gaussian blobs in the field (plus a third as many negative ones)"},
			{Name: "waves", Kind: tasks.Int, Min: 0, Max: 3, Default: 2, Doc: "sinusoidal waves added to the field"},
			{Name: "freq_limit", Kind: tasks.Int, Min: 1, Max: 3, Default: 2, Doc: "the highest wave frequency across the grid"},
			{Name: "smooth_passes", Kind: tasks.Int, Min: 0, Max: 4, Default: 2, Doc: "3×3 smoothing passes over the field before thresholding"},
		},
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "12×12, a few smooth blobs", Values: map[string]any{"size": 12, "fill": 0.5, "blobs": 4, "waves": 1, "freq_limit": 2, "smooth_passes": 2}},
			{Name: "medium", Doc: "24×24, five blobs and two waves", Values: map[string]any{"size": 24, "fill": 0.4, "blobs": 5, "waves": 2, "freq_limit": 2, "smooth_passes": 3}},
			{Name: "hard", Doc: "64×64 image, eight blobs and three waves", Values: map[string]any{"size": 64, "fill": 0.45, "blobs": 8, "waves": 3, "freq_limit": 3, "smooth_passes": 4}},
		},
	}
}

func paramsOf(c spec) tasks.Params {
	return tasks.Params{"size": c.Size, "fill": c.Fill, "blobs": c.Blobs, "waves": c.Waves, "freq_limit": c.FreqLimit, "smooth_passes": c.SmoothPasses}
}

func (Task) Subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonicalTable))
	for i, row := range canonicalTable {
		n := row.config.Size
		name := fmt.Sprintf("%d×%d, %s", n, n, row.label)
		if row.freqAsked != row.config.FreqLimit {
			name += fmt.Sprintf(" (frequency limit %d, capped at %d)", row.freqAsked, row.config.FreqLimit)
		}
		diff := "easy"
		switch {
		case n > textLimit:
			diff = "hard"
		case n > 12:
			diff = "medium"
		}
		subs[i] = tasks.Subpass{Index: i, Name: name, Difficulty: diff, Params: paramsOf(row.config), Ref: fmt.Sprintf("seed %d", row.seed)}
	}
	return subs
}

func (Task) Canonical(k int) (tasks.Content, error) {
	if k < 0 || k >= len(canonicalTable) {
		return tasks.Content{}, fmt.Errorf("polynomial-fit has no subpass %d", k)
	}
	row := canonicalTable[k]
	return content(newData(row.config.pattern(newMT(row.seed)), row.label))
}

func (Task) Generate(p tasks.Params, seed uint64) (tasks.Content, error) {
	c := spec{Size: p.Int("size"), Fill: p.Float("fill"), Blobs: p.Int("blobs"), Waves: p.Int("waves"),
		FreqLimit: p.Int("freq_limit"), SmoothPasses: p.Int("smooth_passes")}
	d := newData(c.pattern(rngSource{rng.New(seed)}), "")
	if d.Filled == 0 || d.Filled == d.Size*d.Size {
		return tasks.Content{}, fmt.Errorf("the generated grid is all one class; try another seed")
	}
	return content(d)
}

func newData(rows []string, label string) *Data {
	n := len(rows)
	d := &Data{Size: n, Rows: rows, Filled: strings.Count(strings.Join(rows, ""), "#"), Label: label}
	if n > textLimit {
		d.Image = true
		d.Scale = max(1, min(8, 320/n))
	}
	return d
}

func content(d *Data) (tasks.Content, error) {
	c := tasks.Content{Prompt: prompt(d), Schema: json.RawMessage(Schema), Data: d}
	if d.Image {
		img, err := d.PNG()
		if err != nil {
			return tasks.Content{}, err
		}
		c.Attachments = []tasks.Attachment{{Name: AttachmentName, Type: "image/png", Data: img}}
	}
	return c, nil
}

// PNG draws the grid as the model sees it: 8-bit greyscale, '#' black (0), '.'
// white (255), each cell a Scale×Scale block.
func (d *Data) PNG() ([]byte, error) {
	s := max(1, d.Scale)
	w := d.Size * s
	img := image.NewGray(image.Rect(0, 0, w, w))
	for y, row := range d.Rows {
		for x := 0; x < d.Size; x++ {
			v := uint8(255)
			if row[x] == '#' {
				v = 0
			}
			for py := y * s; py < (y+1)*s; py++ {
				for px := x * s; px < (x+1)*s; px++ {
					img.Pix[py*img.Stride+px] = v
				}
			}
		}
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// DataOf returns an instance's data, or an error for an instance of another task.
func DataOf(in *tasks.Instance) (*Data, error) {
	return tasks.DataAs[Data](in)
}

// Solve fits a function to the grid (see solve.go).
func (Task) Solve(in *tasks.Instance) (any, error) {
	d, err := DataOf(in)
	if err != nil {
		return nil, err
	}
	f := fit(d.Rows)
	why := fmt.Sprintf("A degree-%d polynomial P in the centred coordinates, fitted to the cells by squared-hinge least squares.", f.Degree)
	if f.Spikes > 0 {
		why += fmt.Sprintf(" P gets %d cell%s wrong (or too near 0); each such cell (a, b) gets a narrow spike m·ε/(ε + (x−a)² + (y−b)²), "+
			"and the sum is multiplied by the product of these denominators, all positive, which keeps every sign and leaves a polynomial.", f.Spikes, plural(f.Spikes))
	}
	if f.Wrong > 0 {
		why += fmt.Sprintf(" %d more cell%s would need spikes than the limits allow.", f.Wrong, plural(f.Wrong))
	}
	return Answer{Reasoning: why, Function: f.Source}, nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func (Task) Scene(in *tasks.Instance) *scene.Scene {
	d, err := DataOf(in)
	if err != nil {
		return scene.New(2, "Polynomial fit")
	}
	return d.Scene()
}
