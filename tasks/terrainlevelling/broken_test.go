package terrainlevelling

import (
	"encoding/json"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

func planText(plan []Blast) string {
	b, _ := json.Marshal(Answer{Blasts: plan})
	return string(b)
}

func dataOf(in *tasks.Instance) *Data { return in.Data.(*Data) }

// broken are the golden's wrong plans: the random baseline, the reference
// with its first blast moved off the map, and the reference with the first
// blast drilled deeper than the rock.
var broken = []tasktest.Broken{
	{Name: "random 10 blasts (seed 1)", Make: func(in *tasks.Instance, _ string) (string, bool) {
		d := dataOf(in)
		return planText(RandomPlan(d.start.Rows, d.start.Cols, 1)), true
	}},
	{Name: "first blast moved off the map", Make: func(in *tasks.Instance, _ string) (string, bool) {
		plan := Placebo(dataOf(in).start)
		if len(plan) == 0 {
			return "", false
		}
		plan[0].X = dataOf(in).start.Cols
		return planText(plan), true
	}},
	{Name: "first blast too deep", Make: func(in *tasks.Instance, _ string) (string, bool) {
		plan := Placebo(dataOf(in).start)
		if len(plan) == 0 {
			return "", false
		}
		plan[0].Z = dataOf(in).start.At(plan[0].X, plan[0].Y) + 0.5
		return planText(plan), true
	}},
}
