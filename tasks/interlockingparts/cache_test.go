package interlockingparts

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/scbench/scbench/tasks/internal/memo"
)

// TestFileCache checks the cache of built files: a hit is the very file
// built before, at most size files are kept (the least recently used go first), files
// past maxCachedFile are never kept, and concurrent graders may share it.
func TestFileCache(t *testing.T) {
	c := memo.New[[2]string, built](3)
	build := func(kind, fileType, contents string) built { return buildKept(c, kind, fileType, contents) }
	src := func(i int) string { return fmt.Sprintf("cube(%d);", i+1) }
	first := build(typeOpenSCAD, "OpenSCAD", src(0))
	if first.part == nil || len(first.problems) > 0 {
		t.Fatalf("cube(1): %v", first.problems)
	}
	if again := build(typeOpenSCAD, "OpenSCAD", src(0)); again.part != first.part {
		t.Error("a second build of the same file was not taken from the cache")
	}
	for i := 1; i <= 3; i++ {
		build(typeOpenSCAD, "OpenSCAD", src(i))
	}
	if kept := c.Keys(); len(kept) != 3 || kept[0][1] != src(1) {
		t.Errorf("kept %d files, oldest %q; want 3, the oldest cube(2)", len(kept), kept[0][1])
	}
	if again := build(typeOpenSCAD, "OpenSCAD", src(0)); again.part == first.part {
		t.Error("the oldest file was not dropped")
	}
	big := "cube(1);" + string(make([]byte, maxCachedFile))
	build(typeOpenSCAD, "OpenSCAD", big)
	if slices.Contains(c.Keys(), [2]string{typeOpenSCAD, big}) {
		t.Error("a file past maxCachedFile was kept")
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 8; i++ {
				if f := build(typeOpenSCAD, "OpenSCAD", src(i%5)); f.part == nil {
					t.Errorf("cube(%d) did not build", i%5+1)
				}
			}
		}()
	}
	wg.Wait()
	if c.Len() > 3 {
		t.Errorf("after concurrent use: %d files kept", c.Len())
	}
}
