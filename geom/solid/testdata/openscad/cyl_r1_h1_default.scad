cylinder(r=1, h=1);
