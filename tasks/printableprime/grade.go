package printableprime

// Grading: the digits must be single digits in known orientations with no
// leading zero; the 3-digit comma groups must be distinct; every digit must
// be printable in its orientation and on the digit below it (the paper's
// stacking rules, rules.go); the number must be prime (Baillie–PSW). The
// score is the length over the full-marks length, less 10% for a stack no
// taller than the target height, capped at 1.

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// itemList accepts a bare list of {"digit": ..., "orientation": ...} objects.
var itemList = verifiers.NonEmptyListOf(verifiers.HasKey("digit"))

// primeDigits bounds the numbers tested for primality when another check has
// already failed: no stack that obeys the stacking and group rules comes near
// it, so a longer number has failed elsewhere and needs no test.
const primeDigits = 400

// grading holds one answer under examination.
type grading struct {
	d      *Data
	items  []Item
	digits string

	repeated   string
	overhang   int // first item that cannot be printed in its orientation, or -1
	badPair    int // upper item of the first pair that cannot be stacked, or -1
	prime      bool
	primeTried bool
	height     int64 // tenths of a millimetre
}

// grade checks one answer.
func grade(r *verifiers.Report, d *Data, a Answer) *verifiers.Report {
	g := &grading{d: d, overhang: -1, badPair: -1, items: a.NumberSequence}
	var sb strings.Builder
	for _, it := range g.items {
		sb.WriteByte(byte('0' + it.Digit))
	}
	g.digits = sb.String()
	if len(g.items) == 0 {
		r.Check("number", false, "the number sequence is empty")
		r.FailureMode = verifiers.Trivialized
		return r.Finish(0)
	}
	r.Checkf("format", true, "%d digits, each 0–9 in a known orientation, no leading zero: %s", len(g.items), wire.Clip(Grouped(g.digits), 80))

	if grp, dup := RepeatedGroup(g.digits); dup {
		g.repeated = grp
		r.Checkf("groups", false, "the 3-digit group %s appears more than once in %s", grp, wire.Clip(Grouped(g.digits), 80))
	} else {
		r.Check("groups", true, "no comma group of three digits repeats")
	}

	for i, it := range g.items {
		g.height += it.HeightTenths()
		if g.overhang < 0 && it.Overhangs() {
			g.overhang = i
		}
	}
	if g.overhang < 0 {
		r.Check("overhangs", true, "every digit can be printed in its orientation")
	} else {
		it := g.items[g.overhang]
		why := "only 1, 3 and 7 can stand on end"
		if it.Orientation == Rotate90Y {
			why = "only 1 and 7 can lie on their side"
		}
		r.Checkf("overhangs", false, "item %d, a %d in orientation %s, has overhangs: %s", g.overhang, it.Digit, it.Orientation, why)
	}

	for i := 1; i < len(g.items); i++ {
		if !CanStack(g.items[i-1], g.items[i]) {
			g.badPair = i
			break
		}
	}
	if g.badPair < 0 {
		r.Check("stacking", true, "every digit can be printed on the one below it")
	} else {
		lo, up := g.items[g.badPair-1], g.items[g.badPair]
		r.Checkf("stacking", false, "item %d, a %d (%s), cannot be printed on item %d, a %d (%s): %s", g.badPair, up.Digit, up.Orientation, g.badPair-1, lo.Digit, lo.Orientation, stackReason(lo, up))
	}

	n, _ := new(big.Int).SetString(g.digits, 10)
	if len(g.digits) <= primeDigits || !r.Failed() {
		g.primeTried = true
		g.prime = n.ProbablyPrime(0)
		if g.prime {
			r.Checkf("prime", true, "%s is prime (Baillie–PSW)", wire.Clip(g.digits, 80))
		} else {
			r.Checkf("prime", false, "%s is not prime%s", wire.Clip(g.digits, 80), factorNote(n))
		}
	}

	r.DrawWith(g.overlay)
	if r.Failed() {
		if g.primeTried && !g.prime && g.repeated == "" && g.overhang < 0 && g.badPair < 0 {
			r.FailureMode = verifiers.NearMiss
		}
		return r.Finish(0)
	}

	mm := mmText(g.height)
	tall := g.height > int64(10*d.MinHeight)
	if tall {
		r.Checkf("height", true, "the stack is %s mm tall, above %d mm", mm, d.MinHeight)
	} else {
		r.Checkf("height", false, "the stack is %s mm tall, not above %d mm: the score is multiplied by 0.9", mm, d.MinHeight)
	}
	best, _ := new(big.Int).SetString(d.Best, 10)
	if n.Cmp(best) > 0 {
		r.Checkf("length", true, "%d digits, larger than the best answer known (%d digits): full marks, and worth an audit by a person", len(g.digits), len(d.Best))
		return r.Finish(1)
	}
	score := float64(len(g.digits)) / float64(d.FullDigits)
	r.Checkf("length", len(g.digits) >= d.FullDigits, "%d digits; full marks need %d", len(g.digits), d.FullDigits)
	if !tall {
		score *= 0.9
	}
	if score < 1 && score >= 0.9 {
		r.FailureMode = verifiers.NearMiss
	}
	return r.Finish(min(1, score))
}

// DecodeValue reads the items, bounding their number first: each a single
// digit in a known orientation, with no leading zero.
func (seq *Sequence) DecodeValue(_ *Data, v verifiers.Value, path string) error {
	items, err := verifiers.Seq(v, path, true)
	if err != nil {
		return err
	}
	if len(items) > MaxDigits {
		return verifiers.Errorf(path, "has %d digits; no number whose 3-digit groups are all distinct has more than %d", len(items), MaxDigits)
	}
	*seq = make(Sequence, 0, len(items))
	for i, it := range items {
		p := verifiers.Index(path, i)
		if it.Kind != verifiers.Dict {
			return verifiers.Errorf(p, "expected {\"digit\": d, \"orientation\": o}, found %s", it.Describe())
		}
		dv, ok := it.Get("digit")
		if !ok {
			return verifiers.Errorf(p, "has no \"digit\"")
		}
		ov, ok := it.Get("orientation")
		if !ok {
			return verifiers.Errorf(p, "has no \"orientation\"")
		}
		dg, err := digit(dv, p+".digit")
		if err != nil {
			return err
		}
		name, err := verifiers.Text(ov, p+".orientation")
		if err != nil {
			return err
		}
		o, ok := ParseOrientation(strings.TrimSpace(name))
		if !ok {
			return verifiers.Errorf(p+".orientation", "unknown orientation %s; the orientations are flat, flippedX, flippedY, rotate90X, rotate90Y and rotate180Z", wire.Quote(name, 40))
		}
		if i == 0 && dg == 0 && len(items) > 1 {
			return verifiers.Errorf(p+".digit", "leading zeros are not allowed: the bottom digit is 0")
		}
		*seq = append(*seq, Item{Digit: dg, Orientation: o})
	}
	return nil
}

// digit reads a single decimal digit: an integer from 0 to 9 (3.0 counts), or
// a one-character string "0" to "9".
func digit(v verifiers.Value, path string) (int, error) {
	if v.Kind == verifiers.String {
		s := strings.TrimSpace(v.Text)
		if len(s) == 1 && s[0] >= '0' && s[0] <= '9' {
			return int(s[0] - '0'), nil
		}
		return 0, verifiers.Errorf(path, "a digit must be a single digit from 0 to 9, not %s", wire.Quote(v.Text, 40))
	}
	n, err := verifiers.Integer(v, path, verifiers.IntRule{})
	if err != nil {
		return 0, err
	}
	if n < 0 || n > 9 {
		return 0, verifiers.Errorf(path, "a digit must be a single digit from 0 to 9, not %d", n)
	}
	return int(n), nil
}

func stackReason(lo, up Item) string {
	switch {
	case !lo.Orientation.Lying():
		return "on a digit that is stood on end or on its side only a 1 stood on end (rotate90X) can be printed"
	case up.Orientation == Rotate90Y:
		return "a digit on its side cannot rest on a flat 2 or 5"
	}
	return fmt.Sprintf("a flat %d can carry only the flat digits %s", lo.Digit, strings.Join(strings.Split(FlatOn(lo.Digit), ""), ", "))
}

// factorNote names a small factor, when there is one.
func factorNote(n *big.Int) string {
	if n.Cmp(big.NewInt(2)) < 0 {
		return " (primes are 2 or more)"
	}
	m := new(big.Int)
	for p := int64(2); p < 1000; p++ {
		if n.Cmp(big.NewInt(p)) <= 0 {
			break
		}
		if m.Mod(n, big.NewInt(p)).Sign() == 0 {
			return fmt.Sprintf(" (it is divisible by %d)", p)
		}
	}
	return ""
}

func mmText(tenths int64) string {
	return fmt.Sprintf("%d.%d", tenths/10, tenths%10)
}
