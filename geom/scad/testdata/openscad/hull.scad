hull() {
    sphere(3, $fn = 12);
    translate([10, 0, 0]) cube(2);
    translate([0, 8, 4]) rotate([20, 0, 0]) cylinder(r = 2, h = 3);
}
translate([30, 0, 0]) linear_extrude(4) hull() {
    circle(2, $fn = 10);
    translate([8, 3]) square(2);
}
