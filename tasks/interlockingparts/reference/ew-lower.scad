// East or west wall, the half at z ∈ [360, 719] in the cage.
// The cage's core grid: six 10 mm bars each way at a 72 mm pitch, 370 mm
// long, lying on z ∈ [0, 10]. A wall part loses the end bar at y = +180
// (and the one at y = −180 when it is an upper part, so that it fits
// between the bottom and the lower part), is notched where the corner bars
// of the neighbouring walls pass, and has rod holes d = 6.1 along its two
// edge bars at x = ±180.
bar = 10;
len = 370;
pitch = 72;
n = 6;
hole = 6.1;
both_ends = false;
function at(i) = (i - (n - 1) / 2) * pitch;

module grid() {
    for (i = [0 : n - 1]) {
        translate([at(i), 0, bar / 2]) cube([bar, len, bar], center = true);
        translate([0, at(i), bar / 2]) cube([len, bar, bar], center = true);
    }
}

// Where the corner bar is cut away (the neighbouring wall's corner bar
// passes there): everywhere but the middle 80 mm.
module notches() {
    for (x = [-220, 220], y = [-140, 140]) translate([x, y, bar / 2]) cube([100, 200, 20], center = true);
}

difference() {
    grid();
    translate([-200, 174, -5]) cube([400, 100, 20]);
    if (both_ends) translate([-200, -274, -5]) cube([400, 100, 20]);
    notches();
    for (x = [-180, 180])
        translate([x, 0, bar / 2]) rotate([90, 0, 0]) cylinder(d = hole, h = 1000, center = true);
}
