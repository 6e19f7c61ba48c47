cylinder(r = 10, h = 5);
