package tasks

import "testing"

func TestDataAs(t *testing.T) {
	type payload struct{ N int }
	in := &Instance{Data: &payload{N: 3}}
	if d, err := DataAs[payload](in); err != nil || d.N != 3 {
		t.Fatalf("DataAs = %v, %v", d, err)
	}
	for _, bad := range []*Instance{nil, {Data: 42}, {Data: (*payload)(nil)}, {}} {
		if _, err := DataAs[payload](bad); err == nil {
			t.Errorf("DataAs(%+v) gave no error", bad)
		}
	}
	_, err := DataAs[payload](&Instance{Data: "x"})
	if err == nil || err.Error() != "instance data is string, not *tasks.payload" {
		t.Errorf("message: %v", err)
	}
}
