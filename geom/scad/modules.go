package scad

import (
	"math"
)

// refusedModules are the modules outside the subset, with the reason.
var refusedModules = map[string]string{
	"minkowski":        "Minkowski sums are outside the supported subset",
	"import":           "a part must be one self-contained file",
	"surface":          "a part must be one self-contained file",
	"text":             "fonts are outside the supported subset",
	"projection":       "projection is outside the supported subset",
	"resize":           "resize is outside the supported subset (use scale)",
	"offset":           "offset is outside the supported subset",
	"roof":             "roof is outside the supported subset",
	"rotate_extrude":   "rotate_extrude is outside the supported subset",
	"intersection_for": "intersection_for is outside the supported subset",
	"parent_module":    "outside the supported subset",
}

// runBlock evaluates a block's assignments, then its instantiations, and
// returns what each made (nil entries for those that made nothing).
func (ev *evaluator) runBlock(b *block, e *env, c ctx) []*gnode {
	if b == nil {
		return nil
	}
	ev.runAssigns(b, e)
	out := make([]*gnode, 0, len(b.insts))
	for _, in := range b.insts {
		out = append(out, ev.instantiate(in, e, c))
	}
	return out
}

// nonNil drops the nil entries.
func nonNil(nodes []*gnode) []*gnode {
	out := nodes[:0:0]
	for _, n := range nodes {
		if n != nil {
			out = append(out, n)
		}
	}
	return out
}

// children evaluates an instantiation's children in a scope of their own.
func (ev *evaluator) children(in *inst, e *env, c ctx) []*gnode {
	if in.children == nil {
		return nil
	}
	return ev.runBlock(in.children, e.child(in.children), c)
}

func (ev *evaluator) instantiate(in *inst, e *env, c ctx) *gnode {
	ev.tick(in.p)
	if in.mod == '*' || in.mod == '%' {
		return nil // disabled, or background: not part of the geometry
	}
	n := ev.instantiateName(in, e, c)
	if in.mod == '!' && ev.root == nil {
		ev.root = n
	}
	if n != nil && n.flat != c.flat {
		if c.flat {
			panic(errorf(in.p, "a 3D object inside a 2D operation"))
		}
	}
	return n
}

func (ev *evaluator) instantiateName(in *inst, e *env, c ctx) *gnode {
	switch in.name {
	case "{}", "union", "group", "render", "color":
		return group(nonNil(ev.children(in, ev.specials(in, e), c)))
	case "echo":
		return nil
	case "assert":
		if len(in.args) == 0 || !truthy(ev.eval(in.args[0].x, e)) {
			panic(errorf(in.p, "assertion failed"))
		}
		return group(nonNil(ev.children(in, e, c)))
	case "if":
		if len(in.args) != 1 || in.args[0].name != "" {
			panic(errorf(in.p, "if takes one condition"))
		}
		if truthy(ev.eval(in.args[0].x, e)) {
			return group(nonNil(ev.children(in, e, c)))
		}
		if in.elseBody == nil {
			return nil
		}
		return group(nonNil(ev.runBlock(in.elseBody, e.child(in.elseBody), c)))
	case "for":
		var out []*gnode
		ev.loop(in.args, 0, e, func(s *env) {
			out = append(out, nonNil(ev.children(in, s, c))...)
		})
		return group(out)
	case "let":
		return group(nonNil(ev.children(in, ev.bindSeq(in.args, e), c)))
	case "children":
		return ev.childrenCall(in, e, c)
	case "difference", "intersection":
		kids := ev.children(in, ev.specials(in, e), c)
		if len(kids) == 0 || kids[0] == nil {
			return nil
		}
		first := kids[0]
		rest := nonNil(kids[1:])
		if in.name == "intersection" {
			kids = nonNil(kids)
			if len(kids) < len(in.children.insts) {
				return nil // intersecting with nothing leaves nothing
			}
			return &gnode{p: in.p, op: 'i', flat: c.flat, kids: kids}
		}
		if len(rest) == 0 {
			return first
		}
		return &gnode{p: in.p, op: 'd', flat: c.flat, kids: append([]*gnode{first}, rest...)}
	}
	if m, def := e.module(in.name); m != nil {
		return ev.callModule(m, def, in, e, c)
	}
	if why, refused := refusedModules[in.name]; refused && why != "" {
		panic(errorf(in.p, "unsupported OpenSCAD feature %s: %s", in.name, why))
	}
	if b, ok := builtinModules[in.name]; ok {
		return b.run(ev, in, e, c)
	}
	ev.warn(in.p, "unknown module %s, ignored", in.name)
	return nil
}

// specials is e with the $-arguments of an operation (union($fn = 8) ...)
// set for its children.
func (ev *evaluator) specials(in *inst, e *env) *env {
	var s *env
	for _, a := range in.args {
		if len(a.name) > 0 && a.name[0] == '$' {
			if s == nil {
				s = e.child(nil)
			}
			s.vars[a.name] = ev.eval(a.x, e)
		}
	}
	if s == nil {
		return e
	}
	return s
}

func (ev *evaluator) callModule(m *moduleDef, def *env, in *inst, e *env, c ctx) *gnode {
	ev.enter(in.p, "module "+m.name)
	defer ev.leave()
	s := ev.bindParams(m.params, in.args, e, def, in.p)
	s.blk = m.body
	kids := &childSet{blk: in.children, env: e}
	if in.children != nil {
		kids.n = len(in.children.insts)
	}
	s.kids = kids
	s.vars["$children"] = float64(kids.n)
	return group(nonNil(ev.runBlock(m.body, s, c)))
}

// childrenCall is children(), children(i), children([i, j]) or
// children([a:b]): the current module instance's children, evaluated where
// they were written but with the $-variables of the module.
func (ev *evaluator) childrenCall(in *inst, e *env, c ctx) *gnode {
	kids := e.kids
	if kids == nil || kids.blk == nil {
		return nil
	}
	ev.enter(in.p, "children()")
	defer ev.leave()
	s := &env{vars: map[string]value{}, blk: kids.blk, lex: kids.env, dyn: e, kids: kids.env.kids}
	ev.runAssigns(kids.blk, s)
	pick := func(i float64) *gnode {
		i = math.Floor(i)
		if !(i >= 0 && i < float64(len(kids.blk.insts))) {
			return nil
		}
		return ev.instantiate(kids.blk.insts[int(i)], s, c)
	}
	if len(in.args) == 0 {
		var out []*gnode
		for _, k := range kids.blk.insts {
			out = append(out, ev.instantiate(k, s, c))
		}
		return group(nonNil(out))
	}
	var out []*gnode
	switch v := ev.eval(in.args[0].x, e).(type) {
	case float64:
		out = append(out, pick(v))
	case []value:
		for _, x := range v {
			if f, ok := x.(float64); ok {
				out = append(out, pick(f))
			}
		}
	case *rangeVal:
		ev.forEach(v, in.p, func(f float64) { out = append(out, pick(f)) })
	}
	return group(nonNil(out))
}
