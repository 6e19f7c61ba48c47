sphere(r=70, $fn=16);
