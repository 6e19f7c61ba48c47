package markup

import (
	"math"
	"strconv"
	"strings"
)

// pow10 are the scales of Num's places.
var pow10 = [...]float64{1, 10, 100, 1e3, 1e4, 1e5, 1e6}

// Num writes a coordinate compactly: rounded to places decimals (0 to 6), a
// half away from zero (248.125 is 248.13 at two places), with no trailing
// zeros, no "-0", and 0 for a value that is not finite (which no drawing can
// place).
func Num(x float64, places int) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "0"
	}
	places = min(max(places, 0), len(pow10)-1)
	p := pow10[places]
	s := strconv.FormatFloat(math.Round(x*p)/p, 'f', places, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		return "0"
	}
	return s
}
