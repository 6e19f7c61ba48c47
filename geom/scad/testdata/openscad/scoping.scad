// The last assignment in a scope wins, everywhere in the scope.
a = 1;
cube(a);
a = 5;
// $fn reaches the cylinder through the module's caller.
module m() cylinder(r = 5, h = 1);
translate([20, 0, 0]) m($fn = 6);
// A $ variable set in a module reaches children() written outside it.
module fine() { $fn = 8; children(); }
translate([40, 0, 0]) fine() cylinder(r = 4, h = 2);
// Ordinary variables are lexical: the module sees the top-level b.
b = 2;
module usesB() cube([b, b, b]);
module caller() { b = 9; usesB(); }
translate([60, 0, 0]) caller();
