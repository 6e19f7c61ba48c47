package hamiltonianloop

import "testing"

func TestPairLine(t *testing.T) {
	good := map[string][2]int64{
		"1,2": {1, 2}, " (3, 4) ": {3, 4}, "[5 ,6],": {5, 6}, "(7,8);": {7, 8},
		"-1, 10": {-1, 10}, "123456789,1": {123456789, 1},
	}
	for line, want := range good {
		x, y, ok := pairLine(line)
		if !ok || x != want[0] || y != want[1] {
			t.Errorf("pairLine(%q) = %d, %d, %v; want %v", line, x, y, ok, want)
		}
	}
	for _, line := range []string{"", "1", "1,2,3", "a,b", "1234567890,1", "1.5,2", "1,2,)", "--1,2", "(1, 2) x"} {
		if x, y, ok := pairLine(line); ok {
			t.Errorf("pairLine(%q) accepted as %d, %d", line, x, y)
		}
	}
}
