package printableprime

import "strings"

// Orientation is how a digit is printed.
type Orientation string

// The six orientations of the answer schema.
const (
	Flat       Orientation = "flat"
	FlippedX   Orientation = "flippedX"
	FlippedY   Orientation = "flippedY"
	Rotate90X  Orientation = "rotate90X"
	Rotate90Y  Orientation = "rotate90Y"
	Rotate180Z Orientation = "rotate180Z"
)

// Orientations lists them in the schema's order.
var Orientations = []Orientation{Flat, FlippedX, FlippedY, Rotate90X, Rotate90Y, Rotate180Z}

// ParseOrientation reads an orientation name, ignoring case.
func ParseOrientation(s string) (Orientation, bool) {
	for _, o := range Orientations {
		if strings.EqualFold(s, string(o)) {
			return o, true
		}
	}
	return "", false
}

// Lying reports whether the orientation keeps the digit flat on the bed (the
// "flat class": flat, the two mirror images and the half turn).
func (o Orientation) Lying() bool {
	return o == Flat || o == FlippedX || o == FlippedY || o == Rotate180Z
}

// Item is one printed digit, bottom of the stack first.
type Item struct {
	_           struct{}    `schema:"open"`
	Digit       int         `json:"digit" schema:"minimum=0;maximum=9"`
	Orientation Orientation `json:"orientation" schema:"enum=flat|flippedX|flippedY|rotate90X|rotate90Y|rotate180Z"`
}

// HeightTenths is the height an item adds to the stack in tenths of a
// millimetre, the 0.2 mm gap included: 1.2 mm lying down, 21.2 mm stood on end
// (rotate90X), 11.2 mm on its side (rotate90Y; 1.2 mm for a 1, which is one
// bar wide).
func (it Item) HeightTenths() int64 {
	switch {
	case it.Orientation == Rotate90X:
		return 212
	case it.Orientation == Rotate90Y && it.Digit != 1:
		return 112
	}
	return 12
}

// Overhangs reports whether a digit cannot be printed in its orientation at
// all: stood on end only 1, 3 and 7 can be printed, on its side only 1 and 7.
func (it Item) Overhangs() bool {
	switch it.Orientation {
	case Rotate90X:
		return it.Digit != 1 && it.Digit != 3 && it.Digit != 7
	case Rotate90Y:
		return it.Digit != 1 && it.Digit != 7
	}
	return false
}

// flatOn[d] lists the digits that may lie flat on a flat d (whichever flat
// orientation either uses).
var flatOn = [10]string{
	0: "017",
	1: "1",
	2: "25",
	3: "137",
	4: "14",
	5: "25",
	6: "1345679",
	7: "17",
	8: "0123456789",
	9: "135679",
}

// FlatOn returns the digits that may lie flat on a flat d.
func FlatOn(d int) string { return flatOn[d] }

// CanStack reports whether upper may be printed on lower, by the paper's rules:
// a flat digit on a flat one as the table allows; a digit stood on end
// (rotate90X) on any flat digit; a digit on its side (rotate90Y) on any flat
// digit but a 2 or a 5; and on anything that is not flat, only a 1 stood on
// end (a spire).
func CanStack(lower, upper Item) bool {
	if !lower.Orientation.Lying() {
		return upper.Digit == 1 && upper.Orientation == Rotate90X
	}
	switch upper.Orientation {
	case Rotate90X:
		return true
	case Rotate90Y:
		return lower.Digit != 2 && lower.Digit != 5
	}
	return strings.IndexByte(flatOn[lower.Digit], byte('0'+upper.Digit)) >= 0
}

// RepeatedGroup cuts a digit string into groups of three from the right (the
// leftmost group may be shorter) and returns the first group, reading from the
// right, that occurs twice.
func RepeatedGroup(digits string) (string, bool) {
	seen := map[string]bool{}
	for end := len(digits); end > 0; end -= 3 {
		g := digits[max(0, end-3):end]
		if seen[g] {
			return g, true
		}
		seen[g] = true
	}
	return "", false
}

// Grouped writes a digit string with a comma every three digits from the right.
func Grouped(digits string) string {
	var parts []string
	for end := len(digits); end > 0; end -= 3 {
		parts = append([]string{digits[max(0, end-3):end]}, parts...)
	}
	return strings.Join(parts, ",")
}

// MaxDigits bounds the length of any number whose groups of three are all
// distinct: 1,000 full groups and a leading group of one or two digits.
const MaxDigits = 3002

// Best is the longest printable prime known upstream, 42 digits.
const Best = "888999996969699696669666333377777711111171"

// BestStack is upstream's printing of Best: the first 40 digits lying flat (8
// and 6 as drawn, 9 turned half a turn, 3, 7 and 1 mirrored left to right),
// then the 7 on its side and a 1 stood on end.
func BestStack() []Item {
	items := make([]Item, 0, len(Best))
	for i := 0; i < len(Best); i++ {
		d := int(Best[i] - '0')
		o := Flat
		switch d {
		case 9:
			o = Rotate180Z
		case 3, 7, 1:
			o = FlippedX
		}
		switch i {
		case len(Best) - 2:
			o = Rotate90Y
		case len(Best) - 1:
			o = Rotate90X
		}
		items = append(items, Item{Digit: d, Orientation: o})
	}
	return items
}
