package verifiers

// Progress is how far a slow grader has got: the stage it is in (what it
// is checking, a sentence of its own) and done of total steps of that
// stage. Graders that take a moment report it so that a front end can show
// a bar; the report's result never depends on it.
type Progress struct {
	Stage string `json:"stage"`
	Done  int    `json:"done"`
	Total int    `json:"total"`
}

// OnProgress sends the report's progress to sink (nil sends it nowhere).
// A front end sets it before grading; graders that report none ignore it.
func (r *Report) OnProgress(sink func(Progress)) { r.progress = sink }

// Progress reports that the grader has done done of total steps of the
// stage. Without a sink it costs nothing; with one, a report is sent when
// the stage changes, when it is done, or when a whole percent more of it is,
// so that a grader may call it on every step of a fine loop.
func (r *Report) Progress(stage string, done, total int) {
	if r.progress == nil || total <= 0 {
		return
	}
	done = min(max(done, 0), total)
	p := Progress{Stage: stage, Done: done, Total: total}
	last := r.sent
	if stage == last.Stage && total == last.Total && (done == last.Done ||
		(done < total && 100*done/total == 100*last.Done/last.Total)) {
		return
	}
	r.sent = p
	r.progress(p)
}
