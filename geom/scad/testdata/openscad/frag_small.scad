cylinder(r = 1, h = 1);
translate([5, 0, 0]) cylinder(r = 0.2, h = 1);
