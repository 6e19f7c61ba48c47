package stl

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"math"
	"strconv"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/mesh"
	"github.com/scbench/scbench/wire"
)

// Limits bound what Read accepts. Zero fields take the defaults.
type Limits struct {
	MaxBytes  int // input size (default 64 MiB)
	MaxFacets int // facets (default 500,000)
}

func (l Limits) withDefaults() Limits {
	if l.MaxBytes <= 0 {
		l.MaxBytes = 64 << 20
	}
	if l.MaxFacets <= 0 {
		l.MaxFacets = 500_000
	}
	return l
}

// Mesh is a welded STL: the mesh, the file's name (ASCII only), and how
// many facets were dropped for having no area after welding.
type Mesh struct {
	*mesh.Mesh
	Name    string
	Binary  bool
	Dropped int
}

// welder gives each distinct corner one index, in first-seen order.
type welder struct {
	m       *mesh.Mesh
	index   map[geom.Vec3]int
	dropped int
}

func newWelder(facets int) *welder {
	return &welder{m: &mesh.Mesh{Faces: make([][]int, 0, facets)}, index: make(map[geom.Vec3]int, facets/2+4)}
}

func (w *welder) vertex(p geom.Vec3) int {
	if p[0] == 0 {
		p[0] = 0 // -0 and +0 are one coordinate
	}
	if p[1] == 0 {
		p[1] = 0
	}
	if p[2] == 0 {
		p[2] = 0
	}
	if i, ok := w.index[p]; ok {
		return i
	}
	i := len(w.m.Verts)
	w.index[p] = i
	w.m.Verts = append(w.m.Verts, p)
	return i
}

func (w *welder) facet(a, b, c geom.Vec3) {
	i, j, k := w.vertex(a), w.vertex(b), w.vertex(c)
	if i == j || j == k || i == k {
		w.dropped++
		return
	}
	w.m.Faces = append(w.m.Faces, []int{i, j, k})
}

// ReadBase64 decodes standard base64 (padding optional, white space
// ignored) and reads the STL inside.
func ReadBase64(s string, lim Limits) (*Mesh, error) {
	lim = lim.withDefaults()
	if len(s) > lim.MaxBytes/3*4+4 {
		return nil, fmt.Errorf("base64 STL: %d characters, more than the limit for %d bytes", len(s), lim.MaxBytes)
	}
	clean := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '\t', '\n', '\r':
		default:
			clean = append(clean, c)
		}
	}
	enc := base64.StdEncoding
	if len(clean)%4 != 0 {
		enc = base64.RawStdEncoding
	}
	data, err := enc.DecodeString(string(clean))
	if err != nil {
		return nil, fmt.Errorf("base64 STL: %v", err)
	}
	return Read(data, lim)
}

// Read reads ASCII or binary STL. A file is ASCII when it starts with
// "solid" and its size does not match a binary file's facet count (some
// binary files begin their header with "solid" too).
func Read(data []byte, lim Limits) (*Mesh, error) {
	lim = lim.withDefaults()
	if len(data) > lim.MaxBytes {
		return nil, fmt.Errorf("STL: %d bytes, more than %d (limit)", len(data), lim.MaxBytes)
	}
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	if bytes.HasPrefix(trimmed, []byte("solid")) && !binarySized(data) {
		return readASCII(data, lim)
	}
	return readBinary(data, lim)
}

func binarySized(data []byte) bool {
	if len(data) < 84 {
		return false
	}
	n := binary.LittleEndian.Uint32(data[80:84])
	return uint64(len(data)) == 84+50*uint64(n)
}

func readBinary(data []byte, lim Limits) (*Mesh, error) {
	if len(data) < 84 {
		return nil, fmt.Errorf("binary STL: %d bytes, shorter than the 84-byte header (and not ASCII: no leading \"solid\")", len(data))
	}
	n := binary.LittleEndian.Uint32(data[80:84])
	if uint64(n) > uint64(lim.MaxFacets) {
		return nil, fmt.Errorf("binary STL: %d facets, more than %d (limit)", n, lim.MaxFacets)
	}
	if want := 84 + 50*uint64(n); uint64(len(data)) != want {
		return nil, fmt.Errorf("binary STL: the header promises %d facets (%d bytes) but the file has %d bytes", n, want, len(data))
	}
	w := newWelder(int(n))
	for f := 0; f < int(n); f++ {
		rec := data[84+50*f:]
		var c [3]geom.Vec3
		for k := 0; k < 3; k++ {
			for a := 0; a < 3; a++ {
				bits := binary.LittleEndian.Uint32(rec[12+12*k+4*a:])
				x := float64(math.Float32frombits(bits))
				if !finite(x) {
					return nil, fmt.Errorf("binary STL: facet %d has a coordinate that is not finite", f)
				}
				c[k][a] = x
			}
		}
		w.facet(c[0], c[1], c[2])
	}
	return &Mesh{Mesh: w.m, Binary: true, Dropped: w.dropped}, nil
}

func finite(x float64) bool { return x-x == 0 }

// scanner walks ASCII STL word by word, counting lines.
type scanner struct {
	data []byte
	i    int
	line int
}

func (s *scanner) word() []byte {
	for s.i < len(s.data) {
		c := s.data[s.i]
		if c == '\n' {
			s.line++
		}
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '\f' && c != '\v' {
			break
		}
		s.i++
	}
	start := s.i
	for s.i < len(s.data) {
		c := s.data[s.i]
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v' {
			break
		}
		s.i++
	}
	return s.data[start:s.i]
}

// restOfLine returns the rest of the current line (the solid's name).
func (s *scanner) restOfLine() []byte {
	start := s.i
	for s.i < len(s.data) && s.data[s.i] != '\n' {
		s.i++
	}
	return bytes.TrimSpace(s.data[start:s.i])
}

func quote(b []byte) string {
	if len(b) == 0 {
		return "the end of the file"
	}
	return wire.Quote(string(b), 24)
}

func readASCII(data []byte, lim Limits) (*Mesh, error) {
	s := &scanner{data: data, line: 1}
	fail := func(format string, args ...any) error {
		return fmt.Errorf("ASCII STL, line %d: %s", s.line, fmt.Sprintf(format, args...))
	}
	expect := func(words ...string) error {
		for _, want := range words {
			if got := s.word(); string(got) != want {
				return fail("expected %q, found %s", want, quote(got))
			}
		}
		return nil
	}
	s.word() // "solid"
	name := s.restOfLine()
	out := &Mesh{Name: string(name[:min(len(name), 80)])}
	w := newWelder(min(len(data)/200+1, lim.MaxFacets))
	facets := 0
	for {
		switch kw := s.word(); string(kw) {
		case "endsolid":
			out.Mesh, out.Dropped = w.m, w.dropped
			return out, nil
		case "facet":
			facets++
			if facets > lim.MaxFacets {
				return nil, fail("more than %d facets (limit)", lim.MaxFacets)
			}
			if err := expect("normal"); err != nil {
				return nil, err
			}
			for k := 0; k < 3; k++ { // the stored normal, ignored
				if _, err := number(s, fail); err != nil {
					return nil, err
				}
			}
			if err := expect("outer", "loop"); err != nil {
				return nil, err
			}
			var c [3]geom.Vec3
			for k := 0; k < 3; k++ {
				if err := expect("vertex"); err != nil {
					return nil, err
				}
				for a := 0; a < 3; a++ {
					x, err := number(s, fail)
					if err != nil {
						return nil, err
					}
					c[k][a] = x
				}
			}
			if err := expect("endloop", "endfacet"); err != nil {
				return nil, err
			}
			w.facet(c[0], c[1], c[2])
		default:
			return nil, fail("expected \"facet\" or \"endsolid\", found %s", quote(kw))
		}
	}
}

func number(s *scanner, fail func(string, ...any) error) (float64, error) {
	w := s.word()
	x, err := strconv.ParseFloat(string(w), 64)
	if err != nil || !finite(x) {
		return 0, fail("expected a finite number, found %s", quote(w))
	}
	return x, nil
}
