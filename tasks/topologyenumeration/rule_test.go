package topologyenumeration

import (
	"reflect"
	"strings"
	"testing"

	"github.com/scbench/scbench/tasks"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
)

func TestCanonicalInstancesShowTheRecords(t *testing.T) {
	subs := Task.Subpasses()
	if len(subs) != 10 {
		t.Fatalf("%d subpasses, the paper has 10", len(subs))
	}
	// Spec §2: class counts and corner orders of the ten records, in order.
	want := []struct {
		ref   string
		n     int
		order string
	}{
		{"c59c5214", 2, "BL-BR-TR-TL"}, {"7d690e76", 2, "BL-TR-BR-TL"}, {"6a985471", 3, "BL-BR-TR-TL"},
		{"86ec9e51", 3, "BL-TR-BR-TL"}, {"a4993fe2", 3, "TL-BR-BL-TR"}, {"2733c870", 2, "BR-TR-TL-BL"},
		{"c210d5ea", 2, "TR-TL-BL-BR"}, {"504ad4dc", 3, "TR-BR-BL-TL"}, {"30377574", 3, "BR-TL-TR-BL"},
		{"33c17fe2", 2, "TL-BL-TR-BR"},
	}
	for k, w := range want {
		kk := k
		in, err := tasks.New(Task, tasks.Request{Subpass: &kk})
		if err != nil {
			t.Fatal(err)
		}
		d := dataOf(t, in)
		if subs[k].Ref != w.ref || d.Classes != w.n || d.CornerOrder.Key() != w.order {
			t.Errorf("subpass %d: %s %d %s, want %+v", k, subs[k].Ref, d.Classes, d.CornerOrder.Key(), w)
		}
		for _, fact := range []string{d.CornerOrder.Names(), "Exactly " + string(rune('0'+w.n)) + " distinct classes", `{"configs": [[a, b, c, d], ...]}`, "first label becomes 0"} {
			if !strings.Contains(in.Prompt, fact) {
				t.Errorf("subpass %d: the prompt lacks %q", k, fact)
			}
		}
		if cornerOrder.Get(subs[k].Params) != d.CornerOrder.Kind() {
			t.Errorf("subpass %d: params %v", k, subs[k].Params)
		}
	}
	in, _ := tasks.New(Task, tasks.Request{})
	if !strings.Contains(in.Prompt, "(bottom-left, bottom-right, top-right, top-left)") || !strings.Contains(in.Prompt, "meet somewhere inside the square") {
		t.Errorf("subpass 0 prompt:\n%s", in.Prompt)
	}
	kk := 2
	in, _ = tasks.New(Task, tasks.Request{Subpass: &kk})
	if !strings.Contains(in.Prompt, "meet at a single point strictly inside the square") {
		t.Errorf("subpass 2 prompt:\n%s", in.Prompt)
	}
}

// Spec §7: the two-class set is the same for every order; the three-class set
// is not, and for (BL, TR, BR, TL) it is the one the spec gives.
func TestRuleExamples(t *testing.T) {
	two := (&Data{Classes: 2, CornerOrder: cl.StandardCorners}).Configurations()
	wantTwo := [][4]int{{0, 0, 0, 1}, {0, 0, 1, 0}, {0, 0, 1, 1}, {0, 1, 0, 0}, {0, 1, 0, 1}, {0, 1, 1, 0}, {0, 1, 1, 1}}
	if !reflect.DeepEqual(two, wantTwo) {
		t.Fatalf("two classes: %v", two)
	}
	three := map[string]bool{}
	for _, o := range cl.AllCornerOrders() {
		d := &Data{Classes: 2, CornerOrder: o}
		if got := d.Configurations(); !reflect.DeepEqual(got, wantTwo) {
			t.Errorf("order %s, two classes: %v", o.Key(), got)
		}
		d.Classes = 3
		got := d.Configurations()
		if len(got) != 4 {
			t.Errorf("order %s, three classes: %v", o.Key(), got)
		}
		three[cl.Tuple(got[0])+cl.Tuple(got[1])+cl.Tuple(got[2])+cl.Tuple(got[3])] = true
	}
	if len(three) < 2 {
		t.Error("the three-class set does not depend on the order")
	}
	o, _ := cl.ParseCornerOrder([]string{"bottom-left", "top-right", "bottom-right", "top-left"})
	got := (&Data{Classes: 3, CornerOrder: o}).Configurations()
	want := [][4]int{{0, 1, 0, 2}, {0, 1, 1, 2}, {0, 1, 2, 0}, {0, 1, 2, 1}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("BL-TR-BR-TL: %v, want %v", got, want)
	}
	if !Forces([4]int{5, 5, 7, 9}, 3) || Forces([4]int{5, 7, 5, 9}, 3) || Forces([4]int{1, 1, 1, 1}, 2) || Forces([4]int{1, 2, 3, 4}, 3) {
		t.Error("Forces")
	}
}

func TestGeneratorDrawsTheAskedKind(t *testing.T) {
	for _, preset := range []string{"easy", "medium", "hard"} {
		kinds := map[string]bool{}
		for seed := uint64(0); seed < 20; seed++ {
			s := seed
			a, err := tasks.New(Task, tasks.Request{Preset: preset, Seed: &s})
			if err != nil {
				t.Fatal(err)
			}
			b, _ := tasks.New(Task, tasks.Request{Preset: preset, Seed: &s})
			if a.Prompt != b.Prompt {
				t.Fatalf("%s seed %d: not deterministic", preset, seed)
			}
			d := dataOf(t, a)
			kinds[d.CornerOrder.Kind()+"/"+d.CornerOrder.Key()] = true
			want := map[string]string{"easy": cl.Standard, "medium": cl.Around, "hard": cl.Scrambled}[preset]
			if d.CornerOrder.Kind() != want {
				t.Fatalf("%s seed %d: order %s is %s", preset, seed, d.CornerOrder.Key(), d.CornerOrder.Kind())
			}
		}
		if preset != "easy" && len(kinds) < 3 {
			t.Errorf("%s: only %v in 20 seeds", preset, kinds)
		}
	}
	s := uint64(1)
	in, err := tasks.New(Task, tasks.Request{Seed: &s, Params: "corner_order=TL-BL-TR-BR,n_classes=2"})
	if err != nil {
		t.Fatal(err)
	}
	if d := dataOf(t, in); d.CornerOrder.Key() != "TL-BL-TR-BR" || d.Classes != 2 {
		t.Fatalf("%+v", d)
	}
	if _, err := tasks.New(Task, tasks.Request{Seed: &s, Params: "n_classes=4"}); err == nil {
		t.Error("4 classes accepted")
	}
}

func TestSceneMarksTheReadingOrder(t *testing.T) {
	s, err := Task.Scene(instance(t, 4))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Labels) != 4 || s.Labels[0].Text != "1st" || s.Labels[0].Name != "top-left" || s.Labels[0].At[0] > 0 || s.Labels[0].At[1] < 1 {
		t.Fatalf("labels %+v", s.Labels)
	}
	if len(s.Lines) != 1 || len(s.Lines[0].Positions) != 18 {
		t.Fatalf("reading path %+v", s.Lines)
	}
}
