package fluidearthworks

import (
	"fmt"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// A fresh instance is a goal and an even world width. The seed draws the
// goal when the parameters ask for any, and the number of voxels or lakes
// of the parametric goals when their parameter is 0. Every instance has a
// plan that meets its goal (solve.go); the bounds below are what those
// plans can reach.

// maxVolume is the largest exact volume asked of an n-wide world: a pit one
// layer deep under every column but the edge ones.
func maxVolume(n int) int { return (n - 2) * (n - 2) }

// minVolume is the smallest exact volume the seed draws.
const minVolume = 10

// maxLakes is the most lakes asked of an n-wide world: 2×2 pits a column
// apart, clear of the edge columns.
func maxLakes(n int) int {
	k := (n - 1) / 3
	return k * k
}

// drawnLakes bounds the number of lakes the seed draws.
const drawnLakes = 12

func generate(p tasks.Params, seed uint64) (*Data, error) {
	n := sizeParam.Get(p)
	if n%2 != 0 {
		return nil, fmt.Errorf("size %d is odd; the rain falls on the four columns around the centre, so the size must be even", n)
	}
	r := rng.New(seed)
	d := &Data{Size: n, Goal: goalParam.Get(p)}
	if d.Goal == anyGoal {
		d.Goal = goals[r.Derive("goal").Intn(len(goals))].name
	}
	switch d.Goal {
	case goalExactVolume:
		d.Volume = volumeParam.Get(p)
		if d.Volume == 0 {
			d.Volume = r.Derive("volume").IntRange(minVolume, maxVolume(n))
		}
		if d.Volume > maxVolume(n) {
			return nil, fmt.Errorf("volume %d does not fit a %d-wide world: the most this generator asks of it is %d", d.Volume, n, maxVolume(n))
		}
	case goalLakes:
		d.Lakes = lakesParam.Get(p)
		if d.Lakes == 0 {
			d.Lakes = r.Derive("lakes").IntRange(2, min(drawnLakes, maxLakes(n)))
		}
		if d.Lakes > maxLakes(n) {
			return nil, fmt.Errorf("%d lakes do not fit a %d-wide world: the most this generator asks of it is %d", d.Lakes, n, maxLakes(n))
		}
	}
	return d, nil
}
