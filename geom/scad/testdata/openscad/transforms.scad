translate([1, 2, 3]) rotate([30, 45, 60]) scale([1, 2, 3]) cube(2, center = true);
mirror([1, 1, 0]) translate([5, 0, 0]) cube([1, 2, 3]);
multmatrix([[1, 0.5, 0, 20], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]) cube(4);
translate([0, 30, 0]) rotate(30, [1, 1, 1]) cube(3);
translate([0, -30, 0]) rotate(45) cube([6, 2, 1]);
