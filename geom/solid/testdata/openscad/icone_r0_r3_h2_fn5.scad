cylinder(r1=0, r2=3, h=2, center=true, $fn=5);
