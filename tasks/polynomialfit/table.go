package polynomialfit

// canonicalTable is the spec's table of the nine subpasses: grid size, the
// upstream seed, and the generator's configuration. Subpass 7's configuration
// asks for frequency limit 8; the generator caps it at 3, as upstream does.
var canonicalTable = []struct {
	seed   uint32
	label  string
	config spec
	// freqAsked is the frequency limit upstream's configuration states.
	freqAsked int
}{
	{11, "small blob cluster", spec{Size: 8, Fill: 0.45, FreqLimit: 2, Blobs: 3, Waves: 1, SmoothPasses: 2}, 2},
	{23, "smooth corner", spec{Size: 12, Fill: 0.50, FreqLimit: 2, Blobs: 4, Waves: 2, SmoothPasses: 2}, 2},
	{37, "island just off centre", spec{Size: 24, Fill: 0.38, FreqLimit: 2, Blobs: 5, Waves: 2, SmoothPasses: 3}, 2},
	{49, "twin islands", spec{Size: 24, Fill: 0.55, FreqLimit: 2, Blobs: 2, Waves: 1, SmoothPasses: 2}, 2},
	{61, "low-frequency thumb", spec{Size: 48, Fill: 0.42, FreqLimit: 3, Blobs: 7, Waves: 3, SmoothPasses: 4}, 3},
	{73, "peanut shape", spec{Size: 64, Fill: 0.45, FreqLimit: 3, Blobs: 8, Waves: 3, SmoothPasses: 4}, 3},
	{85, "ellipse", spec{Size: 96, Fill: 0.45, FreqLimit: 3, Blobs: 8, Waves: 3, SmoothPasses: 4}, 3},
	{86, "asteroid", spec{Size: 50, Fill: 0.30, FreqLimit: 3, Blobs: 12, Waves: 2, SmoothPasses: 1}, 8},
	{97, "Halloween decoration", spec{Size: 128, Fill: 0.45, FreqLimit: 3, Blobs: 8, Waves: 3, SmoothPasses: 4}, 3},
}
