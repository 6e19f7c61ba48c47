difference() {
    cube([20, 20, 10], center = true);
    cylinder(r = 5, h = 12, center = true);
    translate([10, 10, 0]) cube(6, center = true);
}
