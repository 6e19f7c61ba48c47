package verifiers

import "testing"

func TestProgressIsThrottledPerStageAndPercent(t *testing.T) {
	r := NewReport("t", "t/1", nil, nil)
	r.Progress("quiet", 1, 2) // no sink: nothing, no panic
	var got []Progress
	r.OnProgress(func(p Progress) { got = append(got, p) })
	for i := 0; i <= 1000; i++ {
		r.Progress("rays", i, 1000)
	}
	r.Progress("rays", 1000, 1000) // the same again: not sent
	r.Progress("parts", 0, 10)
	r.Progress("parts", 12, 10) // clamped to the total
	r.Progress("parts", 3, 0)   // no total: ignored
	if n := len(got); n != 103 {
		t.Fatalf("%d reports, want 101 for the rays (one a percent) and 2 for the parts: %v", n, got[max(0, n-5):])
	}
	if got[0] != (Progress{"rays", 0, 1000}) || got[100] != (Progress{"rays", 1000, 1000}) {
		t.Errorf("rays reported from %v to %v", got[0], got[100])
	}
	if got[102] != (Progress{"parts", 10, 10}) {
		t.Errorf("last report %v, want parts 10 of 10", got[102])
	}
	for i := 1; i <= 100; i++ {
		if got[i].Done*100/1000 != i {
			t.Fatalf("report %d is %v: one report a percent expected", i, got[i])
		}
	}
}
