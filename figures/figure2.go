package figures

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scbench/scbench/geom/portable"
	"github.com/scbench/scbench/results"
	"github.com/scbench/scbench/wire"
)

// palette holds the models' colours (Okabe and Ito's, which stay apart for
// the colour-blind and in grey); markers repeat with a different shape.
var palette = []string{"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"}

// Figure 2's frame.
const (
	f2W, f2H     = 700, 440
	f2Left       = 72
	f2Top        = 46
	f2Right      = 520 // the plot's right edge; the legend is beyond it
	f2Bottom     = 372
	maxLegendLen = 19 // what fits beside the plot at 12px
)

// Budget names a run's budget for a label: its number of tokens, or "no cap".
func Budget(b *int64) string {
	if b == nil {
		return "no cap"
	}
	return strconv.FormatInt(*b, 10)
}

// logAxis is a log-scaled axis from lo to hi (powers of ten).
type logAxis struct{ lo, hi float64 }

func newLogAxis(xs []float64) logAxis {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range xs {
		x = math.Max(1, x)
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	if len(xs) == 0 {
		lo, hi = 100, 10000
	}
	a := logAxis{portable.Pow(10, math.Floor(portable.Log10(lo))), portable.Pow(10, math.Ceil(portable.Log10(hi)))}
	if a.hi <= a.lo {
		a.hi = a.lo * 10
	}
	return a
}

// x maps a token count to the plot.
func (a logAxis) x(v float64) float64 {
	t := (portable.Log10(math.Max(1, v)) - portable.Log10(a.lo)) / (portable.Log10(a.hi) - portable.Log10(a.lo))
	return f2Left + float64(t*(f2Right-f2Left))
}

// y maps an accuracy in [0, 1] to the plot.
func f2y(v float64) float64 { return f2Bottom - float64(v*(f2Bottom-f2Top)) }

// marker draws model i's marker at (x, y).
func marker(c *canvas, i int, x, y float64, colour string) {
	const r = 4.5
	switch i / len(palette) % 4 {
	case 0:
		c.el("circle", "cx", num(x), "cy", num(y), "r", num(r), "fill", colour)
	case 1:
		c.el("rect", "x", num(x-r), "y", num(y-r), "width", num(2*r), "height", num(2*r), "fill", colour)
	case 2:
		c.el("path", "d", fmt.Sprintf("M%s %sL%s %sL%s %sZ", num(x), num(y-r-1), num(x+r+1), num(y+r), num(x-r-1), num(y+r)), "fill", colour)
	default:
		c.el("path", "d", fmt.Sprintf("M%s %sL%s %sL%s %sL%s %sZ", num(x), num(y-r-1), num(x+r+1), num(y), num(x), num(y+r+1), num(x-r-1), num(y)), "fill", colour)
	}
}

// Figure2 draws accuracy against mean realised output tokens: one line per
// model through its runs in budget order, each point labelled with its
// budget and drawn with its 95% interval. Runs whose reports carry no token
// counts cannot be placed; they are named under the plot.
func Figure2(e results.Experiment) string {
	var placed []results.Point
	var unplaced []string
	var xs []float64
	for _, p := range e.Points {
		if p.Tokens == 0 {
			unplaced = append(unplaced, p.Model+" @ "+Budget(p.Budget))
			continue
		}
		placed = append(placed, p)
		xs = append(xs, p.MeanTokens)
	}
	ax := newLogAxis(xs)

	var desc strings.Builder
	desc.WriteString("Accuracy (mean score, with its 95% interval) against the mean output tokens of the answers, on a log scale; one line per model, one point per output-token budget.")
	for _, p := range placed {
		fmt.Fprintf(&desc, " %s, budget %s: %s%% (%s to %s%%) at %s tokens, %d answers, %d at the cap.",
			p.Model, Budget(p.Budget), pct(p.Mean), pct(p.Low), pct(p.High), trim(p.MeanTokens), p.N, p.Capped)
	}
	if len(unplaced) > 0 {
		desc.WriteString(" Without token counts, not drawn: " + strings.Join(unplaced, ", ") + ".")
	}

	// The legend lists every model beside the plot, its two notes under it;
	// with many models the figure grows down to hold them, and the note on
	// runs not drawn stays below them.
	legendEnd := f2Top + 8 + 20*len(e.Models) + 26 + 14
	h := max(f2H, legendEnd+24)

	var c canvas
	c.open("fig2", f2W, h, "Figure 2: accuracy against realised output tokens", desc.String())
	c.text(f2Left, 24, "Accuracy against realised output tokens", "font-size", "15", "font-weight", "bold")

	// Grid and the y axis: accuracy in percent.
	for v := 0; v <= 100; v += 20 {
		y := f2y(float64(v) / 100)
		c.line(f2Left, y, f2Right, y, "stroke", "#e3e3e3")
		c.line(f2Left-5, y, f2Left, y, "stroke", "#333333")
		c.text(f2Left-8, y+4, strconv.Itoa(v), "text-anchor", "end")
	}
	// The x axis: decades labelled; 2 and 5 labelled too when there are few.
	decades := int(math.Round(portable.Log10(ax.hi / ax.lo)))
	for d := ax.lo; d <= ax.hi*1.0001; d *= 10 {
		for k := 1; k <= 9; k++ {
			v := d * float64(k)
			if v > ax.hi*1.0001 {
				break
			}
			x := ax.x(v)
			if k == 1 {
				c.line(x, f2Top, x, f2Bottom, "stroke", "#e3e3e3")
				c.line(x, f2Bottom, x, f2Bottom+6, "stroke", "#333333")
				c.text(x, f2Bottom+20, tokens(v), "text-anchor", "middle")
				continue
			}
			c.line(x, f2Bottom, x, f2Bottom+3, "stroke", "#333333")
			if decades <= 2 && (k == 2 || k == 5) {
				c.text(x, f2Bottom+20, tokens(v), "text-anchor", "middle", "fill", "#555555")
			}
		}
	}
	c.el("rect", "x", num(f2Left), "y", num(f2Top), "width", num(f2Right-f2Left), "height", num(f2Bottom-f2Top), "fill", "none", "stroke", "#333333")
	c.text((f2Left+f2Right)/2, f2Bottom+44, "mean output tokens per answer (log scale)", "text-anchor", "middle")
	c.text(18, (f2Top+f2Bottom)/2, "accuracy (%)", "text-anchor", "middle", "transform", fmt.Sprintf("rotate(-90 18 %s)", num((f2Top+f2Bottom)/2)))

	// One line per model, then its points with their intervals and budgets.
	// The points are grouped by model first: a walk through every point per
	// model grows with the square of the models.
	byModel := map[string][]results.Point{}
	for _, p := range placed {
		byModel[p.Model] = append(byModel[p.Model], p)
	}
	for i, m := range e.Models {
		colour := palette[i%len(palette)]
		pts := byModel[m]
		if len(pts) == 0 {
			continue
		}
		c.raw(fmt.Sprintf(`<g class="model" data-model="%s">`+"\n", esc(m)))
		if len(pts) > 1 {
			var path []string
			for _, p := range pts {
				path = append(path, num(ax.x(p.MeanTokens))+","+num(f2y(p.Mean)))
			}
			c.el("polyline", "points", strings.Join(path, " "), "fill", "none", "stroke", colour, "stroke-width", "2")
		}
		for _, p := range pts {
			x, y := ax.x(p.MeanTokens), f2y(p.Mean)
			lo, hi := f2y(p.Low), f2y(p.High)
			c.line(x, lo, x, hi, "stroke", colour, "stroke-width", "1.2")
			c.line(x-3, lo, x+3, lo, "stroke", colour, "stroke-width", "1.2")
			c.line(x-3, hi, x+3, hi, "stroke", colour, "stroke-width", "1.2")
			marker(&c, i, x, y, colour)
			c.text(x+7, y-7, Budget(p.Budget), "font-size", "10", "fill", "#333333")
		}
		c.raw("</g>\n")
	}

	// The legend, beside the plot.
	ly := float64(f2Top + 8)
	c.text(f2Right+20, ly, "model", "font-weight", "bold")
	for i, m := range e.Models {
		ly += 20
		colour := palette[i%len(palette)]
		c.line(f2Right+20, ly-4, f2Right+44, ly-4, "stroke", colour, "stroke-width", "2")
		marker(&c, i, f2Right+32, ly-4, colour)
		c.text(f2Right+52, ly, wire.Clip(m, maxLegendLen))
	}
	ly += 26
	c.text(f2Right+20, ly, "labels: output-token budget", "font-size", "10", "fill", "#555555")
	c.text(f2Right+20, ly+14, "bars: 95% interval", "font-size", "10", "fill", "#555555")

	switch {
	case len(e.Points) == 0:
		c.text((f2Left+f2Right)/2, (f2Top+f2Bottom)/2, "no reports", "text-anchor", "middle", "fill", "#555555")
	case len(placed) == 0:
		c.text((f2Left+f2Right)/2, (f2Top+f2Bottom)/2, "no report carries its output tokens", "text-anchor", "middle", "fill", "#555555")
	}
	if len(unplaced) > 0 {
		c.text(f2Left, float64(h-8), wire.Clip("not drawn (no token counts): "+strings.Join(unplaced, ", "), 110), "font-size", "10", "fill", "#555555")
	}
	return c.close()
}
