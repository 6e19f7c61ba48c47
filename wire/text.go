package wire

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Nothing read from outside is echoed unbounded: an id, a task's name, a
// model's name, a value a model wrote is shown clipped, cut on a character
// boundary and with its length stated, so that a ten-megabyte id makes a
// message of a few hundred bytes that is still valid UTF-8.

// Cut returns the longest start of s that is at most n bytes long and does
// not end inside a UTF-8 character: what Clip keeps, for the callers that
// say the length their own way.
func Cut(s string, n int) string {
	if n >= len(s) {
		return s
	}
	if n < 0 {
		n = 0
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Clip returns s when it is at most n bytes long; otherwise its first n bytes
// at most (Cut), an ellipsis and its length in characters:
// "aaaa… (1,000,000 characters)".
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return Cut(s, n) + "… (" + Thousands(utf8.RuneCountInString(s)) + " characters)"
}

// Quote is Clip for a value shown in quotes, escaped as Go escapes a string
// (so that bytes that are not UTF-8 show as \xff):
// `"aaaa…" (1,000,000 characters)`.
func Quote(s string, n int) string {
	if len(s) <= n {
		return strconv.Quote(s)
	}
	return strconv.Quote(Cut(s, n)+"…") + " (" + Thousands(utf8.RuneCountInString(s)) + " characters)"
}

// Thousands writes n with commas between groups of three digits: 1,048,576.
func Thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// Size writes a byte count for people: "16.0 MB", "812 KB", "17 bytes".
func Size(n int) string {
	switch {
	case n >= 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MB"
	case n >= 1<<10:
		return strconv.Itoa(n>>10) + " KB"
	}
	return strconv.Itoa(n) + " bytes"
}
