package geom

import "testing"

func TestDisjointSets(t *testing.T) {
	d := NewDisjointSets(6)
	if !d.Union(4, 2) || !d.Union(5, 4) || d.Union(2, 5) || !d.Union(1, 3) {
		t.Fatal("Union reported the wrong merges")
	}
	want := []int{0, 1, 2, 1, 2, 2}
	for i, w := range want {
		if d.Find(i) != w {
			t.Errorf("Find(%d) = %d, want %d", i, d.Find(i), w)
		}
	}
}
