package board_test

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/scbench/scbench/board"
)

// After "Ref model" used its limit, its look-alikes are the same model
// (refused by the limit) or refused for what makes them look alike; every
// spelling is shown as the round first saw it.
func TestLookalikeNames(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	items := e.openRound("r1").Spec.Items()
	k := 0
	body := func() string {
		k++
		return answersMarked(t, items, secret, fmt.Sprintf("answer-%d", k), func(int) bool { return false })
	}
	e.receipt("r1", "model="+urlEscape("Ref model")+"&tools=off", body())
	if rec := e.receipt("r1", "model="+urlEscape(" ref\u00a0MODEL ")+"&tools=off", body()); rec.Model != "Ref model" {
		t.Errorf("a second spelling is shown as %q, not as the first", rec.Model)
	}
	for _, name := range []string{"Ref\u00a0model", "REF MODEL", "ref  model", "Ｒｅｆ ｍｏｄｅｌ", "Ref\u3000model", "Ref model "} {
		code, b := e.submit("r1", "model="+urlEscape(name)+"&tools=off", body())
		e.refused(code, b, http.StatusTooManyRequests, "model-limit", "Ref model has 2 submissions to round r1")
	}
	for name, frag := range map[string]string{
		"Ref\u200bmodel":  "U+200B ZERO WIDTH SPACE, an invisible character",
		"Ref model\u200d": "U+200D ZERO WIDTH JOINER",
		"Ref\u2060model":  "U+2060 WORD JOINER",
		"\ufeffRef model": "U+FEFF ZERO WIDTH NO-BREAK SPACE",
		"Ref\u00admodel":  "U+00AD SOFT HYPHEN",
		"Ref model\ufe0e": "U+FE0E VARIATION SELECTOR-15",
		"Ref\u202emodel":  "U+202E RIGHT-TO-LEFT OVERRIDE, a bidirectional control",
		"Ref\u2066model":  "U+2066 LEFT-TO-RIGHT ISOLATE",
	} {
		code, b := e.submit("r1", "model="+urlEscape(name)+"&tools=off", body())
		e.refused(code, b, http.StatusBadRequest, "bad-entrant", frag)
	}
	_, b := e.do("GET", "/api/rounds/r1/board", nil)
	if strings.Count(string(b), `"model":"Ref model"`) != 2 {
		t.Errorf("the board: %s", b)
	}
}

// Five submissions under one name at once, with a limit of two: exactly
// two are stored (the limit is one conditional INSERT, not a count read
// before a write), and the other three are refused by the limit.
func TestModelLimitHoldsConcurrently(t *testing.T) {
	e := newEnv(t, board.DefaultLimits)
	items := e.openRound("r1").Spec.Items()
	bodies := make([]string, 5)
	for i := range bodies {
		bodies[i] = answersMarked(t, items, secret, fmt.Sprintf("answer-%d", i), func(int) bool { return false })
	}
	codes := make([]int, 5)
	var wg sync.WaitGroup
	for i := range bodies {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], _ = e.submit("r1", "model=Racer&tools=off", bodies[i])
		}()
	}
	wg.Wait()
	stored, limited := 0, 0
	for _, c := range codes {
		switch c {
		case http.StatusCreated:
			stored++
		case http.StatusTooManyRequests:
			limited++
		}
	}
	if stored != 2 || limited != 3 || e.count("submissions") != 2 || e.count("lines") != 10 {
		t.Errorf("statuses %v: %d stored, %d refused by the limit; %d rows, %d lines", codes, stored, limited, e.count("submissions"), e.count("lines"))
	}
}
