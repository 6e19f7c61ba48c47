intersection() {
    cube(10, center = true);
    sphere(6.5, $fn = 24);
}
