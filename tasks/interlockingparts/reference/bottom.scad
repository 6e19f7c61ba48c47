// The reference cage's bottom (and top) part, from the spec's description:
// a square grid of bars lying on z ∈ [0, bar], rod holes at the corners.
// The solver sets the first six assignments for each instance.
width = 350;  // the cage's inside in x and y
bar = 10;     // the bars' square cross-section
n = 6;        // bars each way
hole = 6.1;   // the rod holes' diameter
bed_x = 0;    // the bed's centre, where the part is printed
bed_y = 0;

c = (width + bar) / 2;     // the corner bars' (and the rods') centres
len = width + 2 * bar;     // a bar's length
pitch = 2 * c / (n - 1);
function at(i) = (i - (n - 1) / 2) * pitch;

module grid() {
    for (i = [0 : n - 1]) {
        translate([at(i), 0, bar / 2]) cube([bar, len, bar], center = true);
        translate([0, at(i), bar / 2]) cube([len, bar, bar], center = true);
    }
}

translate([bed_x, bed_y, 0]) difference() {
    rotate([0, 0, 90]) grid();
    for (x = [-c, c], y = [-c, c])
        translate([x, y, -1]) cylinder(d = hole, h = bar + 2);
}
