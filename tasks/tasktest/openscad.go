package tasktest

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// OpenSCAD returns the path of the openscad program, skipping the benchmark
// where it is not installed (OpenSCAD is for comparisons only, never a
// dependency).
func OpenSCAD(b *testing.B) string {
	b.Helper()
	bin, err := exec.LookPath("openscad")
	if err != nil || runtime.GOOS == "js" {
		b.Skip("openscad is not installed")
	}
	return bin
}

// BenchmarkOpenSCAD times OpenSCAD rendering the source to STL, once per
// iteration, as a sub-benchmark of the given name. Besides the wall time it
// reports cpu-ms/op, OpenSCAD's own processor time, which a busy machine
// inflates less than the wall clock.
func BenchmarkOpenSCAD(b *testing.B, bin, name, source string) {
	b.Helper()
	dir := b.TempDir()
	file := filepath.Join(dir, "in.scad")
	if err := os.WriteFile(file, []byte(source), 0o644); err != nil {
		b.Fatal(err)
	}
	b.Run(name, func(b *testing.B) {
		var cpu time.Duration
		for b.Loop() {
			cmd := exec.Command(bin, "-o", filepath.Join(dir, "out.stl"), file)
			if out, err := cmd.CombinedOutput(); err != nil {
				b.Fatalf("%v: %s", err, out)
			}
			cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		}
		b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
	})
}
