package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// A converter reads upstream files under the shared directory and returns the
// project files it produces, keyed by path relative to the repository root.
type converter func(shared string) (map[string][]byte, error)

// converters lists one converter per curated dataset.
var converters = map[string]converter{
	"delaunay":             convertDelaunay,
	"shikaku":              convertShikaku,
	"topology-enumeration": convertTopologyEnum,
	"enumerate-edges":      convertEnumEdges,
	"classify-behaviour":   convertClassify,
	"half-subdivision":     convertHalfSubdiv,
	"two-segments":         convertTwoSegments,
}

func main() {
	shared := flag.String("shared", "../shared", "the shared directory holding data/vgb")
	root := flag.String("root", ".", "the repository root to write into")
	flag.Parse()
	files, err := convertAll(*shared)
	if err != nil {
		fmt.Fprintln(os.Stderr, "vgbimport:", err)
		os.Exit(1)
	}
	for _, p := range sortedKeys(files) {
		dst := filepath.Join(*root, p)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "vgbimport:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(dst, files[p], 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "vgbimport:", err)
			os.Exit(1)
		}
		fmt.Printf("wrote %s (%d bytes)\n", p, len(files[p]))
	}
}

func convertAll(shared string) (map[string][]byte, error) {
	all := map[string][]byte{}
	names := make([]string, 0, len(converters))
	for n := range converters {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		files, err := converters[n](shared)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		for p, b := range files {
			all[p] = b
		}
	}
	return all, nil
}

func sortedKeys(m map[string][]byte) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
