package enumerateedges

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
)

// Upstream shows each registry tuple read in the corner order, without
// relabelling; the squares the records' prompts show must be exactly that.
func TestCanonicalSquaresAreTheRegistryInTheCornerOrder(t *testing.T) {
	subs := Task.Subpasses()
	if len(subs) != 8 {
		t.Fatalf("%d subpasses, the paper has 8", len(subs))
	}
	for k, r := range canonical {
		shown, err := cl.ShowCases(r.Cases, r.CornerOrder, cl.LabelsOrdered, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(shown) != len(r.Squares) {
			t.Fatalf("subpass %d: %d squares from the cases, %d in the record", k, len(shown), len(r.Squares))
		}
		for i := range shown {
			if shown[i] != r.Squares[i] {
				t.Errorf("subpass %d square %d: %v from case %d, record shows %v", k, i, shown[i], r.Cases[i], r.Squares[i])
			}
		}
		kk := k
		in, err := tasks.New(Task, tasks.Request{Subpass: &kk})
		if err != nil {
			t.Fatal(err)
		}
		for _, sq := range r.Squares {
			if !strings.Contains(in.Prompt, "\n"+cl.Tuple(sq)+"\n") {
				t.Errorf("subpass %d: the prompt does not show %s on its own line", k, cl.Tuple(sq))
			}
		}
		for _, fact := range []string{r.CornerOrder.Names(), "numbered " + r.EdgeOrder.Numbering() + ".", "i < j", "empty list []"} {
			if !strings.Contains(in.Prompt, fact) {
				t.Errorf("subpass %d: the prompt lacks %q", k, fact)
			}
		}
	}
	// Spec §2, subpass 3 (be7f7e63): orders and squares.
	r := canonical[2]
	if r.Ref != "be7f7e63" || r.CornerOrder.Key() != "TL-BL-BR-TR" || r.EdgeOrder.Key() != "T-L-B-R" || cl.Tuple(r.Squares[1]) != "(4, 1, 2, 3)" {
		t.Errorf("record 3: %+v", r)
	}
	if cornerOrder.Get(subs[0].Params) != cl.Standard || ambiguous.Get(subs[0].Params) || !ambiguous.Get(subs[1].Params) {
		t.Errorf("params %v %v", subs[0].Params, subs[1].Params)
	}
}

func TestGenerator(t *testing.T) {
	for _, preset := range []string{"easy", "medium", "hard"} {
		for seed := uint64(0); seed < 15; seed++ {
			s := seed
			in, err := tasks.New(Task, tasks.Request{Preset: preset, Seed: &s})
			if err != nil {
				t.Fatal(err)
			}
			again, _ := tasks.New(Task, tasks.Request{Preset: preset, Seed: &s})
			if in.Prompt != again.Prompt {
				t.Fatalf("%s seed %d: not deterministic", preset, seed)
			}
			d := dataOf(t, in)
			if len(d.Squares) != squares.Get(in.Params) {
				t.Fatalf("%s seed %d: %d squares", preset, seed, len(d.Squares))
			}
			seen := map[int]bool{}
			for i, sq := range d.Squares {
				geo := d.CornerOrder.ToGeometric(sq)
				if cl.CaseOf(geo) != d.Cases[i] || seen[d.Cases[i]] {
					t.Fatalf("%s seed %d: square %v is not case %d, or repeats it", preset, seed, sq, d.Cases[i])
				}
				seen[d.Cases[i]] = true
				b := cl.Analyse(geo).Behaviour
				if b == cl.ThreeDomains || (preset == "easy" && b == cl.Ambiguous) {
					t.Fatalf("%s seed %d: square %v is %s", preset, seed, sq, b)
				}
				if labels.Get(in.Params) == cl.LabelsOrdered && cl.Relabel(geo, 1) != geo {
					t.Fatalf("%s seed %d: %v is not numbered in order", preset, seed, geo)
				}
			}
			want := map[string]string{"easy": cl.Standard, "medium": cl.Around, "hard": cl.Scrambled}[preset]
			if d.CornerOrder.Kind() != want || d.EdgeOrder.Kind() != want {
				t.Fatalf("%s seed %d: orders %s %s", preset, seed, d.CornerOrder.Key(), d.EdgeOrder.Key())
			}
		}
	}
	s := uint64(3)
	if _, err := tasks.New(Task, tasks.Request{Seed: &s, Params: "ambiguous=false,squares=10"}); err == nil || !strings.Contains(err.Error(), "only 9 different cases") {
		t.Fatalf("10 unambiguous squares: %v", err)
	}
	in, err := tasks.New(Task, tasks.Request{Seed: &s, Params: "squares=11,labels=shuffled"})
	if err != nil {
		t.Fatal(err)
	}
	d := dataOf(t, in)
	shuffled := false
	for _, sq := range d.Squares {
		geo := d.CornerOrder.ToGeometric(sq)
		shuffled = shuffled || cl.Relabel(geo, 1) != geo
	}
	if !shuffled {
		t.Error("shuffled labels left every square numbered in order")
	}
}

func TestValidRejectsThreeDomains(t *testing.T) {
	d := &Data{Board: cl.Board{CornerOrder: cl.StandardCorners, Squares: [][4]int{{1, 1, 2, 3}}}, EdgeOrder: cl.StandardEdges}
	if err := d.Valid(); err == nil || !strings.Contains(err.Error(), "three domains meeting") {
		t.Fatalf("%v", err)
	}
	d.Squares = [][4]int{{1, 1, 2, 0}}
	if err := d.Valid(); err == nil {
		t.Fatal("label 0 accepted")
	}
}
