package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"golang.org/x/term"
)

// Unit says how Done and Total are printed.
type Unit int

const (
	// Count prints plain numbers followed by the State's Noun ("3/8 shards").
	Count Unit = iota
	// Bytes prints sizes in B, kB, MB, GB (powers of 1000).
	Bytes
)

// State is one frame of a display.
type State struct {
	Label   string
	Done    int64
	Total   int64 // <= 0: unknown, drawn as a spinner
	Unit    Unit
	Noun    string        // for Count: "shards", "steps"
	Elapsed time.Duration // since the start of the work
	Rate    float64       // units per second (0: not known yet)
	Note    string        // free text after the figures ("12,345 rows written")
	Final   bool          // the last frame: elapsed time instead of ETA
	Failed  bool          // with Final: the work stopped early
	Tick    int           // spinner frame
}

var spinner = [...]string{"-", "\\", "|", "/"}

// Render draws s in at most width columns (0: no limit). A known total
// gives `label [=====>    ]  45% 12.3/27.4 MB  5.1 MB/s  ETA 3s  note`;
// the final frame replaces the ETA by the elapsed time; an unknown total
// gives `label / 12.3 MB  5.1 MB/s  4s  note`.
func Render(s State, width int) string {
	var figs []string
	if s.Total > 0 {
		done := s.Done
		if done > s.Total {
			done = s.Total
		}
		pct := int(float64(done) * 100 / float64(s.Total))
		figs = append(figs, fmt.Sprintf("%3d%%", pct), s.amount(done, s.Total))
	} else {
		figs = append(figs, s.amount(s.Done, 0))
	}
	if s.Rate > 0 {
		figs = append(figs, s.rate())
	}
	switch {
	case s.Final && s.Failed:
		figs = append(figs, "stopped after "+Duration(s.Elapsed))
	case s.Final:
		figs = append(figs, "in "+Duration(s.Elapsed))
	case s.Total > 0 && s.Done >= s.Total:
		// Counted work done, the rest (a sink's merge) still running: the
		// elapsed time, as a spinner would show.
		figs = append(figs, Duration(s.Elapsed))
	case s.Total > 0 && s.Rate > 0:
		eta := time.Duration(float64(s.Total-s.Done) / s.Rate * float64(time.Second))
		figs = append(figs, "ETA "+Duration(eta))
	case s.Total > 0:
		figs = append(figs, "ETA -")
	default:
		figs = append(figs, Duration(s.Elapsed))
	}
	if s.Note != "" {
		figs = append(figs, s.Note)
	}
	tail := strings.Join(figs, "  ")
	var head string
	switch {
	case s.Total > 0:
		barW := 30
		if width > 0 {
			// label, space, brackets, space before the figures
			if room := width - utf8.RuneCountInString(s.Label) - utf8.RuneCountInString(tail) - 4; room < barW {
				barW = max(room, 10)
			}
		}
		head = s.Label + " " + bar(s.Done, s.Total, barW)
	case s.Final && s.Failed:
		head = s.Label + " x"
	case s.Final:
		head = s.Label + " done"
	default:
		head = s.Label + " " + spinner[s.Tick%len(spinner)]
	}
	line := head + " " + tail
	if width > 0 && utf8.RuneCountInString(line) > width {
		r := []rune(line)
		line = string(r[:width])
	}
	return line
}

// bar draws [=====>    ] with w cells inside the brackets.
func bar(done, total int64, w int) string {
	fill := int(float64(min(done, total)) / float64(total) * float64(w))
	var b strings.Builder
	b.WriteByte('[')
	switch {
	case fill >= w:
		b.WriteString(strings.Repeat("=", w))
	default:
		b.WriteString(strings.Repeat("=", fill))
		b.WriteByte('>')
		b.WriteString(strings.Repeat(" ", w-fill-1))
	}
	b.WriteByte(']')
	return b.String()
}

func (s State) amount(done, total int64) string {
	if s.Unit == Bytes {
		if total > 0 {
			return Size(done) + "/" + Size(total)
		}
		return Size(done)
	}
	n := Thousands(done)
	if total > 0 {
		n += "/" + Thousands(total)
	}
	if s.Noun != "" {
		n += " " + s.Noun
	}
	return n
}

func (s State) rate() string {
	if s.Unit == Bytes {
		return Size(int64(s.Rate)) + "/s"
	}
	unit := s.Noun
	if unit == "" {
		unit = "it"
	}
	switch {
	case s.Rate >= 100:
		return fmt.Sprintf("%s %s/s", Thousands(int64(s.Rate)), unit)
	case s.Rate >= 1:
		return fmt.Sprintf("%.1f %s/s", s.Rate, unit)
	default:
		return fmt.Sprintf("%.2f %s/s", s.Rate, unit)
	}
}

// Size prints n bytes in powers of 1000 with three significant digits.
func Size(n int64) string {
	const units = "kMGTPE"
	if n < 1000 {
		return fmt.Sprintf("%d B", n)
	}
	f, i := float64(n)/1000, 0
	for f >= 999.5 && i < len(units)-1 {
		f /= 1000
		i++
	}
	switch {
	case f >= 99.95:
		return fmt.Sprintf("%.0f %cB", f, units[i])
	case f >= 9.995:
		return fmt.Sprintf("%.1f %cB", f, units[i])
	default:
		return fmt.Sprintf("%.2f %cB", f, units[i])
	}
}

// Thousands prints n with comma separators (1,234,567).
func Thousands(n int64) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// Duration prints d as 4s, 2m05s or 1h02m.
func Duration(d time.Duration) string {
	switch {
	case d < 10*time.Second:
		return fmt.Sprintf("%.1fs", d.Seconds())
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%dm%02ds", int(d.Minutes()), int(d.Seconds())%60)
	default:
		return fmt.Sprintf("%dh%02dm", int(d.Hours()), int(d.Minutes())%60)
	}
}

// Config describes a display.
type Config struct {
	Label string
	Total int64 // <= 0: unknown (spinner)
	Unit  Unit
	Noun  string
	// Poll, when set, is called at every redraw for the amount done and
	// the note (work counted by atomics elsewhere); otherwise Set feeds it.
	Poll func() (done int64, note string)
	// Interval between redraws (default 200ms).
	Interval time.Duration
	// Now is the clock (tests); default time.Now.
	Now func() time.Time
	// Width returns the terminal's columns (0: unknown); default asks the
	// terminal behind the writer.
	Width func() int
}

// Bar is a running display. A nil *Bar is valid and draws nothing, so
// callers need no "is it a terminal" branches.
type Bar struct {
	w    io.Writer
	cfg  Config
	mu   sync.Mutex
	done int64
	note string
	tick int

	start   time.Time
	samples []sample // the rate window
	stop    chan struct{}
	stopped chan struct{}
	closed  bool
	drawn   bool // the final frame is on screen
}

type sample struct {
	t    time.Time
	done int64
}

// rateWindow is how far back the ETA's rate looks: long enough to smooth
// bundle-sized jumps, short enough to follow a change of pace.
const rateWindow = 10 * time.Second

// IsTerminal reports whether w is a terminal (a *os.File on a tty).
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// Start draws on w when w is a terminal and returns nil (draws nothing)
// otherwise.
func Start(w io.Writer, cfg Config) *Bar {
	if !IsTerminal(w) {
		return nil
	}
	if cfg.Width == nil {
		f := w.(*os.File)
		cfg.Width = func() int {
			c, _, err := term.GetSize(int(f.Fd()))
			if err != nil {
				return 0
			}
			return c
		}
	}
	return StartOn(w, cfg)
}

// StartOn draws on w whatever it is (tests, or a caller that checked).
func StartOn(w io.Writer, cfg Config) *Bar {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Interval <= 0 {
		cfg.Interval = 200 * time.Millisecond
	}
	if cfg.Width == nil {
		cfg.Width = func() int { return 0 }
	}
	b := &Bar{w: w, cfg: cfg, start: cfg.Now(), stop: make(chan struct{}), stopped: make(chan struct{})}
	go b.loop()
	return b
}

func (b *Bar) loop() {
	defer close(b.stopped)
	t := time.NewTicker(b.cfg.Interval)
	defer t.Stop()
	for {
		select {
		case <-b.stop:
			return
		case <-t.C:
			b.mu.Lock()
			b.tick++
			b.draw(false, false)
			b.mu.Unlock()
		}
	}
}

// Set records the amount done and the note (for displays without Poll).
func (b *Bar) Set(done int64, note string) {
	if b == nil {
		return
	}
	b.mu.Lock()
	b.done, b.note = done, note
	b.mu.Unlock()
}

// SetTotal changes the total (known only once the work starts, as a
// training run's steps).
func (b *Bar) SetTotal(total int64) {
	if b == nil {
		return
	}
	b.mu.Lock()
	b.cfg.Total = total
	b.mu.Unlock()
}

// Finish stops redrawing and leaves the final frame on screen followed by a
// newline. complete says the work finished: a known total is then drawn as
// reached (a reader that stops early by design, such as GTN's standard test
// file cut, still ends at 100%); otherwise the frame says where it stopped.
func (b *Bar) Finish(complete bool) {
	if b == nil {
		return
	}
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	b.closed = true
	b.mu.Unlock()
	close(b.stop)
	<-b.stopped
	b.mu.Lock()
	defer b.mu.Unlock()
	b.draw(true, complete)
	b.drawn = true
}

// Above prints line on w, a stream to the bar's terminal (stderr beside a
// bar on stdout), on a line of its own: the bar's line is cleared first and
// the bar drawn again below it. A message printed past a running bar was
// appended to its line ("... 5.8k tok/sitnprep train: realized ...").
// With a nil bar, or once its final frame is drawn, it is a plain Fprintln.
func (b *Bar) Above(w io.Writer, line string) {
	if b == nil {
		fmt.Fprintln(w, line)
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.drawn {
		fmt.Fprintln(w, line)
		return
	}
	fmt.Fprint(b.w, "\r\x1b[K")
	fmt.Fprintln(w, line)
	if !b.closed {
		b.draw(false, false)
	}
}

// draw renders the current frame; b.mu is held.
func (b *Bar) draw(final, complete bool) {
	now := b.cfg.Now()
	if b.cfg.Poll != nil {
		b.done, b.note = b.cfg.Poll()
	}
	done := b.done
	if final && complete && b.cfg.Total > 0 && done < b.cfg.Total {
		done = b.cfg.Total
	}
	st := State{
		Label: b.cfg.Label, Done: done, Total: b.cfg.Total, Unit: b.cfg.Unit, Noun: b.cfg.Noun,
		Elapsed: now.Sub(b.start), Note: b.note, Final: final, Failed: final && !complete, Tick: b.tick,
	}
	if final {
		if secs := st.Elapsed.Seconds(); secs > 0 {
			st.Rate = float64(done) / secs
		}
	} else {
		st.Rate = b.windowRate(now, done)
	}
	line := Render(st, b.cfg.Width())
	if final {
		fmt.Fprintf(b.w, "\r%s\x1b[K\n", line)
	} else {
		fmt.Fprintf(b.w, "\r%s\x1b[K", line)
	}
}

// windowRate is the rate over the last rateWindow of samples.
func (b *Bar) windowRate(now time.Time, done int64) float64 {
	b.samples = append(b.samples, sample{now, done})
	i := 0
	for i < len(b.samples)-1 && now.Sub(b.samples[i+1].t) >= rateWindow {
		i++
	}
	b.samples = b.samples[i:]
	first := b.samples[0]
	if len(b.samples) == 1 {
		first = sample{b.start, 0}
	}
	dt := now.Sub(first.t).Seconds()
	if dt <= 0 || done <= first.done {
		return 0
	}
	return float64(done-first.done) / dt
}
