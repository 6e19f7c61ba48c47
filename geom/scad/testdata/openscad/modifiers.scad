cube(2);
*translate([10, 0, 0]) cube(100);
%translate([-10, 0, 0]) cube(100);
#translate([5, 0, 0]) color("red") cube(1);
if (false) cube(50); else translate([0, 5, 0]) cube(3);
