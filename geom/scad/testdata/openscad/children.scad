module dup(d) {
    children();
    translate([d, 0, 0]) children();
}
module second() children(1);
dup(20) sphere(3, $fn = 10);
translate([0, 20, 0]) second() { cube(1); cube([2, 3, 4]); cube(9); }
module count() cube([$children, 1, 1]);
translate([0, -20, 0]) count() { sphere(1); sphere(1); sphere(1); }
