sphere(r = 5, $fn = 7);
translate([20, 0, 0]) sphere(d = 8, $fn = 12);
translate([40, 0, 0]) sphere(3);
