package suite

import (
	"errors"

	"github.com/scbench/scbench/wire"
)

// ErrNoAnswer refuses a batch line that has no "answer" field.
var ErrNoAnswer = errors.New(`the line has no "answer" field`)

// ParseBatchLine reads one line of a batch: a JSON object with the fields of
// BatchLine, read through package wire as every line of ours is. Every
// problem is said in plain words ("subpass must be a whole number, found the
// string "2""), never in a JSON library's; a whole number written as a
// decimal (2.0, 2e0) is a whole number. The id is filled in whenever the
// line is an object with one, also when the line is refused, so that the
// report can be matched to its run, and so is the run's metadata (RunMeta:
// model, budget, usage, finish_reason), which never fails a line. Fields the
// batch format does not know are ignored; a field given twice is refused, as
// is any text after the object.
//
// A line without an answer (a dataset's or a prompts file's) is read in full
// but for the answer, and refused with ErrNoAnswer.
func ParseBatchLine(raw []byte) (BatchLine, error) {
	var bl BatchLine
	fields, err := wire.ParseObject(raw)
	id, idErr := fields.ID()
	bl.ID = wire.EchoID(id)
	bl.Run = runFromFields(fields)
	if err != nil {
		return bl, err
	}
	bl.Ref, err = wire.ReadRef(fields) // read first, so that a report on a bad id names its task
	if idErr != nil {
		return bl, idErr
	}
	if err != nil {
		return bl, err
	}
	if bl.Task == "" {
		return bl, wire.ErrNoTask
	}
	answer, ok := fields.Get("answer")
	if !ok {
		return bl, ErrNoAnswer
	}
	if answer[0] == '"' {
		bl.Answer = wire.Text(answer)
	} else {
		bl.Answer = string(answer) // a JSON value, graded as its text
	}
	return bl, nil
}
