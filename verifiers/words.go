package verifiers

import (
	"strconv"
	"strings"
)

// The helpers below are the only place a report's English counts things, so
// that every task says "1 more rectangle has the same problem" the same way
// and a reader of many reports never meets four phrasings of one idea. Nouns
// are passed in both forms because English plurals are irregular
// ("tetrahedron", "tetrahedra"; "box", "boxes").

// Plural is the word that goes with a count of n: one when n is 1, many
// otherwise (0 takes the plural in English: "0 boxes").
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Count writes n with its noun: "1 box", "0 boxes", "3 boxes".
func Count(n int, one, many string) string {
	return strconv.Itoa(n) + " " + Plural(n, one, many)
}

// More ends a check's detail that named the first of several offenders:
// "; 1 more rectangle has the same problem", "; 3 more rectangles have the
// same problem", or nothing when k is 0 or less, so callers can pass
// len(offenders)-1 without a test of their own.
func More(k int, one, many string) string {
	if k <= 0 {
		return ""
	}
	return "; " + Count(k, "more "+one, "more "+many) + " " + Plural(k, "has", "have") + " the same problem"
}

// Listed names the first min(n, max) of n items, joined by ", ", and when it
// had to stop early says how many it left out as the last element: "a, b, c,
// and 4 more". name is called only for the items shown, so a report on an
// answer with a million offenders costs no more than one with five. Listed
// writes no noun and no verb: the caller knows whether the subject is plural,
// which depends on n and not on how many were shown.
func Listed(n, max int, name func(i int) string) string {
	if n <= 0 {
		return ""
	}
	if max < 1 {
		// A list that names nothing would read as "and 4 more" of nothing; one
		// name keeps the sentence grammatical.
		max = 1
	}
	shown := min(n, max)
	parts := make([]string, 0, shown+1)
	for i := range shown {
		parts = append(parts, name(i))
	}
	if n > shown {
		parts = append(parts, "and "+strconv.Itoa(n-shown)+" more")
	}
	return strings.Join(parts, ", ")
}

// Article is the indefinite article for a number read aloud: "an" before 8,
// 11, 18, 80-89, 800-899, 11,000 ... ("an 8×8 grid", "an 18-cell grid"),
// "a" otherwise ("a 7×7 grid").
func Article(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "a" // "a minus ..."
	}
	if s[0] == '8' || ((strings.HasPrefix(s, "11") || strings.HasPrefix(s, "18")) && len(s)%3 == 2) {
		return "an"
	}
	return "a"
}
