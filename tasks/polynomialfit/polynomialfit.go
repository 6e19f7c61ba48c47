package polynomialfit

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"strings"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/verifiers"
)

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

	// png is the grid image, encoded when the instance is made so that an
	// encoding error reaches the caller of Canonical or Generate.
	png []byte
}

// Answer is a polynomial-fit answer: the function's Python source, after
// whatever reasoning the model wants to show. The grader reads only the
// function (see findFunction).
type Answer struct {
	Reasoning string `json:"reasoning" schema:"unread"`
	Function  Source `json:"function"`
}

// Source is a function's Python source as the answer gives it.
type Source string

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

// The parameters of the manifold.
var (
	size         = tasks.IntKey("size", 8, 128, 24, "the grid is size×size cells (shown as an image above 40)")
	fill         = tasks.FloatKey("fill", 0.2, 0.8, 0.45, "the fraction of cells that are filled")
	blobs        = tasks.IntKey("blobs", 1, 12, 5, "positive Gaussian blobs in the field (plus a third as many negative ones)")
	waves        = tasks.IntKey("waves", 0, 3, 2, "sinusoidal waves added to the field")
	freqLimit    = tasks.IntKey("freq_limit", 1, 3, 2, "the highest wave frequency across the grid")
	smoothPasses = tasks.IntKey("smooth_passes", 0, 4, 2, "3×3 smoothing passes over the field before thresholding")
)

// Task is polynomial fit.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "polynomial-fit",
		ID:     8,
		Name:   "Polynomial curve fitting",
		Bucket: tasks.Constructive,
		Summary: "A square grid of filled and empty cells (text up to 40×40, an image above) must be " +
			"split by the sign of a function f(x, y) written only with numbers, x, y, + - * / ** and " +
			"parentheses: positive on filled cells, not positive on empty ones. The score is the " +
			"fraction of cells classified right, to the fourth power, with a 75% floor. It tests " +
			"turning a seen 2D shape into an implicit algebraic boundary.",
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(size, fill, blobs, waves, freqLimit, smoothPasses),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "12×12, a few smooth blobs", Values: settings(spec{Size: 12, Fill: 0.5, Blobs: 4, Waves: 1, FreqLimit: 2, SmoothPasses: 2})},
			{Name: "medium", Doc: "24×24, five blobs and two waves", Values: settings(spec{Size: 24, Fill: 0.4, Blobs: 5, Waves: 2, FreqLimit: 2, SmoothPasses: 3})},
			{Name: "hard", Doc: "64×64 image, eight blobs and three waves", Values: settings(spec{Size: 64, Fill: 0.45, Blobs: 8, Waves: 3, FreqLimit: 3, SmoothPasses: 4})},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		row := canonicalTable[k]
		return newData(row.config.pattern(newMT(row.seed)), row.label)
	},
	Generate:    generate,
	Prompt:      prompt,
	Attachments: attachments,
	Solve:       solve,
	Scene:       (*Data).Scene,
	GradeText:   grade,
})

func init() { tasks.Register(Task) }

// settings is a generator configuration as parameter values.
func settings(c spec) tasks.Params {
	return tasks.Set(size.Is(c.Size), fill.Is(c.Fill), blobs.Is(c.Blobs), waves.Is(c.Waves),
		freqLimit.Is(c.FreqLimit), smoothPasses.Is(c.SmoothPasses))
}

func subpasses() []tasks.Subpass {
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
		subs[i] = tasks.Subpass{Index: i, Name: name, Difficulty: diff, Params: settings(row.config), Ref: fmt.Sprintf("seed %d", row.seed)}
	}
	return subs
}

func generate(p tasks.Params, seed uint64) (*Data, error) {
	c := spec{Size: size.Get(p), Fill: fill.Get(p), Blobs: blobs.Get(p), Waves: waves.Get(p),
		FreqLimit: freqLimit.Get(p), SmoothPasses: smoothPasses.Get(p)}
	d, err := newData(c.pattern(rngSource{rng.New(seed)}), "")
	if err != nil {
		return nil, err
	}
	if d.Filled == 0 || d.Filled == d.Size*d.Size {
		return nil, fmt.Errorf("the generated grid is all one class; try another seed")
	}
	return d, nil
}

// newData makes an instance of a grid, with its image when it is shown as one.
func newData(rows []string, label string) (*Data, error) {
	n := len(rows)
	d := &Data{Size: n, Rows: rows, Filled: strings.Count(strings.Join(rows, ""), "#"), Label: label}
	if n > textLimit {
		d.Image = true
		d.Scale = max(1, min(8, 320/n))
		img, err := d.PNG()
		if err != nil {
			return nil, err
		}
		d.png = img
	}
	return d, nil
}

// attachments shows a grid too large for text as an image.
func attachments(d *Data) []tasks.Attachment {
	if !d.Image {
		return nil
	}
	return []tasks.Attachment{{Name: AttachmentName, Type: "image/png", Data: d.png}}
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

// solve fits a function to the grid (see solve.go).
func solve(d *Data) (Answer, error) {
	f := fit(d.Rows)
	why := fmt.Sprintf("A degree-%d polynomial P in the centred coordinates, fitted to the cells by squared-hinge least squares.", f.Degree)
	if f.Spikes > 0 {
		why += fmt.Sprintf(" P gets %s wrong (or too near 0); each such cell (a, b) gets a narrow spike m·ε/(ε + (x−a)² + (y−b)²), "+
			"and the sum is multiplied by the product of these denominators, all positive, which keeps every sign and leaves a polynomial.", verifiers.Count(f.Spikes, "cell", "cells"))
	}
	if f.Wrong > 0 {
		why += fmt.Sprintf(" %s would need spikes than the limits allow.", verifiers.Count(f.Wrong, "more cell", "more cells"))
	}
	return Answer{Reasoning: why, Function: Source(f.Source)}, nil
}
