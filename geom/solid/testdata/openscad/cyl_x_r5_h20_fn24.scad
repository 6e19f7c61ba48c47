rotate([0,90,0]) cylinder(r=5, h=20, center=true, $fn=24);
