package interlockingparts

import "github.com/scbench/scbench/tasks/internal/memo"

// recent keeps the files built for the answers graded last. The nine
// criteria grade one answer, each in its own Grade call (a batch or a run
// of the suite grades them one after another), and building a file (an
// OpenSCAD evaluation and its body count) is most of a criterion's cost:
// with the cache each file is built once for all nine. A built file depends
// on its type and contents only, so a hit gives what a fresh build would.
// It keeps one answer's parts.
var recent = memo.New[[2]string, built](PartCount)

// maxCachedFile is the largest file kept (the OpenSCAD evaluator's default
// source limit); larger ones are built every time.
const maxCachedFile = 1 << 20

// buildKept returns the file built, from the cache c or afresh.
func buildKept(c *memo.Cache[[2]string, built], kind, fileType, contents string) built {
	if len(contents) > maxCachedFile {
		return buildFile(kind, fileType, contents)
	}
	f, _ := c.Get([2]string{kind, contents}, func() (built, error) { return buildFile(kind, fileType, contents), nil })
	return f
}
