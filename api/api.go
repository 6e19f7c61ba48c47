package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/scbench/scbench/scene"
	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
	"github.com/scbench/scbench/worksheet"
)

// Limits on what one request may carry. The page checks them before sending
// (it reads them from the catalogue reply), and Handle enforces them again.
const (
	// MaxAnswerBytes bounds one answer: above every task's own parser limit,
	// so that an oversized answer still reaches its grader and is rejected by
	// name, yet far below what would strain the worker.
	MaxAnswerBytes = 16 << 20
	// MaxBatchBytes bounds a whole JSONL batch.
	MaxBatchBytes = 64 << 20
	// MaxRequestBytes bounds a request as a whole: a batch in base64 plus
	// its envelope.
	MaxRequestBytes = MaxBatchBytes/3*4 + 1<<20
)

// Error codes.
const (
	CodeBadRequest  = "bad-request"
	CodeUnknownTask = "unknown-task"
	CodeVersion     = "version"
	CodeTooLarge    = "too-large"
	CodeInstance    = "instance"
	CodeNoSolver    = "no-solver"
	CodeStale       = "stale"
	CodeNoHints     = "no-hints"
	CodeInternal    = "internal"
)

// Request is every op's fields; each op reads the ones it needs. The
// instance it names is a reference as every line format writes it
// (wire.Ref: its seed a decimal string, since JavaScript numbers cannot hold
// every seed, or a JSON integer; its rules the task's rules version the link
// was made under, "shikaku/1").
type Request struct {
	Op string `json:"op"`
	wire.Ref
	Answer *string `json:"answer"`
	JSONL  *string `json:"jsonl"`
	// JSONLBytes is a batch as the bytes of its file (base64 in JSON), so
	// that bytes that are not UTF-8 arrive as they are.
	JSONLBytes []byte `json:"jsonl_bytes"`
	// Stream asks for a scene's frames to be kept back for the frames op
	// (instance, grade); Token names the scene whose frames to send (frames).
	Stream bool   `json:"stream"`
	Token  string `json:"token"`
	// Count and Base are a worksheet's: how many instances, and the site
	// address put before their links.
	Count int    `json:"count"`
	Base  string `json:"base"`
	// Label names the model of a report file's reports that carry none
	// (tabulate): the page gives the file's name.
	Label string `json:"label"`
	// Files are report files tabulated together (tabulate), each with the
	// label of its reports that name no model: a model's runs from several
	// files are one run, as `scbench report` makes them.
	Files []ReportFile `json:"files"`
	// Figures asks tabulate for Figures 2 and 3 as well.
	Figures bool `json:"figures"`
}

// ReportFile is one report file of a tabulate request. Its reports that name
// no model take Label, or, without one, the label `scbench report` gives a
// file of that Name (results.FileLabel).
type ReportFile struct {
	Name  string `json:"name"`
	Label string `json:"label"`
	JSONL string `json:"jsonl"`
}

// Error is the error half of a reply.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *Error) Error() string { return e.Message }

func fail(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Handler answers requests. It remembers the last instance it built, so that
// grading the same instance again and again (the interactive editors) does not
// regenerate it each time. A Handler is not safe for concurrent use; a worker
// handles one message at a time.
type Handler struct {
	lastKey  string
	lastInst *tasks.Instance
	// frames are the frames of the last scene streamed, token its name.
	frames []scene.Frame
	token  string
	scenes int
}

// NewHandler returns a Handler.
func NewHandler() *Handler { return &Handler{} }

// Handle answers one request. emit receives progress events of long requests
// (a batch, a slow grade); it may be nil.
func (h *Handler) Handle(req []byte, emit func([]byte)) (reply []byte) {
	defer func() {
		if p := recover(); p != nil {
			reply = errorReply(fail(CodeInternal, "internal error: %v (this is a bug in scbench; please report it)", p))
		}
	}()
	if emit == nil {
		emit = func([]byte) {}
	}
	r, rerr := decodeRequest(req)
	if rerr != nil {
		return errorReply(rerr)
	}
	var v any
	var err *Error
	switch r.Op {
	case "catalogue":
		v = catalogue()
	case "instance":
		v, err = h.instance(r)
	case "solve":
		v, err = h.solve(r)
	case "grade":
		v, err = h.grade(r, emit)
	case "hint":
		v, err = h.hint(r)
	case "worksheet":
		v, err = sheet(r)
	case "batch":
		v, err = batch(r, emit)
	case "tabulate":
		v, err = tabulate(r)
	case "frames":
		v, err = h.streamFrames(r, emit)
	default:
		err = fail(CodeBadRequest, "unknown op %s (ops: catalogue, instance, solve, grade, hint, worksheet, batch, tabulate, frames)", wire.Quote(r.Op, 40))
	}
	if err != nil {
		return errorReply(err)
	}
	return okReply(v)
}

// decodeRequest reads a message: one JSON object of known fields, within the
// size limit.
func decodeRequest(req []byte) (Request, *Error) {
	var r Request
	if len(req) > MaxRequestBytes {
		return r, fail(CodeTooLarge, "the request is %s; the limit is %s", wire.Size(len(req)), wire.Size(MaxRequestBytes))
	}
	if t := bytes.TrimSpace(req); len(t) == 0 || t[0] != '{' {
		return r, fail(CodeBadRequest, "the request is not a valid message: expected a JSON object")
	}
	dec := json.NewDecoder(bytes.NewReader(req))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		var seed *wire.SeedError
		if errors.As(err, &seed) { // a well-formed message naming no instance
			return Request{}, fail(CodeInstance, "%s", seed.Error())
		}
		return Request{}, fail(CodeBadRequest, "the request is not a valid message: %s", wire.Clip(strings.TrimPrefix(err.Error(), "json: "), 200))
	}
	return r, nil
}

func errorReply(e *Error) []byte {
	b, _ := json.Marshal(struct {
		OK    bool   `json:"ok"`
		Error *Error `json:"error"`
	}{false, e})
	return b
}

// okReply merges {"ok": true} into the reply object v.
func okReply(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return errorReply(fail(CodeInternal, "cannot encode the reply: %v", err))
	}
	if len(b) < 2 || b[0] != '{' {
		return errorReply(fail(CodeInternal, "reply is not an object"))
	}
	if string(b) == "{}" {
		return []byte(`{"ok":true}`)
	}
	return append([]byte(`{"ok":true,`), b[1:]...)
}

// TaskEntry is one task as the page sees it.
type TaskEntry struct {
	tasks.Info
	Manifold  tasks.Manifold  `json:"manifold"`
	Subpasses []tasks.Subpass `json:"subpasses"`
}

// Catalogue is the reply to "catalogue".
type Catalogue struct {
	Version string         `json:"version"`
	Buckets []tasks.Bucket `json:"buckets"`
	Tasks   []TaskEntry    `json:"tasks"`
	Limits  LimitsInfo     `json:"limits"`
}

// LimitsInfo tells the page the request limits, so that it checks sizes before
// sending anything.
type LimitsInfo struct {
	MaxAnswerBytes int `json:"max_answer_bytes"`
	MaxBatchBytes  int `json:"max_batch_bytes"`
	MaxBatchLine   int `json:"max_batch_line"`
}

func catalogue() Catalogue {
	c := Catalogue{
		Version: tasks.Version,
		Buckets: tasks.Buckets,
		Tasks:   []TaskEntry{},
		Limits:  LimitsInfo{MaxAnswerBytes, MaxBatchBytes, suite.MaxBatchLine},
	}
	for _, e := range suite.Tasks() {
		c.Tasks = append(c.Tasks, TaskEntry{Info: e.Info(), Manifold: e.Manifold(), Subpasses: e.Subpasses()})
	}
	return c
}

// Share is what a share link carries to reproduce an instance.
type Share struct {
	Task    string `json:"task"`
	Subpass *int   `json:"subpass,omitempty"`
	// Seed is a decimal string; empty for a canonical instance.
	Seed string `json:"seed,omitempty"`
	// Params is the full parameter assignment "k=v,..." of a generated
	// instance; empty for a canonical one.
	Params  string `json:"params,omitempty"`
	Version string `json:"version"`
	Rules   string `json:"rules"`
}

// InstanceReply is the reply to "instance". The instance comes as its JSON
// text, byte for byte what `scbench instance --json` prints (without the final
// newline), so that the page can download it unchanged and show the SHA-256 of
// exactly those bytes.
type InstanceReply struct {
	InstanceJSON string       `json:"instance_json"`
	Label        string       `json:"label"`
	Scene        *scene.Scene `json:"scene"`
	Share        Share        `json:"share"`
	// Frames, on a streaming request, says that the scene's frames wait for
	// the frames op.
	Frames *FramesInfo `json:"frames,omitempty"`
}

// resolve turns the instance fields of a request into an instance.
func (h *Handler) resolve(r Request) (tasks.Task, *tasks.Instance, *Error) {
	if r.Version != "" && r.Version != tasks.Version {
		return nil, nil, fail(CodeVersion, "this link was made under suite version %s, but this page runs %s; the same request may give a different instance here, so it was not opened", wire.Clip(r.Version, 40), tasks.Version)
	}
	if r.Task == "" {
		return nil, nil, fail(CodeBadRequest, "no task given")
	}
	e, ok := suite.Lookup(r.Task)
	if !ok {
		return nil, nil, unknownTask(r.Task)
	}
	if err := tasks.CheckVersions(e, r.Version, r.Rules); err != nil {
		return nil, nil, fail(CodeVersion, "%s, so it was not opened", err.Error())
	}
	req, err := tasks.RequestOf(r.Ref)
	if err != nil {
		return e, nil, fail(CodeBadRequest, "%s", err.Error())
	}
	key := instanceKey(r)
	if key == h.lastKey && h.lastInst != nil {
		return e, h.lastInst, nil
	}
	in, err := tasks.New(e, req)
	if err != nil {
		return e, nil, fail(CodeInstance, "%s", err.Error())
	}
	h.lastKey, h.lastInst = key, in
	return e, in, nil
}

// instanceKey identifies the instance a request asks for.
func instanceKey(r Request) string {
	b, _ := json.Marshal(r.Ref)
	return string(b)
}

func unknownTask(slug string) *Error {
	names := []string{}
	for _, e := range suite.Tasks() {
		names = append(names, e.Info().Slug)
	}
	return fail(CodeUnknownTask, "there is no task %s (the tasks are: %s)", wire.Quote(slug, 60), strings.Join(names, ", "))
}

func (h *Handler) instance(r Request) (any, *Error) {
	e, in, err := h.resolve(r)
	if err != nil {
		return nil, err
	}
	ib, merr := json.Marshal(in)
	if merr != nil {
		return nil, fail(CodeInternal, "cannot encode the instance: %v", merr)
	}
	sc, serr := e.Scene(in)
	if serr != nil {
		return nil, fail(CodeInternal, "cannot draw the instance: %v", serr)
	}
	share := Share{Task: in.Task, Subpass: in.Subpass, Version: in.Version, Rules: in.Rules}
	if in.Seed != nil {
		share.Seed = strconv.FormatUint(*in.Seed, 10)
		share.Params = in.Params.Encode()
	}
	return InstanceReply{InstanceJSON: string(ib), Label: in.Label(), Scene: sc, Share: share, Frames: h.keepFrames(r, sc)}, nil
}

// SolveReply is the reply to "solve": the reference answer as text, ready to
// paste into the answer box (tasks.AnswerText: a maze's grid as the grid
// itself, other answers as JSON).
type SolveReply struct {
	Answer string `json:"answer"`
}

func (h *Handler) solve(r Request) (any, *Error) {
	e, in, err := h.resolve(r)
	if err != nil {
		return nil, err
	}
	ans, serr := e.Solve(in)
	if serr != nil {
		return nil, fail(CodeNoSolver, "%s: %v", in.Label(), serr)
	}
	text, merr := tasks.AnswerText(ans)
	if merr != nil {
		return nil, fail(CodeInternal, "cannot encode the solution: %v", merr)
	}
	return SolveReply{Answer: text}, nil
}

// GradeReply is the reply to "grade".
type GradeReply struct {
	Report *verifiers.Report `json:"report"`
	// Frames, on a streaming request, says that the overlay's frames wait
	// for the frames op.
	Frames *FramesInfo `json:"frames,omitempty"`
}

// GradeEvent is a slow grader's progress, as the grade op emits it.
type GradeEvent struct {
	Event string `json:"event"` // "grading"
	verifiers.Progress
}

func (h *Handler) grade(r Request, emit func([]byte)) (any, *Error) {
	if r.Answer == nil {
		return nil, fail(CodeBadRequest, "no answer given")
	}
	if n := len(*r.Answer); n > MaxAnswerBytes {
		return nil, fail(CodeTooLarge, "the answer is %s; the limit is %s", wire.Size(n), wire.Size(MaxAnswerBytes))
	}
	e, in, err := h.resolve(r)
	if err != nil {
		return nil, err
	}
	rep := e.GradeWithProgress(in, *r.Answer, func(p verifiers.Progress) {
		b, _ := json.Marshal(GradeEvent{"grading", p})
		emit(b)
	})
	ov := rep.BuildOverlay() // the page draws it; batches never do
	return GradeReply{Report: rep, Frames: h.keepFrames(r, ov)}, nil
}

// FramesInfo says how many frames of a scene wait for the frames op, and
// the token that asks for them.
type FramesInfo struct {
	Count int    `json:"count"`
	Token string `json:"token"`
}

// FrameEvent is one frame, as the frames op emits it.
type FrameEvent struct {
	Event string      `json:"event"` // "frame"
	Index int         `json:"index"`
	Total int         `json:"total"`
	Frame scene.Frame `json:"frame"`
}

// FramesReply is the reply to "frames", after the last frame.
type FramesReply struct {
	Count int `json:"count"`
}

// keepFrames takes the frames out of a scene for a streaming request and
// keeps them for the frames op, replacing those of the scene before.
func (h *Handler) keepFrames(r Request, s *scene.Scene) *FramesInfo {
	if !r.Stream || s == nil || len(s.Frames) == 0 {
		return nil
	}
	h.scenes++
	h.frames, h.token = s.Frames, strconv.Itoa(h.scenes)
	s.Frames = nil
	return &FramesInfo{Count: len(h.frames), Token: h.token}
}

// streamFrames emits the kept frames one by one.
func (h *Handler) streamFrames(r Request, emit func([]byte)) (any, *Error) {
	if r.Token == "" {
		return nil, fail(CodeBadRequest, "no token given: the frames op sends the frames of the scene a streaming instance or grade reply named")
	}
	if r.Token != h.token {
		return nil, fail(CodeStale, "the frames of that scene are gone: a newer scene has replaced it")
	}
	for i, f := range h.frames {
		b, err := json.Marshal(FrameEvent{Event: "frame", Index: i, Total: len(h.frames), Frame: f})
		if err != nil {
			return nil, fail(CodeInternal, "frame %d: cannot encode it: %v", i, err)
		}
		emit(b)
	}
	return FramesReply{Count: len(h.frames)}, nil
}

// HintReply is the reply to "hint".
type HintReply struct {
	Hint tasks.Hint `json:"hint"`
}

// hint answers a practice editor that asks for a hint on its board.
func (h *Handler) hint(r Request) (any, *Error) {
	if r.Answer == nil {
		return nil, fail(CodeBadRequest, "no board given (the answer field)")
	}
	if n := len(*r.Answer); n > MaxAnswerBytes {
		return nil, fail(CodeTooLarge, "the board is %s; the limit is %s", wire.Size(n), wire.Size(MaxAnswerBytes))
	}
	e, in, err := h.resolve(r)
	if err != nil {
		return nil, err
	}
	hint, herr := e.Hint(in, *r.Answer)
	if errors.Is(herr, tasks.ErrNoHints) {
		return nil, fail(CodeNoHints, "%s gives no hints", e.Info().Name)
	}
	if herr != nil {
		return nil, fail(CodeInternal, "%s", herr.Error())
	}
	return HintReply{Hint: hint}, nil
}

// WorksheetReply is the reply to "worksheet": the worksheet as a tree of
// elements that the page builds with DOM calls.
type WorksheetReply struct {
	Worksheet *worksheet.Sheet `json:"worksheet"`
}

// sheet lays out a printable worksheet: seeded instances of one task at a
// preset, from the first seed on.
func sheet(r Request) (any, *Error) {
	if r.Version != "" && r.Version != tasks.Version {
		return nil, fail(CodeVersion, "this worksheet was made under suite version %s, but this page runs %s", wire.Clip(r.Version, 40), tasks.Version)
	}
	e, ok := suite.Lookup(r.Task)
	if !ok {
		return nil, unknownTask(r.Task)
	}
	if err := tasks.CheckVersions(e, r.Version, r.Rules); err != nil {
		return nil, fail(CodeVersion, "%s", err.Error())
	}
	seed := uint64(1)
	if r.Seed != nil {
		seed = uint64(*r.Seed)
	}
	ws, err := worksheet.Build(e, worksheet.Request{Preset: r.Preset, Count: r.Count, Seed: seed, Base: r.Base})
	if err != nil {
		return nil, fail(CodeBadRequest, "%s", err.Error())
	}
	return WorksheetReply{Worksheet: ws}, nil
}
