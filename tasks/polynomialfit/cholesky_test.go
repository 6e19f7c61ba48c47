package polynomialfit

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/scbench/scbench/tasks/internal/rng"
)

// The reference fitter solves its normal equations with its own Cholesky
// factorisation rather than gonum's. gonum was tried in its place: it added
// 63 KiB of brotli to the WebAssembly module, and its results depend on the
// platform (its amd64 assembly sums in another order than its Go code, and
// its Go code lets arm64 fuse multiply-adds), so the reference answer shown in
// the browser would differ from the CLI's. The hand-written solve rounds every
// product on its own and gives the same bits everywhere. gonum stays the
// independent reference it is checked against here.
func TestCholeskyAgreesWithGonum(t *testing.T) {
	r := rng.New(11)
	for _, n := range []int{1, 2, 3, 6, 10, 15, 28, 45} {
		// A symmetric positive definite G = AᵀA + n·I, as the normal
		// equations of a least-squares fit are.
		a := mat.NewDense(n+3, n, nil)
		for i := 0; i < n+3; i++ {
			for j := 0; j < n; j++ {
				a.Set(i, j, r.Float64()*2-1)
			}
		}
		var g mat.SymDense
		g.SymOuterK(1, a.T())
		rhs := make([]float64, n)
		G := make([][]float64, n)
		for i := range G {
			g.SetSym(i, i, g.At(i, i)+float64(n))
			rhs[i] = r.Float64()*10 - 5
			G[i] = make([]float64, i+1)
			for j := 0; j <= i; j++ {
				G[i][j] = g.At(i, j)
			}
		}
		var ch mat.Cholesky
		if !ch.Factorize(&g) {
			t.Fatalf("n=%d: gonum found G not positive definite", n)
		}
		var want mat.VecDense
		if err := ch.SolveVecTo(&want, mat.NewVecDense(n, rhs)); err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		got := cholesky(G, rhs)
		for i := range got {
			if d := math.Abs(got[i] - want.AtVec(i)); d > 1e-9*(1+math.Abs(want.AtVec(i))) {
				t.Errorf("n=%d: c[%d] = %v, gonum %v", n, i, got[i], want.AtVec(i))
			}
		}
	}
}
