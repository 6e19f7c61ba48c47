sphere(r=8, $fn=24);
