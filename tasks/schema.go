package tasks

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// SchemaDialect is the JSON Schema draft a manifold's schema is written in.
const SchemaDialect = "https://json-schema.org/draft/2020-12/schema"

// ParamsSchema is a JSON Schema (draft 2020-12) of a task's parameter
// assignments: an object whose properties are the manifold's parameters, in
// the manifold's order, each with its type, range or allowed values, default
// and description. Every parameter has a default, so none is required: the
// schema accepts a preset's partial values as well as a full assignment, and
// refuses a name the manifold does not have.
type ParamsSchema struct {
	Schema               string           `json:"$schema"`
	Title                string           `json:"title,omitempty"`
	Type                 string           `json:"type"`
	Properties           SchemaProperties `json:"properties"`
	AdditionalProperties bool             `json:"additionalProperties"`
}

// PropertySchema is the schema of one parameter.
type PropertySchema struct {
	Name        string   `json:"-"`
	Type        string   `json:"type"`
	Description string   `json:"description,omitempty"`
	Minimum     *float64 `json:"minimum,omitempty"`
	Maximum     *float64 `json:"maximum,omitempty"`
	Enum        []string `json:"enum,omitempty"`
	Default     any      `json:"default"`
}

// SchemaProperties are a schema's properties; they encode as a JSON object
// in the manifold's order (a map would sort them by name).
type SchemaProperties []PropertySchema

// MarshalJSON writes the properties as one object, keyed by name, in order.
func (ps SchemaProperties) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(p.Name)
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(p)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads the properties back, in the order written.
func (ps *SchemaProperties) UnmarshalJSON(b []byte) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return fmt.Errorf("schema properties must be an object")
	}
	out := SchemaProperties{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		p := PropertySchema{Name: tok.(string)}
		if err := dec.Decode(&p); err != nil {
			return err
		}
		out = append(out, p)
	}
	*ps = out
	return nil
}

// jsonType is the JSON Schema type of a parameter kind.
var jsonType = map[Kind]string{Int: "integer", Float: "number", Bool: "boolean", Choice: "string"}

// Schema returns the JSON Schema of the manifold's parameter assignments, the
// same parameters, ranges and defaults the browser's parameter form shows.
func (m Manifold) Schema(title string) ParamsSchema {
	s := ParamsSchema{Schema: SchemaDialect, Title: title, Type: "object", Properties: SchemaProperties{}}
	for _, p := range m.Params {
		ps := PropertySchema{Name: p.Name, Type: jsonType[p.Kind], Description: p.Doc, Default: p.Default}
		switch p.Kind {
		case Int, Float:
			lo, hi := p.Min, p.Max
			ps.Minimum, ps.Maximum = &lo, &hi
		case Choice:
			ps.Enum = append([]string{}, p.Choices...)
		}
		s.Properties = append(s.Properties, ps)
	}
	return s
}

// Generation is a task's generation schema: what `scbench manifold` prints,
// its parameters as a JSON Schema with the presets and the points of the
// paper's canonical subpasses on the manifold.
type Generation struct {
	Task      string       `json:"task"`
	Name      string       `json:"name"`
	Rules     string       `json:"rules"`
	Schema    ParamsSchema `json:"schema"`
	Presets   []Preset     `json:"presets"`
	Subpasses []Subpass    `json:"subpasses"`
}

// GenerationOf returns t's generation schema.
func GenerationOf(t Task) Generation {
	info := t.Info()
	m := t.Manifold()
	presets := m.Presets
	if presets == nil {
		presets = []Preset{}
	}
	subs := t.Subpasses()
	if subs == nil {
		subs = []Subpass{}
	}
	return Generation{Task: info.Slug, Name: info.Name, Rules: info.Rules,
		Schema: m.Schema(info.Slug + " parameters"), Presets: presets, Subpasses: subs}
}
