package halfsubdivisionneighbours

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/tasks/internal/pyrandom"
	"github.com/scbench/scbench/tasks/tasktest"
)

// vgbRecord is one record of testdata/vgb_records.json, written by
// tools/vgbimport from the curated upstream records: the stored neighbours,
// which the grader's tests grade, and a hash of the tree as upstream's prompt
// draws it.
type vgbRecord struct {
	Ref        string   `json:"ref"`
	Target     string   `json:"target"`
	Neighbours []string `json:"neighbours"`
	TreeLines  int      `json:"tree_lines"`
	TreeSHA256 string   `json:"tree_sha256"`
}

func loadRecords(t *testing.T) []vgbRecord {
	return tasktest.LoadJSON[[]vgbRecord](t, "testdata/vgb_records.json")
}

func canonicalData(t *testing.T, k int) *Data {
	t.Helper()
	return instance(t, k).Data.(*Data)
}

// The spec's table: leaves per record, in file order.
var specLeafCounts = []int{88, 123, 64, 64, 11, 16, 230, 757, 282, 931, 153, 250, 242, 682, 160, 207, 787}

// Every canonical subpass draws upstream's tree byte for byte, names the same
// target, and the rule finds exactly the stored neighbours.
func TestCanonicalMatchesRecords(t *testing.T) {
	recs := loadRecords(t)
	subs := Task.Subpasses()
	if len(recs) != 17 || len(subs) != 17 {
		t.Fatalf("%d records, %d subpasses; want 17", len(recs), len(subs))
	}
	for k, rec := range recs {
		d := canonicalData(t, k)
		if subs[k].Ref != rec.Ref {
			t.Errorf("subpass %d is %s, record %s", k, subs[k].Ref, rec.Ref)
		}
		if len(d.Leaves) != specLeafCounts[k] {
			t.Errorf("subpass %d: %d leaves, spec says %d", k, len(d.Leaves), specLeafCounts[k])
		}
		tree := d.TreeText()
		sum := sha256.Sum256([]byte(tree))
		if hex.EncodeToString(sum[:]) != rec.TreeSHA256 || strings.Count(tree, "\n")+1 != rec.TreeLines {
			t.Errorf("subpass %d: the tree drawing differs from upstream's prompt", k)
		}
		if d.Target != rec.Target {
			t.Errorf("subpass %d: target %s, record %s", k, d.Target, rec.Target)
		}
		if got := d.Neighbours(); !slices.Equal(got, rec.Neighbours) {
			t.Errorf("subpass %d: neighbours %v, record %v", k, got, rec.Neighbours)
		}
	}
}

// Regenerating each record with upstream's algorithm and CPython's random
// stream gives the stored leaves and target: the trees are upstream's, not
// merely copied text.
func TestCanonicalTreesComeFromUpstreamSeeds(t *testing.T) {
	for k, r := range canonical {
		py := pyrandom.New(uint64(r.Seed))
		var leaves []string
		var grow func(label string)
		grow = func(label string) {
			dep := len(label)
			if dep == r.MaxDepth || (dep >= r.MinDepth && py.Random() >= r.SplitProb) {
				leaves = append(leaves, label)
				return
			}
			grow(label + "0")
			grow(label + "1")
		}
		grow("")
		if !slices.Equal(leaves, r.Leaves) {
			t.Errorf("subpass %d: regenerated %d leaves, stored %d", k, len(leaves), len(r.Leaves))
			continue
		}
		if target := leaves[py.RandBelow(len(leaves))]; target != r.Target {
			t.Errorf("subpass %d: regenerated target %s, stored %s", k, target, r.Target)
		}
	}
}

func TestPyRandomVectors(t *testing.T) {
	for seed, want := range map[uint64][]float64{
		2:  {0.9560342718892494, 0.9478274870593494, 0.05655136772680869},
		42: {0.6394267984578837, 0.025010755222666936, 0.27502931836911926},
	} {
		r := pyrandom.New(seed)
		for i, w := range want {
			if got := r.Random(); got != w {
				t.Errorf("Random(%d) draw %d = %v, want %v", seed, i, got, w)
			}
		}
	}
}

// The spec's test vector: record 5's eleven leaves and neighbours.
func TestRecordFiveVector(t *testing.T) {
	d := canonicalData(t, 4)
	want := strings.Fields("000 0010 0011 010 011 100 1010 10110 10111 110 111")
	if !slices.Equal(d.Leaves, want) || d.Target != "000" {
		t.Fatalf("leaves %v target %s", d.Leaves, d.Target)
	}
	if got := d.Neighbours(); !slices.Equal(got, strings.Fields("0010 0011 010 100")) {
		t.Fatalf("neighbours %v", got)
	}
	// With the cycle z, x, y, 000 is [0,½]×[0,½]×[0,½] and 011 is
	// [½,1]×[½,1]×[0,½]: they meet along an edge only.
	if c := Contact(3, d.BoxOf("000"), d.BoxOf("011")); c != 1 {
		t.Errorf("000 and 011 share a %d-dimensional piece, want an edge", c)
	}
	if d.IsNode("0111") || !d.IsNode("01") || d.IsLeaf("01") || !d.IsLeaf("011") {
		t.Error("node and leaf tests disagree with the tree")
	}
}

func TestBoxesAndContact(t *testing.T) {
	d, err := NewData(2, []string{"x", "y"}, 2, 2, 0, []string{"00", "01", "10", "11"}, "00")
	if err != nil {
		t.Fatal(err)
	}
	// Cycle x, y: 0 = left half, 00 = bottom-left quarter.
	lo, hi := d.BoxOf("01").Float()
	if lo != [3]float64{0, 0.5, 0} || hi != [3]float64{0.5, 1, 1} {
		t.Fatalf("box 01 = %v..%v", lo, hi)
	}
	if got := d.Neighbours(); !slices.Equal(got, []string{"01", "10"}) {
		t.Fatalf("neighbours of 00: %v (11 touches only at a corner)", got)
	}
	if c := Contact(2, d.BoxOf("00"), d.BoxOf("11")); c != 0 {
		t.Fatalf("corner contact is %d", c)
	}
	if c := Contact(2, d.BoxOf("00"), d.BoxOf("1")); c != 1 {
		t.Fatalf("a coarser neighbour: contact %d", c)
	}
	if c := Contact(2, d.BoxOf("00"), d.BoxOf("000")); c != 2 {
		t.Fatalf("a cell and its own sub-cell overlap: contact %d", c)
	}
	for _, bad := range []struct {
		leaves []string
		target string
	}{
		{[]string{"0", "10"}, "0"},        // 1 lacks a child
		{[]string{"0", "1", "10"}, "0"},   // leaf 1 has children
		{[]string{"0", "1"}, "11"},        // target is not a leaf
		{[]string{"0", "1", "0"}, "0"},    // repeated leaf
		{[]string{"0", "1x"}, "0"},        // not binary
		{[]string{"00", "01", "1"}, "00"}, // fine: the control case
	} {
		_, err := NewData(2, []string{"x", "y"}, 3, 0, 0.5, bad.leaves, bad.target)
		if (err == nil) != (bad.target == "00") {
			t.Errorf("NewData(%v, %s): error %v", bad.leaves, bad.target, err)
		}
	}
	if _, err := NewData(2, []string{"x", "z"}, 3, 0, 0.5, []string{"0", "1"}, "0"); err == nil {
		t.Error("a z axis was accepted in 2D")
	}
}

func TestPromptStatesTheInstance(t *testing.T) {
	for _, k := range []int{0, 6} {
		in, err := tasks.New(Task, tasks.Request{Subpass: &k})
		if err != nil {
			t.Fatal(err)
		}
		d := in.Data.(*Data)
		for _, want := range []string{"```\n" + d.TreeText() + "\n```", "Target leaf: " + d.Target, d.CycleText(), `{"neighbors": [`, "lower half"} {
			if !strings.Contains(in.Prompt, want) {
				t.Errorf("subpass %d: the prompt lacks %q", k, want)
			}
		}
	}
	in0, _ := tasks.New(Task, tasks.Request{})
	if !strings.Contains(in0.Prompt, "y → y → x → y → z (repeating)") {
		t.Errorf("subpass 0's cycle is y → y → x → y → z: %q", in0.Prompt[:400])
	}
	k := 6
	in6, _ := tasks.New(Task, tasks.Request{Subpass: &k})
	if !strings.Contains(in6.Prompt, "boundary segment") || strings.Contains(in6.Prompt, "cube") {
		t.Error("the 2D prompt must speak of the square and boundary segments")
	}
}

func TestGeneratedInstances(t *testing.T) {
	seeds := uint64(12)
	if runtime.GOOS == "js" {
		seeds = 4
	}
	for _, preset := range []string{"easy", "medium", "hard"} {
		for seed := uint64(0); seed < seeds; seed++ {
			s := seed
			a, err := tasks.New(Task, tasks.Request{Preset: preset, Seed: &s})
			if err != nil {
				t.Fatal(err)
			}
			b, _ := tasks.New(Task, tasks.Request{Preset: preset, Seed: &s})
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if string(ja) != string(jb) {
				t.Fatalf("%s seed %d: not deterministic", preset, seed)
			}
			d := a.Data.(*Data)
			// The leaves tile the cell: their volumes sum to 1.
			var sum float64
			for _, l := range d.Leaves {
				if len(l) > d.MaxDepth || (len(l) < d.MinDepth) {
					t.Fatalf("%s seed %d: leaf %s outside the depth range", preset, seed, l)
				}
				sum += 1 / float64(int64(1)<<len(l))
			}
			if sum != 1 {
				t.Fatalf("%s seed %d: leaf volumes sum to %v", preset, seed, sum)
			}
			for k := 0; k < d.Dimension; k++ {
				if !slices.Contains(d.AxisCycle, axisLetters[k]) {
					t.Fatalf("%s seed %d: cycle %v lacks axis %s", preset, seed, d.AxisCycle, axisLetters[k])
				}
			}
			if len(d.Neighbours()) == 0 {
				t.Fatalf("%s seed %d: the target has no neighbours", preset, seed)
			}
		}
	}
}

func TestGeneratorRejectsImpossibleParameters(t *testing.T) {
	s := uint64(1)
	for _, p := range []string{"dimension=3,cycle_length=2", "min_depth=6,max_depth=4"} {
		if _, err := tasks.New(Task, tasks.Request{Seed: &s, Params: p}); err == nil {
			t.Errorf("%s: generated", p)
		}
	}
}
