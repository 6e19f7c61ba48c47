package dataset

import (
	"errors"
	"fmt"

	"github.com/scbench/scbench/suite"
	"github.com/scbench/scbench/tasks"
)

// Reference reads a dataset line (or a prompts file's) as the batch reader
// reads it, from its task, version, rules, subpass, seed, preset and params
// (never its prompt), and returns the instance it names with that
// instance's reference answer as the text a model would write. A line that
// already has an answer is refused.
func Reference(raw []byte) (*tasks.Instance, string, error) {
	bl, err := suite.ParseBatchLine(raw)
	switch {
	case err == nil:
		return nil, "", errors.New(`the line already has an "answer"`)
	case !errors.Is(err, suite.ErrNoAnswer):
		return nil, "", err
	}
	e, in, err := bl.Instance()
	if err != nil {
		return nil, "", err
	}
	ans, err := e.Solve(in)
	if err != nil {
		return in, "", fmt.Errorf("%s: %v", in.Label(), err)
	}
	text, err := tasks.AnswerText(ans)
	return in, text, err
}
