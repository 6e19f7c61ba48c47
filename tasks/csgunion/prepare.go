package csgunion

import (
	"encoding/json"
	"slices"
	"sync"

	"github.com/scbench/scbench/geom/solid"
)

// prepared is what grading needs of an instance alone, whatever the answer:
// the primitives as polytopes, indexed for solid.Columns, and the union's
// volume (by inclusion–exclusion over the primitives' common parts). For a
// union of large spheres the common parts cost as much as the rest of a
// grade, and a batch grades many answers of one instance, so this is made
// once and kept (see preparedCache). It is never changed once made: grades
// running at once share it.
type prepared struct {
	key      string // the instance's primitives in JSON, which is exact
	cs       []*solid.Convex
	outlines []*solid.Outline
	union    float64
}

// prepare computes an instance's prepared data, under its key.
func prepare(d *Data, key string) (*prepared, error) {
	cs, err := d.Convexes()
	if err != nil {
		return nil, err
	}
	p := &prepared{key: key, cs: cs, outlines: make([]*solid.Outline, len(cs))}
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
// travel in, whose numbers read back to the same values), not by
// the pointer to its data: two instances of the same primitives share the
// work, which depends on nothing else, and an instance whose primitives
// were changed after a grade never sees the old work. It is safe for
// concurrent use; two grades that miss at once both compute, and either
// result is the same.
var preparedCache = &instanceCache{}

type instanceCache struct {
	mu      sync.Mutex
	entries []*prepared // most recently used first, at most cacheSize
}

// get returns the prepared data of d, from the cache or made now.
func (c *instanceCache) get(d *Data) (*prepared, error) {
	b, err := json.Marshal(d.Primitives)
	if err != nil {
		// Numbers JSON cannot hold (NaN, ±Inf) make no polytopes either:
		// prepare says why, and nothing is kept.
		return prepare(d, "")
	}
	key := string(b)
	c.mu.Lock()
	for i, p := range c.entries {
		if p.key == key {
			copy(c.entries[1:i+1], c.entries[:i])
			c.entries[0] = p
			c.mu.Unlock()
			return p, nil
		}
	}
	c.mu.Unlock()
	p, err := prepare(d, key)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = slices.Insert(c.entries, 0, p)
	if len(c.entries) > cacheSize {
		c.entries[cacheSize] = nil
		c.entries = c.entries[:cacheSize]
	}
	return p, nil
}

// reset empties the cache (for tests).
func (c *instanceCache) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = nil
}

// len is the number of instances kept.
func (c *instanceCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}
