package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/scbench/scbench/geom/scad"
	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/tasks/interlockingparts"
)

// scadReport is what "scbench scad --json" prints.
type scadReport struct {
	File      string     `json:"file"`
	Lo        [3]float64 `json:"lo"`
	Hi        [3]float64 `json:"hi"`
	Volume    float64    `json:"volume"`
	Exact     bool       `json:"volumeExact"`
	Pitch     float64    `json:"volumePitch,omitempty"`
	Bodies    int        `json:"bodies"`
	BodyPitch float64    `json:"bodyPitch"`
	Objects   int        `json:"objects"`
	Steps     int        `json:"steps"`
	Warnings  []string   `json:"warnings,omitempty"`
}

// cmdScad evaluates an OpenSCAD file of the supported subset (see
// geom/scad) and prints its bounds, volume and body count; --scene also
// writes the evaluated solid's scene, drawn as interlocking-parts draws an
// OpenSCAD part.
func cmdScad(args []string, stdin io.Reader, out io.Writer) error {
	fs := newFlagSet("scad")
	asJSON := fs.Bool("json", false, "print JSON")
	pitch := fs.Float64("pitch", 0.25, "finest sampling pitch in mm for sampled volumes and the body count")
	sceneOut := fs.String("scene", "", "also write the evaluated solid's scene JSON to this file (- for standard output, instead of the measures)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return usagef("scad: %v", err)
	}
	if len(pos) != 1 {
		return usagef("scad: give one file (or - for stdin)")
	}
	if !(*pitch > 0) {
		return usagef("scad: --pitch must be positive")
	}
	src, err := readLimited(pos[0], stdin, scad.DefaultLimits.MaxSource)
	if err != nil {
		return usagef("scad: %v", err)
	}
	res, err := scad.Evaluate(src, scad.Limits{})
	if err != nil {
		return fmt.Errorf("%s: %w", pos[0], err)
	}
	if *sceneOut != "" {
		if err := writeScene(*sceneOut, interlockingparts.SolidScene(res.Solid, filepath.Base(pos[0])), out); err != nil {
			return fmt.Errorf("scad: %w", err)
		}
		if *sceneOut == "-" {
			return nil
		}
	}
	m := res.Measure(*pitch)
	rep := scadReport{File: pos[0], Lo: m.Lo, Hi: m.Hi, Volume: m.Volume, Exact: m.Exact, Bodies: m.Bodies,
		BodyPitch: m.BodyPitch, Objects: res.Objects, Steps: res.Steps, Warnings: res.Warnings}
	if !m.Exact {
		rep.Pitch = m.Pitch
	}
	if *asJSON {
		return writeJSON(out, rep)
	}
	if res.Solid == nil {
		fmt.Fprintf(out, "%s: no geometry\n", pos[0])
	} else {
		fmt.Fprintf(out, "bounds   [%g, %g] × [%g, %g] × [%g, %g]\n", m.Lo[0], m.Hi[0], m.Lo[1], m.Hi[1], m.Lo[2], m.Hi[2])
		how := "exact"
		if !m.Exact {
			how = fmt.Sprintf("sampled by rays along z at a %.3g mm pitch", m.Pitch)
		}
		fmt.Fprintf(out, "volume   %.6g (%s)\n", m.Volume, how)
		fmt.Fprintf(out, "bodies   %d (rays along x at a %.3g mm pitch)\n", m.Bodies, m.BodyPitch)
	}
	fmt.Fprintf(out, "objects  %d, %d evaluation steps\n", res.Objects, res.Steps)
	for _, w := range res.Warnings {
		fmt.Fprintf(out, "warning  %s\n", w)
	}
	return nil
}

// writeScene writes a scene's JSON to a file, or to out for "-".
func writeScene(name string, sc *scene.Scene, out io.Writer) error {
	if name == "-" {
		return writeJSON(out, sc)
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := writeJSON(f, sc); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readLimited reads a file (or stdin for "-"), refusing more than most
// bytes.
func readLimited(name string, stdin io.Reader, most int) (string, error) {
	r := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return "", err
		}
		defer f.Close()
		r = f
	}
	var b strings.Builder
	n, err := io.Copy(&b, io.LimitReader(r, int64(most)+1))
	if err != nil {
		return "", err
	}
	if n > int64(most) {
		return "", fmt.Errorf("%s is larger than %d bytes", name, most)
	}
	return b.String(), nil
}
