package figures

import (
	"fmt"
	"strings"

	"github.com/scbench/scbench/results"
	"github.com/scbench/scbench/wire"
)

// modeColours are the failure modes' colours, as the site's charts draw
// them (static/js/charts.js), with the text colour that reads on each.
var modeColours = map[string][2]string{
	"passed":      {"#1a7f37", "#ffffff"},
	"near-miss":   {"#8bc34a", "#1a1a1a"},
	"local-only":  {"#f2c94c", "#1a1a1a"},
	"trivialized": {"#f2994a", "#1a1a1a"},
	"incorrect":   {"#eb5757", "#ffffff"},
	"malformed":   {"#9b51e0", "#ffffff"},
	"evasion":     {"#828282", "#ffffff"},
}

// Figure 3's frame.
const (
	f3W      = 700
	f3Label  = 160 // the models' names, left of the bars
	f3Right  = 630
	f3Top    = 46
	f3Bar    = 26
	f3Gap    = 14
	f3MinTag = 34 // a segment narrower than this carries no percentage
)

// Figure3 draws each model's answers as one bar, split by how they ended:
// passed, or the failure mode its grader named (results.Modes, in order).
func Figure3(e results.Experiment) string {
	var desc strings.Builder
	desc.WriteString("The share of each model's graded answers in each failure mode, one bar per model.")
	for _, m := range e.Modes {
		var parts []string
		for _, s := range m.Modes {
			if s.Count > 0 {
				parts = append(parts, fmt.Sprintf("%s %d (%s%%)", s.Mode, s.Count, pct(s.Share)))
			}
		}
		if len(parts) == 0 {
			parts = []string{"no graded answers"}
		}
		fmt.Fprintf(&desc, " %s, %d answers: %s.", m.Model, m.N, strings.Join(parts, ", "))
	}
	rows := len(e.Modes)
	axisY := f3Top + rows*(f3Bar+f3Gap) + 4
	legendY := axisY + 64
	// The legend wraps at the plot's width.
	perLine := 4
	h := legendY + ((len(results.Modes)+perLine-1)/perLine)*20 + 10

	var c canvas
	c.open("fig3", f3W, h, "Figure 3: failure modes per model", desc.String())
	c.text(16, 24, "Failure modes per model", "font-size", "15", "font-weight", "bold")
	width := float64(f3Right - f3Label)
	for q := 0; q <= 4; q++ {
		x := f3Label + float64(float64(q)*width/4)
		c.line(x, f3Top-4, x, float64(axisY), "stroke", "#e3e3e3")
		c.line(x, float64(axisY), x, float64(axisY+5), "stroke", "#333333")
		c.text(x, float64(axisY+19), fmt.Sprintf("%d%%", q*25), "text-anchor", "middle")
	}
	c.text(f3Label+width/2, float64(axisY+38), "share of graded answers", "text-anchor", "middle")
	for i, m := range e.Modes {
		y := float64(f3Top + i*(f3Bar+f3Gap))
		c.text(f3Label-10, y+f3Bar*0.65, wire.Clip(m.Model, 22), "text-anchor", "end")
		c.text(f3Right+8, y+f3Bar*0.65, fmt.Sprintf("n = %d", m.N), "fill", "#555555")
		c.raw(fmt.Sprintf(`<g class="model" data-model="%s">`+"\n", esc(m.Model)))
		x := float64(f3Label)
		for _, s := range m.Modes {
			if s.Count == 0 {
				continue
			}
			w := float64(s.Share * width)
			col := modeColours[s.Mode]
			c.raw(fmt.Sprintf(`<rect x="%s" y="%s" width="%s" height="%d" fill="%s" data-mode="%s"><title>%s: %s, %d of %d (%s%%)</title></rect>`+"\n",
				num(x), num(y), num(w), f3Bar, col[0], esc(s.Mode), esc(m.Model), esc(s.Mode), s.Count, m.N, pct(s.Share)))
			if w >= f3MinTag {
				c.text(x+float64(w/2), y+f3Bar*0.65, pct(s.Share)+"%", "text-anchor", "middle", "fill", col[1], "font-size", "11")
			}
			x += w
		}
		if m.N == 0 {
			c.text(f3Label+4, y+f3Bar*0.65, "no graded answers", "fill", "#555555")
		}
		c.raw("</g>\n")
	}
	for i, mode := range results.Modes {
		x := float64(f3Label + (i%perLine)*120)
		y := float64(legendY + (i/perLine)*20)
		c.el("rect", "x", num(x), "y", num(y-10), "width", "12", "height", "12", "fill", modeColours[mode][0])
		c.text(x+17, y, mode)
	}
	return c.close()
}
