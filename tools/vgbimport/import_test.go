package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestCommittedDataMatchesUpstream converts the curated records afresh and
// compares every output with the file committed in the repository.
func TestCommittedDataMatchesUpstream(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(shared, "data", "vgb")); err != nil {
		t.Skipf("the curated upstream records are not beside the repository (%v)", err)
	}
	files, err := convertAll(shared)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range sortedKeys(files) {
		have, err := os.ReadFile(filepath.Join("..", "..", p))
		if err != nil {
			t.Errorf("%s: %v (run: go run ./tools/vgbimport)", p, err)
			continue
		}
		if !bytes.Equal(have, files[p]) {
			t.Errorf("%s differs from a fresh conversion of the upstream records (run: go run ./tools/vgbimport)", p)
		}
	}
}

func TestMilliIsExactDecimal(t *testing.T) {
	cases := map[string]int{"0.956": 956, "0.05": 50, "1.0": 1000, "0.0": 0, "0.5": 500, "0.001": 1}
	for s, want := range cases {
		got, err := milli(s)
		if err != nil || got != want {
			t.Errorf("milli(%q) = %d, %v; want %d", s, got, err, want)
		}
	}
	for _, bad := range []string{"0.1234", "-0.5", "x", ""} {
		if _, err := milli(bad); err == nil {
			t.Errorf("milli(%q) accepted", bad)
		}
	}
}
