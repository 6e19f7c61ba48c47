package interlockingparts

import "strings"

// prompt states the task; it is the same for all nine criteria, since they
// grade one answer. Beyond upstream's prompt it states where the bed is and
// which file types the grader can read (see DEVIATIONS.md). Every size
// comes from the instance's limits; for the paper's cage the text is
// upstream's facts in our words.
func prompt(d *Data) string {
	l := d.limits()
	c := l.cage
	n := func(v int) string { return mmText(float64(v)) }
	bed := "x and y from " + mmText(l.bedLo[0]) + " to " + mmText(l.bedHi[0]) + " mm (the bed is centred on the origin)"
	if c.BedX != 0 || c.BedY != 0 {
		bed = "x from " + mmText(l.bedLo[0]) + " to " + mmText(l.bedHi[0]) + " mm and y from " + mmText(l.bedLo[1]) + " to " +
			mmText(l.bedHi[1]) + " mm (the bed's centre is at x = " + n(c.BedX) + ", y = " + n(c.BedY) + ")"
	}
	r := strings.NewReplacer(
		"{W}", n(c.Width), "{H}", n(2*c.Width), "{B}", n(c.Bar), "{GMIN}", n(c.GapMin), "{GMAX}", n(c.GapMax),
		"{ROD}", n(c.Rod), "{BEDS}", n(c.BedSize), "{BEDH}", n(c.BedHeight), "{BED}", bed,
		"{SMALL}", mmText(l.smallProbe), "{LARGE}", mmText(l.largeProbe),
		"{INTERIOR}", boxText(l.interiorLo, l.interiorHi), "{OUTER}", boxText(l.outerLo, l.outerHi),
		"{THIN}", mmText(2*l.thinRod), "{WIDE}", mmText(2*l.wideRod), "{CORNER}", mmText(l.rodAt[0][0]))
	return r.Replace(promptText)
}

// promptText is the prompt with the instance's sizes as {NAMES}.
const promptText = `Design a cage for 3D printing and split it into printable parts.

The cage:
- Its inside measures {W} × {W} × {H} mm (x × y × z).
- It is a grid of bars on every side: the four walls, the floor and the top. Every bar has a square cross-section of exactly {B} mm × {B} mm.
- The gaps between neighbouring bars are all the same size, between {GMIN} mm and {GMAX} mm.
- Four M{ROD} threaded rods run vertically through the middle of the four corner bars and are the only thing holding the parts together. The holes for them need no thread and no nut pockets, but must leave the rods enough clearance. Use no other connectors, and make no door and no lid.

The printer's build volume is {BEDS} × {BEDS} × {BEDH} mm: {BED} and z from 0 to {BEDH} mm.

Every part must be ready to slice: a valid, closed, watertight solid without self-intersections, oriented to fit the build volume, resting on z = 0, stable and printable without supports. Use as few parts and as little build volume as you can; give exactly 10 parts.

For each part give:
- "fileContents": the part itself, as an ASCII STL or as an OpenSCAD program that makes it (base64-encoded binary STL is accepted too);
- "fileType": "STL" or "OpenSCAD". The grader runs no Python, so a part given as "Python Generating OpenSCAD" or "Python Generating STL" fails;
- "transform": 16 numbers, a rigid 4×4 matrix in row-major order (the last row 0, 0, 0, 1) that moves the part from its print pose into the assembled cage, as OpenSCAD's multmatrix would. In the assembled frame the cage stands on z = 0, centred on x = y = 0. The fit of the parts is tested with these transforms, so they must be right.

OpenSCAD parts may use cube, cylinder, sphere, polyhedron, translate, rotate, mirror, scale, multmatrix, union, difference, intersection, hull (of unions), linear_extrude (without twist or scale) of square, circle and polygon, for, if, let, list comprehensions, modules, functions and $fn/$fa/$fs; minkowski, import, include, use, surface, text, projection, resize, offset, roof and rotate_extrude are not supported.

How the answer is checked:
- every part builds as one valid solid;
- every part lies inside the build volume;
- random {SMALL} × {SMALL} × 40 mm probes find gaps of at least {GMIN} mm in each part, and no {LARGE} × {LARGE} mm probe fits through a part without touching a bar;
- assembled, the cage leaves the inside free (nothing in {INTERIOR}) and stays within {OUTER};
- a {THIN} mm rod passes through each corner at x, y = ±{CORNER} without touching a part, while a {WIDE} mm rod there would touch;
- no two parts overlap (touching is fine);
- every part is pierced by at least two of the rods;
- the bars measure {B} mm across;
- the gaps between bars are uniform and between {GMIN} and {GMAX} mm.

Reason first if you like, then reply with a JSON object of the form
{"reasoning": "...", "parts": [{"fileContents": "...", "fileType": "OpenSCAD", "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]}, ...]}.
`
