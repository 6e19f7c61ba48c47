cylinder(r1=4, r2=2, h=3, $fn=10);
