package verifiers

import "testing"

func TestMore(t *testing.T) {
	for k, want := range map[int]string{0: "", -1: "", 1: "; 1 more cell has the same problem", 4: "; 4 more cells have the same problem"} {
		if got := More(k, "cell"); got != want {
			t.Errorf("More(%d) = %q, want %q", k, got, want)
		}
	}
}
