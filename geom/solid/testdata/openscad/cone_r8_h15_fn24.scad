cylinder(r1=8, r2=0, h=15, $fn=24);
