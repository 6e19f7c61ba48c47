package polynomialfit

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
)

// Evaluation is exact: f is a rational function of x and y with rational
// coefficients, and a cell is '#' exactly when its value is positive. Two
// stages keep that fast:
//
//  1. an interval pass in float64: every value is an interval known to hold
//     the exact one (bounds moved outwards after each inexact operation;
//     results that are provably exact — sums checked with TwoSum, products of
//     small integers, anything times an exact zero — stay exact points). If
//     the final interval lies strictly above 0, or at or below 0, the cell is
//     decided; a divisor whose interval contains 0 leaves it undecided;
//  2. undecided cells are evaluated with math/big rationals, where a division
//     by exactly zero is that cell's error (upstream: ZeroDivisionError, the
//     cell counts as wrong).
//
// Identical subexpressions are computed once per cell. The exact stage refuses
// any value whose numerator or denominator would need more than maxBits bits,
// and stops after maxWork units of work (about a second); either ends grading
// with a score of 0 and a message.

// maxWork bounds the exact stage, in word operations: an operation on values
// of a and b 64-bit words costs a·b, a k-th power k²·a².
const maxWork = 100_000

// ratOp applies one operation exactly, after checking the result's size.
func ratOp(kind int, a, b *big.Rat, k int) (*big.Rat, error) {
	na, da := a.Num().BitLen(), a.Denom().BitLen()
	var nb, db int
	if b != nil {
		nb, db = b.Num().BitLen(), b.Denom().BitLen()
	}
	var bits int
	switch kind {
	case nAdd, nSub:
		bits = max(na+db, nb+da) + 1 + da + db
	case nMul:
		bits = na + nb + da + db
	case nDiv:
		if b.Sign() == 0 {
			return nil, errDivZero
		}
		bits = na + nb + da + db
	case nPow:
		if a.Sign() == 0 && k < 0 {
			return nil, errDivZero
		}
		bits = abs(k) * (na + da)
	}
	if bits > 2*maxBits {
		return nil, errTooBig
	}
	r := new(big.Rat)
	switch kind {
	case nNeg:
		r.Neg(a)
	case nAdd:
		r.Add(a, b)
	case nSub:
		r.Sub(a, b)
	case nMul:
		r.Mul(a, b)
	case nDiv:
		r.Quo(a, b)
	case nPow:
		n := new(big.Int).Exp(a.Num(), big.NewInt(int64(abs(k))), nil)
		d := new(big.Int).Exp(a.Denom(), big.NewInt(int64(abs(k))), nil)
		if k < 0 {
			n, d = d, n
			if d.Sign() < 0 {
				n.Neg(n)
				d.Neg(d)
			}
		}
		r.SetFrac(n, d)
	}
	if r.Num().BitLen() > maxBits || r.Denom().BitLen() > maxBits {
		return nil, errTooBig
	}
	return r, nil
}

var (
	errDivZero = errors.New("division by zero")
	errTooBig  = fmt.Errorf("a value would need more than %d bits", maxBits)
)

// instr is one operation of a compiled function: a node of the expression DAG.
type instr struct {
	kind int
	a, b int      // operand slots
	k    int      // exponent
	val  *big.Rat // constant
	iv   interval // constant's interval
}

// program is a function compiled to a list of instructions in dependency
// order; the last one is the result.
type program struct {
	code []instr
	// Ops counts the distinct operations (instructions other than constants
	// and coordinates).
	Ops int
}

// compile flattens the tree, sharing identical subexpressions.
func compile(root *node) *program {
	p := &program{}
	seen := map[string]int{}
	var walk func(n *node) int
	walk = func(n *node) int {
		var in instr
		var key string
		switch n.kind {
		case nNum:
			in = instr{kind: nNum, val: n.val, iv: constInterval(n.val)}
			key = "n" + n.val.RatString()
		case nX, nY:
			in = instr{kind: n.kind}
			key = strconv.Itoa(n.kind)
		default:
			a := walk(n.a)
			b := -1
			if n.b != nil {
				b = walk(n.b)
			}
			in = instr{kind: n.kind, a: a, b: b, k: n.k}
			key = fmt.Sprintf("%d:%d:%d:%d", n.kind, a, b, n.k)
		}
		if slot, ok := seen[key]; ok {
			return slot
		}
		p.code = append(p.code, in)
		seen[key] = len(p.code) - 1
		return len(p.code) - 1
	}
	walk(root)
	for _, in := range p.code {
		if in.kind != nNum && in.kind != nX && in.kind != nY {
			p.Ops++
		}
	}
	return p
}

// interval holds [lo, hi] around an exact value; exact marks a point known to
// equal it.
type interval struct {
	lo, hi float64
	exact  bool
}

func point(v float64) interval { return interval{v, v, true} }

// widen turns computed bounds into safe ones. A correctly rounded result c is
// within |c|·2^-53 of the true one (or within 2^-1075 if it underflowed), so
// moving it out by |c|·2^-50 + 2^-1072, a step that itself rounds by less than
// the slack, always encloses the true value. Infinite bounds stay as they are.
func widen(lo, hi float64) interval {
	if lo-lo == 0 {
		lo -= float64(math.Abs(lo)*0x1p-50) + 0x1p-1072
	}
	if hi-hi == 0 {
		hi += float64(math.Abs(hi)*0x1p-50) + 0x1p-1072
	}
	return interval{lo, hi, false}
}

func constInterval(v *big.Rat) interval {
	f, exact := v.Float64()
	if exact {
		return point(f)
	}
	return widen(f, f)
}

// isInt reports whether v is an integer small enough that sums and products
// of two such stay exact when they are below 2^53.
func isInt(v float64) bool { return v == math.Trunc(v) && math.Abs(v) <= 0x1p53 }

func ivAdd(a, b interval) interval {
	if a.exact && b.exact {
		// TwoSum: s + err is exactly a + b.
		s := a.lo + b.lo
		bb := s - a.lo
		if err := (a.lo - (s - bb)) + (b.lo - bb); err == 0 && s-s == 0 {
			return point(s)
		}
	}
	return widen(a.lo+b.lo, a.hi+b.hi)
}

func ivNeg(a interval) interval { return interval{-a.hi, -a.lo, a.exact} }

func finite(a interval) bool { return a.lo-a.lo == 0 && a.hi-a.hi == 0 }

func ivMul(a, b interval) interval {
	switch {
	case a.exact && a.lo == 0 && finite(b), b.exact && b.lo == 0 && finite(a):
		return point(0)
	case a.exact && b.exact && isInt(a.lo) && isInt(b.lo):
		if p := float64(a.lo * b.lo); math.Abs(p) <= 0x1p53 {
			return point(p)
		}
	}
	return widen(span(float64(a.lo*b.lo), float64(a.lo*b.hi), float64(a.hi*b.lo), float64(a.hi*b.hi)))
}

// span returns the least and greatest of four finite numbers.
func span(p1, p2, p3, p4 float64) (lo, hi float64) {
	lo, hi = p1, p1
	for _, p := range [3]float64{p2, p3, p4} {
		if p < lo {
			lo = p
		}
		if p > hi {
			hi = p
		}
	}
	return lo, hi
}

// ivDiv divides; ok is false when the divisor's interval contains 0.
func ivDiv(a, b interval) (interval, bool) {
	if b.lo <= 0 && b.hi >= 0 {
		return interval{}, false
	}
	if a.exact && a.lo == 0 {
		return point(0), true
	}
	if b.exact && (b.lo == 1 || b.lo == -1) {
		if b.lo == 1 {
			return a, true
		}
		return ivNeg(a), true
	}
	return widen(span(a.lo/b.lo, a.lo/b.hi, a.hi/b.lo, a.hi/b.hi)), true
}

func ivPow(a interval, k int) (interval, bool) {
	r := point(1)
	base := a
	for e := abs(k); e > 0; e >>= 1 {
		if e&1 == 1 {
			r = ivMul(r, base)
		}
		if e > 1 {
			base = ivMul(base, base)
		}
	}
	if k < 0 {
		return ivDiv(point(1), r)
	}
	return r, true
}

// Dependence of an instruction on the coordinates.
const (
	depX = 1 << iota
	depY
)

// evaluator runs a program on cells, reusing its buffers. Instructions that
// depend on x alone are evaluated once per column, those on y alone once per
// row, constants once; only the rest run for every cell.
type evaluator struct {
	p     *program
	dep   []int
	iv    []interval
	ok    []bool       // the interval pass could compute this slot
	cols  [][]interval // x-only slots, per column
	colOK [][]bool
	xOnly []int    // slots depending on x alone
	group [4][]int // instructions by dependence (constant, x, y, both)
	exact []*big.Rat
	// steps counts the operations the interval pass ran: each at most once
	// per cell, so at most Ops·N² ≤ cellOperations on a grid whose function
	// keeps to OperationLimit. work counts the exact stage's, never above
	// maxWork.
	steps int
	work  int
	row   int // the row whose y-only slots are in iv
}

func newEvaluator(p *program, size int) *evaluator {
	e := &evaluator{p: p, dep: make([]int, len(p.code)), iv: make([]interval, len(p.code)), ok: make([]bool, len(p.code)), exact: make([]*big.Rat, len(p.code)), row: -1}
	for i, in := range p.code {
		switch in.kind {
		case nX:
			e.dep[i] = depX
		case nY:
			e.dep[i] = depY
		case nNum:
		default:
			e.dep[i] = e.dep[in.a]
			if in.b >= 0 {
				e.dep[i] |= e.dep[in.b]
			}
		}
		e.group[e.dep[i]] = append(e.group[e.dep[i]], i)
	}
	e.xOnly = e.group[depX]
	e.run(0, 0, 0) // constants
	e.cols = make([][]interval, size)
	e.colOK = make([][]bool, size)
	for x := 0; x < size; x++ {
		e.run(depX, x, 0)
		e.cols[x] = make([]interval, len(e.xOnly))
		e.colOK[x] = make([]bool, len(e.xOnly))
		for j, s := range e.xOnly {
			e.cols[x][j], e.colOK[x][j] = e.iv[s], e.ok[s]
		}
	}
	return e
}

// run evaluates the instructions with exactly the given dependence. Operands
// must be finite (no NaN can arise inside the interval operations); anything
// else leaves the slot, and so the cell, undecided.
func (e *evaluator) run(dep, x, y int) {
	for _, i := range e.group[dep] {
		in := &e.p.code[i]
		var r interval
		good := true
		switch in.kind {
		case nNum:
			r = in.iv
		case nX:
			r = point(float64(x))
		case nY:
			r = point(float64(y))
		default:
			e.steps++
			if !e.ok[in.a] || (in.b >= 0 && !e.ok[in.b]) {
				e.ok[i] = false
				continue
			}
			switch in.kind {
			case nNeg:
				r = ivNeg(e.iv[in.a])
			case nAdd:
				r = ivAdd(e.iv[in.a], e.iv[in.b])
			case nSub:
				r = ivAdd(e.iv[in.a], ivNeg(e.iv[in.b]))
			case nMul:
				r = ivMul(e.iv[in.a], e.iv[in.b])
			case nDiv:
				r, good = ivDiv(e.iv[in.a], e.iv[in.b])
			case nPow:
				r, good = ivPow(e.iv[in.a], in.k)
			}
		}
		// An overflow or a divisor around 0: undecided.
		e.iv[i], e.ok[i] = r, good && finite(r)
	}
}

// sign returns whether f(x, y) is positive, whether the cell raised a
// division by zero, and a fatal error if the work or size limits were broken.
// Cells must be visited row by row.
func (e *evaluator) sign(x, y int) (positive bool, divZero bool, err error) {
	if y != e.row {
		e.run(depY, 0, y)
		e.row = y
	}
	for j, s := range e.xOnly {
		e.iv[s], e.ok[s] = e.cols[x][j], e.colOK[x][j]
	}
	e.run(depX|depY, x, y)
	last := len(e.iv) - 1
	if e.ok[last] {
		switch res := e.iv[last]; {
		case res.lo > 0:
			return true, false, nil
		case res.hi <= 0:
			return false, false, nil
		}
	}
	v, err := e.exactValue(x, y)
	if errors.Is(err, errDivZero) {
		return false, true, nil
	}
	if err != nil {
		return false, false, err
	}
	return v.Sign() > 0, false, nil
}

// exactValue evaluates a cell with rationals.
func (e *evaluator) exactValue(x, y int) (*big.Rat, error) {
	for i, in := range e.p.code {
		var r *big.Rat
		var err error
		switch in.kind {
		case nNum:
			r = in.val
		case nX:
			r = new(big.Rat).SetInt64(int64(x))
		case nY:
			r = new(big.Rat).SetInt64(int64(y))
		default:
			a := e.exact[in.a]
			var b *big.Rat
			if in.b >= 0 {
				b = e.exact[in.b]
			}
			wa, wb := words(a), 1
			if b != nil {
				wb = words(b)
			}
			if in.kind == nPow {
				wa, wb = abs(in.k)*wa, abs(in.k)*wa
			}
			if e.work+wa*wb > maxWork {
				return nil, errWork
			}
			e.work += wa * wb
			r, err = ratOp(in.kind, a, b, in.k)
			if err != nil {
				return nil, err
			}
		}
		e.exact[i] = r
	}
	return e.exact[len(e.exact)-1], nil
}

// words is the size of a rational in 64-bit words, at least 1.
func words(v *big.Rat) int { return 1 + (v.Num().BitLen()+v.Denom().BitLen())/64 }

var errWork = errors.New("evaluating f exactly needs too much work: it is zero, or too close to zero for floating-point bounds, on too many cells")
