// The reference cage's bottom (and top) part, from the spec's description:
// six 10 mm bars each way at pitch 72, rod holes d = 6.1 at the corners.
bar = 10;
len = 370;
pitch = 72;
n = 6;
function at(i) = (i - (n - 1) / 2) * pitch;

module grid() {
    for (i = [0 : n - 1]) {
        translate([at(i), 0, bar / 2]) cube([bar, len, bar], center = true);
        translate([0, at(i), bar / 2]) cube([len, bar, bar], center = true);
    }
}

difference() {
    rotate([0, 0, 90]) grid();
    for (x = [-180, 180], y = [-180, 180])
        translate([x, y, -1]) cylinder(d = 6.1, h = bar + 2);
}
