package interlockingparts

import "sync"

// recent keeps the files built for the answers graded last. The nine
// criteria grade one answer, each in its own Grade call (a batch or a run
// of the suite grades them one after another), and building a file (an
// OpenSCAD evaluation and its body count) is most of a criterion's cost:
// with the cache each file is built once for all nine. A built file depends
// on its type and contents only, so a hit gives what a fresh build would.
var recent = &fileCache{size: PartCount}

// maxCachedFile is the largest file kept (the OpenSCAD evaluator's default
// source limit); larger ones are built every time.
const maxCachedFile = 1 << 20

// fileCache holds the last size built files, the oldest dropped first: no
// more than one answer's parts hold while it is graded.
type fileCache struct {
	mu    sync.Mutex
	size  int
	order [][2]string // keys, oldest first
	files map[[2]string]built
}

// build returns the file built, from the cache or afresh.
func (c *fileCache) build(kind, fileType, contents string) built {
	key := [2]string{kind, contents}
	c.mu.Lock()
	f, ok := c.files[key]
	c.mu.Unlock()
	if ok {
		return f
	}
	f = buildFile(kind, fileType, contents)
	if len(contents) > maxCachedFile {
		return f
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.files[key]; ok {
		return f
	}
	if c.files == nil {
		c.files = map[[2]string]built{}
	}
	if len(c.order) == c.size {
		delete(c.files, c.order[0])
		c.order = append(c.order[:0], c.order[1:]...)
	}
	c.order = append(c.order, key)
	c.files[key] = f
	return f
}

// forget empties the cache (for benchmarks that time a fresh answer).
func (c *fileCache) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.order, c.files = nil, nil
}
