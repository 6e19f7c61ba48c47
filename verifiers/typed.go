package verifiers

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/scbench/scbench/wire"
)

// Typed decoding: an answer found in a model's text (a Value tree) is read
// into the task's answer type, the same Go type its schema is derived from
// (schema.go), so that the answer's shape is declared once. The Go type says
// what each value must be; a field's `decode` tag says how leniently its
// values are read, separated by commas:
//
//	strings     a numeric string is read as the number it spells ("3", " 2.5 ")
//	bools       true and false are read as the integers 1 and 0
//	nodecimals  an integer may not be written as a decimal (3.0)
//	lists       the field's own list must be a list, not a tuple
//	max=N       the field's own list has at most N entries, refused before any
//	            entry is read
//
// The number options apply to every number inside the field; lists and max
// to the field's own list only. What tags cannot say (a message of the
// task's own, a bound that depends on the instance, several spellings of one
// value) a type of the answer says by implementing Decoder: encoding/json's
// Unmarshaler, with the instance at hand.
//
// Every error names the offending element by its path in the answer
// ("rectangles[3][1]: expected an integer, found 1.5"). Objects may hold
// keys beyond the fields read; fields tagged unread are not read.

// Decoder is implemented by an answer's types whose reading the tags cannot
// say. DecodeValue reads v, found at path, into the receiver; c is what the
// decoding was asked with (for a task, its instance data, a *Data), so that
// a bound or a reading may depend on the instance. It may call Decode for
// the parts the tags can say.
type Decoder[C any] interface {
	DecodeValue(c C, v Value, path string) error
}

// Options are a decode tag as a value, for Decoder methods that read part of
// a value the way a tag would (see Decode).
type Options struct {
	// Strings reads a numeric string as the number it spells.
	Strings bool
	// Bools reads true and false as the integers 1 and 0 (Python's bool is
	// an int).
	Bools bool
	// NoDecimals refuses an integer written as a decimal, for tasks whose
	// upstream used the value as a list index, which Python refuses for 1.0.
	NoDecimals bool
	// Lists refuses a tuple where the list is.
	Lists bool
	// Max bounds the entries of the list (0: no bound but the parser's
	// limits), checked before any entry is read.
	Max int
}

func (o Options) ints() IntRule {
	return IntRule{NumericStrings: o.Strings, Bools: o.Bools, NoDecimals: o.NoDecimals}
}

// parseOptions reads a decode tag.
func parseOptions(tag string) Options {
	var o Options
	for _, part := range strings.Split(tag, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "":
		case "strings":
			o.Strings = true
		case "bools":
			o.Bools = true
		case "nodecimals":
			o.NoDecimals = true
		case "lists":
			o.Lists = true
		case "max":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				panic(fmt.Sprintf("verifiers: decode tag max=%q is not a count of at least 1", v))
			}
			o.Max = n
		default:
			panic(fmt.Sprintf("verifiers: unknown decode option %q", k))
		}
	}
	return o
}

// DecodeAnswer reads a found answer object into the struct dst points to,
// as json.Unmarshal would: each field the grader reads (FieldsOf) from the
// object's key of that name, or the whole object by the struct's own
// DecodeValue method when it has one (path ""). c is passed to every Decoder
// method met. (Generic in c alone, it is one function for every answer type.)
func DecodeAnswer[C any](c C, f Found, dst any) error {
	if m, ok := dst.(Decoder[C]); ok {
		return m.DecodeValue(c, f.Object, "")
	}
	rv := reflect.ValueOf(dst)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		panic(fmt.Sprintf("verifiers: DecodeAnswer needs a pointer to a struct, not %T", dst))
	}
	return decoding[C]{c: c}.object(f.Object, loc{}, rv.Elem())
}

// Decode reads v, found at path, into the value dst points to, as its type
// and o say. It does not call dst's own DecodeValue method (a Decoder method
// calls Decode for the rest of its work), but it calls those of the values
// inside it.
func Decode[C any](c C, v Value, path string, dst any, o Options) error {
	rv := reflect.ValueOf(dst)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		panic(fmt.Sprintf("verifiers: Decode needs a pointer, not %T", dst))
	}
	d := decoding[C]{c: c}
	return d.plain(v, loc{base: path}, rv.Elem(), o)
}

// CheckError is a decoding error that a report records under a check of its
// own (a list of the wrong length as "count") rather than under the task's
// format check.
type CheckError struct {
	Check string
	Err   error
}

func (e *CheckError) Error() string { return e.Err.Error() }
func (e *CheckError) Unwrap() error { return e.Err }

// InCheck marks err to be recorded under the named check (nil stays nil).
func InCheck(check string, err error) error {
	if err == nil {
		return nil
	}
	return &CheckError{Check: check, Err: err}
}

// CheckOf names the check err is recorded under: the one InCheck gave it, or
// otherwise fallback.
func CheckOf(err error, fallback string) string {
	var ce *CheckError
	if errors.As(err, &ce) {
		return ce.Check
	}
	return fallback
}

// decoding is one call's state: what Decoder methods are given.
type decoding[C any] struct{ c C }

// value reads v into rv, through rv's DecodeValue method if it has one.
func (d decoding[C]) value(v Value, at loc, rv reflect.Value, o Options) error {
	if hasDecoder[C](rv.Type()) {
		return rv.Addr().Interface().(Decoder[C]).DecodeValue(d.c, v, at.String())
	}
	return d.plain(v, at, rv, o)
}

// plain reads v into rv as rv's kind says.
func (d decoding[C]) plain(v Value, at loc, rv reflect.Value, o Options) error {
	switch t := rv.Type(); t.Kind() {
	case reflect.Struct:
		return d.object(v, at, rv)
	case reflect.Slice:
		items, err := d.items(v, at, o)
		if err != nil {
			return err
		}
		s := reflect.MakeSlice(t, len(items), len(items))
		if err := d.elements(items, at, s, o); err != nil {
			return err
		}
		rv.Set(s)
		return nil
	case reflect.Array:
		items, err := d.items(v, at, o)
		if err != nil {
			return err
		}
		if len(items) != t.Len() {
			what := "items"
			if numeric(t.Elem().Kind()) {
				what = "numbers"
			}
			return Errorf(at.String(), "expected %d %s, found %d", t.Len(), what, len(items))
		}
		return d.elements(items, at, rv, o)
	case reflect.String:
		if v.Kind != String {
			return Errorf(at.String(), "expected a string, found %s", v.Describe())
		}
		rv.SetString(v.Text)
		return nil
	case reflect.Bool:
		if v.Kind != Bool {
			return Errorf(at.String(), "expected true or false, found %s", v.Describe())
		}
		rv.SetBool(v.Bool)
		return nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := v.Int
		if v.Kind != Int || v.Big {
			var err error
			if n, err = Integer(v, at.String(), o.ints()); err != nil {
				return err
			}
		}
		if rv.OverflowInt(n) {
			return Errorf(at.String(), "the integer %d is far too large", n)
		}
		rv.SetInt(n)
		return nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := Integer(v, at.String(), o.ints())
		if err != nil {
			return err
		}
		if n < 0 || rv.OverflowUint(uint64(n)) {
			return Errorf(at.String(), "expected a whole number of at least 0, found %d", n)
		}
		rv.SetUint(uint64(n))
		return nil
	case reflect.Float32, reflect.Float64:
		f, err := d.number(v, at, o)
		if err != nil {
			return err
		}
		if rv.OverflowFloat(f) {
			return Errorf(at.String(), "the number %s is far too large", v.Describe())
		}
		rv.SetFloat(f)
		return nil
	}
	panic(fmt.Sprintf("verifiers: no decoding for answers of type %s", rv.Type()))
}

// number reads a finite number, and a numeric string when o allows it.
func (d decoding[C]) number(v Value, at loc, o Options) (float64, error) {
	switch {
	case v.Kind == Int && !v.Big:
		return float64(v.Int), nil
	case v.Kind == Float && !math.IsNaN(v.Float) && !math.IsInf(v.Float, 0):
		return v.Float, nil
	case v.Kind == String && o.Strings:
		f, err := strconv.ParseFloat(strings.TrimSpace(v.Text), 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return 0, Errorf(at.String(), "expected a finite number, found %s", v.Describe())
		}
		return f, nil
	}
	return Number(v, at.String())
}

// items returns the entries of a list (or tuple, unless o says lists only),
// bounding their number before anything looks inside.
func (d decoding[C]) items(v Value, at loc, o Options) ([]Value, error) {
	if !(v.Kind == List || (!o.Lists && v.Kind == Tuple)) {
		return Seq(v, at.String(), !o.Lists)
	}
	if o.Max > 0 && len(v.Items) > o.Max {
		return nil, Errorf(at.String(), "has %s entries; no correct answer has more than %s", wire.Thousands(len(v.Items)), wire.Thousands(o.Max))
	}
	return v.Items, nil
}

// elements reads the entries into a slice or array; the tag's list options
// belong to the list, not to its entries.
func (d decoding[C]) elements(items []Value, at loc, rv reflect.Value, o Options) error {
	o.Lists, o.Max = false, 0
	if hasDecoder[C](rv.Type().Elem()) {
		for i, it := range items {
			if err := d.value(it, at.index(i), rv.Index(i), o); err != nil {
				return err
			}
		}
		return nil
	}
	wide := rv.Type().Elem().Kind() == reflect.Int || rv.Type().Elem().Kind() == reflect.Int64
	for i, it := range items {
		if wide && it.Kind == Int && !it.Big {
			rv.Index(i).SetInt(it.Int) // the common case, without the switch
			continue
		}
		if err := d.plain(it, at.index(i), rv.Index(i), o); err != nil {
			return err
		}
	}
	return nil
}

// object reads a struct's fields from an object's keys.
func (d decoding[C]) object(v Value, at loc, rv reflect.Value) error {
	fs := decodedFields(rv.Type())
	if v.Kind != Dict {
		return Errorf(at.String(), "expected an object %s, found %s", fs.form, v.Describe())
	}
	for _, f := range fs.list {
		x, ok := v.Get(f.name)
		if !ok {
			return Errorf(at.String(), "has no %q", f.name)
		}
		if err := d.value(x, at.key(f.name), rv.Field(f.index), f.opts); err != nil {
			return err
		}
	}
	return nil
}

// hasDecoder says whether *t has a DecodeValue method for C.
func hasDecoder[C any](t reflect.Type) bool {
	if t.PkgPath() == "" && t.Kind() != reflect.Struct {
		return false // predeclared or unnamed ([4]int): no methods
	}
	p := reflect.PointerTo(t)
	return p.NumMethod() > 0 && p.Implements(reflect.TypeFor[Decoder[C]]())
}

func numeric(k reflect.Kind) bool {
	return k >= reflect.Int && k <= reflect.Float64
}

// structFields are the fields a struct's decoding reads, and the form of the
// object for messages: {"digit": ..., "orientation": ...}.
type structFields struct {
	list []decodedField
	form string
}

type decodedField struct {
	name  string
	index int
	opts  Options
}

var structCache sync.Map // reflect.Type -> *structFields

func decodedFields(t reflect.Type) *structFields {
	if fs, ok := structCache.Load(t); ok {
		return fs.(*structFields)
	}
	fs := &structFields{}
	var keys []string
	for _, f := range fields(t) {
		if f.tag.unread {
			continue
		}
		fs.list = append(fs.list, decodedField{name: f.name, index: f.index, opts: parseOptions(f.decode)})
		keys = append(keys, strconv.Quote(f.name)+": ...")
	}
	fs.form = "{" + strings.Join(keys, ", ") + "}"
	structCache.Store(t, fs)
	return fs
}

// loc is a path in an answer, written out only when a message needs it or a
// key is added: a prefix and up to three list indices after it, so that
// reading the numbers of a long list of rows writes no path at all.
type loc struct {
	base string
	idx  [3]int
	n    int
}

func (l loc) index(i int) loc {
	if l.n == len(l.idx) {
		l = loc{base: l.String()}
	}
	l.idx[l.n] = i
	l.n++
	return l
}

func (l loc) key(k string) loc {
	p := l.String()
	if p == "" {
		return loc{base: k}
	}
	return loc{base: p + "." + k}
}

// String writes the path: "rectangles[3][1]", "polyhedron.faces[2]".
func (l loc) String() string {
	p := l.base
	for _, i := range l.idx[:l.n] {
		p = Index(p, i)
	}
	return p
}
