package polyfit

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The reference solver fits a polynomial of total degree d in the centred,
// scaled coordinates u = (x − c)/c and v = (y − c)/c, c = (N − 1)/2, by
// squared-hinge least squares (an L2 support-vector machine solved by
// active-set Newton steps): cells whose margin s·f is below 1 are fitted to
// s = ±1, the others left alone, with a small ridge; cells that stay
// misclassified get a larger weight and the fit is repeated. The basis is the
// tensor Legendre basis, for conditioning; the result is written out in
// monomials of u and v.
//
// A polynomial of modest degree usually misclassifies a few cells on the
// larger grids. Each such cell (and any cell where the printed polynomial is
// too close to zero to be trusted) gets a narrow rational spike,
// a/(1 + M·((x − xk)² + (y − yk)²)), which is a at that cell and at most
// a/(1 + M) at every other one; M is chosen so that the spikes cannot change
// any other cell's sign. Division is in the answer grammar, so the result is a
// valid answer that classifies every cell correctly.

// fitted is a reference answer with what went into it.
type fitted struct {
	Source string
	Degree int
	Spikes int
}

// degreeFor picks the polynomial degree from the grid size.
func degreeFor(n int) int {
	switch {
	case n <= 12:
		return 4
	case n <= 24:
		return 8
	}
	return 12
}

// fit returns a function source classifying every cell of the grid. If the
// spikes would take the function past the grid's operation limit, it tries
// higher degrees.
func fit(rows []string) fitted {
	n := len(rows)
	for d := degreeFor(n); ; d += 2 {
		f := fitDegree(rows, d)
		// About 3 operations per monomial, 2 per power, 9 per spike.
		terms := (d + 1) * (d + 2) / 2
		if 3*terms+2*d+9*f.Spikes <= OperationLimit(n) || d >= 16 {
			return f
		}
	}
}

// fitDegree fits a polynomial of total degree d and adds the spikes it needs.
func fitDegree(rows []string, d int) fitted {
	n := len(rows)
	lab := make([]float64, n*n)
	for y, row := range rows {
		for x := 0; x < n; x++ {
			lab[y*n+x] = -1
			if row[x] == '#' {
				lab[y*n+x] = 1
			}
		}
	}
	c := hingeFit(lab, n, d)
	mono := toMonomials(c, d)
	terms := make([]monoTerm, 0, len(mono))
	for _, t := range mono {
		// Print 12 significant digits and evaluate what is printed.
		s := strconv.FormatFloat(t.coef, 'g', 12, 64)
		v, _ := strconv.ParseFloat(s, 64)
		if v != 0 {
			terms = append(terms, monoTerm{t.a, t.b, v, s})
		}
	}
	half := float64(n-1) / 2
	vals := make([]float64, n*n)
	scale := 0.0
	for _, t := range terms {
		scale += math.Abs(t.coef)
	}
	trust := 1e-9 * math.Max(scale, 1)
	var spikes []int
	minAbs := math.Inf(1)
	pows := powerTable(n, d)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			v := 0.0
			for _, t := range terms {
				v += float64(t.coef * float64(pows[x][t.a]*pows[y][t.b]))
			}
			vals[y*n+x] = v
			if (v > 0) != (lab[y*n+x] > 0) || math.Abs(v) < trust {
				spikes = append(spikes, y*n+x)
			} else {
				minAbs = math.Min(minAbs, math.Abs(v))
			}
		}
	}

	var b strings.Builder
	b.WriteString("def f(x, y):\n    return ")
	u := "((x-" + num(half) + ")/" + num(half) + ")"
	w := "((y-" + num(half) + ")/" + num(half) + ")"
	for k, t := range terms {
		b.WriteString(signed(t.text, k == 0))
		if t.a > 0 {
			b.WriteString("*" + u + power(t.a))
		}
		if t.b > 0 {
			b.WriteString("*" + w + power(t.b))
		}
	}
	if len(terms) == 0 {
		b.WriteString("0")
	}
	if len(spikes) > 0 {
		// Spike k is amp_k at its cell; elsewhere each is at most amp_k/(1+M),
		// and together they must stay below half the smallest |f| there.
		amps := make([]float64, len(spikes))
		total := 0.0
		for i, cell := range spikes {
			amps[i] = math.Ceil(math.Abs(vals[cell])) + 1
			if lab[cell] < 0 {
				amps[i] = -amps[i]
			}
			total += math.Abs(amps[i])
		}
		exp10, pow := 3, 1000.0
		for pow < 4*total/math.Min(minAbs, 1) {
			exp10, pow = exp10+1, pow*10
		}
		m := "1" + strings.Repeat("0", exp10)
		for i, cell := range spikes {
			x, y := cell%n, cell/n
			fmt.Fprintf(&b, "%s/(1+%s*((x-%d)**2+(y-%d)**2))", signed(strconv.FormatFloat(amps[i], 'f', -1, 64), false), m, x, y)
		}
	}
	return fitted{Source: b.String(), Degree: d, Spikes: len(spikes)}
}

type monoTerm struct {
	a, b int // powers of u and v
	coef float64
	text string
}

// powerTable returns u_i^a for the n grid positions and a ≤ d.
func powerTable(n, d int) [][]float64 {
	half := float64(n-1) / 2
	out := make([][]float64, n)
	for i := range out {
		u := (float64(i) - half) / half
		out[i] = make([]float64, d+1)
		out[i][0] = 1
		for a := 1; a <= d; a++ {
			out[i][a] = out[i][a-1] * u
		}
	}
	return out
}

func power(k int) string {
	if k == 1 {
		return ""
	}
	return "**" + strconv.Itoa(k)
}

// signed writes a coefficient as a term of a sum.
func signed(s string, first bool) string {
	if strings.HasPrefix(s, "-") {
		if first {
			return s
		}
		return " - " + s[1:]
	}
	if first {
		return s
	}
	return " + " + s
}

func num(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// legendreTable returns P_k(u_i) for the n grid positions and k ≤ d, where
// u_i = (i − c)/c.
func legendreTable(n, d int) [][]float64 {
	half := float64(n-1) / 2
	out := make([][]float64, n)
	for i := range out {
		u := (float64(i) - half) / half
		p := make([]float64, d+1)
		p[0] = 1
		if d >= 1 {
			p[1] = u
		}
		for k := 1; k < d; k++ {
			p[k+1] = (float64(float64(2*k+1)*float64(u*p[k])) - float64(float64(k)*p[k-1])) / float64(k+1)
		}
		out[i] = p
	}
	return out
}

// terms lists the basis functions P_i(u)·P_j(v) with i + j ≤ d.
func basisTerms(d int) [][2]int {
	var out [][2]int
	for s := 0; s <= d; s++ {
		for i := s; i >= 0; i-- {
			out = append(out, [2]int{i, s - i})
		}
	}
	return out
}

// hingeFit returns Legendre coefficients minimising the weighted squared hinge
// loss Σ w_k·max(0, 1 − s_k·f_k)² + λ|c|².
func hingeFit(lab []float64, n, d int) []float64 {
	P := legendreTable(n, d)
	terms := basisTerms(d)
	p := len(terms)
	cost := make([]float64, n*n)
	active := make([]bool, n*n)
	for k := range cost {
		cost[k], active[k] = 1, true
	}
	f := make([]float64, n*n)
	S := make([][]float64, d+1)
	for i := range S {
		S[i] = make([]float64, d+1)
	}
	R := make([]float64, d+1)
	G := make([][]float64, p)
	for a := range G {
		G[a] = make([]float64, p)
	}
	rhs := make([]float64, p)
	q := make([]float64, d+1)
	var best []float64
	bestErrs := n*n + 1
	for outer := 0; outer < 2; outer++ {
		for inner := 0; inner < 6; inner++ {
			for a := range G {
				clear(G[a])
			}
			clear(rhs)
			for y := 0; y < n; y++ {
				for i := range S {
					clear(S[i])
				}
				clear(R)
				any := false
				for x := 0; x < n; x++ {
					k := y*n + x
					if !active[k] {
						continue
					}
					any = true
					for i := 0; i <= d; i++ {
						wi := float64(cost[k] * P[x][i])
						R[i] += float64(wi * lab[k])
						for j := 0; j <= i; j++ {
							S[i][j] += float64(wi * P[x][j])
						}
					}
				}
				if !any {
					continue
				}
				for a, ta := range terms {
					pa := P[y][ta[1]]
					rhs[a] += float64(R[ta[0]] * pa)
					for b := 0; b <= a; b++ {
						tb := terms[b]
						i, j := ta[0], tb[0]
						if j > i {
							i, j = j, i
						}
						G[a][b] += float64(S[i][j] * float64(pa*P[y][tb[1]]))
					}
				}
			}
			for a := 0; a < p; a++ {
				G[a][a] += 1e-4
			}
			c := cholesky(G, rhs)
			errs, changed := 0, false
			for y := 0; y < n; y++ {
				clear(q)
				for a, ta := range terms {
					q[ta[0]] += float64(c[a] * P[y][ta[1]])
				}
				for x := 0; x < n; x++ {
					k := y*n + x
					v := 0.0
					for i := 0; i <= d; i++ {
						v += float64(q[i] * P[x][i])
					}
					f[k] = v
					if (v > 0) != (lab[k] > 0) {
						errs++
					}
					if a := float64(v*lab[k]) < 1; a != active[k] {
						active[k], changed = a, true
					}
				}
			}
			if errs < bestErrs {
				best, bestErrs = c, errs
			}
			if errs == 0 || !changed {
				break
			}
		}
		if bestErrs == 0 {
			break
		}
		for k := range cost {
			if (f[k] > 0) != (lab[k] > 0) {
				cost[k] *= 8
			}
		}
	}
	return best
}

// cholesky solves G c = rhs for a symmetric positive definite G given by its
// lower triangle.
func cholesky(G [][]float64, rhs []float64) []float64 {
	n := len(rhs)
	L := make([][]float64, n)
	for i := range L {
		L[i] = make([]float64, i+1)
		for j := 0; j <= i; j++ {
			s := G[i][j]
			for k := 0; k < j; k++ {
				s -= float64(L[i][k] * L[j][k])
			}
			if i == j {
				L[i][i] = math.Sqrt(math.Max(s, 1e-300))
			} else {
				L[i][j] = s / L[j][j]
			}
		}
	}
	y := make([]float64, n)
	for i := 0; i < n; i++ {
		s := rhs[i]
		for k := 0; k < i; k++ {
			s -= float64(L[i][k] * y[k])
		}
		y[i] = s / L[i][i]
	}
	c := make([]float64, n)
	for i := n - 1; i >= 0; i-- {
		s := y[i]
		for k := i + 1; k < n; k++ {
			s -= float64(L[k][i] * c[k])
		}
		c[i] = s / L[i][i]
	}
	return c
}

// toMonomials converts coefficients of P_i(u)·P_j(v) into coefficients of
// u^a·v^b, in the order of increasing total degree.
func toMonomials(c []float64, d int) []monoTerm {
	// L[i][a] is the coefficient of u^a in P_i(u).
	L := make([][]float64, d+1)
	for i := range L {
		L[i] = make([]float64, d+1)
	}
	L[0][0] = 1
	if d >= 1 {
		L[1][1] = 1
	}
	for k := 1; k < d; k++ {
		for a := 0; a <= d; a++ {
			v := -float64(float64(k) * L[k-1][a])
			if a > 0 {
				v += float64(float64(2*k+1) * L[k][a-1])
			}
			L[k+1][a] = v / float64(k+1)
		}
	}
	terms := basisTerms(d)
	m := make([][]float64, d+1)
	for a := range m {
		m[a] = make([]float64, d+1)
	}
	for t, ij := range terms {
		for a := 0; a <= ij[0]; a++ {
			for b := 0; b <= ij[1]; b++ {
				m[a][b] += float64(c[t] * float64(L[ij[0]][a]*L[ij[1]][b]))
			}
		}
	}
	out := make([]monoTerm, 0, len(terms))
	for _, ab := range terms {
		out = append(out, monoTerm{a: ab[0], b: ab[1], coef: m[ab[0]][ab[1]]})
	}
	return out
}
