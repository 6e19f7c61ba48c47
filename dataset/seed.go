package dataset

import (
	"crypto/sha256"
	"encoding/binary"
	"strconv"

	"github.com/scbench/scbench/tasks"
)

// seedDomain separates dataset seeds from every other use of SHA-256.
const seedDomain = "scbench-dataset-seed/1"

// Seed is the seed of instance i at a grid point: the first 64 bits of
// SHA-256("scbench-dataset-seed/1" NUL task NUL params NUL base NUL i), with
// params the point's full assignment as "k=v,..." in name order, shifted
// right by 11 bits so that it fits every seed range (tasks.MaxSeed, 2^53-1).
// A point's seeds depend on nothing else, so a larger --count extends a
// dataset, and the same point reached through a preset or through --params
// gets the same seeds.
func Seed(base uint64, task string, p tasks.Params, i int) uint64 {
	h := sha256.Sum256([]byte(seedDomain + "\x00" + task + "\x00" + p.Encode() + "\x00" +
		strconv.FormatUint(base, 10) + "\x00" + strconv.Itoa(i)))
	return binary.BigEndian.Uint64(h[:8]) >> 11
}
