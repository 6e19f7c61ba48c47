package suite

import "bytes"

// NextLine splits the first line off JSONL text: the line without its end
// ("\n" or "\r\n"), and the rest after it.
func NextLine(data []byte) (line, rest []byte) {
	if i := bytes.IndexByte(data, '\n'); i >= 0 {
		line, rest = data[:i], data[i+1:]
	} else {
		line = data
	}
	return bytes.TrimSuffix(line, []byte{'\r'}), rest
}
