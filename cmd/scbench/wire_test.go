package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/scbench/scbench/results"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/runner"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/wire"
)

// One hostile file, read by the four readers of JSON lines that face the
// outside: the batch grader (grade --batch and the Batch page), the report
// reader (scbench report and the Compare page), the leaderboard's submission
// parser and the runner's prompts reader. Each line can be read as any of
// their formats (id, reference, prompt, answer, score), so that whatever one
// of them says about a line, the others must say too: they number lines the
// same way (byte-order marks and a blank line included), refuse the same
// lines in the same words, and name an id clipped the same way.
func TestOneHostileFileIsReadAlikeEverywhere(t *testing.T) {
	e, _ := suite.Lookup("shikaku")
	rules := e.Info().Rules
	line := func(id string, subpass int, tail string) string {
		b, _ := json.Marshal(map[string]any{"id": id, "task": "shikaku", "version": tasks.Version, "rules": rules, "subpass": subpass,
			"prompt": "Split the grid.", "answer": "[]", "score": 1, "passed": true})
		return strings.TrimSuffix(string(b), "}") + tail + "}"
	}
	const bom = "\xef\xbb\xbf"
	hugeID := strings.Repeat("x", 10<<20)            // 10 MiB
	wideID := "shikaku#9" + strings.Repeat("é", 150) // byte 200, where it is clipped, falls inside an é
	cutID := "shikaku#5\xc3"                         // cut inside a multi-byte character
	lines := []string{
		1: bom + line("shikaku#0", 0, ""),
		2: "",
		3: bom + line("shikaku#1", 1, ""), // two files put end to end
		4: line("shikaku#2", 2, `,"answer":"[[0,0,1,1]]"`),
		5: line("shikaku#2", 2, "") + ` {"id": "x"}`,
		6: line(hugeID, 3, ""),
		7: line(wideID, 4, ""),
		8: strings.Replace(line("shikaku#5", 5, ""), `"shikaku#5"`, `"`+cutID+`"`, 1),
		9: `{"id": "shikaku#6", "task": `,
	}
	file := []byte(strings.Join(lines[1:], "\r\n") + "\n")

	// What every reader must say of the lines it refuses, in wire's words.
	refused := map[int]string{
		4: `the line gives the field "answer" more than once`,
		5: `the line has text after its object ("{\"id\": \"x\"}"); put one object on each line`,
		8: `the id "shikaku#5\xc3" is not valid UTF-8`,
		9: "the line is not valid JSON: it ends inside its object",
	}
	check := func(reader string, got map[int]string, want map[int]string) {
		t.Helper()
		for n, msg := range got {
			if !utf8.ValidString(msg) || len(msg) > 1000 {
				t.Errorf("%s, line %d: an unbounded or invalid message %.300q", reader, n, msg)
			}
			if want[n] != msg {
				t.Errorf("%s, line %d:\n  says %.300q\n  want %.300q", reader, n, msg, want[n])
			}
		}
		for n, msg := range want {
			if _, ok := got[n]; !ok {
				t.Errorf("%s accepts line %d, which the others refuse: %q", reader, n, msg)
			}
		}
	}
	// Ids are clipped alike: the same cut, on a character boundary, and the
	// same length stated, whether echoed in a report or named in a message.
	clipped := func(id string) (echo, named string) {
		return wire.Clip(id, wire.MaxID), wire.Quote(id, wire.MaxID)
	}
	hugeEcho, hugeNamed := clipped(hugeID)
	wideEcho, wideNamed := clipped(wideID)
	if !strings.HasPrefix(hugeEcho, wire.Cut(hugeID, wire.MaxID)+"… (10,485,760 characters)") ||
		!strings.HasPrefix(hugeNamed, strconv.Quote(wire.Cut(hugeID, wire.MaxID)+"…")+" (10,485,760 characters)") ||
		!utf8.ValidString(wideEcho) || !strings.HasSuffix(wideEcho, "… (159 characters)") || len(wire.Cut(wideID, wire.MaxID)) != 199 {
		t.Fatalf("ids are not clipped on a character boundary with their length: %.80q %.80q", hugeEcho, wideEcho)
	}

	// The batch grader: a report for every line that is not blank, numbered
	// as an editor numbers them, ids echoed (clipped) on graded and refused
	// lines alike.
	batch := suite.NewBatchReader(bytes.NewReader(file))
	got := map[int]string{}
	ids := map[int]string{}
	var numbers []int
	for {
		rep, ok := batch.Next()
		if !ok {
			break
		}
		numbers = append(numbers, rep.Line)
		if !rep.Graded {
			got[rep.Line] = rep.Error
		}
		var id string
		if json.Unmarshal(rep.ID, &id) == nil {
			ids[rep.Line] = id
		}
	}
	if batch.Err() != nil || !slices.Equal(numbers, []int{1, 3, 4, 5, 6, 7, 8, 9}) {
		t.Fatalf("the batch grader read lines %v (%v)", numbers, batch.Err())
	}
	check("the batch grader", got, refused)
	wantIDs := map[int]string{1: "shikaku#0", 3: "shikaku#1", 4: "shikaku#2", 5: "shikaku#2", 6: hugeEcho, 7: wideEcho, 8: "shikaku#5\uFFFD", 9: "shikaku#6"}
	for n, want := range wantIDs {
		if ids[n] != want {
			t.Errorf("the batch grader echoes line %d's id as %.300q, want %.300q", n, ids[n], want)
		}
	}

	// The report reader: the same lines refused, the others read as reports
	// of their subpasses.
	scores, skipped, problems := results.Read(file)
	check("the report reader", lineProblems(t, problems), refused)
	var subpasses []int
	for _, s := range scores {
		subpasses = append(subpasses, *s.Subpass)
	}
	if skipped != len(refused) || !slices.Equal(subpasses, []int{0, 1, 3, 4}) {
		t.Errorf("the report reader skipped %d and read subpasses %v", skipped, subpasses)
	}

	// The leaderboard's submission parser, on the paper board: the same lines
	// refused, and also the two whose ids name none of its instances, named
	// as the batch grader echoes them; the lines after a mark answer their
	// items.
	spec, items := round.Current.Paper()
	_, probs, total := round.Parse(spec, items, file, suite.MaxBatchLine)
	var texts []string
	for _, p := range probs {
		texts = append(texts, p.Message)
	}
	subWant := map[int]string{
		6: "names " + hugeNamed + ", which is not an instance of round paper",
		7: "names " + wideNamed + ", which is not an instance of round paper",
	}
	for n, msg := range refused {
		subWant[n] = msg
	}
	check("the submission parser", lineProblems(t, texts), subWant)
	if total != len(subWant) {
		t.Errorf("the submission parser counts %d problems: %q", total, texts)
	}
	good := strings.Join([]string{lines[1], lines[2], lines[3]}, "\n")
	index := map[string]int{}
	for _, it := range items {
		index[it.ID] = it.Index
	}
	if sub, probs, _ := round.Parse(spec, items, []byte(good), suite.MaxBatchLine); len(probs) > 0 || sub.Lines[index["shikaku#0"]] != 1 || sub.Lines[index["shikaku#1"]] != 3 {
		t.Errorf("the lines after a byte-order mark do not answer their items: %v", probs)
	}

	// The runner's prompts reader: the same lines refused; the file is
	// refused as a whole, naming them.
	name := filepath.Join(t.TempDir(), "prompts.jsonl")
	if err := os.WriteFile(name, file, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := runner.Load(name)
	if err == nil {
		t.Fatal("the runner accepts the file")
	}
	var runnerLines []string
	for _, l := range strings.Split(err.Error(), "\n")[1:] {
		runnerLines = append(runnerLines, strings.TrimSpace(l))
	}
	check("the runner", lineProblems(t, runnerLines), refused)
	if _, err := runner.Load(writeFile(t, good)); err != nil {
		t.Errorf("the runner refuses the lines after a byte-order mark: %v", err)
	}
}

var lineNumber = regexp.MustCompile(`^line (\d+):? `)

// lineProblems reads "line N: message" (or "line N message") lines into a
// map from line number to message.
func lineProblems(t *testing.T, problems []string) map[int]string {
	t.Helper()
	out := map[int]string{}
	for _, p := range problems {
		m := lineNumber.FindStringSubmatch(p)
		if m == nil {
			t.Errorf("a problem that names no line: %.300q", p)
			continue
		}
		n, _ := strconv.Atoi(m[1])
		out[n] = p[len(m[0]):]
	}
	return out
}

func writeFile(t *testing.T, text string) string {
	t.Helper()
	name := filepath.Join(t.TempDir(), "f.jsonl")
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}
