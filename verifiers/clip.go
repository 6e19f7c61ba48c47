package verifiers

import (
	"strconv"
	"unicode/utf8"
)

// A report never echoes unbounded input: a value a model wrote (a label, a
// key, a line of a grid) is shown clipped, with its length stated, and every
// check's detail is bounded as a last resort, so that a million-character
// label makes a report of a few hundred bytes, not of a megabyte.

// MaxDetail bounds a check's detail and a report's error, in bytes.
const MaxDetail = 2000

// Clip returns s when it is at most n bytes long; otherwise its first n bytes
// (cut on a character boundary), an ellipsis and its length in characters:
// "aaaa… (1,000,000 characters)".
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return cut(s, n) + "… (" + Thousands(utf8.RuneCountInString(s)) + " characters)"
}

// Quote is Clip for a value shown in quotes: `"aaaa…" (1,000,000 characters)`.
func Quote(s string, n int) string {
	if len(s) <= n {
		return strconv.Quote(s)
	}
	return strconv.Quote(cut(s, n)+"…") + " (" + Thousands(utf8.RuneCountInString(s)) + " characters)"
}

// cut returns the first n bytes of s, backing off to a character boundary.
func cut(s string, n int) string {
	for n > 0 && n < len(s) && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// BidiControl says whether r is an explicit bidirectional embedding,
// override or isolate (U+202A–U+202E, U+2066–U+2069). Text that people or
// models give (a model's name, a title) is shown beside other text, where
// such a character would reorder what follows it: it is refused or replaced
// wherever such text is kept or shown.
func BidiControl(r rune) bool {
	return r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069
}
