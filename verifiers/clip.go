package verifiers

// A report never echoes unbounded input: a value a model wrote (a label, a
// key, a line of a grid) is shown clipped, with its length stated, and every
// check's detail is bounded as a last resort, so that a million-character
// label makes a report of a few hundred bytes, not of a megabyte.

// MaxDetail bounds a check's detail and a report's error, in bytes.
const MaxDetail = 2000

// BidiControl says whether r is an explicit bidirectional embedding,
// override or isolate (U+202A–U+202E, U+2066–U+2069). Text that people or
// models give (a model's name, a title) is shown beside other text, where
// such a character would reorder what follows it: it is refused or replaced
// wherever such text is kept or shown.
func BidiControl(r rune) bool {
	return r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069
}
