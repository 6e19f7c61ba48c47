package topologyenumeration

import (
	_ "embed"
	"fmt"

	"github.com/scbench/scbench/tasks"
	cl "github.com/scbench/scbench/tasks/internal/cornerlabels"
	"github.com/scbench/scbench/tasks/internal/rng"
	"github.com/scbench/scbench/verifiers"
)

// Answer is a topology-enumeration answer: every configuration that forces the
// classes to meet, as four integer labels in the prompt's corner order.
type Answer struct {
	Configs [][4]int `json:"configs" decode:"max=256"`
}

// Data is a topology-enumeration instance.
type Data struct {
	// Classes is the number of distinct classes present, 2 or 3.
	Classes int `json:"n_classes"`
	// CornerOrder is the order in which a configuration lists the corners.
	CornerOrder cl.CornerOrder `json:"corner_order"`
}

// The parameters of the manifold.
var (
	classes     = tasks.IntKey("n_classes", 2, 3, 3, "how many distinct classes occur in the square")
	cornerOrder = tasks.ChoiceKey("corner_order", cl.CornerOrderChoices(), cl.Any, cl.OrderDoc("corners in a configuration"))
)

//go:embed canonical.json
var canonicalJSON []byte

var canonical = cl.LoadRecords(canonicalJSON, "topologyenumeration")

// Task is topology enumeration.
var Task = tasks.Define(tasks.Def[Data, Answer]{
	Info: tasks.Info{
		Slug:   "topology-enumeration",
		ID:     51,
		Name:   "Topology enumeration",
		Bucket: tasks.Axiomatic,
		Summary: "A unit square is known only by the class labels at its four corners, listed in a " +
			"stated order; the boundaries inside may be any curves. The model lists every corner " +
			"configuration, up to renaming the labels, that guarantees the two classes meet inside " +
			"the square, or the three classes meet at one interior point. It tests reasoning about " +
			"what continuity forces, and keeping a non-standard corner order straight.",
	},
	Version: 2,
	Manifold: tasks.Manifold{
		Params: tasks.Declare(classes, cornerOrder),
		Presets: []tasks.Preset{
			{Name: "easy", Doc: "2 classes, corners counter-clockwise from the bottom left",
				Values: tasks.Set(classes.Is(2), cornerOrder.Is(cl.Standard))},
			{Name: "medium", Doc: "3 classes, corners read around the square from another start or clockwise",
				Values: tasks.Set(classes.Is(3), cornerOrder.Is(cl.Around))},
			{Name: "hard", Doc: "3 classes, corners read in an order that jumps across the square",
				Values: tasks.Set(classes.Is(3), cornerOrder.Is(cl.Scrambled))},
		},
	},
	Subpasses: subpasses(),
	Canonical: func(k int) (*Data, error) {
		r := canonical[k]
		return valid(&Data{Classes: r.NClasses, CornerOrder: r.CornerOrder})
	},
	Generate: generate,
	Prompt:   prompt,
	Bare:     verifiers.ListOfSeqs,
	Solve:    solve,
	Scene:    (*Data).Scene,
	Valid:    (*Data).Valid,
	Grade:    grade,
})

func init() { tasks.Register(Task) }

func subpasses() []tasks.Subpass {
	subs := make([]tasks.Subpass, len(canonical))
	for i, r := range canonical {
		subs[i] = tasks.Subpass{
			Index:      i,
			Name:       fmt.Sprintf("%d classes, corners %s", r.NClasses, r.CornerOrder.Names()),
			Difficulty: r.Difficulty,
			Params:     tasks.Set(classes.Is(r.NClasses), cornerOrder.Is(r.CornerOrder.Kind())),
			Ref:        r.Ref,
		}
	}
	return subs
}

// generate draws the corner order (when the parameter names a kind); the class
// count is the parameter's.
func generate(p tasks.Params, seed uint64) (*Data, error) {
	o, err := cl.PickCornerOrder(cornerOrder.Get(p), rng.New(seed).Derive("corner order"))
	if err != nil {
		return nil, err
	}
	return valid(&Data{Classes: classes.Get(p), CornerOrder: o})
}

// valid returns d if it is a well-formed instance: no instance is built
// without passing Valid.
func valid(d *Data) (*Data, error) {
	if err := d.Valid(); err != nil {
		return nil, err
	}
	return d, nil
}

// Valid checks the class count and the corner order.
func (d *Data) Valid() error {
	if d.Classes != 2 && d.Classes != 3 {
		return fmt.Errorf("topology-enumeration has 2 or 3 classes, not %d", d.Classes)
	}
	return d.CornerOrder.Valid()
}

// Forces is the task author's rule: corner labels in geometric order guarantee
// that n classes meet inside the square when exactly n distinct labels occur
// and, for three classes, the two equal corners share an edge (then the three
// domains meet at an interior point; with the equal corners on a diagonal a
// band of that class may keep the other two apart).
func Forces(geo [4]int, n int) bool {
	if cl.Distinct(geo) != n {
		return false
	}
	switch n {
	case 2:
		return true
	case 3:
		return cl.Analyse(geo).Behaviour == cl.ThreeDomains
	}
	return false
}

// Configurations applies the rule to every configuration in canonical form
// (labels in the prompt's order, relabelled by first occurrence from 0) and
// returns those that force the classes to meet, in lexicographic order.
func (d *Data) Configurations() [][4]int {
	var out [][4]int
	n := d.Classes
	for code := 0; code < n*n*n*n; code++ {
		t := [4]int{code / (n * n * n), code / (n * n) % n, code / n % n, code % n}
		if cl.Relabel(t, 0) != t {
			continue // not canonical: its canonical form comes up on its own
		}
		if Forces(d.CornerOrder.ToGeometric(t), n) {
			out = append(out, t)
		}
	}
	return out
}

// solve lists the configurations the rule accepts, in canonical form. The
// data is checked again because the class count sizes the enumeration.
func solve(d *Data) (Answer, error) {
	if err := d.Valid(); err != nil {
		return Answer{}, err
	}
	return Answer{Configs: d.Configurations()}, nil
}
