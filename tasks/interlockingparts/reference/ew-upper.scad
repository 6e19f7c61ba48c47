// East or west wall, the half at z ∈ [bar + 1, 2c − 1] in the cage (canonically [11, 359]).
// The cage's core grid: n bars each way, len long, lying on z ∈ [0, bar].
// A wall part loses the end bar at y = +c (and the one at y = −c when it
// is an upper part, so that it fits between the bottom and the lower
// part), is notched where the corner bars of the neighbouring walls pass,
// and has rod holes along its two edge bars at x = ±c. The solver sets the
// first six assignments for each instance.
width = 350;  // the cage's inside in x and y
bar = 10;     // the bars' square cross-section
n = 6;        // bars each way
hole = 6.1;   // the rod holes' diameter
bed_x = 0;    // the bed's centre, where the part is printed
bed_y = 0;
both_ends = true;

c = (width + bar) / 2;     // the corner bars' (and the rods') centres
len = width + 2 * bar;     // a bar's length
pitch = 2 * c / (n - 1);
function at(i) = (i - (n - 1) / 2) * pitch;
// Half the height of the corner bars' interleaving notch (40 for the
// paper's cage): half a pitch and half a bar, less 1 mm, so that the
// pieces of a corner bar on either side of its ends each overlap a cross
// bar, and every wall part stays in one piece.
window = (pitch + bar) / 2 - 1;

module grid() {
    for (i = [0 : n - 1]) {
        translate([at(i), 0, bar / 2]) cube([bar, len, bar], center = true);
        translate([0, at(i), bar / 2]) cube([len, bar, bar], center = true);
    }
}

// Where the corner bar is cut away (the neighbouring wall's corner bar
// passes there): everywhere but the middle 2 × window.
module notches() {
    for (x = [c - bar, -c - len], y = [window, -window - len]) translate([x, y, -bar]) cube([len + bar, len, 3 * bar]);
}

translate([bed_x, bed_y, 0]) difference() {
    grid();
    translate([-len, c - bar / 2 - 1, -bar]) cube([2 * len, len, 3 * bar]);
    if (both_ends) translate([-len, bar / 2 + 1 - c - len, -bar]) cube([2 * len, len, 3 * bar]);
    notches();
    for (x = [-c, c])
        translate([x, 0, bar / 2]) rotate([90, 0, 0]) cylinder(d = hole, h = 3 * len, center = true);
}
