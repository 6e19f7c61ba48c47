// An L outline (not convex), centred, and a square with a hole.
linear_extrude(height = 4, center = true)
    polygon([[0, 0], [10, 0], [10, 3], [3, 3], [3, 10], [0, 10]]);
translate([20, 0, 0]) linear_extrude(5) difference() {
    square(10);
    translate([5, 5]) circle(r = 2);
}
translate([40, 0, 0]) linear_extrude(2) polygon([[0, 0], [8, 0], [8, 8], [0, 8], [2, 2], [6, 2], [6, 6], [2, 6]], [[0, 1, 2, 3], [4, 5, 6, 7]]);
translate([0, 30, 0]) rotate([90, 0, 0]) linear_extrude(3) scale([2, 1]) circle(2, $fn = 8);
