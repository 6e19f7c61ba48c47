package round

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

const testSecret = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

// The seeds and the commitment are those the package comment defines,
// computed independently (Python's hmac and hashlib): derivation 2 with the
// round's id, and derivation 1, which rounds opened before it keep.
func TestSeedsAsDocumented(t *testing.T) {
	for _, c := range []struct {
		round, task, params string
		n                   int
		want, v1            uint64
	}{
		{"r1", "shikaku", "height=7,max_area=8,width=7", 0, 156212152316088, 5925689165418816},
		{"r1", "shikaku", "height=7,max_area=8,width=7", 1, 7887775662329627, 525693524359003},
		{"r1", "delaunay", "decimals=3,num_points=8", 0, 5195797523134546, 3297677049821464},
		{"r2", "shikaku", "height=7,max_area=8,width=7", 0, 2626447880280662, 5925689165418816},
	} {
		if got := Seed(testSecret, c.round, c.task, c.params, c.n); got != c.want {
			t.Errorf("Seed(%s, %s, %s, %d) = %d, want %d", c.round, c.task, c.params, c.n, got, c.want)
		}
		if got := SeedV1(testSecret, c.task, c.params, c.n); got != c.v1 {
			t.Errorf("SeedV1(%s, %s, %d) = %d, want %d", c.task, c.params, c.n, got, c.v1)
		}
	}
	if got := Commitment(testSecret); got != "2a8abfa8cb9906290437854193ca6bca41d4d4e26d1d454bd66a35158095e737" {
		t.Errorf("Commitment = %s", got)
	}
	// An item draws its seed by its round's derivation.
	spec := Spec{ID: "r1", Kind: Sealed, Seeds: SeedDerivation, Entries: []Entry{{Task: "shikaku", Rules: "shikaku/1", Params: "height=7,max_area=8,width=7", Count: 2}}}
	if got := *spec.Items()[1].Seed(testSecret); got != 7887775662329627 {
		t.Errorf("item seed %d", got)
	}
	spec.Seeds = 0
	if got := *spec.Items()[1].Seed(testSecret); got != 525693524359003 {
		t.Errorf("a round of derivation 1: item seed %d", got)
	}
}

// Secrets are drawn with 256 random bits; one given by hand must look
// random: all zeros, a short pattern repeated or a counter are refused.
func TestSecrets(t *testing.T) {
	s, err := NewSecret(nil)
	if err != nil || CheckSecret(s) != nil {
		t.Fatalf("NewSecret: %q %v", s, err)
	}
	if t2, _ := NewSecret(nil); t2 == s {
		t.Error("two secrets are the same")
	}
	if _, err := NewSecret(bytes.NewReader(make([]byte, 1000))); err == nil || !strings.Contains(err.Error(), "the random source is broken") {
		t.Errorf("a source of zeros: %v", err)
	}
	counter := ""
	for i := 0; i < 32; i++ {
		counter += string("0123456789abcdef"[i/16]) + string("0123456789abcdef"[i%16])
	}
	for bad, frag := range map[string]string{
		"":                                    "this one has 0 characters",
		"abc":                                 "this one has 3 characters",
		strings.Repeat("A", 64):               "character 1 is not one",
		strings.Repeat("g", 64):               "character 1 is not one",
		strings.Repeat("a", 65):               "this one has 65",
		strings.Repeat("0", 64):               "take 1 different values with 1 different steps",
		strings.Repeat("0123456789abcdef", 4): "take 8 different values",
		testSecret:                            "take 16 different values",
		counter:                               "take 32 different values with 1 different steps",
	} {
		if err := CheckSecret(bad); err == nil || !strings.Contains(err.Error(), frag) {
			t.Errorf("CheckSecret(%q) = %v, want %q", bad, err, frag)
		}
	}
	if err := CheckSecret("44d06afff67db32f8c8bdd0af5340990e2068a1f1d056fddb468887838db2fb6"); err != nil {
		t.Errorf("a random secret: %v", err)
	}
}

// Model names: what would make two names look alike is refused by name or
// normalised away; names that differ only in case, width or white space
// have one key.
func TestModelNames(t *testing.T) {
	for given, want := range map[string]string{
		"Ref model":          "ref model",
		"  Ref \t model ":    "",
		"Ref\u00a0model":     "ref model",
		"REF MODEL":          "ref model",
		"Ｒｅｆ ｍｏｄｅｌ":          "ref model",
		"Ref\u3000model":     "ref model",
		"ﬁne-tune":           "fine-tune",
		"Kelvin \u212a":      "kelvin k",
		"Café":               "café",
		"Cafe\u0301":         "café",
		"<script>x</script>": "<script>x</script>",
	} {
		n, err := ModelName(given)
		if given == "  Ref \t model " {
			if err == nil || !strings.Contains(err.Error(), "U+0009, a control character") {
				t.Errorf("%q: %v", given, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", given, err)
			continue
		}
		ref, _ := ModelName(want)
		if n.Key != ref.Key {
			t.Errorf("%q has key %q, %q has %q", given, n.Key, want, ref.Key)
		}
	}
	if n, _ := ModelName("  Ref\u00a0\u00a0model  "); n.Display != "Ref model" {
		t.Errorf("display %q", n.Display)
	}
	for given, frag := range map[string]string{
		"Ref\u200bmodel":         "U+200B ZERO WIDTH SPACE, an invisible character",
		"Ref\u200dmodel":         "U+200D ZERO WIDTH JOINER",
		"Ref\u2060model":         "U+2060 WORD JOINER",
		"\ufeffRef model":        "U+FEFF ZERO WIDTH NO-BREAK SPACE",
		"Ref\u00admodel":         "U+00AD SOFT HYPHEN",
		"Ref model\ufe0f":        "U+FE0F VARIATION SELECTOR-16",
		"Ref model\U000e0041":    "U+E0041 a TAG character",
		"Ref\u3164model":         "U+3164 HANGUL FILLER",
		"Ref\u202emodel":         "U+202E RIGHT-TO-LEFT OVERRIDE, a bidirectional control",
		"Ref\u2067model":         "U+2067 RIGHT-TO-LEFT ISOLATE",
		"Ref\u200fmodel":         "U+200F RIGHT-TO-LEFT MARK",
		"Ref\nmodel":             "U+000A, a control character",
		"Ref\u2028model":         "U+2028 LINE SEPARATOR, a line separator",
		"Ref\ue000model":         "U+E000, a private-use",
		"Ref\U0010ffffmodel":     "U+10FFFF, a code point Unicode has not assigned",
		"\xffRef":                "not valid UTF-8",
		"":                       "has 1 to 100 characters; this one has 0",
		" \u00a0 ":               "has 1 to 100 characters; this one has 0",
		strings.Repeat("m", 101): "this one has 101",
	} {
		if _, err := ModelName(given); err == nil || !strings.Contains(err.Error(), frag) {
			t.Errorf("%q: %v, want %q", given, err, frag)
		}
	}
}

// A sealed round's items come from its spec alone; the paper board's from
// a catalogue; a spec is checked against the catalogue of the build that
// grades it.
func TestItemsAndCheck(t *testing.T) {
	s := Spec{ID: "r1", Kind: Sealed, Version: "v/1", Seeds: SeedDerivation, Entries: []Entry{
		{Task: "shikaku", Rules: "shikaku/1", Params: "a=1", Count: 2},
		{Task: "delaunay", Rules: "delaunay/1", Params: "b=2", Count: 1},
		{Task: "shikaku", Rules: "shikaku/1", Params: "a=3", Count: 1},
	}}
	var ids []string
	for _, it := range s.Items() {
		ids = append(ids, it.ID)
		if it.Version != "v/1" || it.Round != "r1" || it.Seeds != SeedDerivation {
			t.Errorf("item %+v", it)
		}
	}
	if got := strings.Join(ids, " "); got != "shikaku#0 shikaku#1 delaunay#0 shikaku#2" {
		t.Errorf("item ids %s", got)
	}
	c := &Catalogue{Version: "v/1", Tasks: []TaskRules{{Task: "shikaku", Rules: "shikaku/1", Subpasses: []string{"a=1", "a=2"}}, {Task: "delaunay", Rules: "delaunay/1", Subpasses: []string{"b=1"}}}}
	if err := s.Check(c); err != nil {
		t.Error(err)
	}
	for _, up := range []struct {
		edit func(*Catalogue)
		frag string
	}{
		{func(c *Catalogue) { c.Version = "v/2" }, "round r1 was opened under suite version v/1, and this leaderboard now grades under v/2"},
		{func(c *Catalogue) { c.Tasks[1].Rules = "delaunay/2" }, "round r1 grades delaunay under the rules delaunay/1, and this leaderboard now grades it under delaunay/2"},
		{func(c *Catalogue) { c.Tasks = c.Tasks[:1] }, `asks for "delaunay", a task this leaderboard no longer grades`},
	} {
		c2 := *c
		c2.Tasks = append([]TaskRules{}, c.Tasks...)
		up.edit(&c2)
		if err := s.Check(&c2); err == nil || !strings.Contains(err.Error(), up.frag) {
			t.Errorf("%v, want %q", err, up.frag)
		}
	}
	spec, items := c.Paper()
	if spec.Kind != Paper || spec.Version != "v/1" || len(items) != 3 || items[1].ID != "shikaku#1" || *items[1].Subpass != 1 || items[1].Params != "a=2" || items[2].Index != 2 {
		t.Errorf("paper: %+v %+v", spec, items)
	}
	// A canonical subpass has no seed, and its reference none either.
	if items[0].Seed(testSecret) != nil {
		t.Error("a canonical subpass has a seed")
	}
	line := items[0].Resolved("", json.RawMessage(`"x"`))
	if string(line) != `{"id":"shikaku#0","task":"shikaku","version":"v/1","rules":"shikaku/1","subpass":0,"answer":"x"}` {
		t.Errorf("resolved paper line %s", line)
	}
}

func TestOpenRequestCheck(t *testing.T) {
	ok := []EntryRequest{{Task: "shikaku", Count: 1}}
	for _, c := range []struct {
		r    OpenRequest
		frag string
	}{
		{OpenRequest{ID: "", Title: "x", Tasks: ok}, "1 to 40"},
		{OpenRequest{ID: "-a", Title: "x", Tasks: ok}, "lower-case"},
		{OpenRequest{ID: PaperID, Title: "x", Tasks: ok}, "paper board"},
		{OpenRequest{ID: "a", Title: "", Tasks: ok}, "the title has 1 to 200"},
		{OpenRequest{ID: "a", Title: "x\x07", Tasks: ok}, "control character"},
		{OpenRequest{ID: "a", Title: "x\u009by", Tasks: ok}, "control character (U+009B)"},
		{OpenRequest{ID: "a", Title: "x\u202ey", Tasks: ok}, "bidirectional control (U+202E RIGHT-TO-LEFT OVERRIDE)"},
		{OpenRequest{ID: "a", Title: "x"}, "1 to 200 tasks"},
		{OpenRequest{ID: "a", Title: "x", Tasks: []EntryRequest{{Task: "shikaku", Count: MaxCount + 1}}}, "count 1001"},
		{OpenRequest{ID: "a", Title: "x", Tasks: []EntryRequest{{Task: "shikaku", Count: 1000}, {Task: "delaunay", Count: 1}}}, "at most 1000"},
	} {
		if err := c.r.Check(); err == nil || !strings.Contains(err.Error(), c.frag) {
			t.Errorf("%+v: %v, want %q", c.r, err, c.frag)
		}
	}
}
