package grade

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/wire"
)

// MaxExportLine bounds one line of an export: an answer, its instance's
// front matter and its report.
const MaxExportLine = 32 << 20

// Verification is what Verify found.
type Verification struct {
	Round       round.Info
	Submissions int
	Reports     int
	// Mismatches counts what did not reproduce: a commitment, a seed, a
	// report, a digest, a summary.
	Mismatches int
	// Skipped counts the paper board's submissions made under another suite
	// version or other rules than this build's: they are re-graded by the
	// release they were made under, not by this one.
	Skipped int
}

// Options of Verify.
type Options struct {
	// Commitment is the SHA-256 of the secret as published when the round
	// opened, kept by whoever verifies. Given, the revealed secret must
	// match it, and so must the commitment the export states; without it,
	// the secret is checked against the export's own, which a server that
	// changed its secret could have changed too.
	Commitment string
}

// Verify reproduces a round from its export: the secret against the
// commitment published at opening, every line's seed from the secret, every
// report by grading the answer again, every submission's digest and summary.
// It writes what it checks to w, one line per submission and one per
// mismatch (the first few of each submission), and returns an error only
// when the export cannot be read at all or this build cannot grade the
// round.
func Verify(r io.Reader, w io.Writer, opt Options) (Verification, error) {
	var v Verification
	lines := wire.NewReader(r, MaxExportLine)
	if !lines.Next() {
		if err := lines.Err(); err != nil {
			return v, fmt.Errorf("reading the export: %v", err)
		}
		return v, fmt.Errorf("the export is empty")
	}
	var head round.ExportLine
	if err := json.Unmarshal(lines.Bytes(), &head); err != nil || head.Round == nil {
		return v, fmt.Errorf("the export does not start with its round")
	}
	v.Round = *head.Round
	info := head.Round
	cat := Catalogue()
	secret := ""
	var byID map[string]round.Item
	switch info.Kind {
	case round.Sealed:
		if info.State != round.Closed || info.Secret == "" {
			return v, fmt.Errorf("round %s has not closed: its secret is not revealed yet", info.ID)
		}
		// A secret is checked for its form only: a round opened before weak
		// secrets were refused is still verified.
		if len(info.Secret) != round.SecretLen {
			return v, fmt.Errorf("round %s: the revealed secret has %d characters, not %d", info.ID, len(info.Secret), round.SecretLen)
		}
		secret = info.Secret
		v.Mismatches += checkCommitment(w, info, opt.Commitment)
		if err := info.Spec.Check(cat); err != nil {
			return v, fmt.Errorf("this scbench cannot reproduce the round: %v; use the scbench release it was opened under", err)
		}
		byID = map[string]round.Item{}
		for _, it := range info.Spec.Items() {
			byID[it.ID] = it
		}
	case round.Paper:
		fmt.Fprintf(w, "ok       round %s: public instances, no secret\n", info.ID)
	default:
		return v, fmt.Errorf("round %s is of no kind this scbench knows (%s)", info.ID, wire.Quote(info.Kind, 20))
	}

	var cur *submissionCheck
	finish := func() {
		if cur == nil {
			return
		}
		if cur.skip != "" {
			v.Skipped++
			fmt.Fprintf(w, "skipped  submission %s (%s): %s\n", cur.receipt.ID, wire.Clip(cur.receipt.Model, 60), cur.skip)
			return
		}
		v.Mismatches += cur.finish(w)
		v.Submissions++
		v.Reports += len(cur.reports)
	}
	for lines.Next() {
		if err := lines.Problem(); err != nil {
			return v, fmt.Errorf("line %d of the export: %v", lines.Line(), err)
		}
		var l round.ExportLine
		if err := json.Unmarshal(lines.Bytes(), &l); err != nil {
			return v, fmt.Errorf("line %d of the export is not JSON: %v", lines.Line(), err)
		}
		switch {
		case l.Submission != nil:
			finish()
			cur = &submissionCheck{receipt: *l.Submission, secret: secret, byID: byID}
			if info.Kind == round.Paper && l.Submission.Version != cat.Version {
				cur.skip = fmt.Sprintf("made under suite version %s, and this scbench is %s: verify it with the release it was made under", wire.Clip(l.Submission.Version, 40), cat.Version)
			}
		case l.Line != nil && cur != nil:
			if cur.skip == "" {
				cur.line(l, cat)
			}
		default:
			return v, fmt.Errorf("line %d of the export is neither a submission nor one of its lines", lines.Line())
		}
	}
	if err := lines.Err(); err != nil {
		return v, fmt.Errorf("reading the export: %v", err)
	}
	finish()
	return v, nil
}

// checkCommitment checks the revealed secret against the commitment the
// export states and, when given, the one published at opening.
func checkCommitment(w io.Writer, info *round.Info, published string) int {
	got := round.Commitment(info.Secret)
	bad := 0
	if published != "" && info.SecretSHA256 != published {
		bad++
		fmt.Fprintf(w, "MISMATCH round %s: the export states the commitment %s, but %s was published at opening\n", info.ID, info.SecretSHA256, published)
	}
	want, where := info.SecretSHA256, "the export's commitment"
	if published != "" {
		want, where = published, "the commitment published at opening"
	}
	if got != want {
		bad++
		fmt.Fprintf(w, "MISMATCH round %s: the revealed secret's SHA-256 is %s, not %s (%s)\n", info.ID, got, want, where)
	} else if published != "" {
		fmt.Fprintf(w, "ok       round %s: the revealed secret matches the commitment published at opening (%s)\n", info.ID, published)
	} else {
		fmt.Fprintf(w, "ok       round %s: the revealed secret matches the commitment the export states (%s); give --commitment with the one published at opening to check against that\n", info.ID, want)
	}
	return bad
}

// submissionCheck gathers one submission's lines and checks them.
type submissionCheck struct {
	receipt  round.Receipt
	secret   string
	byID     map[string]round.Item // a sealed round's items; nil on the paper board
	skip     string
	items    []round.Item
	sub      round.Submission
	reports  []suite.BatchReport
	problems []string
	count    int
}

func (c *submissionCheck) fail(format string, args ...any) {
	c.count++
	if len(c.problems) < 5 {
		c.problems = append(c.problems, fmt.Sprintf(format, args...))
	}
}

// exported is what a resolved line says of its item.
type exported struct {
	ID string `json:"id"`
	wire.Ref
	Answer json.RawMessage `json:"answer"`
}

func (c *submissionCheck) line(l round.ExportLine, cat *round.Catalogue) {
	var bl exported
	var stored struct {
		Line int `json:"line"`
	}
	if json.Unmarshal(l.Line, &bl) != nil || json.Unmarshal(l.Report, &stored) != nil {
		c.fail("a line or report of the export is not JSON")
		return
	}
	it, ok := c.byID[bl.ID]
	if c.byID == nil {
		// The paper board: the line names its canonical subpass, under the
		// submission's version and the rules it was made under.
		rules, known := cat.Rules(bl.Task)
		switch {
		case bl.Subpass == nil || !known:
			c.fail("%s is not a canonical subpass of a task this scbench grades", wire.Quote(bl.ID, wire.MaxID))
			return
		case bl.Rules != rules:
			c.fail("%s was made under the rules %s, and this scbench grades %s under %s: verify it with the release it was made under", bl.ID, wire.Clip(bl.Rules, 40), bl.Task, rules)
			return
		}
		it, ok = round.Item{ID: bl.ID, Task: bl.Task, Rules: bl.Rules, Subpass: bl.Subpass, Version: c.receipt.Version, Round: round.PaperID}, true
	}
	if !ok {
		c.fail("%s is not an instance of the round", wire.Quote(bl.ID, wire.MaxID))
		return
	}
	answer := bytes.TrimSpace(bl.Answer)
	if string(answer) == "null" || len(answer) == 0 {
		answer = nil
	}
	if want := it.Resolved(c.secret, answer); !bytes.Equal(want, l.Line) {
		c.fail("%s: the exported instance is not the one the round's secret gives (seed or parameters differ)", it.ID)
	}
	rep := Item(it, answer, stored.Line, c.secret)
	got, _ := json.Marshal(rep)
	var want bytes.Buffer
	if json.Compact(&want, l.Report) != nil || !bytes.Equal(got, want.Bytes()) {
		c.fail("%s: re-graded, the report differs from the stored one (score now %g)", it.ID, rep.Score)
	}
	c.items = append(c.items, it)
	c.sub.Answers = append(c.sub.Answers, answer)
	c.sub.Lines = append(c.sub.Lines, stored.Line)
	c.reports = append(c.reports, rep)
}

func (c *submissionCheck) finish(w io.Writer) int {
	r := c.receipt
	if len(c.items) != r.Items {
		c.fail("the export has %d lines for it, but it was stored with %d", len(c.items), r.Items)
	}
	if d := round.Digest(c.items, c.sub); d != r.Digest {
		c.fail("the answers' digest is %s, but the receipt says %s", d, r.Digest)
	}
	got, _ := json.Marshal(Summary(c.reports))
	var want bytes.Buffer
	if json.Compact(&want, r.Summary) != nil || !bytes.Equal(got, want.Bytes()) {
		c.fail("the summary computed from the re-graded reports differs from the stored one")
	}
	verdict := "ok      "
	if c.count > 0 {
		verdict = "MISMATCH"
	}
	var overall struct {
		Overall struct {
			Mean float64 `json:"mean"`
		} `json:"overall"`
	}
	json.Unmarshal(r.Summary, &overall)
	fmt.Fprintf(w, "%s submission %s (%s): %d reports re-graded, overall %.4f, digest %s\n", verdict, r.ID, wire.Clip(r.Model, 60), len(c.reports), overall.Overall.Mean, shortDigest(r.Digest))
	for _, p := range c.problems {
		fmt.Fprintf(w, "           %s\n", p)
	}
	if c.count > len(c.problems) {
		fmt.Fprintf(w, "           and %d more\n", c.count-len(c.problems))
	}
	return c.count
}

func shortDigest(d string) string {
	if len(d) > 12 {
		return d[:12]
	}
	return d
}
