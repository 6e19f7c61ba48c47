cylinder(r1 = 4, r2 = 0, h = 6, $fn = 2);
translate([10, 0, 0]) cylinder(d1 = 6, d2 = 3, h = 4, $fn = 5.9, center = true);
