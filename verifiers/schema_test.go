package verifiers

import (
	"reflect"
	"slices"
	"testing"
)

// An unread field stays required in the schema but is not looked for by the
// extractor, so a bare list can stand for the one field that is read.
func TestUnreadFieldIsInTheSchemaButNotExtracted(t *testing.T) {
	type answer struct {
		Reasoning string `json:"reasoning" schema:"unread"`
		Items     []int  `json:"items" schema:"minimum=0"`
	}
	typ := reflect.TypeFor[answer]()
	want := `{"type":"object","additionalProperties":false,"required":["reasoning","items"],"properties":{"reasoning":{"type":"string"},"items":{"type":"array","items":{"type":"integer","minimum":0}}}}`
	if got := string(Schema(typ, "")); got != want {
		t.Errorf("schema\n%s\nwant\n%s", got, want)
	}
	if got := FieldsOf(typ); !slices.Equal(got, []string{"items"}) {
		t.Errorf("fields %q, want only \"items\"", got)
	}
	shape := Shape{Fields: FieldsOf(typ)}
	for _, text := range []string{`{"items": [1, 2]}`, `{"reasoning": "r", "items": [1, 2]}`, `[1, 2]`} {
		f, err := Extract(text, shape, DefaultLimits)
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		if v, _ := f.Object.Get("items"); len(v.Items) != 2 {
			t.Errorf("%s: items %s", text, v.Describe())
		}
	}
}
