package verifiers

import "testing"

func TestBidiControl(t *testing.T) {
	for r, want := range map[rune]bool{
		0x202a: true, 0x202e: true, 0x2066: true, 0x2069: true, // LRE, RLO, LRI, PDI
		0x2029: false, 0x202f: false, 0x2065: false, 0x206a: false, 0x200f: false, 'a': false,
	} {
		if BidiControl(r) != want {
			t.Errorf("BidiControl(%U) = %v", r, !want)
		}
	}
}
