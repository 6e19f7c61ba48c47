package api

import (
	"encoding/json"
	"testing"
)

// FuzzDecodeRequest: whatever a message holds, the decoder returns a request
// or an error with a code and a bounded message, never panics, and the error
// reply Handle would send is valid JSON.
func FuzzDecodeRequest(f *testing.F) {
	for _, s := range []string{
		`{"op": "catalogue"}`,
		`{"op": "instance", "task": "shikaku", "subpass": 2}`,
		`{"op": "instance", "task": "shikaku", "seed": "42", "preset": "hard", "params": "width=9"}`,
		`{"op": "grade", "task": "delaunay", "seed": 7, "params": {"num_points": 8}, "answer": "[[0,1,2]]", "version": "scbench-go/2", "rules": "delaunay/2"}`,
		`{"op": "batch", "jsonl_bytes": "eyJ0YXNrIjogImRlbGF1bmF5In0K"}`,
		`{"op": "batch", "jsonl": "{}\n"}`,
		`{"op": "grade", "answer": 5}`,
		`{"op": "instance", "nope": 1}`,
		`[1]`,
		`{"subpass": 1.5}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, msg []byte) {
		r, err := decodeRequest(msg)
		if err != nil {
			if err.Code == "" || err.Message == "" || len(err.Message) > 400 {
				t.Fatalf("error %+v", err)
			}
			if !json.Valid(errorReply(err)) {
				t.Fatalf("reply %q is not JSON", errorReply(err))
			}
			return
		}
		if _, e := json.Marshal(r); e != nil {
			t.Fatalf("a decoded request does not encode: %v", e)
		}
	})
}
