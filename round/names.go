package round

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxModel bounds a model's name, in characters after normalising.
const MaxModel = 100

// Name is a model's name as the leaderboard keeps it: Display is shown,
// Key compares. Two names with one Key are one model: a round counts their
// submissions together, and a reserved name holds every spelling of it.
type Name struct {
	Display string
	Key     string
}

// ModelName reads a model's name as given. It refuses, naming the
// character, what would make two names look alike or one look like another
// on the page: control characters, invisible characters (zero-width
// spaces and joiners, word joiners, the byte-order mark, soft hyphens,
// variation selectors, tags, fillers: every default-ignorable code point),
// bidirectional controls, private-use, surrogate and unassigned code
// points, and line separators. What is left is put in Unicode's
// compatibility composition (NFKC: a no-break space becomes a space, a
// full-width letter its plain form, "ﬁ" two letters) with every run of
// white space made one space and none at the ends: the Display. Key is the
// Display with every letter case-folded (Unicode's simple folding), again
// in NFKC: "Ref model", "REF MODEL" and "Ref\u00a0model" have one key, and
// "Ref\u200bmodel" is refused.
//
// Letters of other scripts that merely look alike (a Cyrillic "а" for a
// Latin "a") are not caught here: names that matter are reserved by the
// admin for their owner, and a look-alike is hidden by moderation.
func ModelName(s string) (Name, error) {
	const what = "the model name"
	if !utf8.ValidString(s) {
		return Name{}, fmt.Errorf("%s is not valid UTF-8", what)
	}
	for _, r := range s {
		if why := refused(r); why != "" {
			return Name{}, fmt.Errorf("%s contains %s, %s; write the name without it", what, runeName(r), why)
		}
	}
	display := strings.Join(strings.Fields(norm.NFKC.String(s)), " ")
	// NFKC of an allowed character is allowed, but say so if it is not.
	for _, r := range display {
		if why := refused(r); why != "" {
			return Name{}, fmt.Errorf("%s contains %s once normalised, %s", what, runeName(r), why)
		}
	}
	if n := utf8.RuneCountInString(display); n == 0 || n > MaxModel {
		return Name{}, fmt.Errorf("%s has 1 to %d characters; this one has %d", what, MaxModel, n)
	}
	return Name{Display: display, Key: norm.NFKC.String(strings.Map(fold, display))}, nil
}

// fold is r's simple case folding: the least rune of its folding orbit
// (k, K and the Kelvin sign K all fold to K).
func fold(r rune) rune {
	least := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		least = min(least, f)
	}
	return least
}

// refused says why a model name may not hold r ("" when it may).
func refused(r rune) string {
	switch {
	case r == utf8.RuneError:
		return "a replacement character"
	case unicode.Is(unicode.Bidi_Control, r):
		return "a bidirectional control, which reorders the text around it"
	case unicode.IsControl(r):
		return "a control character"
	case unicode.In(r, unicode.Cf, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point):
		return "an invisible character"
	case unicode.In(r, unicode.Zl, unicode.Zp):
		return "a line separator"
	case unicode.In(r, unicode.Co, unicode.Cs):
		return "a private-use or surrogate code point"
	case !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Zs):
		return "a code point Unicode has not assigned"
	}
	return ""
}

// runeNames names the characters a name or title is most often refused
// for; others are named by their code point alone.
var runeNames = map[rune]string{
	0x00AD: "SOFT HYPHEN",
	0x034F: "COMBINING GRAPHEME JOINER",
	0x061C: "ARABIC LETTER MARK",
	0x115F: "HANGUL CHOSEONG FILLER",
	0x1160: "HANGUL JUNGSEONG FILLER",
	0x180E: "MONGOLIAN VOWEL SEPARATOR",
	0x200B: "ZERO WIDTH SPACE",
	0x200C: "ZERO WIDTH NON-JOINER",
	0x200D: "ZERO WIDTH JOINER",
	0x200E: "LEFT-TO-RIGHT MARK",
	0x200F: "RIGHT-TO-LEFT MARK",
	0x2028: "LINE SEPARATOR",
	0x2029: "PARAGRAPH SEPARATOR",
	0x202A: "LEFT-TO-RIGHT EMBEDDING",
	0x202B: "RIGHT-TO-LEFT EMBEDDING",
	0x202C: "POP DIRECTIONAL FORMATTING",
	0x202D: "LEFT-TO-RIGHT OVERRIDE",
	0x202E: "RIGHT-TO-LEFT OVERRIDE",
	0x2060: "WORD JOINER",
	0x2061: "FUNCTION APPLICATION",
	0x2062: "INVISIBLE TIMES",
	0x2063: "INVISIBLE SEPARATOR",
	0x2064: "INVISIBLE PLUS",
	0x2066: "LEFT-TO-RIGHT ISOLATE",
	0x2067: "RIGHT-TO-LEFT ISOLATE",
	0x2068: "FIRST STRONG ISOLATE",
	0x2069: "POP DIRECTIONAL ISOLATE",
	0x3164: "HANGUL FILLER",
	0xFEFF: "ZERO WIDTH NO-BREAK SPACE (a byte-order mark)",
	0xFFA0: "HALFWIDTH HANGUL FILLER",
	0xFFFD: "REPLACEMENT CHARACTER",
}

// runeName names a character: "U+200B ZERO WIDTH SPACE".
func runeName(r rune) string {
	name := runeNames[r]
	switch {
	case name != "":
	case 0xFE00 <= r && r <= 0xFE0F:
		name = fmt.Sprintf("VARIATION SELECTOR-%d", r-0xFE00+1)
	case 0xE0100 <= r && r <= 0xE01EF:
		name = fmt.Sprintf("VARIATION SELECTOR-%d", r-0xE0100+17)
	case 0xE0000 <= r && r <= 0xE007F:
		name = "a TAG character"
	default:
		return fmt.Sprintf("U+%04X", r)
	}
	return fmt.Sprintf("U+%04X %s", r, name)
}
