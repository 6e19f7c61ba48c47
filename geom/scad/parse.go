package scad

import "github.com/scbench/scbench/wire"

// A recursive-descent parser for the subset. Nesting is bounded
// (maxNesting), so hostile input cannot exhaust the stack.

const maxNesting = 200

// maxChain bounds the operators in one chain such as 1 + 1 + … + 1, which
// parses into a tree as deep as the chain is long.
const maxChain = 10_000

// parser pulls tokens from the lexer as it goes, holding at most two
// ahead, so a large file never sits in memory as tokens.
type parser struct {
	lx    *lexer
	ahead []token
	depth int
}

// parse reads a whole file into its top-level block.
func parse(src string) (b *block, err error) {
	p := &parser{lx: &lexer{src: src, line: 1, col: 1}}
	defer catch(&err)
	b = newBlock(Pos{1, 1})
	for p.peek().kind != tEOF {
		if err := p.statement(b); err != nil {
			return nil, err
		}
	}
	return b, nil
}

func newBlock(p Pos) *block {
	return &block{p: p, slot: map[string]int{}, modules: map[string]*moduleDef{}, funcs: map[string]*funcDef{}}
}

// peekAt returns the token k places ahead; a lexical error ends the parse
// (parse recovers it).
func (p *parser) peekAt(k int) token {
	for len(p.ahead) <= k {
		if n := len(p.ahead); n > 0 && p.ahead[n-1].kind == tEOF {
			return p.ahead[n-1]
		}
		t, err := p.lx.next()
		if err != nil {
			panic(err)
		}
		p.ahead = append(p.ahead, t)
	}
	return p.ahead[k]
}

func (p *parser) peek() token { return p.peekAt(0) }

func (p *parser) take() token {
	t := p.peek()
	if t.kind != tEOF {
		p.ahead = append(p.ahead[:0], p.ahead[1:]...)
	}
	return t
}

func (p *parser) isOp(s string) bool {
	t := p.peek()
	return t.kind == tOp && t.s == s
}

func (p *parser) isWord(s string) bool {
	t := p.peek()
	return t.kind == tIdent && t.s == s
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tIdent:
		return "'" + wire.Clip(t.s, 40) + "'"
	case tNum:
		return "a number"
	case tStr:
		return "a string"
	}
	return "'" + t.s + "'"
}

func (p *parser) expect(s string) error {
	if !p.isOp(s) {
		return errorf(p.peek().pos, "expected '%s', found %s", s, describe(p.peek()))
	}
	p.take()
	return nil
}

func (p *parser) enter() error {
	p.depth++
	if p.depth > maxNesting {
		return errorf(p.peek().pos, "nesting deeper than %d levels", maxNesting)
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

// statement parses one statement into b.
func (p *parser) statement(b *block) error {
	if err := p.enter(); err != nil {
		return err
	}
	defer p.leave()
	t := p.peek()
	switch {
	case t.kind == tOp && t.s == ";":
		p.take()
		return nil
	case t.kind == tOp && t.s == "{":
		body, err := p.braced()
		if err != nil {
			return err
		}
		b.insts = append(b.insts, &inst{p: t.pos, name: "{}", children: body})
		return nil
	case t.kind == tIdent && (t.s == "include" || t.s == "use"):
		return errorf(t.pos, "unsupported OpenSCAD feature %s: a part must be one self-contained file", t.s)
	case t.kind == tIdent && t.s == "module":
		return p.moduleDef(b)
	case t.kind == tIdent && t.s == "function":
		return p.funcDef(b)
	case t.kind == tIdent && p.peekAt(1).kind == tOp && p.peekAt(1).s == "=":
		p.take()
		p.take()
		x, err := p.expr()
		if err != nil {
			return err
		}
		if err := p.expect(";"); err != nil {
			return err
		}
		b.assign(&assign{p: t.pos, name: t.s, x: x})
		return nil
	}
	in, err := p.instantiation()
	if err != nil {
		return err
	}
	b.insts = append(b.insts, in)
	return nil
}

// assign records an assignment: a name assigned again keeps the place of
// its first assignment and takes the new expression, as in OpenSCAD.
func (b *block) assign(a *assign) {
	if i, ok := b.slot[a.name]; ok {
		b.assigns[i] = a
		return
	}
	b.slot[a.name] = len(b.assigns)
	b.assigns = append(b.assigns, a)
}

func (p *parser) braced() (*block, error) {
	open := p.take()
	b := newBlock(open.pos)
	for !p.isOp("}") {
		if p.peek().kind == tEOF {
			return nil, errorf(open.pos, "'{' is never closed")
		}
		if err := p.statement(b); err != nil {
			return nil, err
		}
	}
	p.take()
	return b, nil
}

// child parses what follows an instantiation: ';', a braced block or one
// statement (which becomes a block of its own).
func (p *parser) child() (*block, error) {
	switch {
	case p.isOp(";"):
		p.take()
		return nil, nil
	case p.isOp("{"):
		return p.braced()
	}
	b := newBlock(p.peek().pos)
	t := p.peek()
	if t.kind == tIdent && (t.s == "module" || t.s == "function") {
		return nil, errorf(t.pos, "a %s definition cannot be the child of an instantiation", t.s)
	}
	if t.kind == tIdent && p.peekAt(1).kind == tOp && p.peekAt(1).s == "=" {
		return nil, errorf(t.pos, "an assignment cannot be the child of an instantiation without braces")
	}
	if err := p.statement(b); err != nil {
		return nil, err
	}
	return b, nil
}

func (p *parser) instantiation() (*inst, error) {
	var mod modifier
	for p.peek().kind == tOp && len(p.peek().s) == 1 && (p.isOp("*") || p.isOp("!") || p.isOp("#") || p.isOp("%")) {
		m := modifier(p.take().s[0])
		if mod == 0 || m == '*' {
			mod = m
		}
	}
	t := p.take()
	if t.kind != tIdent {
		return nil, errorf(t.pos, "expected a statement, found %s", describe(t))
	}
	args, err := p.argList()
	if err != nil {
		return nil, err
	}
	in := &inst{p: t.pos, name: t.s, args: args, mod: mod}
	if in.children, err = p.child(); err != nil {
		return nil, err
	}
	if t.s == "if" && p.isWord("else") {
		p.take()
		if in.elseBody, err = p.child(); err != nil {
			return nil, err
		}
		if in.elseBody == nil {
			in.elseBody = newBlock(t.pos)
		}
	}
	return in, nil
}

func (p *parser) moduleDef(b *block) error {
	kw := p.take()
	name := p.take()
	if name.kind != tIdent {
		return errorf(name.pos, "expected a module name, found %s", describe(name))
	}
	params, err := p.params()
	if err != nil {
		return err
	}
	body, err := p.child()
	if err != nil {
		return err
	}
	if body == nil {
		body = newBlock(kw.pos)
	}
	b.modules[name.s] = &moduleDef{p: kw.pos, name: name.s, params: params, body: body}
	return nil
}

func (p *parser) funcDef(b *block) error {
	kw := p.take()
	name := p.take()
	if name.kind != tIdent {
		return errorf(name.pos, "expected a function name, found %s", describe(name))
	}
	params, err := p.params()
	if err != nil {
		return err
	}
	if err := p.expect("="); err != nil {
		return err
	}
	x, err := p.expr()
	if err != nil {
		return err
	}
	if err := p.expect(";"); err != nil {
		return err
	}
	b.funcs[name.s] = &funcDef{p: kw.pos, name: name.s, params: params, body: x}
	return nil
}

// params parses "(a, b = 1, ...)".
func (p *parser) params() ([]arg, error) {
	args, err := p.argList()
	if err != nil {
		return nil, err
	}
	for i, a := range args {
		if a.name == "" {
			id, ok := a.x.(*ident)
			if !ok {
				return nil, errorf(a.p, "a parameter must be a name")
			}
			args[i] = arg{p: a.p, name: id.name}
		}
	}
	return args, nil
}

// argList parses "(x, name = y, ...)".
func (p *parser) argList() ([]arg, error) {
	open := p.peek()
	if err := p.expect("("); err != nil {
		return nil, err
	}
	var args []arg
	for !p.isOp(")") {
		if p.peek().kind == tEOF {
			return nil, errorf(open.pos, "'(' is never closed")
		}
		t := p.peek()
		a := arg{p: t.pos}
		if t.kind == tIdent && p.peekAt(1).kind == tOp && p.peekAt(1).s == "=" {
			p.take()
			p.take()
			a.name = t.s
		}
		x, err := p.expr()
		if err != nil {
			return nil, err
		}
		a.x = x
		args = append(args, a)
		if !p.isOp(",") {
			break
		}
		p.take()
	}
	if err := p.expect(")"); err != nil {
		return nil, err
	}
	return args, nil
}

// Expressions, from the loosest binding to the tightest.

func (p *parser) expr() (expr, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	t := p.peek()
	if t.kind == tIdent {
		switch t.s {
		case "let":
			p.take()
			defs, err := p.argList()
			if err != nil {
				return nil, err
			}
			body, err := p.expr()
			if err != nil {
				return nil, err
			}
			return &letExpr{p: t.pos, defs: defs, body: body}, nil
		case "function":
			return nil, errorf(t.pos, "unsupported OpenSCAD feature: function literals")
		case "assert", "echo":
			if p.peekAt(1).kind == tOp && p.peekAt(1).s == "(" {
				return nil, errorf(t.pos, "unsupported OpenSCAD feature: %s() in an expression", t.s)
			}
		}
	}
	c, err := p.binary(0)
	if err != nil {
		return nil, err
	}
	if !p.isOp("?") {
		return c, nil
	}
	p.take()
	yes, err := p.expr()
	if err != nil {
		return nil, err
	}
	if err := p.expect(":"); err != nil {
		return nil, err
	}
	no, err := p.expr()
	if err != nil {
		return nil, err
	}
	return &ternary{p: c.at(), c: c, yes: yes, no: no}, nil
}

// levels lists the binary operators by precedence, loosest first.
var levels = [][]string{
	{"||"},
	{"&&"},
	{"==", "!="},
	{"<", "<=", ">", ">="},
	{"+", "-"},
	{"*", "/", "%"},
}

func (p *parser) binary(level int) (expr, error) {
	if level == len(levels) {
		return p.unary()
	}
	l, err := p.binary(level + 1)
	if err != nil {
		return nil, err
	}
	for chain := 0; ; chain++ {
		t := p.peek()
		if t.kind != tOp || !contains(levels[level], t.s) {
			return l, nil
		}
		if chain == maxChain {
			return nil, errorf(t.pos, "more than %d operators in a row", maxChain)
		}
		p.take()
		r, err := p.binary(level + 1)
		if err != nil {
			return nil, err
		}
		l = &binary{p: t.pos, op: t.s, l: l, r: r}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (p *parser) unary() (expr, error) {
	t := p.peek()
	if t.kind == tOp && (t.s == "-" || t.s == "+" || t.s == "!") {
		if err := p.enter(); err != nil {
			return nil, err
		}
		defer p.leave()
		p.take()
		x, err := p.unary()
		if err != nil {
			return nil, err
		}
		return &unary{p: t.pos, op: t.s, x: x}, nil
	}
	return p.power()
}

// power is OpenSCAD's ^, binding tighter than unary minus on its left and
// right-associative.
func (p *parser) power() (expr, error) {
	base, err := p.postfix()
	if err != nil {
		return nil, err
	}
	if !p.isOp("^") {
		return base, nil
	}
	t := p.take()
	exp, err := p.unary()
	if err != nil {
		return nil, err
	}
	return &binary{p: t.pos, op: "^", l: base, r: exp}, nil
}

func (p *parser) postfix() (expr, error) {
	x, err := p.primary()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		switch {
		case t.kind == tOp && t.s == "(":
			args, err := p.argList()
			if err != nil {
				return nil, err
			}
			x = &call{p: x.at(), fn: x, args: args}
		case t.kind == tOp && t.s == "[":
			p.take()
			i, err := p.expr()
			if err != nil {
				return nil, err
			}
			if err := p.expect("]"); err != nil {
				return nil, err
			}
			x = &index{p: t.pos, x: x, i: i}
		case t.kind == tOp && t.s == ".":
			p.take()
			name := p.take()
			if name.kind != tIdent {
				return nil, errorf(name.pos, "expected a member name after '.', found %s", describe(name))
			}
			x = &member{p: t.pos, x: x, name: name.s}
		default:
			return x, nil
		}
	}
}

func (p *parser) primary() (expr, error) {
	t := p.take()
	switch t.kind {
	case tNum:
		return &numLit{p: t.pos, v: t.num}, nil
	case tStr:
		return &strLit{p: t.pos, v: t.s}, nil
	case tIdent:
		switch t.s {
		case "true", "false":
			return &boolLit{p: t.pos, v: t.s == "true"}, nil
		case "undef":
			return &undefLit{p: t.pos}, nil
		}
		return &ident{p: t.pos, name: t.s}, nil
	case tOp:
		switch t.s {
		case "(":
			x, err := p.expr()
			if err != nil {
				return nil, err
			}
			if err := p.expect(")"); err != nil {
				return nil, err
			}
			return x, nil
		case "[":
			return p.vector(t)
		}
	}
	return nil, errorf(t.pos, "expected an expression, found %s", describe(t))
}

// vector parses what follows '[': a range, a list, or a list comprehension.
func (p *parser) vector(open token) (expr, error) {
	if p.isOp("]") {
		p.take()
		return &vecLit{p: open.pos}, nil
	}
	first, err := p.element()
	if err != nil {
		return nil, err
	}
	if p.isOp(":") {
		if !isPlain(first) {
			return nil, errorf(first.at(), "a range cannot start with a comprehension")
		}
		p.take()
		second, err := p.expr()
		if err != nil {
			return nil, err
		}
		r := &rangeLit{p: open.pos, start: first, stop: second}
		if p.isOp(":") {
			p.take()
			third, err := p.expr()
			if err != nil {
				return nil, err
			}
			r.step, r.stop = second, third
		}
		if err := p.expect("]"); err != nil {
			return nil, err
		}
		return r, nil
	}
	v := &vecLit{p: open.pos, elems: []expr{first}}
	for p.isOp(",") {
		p.take()
		if p.isOp("]") {
			break
		}
		e, err := p.element()
		if err != nil {
			return nil, err
		}
		v.elems = append(v.elems, e)
	}
	if err := p.expect("]"); err != nil {
		return nil, errorf(open.pos, "'[' is never closed")
	}
	return v, nil
}

func isPlain(e expr) bool {
	switch e.(type) {
	case *compFor, *compIf, *compEach:
		return false
	}
	return true
}

// element parses a vector element: an expression or a comprehension
// (for, if, let, each).
func (p *parser) element() (expr, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	t := p.peek()
	if t.kind != tIdent {
		return p.expr()
	}
	switch t.s {
	case "for":
		p.take()
		defs, err := p.argList()
		if err != nil {
			return nil, err
		}
		if len(defs) > 0 && defs[0].name != "" && p.isOp(";") {
			return nil, errorf(t.pos, "unsupported OpenSCAD feature: C-style for in a list comprehension")
		}
		body, err := p.element()
		if err != nil {
			return nil, err
		}
		return &compFor{p: t.pos, defs: defs, body: body}, nil
	case "if":
		p.take()
		args, err := p.argList()
		if err != nil {
			return nil, err
		}
		if len(args) != 1 || args[0].name != "" {
			return nil, errorf(t.pos, "if takes one condition")
		}
		yes, err := p.element()
		if err != nil {
			return nil, err
		}
		c := &compIf{p: t.pos, c: args[0].x, yes: yes}
		if p.isWord("else") {
			p.take()
			if c.no, err = p.element(); err != nil {
				return nil, err
			}
		}
		return c, nil
	case "let":
		if p.peekAt(1).kind == tOp && p.peekAt(1).s == "(" {
			p.take()
			defs, err := p.argList()
			if err != nil {
				return nil, err
			}
			body, err := p.element()
			if err != nil {
				return nil, err
			}
			return &letExpr{p: t.pos, defs: defs, body: body}, nil
		}
	case "each":
		p.take()
		x, err := p.element()
		if err != nil {
			return nil, err
		}
		return &compEach{p: t.pos, x: x}, nil
	}
	return p.expr()
}
