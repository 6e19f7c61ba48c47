package terrainlevelling

import (
	"fmt"
	"strconv"

	"github.com/scbench/scbench/tasks/internal/perlin"
	"github.com/scbench/scbench/tasks/internal/pyrandom"
	"github.com/scbench/scbench/tasks/internal/rng"
)

// Terrain is what shapes a map: its side and the noise settings.
type Terrain struct {
	Size    int `json:"size"`
	Octaves int `json:"octaves"`
	// Persistence is each octave's amplitude relative to the one before.
	Persistence float64 `json:"persistence"`
	// Feature is the map cells per noise lattice cell: the noise is sampled
	// over 1 + Size/Feature lattice cells across the map.
	Feature float64 `json:"feature"`
}

// The canonical maps: upstream's sizes, each drawn from CPython's
// random.Random(canonicalSeedBase + size) with upstream's noise settings.
var canonicalSizes = []int{16, 20, 24, 28, 32, 36, 40, 44, 48}

const canonicalSeedBase = 42

// upstreamTerrain is upstream's noise for a map of side size.
func upstreamTerrain(size int) Terrain {
	return Terrain{Size: size, Octaves: 4, Persistence: 0.5, Feature: 4}
}

// Heightmap constants, upstream's: noise (about -1..1) becomes height
// (noise + heightOffset) · heightScale; a map whose raw heights span less
// than minSpan is stretched to run from stretchLow to stretchLow + stretchSpan.
const (
	heightOffset = 0.5
	heightScale  = 10
	rawMinStart  = 10 // the running minimum starts here, the maximum at 0
	minSpan      = 5
	stretchLow   = 1
	stretchSpan  = 9
)

// canonicalMap draws canonical map k exactly as upstream did.
func canonicalMap(k int) [][]float64 {
	size := canonicalSizes[k]
	r := pyrandom.New(uint64(canonicalSeedBase + size))
	z, _, _ := heightmap(perlin.New(r.Shuffle), upstreamTerrain(size), false)
	return z
}

// freshMap draws a new map from the project's own generator.
func freshMap(t Terrain, seed uint64) [][]float64 {
	z, _, _ := heightmap(perlin.New(rng.New(seed).Shuffle), t, true)
	return z
}

// heightmap samples the noise on the map's cells, row by row, and rounds
// each height to one decimal as Python's round(h, 1) does. It returns the
// heights (heights[y][x]) and the raw minimum and maximum. A map whose raw
// heights span less than minSpan is stretched to stretchLow..stretchLow +
// stretchSpan; upstream leaves the stretched heights unrounded, which fresh
// maps (roundStretched) round again to one decimal so that the prompt stays
// readable. No canonical map is stretched.
func heightmap(nz *perlin.Noise, t Terrain, roundStretched bool) (z [][]float64, rawMin, rawMax float64) {
	n := float64(t.Size)
	scale := 1 + n/t.Feature
	rawMin, rawMax = rawMinStart, 0
	z = make([][]float64, t.Size)
	for y := range z {
		z[y] = make([]float64, t.Size)
		ny := float64(y) / n * scale
		for x := range z[y] {
			nx := float64(x) / n * scale
			h := (nz.Octaves(nx, ny, t.Octaves, t.Persistence) + heightOffset) * heightScale
			rawMin, rawMax = min(rawMin, h), max(rawMax, h)
			z[y][x] = round1(h)
		}
	}
	if span := rawMax - rawMin; span < minSpan {
		k := stretchSpan / span
		for _, row := range z {
			for x, v := range row {
				row[x] = float64((v-rawMin)*k) + stretchLow
				if roundStretched {
					row[x] = round1(row[x])
				}
			}
		}
	}
	return z, rawMin, rawMax
}

// round1 rounds to one decimal as Python's round(h, 1) does: the exact
// binary value to the nearest multiple of 0.1, ties to even, read back as the
// nearest float. strconv's conversions are exact, so this is that.
func round1(h float64) float64 {
	v, err := strconv.ParseFloat(strconv.FormatFloat(h, 'f', 1, 64), 64)
	if err != nil {
		panic(fmt.Sprintf("terrainlevelling: rounding %v: %v", h, err))
	}
	return v
}
