package wire

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Nothing clipped ends inside a character, whatever the limit.
func TestClip(t *testing.T) {
	s := "aé😀" + strings.Repeat("€", 10) // 1 + 2 + 4 + 30 bytes
	for n := 0; n <= len(s)+1; n++ {
		for _, got := range []string{Cut(s, n), Clip(s, n), Quote(s, n)} {
			if !utf8.ValidString(got) {
				t.Fatalf("n=%d: %q is not valid UTF-8", n, got)
			}
		}
		if c := Cut(s, n); len(c) > n || !strings.HasPrefix(s, c) {
			t.Fatalf("Cut(%d) = %q", n, c)
		}
	}
	for _, c := range []struct{ got, want string }{
		{Cut(s, 2), "a"},
		{Cut(s, 3), "aé"},
		{Cut(s, -1), ""},
		{Clip(s, 5), "aé… (13 characters)"},
		{Clip(s, len(s)), s},
		{Quote(s, 7), `"aé😀…" (13 characters)`},
		{Quote("a\xffb", 10), `"a\xffb"`},
		{Thousands(0), "0"}, {Thousands(999), "999"}, {Thousands(1000), "1,000"}, {Thousands(-1234567), "-1,234,567"}, {Thousands(-123), "-123"},
		{Size(17), "17 bytes"}, {Size(812 << 10), "812 KB"}, {Size(16 << 20), "16.0 MB"}, {Size(1<<20 + 1<<19), "1.5 MB"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}
