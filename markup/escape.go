package markup

import (
	"strings"

	"github.com/scbench/scbench/verifiers"
)

// escaper escapes text and attribute values alike, as html.EscapeString
// does (without linking package html's table of entities).
var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;")

// Escape escapes text for XML and HTML. Names, prompts and task ids may come
// from files anyone wrote, so anything may be in them: a character XML does
// not allow (a control character, U+FFFE, U+FFFF, a byte that is not UTF-8)
// would make a standalone SVG file unreadable, so it becomes U+FFFD; so does
// an explicit bidirectional control, which would reorder the text after it
// (a name in a report's summary could make the budgets that follow it read
// backwards).
func Escape(s string) string { return escaper.Replace(strings.Map(xmlChar, s)) }

// xmlChar maps a character XML 1.0 does not allow, and a bidirectional
// embedding, override or isolate, to U+FFFD. (strings.Map reads a byte that
// is not UTF-8 as U+FFFD already.)
func xmlChar(r rune) rune {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return r
	case r < 0x20, r == 0xfffe, r == 0xffff:
		return '\ufffd'
	case verifiers.BidiControl(r):
		return '\ufffd'
	}
	return r
}
