package board_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/scbench/scbench/board"
	"github.com/scbench/scbench/board/boardtest"
	"github.com/scbench/scbench/board/grading"
	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/round/grade"
)

// recorder is a queue that keeps the jobs it is sent, as Cloudflare Queues
// would until its consumer runs; with fail set it refuses them.
type recorder struct {
	mu   sync.Mutex
	jobs []board.Job
	fail error
}

func (q *recorder) Send(_ context.Context, j board.Job) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.fail != nil {
		return q.fail
	}
	q.jobs = append(q.jobs, j)
	return nil
}

// newQueuedEnv serves the API with jobs kept in a recorder, not run.
func newQueuedEnv(t *testing.T) (*env, *recorder) {
	path := boardtest.Path(t)
	e := &env{t: t, db: boardtest.OpenShared(t, path, nil), path: path, now: time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)}
	q := &recorder{}
	e.serve(board.Config{Queue: q})
	return e, q
}

// openQueued asks for the test round and runs its opening job.
func (e *env) openQueued(q *recorder, id string) round.Info {
	e.t.Helper()
	code, b := e.admin("/api/admin/rounds", `{"id":"`+id+`","title":"Test round","secret":"`+secret+`","max_per_model":2,
		"tasks":[{"task":"shikaku","preset":"easy","count":3},{"task":"delaunay","params":"num_points=8","count":2}]}`)
	var info round.Info
	mustJSON(e.t, b, &info)
	if code != http.StatusAccepted || info.State != round.Opening || info.SecretSHA256 != round.Commitment(secret) {
		e.t.Fatalf("open: %d %s", code, b)
	}
	if p, err := grading.Run(context.Background(), e.db, board.Job{Kind: board.RoundJob, Round: id}, grading.Budget{}); err != nil || !p.Done {
		e.t.Fatalf("opening job: %+v %v", p, err)
	}
	_, b = e.do("GET", "/api/rounds/"+id, nil)
	mustJSON(e.t, b, &info)
	return info
}

// A submission is acknowledged before it is graded, is shown as being
// graded (with no scores) until every line has its report, and is graded a
// budget at a time: a call that dies half-way (the worker killed), a job
// run again, or two consumers at once grade each line once, and the
// summary counts each line once.
func TestGradingIsIdempotentAndBudgeted(t *testing.T) {
	e, q := newQueuedEnv(t)
	info := e.openQueued(q, "r1")
	items := info.Spec.Items()
	body := answers(t, items, secret, func(i int) bool { return i != 1 })
	rec := e.receipt("r1", "model=M&tools=off", body, as(token)...)
	if rec.State != round.Received || rec.Summary != nil || len(q.jobs) != 2 || q.jobs[1] != (board.Job{Kind: board.GradeJob, Submission: rec.ID}) {
		t.Fatalf("receipt %+v, jobs %+v", rec, q.jobs)
	}
	job := q.jobs[1]
	if j, err := board.ParseJob([]byte(`{"kind":"grade","submission":"` + rec.ID + `"}`)); err != nil || j != job {
		t.Errorf("the job's wire form: %+v %v", j, err)
	}
	boardNow := func() board.Board {
		_, b := e.do("GET", "/api/rounds/r1/board", nil, as(token)...)
		var bd board.Board
		mustJSON(t, b, &bd)
		return bd
	}
	if bd := boardNow(); len(bd.Submissions) != 0 || len(bd.Grading) != 1 || bd.Grading[0].Summary != nil {
		t.Errorf("a submission being graded is shown as final: %+v", bd)
	}

	// Two lines, then a call that dies after saving one more.
	ctx := context.Background()
	p, err := grading.Run(ctx, e.db, job, grading.Budget{Lines: 2})
	if err != nil || p.Done || p.Worked != 2 || p.Left != 3 {
		t.Fatalf("first call: %+v %v", p, err)
	}
	// A call killed as it writes its reports, and one killed as it marks
	// the submission graded.
	kill := func(statement string) {
		dying := boardtest.OpenShared(t, e.path, func(q string) {
			if strings.HasPrefix(strings.TrimSpace(q), statement) {
				panic("the worker is killed")
			}
		})
		defer func() { recover() }()
		grading.Run(ctx, dying, job, grading.Budget{Lines: 10})
		t.Errorf("the call was not killed at %s", statement)
	}
	graded := func() int {
		var n int
		e.db.QueryRow(`SELECT count(*) FROM lines WHERE submission_id = ? AND report IS NOT NULL`, rec.ID).Scan(&n)
		return n
	}
	first := reports(t, e, rec.ID)
	kill("UPDATE lines SET report")
	if n := graded(); n != 2 {
		t.Fatalf("%d lines graded after a call killed before it wrote, want 2", n)
	}
	kill("UPDATE submissions SET state = 'graded'")
	if n := graded(); n != 5 {
		t.Fatalf("%d lines graded after a call killed as it finished, want 5", n)
	}
	if bd := boardNow(); len(bd.Grading) != 1 || bd.Grading[0].State != round.Received || bd.Grading[0].Summary != nil {
		t.Errorf("graded but not finished, the submission is shown as final: %+v", bd)
	}
	before := reports(t, e, rec.ID)
	for i := range 2 {
		if !bytes.Equal(first[i], before[i]) {
			t.Errorf("line %d was graded again", i)
		}
	}

	// The retry and a second consumer at once finish it.
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := (grading.Local{DB: e.db}).Send(ctx, job); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	after := reports(t, e, rec.ID)
	for i := range 5 {
		if !bytes.Equal(before[i], after[i]) {
			t.Errorf("line %d was graded again", i)
		}
	}
	if p, err := grading.Run(ctx, e.db, job, grading.Budget{}); err != nil || !p.Done || p.Worked != 0 {
		t.Errorf("a finished job run again: %+v %v", p, err)
	}

	// The same reports and summary as grading it all at once.
	sub, _, _ := round.Parse(info.Spec, items, []byte(body), 1<<20)
	want := grade.Grade(items, sub, secret)
	for i, w := range want {
		b, _ := json.Marshal(w)
		if !bytes.Equal(b, after[i]) {
			t.Errorf("line %d: report\n%s\nwant\n%s", i, after[i], b)
		}
	}
	bd := boardNow()
	wantSum, _ := json.Marshal(grade.Summary(want))
	if len(bd.Submissions) != 1 || len(bd.Grading) != 0 || !bytes.Equal(bd.Submissions[0].Summary, wantSum) {
		t.Errorf("graded: %+v\nwant summary %s", bd, wantSum)
	}
}

func reports(t *testing.T, e *env, id string) [][]byte {
	rows, err := e.db.Query(`SELECT coalesce(report, '') FROM lines WHERE submission_id = ? ORDER BY idx`, id)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out [][]byte
	for rows.Next() {
		var r string
		rows.Scan(&r)
		out = append(out, []byte(r))
	}
	return out
}

// A round opens as a job: opening (its commitment published, its prompts
// not yet there), then its prompts written a budget at a time, then open,
// with the prompts the grading side writes. A request that cannot open is
// failed with the reason, and may be asked again.
func TestRoundOpensAsAJob(t *testing.T) {
	e, q := newQueuedEnv(t)
	code, b := e.admin("/api/admin/rounds", `{"id":"r1","title":"T","secret":"`+secret+`","tasks":[{"task":"shikaku","preset":"easy","count":3},{"task":"delaunay","params":"num_points=8","count":2}]}`)
	if code != http.StatusAccepted || len(q.jobs) != 1 {
		t.Fatalf("open: %d %s %+v", code, b, q.jobs)
	}
	if code, b := e.do("GET", "/api/rounds/r1/prompts", nil); code != http.StatusConflict || !bytes.Contains(b, []byte("is being opened")) {
		t.Errorf("prompts while opening: %d %s", code, b)
	}
	if code, b := e.submit("r1", "model=M&tools=off", "{}"); code != http.StatusConflict {
		t.Errorf("a submission while opening: %d %s", code, b)
	}
	ctx := context.Background()
	calls := 0
	for {
		p, err := grading.Run(ctx, e.db, q.jobs[0], grading.Budget{Lines: 2})
		if err != nil {
			t.Fatal(err)
		}
		calls++
		if p.Done {
			break
		}
	}
	if calls != 3 {
		t.Errorf("5 prompts in %d calls of 2", calls)
	}
	code, b = e.do("GET", "/api/rounds/r1/prompts", nil)
	var info round.Info
	_, ib := e.do("GET", "/api/rounds/r1", nil)
	mustJSON(t, ib, &info)
	var want bytes.Buffer
	grade.WritePrompts(&want, "r1", info.Spec.Items(), secret)
	if code != 200 || info.State != round.Open || !bytes.Equal(b, want.Bytes()) {
		t.Errorf("prompts once open: %d %s %s", code, info.State, b)
	}

	// A request the grading side refuses fails, with the reason.
	code, b = e.admin("/api/admin/rounds", `{"id":"r2","title":"T","tasks":[{"task":"shikaku","preset":"nope","count":1}]}`)
	if code != http.StatusAccepted {
		t.Fatalf("open r2: %d %s", code, b)
	}
	grading.Run(ctx, e.db, q.jobs[len(q.jobs)-1], grading.Budget{})
	_, b = e.do("GET", "/api/rounds/r2", nil)
	mustJSON(t, b, &info)
	if info.State != round.Failed || !strings.Contains(info.Failure, "nope") {
		t.Errorf("a round that cannot open: %+v", info)
	}
	_, b = e.do("GET", "/api/rounds", nil)
	if bytes.Contains(b, []byte(`"r2"`)) {
		t.Errorf("a failed round is listed: %s", b)
	}
	if code, b := e.admin("/api/admin/rounds", `{"id":"r2","title":"T","tasks":[{"task":"shikaku","preset":"easy","count":1}]}`); code != http.StatusAccepted {
		t.Errorf("asking again for a failed round: %d %s", code, b)
	}
}

// A submission stored when the queue refused its job is acknowledged all
// the same; Requeue sends the job again, and it is graded.
func TestRequeueAfterALostJob(t *testing.T) {
	e, q := newQueuedEnv(t)
	info := e.openQueued(q, "r1")
	q.fail = errors.New("the queue is down")
	rec := e.receipt("r1", "model=M&tools=off", answers(t, info.Spec.Items(), secret, func(i int) bool { return true }))
	if rec.State != round.Received {
		t.Fatalf("receipt: %+v", rec)
	}
	q.fail = nil
	n, err := board.Requeue(context.Background(), e.db, grading.Local{DB: e.db}, e.now.Add(time.Minute))
	if err != nil || n != 1 {
		t.Fatalf("requeue: %d %v", n, err)
	}
	code, b := e.do("GET", "/api/submissions/"+rec.ID, nil, as(rec.Token)...)
	var page board.SubmissionPage
	mustJSON(t, b, &page)
	if code != 200 || page.Submission.State != round.Graded {
		t.Errorf("after requeue: %d %s", code, b)
	}
}
