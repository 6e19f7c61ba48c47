$fs = 0.5;
$fa = 5;
cylinder(r = 3, h = 2);
translate([20, 0, 0]) cylinder(r = 30, h = 2);
