package main

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/boardtest"
	"github.com/scbench/scbench/board/grading"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/round/grade"
	"github.com/scbench/scbench/suite"
)

// cliSecret is the test round's secret, fixed so that the test can solve
// its instances.
const cliSecret = "9c1e5b3f0a7d2846e1f93b0c5d7a2e684f0b1c3d5e7f9a2b4c6d8e0f1a3b5c7d"

// leaderboard serves the board's handlers on SQLite, grading in-process.
func leaderboard(t *testing.T) string {
	db := boardtest.Open(t)
	return boardtest.Serve(t, db, board.Config{AdminToken: "tok", Queue: grading.Local{DB: db}}).URL + "/"
}

// The leaderboard commands against the board's handlers on SQLite: the
// admin opens a round, prompts, submit, status, verify, close, and how
// refusals and mistakes end.
func TestRoundCommands(t *testing.T) {
	url := leaderboard(t)
	dir := t.TempDir()
	open := filepath.Join(dir, "open.json")
	os.WriteFile(open, []byte(`{"id":"r1","title":"CLI round","secret":"`+cliSecret+`","tasks":[{"task":"shikaku","preset":"easy","count":2},{"task":"delaunay","params":"num_points=6","count":1}]}`), 0o644)

	// The admin's token comes from the environment, never the command line.
	t.Setenv(adminTokenEnv, "")
	if _, errs, code := scbench(t, "", "round", "open", url, open); code != 2 || !strings.Contains(errs, "$SCBENCH_ADMIN_TOKEN") {
		t.Fatalf("open without a token: %d %s", code, errs)
	}
	if _, _, code := scbench(t, "", "round", "open", url, open, "--token", "tok"); code != 2 {
		t.Errorf("a token on the command line is taken")
	}
	t.Setenv(adminTokenEnv, "wrong")
	if _, errs, code := scbench(t, "", "round", "open", url, open); code != 1 || !strings.Contains(errs, "401") {
		t.Fatalf("open with a wrong token: %d %s", code, errs)
	}
	t.Setenv(adminTokenEnv, "tok")
	out, errs, code := scbench(t, "", "round", "open", url, open)
	commitment := round.Commitment(cliSecret)
	if code != 0 || !strings.Contains(out, "round r1 is open: 3 instances") || !strings.Contains(out, "commitment "+commitment) {
		t.Fatalf("round open: %d %s %s", code, out, errs)
	}

	promptsFile := filepath.Join(dir, "prompts.jsonl")
	if _, errs, code := scbench(t, "", "round", "prompts", url, "r1", "-o", promptsFile); code != 0 {
		t.Fatalf("round prompts: %d %s", code, errs)
	}
	raw, _ := os.ReadFile(promptsFile)
	lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], round.Canary) {
		t.Fatalf("prompts file: %.300s", raw)
	}
	// The prompts of a sealed round name no instance that solve could answer.
	if _, errs, code := scbench(t, "", "solve", "--dataset", promptsFile); code != 2 || !strings.Contains(errs, `line 1: the line is a prompt of the leaderboard's round "r1", whose seeds are secret`) {
		t.Errorf("solve --dataset on a sealed round's prompts: %d %s", code, errs)
	}

	// A harness answers: the reference for the first two, nonsense for the last.
	spec, err := grade.NewSpec(round.OpenRequest{ID: "r1", Title: "CLI round", Tasks: []round.EntryRequest{{Task: "shikaku", Preset: "easy", Count: 2}, {Task: "delaunay", Params: "num_points=6", Count: 1}}})
	if err != nil {
		t.Fatal(err)
	}
	items := spec.Items()
	var sub strings.Builder
	for i, l := range lines {
		var p round.PromptLine
		if err := json.Unmarshal([]byte(l), &p); err != nil {
			t.Fatal(err)
		}
		answer := "I cannot do this."
		if i < 2 {
			in, err := grade.Instance(items[i], cliSecret)
			if err != nil {
				t.Fatal(err)
			}
			e, _ := suite.Lookup(p.Task)
			ref, _ := e.Solve(in)
			b, _ := json.Marshal(ref)
			answer = string(b)
		}
		b, _ := json.Marshal(map[string]any{"id": p.ID, "task": p.Task, "version": p.Version, "rules": p.Rules, "answer": answer})
		sub.Write(b)
		sub.WriteByte('\n')
	}
	subFile := filepath.Join(dir, "outputs.jsonl")
	os.WriteFile(subFile, []byte(sub.String()), 0o644)

	out, errs, code = scbench(t, "", "submit", url, "r1", subFile, "--model", "Model <X>", "--tools", "off", "--max-tokens", "16000")
	if code != 0 || !strings.Contains(out, "stored as submission") || !strings.Contains(out, "3 of 3 instances answered") || !strings.Contains(out, "token "+board.ReceiptPrefix) {
		t.Fatalf("submit: %d %s %s", code, out, errs)
	}
	if !strings.Contains(out, "shikaku       2  2       1.0000") || !strings.Contains(out, "overall       3  2       0.6667  0.2077 – 0.9385") {
		t.Errorf("receipt: %s", out)
	}
	id := strings.Fields(out)[3]
	tok := strings.Fields(out[strings.Index(out, "token "):])[1]
	// Its sender sees its totals, with the receipt's token; a stranger not.
	t.Setenv(receiptTokenEnv, tok)
	if out, errs, code := scbench(t, "", "round", "status", url, id); code != 0 || !strings.Contains(out, "overall       3  2") {
		t.Errorf("status with the receipt's token: %d %s %s", code, out, errs)
	}
	t.Setenv(receiptTokenEnv, "")
	if out, errs, code := scbench(t, "", "round", "status", url, id); code != 0 || !strings.Contains(out, "its scores are sealed until the round closes") || strings.Contains(out, "overall") {
		t.Errorf("status without a token: %d %s %s", code, out, errs)
	}
	// A replay is refused: exit 1, the reason on stderr.
	_, errs, code = scbench(t, "", "submit", url, "r1", subFile, "--model", "Other", "--tools", "on")
	if code != 1 || !strings.Contains(errs, "the same answers were submitted") {
		t.Errorf("replay: %d %s", code, errs)
	}
	// Refused lines are listed.
	os.WriteFile(subFile, []byte(`{"id":"shikaku#9","task":"shikaku","version":"scbench-go/1","rules":"shikaku/1","answer":"x"}`+"\n"), 0o644)
	_, errs, code = scbench(t, "", "submit", url, "r1", subFile, "--model", "Other", "--tools", "on")
	if code != 1 || !strings.Contains(errs, `line 1 names "shikaku#9"`) {
		t.Errorf("bad line: %d %s", code, errs)
	}

	// Moderation: hide with a reason, unhide.
	if out, errs, code := scbench(t, "", "round", "hide", url, id, "--reason", "copied answers"); code != 0 || !strings.Contains(out, `"hidden":"copied answers"`) {
		t.Errorf("hide: %d %s %s", code, out, errs)
	}
	if _, _, code := scbench(t, "", "round", "hide", url, id); code != 2 {
		t.Errorf("hide without a reason: %d", code)
	}
	if out, errs, code := scbench(t, "", "round", "unhide", url, id); code != 0 || strings.Contains(out, "hidden") {
		t.Errorf("unhide: %d %s %s", code, out, errs)
	}

	// Verify needs the round closed.
	_, errs, code = scbench(t, "", "round", "verify", url, "r1")
	if code != 1 || !strings.Contains(errs, "open") {
		t.Errorf("verify while open: %d %s", code, errs)
	}
	if out, errs, code := scbench(t, "", "round", "close", url, "r1"); code != 0 || !strings.Contains(out, `"secret":"`+cliSecret+`"`) {
		t.Fatalf("close: %d %s %s", code, out, errs)
	}
	out, errs, code = scbench(t, "", "round", "verify", url, "r1", "--commitment", commitment)
	if code != 0 || !strings.Contains(out, "round r1 reproduces: 1 submissions, 3 reports re-graded") || !strings.Contains(out, "matches the commitment published at opening") {
		t.Fatalf("verify: %d %s %s", code, out, errs)
	}
	// Against another commitment than the one published, it fails.
	out, errs, code = scbench(t, "", "round", "verify", url, "r1", "--commitment", strings.Repeat("ab", 32))
	if code != 1 || !strings.Contains(out, "MISMATCH round r1: the export states the commitment") {
		t.Errorf("verify against another commitment: %d %s %s", code, out, errs)
	}
	// From a file, and a tampered file fails.
	exportFile := filepath.Join(dir, "export.jsonl")
	res, err := http.Get(url + "api/rounds/r1/export")
	if err != nil {
		t.Fatal(err)
	}
	export, _ := io.ReadAll(res.Body)
	res.Body.Close()
	os.WriteFile(exportFile, export, 0o644)
	if out, errs, code := scbench(t, "", "round", "verify", "--export", exportFile); code != 0 {
		t.Errorf("verify --export: %d %s %s", code, out, errs)
	}
	tampered := strings.Replace(string(export), `"score":0,`, `"score":1,`, 1)
	os.WriteFile(exportFile, []byte(tampered), 0o644)
	out, errs, code = scbench(t, "", "round", "verify", "--export", exportFile)
	if code != 1 || !strings.Contains(out, "MISMATCH") || !strings.Contains(errs, "did not reproduce") {
		t.Errorf("tampered export: %d %s %s", code, out, errs)
	}

	// Usage mistakes exit 2.
	for _, args := range [][]string{
		{"round"}, {"round", "nope"}, {"round", "prompts", url}, {"round", "prompts", "ftp://x", "r1"},
		{"round", "verify"}, {"round", "verify", url, "r1", "--commitment", "abc"}, {"submit", url, "r1", subFile}, {"submit", url, "r1", subFile, "--model", "m", "--tools", "maybe"},
		{"submit", url, "Bad Round", subFile, "--model", "m", "--tools", "on"}, {"submit", url, "r1", "/no/such/file", "--model", "m", "--tools", "on"},
		{"round", "close", url}, {"round", "reserve", url, "M"}, {"round", "open", url, "/no/such/file"},
	} {
		if _, _, code := scbench(t, "", args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
	// An unreachable leaderboard is a failure, not a usage error.
	if _, errs, code := scbench(t, "", "round", "prompts", "http://127.0.0.1:1/", "r1"); code != 1 || !strings.Contains(errs, "cannot reach") {
		t.Errorf("unreachable: %d %s", code, errs)
	}
}

// Verified submitters: the admin makes one with its names reserved; only
// its token submits under them, and the board labels its submissions; a
// rotated token replaces the old one; a released name is free again.
func TestSubmitterCommands(t *testing.T) {
	url := leaderboard(t)
	t.Setenv(adminTokenEnv, "tok")
	out, errs, code := scbench(t, "", "round", "submitter", url, "Acme Labs", "--name", "Acme One", "--name", "Acme Two")
	var s board.Submitter
	if code != 0 || json.Unmarshal([]byte(out), &s) != nil || !strings.HasPrefix(s.Token, board.SubmitterPrefix) || len(s.Names) != 2 {
		t.Fatalf("submitter: %d %s %s", code, out, errs)
	}
	_, items := round.Current.Paper()
	line := `{"task":"` + items[0].Task + `","subpass":0,"version":"` + items[0].Version + `","rules":"` + items[0].Rules + `","answer":"%s"}`
	file := filepath.Join(t.TempDir(), "a.jsonl")
	submit := func(answer, model string) (string, string, int) {
		os.WriteFile(file, []byte(strings.Replace(line, "%s", answer, 1)), 0o644)
		return scbench(t, "", "submit", url, "paper", file, "--model", model, "--tools", "off")
	}
	t.Setenv(submitterTokenEnv, "")
	if _, errs, code := submit("a", "ACME  one"); code != 1 || !strings.Contains(errs, "reserved for a verified submitter") {
		t.Errorf("a reserved name without its token: %d %s", code, errs)
	}
	t.Setenv(submitterTokenEnv, s.Token)
	if out, errs, code := submit("b", "ACME  one"); code != 0 || !strings.Contains(out, "sent by the verified submitter Acme Labs") {
		t.Errorf("a reserved name with its token: %d %s %s", code, out, errs)
	}
	out, errs, code = scbench(t, "", "round", "rotate", url, s.ID)
	var rotated board.Submitter
	if code != 0 || json.Unmarshal([]byte(out), &rotated) != nil || rotated.Token == s.Token || !strings.HasPrefix(rotated.Token, board.SubmitterPrefix) {
		t.Fatalf("rotate: %d %s %s", code, out, errs)
	}
	if _, errs, code := submit("c", "Acme One"); code != 1 || !strings.Contains(errs, "401") {
		t.Errorf("the old token after rotating: %d %s", code, errs)
	}
	t.Setenv(submitterTokenEnv, rotated.Token)
	if _, errs, code := submit("d", "Acme Two"); code != 0 {
		t.Errorf("the new token: %d %s", code, errs)
	}
	t.Setenv(submitterTokenEnv, "")
	if out, errs, code := scbench(t, "", "round", "release", url, "acme two"); code != 0 || !strings.Contains(out, `"released":"Acme Two"`) {
		t.Errorf("release: %d %s %s", code, out, errs)
	}
	if _, errs, code := submit("e", "Acme Two"); code != 0 {
		t.Errorf("a released name: %d %s", code, errs)
	}
	if out, errs, code := scbench(t, "", "round", "reserve", url, "Acme Two", "--submitter", s.ID); code != 0 || !strings.Contains(out, "Acme Two") {
		t.Errorf("reserve: %d %s %s", code, out, errs)
	}
	if out, errs, code := scbench(t, "", "round", "requeue", url); code != 0 || !strings.Contains(out, `"sent":0`) {
		t.Errorf("requeue: %d %s %s", code, out, errs)
	}
}
