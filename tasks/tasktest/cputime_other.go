//go:build !unix

package tasktest

// processCPU is not measured here (WebAssembly has no rusage).
func processCPU() int64 { return 0 }
