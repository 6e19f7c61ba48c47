package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/scbench/scbench/wire"
)

// The kinds of failure an answer line's error names (a line with an error has
// no answer, and a rerun asks again).
const (
	KindTimeout     = "timeout"      // no reply within the per-request timeout
	KindRateLimited = "rate_limited" // 429, after the retries
	KindServer      = "server"       // 5xx, after the retries
	KindMalformed   = "malformed"    // a reply that is not the API's JSON
	KindEmpty       = "empty"        // no choice, no message, or no content
	KindRefused     = "refused"      // filtered by the provider, with no text
	KindHTTP        = "http"         // another status (400, ...), not retried
	KindTransport   = "transport"    // the connection failed
)

// Limits of the client.
const (
	maxReply = 64 << 20 // bytes of a reply read
	// MaxRetryAfter bounds the wait a Retry-After header asks for.
	MaxRetryAfter = 10 * time.Minute
	maxBackoff    = time.Minute
)

// Failure is why a request gave no answer.
type Failure struct {
	Kind    string `json:"kind"`
	Message string `json:"message"`
	// retryAfter is the wait the server asked for (429, 503).
	retryAfter time.Duration
	// fatal failures stop the run: every other request would fail alike.
	fatal bool
}

func (f *Failure) Error() string { return f.Kind + ": " + f.Message }

// retried says whether a failure of this kind is worth another attempt.
func (f *Failure) retried() bool {
	switch f.Kind {
	case KindTimeout, KindRateLimited, KindServer, KindTransport, KindMalformed, KindEmpty:
		return true
	}
	return false
}

// Usage is the token count a reply reports.
type Usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

// Reply is what one successful request gave.
type Reply struct {
	Answer       string
	Refused      bool
	FinishReason string
	Usage        *Usage
}

// Client makes chat-completions requests.
type Client struct {
	URL         string // the endpoint's chat/completions URL
	Model       string
	APIKey      string
	System      string
	Temperature *float64
	// Extra are fields merged into every request (provider knobs).
	Extra       map[string]json.RawMessage
	BudgetField string
	Timeout     time.Duration
	Retries     int
	// Backoff is the first retry's delay; each further one doubles it (up
	// to a minute), and each is drawn between half and all of it.
	Backoff time.Duration
	HTTP    *http.Client
	// Sleep waits between attempts; nil waits on the clock (tests record).
	Sleep func(ctx context.Context, d time.Duration) error
	// Now is the clock a Retry-After date is read against; nil is the
	// system's (tests fix it).
	Now func() time.Time
}

// BudgetSentence is what a prompt gains when a run caps the output tokens.
func BudgetSentence(n int) string {
	return fmt.Sprintf("Your whole reply, including any reasoning before the answer, must fit within %d tokens; text beyond that is cut off and not seen.", n)
}

// body is the JSON request for a prompt at a budget (0: none), with its
// fields in a fixed order: model, messages, temperature, the budget, then
// the extra fields by name.
func (c *Client) body(p Prompt, budget int) []byte {
	text := p.Text
	if budget > 0 {
		text += "\n\n" + BudgetSentence(budget)
	}
	type imageURL struct {
		URL string `json:"url"`
	}
	type part struct {
		Type     string    `json:"type"`
		Text     string    `json:"text,omitempty"`
		ImageURL *imageURL `json:"image_url,omitempty"`
	}
	type message struct {
		Role    string `json:"role"`
		Content any    `json:"content"`
	}
	var msgs []message
	if c.System != "" {
		msgs = append(msgs, message{"system", c.System})
	}
	if len(p.Attachments) == 0 {
		msgs = append(msgs, message{"user", text})
	} else {
		parts := []part{{Type: "text", Text: text}}
		for _, a := range p.Attachments {
			parts = append(parts, part{Type: "image_url", ImageURL: &imageURL{a.DataURI()}})
		}
		msgs = append(msgs, message{"user", parts})
	}
	var o object
	add := o.put
	add("model", c.Model)
	add("messages", msgs)
	if c.Temperature != nil {
		add("temperature", *c.Temperature)
	}
	if budget > 0 {
		add(c.BudgetField, budget)
	}
	names := make([]string, 0, len(c.Extra))
	for k := range c.Extra {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		add(k, c.Extra[k])
	}
	return o.close()
}

// object writes a JSON object field by field, in the order given.
type object struct{ b bytes.Buffer }

// put adds a field; a json.RawMessage goes in as it is, any other value is
// encoded without HTML escapes (the answer is a model's text, read by
// people and graders).
func (o *object) put(name string, v any) {
	if o.b.Len() == 0 {
		o.b.WriteByte('{')
	} else {
		o.b.WriteByte(',')
	}
	k, _ := json.Marshal(name)
	o.b.Write(k)
	o.b.WriteByte(':')
	if raw, ok := v.(json.RawMessage); ok {
		o.b.Write(raw)
		return
	}
	enc := json.NewEncoder(&o.b)
	enc.SetEscapeHTML(false)
	enc.Encode(v)               // strings, numbers and plain structs: cannot fail
	o.b.Truncate(o.b.Len() - 1) // the encoder's newline
}

// close ends the object and returns its bytes.
func (o *object) close() []byte {
	if o.b.Len() == 0 {
		o.b.WriteByte('{')
	}
	o.b.WriteByte('}')
	return o.b.Bytes()
}

// Ask asks one prompt at one budget, retrying what is worth retrying. It
// returns the reply or the last failure, and the attempts made. A cancelled
// ctx returns ctx.Err().
func (c *Client) Ask(ctx context.Context, p Prompt, budget int) (*Reply, *Failure, int, error) {
	body := c.body(p, budget)
	var last *Failure
	for attempt := 1; ; attempt++ {
		reply, fail := c.once(ctx, body)
		if err := ctx.Err(); err != nil {
			return nil, nil, attempt, err
		}
		if fail == nil {
			return reply, nil, attempt, nil
		}
		last = fail
		if fail.fatal || !fail.retried() || attempt > c.Retries {
			return nil, last, attempt, nil
		}
		if err := c.sleep(ctx, c.wait(attempt, fail)); err != nil {
			return nil, nil, attempt, err
		}
	}
}

// wait is the pause before attempt+1: the server's Retry-After when it
// gave one, else exponential backoff with jitter.
func (c *Client) wait(attempt int, f *Failure) time.Duration {
	if f.retryAfter > 0 {
		return f.retryAfter
	}
	d := c.Backoff
	for i := 1; i < attempt && d < maxBackoff; i++ {
		d *= 2
	}
	d = min(d, maxBackoff)
	if d <= 1 {
		return d
	}
	return d/2 + rand.N(d/2+1)
}

func (c *Client) sleep(ctx context.Context, d time.Duration) error {
	if c.Sleep != nil {
		return c.Sleep(ctx, d)
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// once makes one request.
func (c *Client) once(ctx context.Context, body []byte) (*Reply, *Failure) {
	rctx, cancel := context.WithTimeout(ctx, c.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(rctx, http.MethodPost, c.URL, bytes.NewReader(body))
	if err != nil {
		return nil, &Failure{Kind: KindTransport, Message: c.redact(err.Error()), fatal: true}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if c.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.APIKey)
	}
	res, err := c.HTTP.Do(req)
	if err != nil {
		return nil, c.transportFailure(rctx, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxReply+1))
	if err != nil {
		return nil, c.transportFailure(rctx, err)
	}
	if res.StatusCode != http.StatusOK {
		return nil, c.statusFailure(res, data)
	}
	if len(data) > maxReply {
		return nil, &Failure{Kind: KindMalformed, Message: fmt.Sprintf("the reply is longer than %s bytes", wire.Thousands(maxReply))}
	}
	return parseReply(data, c.redact)
}

func (c *Client) transportFailure(rctx context.Context, err error) *Failure {
	if errors.Is(rctx.Err(), context.DeadlineExceeded) {
		return &Failure{Kind: KindTimeout, Message: fmt.Sprintf("no reply within %s", c.Timeout)}
	}
	return &Failure{Kind: KindTransport, Message: wire.Clip(c.redact(err.Error()), 300)}
}

// statusFailure reads a reply that is not 200 OK.
func (c *Client) statusFailure(res *http.Response, data []byte) *Failure {
	msg := "HTTP " + res.Status
	var e struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal(data, &e) == nil && len(e.Error) > 0 {
		if m := errorMessage(e.Error); m != "" {
			msg += ": " + m
		}
	}
	f := &Failure{Kind: KindHTTP, Message: wire.Clip(c.redact(msg), 300)}
	switch code := res.StatusCode; {
	case code == http.StatusTooManyRequests:
		f.Kind = KindRateLimited
		f.retryAfter = retryAfter(res.Header.Get("Retry-After"), c.now())
	case code == http.StatusRequestTimeout || code == http.StatusGatewayTimeout:
		f.Kind = KindTimeout
	case code >= 500:
		f.Kind = KindServer
		f.retryAfter = retryAfter(res.Header.Get("Retry-After"), c.now())
	case code == http.StatusUnauthorized || code == http.StatusForbidden || code == http.StatusNotFound:
		// The key, the model or the endpoint's path is wrong: every other
		// request would be refused alike.
		f.fatal = true
	}
	return f
}

func (c *Client) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// retryAfter reads a Retry-After header: seconds, or an HTTP date, which is
// read against now.
func retryAfter(h string, now time.Time) time.Duration {
	h = strings.TrimSpace(h)
	if h == "" {
		return 0
	}
	var d time.Duration
	if n, err := strconv.ParseFloat(h, 64); err == nil && n >= 0 {
		// Bounded before the conversion: seconds beyond int64's nanoseconds
		// (1e10, Inf) convert to a negative duration, which would be no wait.
		d = time.Duration(min(n, MaxRetryAfter.Seconds()) * float64(time.Second))
	} else if t, err := http.ParseTime(h); err == nil {
		d = t.Sub(now)
	}
	return max(0, min(d, MaxRetryAfter))
}

// redact blanks the API key out of a message (some APIs quote a bad key
// back). It comes before any clipping: a key cut in two by a clip would no
// longer be found, and its first part would stay.
func (c *Client) redact(s string) string {
	if c.APIKey == "" {
		return s
	}
	return strings.ReplaceAll(s, c.APIKey, "[the API key]")
}

// maxUsageTokens bounds a token count read from a reply: far above any
// model's output, and sums of a run's counts stay exact in an int.
const maxUsageTokens = 1 << 40

// readUsage reads a reply's usage, or gives nil when it has none that can
// be read. Counts written as 12.0 (some servers' JSON encoders write every
// number so) are read as 12; a count that is not a whole number from 0 to
// maxUsageTokens, or not a number, makes the usage unknown rather than the
// answer lost: the answer is what the run is for, the count only measures it.
func readUsage(raw json.RawMessage) *Usage {
	var fields map[string]json.RawMessage
	if json.Unmarshal(raw, &fields) != nil || fields == nil {
		return nil
	}
	out := &Usage{}
	for _, f := range []struct {
		name string
		dst  *int
	}{{"prompt_tokens", &out.PromptTokens}, {"completion_tokens", &out.CompletionTokens}, {"total_tokens", &out.TotalTokens}} {
		v, ok := fields[f.name]
		if !ok || string(v) == "null" {
			continue // a count the API does not give is 0, as before
		}
		var x float64
		if json.Unmarshal(v, &x) != nil || x < 0 || x > maxUsageTokens || x != math.Trunc(x) {
			return nil
		}
		*f.dst = int(x)
	}
	return out
}

// errorMessage is an API error value's message: its "message" when it is an
// object with one, or the string it is; "" otherwise. JSON's escapes are
// undone, so that a key the API quotes back as "sk-\u0061bc" is found and
// blanked out like one quoted plainly.
func errorMessage(raw json.RawMessage) string {
	var v struct {
		Message string `json:"message"`
	}
	var s string
	switch {
	case json.Unmarshal(raw, &v) == nil:
		return v.Message
	case json.Unmarshal(raw, &s) == nil:
		return s
	}
	return ""
}

// errorText gives a reply's error value as the text of a message: its
// errorMessage, else the value encoded again (escapes undone too).
func errorText(raw json.RawMessage) string {
	if m := errorMessage(raw); m != "" {
		return m
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return string(raw) // not reached: raw comes from a decoded reply
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if enc.Encode(v) != nil {
		return string(raw)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// parseReply reads a 200 reply.
func parseReply(data []byte, redact func(string) string) (*Reply, *Failure) {
	var r struct {
		Choices []struct {
			Message *struct {
				Content json.RawMessage `json:"content"`
				Refusal *string         `json:"refusal"`
			} `json:"message"`
			FinishReason *string `json:"finish_reason"`
		} `json:"choices"`
		Usage json.RawMessage `json:"usage"`
		Error json.RawMessage `json:"error"`
	}
	if err := json.Unmarshal(data, &r); err != nil {
		var se *json.SyntaxError
		msg := "the reply is not the API's JSON"
		if errors.As(err, &se) {
			msg = fmt.Sprintf("the reply is not JSON (%s at byte %d)", strings.TrimPrefix(se.Error(), "json: "), se.Offset)
		} else if len(data) == 0 {
			msg = "the reply is empty"
		}
		return nil, &Failure{Kind: KindMalformed, Message: msg}
	}
	if len(r.Error) > 0 && string(r.Error) != "null" && len(r.Choices) == 0 {
		return nil, &Failure{Kind: KindServer, Message: "the reply is an error: " + wire.Clip(redact(errorText(r.Error)), 200)}
	}
	if len(r.Choices) == 0 {
		return nil, &Failure{Kind: KindEmpty, Message: "the reply has no choices"}
	}
	ch := r.Choices[0]
	reply := &Reply{Usage: readUsage(r.Usage)}
	if ch.FinishReason != nil {
		reply.FinishReason = *ch.FinishReason
	}
	if ch.Message == nil {
		return nil, &Failure{Kind: KindEmpty, Message: "the reply's choice has no message"}
	}
	text, ok, err := contentText(ch.Message.Content)
	if err != nil {
		return nil, &Failure{Kind: KindMalformed, Message: err.Error()}
	}
	refusal := ""
	if ch.Message.Refusal != nil {
		refusal = *ch.Message.Refusal
	}
	reply.Refused = refusal != "" || reply.FinishReason == "content_filter"
	switch {
	case text != "":
		reply.Answer = text
	case refusal != "":
		reply.Answer = refusal // the model's words: graded as an evasion
	case reply.FinishReason == "content_filter":
		return nil, &Failure{Kind: KindRefused, Message: "the provider filtered the reply (finish_reason content_filter) and gave no text"}
	case ok || reply.FinishReason == "length":
		// An empty text, or a cap that ran out before any answer (all of it
		// spent reasoning): an empty answer, which is graded, not a failure.
	default:
		return nil, &Failure{Kind: KindEmpty, Message: "the reply's message has no content"}
	}
	return reply, nil
}

// contentText reads a message's content: a string, or a list of parts whose
// text parts are joined; ok is false when it is absent or null.
func contentText(raw json.RawMessage) (text string, ok bool, err error) {
	if len(raw) == 0 || string(raw) == "null" {
		return "", false, nil
	}
	if json.Unmarshal(raw, &text) == nil {
		return text, true, nil
	}
	var parts []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &parts) != nil {
		return "", false, errors.New("the message's content is neither text nor a list of parts")
	}
	var b strings.Builder
	for _, p := range parts {
		if p.Type == "text" || p.Type == "output_text" {
			b.WriteString(p.Text)
		}
	}
	return b.String(), true, nil
}
