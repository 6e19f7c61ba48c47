package verifiers

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// An answer shape is declared once, as a Go type; its JSON schema and the
// fields the extractor looks for are derived from it here. The Go type is the
// one the reference solver returns, so the three cannot drift apart.
//
// The derivation covers what answers are made of: structs (objects whose every
// field is required), slices and arrays (arrays fix minItems and maxItems),
// strings, booleans, integers and floats. A field's `schema` tag adds
// constraints, separated by semicolons:
//
//	minimum=0, maximum=9     on the innermost number of the field
//	enum=a|b|c, pattern=...  on the innermost string
//	maxItems=1000            on the field's own list
//	description=...          on the field itself
//	unread                   the grader does not read the field
//
// An unread field (a model's reasoning) stays in the schema, required, so
// that models are asked for it; but it is not among the fields the extractor
// looks for (FieldsOf), so an answer that leaves it out is still found, and a
// bare value may stand for the one field that is read.
//
// Objects are closed (additionalProperties false) unless the struct has a
// blank field tagged `schema:"open"`, for tasks whose graders ignore extra keys
// as upstream's did.

// Schema returns the JSON schema of values of type t, with keys in a fixed
// order so that it reads like a hand-written one and never depends on map
// order. description describes the whole answer (it may be empty).
func Schema(t reflect.Type, description string) json.RawMessage {
	var b strings.Builder
	writeSchema(&b, t, constraints{description: description})
	return json.RawMessage(b.String())
}

// SchemaOf is Schema for the type parameter.
func SchemaOf[A any](description string) json.RawMessage {
	return Schema(reflect.TypeFor[A](), description)
}

// FieldsOf returns the JSON names of a struct type's fields that the grader
// reads: the required fields of its schema but those tagged unread, and so
// the Shape's Fields. A non-struct has none.
func FieldsOf(t reflect.Type) []string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil
	}
	var out []string
	for _, f := range fields(t) {
		if !f.tag.unread {
			out = append(out, f.name)
		}
	}
	return out
}

type constraints struct {
	description    string
	minimum        string
	maximum        string
	enum           []string
	pattern        string
	maxItems       string
	hasMin, hasMax bool
	unread         bool
}

func parseTag(tag string) constraints {
	var c constraints
	for _, part := range strings.Split(tag, ";") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "":
		case "minimum":
			c.minimum, c.hasMin = v, true
		case "maximum":
			c.maximum, c.hasMax = v, true
		case "enum":
			c.enum = strings.Split(v, "|")
		case "pattern":
			c.pattern = v
		case "maxItems":
			c.maxItems = v
		case "description":
			c.description = v
		case "unread":
			c.unread = true
		default:
			panic(fmt.Sprintf("verifiers: unknown schema constraint %q", k))
		}
	}
	return c
}

type field struct {
	name   string
	index  int
	typ    reflect.Type
	tag    constraints
	decode string // the decode tag (typed.go)
}

// fields lists a struct's JSON fields in declaration order, skipping
// unexported ones and those tagged json:"-".
func fields(t reflect.Type) []field {
	var out []field
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, field{name: name, index: i, typ: f.Type, tag: parseTag(f.Tag.Get("schema")), decode: f.Tag.Get("decode")})
	}
	return out
}

// open reports whether a struct admits keys beyond its fields.
func open(t reflect.Type) bool {
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Name == "_" && f.Tag.Get("schema") == "open" {
			return true
		}
	}
	return false
}

func writeSchema(b *strings.Builder, t reflect.Type, c constraints) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	b.WriteByte('{')
	key := func(k string) {
		if b.Len() > 0 && b.String()[b.Len()-1] != '{' {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(k))
		b.WriteByte(':')
	}
	str := func(s string) {
		q, _ := json.Marshal(s) // JSON escaping, not Go's
		b.Write(q)
	}
	switch t.Kind() {
	case reflect.Struct:
		key("type")
		str("object")
		if c.description != "" {
			key("description")
			str(c.description)
		}
		if !open(t) {
			key("additionalProperties")
			b.WriteString("false")
		}
		fs := fields(t)
		key("required")
		b.WriteByte('[')
		for i, f := range fs {
			if i > 0 {
				b.WriteByte(',')
			}
			str(f.name)
		}
		b.WriteByte(']')
		key("properties")
		b.WriteByte('{')
		for i, f := range fs {
			if i > 0 {
				b.WriteByte(',')
			}
			str(f.name)
			b.WriteByte(':')
			writeSchema(b, f.typ, f.tag)
		}
		b.WriteByte('}')
	case reflect.Slice, reflect.Array:
		key("type")
		str("array")
		if c.description != "" {
			key("description")
			str(c.description)
		}
		if t.Kind() == reflect.Array {
			n := strconv.Itoa(t.Len())
			key("minItems")
			b.WriteString(n)
			key("maxItems")
			b.WriteString(n)
		} else if c.maxItems != "" {
			key("maxItems")
			b.WriteString(c.maxItems)
		}
		key("items")
		inner := c
		inner.description, inner.maxItems = "", "" // they belong to this list
		writeSchema(b, t.Elem(), inner)
	case reflect.String:
		key("type")
		str("string")
		if c.description != "" {
			key("description")
			str(c.description)
		}
		if len(c.enum) > 0 {
			key("enum")
			b.WriteByte('[')
			for i, e := range c.enum {
				if i > 0 {
					b.WriteByte(',')
				}
				str(e)
			}
			b.WriteByte(']')
		}
		if c.pattern != "" {
			key("pattern")
			str(c.pattern)
		}
	case reflect.Bool:
		key("type")
		str("boolean")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		key("type")
		if t.Kind() == reflect.Float32 || t.Kind() == reflect.Float64 {
			str("number")
		} else {
			str("integer")
		}
		if c.description != "" {
			key("description")
			str(c.description)
		}
		if c.hasMin {
			key("minimum")
			b.WriteString(c.minimum)
		}
		if c.hasMax {
			key("maximum")
			b.WriteString(c.maximum)
		}
	default:
		panic(fmt.Sprintf("verifiers: no JSON schema for answers of type %s", t))
	}
	b.WriteByte('}')
}
