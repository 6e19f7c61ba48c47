package runner

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/scbench/scbench/verifiers"
	"github.com/scbench/scbench/wire"
)

// Progress shows a run's progress: a bar redrawn in place on a terminal,
// plain lines at an interval otherwise. Times appear here only, never in a
// file.
type Progress struct {
	w        io.Writer
	terminal bool
	every    time.Duration

	mu                  sync.Mutex
	total, done, errors int
	skipped, asked      int
	tokens              int
	began, last         time.Time
	ticker              *time.Ticker
	quit                chan struct{}
	wg                  sync.WaitGroup
}

// NewProgress shows progress on w: a bar when w is a terminal, else a line
// every interval.
func NewProgress(w io.Writer, terminal bool, every time.Duration) *Progress {
	return &Progress{w: w, terminal: terminal, every: every}
}

func (p *Progress) start(total, skipped int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.total, p.done, p.skipped = total, skipped, skipped
	p.began, p.last = time.Now(), time.Now()
	if skipped > 0 {
		fmt.Fprintf(p.w, "%d of %d already answered; asking the other %d\n", skipped, total, total-skipped)
	}
	if !p.terminal {
		return
	}
	p.ticker = time.NewTicker(250 * time.Millisecond)
	p.quit = make(chan struct{})
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		for {
			select {
			case <-p.ticker.C:
				p.mu.Lock()
				p.draw()
				p.mu.Unlock()
			case <-p.quit:
				return
			}
		}
	}()
}

func (p *Progress) finished(failed bool, tokens int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	p.asked++
	p.tokens += tokens
	if failed {
		p.errors++
	}
	if !p.terminal && time.Since(p.last) >= p.every {
		p.last = time.Now()
		fmt.Fprintln(p.w, p.status())
	}
}

func (p *Progress) stop() {
	if p.ticker != nil {
		p.ticker.Stop()
		close(p.quit)
		p.wg.Wait()
		p.mu.Lock()
		p.draw()
		fmt.Fprintln(p.w)
		p.mu.Unlock()
	}
}

// draw redraws the bar in place.
func (p *Progress) draw() {
	const width = 30
	n := 0
	if p.total > 0 {
		n = p.done * width / p.total
	}
	fmt.Fprintf(p.w, "\r[%s%s] %s\x1b[K", strings.Repeat("#", n), strings.Repeat(".", width-n), p.status())
}

// status is the progress in words.
func (p *Progress) status() string {
	s := fmt.Sprintf("%d/%d done, %s, %s output tokens", p.done, p.total, verifiers.Count(p.errors, "error", "errors"), wire.Thousands(p.tokens))
	if secs := time.Since(p.began).Seconds(); secs > 0 && p.asked > 0 {
		s += fmt.Sprintf(", %.2f answers/s", float64(p.asked)/secs)
	}
	return s
}
