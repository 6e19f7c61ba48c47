package legohemisphere

import (
	"testing"

	"github.com/scbench/scbench/tasks/tasktest"
)

// FuzzGrade: any text gets a sane report, promptly and without panicking.
func FuzzGrade(f *testing.F) {
	for _, s := range []string{
		`{"reasoning": "one ring", "bricks": [{"Centroid": [55, 0, 4.8], "RotationDegrees": 0}, {"Centroid": [55, 0, 14.4], "RotationDegrees": 90}]}`,
		`[{"Centroid": [55, -8, 4.8], "RotationDegrees": 0}, {"Centroid": [55, 8, 4.8], "RotationDegrees": 180}, {"Centroid": [47, 0, 14.4], "RotationDegrees": 90}]`,
		`{"bricks": [{"Centroid": [55, 0, 4.8], "RotationDegrees": 0}, {"Centroid": [60, 0, 14.4], "RotationDegrees": 0}]}`,
		`{"bricks": [{"Centroid": [55, 0, 4.8], "RotationDegrees": 1e300}]}`,
		`{"bricks": [{"Centroid": [NaN, 0, 4.8], "RotationDegrees": 0}]}`,
		`{"bricks": [{"Centroid": [55, 0, 4.8], "RotationDegrees": 45.5}, {"Centroid": [55.3, 0.2, 14.9], "RotationDegrees": 135.5}]}`,
		"I would stack bricks in rings.\n```json\n{\"bricks\": []}\n```",
		`{"bricks": [{"Centroid": [165, 0, 4.8], "RotationDegrees": 0}, {"Centroid": [141, 0, 14.4], "RotationDegrees": 0}]}`,
	} {
		f.Add(s)
	}
	in := canonical(f, 0)
	f.Fuzz(func(t *testing.T, text string) {
		tasktest.Sane(t, Task.Grade(in, text))
	})
}
