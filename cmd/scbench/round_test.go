package main

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/boardtest"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/suite"
)

// The leaderboard commands against the board's handlers on SQLite: prompts,
// submit, verify, and how refusals and mistakes end.
func TestRoundCommands(t *testing.T) {
	srv := boardtest.Serve(t, boardtest.Open(t), board.Config{AdminToken: "tok"})
	url := srv.URL + "/"
	secret := strings.Repeat("ab", 32)
	req, _ := http.NewRequest("POST", srv.URL+"/api/admin/rounds", strings.NewReader(`{"id":"r1","title":"CLI round","secret":"`+secret+`","tasks":[{"task":"shikaku","preset":"easy","count":2},{"task":"delaunay","params":"num_points=6","count":1}]}`))
	req.Header.Set("Authorization", "Bearer tok")
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 201 {
		t.Fatalf("open: %v %v", err, res)
	}

	dir := t.TempDir()
	promptsFile := filepath.Join(dir, "prompts.jsonl")
	if _, errs, code := scbench(t, "", "round", "prompts", url, "r1", "-o", promptsFile); code != 0 {
		t.Fatalf("round prompts: %d %s", code, errs)
	}
	raw, _ := os.ReadFile(promptsFile)
	lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], round.Canary) {
		t.Fatalf("prompts file: %.300s", raw)
	}

	// A harness answers: the reference for the first two, nonsense for the last.
	var sub strings.Builder
	for i, l := range lines {
		var p round.PromptLine
		if err := json.Unmarshal([]byte(l), &p); err != nil {
			t.Fatal(err)
		}
		answer := "I cannot do this."
		if i < 2 {
			var params string
			json.Unmarshal(p.Params, &params)
			it := round.Item{ID: p.ID, Task: p.Task, Rules: p.Rules, Params: params, N: i}
			in, err := it.Instance(secret)
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

	out, errs, code := scbench(t, "", "submit", url, "r1", subFile, "--model", "Model <X>", "--tools", "off", "--max-tokens", "16000")
	if code != 0 || !strings.Contains(out, "stored as submission") || !strings.Contains(out, "3 of 3 instances answered") {
		t.Fatalf("submit: %d %s %s", code, out, errs)
	}
	if !strings.Contains(out, "shikaku       2  2       1.0000") || !strings.Contains(out, "overall       3  2       0.6667  0.2077 – 0.9385") {
		t.Errorf("receipt: %s", out)
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

	// Verify needs the round closed.
	_, errs, code = scbench(t, "", "round", "verify", url, "r1")
	if code != 1 || !strings.Contains(errs, "open") {
		t.Errorf("verify while open: %d %s", code, errs)
	}
	req, _ = http.NewRequest("POST", srv.URL+"/api/admin/rounds/r1/close", nil)
	req.Header.Set("Authorization", "Bearer tok")
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 200 {
		t.Fatalf("close: %v %v", err, res)
	}
	out, errs, code = scbench(t, "", "round", "verify", url, "r1")
	if code != 0 || !strings.Contains(out, "round r1 reproduces: 1 submissions, 3 reports re-graded") || !strings.Contains(out, "revealed secret matches") {
		t.Fatalf("verify: %d %s %s", code, out, errs)
	}
	// From a file, and a tampered file fails.
	exportFile := filepath.Join(dir, "export.jsonl")
	res, _ := http.Get(srv.URL + "/api/rounds/r1/export")
	b := new(strings.Builder)
	buf := make([]byte, 1<<16)
	for {
		n, err := res.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	res.Body.Close()
	os.WriteFile(exportFile, []byte(b.String()), 0o644)
	if out, errs, code := scbench(t, "", "round", "verify", "--export", exportFile); code != 0 {
		t.Errorf("verify --export: %d %s %s", code, out, errs)
	}
	tampered := strings.Replace(b.String(), `"score":0,`, `"score":1,`, 1)
	os.WriteFile(exportFile, []byte(tampered), 0o644)
	out, errs, code = scbench(t, "", "round", "verify", "--export", exportFile)
	if code != 1 || !strings.Contains(out, "MISMATCH") || !strings.Contains(errs, "did not reproduce") {
		t.Errorf("tampered export: %d %s %s", code, out, errs)
	}

	// Usage mistakes exit 2.
	for _, args := range [][]string{
		{"round"}, {"round", "nope"}, {"round", "prompts", url}, {"round", "prompts", "ftp://x", "r1"},
		{"round", "verify"}, {"submit", url, "r1", subFile}, {"submit", url, "r1", subFile, "--model", "m", "--tools", "maybe"},
		{"submit", url, "Bad Round", subFile, "--model", "m", "--tools", "on"}, {"submit", url, "r1", "/no/such/file", "--model", "m", "--tools", "on"},
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
