package verifiers

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/scbench/scbench/wire"
)

// boxes is a test answer: integer rows, read leniently, bounded by a tag.
type boxes struct {
	Reasoning string   `json:"reasoning" schema:"unread"`
	Boxes     [][4]int `json:"boxes" decode:"strings,max=3"`
	Names     []string `json:"names"`
	Scale     float64  `json:"scale"`
	Flags     []bool   `json:"flags"`
}

func decodeText[A, C any](t *testing.T, c C, text string) (A, error) {
	t.Helper()
	f, err := Extract(text, Shape{Fields: FieldsOf(reflect.TypeFor[A]())}, DefaultLimits)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	var a A
	err = DecodeAnswer(c, f, &a)
	return a, err
}

func TestDecodeAnswerReadsTheTypedFields(t *testing.T) {
	a, err := decodeText[boxes](t, 0, `{"boxes": [[0, 1, "2", 3.0], (4, 5, 6, 7)], "names": ["a"], "scale": 2, "flags": [true], "extra": 1}`)
	if err != nil {
		t.Fatal(err)
	}
	want := boxes{Boxes: [][4]int{{0, 1, 2, 3}, {4, 5, 6, 7}}, Names: []string{"a"}, Scale: 2, Flags: []bool{true}}
	if !reflect.DeepEqual(a, want) {
		t.Errorf("decoded %+v, want %+v", a, want)
	}
	a, err = decodeText[boxes](t, 0, `{"boxes": [], "names": [], "scale": 0.5, "flags": []}`)
	if err != nil || a.Boxes == nil || len(a.Boxes) != 0 {
		t.Errorf("an empty list decodes as %#v, %v; want an empty, non-nil list", a.Boxes, err)
	}
}

// Every error names the element by its path, with the shared helpers' words.
func TestDecodeAnswerNamesTheOffendingElement(t *testing.T) {
	rest := `"names": ["a"], "scale": 1, "flags": [false]`
	for _, c := range []struct{ text, want string }{
		{`{"boxes": [[0, 1, 2, 3], [0, 1, 1.5, 3]], ` + rest + `}`, "boxes[1][2]: expected an integer, found the fraction 1.5"},
		{`{"boxes": [[0, 1, 2]], ` + rest + `}`, "boxes[0]: expected 4 numbers, found 3"},
		{`{"boxes": [[0, 1, 2, 3]] , "names": [7], "scale": 1, "flags": [false]}`, "names[0]: expected a string, found 7"},
		{`{"boxes": 3, ` + rest + `}`, "boxes: expected a list or tuple, found 3"},
		{`{"boxes": [[0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,"x"]], ` + rest + `}`, "boxes: has 4 entries; no correct answer has more than 3"},
		{`{"boxes": [], "names": [], "scale": NaN, "flags": []}`, "scale: expected a finite number, found NaN"},
		{`{"boxes": [], "names": [], "scale": "2", "flags": []}`, `scale: expected a number, found the string "2"`},
		{`{"boxes": [], "names": [], "scale": 1, "flags": [1]}`, "flags[0]: expected true or false, found 1"},
		{`{"boxes": [[0, 1, 2, 99999999999999999999]], ` + rest + `}`, "boxes[0][3]: the integer 99999999999999999999 is far too large"},
	} {
		_, err := decodeText[boxes](t, 0, c.text)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s:\n got %v\nwant %s", c.text, err, c.want)
		}
	}
}

// A list of integer rows, the most common answer shape (triangles, boxes,
// coordinates), is bounded before its rows are read, and each error names
// the row or the number.
func TestDecodeIntegerRows(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{`[[0, 1, 2], [3, "a", 5]]`, `triangles[1][1]: expected an integer, found the string "a"`},
		{`[[0, 1]]`, "triangles[0]: expected 3 numbers, found 2"},
		{`[[0, 1, 2], 7]`, "triangles[1]: expected a list or tuple, found 7"},
		{`[[0, 1, NaN]]`, "triangles[0][2]: expected an integer, found NaN"},
		{`[[0, 1, 1e400]]`, "triangles[0][2]: expected an integer, found 1e400"},
		{`[[0, 1, 12345678901234567890123]]`, "triangles[0][2]: the integer 12345678901234567890123 is far too large"},
		{`[[0, 1, 2], [0, 1, 2], [0, 1, 2]]`, "triangles: has 3 entries; no correct answer has more than 2"},
		{`[[0, 1, 2], [0, 1, 2], [0, 1, "x"]]`, "triangles: has 3 entries; no correct answer has more than 2"},
		{`{"a": 1}`, `triangles: expected a list or tuple, found an object with keys "a"`},
		{`[[0, 1, true]]`, "triangles[0][2]: expected an integer, found true"},
	} {
		v, err := ParseLiteral(c.text, DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		var rows [][3]int
		if err := Decode[any](nil, v, "triangles", &rows, Options{Max: 2}); err == nil || err.Error() != c.want {
			t.Errorf("%s:\n got %v\nwant %s", c.text, err, c.want)
		}
	}
}

func TestDecodeTagOptions(t *testing.T) {
	type strict struct {
		Idx  []int    `json:"idx" decode:"nodecimals,lists"`
		Bits []int    `json:"bits" decode:"bools"`
		Nums []uint8  `json:"nums"`
		F    []string `json:"f" schema:"unread"`
	}
	a, err := decodeText[strict](t, 0, `{"idx": [1, 2], "bits": [true, false, 1], "nums": [255]}`)
	if err != nil || !reflect.DeepEqual(a, strict{Idx: []int{1, 2}, Bits: []int{1, 0, 1}, Nums: []uint8{255}}) {
		t.Errorf("decoded %+v, %v", a, err)
	}
	for _, c := range []struct{ text, want string }{
		{`{"idx": [1.0], "bits": [], "nums": []}`, "idx[0]: expected an integer, found the decimal number 1.0"},
		{`{"idx": (1, 2), "bits": [], "nums": []}`, "idx: expected a list, found a tuple of 2 items"},
		{`{"idx": [], "bits": ["1"], "nums": []}`, `bits[0]: expected an integer, found the string "1"`},
		{`{"idx": [], "bits": [], "nums": [256]}`, "nums[0]: expected a whole number of at least 0, found 256"},
		{`{"idx": [], "bits": [], "nums": [-1]}`, "nums[0]: expected a whole number of at least 0, found -1"},
	} {
		if _, err := decodeText[strict](t, 0, c.text); err == nil || err.Error() != c.want {
			t.Errorf("%s:\n got %v\nwant %s", c.text, err, c.want)
		}
	}
}

type grid struct{ size int }

// cell is read in two spellings, its bound taken from the instance.
type cell struct{ X, Y int }

func (c *cell) DecodeValue(g *grid, v Value, path string) error {
	if v.Kind == String {
		if _, err := fmt.Sscanf(v.Text, "%d,%d", &c.X, &c.Y); err != nil {
			return Errorf(path, "the string %s is not x,y", wire.Quote(v.Text, 20))
		}
	} else {
		var xy [2]int
		if err := Decode(g, v, path, &xy, Options{}); err != nil {
			return err
		}
		c.X, c.Y = xy[0], xy[1]
	}
	if c.X >= g.size || c.Y >= g.size {
		return InCheck("bounds", Errorf(path, "(%d, %d) is off the %d×%d grid", c.X, c.Y, g.size, g.size))
	}
	return nil
}

type walk struct {
	Cells []cell `json:"cells" decode:"max=4"`
	Deep  [][][][][]int
}

func TestDecoderMethodsSeeTheInstance(t *testing.T) {
	g := &grid{size: 3}
	a, err := decodeText[walk](t, g, `{"cells": [[0, 1], "2,2"], "Deep": [[[[[7]]]]]}`)
	if err != nil || !reflect.DeepEqual(a.Cells, []cell{{0, 1}, {2, 2}}) || a.Deep[0][0][0][0][0] != 7 {
		t.Fatalf("decoded %+v, %v", a, err)
	}
	_, err = decodeText[walk](t, g, `{"cells": [[0, 1], [3, 0]], "Deep": []}`)
	if err == nil || err.Error() != "cells[1]: (3, 0) is off the 3×3 grid" || CheckOf(err, "format") != "bounds" {
		t.Errorf("off the grid: %v (check %s)", err, CheckOf(err, "format"))
	}
	_, err = decodeText[walk](t, g, `{"cells": [[0, 1], [0, 1, 2]], "Deep": []}`)
	if err == nil || err.Error() != "cells[1]: expected 2 numbers, found 3" || CheckOf(err, "format") != "format" {
		t.Errorf("three numbers: %v (check %s)", err, CheckOf(err, "format"))
	}
	// Paths deeper than the four steps kept inline are still written whole.
	_, err = decodeText[walk](t, g, `{"cells": [], "Deep": [[[[[7, [8]]]]]]}`)
	if err == nil || err.Error() != "Deep[0][0][0][0][1]: expected an integer, found a list of 1 item" {
		t.Errorf("deep path: %v", err)
	}
	// A method for another instance type is not called.
	if _, err := decodeText[walk](t, "not a grid", `{"cells": ["2,2"], "Deep": []}`); err == nil || !strings.Contains(err.Error(), "expected an object") {
		t.Errorf("a decoder for another context was used: %v", err)
	}
}

type pair struct {
	Digit int    `json:"digit"`
	Name  string `json:"name"`
}

func TestDecodeObjects(t *testing.T) {
	var ps []pair
	v, _ := ParseLiteral(`[{"digit": 1, "name": "a"}, {"digit": 2}]`, DefaultLimits)
	err := Decode[any](nil, v, "items", &ps, Options{})
	if err == nil || err.Error() != `items[1]: has no "name"` {
		t.Errorf("missing key: %v", err)
	}
	v, _ = ParseLiteral(`[[1, "a"]]`, DefaultLimits)
	err = Decode[any](nil, v, "items", &ps, Options{})
	if err == nil || err.Error() != `items[0]: expected an object {"digit": ..., "name": ...}, found a list of 2 items` {
		t.Errorf("not an object: %v", err)
	}
}

// An answer type may read the whole object itself.
type whole struct{ n int }

func (w *whole) DecodeValue(_ any, v Value, path string) error {
	w.n = len(v.Keys)
	if path != "" {
		return errors.New("the root's path is not empty")
	}
	return nil
}

func TestDecodeAnswerUsesTheAnswersOwnMethod(t *testing.T) {
	var w whole
	err := DecodeAnswer[any](nil, Found{Object: Value{Kind: Dict, Keys: []Value{{Kind: String, Text: "a"}}, Items: []Value{{}}}}, &w)
	if err != nil || w.n != 1 {
		t.Errorf("got %+v, %v", w, err)
	}
}

func TestDecodeRefusesUnknownTagsAndTypes(t *testing.T) {
	for name, f := range map[string]func(){
		"tag": func() { parseOptions("strings,loose") },
		"max": func() { parseOptions("max=0") },
		"map": func() { var m map[string]int; _ = Decode[any](nil, Value{Kind: Dict}, "m", &m, Options{}) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

// The rows of a long answer are read without writing a path for any of them.
func BenchmarkDecodeRows(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`{"boxes": [`)
	for i := range 5000 {
		if i > 0 {
			sb.WriteByte(',')
		}
		fmt.Fprintf(&sb, "[%d, %d, %d, %d]", i, i+1, i+2, i+3)
	}
	sb.WriteString(`]}`)
	v, err := ParseLiteral(sb.String(), DefaultLimits)
	if err != nil {
		b.Fatal(err)
	}
	type rows struct {
		Boxes [][4]int `json:"boxes"`
	}
	f := Found{Object: v}
	for b.Loop() {
		var r rows
		if err := DecodeAnswer[any](nil, f, &r); err != nil {
			b.Fatal(err)
		}
	}
}
