package scad

import (
	"math"
	"strings"

	"github.com/scbench/scbench/geom"
	"github.com/scbench/scbench/geom/portable"
)

// call evaluates a function call: a user-defined function (which hides a
// built-in of the same name, as in OpenSCAD) or a built-in.
func (ev *evaluator) call(x *call, e *env) value {
	id, ok := x.fn.(*ident)
	if !ok {
		panic(errorf(x.p, "unsupported OpenSCAD feature: calling an expression (function literals)"))
	}
	if f, def := e.function(id.name); f != nil {
		ev.enter(x.p, "function "+id.name)
		defer ev.leave()
		s := ev.bindParams(f.params, x.args, e, def, x.p)
		return ev.eval(f.body, s)
	}
	if why, refused := refusedFunctions[id.name]; refused {
		panic(errorf(x.p, "unsupported OpenSCAD feature %s(): %s", id.name, why))
	}
	b, ok := builtinFunctions[id.name]
	if !ok {
		ev.warn(x.p, "unknown function %s", id.name)
		return nil
	}
	args := make([]value, 0, len(x.args))
	for _, a := range x.args {
		args = append(args, ev.eval(a.x, e))
	}
	return b(ev, args, x.p)
}

// bindParams makes the scope of a call: parameters bound from positional
// then named arguments (evaluated in the caller's scope e), defaults for the
// rest (evaluated in the new scope), and $-arguments set there too. Its
// lexical parent is def, where the callee was defined; its dynamic parent
// is the caller.
func (ev *evaluator) bindParams(params, args []arg, e, def *env, p Pos) *env {
	s := &env{vars: map[string]value{}, lex: def, dyn: e, kids: def.kids}
	pos := 0
	for _, a := range args {
		v := ev.eval(a.x, e)
		if a.name == "" {
			if pos < len(params) {
				s.vars[params[pos].name] = v
			}
			pos++
			continue
		}
		s.vars[a.name] = v
	}
	for _, prm := range params {
		if _, set := s.vars[prm.name]; !set {
			var v value
			if prm.x != nil {
				v = ev.eval(prm.x, s)
			}
			s.vars[prm.name] = v
		}
	}
	return s
}

type builtin func(ev *evaluator, args []value, p Pos) value

// refusedFunctions are functions outside the subset, with the reason.
var refusedFunctions = map[string]string{
	"rands":         "random numbers make the part differ between runs",
	"search":        "not in the supported subset",
	"lookup":        "not in the supported subset",
	"version":       "not in the supported subset",
	"parent_module": "not in the supported subset",
	"import":        "a part must be one self-contained file",
}

func math1(f func(float64) float64) builtin {
	return func(ev *evaluator, args []value, p Pos) value {
		if len(args) < 1 {
			return nil
		}
		x, ok := num(args[0])
		if !ok {
			return nil
		}
		return f(x)
	}
}

var builtinFunctions map[string]builtin

func init() {
	builtinFunctions = map[string]builtin{
		"sin":   math1(sinDeg),
		"cos":   math1(cosDeg),
		"tan":   math1(func(x float64) float64 { s, c := portable.SinCosDegrees(x); return s / c }),
		"asin":  math1(func(x float64) float64 { return degrees(portable.Asin(x)) }),
		"acos":  math1(func(x float64) float64 { return degrees(portable.Acos(x)) }),
		"atan":  math1(func(x float64) float64 { return degrees(portable.Atan2(x, 1)) }),
		"sqrt":  math1(math.Sqrt),
		"abs":   math1(math.Abs),
		"floor": math1(math.Floor),
		"ceil":  math1(math.Ceil),
		"round": math1(math.Round),
		"sign":  math1(func(x float64) float64 { return float64(cmpFloat(x, 0)) }),
		"exp":   math1(portable.Exp),
		"ln":    math1(portable.Log),
		"log":   math1(portable.Log10),
		"atan2": func(ev *evaluator, args []value, p Pos) value {
			if len(args) < 2 {
				return nil
			}
			y, ok1 := num(args[0])
			x, ok2 := num(args[1])
			if !ok1 || !ok2 {
				return nil
			}
			return degrees(portable.Atan2(y, x))
		},
		"pow": func(ev *evaluator, args []value, p Pos) value {
			if len(args) < 2 {
				return nil
			}
			return ev.arith("^", args[0], args[1], p)
		},
		"min": extreme(-1),
		"max": extreme(1),
		"len": func(ev *evaluator, args []value, p Pos) value {
			if len(args) < 1 {
				return nil
			}
			switch x := args[0].(type) {
			case []value:
				return float64(len(x))
			case string:
				return float64(len(x))
			}
			return nil
		},
		"concat": func(ev *evaluator, args []value, p Pos) value {
			out := []value{}
			for _, a := range args {
				if xs, ok := a.([]value); ok {
					ev.grow(p, len(out)+len(xs))
					out = append(out, xs...)
				} else {
					ev.grow(p, len(out)+1)
					out = append(out, a)
				}
			}
			return out
		},
		"norm": func(ev *evaluator, args []value, p Pos) value {
			if len(args) < 1 {
				return nil
			}
			xs, ok := args[0].([]value)
			if !ok {
				return nil
			}
			var s float64
			for _, x := range xs {
				f, ok := num(x)
				if !ok {
					return nil
				}
				s += float64(f * f)
			}
			return math.Sqrt(s)
		},
		"cross": func(ev *evaluator, args []value, p Pos) value {
			if len(args) < 2 {
				return nil
			}
			a, ok1 := vec3(args[0], 0)
			b, ok2 := vec3(args[1], 0)
			if !ok1 || !ok2 {
				return nil
			}
			c := geom.Cross3(a, b)
			return []value{c[0], c[1], c[2]}
		},
		"str": func(ev *evaluator, args []value, p Pos) value {
			var b strings.Builder
			for _, a := range args {
				format(&b, a, ev.lim.MaxElements)
			}
			if b.Len() > ev.lim.MaxElements {
				panic(errorf(p, "a string longer than %d bytes (limit)", ev.lim.MaxElements))
			}
			return b.String()
		},
		"is_undef":  isType("undef"),
		"is_num":    isType("number"),
		"is_bool":   isType("bool"),
		"is_string": isType("string"),
		"is_list":   isType("vector"),
	}
	builtinFunctions["is_num"] = func(ev *evaluator, args []value, p Pos) value {
		if len(args) < 1 {
			return false
		}
		x, ok := args[0].(float64)
		return ok && x == x
	}
}

func isType(name string) builtin {
	return func(ev *evaluator, args []value, p Pos) value {
		return len(args) > 0 && typeName(args[0]) == name
	}
}

// extreme is min (sign −1) or max (+1) of numbers given as arguments or as
// one vector.
func extreme(sign float64) builtin {
	return func(ev *evaluator, args []value, p Pos) value {
		if len(args) == 1 {
			if xs, ok := args[0].([]value); ok {
				args = xs
			}
		}
		if len(args) == 0 {
			return nil
		}
		var best float64
		for i, a := range args {
			x, ok := num(a)
			if !ok {
				return nil
			}
			if i == 0 || float64(sign*x) > float64(sign*best) {
				best = x
			}
		}
		return best
	}
}
