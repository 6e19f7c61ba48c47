package dataset

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.txt")

func task(t *testing.T, slug string) tasks.Task {
	t.Helper()
	e, ok := suite.Lookup(slug)
	if !ok {
		t.Fatalf("no task %s", slug)
	}
	return e
}

func TestSafeNameIsSafeAndDistinct(t *testing.T) {
	ids := []string{"delaunay/sp3", "delaunay~sp3", "delaunay_sp3", "a/b c", "a/b%20c", "..", ".", "", "x:y", `x\y`, "é",
		"shikaku/height=7,max_area=8,width=7/s123", strings.Repeat("k=v,", 80) + "/s1", strings.Repeat("k=v,", 80) + "/s2"}
	seen := map[string]string{}
	for _, id := range ids {
		s := SafeName(id)
		if prev, ok := seen[s]; ok {
			t.Errorf("%q and %q both become %q", prev, id, s)
		}
		seen[s] = id
		if len(s) > maxSafeName || s == "" || s == "." || s == ".." {
			t.Errorf("%q becomes %q", id, s)
		}
		for _, c := range s {
			if !strings.ContainsRune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,=_-~%", c) {
				t.Errorf("%q becomes %q, with %q in it", id, s, c)
			}
		}
	}
	if got := SafeName("shikaku/height=7,max_area=8,width=7/s123"); got != "shikaku~height=7,max_area=8,width=7~s123" {
		t.Errorf("SafeName = %q", got)
	}
}

func TestParseGrid(t *testing.T) {
	m := task(t, "polynomial-fit").Manifold()
	for text, want := range map[string]string{
		"size=8..12":            "size=[8 9 10 11 12]",
		"size=8..20:5":          "size=[8 13 18]",
		"fill=0.2..0.5:0.1":     "fill=[0.2 0.3 0.4 0.5]",
		"fill=0.2..0.55:0.1":    "fill=[0.2 0.3 0.4 0.5]",
		"size=8|16, waves=0..3": "size=[8 16] waves=[0 1 2 3]",
		"waves=3..3":            "waves=[3]",
		"size=-9223372036854775808..9223372036854775807:9223372036854775807": "size=[-9223372036854775808 -1 9223372036854775806]",
		"fill=0..1:0.1":              "fill=[0 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 1]",
		"size=999|8":                 "size=[999 8]", // the manifold refuses 999 point by point
		"blobs=1..12,freq_limit=1|2": "blobs=[1 2 3 4 5 6 7 8 9 10 11 12] freq_limit=[1 2]",
		// a + 3*step cancels: fused into one multiply-add (as arm64 does
		// unless told not to) the last value would read 0.0899111476563.
		"fill=-4511.0100888523439..0.5:1503.7": "fill=[-4511.01008885 -3007.31008885 -1503.61008885 0.0899111476565]",
		// n admits a last value a millionth of a step past b: it is b.
		"fill=0.2..0.8:0.20000001": "fill=[0.2 0.40000001 0.60000002 0.8]",
	} {
		axes, err := ParseGrid(m, text)
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		var parts []string
		for _, a := range axes {
			parts = append(parts, fmt.Sprintf("%s=%v", a.Name, a.Values))
		}
		if got := strings.Join(parts, " "); got != want {
			t.Errorf("%s: got %s, want %s", text, got, want)
		}
	}
	for text, why := range map[string]string{
		"size":                    "not of the form",
		"size=":                   "not of the form",
		"sise=8..9":               "unknown parameter",
		"size=8..9,size=10":       "given twice",
		"fill=0.2..0.5":           "needs a step",
		"size=9..8":               "is empty",
		"size=8..9:0":             "is empty",
		"fill=0.2..0.5:-0.1":      "is empty",
		"size=8..9.5":             "not a range of whole numbers",
		"fill=0.2..NaN:0.1":       "not a range of numbers",
		"fill=0.2..0.5:inf":       "not a range of numbers",
		"size=1..2000":            "more than 1000 points",
		"size=8..127,blobs=1..12": "more than 1000 points",
		"fill=0..1:0.0000001":     "more than 1000 points",
		"size=8||9":               "an empty value",
		strings.Repeat("a", 5000): "limit is 4096",
	} {
		_, err := ParseGrid(m, text)
		if err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("%.40s: got %v, want an error saying %q", text, err, why)
		}
	}
	b := task(t, "tetrahedra-shadow").Manifold()
	for _, p := range b.Params {
		if p.Kind == tasks.Choice || p.Kind == tasks.Bool {
			if _, err := ParseGrid(b, p.Name+"=a..b"); err == nil || !strings.Contains(err.Error(), "takes a list") {
				t.Errorf("a range of %s parameter %s: %v", p.Kind, p.Name, err)
			}
		}
	}
}

func TestPointsAreTheProductFirstAxisSlowest(t *testing.T) {
	m := task(t, "shikaku").Manifold()
	axes, err := ParseGrid(m, "width=3..4,height=2|30|5")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range Points(m, m.Defaults(), axes) {
		s := p.Label
		if p.Err != nil {
			s += " refused"
		} else if p.Params.Encode() != fmt.Sprintf("height=%d,max_area=8,width=%d", p.Params["height"], p.Params["width"]) {
			t.Errorf("%s: params %s", p.Label, p.Params.Encode())
		}
		got = append(got, s)
	}
	want := "width=3,height=2|width=3,height=30 refused|width=3,height=5|width=4,height=2|width=4,height=30 refused|width=4,height=5"
	if strings.Join(got, "|") != want {
		t.Errorf("points %v", got)
	}
}

func TestSeedIsStableAndSpread(t *testing.T) {
	p := tasks.Params{"width": 7, "height": 7, "max_area": 8}
	// The derivation is part of every dataset's bytes: a change here changes
	// every generated dataset and must be deliberate.
	if got := Seed(1, "shikaku", p, 0); got != 2216062147126387 {
		t.Errorf("Seed(1, shikaku, %s, 0) = %d", p.Encode(), got)
	}
	seen := map[uint64]bool{}
	for _, base := range []uint64{0, 1, tasks.MaxSeed} {
		for _, slug := range []string{"shikaku", "delaunay"} {
			for i := range 50 {
				s := Seed(base, slug, p, i)
				if s > tasks.MaxSeed || seen[s] {
					t.Fatalf("seed %d (base %d, %s, %d) is out of range or repeated", s, base, slug, i)
				}
				seen[s] = true
			}
		}
	}
	q := p.Clone()
	q["width"] = 8
	if Seed(1, "shikaku", q, 0) == Seed(1, "shikaku", p, 0) {
		t.Error("two points share a seed")
	}
}

// generate runs a plan into a fresh directory and returns it.
func generate(t *testing.T, p Plan) (string, Summary) {
	t.Helper()
	dir := t.TempDir()
	w, err := Create(dir)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := Generate(w, p)
	if err != nil {
		w.Abort()
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return dir, sum
}

// listing is a dataset as text: the summary, the prompts file, and every
// other file with its size and SHA-256.
func listing(t *testing.T, dir string, sum Summary) string {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "summary: %s\n\n", sum)
	prompts, err := os.ReadFile(filepath.Join(dir, PromptsFile))
	if err != nil {
		t.Fatal(err)
	}
	b.Write(prompts)
	var files []string
	filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && filepath.Base(path) != PromptsFile {
			files = append(files, path)
		}
		return err
	})
	sort.Strings(files)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		h := sha256.Sum256(data)
		rel, _ := filepath.Rel(dir, f)
		fmt.Fprintf(&b, "\n%s %d bytes sha256 %s", filepath.ToSlash(rel), len(data), hex.EncodeToString(h[:]))
	}
	return b.String()
}

// The same plan writes the same bytes, attachments included.
func TestGenerateIsDeterministic(t *testing.T) {
	p := Plan{Task: task(t, "polynomial-fit"), Preset: "easy", Grid: "size=41|42", Count: 2, Seed: 5}
	d1, s1 := generate(t, p)
	d2, s2 := generate(t, p)
	l1, l2 := listing(t, d1, s1), listing(t, d2, s2)
	if l1 != l2 {
		t.Fatalf("two runs differ:\n%s\n---\n%s", l1, l2)
	}
	if !strings.Contains(l1, "attachments/polynomial-fit~blobs=4,fill=0.5,freq_limit=2,size=41,smooth_passes=2,waves=1~s") {
		t.Errorf("no attachment written:\n%.2000s", l1)
	}
}

func readLines(t *testing.T, dir string) []Line {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, PromptsFile))
	if err != nil {
		t.Fatal(err)
	}
	var out []Line
	for _, raw := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
		var l Line
		if err := json.Unmarshal(raw, &l); err != nil {
			t.Fatal(err)
		}
		out = append(out, l)
	}
	return out
}

// Every line is whole: canary, id, versions, seed, params, prompt, schema,
// meta, and attachments whose files hold the instance's bytes.
func TestLinesNameTheirInstances(t *testing.T) {
	e := task(t, "polynomial-fit")
	dir, sum := generate(t, Plan{Task: e, Grid: "size=41..42,waves=0|1", Count: 2, Seed: 9})
	lines := readLines(t, dir)
	if sum.Written != 8 || len(lines) != 8 || sum.Duplicates != 0 || sum.Refused != 0 {
		t.Fatalf("summary %s, %d lines", sum, len(lines))
	}
	ids := map[string]bool{}
	for _, l := range lines {
		if l.Canary != round.Canary || l.Task != "polynomial-fit" || l.Version != tasks.Version || l.Rules != e.Info().Rules ||
			l.Seed == nil || l.Subpass != nil || l.Meta.Bucket != e.Info().Bucket || len(l.Meta.Digest) != 64 {
			t.Errorf("line %s: %+v", l.ID, l)
		}
		req, err := tasks.RequestOf(l.Ref)
		if err != nil || ids[l.ID] || l.ID != "polynomial-fit/"+req.Params+fmt.Sprintf("/s%d", *l.Seed) {
			t.Errorf("id %s (%v)", l.ID, err)
		}
		ids[l.ID] = true
		in, err := tasks.New(e, req)
		if err != nil {
			t.Fatal(err)
		}
		if in.Prompt != l.Prompt || !bytes.Equal(in.Schema, l.Schema) || len(in.Attachments) != len(l.Attachments) {
			t.Fatalf("%s does not rebuild", l.ID)
		}
		if d, _ := Digest(in); d != l.Meta.Digest {
			t.Errorf("%s: digest %s, rebuilt %s", l.ID, l.Meta.Digest, d)
		}
		for i, a := range l.Attachments {
			data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(a.Path)))
			if err != nil || !bytes.Equal(data, in.Attachments[i].Data) || a.Name != in.Attachments[i].Name || a.Type != in.Attachments[i].Type {
				t.Errorf("%s: attachment %s: %v", l.ID, a.Path, err)
			}
		}
	}
}

// Instances of the same content are written once: on a 2×2 grid with
// rectangles up to 4 cells there are only a few puzzles.
func TestDuplicatesAreSkipped(t *testing.T) {
	dir, sum := generate(t, Plan{Task: task(t, "shikaku"), Params: "max_area=4", Grid: "width=2|3,height=2", Count: 30, Seed: 1})
	lines := readLines(t, dir)
	if sum.Duplicates == 0 || sum.Written+sum.Duplicates != 60 || len(lines) != sum.Written {
		t.Fatalf("summary %s, %d lines", sum, len(lines))
	}
	digests := map[string]bool{}
	prompts := map[string]bool{}
	for _, l := range lines {
		if digests[l.Meta.Digest] || prompts[l.Prompt] {
			t.Errorf("%s repeats an instance", l.ID)
		}
		digests[l.Meta.Digest], prompts[l.Prompt] = true, true
	}
}

func TestRefusals(t *testing.T) {
	e := task(t, "shikaku")
	_, sum := generate(t, Plan{Task: e, Grid: "width=2|7,height=2|30", Count: 3})
	want := "3 written, 0 skipped as duplicates, 9 refused\n" +
		"  refused width=2,height=2 (3): max_area 8 is larger than the whole 2×2 grid\n" +
		"  refused width=2,height=30 (3): parameter height: 30 is outside the range 2..25\n" +
		"  refused width=7,height=30 (3): parameter height: 30 is outside the range 2..25"
	if sum.String() != want {
		t.Errorf("summary:\n%s\nwant:\n%s", sum, want)
	}
	w, err := Create(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	if _, err := Generate(w, Plan{Task: e, Grid: "width=30|40", Count: 3}); err == nil || !strings.Contains(err.Error(), "nothing was generated") || !strings.Contains(err.Error(), "width=40") {
		t.Errorf("a grid with nothing left: %v", err)
	}
	if _, err := Generate(w, Plan{Task: e, Params: "width=2,height=2", Count: 3}); err == nil || !strings.Contains(err.Error(), "refused height=2,max_area=8,width=2 (3): max_area 8 is larger") {
		t.Errorf("a refused plan without a grid: %v", err)
	}
	// A grid of a few kilobytes whose every point is refused says so in a
	// few kilobytes, not once per point with the grid's text in each.
	_, err = Generate(w, Plan{Task: e, Grid: "width=" + strings.Repeat("x", 3000) + ",height=2..25", Count: 1})
	if err == nil || len(err.Error()) > 10_000 || !strings.HasSuffix(err.Error(), "and 4 more points refused") {
		t.Errorf("a long refused grid: %d bytes: %.300v", len(fmt.Sprint(err)), err)
	}
	for p, why := range map[*Plan]string{
		{Task: e, Count: 0}:                                     "--count must be from 1 to 10000",
		{Task: e, Count: MaxCount + 1}:                          "--count must be from 1 to 10000",
		{Task: e, Count: 1, Seed: tasks.MaxSeed + 1}:            "too large",
		{Task: e, Count: 200, Grid: "width=2..25,height=2..25"}: "the limit is 100000",
		{Task: e, Count: 1, Params: "width=3", Grid: "width=4"}: "both in --params and in --grid",
		{Task: e, Count: 1, Preset: "impossible"}:               "unknown preset",
		{Task: e, Count: 1, Params: "depth=3"}:                  "unknown parameter",
	} {
		if err := p.Check(); err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("%+v: got %v, want %q", *p, err, why)
		}
	}
}

// The suite is every canonical subpass once, named task/spK, without seeds.
func TestSuite(t *testing.T) {
	dir := t.TempDir()
	w, err := Create(dir)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := Suite(w, []tasks.Task{task(t, "shikaku"), task(t, "delaunay")})
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	lines := readLines(t, dir)
	if sum.Written != 31 || len(lines) != 31 || lines[0].ID != "shikaku/sp0" || lines[30].ID != "delaunay/sp24" {
		t.Fatalf("summary %s; %d lines", sum, len(lines))
	}
	for _, l := range lines {
		if l.Seed != nil || l.Subpass == nil || l.Meta.Name == "" || l.Meta.Difficulty == "" {
			t.Errorf("%s: %+v", l.ID, l)
		}
	}
}

// testdata/golden.txt is a small dataset a person can read: a change to the
// format, the seeds or an instance shows there.
func TestGolden(t *testing.T) {
	dir, sum := generate(t, Plan{Task: task(t, "shikaku"), Params: "max_area=4", Grid: "width=3..4,height=3", Count: 2, Seed: 7})
	got := "generate shikaku --params max_area=4 --grid width=3..4,height=3 --count 2 --seed 7\n" + listing(t, dir, sum)
	dir, sum = generate(t, Plan{Task: task(t, "polynomial-fit"), Params: "size=41,blobs=2", Count: 1, Seed: 3})
	got += "\n\ngenerate polynomial-fit --params size=41,blobs=2 --count 1 --seed 3\n" + listing(t, dir, sum) + "\n"
	path := filepath.Join("testdata", "golden.txt")
	if *update {
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if got != string(want) {
		t.Errorf("the dataset differs from %s (run go test -update if the change is meant):\n%s", path, got)
	}
}

// BenchmarkSuite times writing every canonical subpass as a dataset.
func BenchmarkSuite(b *testing.B) {
	for range b.N {
		w, err := Create(b.TempDir())
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Suite(w, suite.Tasks()); err != nil {
			b.Fatal(err)
		}
		if err := w.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
