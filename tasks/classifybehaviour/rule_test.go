package classifybehaviour

import (
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
)

func TestCanonicalSquaresAreTheRegistryInTheCornerOrder(t *testing.T) {
	if n := len(Task.Subpasses()); n != 13 {
		t.Fatalf("%d subpasses, the paper has 13", n)
	}
	for k, r := range canonical {
		shown, err := cl.ShowCases(r.Cases, r.CornerOrder, cl.LabelsOrdered, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i := range shown {
			if i >= len(r.Squares) || shown[i] != r.Squares[i] {
				t.Fatalf("subpass %d square %d: %v from case %d, record shows %v", k, i, shown[i], r.Cases[i], r.Squares)
			}
		}
		if len(shown) != len(r.Squares) {
			t.Fatalf("subpass %d: %d squares", k, len(r.Squares))
		}
		kk := k
		in, err := tasks.New(Task, tasks.Request{Subpass: &kk})
		if err != nil {
			t.Fatal(err)
		}
		for _, sq := range r.Squares {
			if !strings.Contains(in.Prompt, "\n"+cl.Tuple(sq)+"\n") {
				t.Errorf("subpass %d: the prompt does not show %s", k, cl.Tuple(sq))
			}
		}
		for _, fact := range []string{r.CornerOrder.Names(), `"known behaviour"`, `"three domains meeting"`, `"ambiguous"`, "British spelling"} {
			if !strings.Contains(in.Prompt, fact) {
				t.Errorf("subpass %d: the prompt lacks %q", k, fact)
			}
		}
	}
	// Spec §2: record 4 (a34edc6f) shows all fifteen cases.
	if r := canonical[3]; r.Ref != "a34edc6f" || len(r.Squares) != 15 || cl.Tuple(r.Squares[14]) != "(4, 3, 2, 1)" {
		t.Errorf("record 4: %+v", r)
	}
}

func TestGenerator(t *testing.T) {
	behaviours := map[cl.Behaviour]int{}
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
			seen := map[int]bool{}
			for i, sq := range d.Squares {
				geo := d.CornerOrder.ToGeometric(sq)
				if cl.CaseOf(geo) != d.Cases[i] || seen[d.Cases[i]] {
					t.Fatalf("%s seed %d: square %v is not case %d, or repeats it", preset, seed, sq, d.Cases[i])
				}
				seen[d.Cases[i]] = true
				behaviours[cl.Analyse(geo).Behaviour]++
			}
			want := map[string]string{"easy": cl.Standard, "medium": cl.Around, "hard": cl.Scrambled}[preset]
			if d.CornerOrder.Kind() != want || len(d.Squares) != squares.Get(in.Params) {
				t.Fatalf("%s seed %d: %s, %d squares", preset, seed, d.CornerOrder.Key(), len(d.Squares))
			}
		}
	}
	if len(behaviours) != 3 {
		t.Errorf("behaviours drawn: %v", behaviours)
	}
	s := uint64(0)
	in, err := tasks.New(Task, tasks.Request{Seed: &s, Params: "squares=15"})
	if err != nil {
		t.Fatal(err)
	}
	if d := dataOf(t, in); len(d.Squares) != 15 {
		t.Fatal("15 squares")
	}
	if _, err := tasks.New(Task, tasks.Request{Seed: &s, Params: "squares=16"}); err == nil {
		t.Fatal("16 squares accepted")
	}
}
