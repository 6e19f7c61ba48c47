package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/scbench/scbench/wire"
)

// readJSONL decodes every line of a curated file into T, the lines read as
// every JSON Lines file of ours is (wire.Reader).
func readJSONL[T any](shared, name string) ([]T, error) {
	f, err := os.Open(filepath.Join(shared, "data", "vgb", name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []T
	lines := wire.NewReader(f, 16<<20)
	for lines.Next() {
		err := lines.Problem()
		var v T
		if err == nil {
			err = json.Unmarshal(lines.Bytes(), &v)
		}
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %w", name, lines.Line(), err)
		}
		out = append(out, v)
	}
	return out, lines.Err()
}

// encode writes data as indented JSON with one record per line inside the top
// list, so that diffs of the data files stay readable.
func encode(records any) ([]byte, error) {
	raw, err := json.Marshal(records)
	if err != nil {
		return nil, err
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("[\n")
	for i, it := range items {
		b.WriteString("  ")
		b.Write(it)
		if i < len(items)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]\n")
	return b.Bytes(), nil
}
