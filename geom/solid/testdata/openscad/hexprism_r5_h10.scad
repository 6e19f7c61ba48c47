cylinder(r=5, h=10, center=true, $fn=6);
