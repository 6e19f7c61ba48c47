package tasks_test

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// validate checks a decoded JSON value against a decoded JSON Schema, over the
// keywords manifold schemas use: type, properties, additionalProperties,
// required, minimum, maximum, enum. It is written here, apart from Schema, so
// that the test reads the schema as any consumer would: from its JSON.
func validate(schema map[string]any, v any, at string) error {
	if t, ok := schema["type"].(string); ok {
		if err := checkType(t, v); err != nil {
			return fmt.Errorf("%s: %v", at, err)
		}
	}
	if x, ok := v.(float64); ok {
		if lo, ok := schema["minimum"].(float64); ok && x < lo {
			return fmt.Errorf("%s: %v is below the minimum %v", at, x, lo)
		}
		if hi, ok := schema["maximum"].(float64); ok && x > hi {
			return fmt.Errorf("%s: %v is above the maximum %v", at, x, hi)
		}
	}
	if enum, ok := schema["enum"].([]any); ok {
		found := false
		for _, e := range enum {
			if e == v {
				found = true
			}
		}
		if !found {
			return fmt.Errorf("%s: %v is not in the enum %v", at, v, enum)
		}
	}
	obj, isObj := v.(map[string]any)
	if !isObj {
		return nil
	}
	props, _ := schema["properties"].(map[string]any)
	if req, ok := schema["required"].([]any); ok {
		for _, r := range req {
			if _, ok := obj[r.(string)]; !ok {
				return fmt.Errorf("%s: %v is required", at, r)
			}
		}
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		sub, ok := props[k].(map[string]any)
		if !ok {
			if ap, ok := schema["additionalProperties"].(bool); ok && !ap {
				return fmt.Errorf("%s: property %q is not allowed", at, k)
			}
			continue
		}
		if err := validate(sub, obj[k], at+"."+k); err != nil {
			return err
		}
	}
	return nil
}

func checkType(t string, v any) error {
	ok := false
	switch x := v.(type) {
	case float64:
		ok = t == "number" || t == "integer" && x == math.Trunc(x)
	case bool:
		ok = t == "boolean"
	case string:
		ok = t == "string"
	case map[string]any:
		ok = t == "object"
	}
	if !ok {
		return fmt.Errorf("%v is not of type %s", v, t)
	}
	return nil
}

// viaJSON round-trips v through JSON, as a consumer of the schema sees it.
func viaJSON(t *testing.T, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// topKeys lists an object's keys in the order written.
func topKeys(t *testing.T, raw json.RawMessage) []string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

func TestValidatorRefusesWhatItShould(t *testing.T) {
	m := tasks.Manifold{Params: tasks.Declare(
		tasks.IntKey("n", 2, 9, 4, "a count"),
		tasks.FloatKey("f", 0, 1, 0.5, "a fraction"),
		tasks.BoolKey("b", false, "a switch"),
		tasks.ChoiceKey("c", []string{"x", "y"}, "x", "a choice"))}
	schema := viaJSON(t, m.Schema("toy")).(map[string]any)
	for _, bad := range []string{`{"n": 10}`, `{"n": 1}`, `{"n": 2.5}`, `{"f": -0.1}`, `{"f": "0.5"}`,
		`{"b": 1}`, `{"c": "z"}`, `{"d": 1}`, `[1]`} {
		var v any
		if err := json.Unmarshal([]byte(bad), &v); err != nil {
			t.Fatal(err)
		}
		if validate(schema, v, "$") == nil {
			t.Errorf("%s passed the schema", bad)
		}
	}
	var good any
	json.Unmarshal([]byte(`{"n": 9, "f": 0, "b": true, "c": "y"}`), &good)
	if err := validate(schema, good, "$"); err != nil {
		t.Errorf("a valid assignment failed: %v", err)
	}
}

// Every task's schema lists every parameter, in order, with its type, range
// or choices, default and description, and accepts every preset and every
// canonical subpass's parameters.
func TestEveryTaskSchemaDescribesItsManifold(t *testing.T) {
	for _, e := range suite.Tasks() {
		slug := e.Info().Slug
		g := tasks.GenerationOf(e)
		b, err := json.Marshal(g)
		if err != nil {
			t.Fatalf("%s: %v", slug, err)
		}
		var doc struct {
			Schema    json.RawMessage
			Presets   []tasks.Preset
			Subpasses []tasks.Subpass
		}
		var schema map[string]any
		var order struct{ Properties json.RawMessage }
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatalf("%s: %v", slug, err)
		}
		if json.Unmarshal(doc.Schema, &schema) != nil || json.Unmarshal(doc.Schema, &order) != nil {
			t.Fatalf("%s: the schema is not an object", slug)
		}
		if schema["$schema"] != tasks.SchemaDialect || schema["type"] != "object" || schema["additionalProperties"] != false {
			t.Errorf("%s: schema head %v %v %v", slug, schema["$schema"], schema["type"], schema["additionalProperties"])
		}
		names := topKeys(t, order.Properties)
		props := schema["properties"].(map[string]any)
		m := e.Manifold()
		if len(props) != len(m.Params) {
			t.Errorf("%s: %d properties for %d parameters", slug, len(props), len(m.Params))
		}
		for i, p := range m.Params {
			if i >= len(names) || names[i] != p.Name {
				t.Errorf("%s: the properties are %v, not in the manifold's order", slug, names)
			}
			ps, ok := props[p.Name].(map[string]any)
			if !ok {
				t.Errorf("%s: parameter %s is missing from the schema", slug, p.Name)
				continue
			}
			want := map[tasks.Kind]string{tasks.Int: "integer", tasks.Float: "number", tasks.Bool: "boolean", tasks.Choice: "string"}[p.Kind]
			if ps["type"] != want || ps["description"] != p.Doc || p.Doc == "" {
				t.Errorf("%s.%s: type %v description %q", slug, p.Name, ps["type"], ps["description"])
			}
			if ps["default"] != viaJSON(t, p.Default) {
				t.Errorf("%s.%s: default %v, want %v", slug, p.Name, ps["default"], p.Default)
			}
			switch p.Kind {
			case tasks.Int, tasks.Float:
				if ps["minimum"] != p.Min || ps["maximum"] != p.Max {
					t.Errorf("%s.%s: range %v..%v, want %v..%v", slug, p.Name, ps["minimum"], ps["maximum"], p.Min, p.Max)
				}
			case tasks.Choice:
				if fmt.Sprint(ps["enum"]) != fmt.Sprint(viaJSON(t, p.Choices)) {
					t.Errorf("%s.%s: enum %v, want %v", slug, p.Name, ps["enum"], p.Choices)
				}
			}
			// The default itself passes the parameter's schema.
			if err := validate(ps, viaJSON(t, p.Default), slug+"."+p.Name); err != nil {
				t.Errorf("default: %v", err)
			}
		}
		if len(doc.Presets) != len(m.Presets) {
			t.Errorf("%s: %d presets, want %d", slug, len(doc.Presets), len(m.Presets))
		}
		for i, pr := range m.Presets {
			if i < len(doc.Presets) && (doc.Presets[i].Name != pr.Name || doc.Presets[i].Doc != pr.Doc ||
				fmt.Sprint(viaJSON(t, doc.Presets[i].Values)) != fmt.Sprint(viaJSON(t, pr.Values))) {
				t.Errorf("%s: preset %d is %+v, want %+v", slug, i, doc.Presets[i], pr)
			}
			if err := validate(schema, viaJSON(t, pr.Values), slug+" preset "+pr.Name); err != nil {
				t.Errorf("%v", err)
			}
		}
		if len(doc.Subpasses) != len(e.Subpasses()) {
			t.Errorf("%s: %d subpasses, want %d", slug, len(doc.Subpasses), len(e.Subpasses()))
		}
		for _, sp := range e.Subpasses() {
			if err := validate(schema, viaJSON(t, sp.Params), fmt.Sprintf("%s subpass %d", slug, sp.Index)); err != nil {
				t.Errorf("%v", err)
			}
		}
	}
}
