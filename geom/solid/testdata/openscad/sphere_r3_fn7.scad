sphere(r=3, $fn=7);
