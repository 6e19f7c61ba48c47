package memo

import "sync"

// Cache keeps at most size values, dropping the least recently used. It is
// safe for concurrent use; two callers that miss the same key at once both
// make the value, and either is kept (the work depends on the key alone, so
// both are alike).
type Cache[K comparable, V any] struct {
	mu   sync.Mutex
	size int
	keys []K // most recently used first
	vals map[K]V
}

// New makes a cache of at most size values.
func New[K comparable, V any](size int) *Cache[K, V] {
	return &Cache[K, V]{size: max(1, size), vals: map[K]V{}}
}

// Get returns the value kept for key, or makes it with make and keeps it,
// unless make fails: an error is returned and nothing is kept.
func (c *Cache[K, V]) Get(key K, make func() (V, error)) (V, error) {
	c.mu.Lock()
	if v, ok := c.vals[key]; ok {
		c.touch(key)
		c.mu.Unlock()
		return v, nil
	}
	c.mu.Unlock()
	v, err := make()
	if err != nil {
		return v, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.vals[key]; ok { // made meanwhile by another caller
		c.touch(key)
		return kept, nil
	}
	if len(c.keys) == c.size {
		delete(c.vals, c.keys[len(c.keys)-1])
		c.keys = c.keys[:len(c.keys)-1]
	}
	c.keys = append(c.keys, key)
	copy(c.keys[1:], c.keys)
	c.keys[0] = key
	c.vals[key] = v
	return v, nil
}

// touch moves a kept key to the front; c.mu is held.
func (c *Cache[K, V]) touch(key K) {
	for i, k := range c.keys {
		if k == key {
			copy(c.keys[1:i+1], c.keys[:i])
			c.keys[0] = key
			return
		}
	}
}

// Len is the number of values kept.
func (c *Cache[K, V]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.keys)
}

// Keys lists the keys kept, the least recently used first.
func (c *Cache[K, V]) Keys() []K {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]K, len(c.keys))
	for i, k := range c.keys {
		out[len(out)-1-i] = k
	}
	return out
}

// Reset drops every value (for tests and benchmarks that time fresh work).
func (c *Cache[K, V]) Reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.keys, c.vals = nil, map[K]V{}
}
