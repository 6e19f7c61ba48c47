package memo

import (
	"errors"
	"slices"
	"sync"
	"testing"
)

func TestCache(t *testing.T) {
	c := New[string, int](3)
	made := 0
	get := func(k string) int {
		v, err := c.Get(k, func() (int, error) { made++; return len(k), nil })
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	get("a")
	if get("a") != 1 || made != 1 {
		t.Errorf("a second Get made the value again (%d makes)", made)
	}
	get("bb")
	get("ccc")
	get("a") // a is now the most recently used
	get("dddd")
	if got := c.Keys(); !slices.Equal(got, []string{"ccc", "a", "dddd"}) || c.Len() != 3 {
		t.Errorf("kept %v, want the least recently used (bb) dropped", got)
	}
	if _, err := c.Get("e", func() (int, error) { return 0, errors.New("no") }); err == nil || slices.Contains(c.Keys(), "e") {
		t.Errorf("a failed make: %v, kept %v", err, c.Keys())
	}
	c.Reset()
	if c.Len() != 0 || get("a") != 1 || made != 5 {
		t.Errorf("after Reset: %d kept, %d makes", c.Len(), made)
	}
}

// Callers at once share the cache; it never holds more than its size.
func TestCacheConcurrent(t *testing.T) {
	c := New[int, int](4)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				k := (g + i) % 7
				if v, _ := c.Get(k, func() (int, error) { return k * k, nil }); v != k*k {
					t.Errorf("key %d gave %d", k, v)
				}
			}
		}()
	}
	wg.Wait()
	if c.Len() != 4 || len(c.vals) != 4 {
		t.Errorf("%d keys, %d values kept; want 4", c.Len(), len(c.vals))
	}
}
