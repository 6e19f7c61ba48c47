function ring(r, n) = [for (i = [0 : n - 1]) [r * cos(360 * i / n), r * sin(360 * i / n)]];
function fact(n) = n <= 1 ? 1 : n * fact(n - 1);
linear_extrude(height = 3) polygon(ring(10, 6));
translate([30, 0, 0]) cube([fact(3), len(concat([1, 2], [3])), max([1, 4, 2])]);
evens = [for (i = [0 : 9]) if (i % 2 == 0) i];
translate([0, 30, 0]) for (x = evens, y = [0, 1]) translate([3 * x, 3 * y, 0]) cube(1 + y);
translate([0, -30, 0]) let(s = sqrt(16), t = pow(2, 3)) cube([s, t, abs(-2)]);
