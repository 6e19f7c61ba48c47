package csgunion

import (
	"encoding/json"

	"github.com/scbench/scbench/geom/solid"
	"github.com/scbench/scbench/tasks/internal/memo"
)

// prepared is what grading needs of an instance alone, whatever the answer:
// the primitives as polytopes, indexed for solid.Columns, and the union's
// volume (by inclusion–exclusion over the primitives' common parts). For a
// union of large spheres the common parts cost as much as the rest of a
// grade, and a batch grades many answers of one instance, so this is made
// once and kept (see preparedCache). It is never changed once made: grades
// running at once share it.
type prepared struct {
	cs       []*solid.Convex
	outlines []*solid.Outline
	union    float64
}

// prepare computes an instance's prepared data.
func prepare(d *Data) (*prepared, error) {
	cs, err := d.Convexes()
	if err != nil {
		return nil, err
	}
	p := &prepared{cs: cs, outlines: make([]*solid.Outline, len(cs))}
	for i, c := range cs {
		p.outlines[i] = solid.NewOutline(c)
	}
	p.union = solid.UnionVolume(cs)
	return p, nil
}

// cacheSize is how many instances preparedCache keeps: enough for a batch
// or a page that moves between a few instances, and a bound on the memory
// kept (a few megabytes for six 48-sided spheres).
const cacheSize = 8

// preparedCache keeps the prepared data of the instances graded last, keyed
// by the instance's content (its primitives in JSON, the form instances
// travel in, whose numbers read back to the same values), not by the pointer
// to its data: two instances of the same primitives share the work, which
// depends on nothing else, and an instance whose primitives were changed
// after a grade never sees the old work.
var preparedCache = memo.New[string, *prepared](cacheSize)

// preparedOf returns the prepared data of d, kept or made now.
func preparedOf(d *Data) (*prepared, error) {
	b, err := json.Marshal(d.Primitives)
	if err != nil {
		// Numbers JSON cannot hold (NaN, ±Inf) make no polytopes either:
		// prepare says why, and nothing is kept.
		return prepare(d)
	}
	return preparedCache.Get(string(b), func() (*prepared, error) { return prepare(d) })
}
