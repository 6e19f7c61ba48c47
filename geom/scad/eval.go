package scad

import (
	"math"
	"strings"

	"github.com/scbench/scbench/geom/portable"
)

// env is one scope. Ordinary names are looked up lexically (lex); names
// starting with '$' dynamically, through the scopes that called this one
// (dyn), as OpenSCAD does.
type env struct {
	vars map[string]value
	blk  *block // definitions visible here (nil for argument scopes)
	lex  *env
	dyn  *env
	kids *childSet // the children of the module instance being run
}

// childSet is a module instance's children: the block written after the
// instantiation and the scope it was written in.
type childSet struct {
	blk *block
	env *env
	n   int // the number of instantiations in blk ($children)
}

func (e *env) child(blk *block) *env {
	return &env{vars: map[string]value{}, blk: blk, lex: e, dyn: e, kids: e.kids}
}

func (e *env) lookup(name string) (value, bool) {
	dynamic := strings.HasPrefix(name, "$")
	for s := e; s != nil; {
		if v, ok := s.vars[name]; ok {
			return v, true
		}
		if dynamic {
			s = s.dyn
		} else {
			s = s.lex
		}
	}
	return nil, false
}

// definition finds the nearest definition that pick finds in the blocks
// of e's lexical chain, and the scope that holds it.
func definition[T any](e *env, pick func(*block) (T, bool)) (T, *env) {
	for s := e; s != nil; s = s.lex {
		if s.blk != nil {
			if d, ok := pick(s.blk); ok {
				return d, s
			}
		}
	}
	var none T
	return none, nil
}

func (e *env) module(name string) (*moduleDef, *env) {
	return definition(e, func(b *block) (*moduleDef, bool) { m, ok := b.modules[name]; return m, ok })
}

func (e *env) function(name string) (*funcDef, *env) {
	return definition(e, func(b *block) (*funcDef, bool) { f, ok := b.funcs[name]; return f, ok })
}

// tick counts one step of work and refuses the file once the budget is
// spent.
func (ev *evaluator) tick(p Pos) {
	ev.steps++
	if ev.steps > ev.lim.MaxSteps {
		panic(errorf(p, "evaluation takes more than %d steps (limit)", ev.lim.MaxSteps))
	}
}

func (ev *evaluator) enter(p Pos, what string) {
	ev.depth++
	if ev.depth > ev.lim.MaxDepth {
		panic(errorf(p, "%s nested deeper than %d calls (limit): endless recursion?", what, ev.lim.MaxDepth))
	}
}

func (ev *evaluator) leave() { ev.depth-- }

// runAssigns evaluates a block's assignments in e, in order.
func (ev *evaluator) runAssigns(b *block, e *env) {
	for _, a := range b.assigns {
		e.vars[a.name] = ev.eval(a.x, e)
	}
}

func (ev *evaluator) eval(x expr, e *env) value {
	ev.tick(x.at())
	switch x := x.(type) {
	case *numLit:
		return x.v
	case *strLit:
		return x.v
	case *boolLit:
		return x.v
	case *undefLit:
		return nil
	case *ident:
		v, ok := e.lookup(x.name)
		if !ok {
			ev.warn(x.p, "unknown variable %s", x.name)
		}
		return v
	case *vecLit:
		var out []value
		for _, el := range x.elems {
			out = ev.element(el, e, out)
		}
		if out == nil {
			out = []value{}
		}
		return out
	case *rangeLit:
		start, ok1 := num(ev.eval(x.start, e))
		stop, ok2 := num(ev.eval(x.stop, e))
		step, ok3 := 1.0, true
		if x.step != nil {
			step, ok3 = num(ev.eval(x.step, e))
		}
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		if x.step == nil && stop < start {
			// OpenSCAD swaps a two-part range that runs backwards.
			start, stop = stop, start
		}
		return &rangeVal{start, step, stop}
	case *unary:
		v := ev.eval(x.x, e)
		switch x.op {
		case "!":
			return !truthy(v)
		case "+":
			return v
		}
		return ev.negate(v, x.p)
	case *binary:
		return ev.binary(x, e)
	case *ternary:
		if truthy(ev.eval(x.c, e)) {
			return ev.eval(x.yes, e)
		}
		return ev.eval(x.no, e)
	case *letExpr:
		return ev.eval(x.body, ev.bindSeq(x.defs, e))
	case *index:
		return ev.indexVal(ev.eval(x.x, e), ev.eval(x.i, e))
	case *member:
		v := ev.eval(x.x, e)
		xs, ok := v.([]value)
		k := strings.Index("xyz", x.name)
		if !ok || len(x.name) != 1 || k < 0 || k >= len(xs) {
			return nil
		}
		return xs[k]
	case *call:
		return ev.call(x, e)
	case *compFor, *compIf, *compEach:
		panic(errorf(x.at(), "a list comprehension element outside a list"))
	}
	panic(errorf(x.at(), "unknown expression"))
}

// bindSeq binds let-style definitions one after another in a new scope.
func (ev *evaluator) bindSeq(defs []arg, e *env) *env {
	s := e.child(nil)
	for _, d := range defs {
		if d.name == "" {
			panic(errorf(d.p, "let needs name = value"))
		}
		s.vars[d.name] = ev.eval(d.x, s)
	}
	return s
}

// element appends what one vector element gives to out.
func (ev *evaluator) element(x expr, e *env, out []value) []value {
	ev.tick(x.at())
	switch x := x.(type) {
	case *compFor:
		ev.loop(x.defs, 0, e, func(s *env) { out = ev.element(x.body, s, out) })
		return out
	case *compIf:
		if truthy(ev.eval(x.c, e)) {
			return ev.element(x.yes, e, out)
		} else if x.no != nil {
			return ev.element(x.no, e, out)
		}
		return out
	case *compEach:
		v := ev.eval(x.x, e)
		switch y := v.(type) {
		case []value:
			ev.grow(x.p, len(out)+len(y))
			return append(out, y...)
		case *rangeVal:
			ev.forEach(y, x.p, func(f float64) { ev.grow(x.p, len(out)+1); out = append(out, f) })
			return out
		}
		return append(out, v)
	case *letExpr:
		return ev.element(x.body, ev.bindSeq(x.defs, e), out)
	}
	ev.grow(x.at(), len(out)+1)
	return append(out, ev.eval(x, e))
}

// grow refuses a vector longer than the limit.
func (ev *evaluator) grow(p Pos, n int) {
	if n > ev.lim.MaxElements {
		panic(errorf(p, "a vector of more than %d elements (limit)", ev.lim.MaxElements))
	}
}

// loop runs body once per combination of the for-definitions from defs[k]
// on, nesting the later variables inside the earlier ones.
func (ev *evaluator) loop(defs []arg, k int, e *env, body func(*env)) {
	if k == len(defs) {
		body(e)
		return
	}
	d := defs[k]
	if d.name == "" {
		panic(errorf(d.p, "for needs name = values"))
	}
	run := func(v value) {
		s := e.child(nil)
		s.vars[d.name] = v
		ev.loop(defs, k+1, s, body)
	}
	switch v := ev.eval(d.x, e).(type) {
	case nil:
	case []value:
		for _, x := range v {
			ev.iterate(d.p)
			run(x)
		}
	case *rangeVal:
		ev.forEach(v, d.p, func(f float64) { run(f) })
	case string:
		for _, r := range v {
			ev.iterate(d.p)
			run(string(r))
		}
	default:
		ev.iterate(d.p)
		run(v)
	}
}

// forEach visits a range's values, refusing a range longer than the
// iteration budget before running any of it.
func (ev *evaluator) forEach(r *rangeVal, p Pos, f func(float64)) {
	n := r.count()
	if n < 0 {
		panic(errorf(p, "a range without end or with a zero step"))
	}
	if n > float64(ev.lim.MaxIterations-ev.iterations) {
		panic(errorf(p, "loops run more than %d times in all (limit): a range of %g values", ev.lim.MaxIterations, n))
	}
	for i := 0; i < int(n); i++ {
		ev.iterate(p)
		f(r.at(i))
	}
}

func (ev *evaluator) iterate(p Pos) {
	ev.iterations++
	if ev.iterations > ev.lim.MaxIterations {
		panic(errorf(p, "loops run more than %d times in all (limit)", ev.lim.MaxIterations))
	}
	ev.tick(p)
}

func (ev *evaluator) indexVal(v, i value) value {
	k, ok := num(i)
	if !ok || !finite(k) {
		return nil
	}
	k = math.Floor(k)
	switch x := v.(type) {
	case []value:
		if k >= 0 && k < float64(len(x)) {
			return x[int(k)]
		}
	case string:
		if k >= 0 && k < float64(len(x)) {
			return x[int(k) : int(k)+1]
		}
	case *rangeVal:
		if n := x.count(); k >= 0 && k < n {
			return x.at(int(k))
		}
	}
	return nil
}

func (ev *evaluator) negate(v value, p Pos) value {
	switch x := v.(type) {
	case float64:
		return -x
	case []value:
		out := make([]value, len(x))
		for i, e := range x {
			ev.tick(p)
			out[i] = ev.negate(e, p)
		}
		return out
	}
	return nil
}

func (ev *evaluator) binary(x *binary, e *env) value {
	switch x.op {
	case "&&":
		return truthy(ev.eval(x.l, e)) && truthy(ev.eval(x.r, e))
	case "||":
		return truthy(ev.eval(x.l, e)) || truthy(ev.eval(x.r, e))
	}
	return ev.arith(x.op, ev.eval(x.l, e), ev.eval(x.r, e), x.p)
}

func (ev *evaluator) arith(op string, l, r value, p Pos) value {
	switch op {
	case "==":
		return equal(l, r)
	case "!=":
		return !equal(l, r)
	case "<", "<=", ">", ">=":
		return compare(op, l, r)
	}
	a, an := l.(float64)
	b, bn := r.(float64)
	if an && bn {
		switch op {
		case "+":
			return a + b
		case "-":
			return a - b
		case "*":
			return float64(a * b)
		case "/":
			return a / b
		case "%":
			return math.Mod(a, b)
		case "^":
			return portable.Pow(a, b)
		}
		return nil
	}
	av, aIsVec := l.([]value)
	bv, bIsVec := r.([]value)
	switch {
	case aIsVec && bIsVec && (op == "+" || op == "-"):
		if len(av) != len(bv) {
			return nil
		}
		return ev.zip(op, av, bv, p)
	case aIsVec && bIsVec && op == "*":
		return ev.product(av, bv, p)
	case aIsVec && bn && (op == "*" || op == "/"):
		out := make([]value, len(av))
		for i, v := range av {
			ev.tick(p)
			out[i] = ev.arith(op, v, b, p)
		}
		return out
	case an && bIsVec && op == "*":
		return ev.arith(op, r, l, p)
	}
	return nil
}

func (ev *evaluator) zip(op string, a, b []value, p Pos) value {
	out := make([]value, len(a))
	for i := range a {
		ev.tick(p)
		out[i] = ev.arith(op, a[i], b[i], p)
	}
	return out
}

// product is OpenSCAD's vector·vector (dot product), matrix·vector,
// vector·matrix and matrix·matrix.
func (ev *evaluator) product(a, b []value, p Pos) value {
	if len(a) == 0 || len(b) == 0 {
		return nil
	}
	_, aMat := a[0].([]value)
	_, bMat := b[0].([]value)
	switch {
	case !aMat && !bMat:
		if len(a) != len(b) {
			return nil
		}
		var s float64
		for i := range a {
			ev.tick(p)
			x, ok1 := a[i].(float64)
			y, ok2 := b[i].(float64)
			if !ok1 || !ok2 {
				return nil
			}
			s += float64(x * y)
		}
		return s
	case aMat && !bMat:
		out := make([]value, len(a))
		for i, row := range a {
			r, ok := row.([]value)
			if !ok {
				return nil
			}
			out[i] = ev.product(r, b, p)
			if out[i] == nil {
				return nil
			}
		}
		return out
	case !aMat && bMat:
		return ev.product(ev.transpose(b, p), a, p)
	}
	bt := ev.transpose(b, p)
	if bt == nil {
		return nil
	}
	out := make([]value, len(a))
	for i, row := range a {
		r, ok := row.([]value)
		if !ok {
			return nil
		}
		out[i] = ev.product(bt, r, p)
		if out[i] == nil {
			return nil
		}
	}
	return out
}

func (ev *evaluator) transpose(m []value, p Pos) []value {
	first, ok := m[0].([]value)
	if !ok {
		return nil
	}
	cols := len(first)
	out := make([]value, cols)
	for c := range out {
		col := make([]value, len(m))
		for r, row := range m {
			ev.tick(p)
			rv, ok := row.([]value)
			if !ok || len(rv) != cols {
				return nil
			}
			col[r] = rv[c]
		}
		out[c] = col
	}
	return out
}

func compare(op string, l, r value) value {
	var c int
	switch a := l.(type) {
	case float64:
		b, ok := r.(float64)
		if !ok {
			return nil
		}
		if a != a || b != b {
			return false
		}
		c = cmpFloat(a, b)
	case string:
		b, ok := r.(string)
		if !ok {
			return nil
		}
		c = strings.Compare(a, b)
	default:
		return nil
	}
	switch op {
	case "<":
		return c < 0
	case "<=":
		return c <= 0
	case ">":
		return c > 0
	}
	return c >= 0
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// degrees and radians convert for the trigonometric built-ins, which work
// in degrees.
func degrees(rad float64) float64 { return rad * (180 / math.Pi) }

func sinDeg(x float64) float64 { s, _ := portable.SinCosDegrees(x); return s }
func cosDeg(x float64) float64 { _, c := portable.SinCosDegrees(x); return c }
