package polynomialfit

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image/png"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/tasktest"
)

// The spec's appendix: SHA-256 of each grid's rows joined by "\n" and its '#'
// count (T-P11). The grids themselves are in testdata, copied from the same
// appendix.
var specGrids = []struct {
	hash   string
	filled int
}{
	{"ea5dc556a4dad11248ef67b3c2996a1c7c7264369c2164782f2cb88775866908", 30},
	{"bfc040e91eeeab19eb75c09a726ed0822e557ed91adc7110986b3b54ed60b0e1", 73},
	{"a438c16240c7becd22abc58ce2cd111b671a692f996b710396e797fd1f29d71c", 220},
	{"b9b8bc767f23ac0daf84e091f3f8ada4642a633f7dd7e2f8f5b4a45201785f1f", 318},
	{"8f2fa731b019ede5092430ce1885f1067ec88677776c69aba770f1e72f8a4449", 969},
	{"7262a72a107c62be92979546086aa0630e4a94f64f89ba2ad7e8b528994e8524", 1844},
	{"378fba3abff5903e6ec5de9cb812728abcaa03d5ddfb98a1af015dbef3052fa9", 4148},
	{"2dae4d2994b8cad268c86ccd8845a3f470518c13736a2998f6f8dd50d6325079", 751},
	{"d4f62144003ab1a5280817986a5f8548049e0995bd191c89f2c50d3ff5ba8a5f", 7374},
}

func canonicalData(t *testing.T, k int) (*tasks.Instance, *Data) {
	t.Helper()
	in := tasktest.Canonical(t, Task, k)
	return in, in.Data.(*Data)
}

func TestCanonicalGridsMatchTheSpec(t *testing.T) {
	sizes := []int{8, 12, 24, 24, 48, 64, 96, 50, 128}
	if len(Task.Subpasses()) != 9 {
		t.Fatal("polynomial-fit has 9 subpasses")
	}
	for k, want := range specGrids {
		_, d := canonicalData(t, k)
		joined := strings.Join(d.Rows, "\n")
		sum := sha256.Sum256([]byte(joined))
		if got := hex.EncodeToString(sum[:]); got != want.hash {
			t.Errorf("subpass %d: grid hash %s, spec %s", k, got, want.hash)
		}
		if d.Filled != want.filled || strings.Count(joined, "#") != want.filled || d.Size != sizes[k] || len(d.Rows) != sizes[k] {
			t.Errorf("subpass %d: size %d, %d '#' cells; spec %d, %d", k, d.Size, d.Filled, sizes[k], want.filled)
		}
		file, err := os.ReadFile(fmt.Sprintf("testdata/grid%d.txt", k))
		if err != nil {
			t.Fatal(err)
		}
		if strings.TrimRight(string(file), "\n") != joined {
			t.Errorf("subpass %d differs from the spec's printed grid", k)
		}
	}
}

// The spec's check values for the random stream and the reference
// intermediate values of subpasses 0 and 1.
func TestGeneratorIntermediateValues(t *testing.T) {
	m := newMT(11)
	for _, want := range []uint32{1942955373, 3718334796, 2404204071} {
		if got := m.r.Uint32(); got != want {
			t.Fatalf("MT19937(11) output %d, want %d", got, want)
		}
	}
	m = newMT(11)
	for _, want := range []float64{0.4523795535098186, 0.559772386080496, 0.9242105840237294} {
		if got := m.random(); got != want {
			t.Fatalf("random() = %v, want %v", got, want)
		}
	}
	type vals struct {
		blobs     [][4]float64
		waves     [][4]float64
		threshold float64
	}
	want := []vals{
		{[][4]float64{{3.166657, 3.918407, 2.918737, 1.225955}, {3.554889, 4.111694, 1.735457, 1.258336}, {4.409179, 5.550838, 1.590598, 1.112381}, {0.634694, 5.667512, 3.386877, -0.420940}},
			[][4]float64{{2, 2, 4.108716, -0.093089}}, 1.0657440732028172},
		{[][4]float64{{10.173518, 10.434664, 4.301840, 0.958485}, {6.512299, 4.661221, 3.432211, 0.991212}, {2.111969, 4.890309, 2.690494, 1.218523}, {0.272437, 0.943515, 3.864020, 1.194874}, {5.638973, 8.076300, 4.076989, -0.428777}},
			[][4]float64{{1, 2, 4.133787, 0.093469}, {2, 2, 6.085652, 0.069689}}, 0.9962355172795385},
	}
	for k, w := range want {
		row := canonicalTable[k]
		dr := row.config.draw(newMT(row.seed))
		for i, b := range w.blobs {
			got := [4]float64{dr.blobs[i].cx, dr.blobs[i].cy, dr.blobs[i].sigma, dr.blobs[i].amp}
			for j := range got {
				if math.Abs(got[j]-b[j]) > 5e-7 {
					t.Errorf("subpass %d blob %d: %v, spec %v", k, i, got, b)
				}
			}
		}
		for i, wv := range w.waves {
			got := [4]float64{float64(dr.waves[i].fx), float64(dr.waves[i].fy), dr.waves[i].phase, dr.waves[i].amp}
			for j := range got {
				if math.Abs(got[j]-wv[j]) > 5e-7 {
					t.Errorf("subpass %d wave %d: %v, spec %v", k, i, got, wv)
				}
			}
		}
		_, th := row.config.threshold(row.config.field(dr))
		if math.Abs(th-w.threshold) > 1e-14 {
			t.Errorf("subpass %d: threshold %.17g, spec %.17g", k, th, w.threshold)
		}
	}
}

func TestExpMatchesMath(t *testing.T) {
	worst := 0.0
	for i := 0; i <= 20000; i++ {
		x := -745 + 1454*float64(i)/20000
		got, want := exp(x), math.Exp(x)
		if want != 0 && !math.IsInf(want, 0) {
			worst = math.Max(worst, math.Abs(got-want)/want)
		}
	}
	if worst > 1e-15 {
		t.Fatalf("exp differs from math.Exp by %g relative", worst)
	}
	if exp(-800) != 0 || !math.IsInf(exp(800), 1) || exp(0) != 1 {
		t.Fatal("exp edge cases")
	}
}

func TestImagesForLargeGrids(t *testing.T) {
	want := map[int][2]int{4: {6, 288}, 5: {5, 320}, 6: {3, 288}, 7: {6, 300}, 8: {2, 256}}
	for k := 0; k < 9; k++ {
		in, d := canonicalData(t, k)
		w, image := want[k]
		if d.Image != image || (len(in.Attachments) == 1) != image {
			t.Fatalf("subpass %d: image %v with %d attachments", k, d.Image, len(in.Attachments))
		}
		if !image {
			if !strings.Contains(in.Prompt, d.Rows[0]+"\n"+d.Rows[1]+"\n") || strings.Contains(in.Prompt, "black") {
				t.Errorf("subpass %d: the prompt does not show the rows as text", k)
			}
			continue
		}
		a := in.Attachments[0]
		if a.Name != "grid.png" || a.Type != "image/png" || d.Scale != w[0] {
			t.Fatalf("subpass %d: attachment %s %s, scale %d", k, a.Name, a.Type, d.Scale)
		}
		img, err := png.Decode(bytes.NewReader(a.Data))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != w[1] || b.Dy() != w[1] {
			t.Fatalf("subpass %d: image is %v, want %d px square", k, b, w[1])
		}
		// Every pixel is black exactly on '#' cells.
		for py := 0; py < w[1]; py++ {
			for px := 0; px < w[1]; px++ {
				r, _, _, _ := img.At(px, py).RGBA()
				black := d.Rows[py/w[0]][px/w[0]] == '#'
				if (r == 0) != black || (r != 0 && r != 0xffff) {
					t.Fatalf("subpass %d: pixel (%d, %d) = %d", k, px, py, r)
				}
			}
		}
		again, _ := d.PNG()
		if !bytes.Equal(again, a.Data) {
			t.Fatalf("subpass %d: two encodings differ", k)
		}
		for _, frag := range []string{"attached image grid.png", fmt.Sprintf("%d×%d block of pixels", w[0], w[0]), "> 0 on every black cell", "≤ 0 on every white cell"} {
			if !strings.Contains(in.Prompt, frag) {
				t.Errorf("subpass %d: prompt lacks %q", k, frag)
			}
		}
		if strings.Contains(in.Prompt, d.Rows[0]) {
			t.Errorf("subpass %d: an image prompt prints the rows", k)
		}
	}
}

func TestPromptStatesTheChecklist(t *testing.T) {
	in, _ := canonicalData(t, 1)
	for _, frag := range []string{
		"12×12 grid representing a partition", "the top-left cell is (0, 0)", "x is the column", "y is the row, counted downwards",
		"f(x, y) > 0 on every '#' cell and f(x, y) ≤ 0 on every '.' cell", "polynomial of whatever degree", "x*y, x**2*y and x*y**2",
		"+ - * / and **, parentheses, numbers, the coordinates x and y, and the words def and return",
		"no type annotations, casts, conditionals", "def f(x, y):\n    return x**2 + 3*y**2 - 4*x*y - 145",
		"whole numbers between -64 and 64", "at most 20000 characters long with at most 138888 operations",
		"(fraction of cells classified correctly)^4", "fewer than 75%", `{"reasoning": "...", "function": "def f(x, y):\n    return ..."}`,
	} {
		if !strings.Contains(in.Prompt, frag) {
			t.Errorf("prompt lacks %q:\n%s", frag, in.Prompt)
		}
	}
}

func TestGeneratorIsDeterministic(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	if runtime.GOOS == "js" {
		seeds = seeds[:2]
	}
	var prev string
	for _, preset := range []string{"easy", "medium", "hard"} {
		for _, seed := range seeds {
			s := seed
			a, err := tasks.New(Task, tasks.Request{Preset: preset, Seed: &s})
			if err != nil {
				t.Fatal(err)
			}
			b, _ := tasks.New(Task, tasks.Request{Preset: preset, Seed: &s})
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if !bytes.Equal(ja, jb) {
				t.Fatalf("%s seed %d: two generations differ", preset, seed)
			}
			d := a.Data.(*Data)
			joined := strings.Join(d.Rows, "")
			if joined == prev || d.Filled == 0 || d.Filled == d.Size*d.Size {
				t.Fatalf("%s seed %d: degenerate or repeated grid", preset, seed)
			}
			prev = joined
		}
	}
}
