package pyrandom

import "testing"

// Values printed by CPython 3.11: random.seed(s); [random.random() ...] and
// random.getrandbits(32) after random.seed(5).
func TestMatchesCPython(t *testing.T) {
	if got := New(0).Random(); got != 0.8444218515250481 {
		t.Errorf("seed 0: random() = %v, want 0.8444218515250481", got)
	}
	r := New(42)
	for i, want := range []float64{0.6394267984578837, 0.025010755222666936, 0.27502931836911926} {
		if got := r.Random(); got != want {
			t.Errorf("seed 42, draw %d: %v, want %v", i, got, want)
		}
	}
	if got := New(1 << 40).Random(); got != 0.1036394562812375 {
		t.Errorf("seed 2^40 (two key words): %v, want 0.1036394562812375", got)
	}
}

func TestRandBelowStaysInRange(t *testing.T) {
	r := New(7)
	for _, k := range []int{1, 2, 3, 10, 1000, 1<<31 + 5} {
		for i := 0; i < 200; i++ {
			if v := r.RandBelow(k); v < 0 || v >= k {
				t.Fatalf("RandBelow(%d) = %d", k, v)
			}
		}
	}
	if r.RandBelow(0) != 0 {
		t.Error("RandBelow(0) must return 0, not loop")
	}
}

// random.Random(s).shuffle(list(range(n))) in CPython 3.11.
func TestShuffleMatchesCPython(t *testing.T) {
	check := func(seed uint64, n int, want []int) {
		t.Helper()
		p := make([]int, n)
		for i := range p {
			p[i] = i
		}
		New(seed).Shuffle(n, func(i, j int) { p[i], p[j] = p[j], p[i] })
		for i, w := range want {
			if p[i] != w {
				t.Fatalf("seed %d, n %d: %v..., want %v...", seed, n, p[:len(want)], want)
			}
		}
	}
	check(7, 10, []int{8, 3, 1, 4, 7, 0, 9, 6, 2, 5})
	check(58, 256, []int{35, 134, 70, 212, 186, 57, 41, 61, 42, 81, 138, 214, 110, 29, 160, 24})
}
