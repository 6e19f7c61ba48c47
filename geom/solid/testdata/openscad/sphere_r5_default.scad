sphere(r=5);
