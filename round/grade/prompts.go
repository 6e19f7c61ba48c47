package grade

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/scbench/scbench/round"
	"github.com/scbench/scbench/wire"
)

// PromptLine writes the prompts file's line of one item (round.PromptLine,
// without its newline): the instance's prompt and answer schema, its full
// parameters, and no seed.
func PromptLine(roundID string, it round.Item, secret string) ([]byte, error) {
	in, err := Instance(it, secret)
	if err != nil {
		return nil, err
	}
	ref := wire.Ref{Task: it.Task, Version: in.Version, Rules: in.Rules, Subpass: it.Subpass, Params: wire.ParamsText(it.Params)}
	line := round.PromptLine{Canary: round.Canary, Round: roundID, ID: it.ID, Ref: ref, Prompt: in.Prompt, Schema: in.Schema}
	if len(in.Attachments) > 0 {
		if line.Attachments, err = json.Marshal(in.Attachments); err != nil {
			return nil, fmt.Errorf("%s: %v", it.ID, err)
		}
	}
	b, err := json.Marshal(line)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", it.ID, err)
	}
	return b, nil
}

// WritePrompts writes the prompts file of a round, one line per item.
func WritePrompts(w io.Writer, roundID string, items []round.Item, secret string) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	for _, it := range items {
		b, err := PromptLine(roundID, it, secret)
		if err != nil {
			return err
		}
		bw.Write(b)
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
