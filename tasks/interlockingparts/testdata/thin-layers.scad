// A hostile part: 3,000 slabs 0.01 mm thick and 0.01 mm apart, joined by
// one wall. Every ray along z crosses 3,000 pieces of material, and the
// thickness and gap checks cast tens of thousands of such rays.
cube([2, 300, 60]);
for (i = [0:2999]) translate([0, 0, i * 0.02]) cube([300, 300, 0.01]);
