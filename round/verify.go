package round

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/scbench/scbench/results"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/wire"
)

// MaxExportLine bounds one line of an export: an answer, its instance's
// front matter and its report.
const MaxExportLine = 32 << 20

// Verification is what Verify found.
type Verification struct {
	Round       Info
	Submissions int
	Reports     int
	// Mismatches counts what did not reproduce: a commitment, a seed, a
	// report, a digest, a summary.
	Mismatches int
}

// Verify reproduces a round from its export: the secret against the
// commitment published at opening, every line's seed from the secret, every
// report by grading the answer again, every submission's digest and summary.
// It writes what it checks to w, one line per submission and one per
// mismatch (the first few of each submission), and returns an error only
// when the export cannot be read at all.
func Verify(r io.Reader, w io.Writer) (Verification, error) {
	var v Verification
	lines := wire.NewReader(r, MaxExportLine)
	if !lines.Next() {
		if err := lines.Err(); err != nil {
			return v, fmt.Errorf("reading the export: %v", err)
		}
		return v, fmt.Errorf("the export is empty")
	}
	var head ExportLine
	if err := json.Unmarshal(lines.Bytes(), &head); err != nil || head.Round == nil {
		return v, fmt.Errorf("the export does not start with its round")
	}
	v.Round = *head.Round
	info := head.Round
	secret := ""
	if info.Kind == Sealed {
		if info.State != Closed || info.Secret == "" {
			return v, fmt.Errorf("round %s has not closed: its secret is not revealed yet", info.ID)
		}
		if err := CheckSecret(info.Secret); err != nil {
			return v, fmt.Errorf("round %s: %v", info.ID, err)
		}
		secret = info.Secret
		if got := Commitment(secret); got != info.SecretSHA256 {
			v.Mismatches++
			fmt.Fprintf(w, "MISMATCH round %s: the revealed secret's SHA-256 is %s, but %s was published at opening\n", info.ID, got, info.SecretSHA256)
		} else {
			fmt.Fprintf(w, "ok       round %s: the revealed secret matches the SHA-256 published at opening (%s)\n", info.ID, info.SecretSHA256)
		}
	}
	items := info.Spec.Items()
	if err := info.Spec.Check(items); err != nil {
		return v, fmt.Errorf("this scbench cannot reproduce the round: %v; use the scbench release it was opened under", err)
	}
	byID := map[string]Item{}
	for _, it := range items {
		byID[it.ID] = it
	}

	var cur *submissionCheck
	finish := func() {
		if cur != nil {
			v.Mismatches += cur.finish(w)
			v.Submissions++
			v.Reports += len(cur.reports)
		}
	}
	for lines.Next() {
		if err := lines.Problem(); err != nil {
			return v, fmt.Errorf("line %d of the export: %v", lines.Line(), err)
		}
		var l ExportLine
		if err := json.Unmarshal(lines.Bytes(), &l); err != nil {
			return v, fmt.Errorf("line %d of the export is not JSON: %v", lines.Line(), err)
		}
		switch {
		case l.Submission != nil:
			finish()
			cur = &submissionCheck{receipt: *l.Submission, secret: secret}
		case l.Line != nil && cur != nil:
			cur.line(l, byID)
		default:
			return v, fmt.Errorf("an export line is neither a submission nor one of its lines")
		}
	}
	if err := lines.Err(); err != nil {
		return v, fmt.Errorf("reading the export: %v", err)
	}
	finish()
	return v, nil
}

// submissionCheck gathers one submission's lines and checks them.
type submissionCheck struct {
	receipt  Receipt
	secret   string
	items    []Item
	sub      Submission
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

func (c *submissionCheck) line(l ExportLine, byID map[string]Item) {
	var bl struct {
		ID     string          `json:"id"`
		Answer json.RawMessage `json:"answer"`
	}
	var stored struct {
		Line int `json:"line"`
	}
	if json.Unmarshal(l.Line, &bl) != nil || json.Unmarshal(l.Report, &stored) != nil {
		c.fail("a line or report of the export is not JSON")
		return
	}
	it, ok := byID[bl.ID]
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
	rep := GradeItem(it, answer, stored.Line, c.secret)
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
	if d := Digest(c.items, c.sub); d != r.Digest {
		c.fail("the answers' digest is %s, but the receipt says %s", d, r.Digest)
	}
	scores := make([]results.Scored, len(c.reports))
	for i, rep := range c.reports {
		scores[i] = results.FromReport(rep)
	}
	got, _ := json.Marshal(results.Tabulate(scores, false))
	want, _ := json.Marshal(r.Summary)
	if !bytes.Equal(got, want) {
		c.fail("the summary computed from the re-graded reports differs from the stored one")
	}
	verdict := "ok      "
	if c.count > 0 {
		verdict = "MISMATCH"
	}
	fmt.Fprintf(w, "%s submission %s (%s): %d reports re-graded, overall %.4f, digest %s\n", verdict, r.ID, wire.Clip(r.Model, 60), len(c.reports), r.Summary.Overall.Mean, shortDigest(r.Digest))
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
