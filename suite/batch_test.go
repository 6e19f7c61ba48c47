package suite

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// grade runs a batch through the reader and returns its reports file.
func gradeAll(t *testing.T, batch string) ([]BatchReport, string) {
	t.Helper()
	r := NewBatchReader(strings.NewReader(batch))
	var reps []BatchReport
	var out bytes.Buffer
	for {
		rep, ok := r.Next()
		if !ok {
			break
		}
		reps = append(reps, rep)
		if err := WriteReport(&out, rep); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if err := WriteSummary(&out, r.Summary()); err != nil {
		t.Fatal(err)
	}
	if !json.Valid([]byte(strings.Split(out.String(), "\n")[0])) || !bytes.Equal(bytes.ToValidUTF8(out.Bytes(), nil), out.Bytes()) {
		t.Fatalf("the reports file is not valid UTF-8 JSON lines:\n%s", out.String())
	}
	return reps, out.String()
}

const good = `{"task": "delaunay", "subpass": 0, "answer": "[[0,1,5],[0,3,5],[1,2,5],[2,3,4],[2,3,5]]", "id": "g"}`

func TestBatchLinesAreReadInPlainWords(t *testing.T) {
	cases := []struct {
		name, line string
		graded     bool
		score      float64
		id, detail string
	}{
		{"good", good, true, 1, `"g"`, ""},
		{"whole-number decimals", `{"task": "delaunay", "subpass": 0.0, "seed": 7e0, "answer": "[]", "id": 1}`, true, 0, "1", ""},
		{"a seed as a string", `{"task": "delaunay", "subpass": 0, "seed": "7", "answer": "[]", "id": [1, 2]}`, true, 0, "[1,2]", ""},
		{"an answer as a JSON value", `{"task": "delaunay", "subpass": 0, "answer": {"triangles": [[0,1,5],[0,3,5],[1,2,5],[2,3,4],[2,3,5]]}}`, true, 1, "", ""},
		{"subpass as a string", `{"task": "delaunay", "subpass": "2", "answer": "[]", "id": "s"}`, false, 0, `"s"`, `subpass must be a whole number, found the string "2"`},
		{"fractional subpass", `{"task": "delaunay", "subpass": 1.5, "answer": "[]", "id": "f"}`, false, 0, `"f"`, "subpass must be a whole number, found 1.5"},
		{"negative subpass", `{"task": "delaunay", "subpass": -1, "answer": "[]", "id": "n"}`, false, 0, `"n"`, "-1 is not a valid subpass: delaunay has subpasses 0 to 24"},
		{"negative seed", `{"task": "delaunay", "seed": -3, "answer": "[]", "id": "ns"}`, false, 0, `"ns"`, `seed must be a whole number from 0 to 9007199254740991, found -3`},
		{"task as a number", `{"task": 5, "answer": "[]", "id": "t"}`, false, 0, `"t"`, "task must be a string, found 5"},
		{"no task", `{"answer": "[]", "id": "t"}`, false, 0, `"t"`, `the line names no task`},
		{"no answer", `{"task": "delaunay", "id": "a"}`, false, 0, `"a"`, `the line has no "answer" field`},
		{"trailing text", good + ` and more`, false, 0, `"g"`, `the line has text after its object ("and more")`},
		{"two objects", good + good, false, 0, `"g"`, "the line has text after its object"},
		{"a field twice", `{"task": "delaunay", "task": "shikaku", "answer": "[]", "id": 9}`, false, 0, "9", `the line gives the field "task" more than once`},
		{"not an object", `["delaunay", 0]`, false, 0, "", `the line is not a JSON object: it begins with "[\"delaunay\", 0]"`},
		{"broken JSON", `{"task": "delaunay", "id": "b", "answer": [1,}`, false, 0, `"b"`, "the line is not valid JSON"},
		{"unknown task", `{"task": "nope", "answer": "[]", "id": "u"}`, false, 0, `"u"`, `unknown task "nope"`},
		{"invalid UTF-8 in the answer", "{\"task\": \"delaunay\", \"subpass\": 0, \"answer\": \"[[0,1,5]] \xff\xfe\", \"id\": \"x\"}", true, 0, `"x"`, "the answer is binary data, not UTF-8 text"},
		{"invalid UTF-8 in the id", "{\"task\": \"delaunay\", \"subpass\": 0, \"answer\": \"[]\", \"id\": \"a\xffb\"}", false, 0, "\"a\uFFFDb\"", `the id "a\xffb" is not valid UTF-8`},
		{"a long id", `{"task": "delaunay", "subpass": 0, "answer": "[]", "id": "` + strings.Repeat("é", 101) + `"}`, true, 0, `"` + strings.Repeat("é", 100) + `… (101 characters)"`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			reps, _ := gradeAll(t, c.line+"\n")
			if len(reps) != 1 {
				t.Fatalf("%d reports", len(reps))
			}
			r := reps[0]
			if r.Graded != c.graded || r.Score != c.score || string(r.ID) != c.id {
				t.Fatalf("graded %v score %v id %s; checks %+v", r.Graded, r.Score, r.ID, r.Checks)
			}
			if c.detail != "" {
				found := false
				for _, ch := range r.Checks {
					found = found || (!ch.OK && strings.Contains(ch.Detail, c.detail))
				}
				if !found {
					t.Fatalf("no failed check says %q: %+v", c.detail, r.Checks)
				}
			}
			for _, ch := range r.Checks {
				if strings.Contains(ch.Detail, "unmarshal") || strings.Contains(ch.Detail, "Go struct") {
					t.Errorf("Go's wording: %q", ch.Detail)
				}
			}
		})
	}
}

// A byte-order mark, Windows line endings and blank lines change nothing but
// the line numbers blank lines take.
func TestBatchFraming(t *testing.T) {
	plain, want := gradeAll(t, good+"\n\n"+good+"\n")
	if len(plain) != 2 || plain[1].Line != 3 {
		t.Fatalf("reports %+v", plain)
	}
	for name, batch := range map[string]string{
		"byte-order mark":  "\xef\xbb\xbf" + good + "\n\n" + good + "\n",
		"crlf":             good + "\r\n\r\n" + good + "\r\n",
		"no final newline": good + "\n\n" + good,
	} {
		if _, got := gradeAll(t, batch); got != want {
			t.Errorf("%s: reports differ:\n%s\nwant\n%s", name, got, want)
		}
	}
	// Two files put end to end: the second one's mark starts a line.
	if _, got := gradeAll(t, "\xef\xbb\xbf"+good+"\n\n\xef\xbb\xbf"+good+"\n"); got != want {
		t.Errorf("a byte-order mark inside the batch: reports differ:\n%s\nwant\n%s", got, want)
	}
}

func TestLineTooLongIsReportedUnread(t *testing.T) {
	long := `{"task": "delaunay", "answer": "` + strings.Repeat("x", MaxBatchLine) + `"}`
	reps, _ := gradeAll(t, long+"\n"+good+"\n")
	if len(reps) != 2 || reps[0].Graded || reps[0].Error != "the line is 16,777,250 bytes long; a line may be at most 16,777,216 bytes" || !reps[1].Passed || reps[1].Line != 2 {
		t.Fatalf("reports %+v", reps)
	}
}

// FuzzBatchLine: whatever a line holds, it gets one report whose JSON is
// valid UTF-8, with the id echoed when the line is an object with one.
func FuzzBatchLine(f *testing.F) {
	for _, s := range []string{
		good,
		`{"task": "shikaku", "subpass": 1.0, "seed": "7", "preset": "hard", "answer": [[0,0,0,2]], "id": {"run": 3}}`,
		`{"task": "delaunay", "params": "num_points=8", "seed": 3, "answer": "\u00e9\ud83d\ude00", "id": "é"}`,
		"{\"task\": \"maze-3d\", \"answer\": \"A1\xff\", \"id\": 1} trailing",
		`{"task": "delaunay", "task": 1}`,
		"\xef\xbb\xbf" + good,
		`[1, 2]`,
		`{"task": "pipe-loop", "params": {"pipes": 1e9}, "answer": "x"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		if len(line) > 1<<12 {
			return
		}
		rep := GradeLine(1, line)
		b, err := json.Marshal(rep)
		if err != nil || !json.Valid(b) || !bytes.Equal(bytes.ToValidUTF8(b, nil), b) {
			t.Fatalf("report %q: %v", b, err)
		}
		if rep.Report == nil || len(rep.Checks) == 0 {
			t.Fatalf("no checks")
		}
		var obj map[string]json.RawMessage
		if json.Unmarshal(line, &obj) == nil && obj["id"] != nil && !bytes.Contains(line, []byte(`"id"`)) {
			return // an escaped key spelling; not worth chasing
		}
		if json.Unmarshal(line, &obj) == nil && obj["id"] != nil && rep.ID == nil {
			t.Fatalf("the line is an object with an id, but no id was echoed")
		}
	})
}
