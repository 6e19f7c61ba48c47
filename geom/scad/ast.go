package scad

// The syntax tree. Expressions and statements carry the position of their
// first token, so that evaluation errors name a line and column too.

type expr interface{ at() Pos }

type (
	numLit struct {
		p Pos
		v float64
	}
	strLit struct {
		p Pos
		v string
	}
	boolLit struct {
		p Pos
		v bool
	}
	undefLit struct{ p Pos }
	ident    struct {
		p    Pos
		name string
	}
	// vecLit is [e, ...]; its elements may be comprehension elements.
	vecLit struct {
		p     Pos
		elems []expr
	}
	rangeLit struct {
		p                 Pos
		start, step, stop expr // step nil for [a:b]
	}
	unary struct {
		p  Pos
		op string
		x  expr
	}
	binary struct {
		p    Pos
		op   string
		l, r expr
	}
	ternary struct {
		p          Pos
		c, yes, no expr
	}
	call struct {
		p    Pos
		fn   expr
		args []arg
	}
	index struct {
		p    Pos
		x, i expr
	}
	member struct {
		p    Pos
		x    expr
		name string
	}
	letExpr struct {
		p    Pos
		defs []arg
		body expr
	}
	// Comprehension elements, allowed only inside a vector literal.
	compFor struct {
		p    Pos
		defs []arg
		body expr
	}
	compIf struct {
		p       Pos
		c       expr
		yes, no expr // no may be nil
	}
	compEach struct {
		p Pos
		x expr
	}
)

func (e *numLit) at() Pos   { return e.p }
func (e *strLit) at() Pos   { return e.p }
func (e *boolLit) at() Pos  { return e.p }
func (e *undefLit) at() Pos { return e.p }
func (e *ident) at() Pos    { return e.p }
func (e *vecLit) at() Pos   { return e.p }
func (e *rangeLit) at() Pos { return e.p }
func (e *unary) at() Pos    { return e.p }
func (e *binary) at() Pos   { return e.p }
func (e *ternary) at() Pos  { return e.p }
func (e *call) at() Pos     { return e.p }
func (e *index) at() Pos    { return e.p }
func (e *member) at() Pos   { return e.p }
func (e *letExpr) at() Pos  { return e.p }
func (e *compFor) at() Pos  { return e.p }
func (e *compIf) at() Pos   { return e.p }
func (e *compEach) at() Pos { return e.p }

// arg is a call argument or a parameter: name empty for a positional
// argument, x nil for a parameter without a default.
type arg struct {
	p    Pos
	name string
	x    expr
}

// modifier is the character before an instantiation: '*', '!', '#', '%' or 0.
type modifier byte

type stmt interface{ at() Pos }

type (
	assign struct {
		p    Pos
		name string
		x    expr
	}
	moduleDef struct {
		p      Pos
		name   string
		params []arg
		body   *block
	}
	funcDef struct {
		p      Pos
		name   string
		params []arg
		body   expr
	}
	// inst is a module instantiation, built-in or user-defined, including
	// for, if and let, whose children are statements.
	inst struct {
		p        Pos
		name     string
		args     []arg
		mod      modifier
		children *block // nil for "name(...);"
		elseBody *block // only for if
	}
)

func (s *assign) at() Pos    { return s.p }
func (s *moduleDef) at() Pos { return s.p }
func (s *funcDef) at() Pos   { return s.p }
func (s *inst) at() Pos      { return s.p }

// block is a scope: its assignments (last one per name wins, evaluated in
// the order of each name's first assignment), definitions and
// instantiations.
type block struct {
	p       Pos
	assigns []*assign
	slot    map[string]int // index in assigns of each name
	modules map[string]*moduleDef
	funcs   map[string]*funcDef
	insts   []*inst
}
