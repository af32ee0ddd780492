package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestRenderBar(t *testing.T) {
	s := State{Label: "prep", Done: 12_300_000, Total: 27_400_000, Unit: Bytes, Elapsed: 3 * time.Second, Rate: 4_100_000, Note: "1,234 rows sorted"}
	got := Render(s, 0)
	// 12.3/27.4 = 44.9% -> 44% (never rounds up to a done it has not reached);
	// the ETA is (27.4-12.3) MB / 4.1 MB/s = 3.68 s.
	want := "prep [=============>                ]  44%  12.3 MB/27.4 MB  4.10 MB/s  ETA 3.7s  1,234 rows sorted"
	if got != want {
		t.Fatalf("Render:\n got %q\nwant %q", got, want)
	}
}

func TestRenderFinal(t *testing.T) {
	s := State{Label: "verify", Done: 8, Total: 8, Noun: "shards", Elapsed: 2500 * time.Millisecond, Rate: 3.2, Final: true}
	got := Render(s, 0)
	want := "verify [==============================] 100%  8/8 shards  3.2 shards/s  in 2.5s"
	if got != want {
		t.Fatalf("final:\n got %q\nwant %q", got, want)
	}
	s.Failed, s.Done = true, 3
	if got := Render(s, 0); !strings.Contains(got, " 37%  3/8 shards") || !strings.Contains(got, "stopped after 2.5s") {
		t.Fatalf("failed final: %q", got)
	}
}

func TestRenderSpinner(t *testing.T) {
	s := State{Label: "read", Done: 1500, Unit: Count, Noun: "rows", Elapsed: 75 * time.Second, Rate: 20, Tick: 1}
	if got, want := Render(s, 0), `read \ 1,500 rows  20.0 rows/s  1m15s`; got != want {
		t.Fatalf("spinner:\n got %q\nwant %q", got, want)
	}
	s.Final = true
	if got, want := Render(s, 0), "read done 1,500 rows  20.0 rows/s  in 1m15s"; got != want {
		t.Fatalf("spinner final:\n got %q\nwant %q", got, want)
	}
}

func TestRenderNoRateYet(t *testing.T) {
	s := State{Label: "train", Done: 0, Total: 500, Noun: "steps"}
	if got := Render(s, 0); !strings.HasSuffix(got, "  0%  0/500 steps  ETA -") {
		t.Fatalf("no rate: %q", got)
	}
}

func TestRenderWidth(t *testing.T) {
	s := State{Label: "prep", Done: 50, Total: 100, Noun: "steps", Rate: 10, Note: "a long note that does not fit in a narrow terminal at all"}
	for _, w := range []int{40, 60, 80, 120} {
		got := Render(s, w)
		if n := len([]rune(got)); n > w {
			t.Errorf("width %d: %d columns: %q", w, n, got)
		}
		if !strings.Contains(got, " 50%") {
			t.Errorf("width %d lost the percent: %q", w, got)
		}
	}
}

func TestSizeAndThousands(t *testing.T) {
	for n, want := range map[int64]string{0: "0 B", 999: "999 B", 1000: "1.00 kB", 12_345: "12.3 kB", 999_999: "1.00 MB", 27_400_000: "27.4 MB", 3_000_000_000: "3.00 GB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 1234567: "1,234,567", -4200: "-4,200"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

// fakeClock advances by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

func TestBarFramesAndFinalLineStays(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	var out bytes.Buffer
	var done int64
	b := StartOn(&out, Config{Label: "prep", Total: 1000, Unit: Bytes, Interval: time.Hour, Now: clk.now,
		Poll: func() (int64, string) { return done, "" }})
	// Frames are drawn by the ticker; draw them by hand at known times.
	clk.t = clk.t.Add(2 * time.Second)
	done = 400
	b.mu.Lock()
	b.draw(false, false)
	b.mu.Unlock()
	frame := out.String()
	// 400 B in 2 s = 200 B/s; 600 B left -> ETA 3.0s.
	if !strings.HasPrefix(frame, "\r") || !strings.Contains(frame, " 40%  400 B/1.00 kB  200 B/s  ETA 3.0s") || strings.Contains(frame, "\n") {
		t.Fatalf("frame: %q", frame)
	}
	clk.t = clk.t.Add(3 * time.Second)
	done = 990 // a reader that stops early by design
	b.Finish(true)
	b.Finish(true) // idempotent
	all := out.String()
	last := all[strings.LastIndex(all, "\r")+1:]
	if want := "prep [==============================] 100%  1.00 kB/1.00 kB  200 B/s  in 5.0s\x1b[K\n"; last != want {
		t.Fatalf("final frame:\n got %q\nwant %q", last, want)
	}
	if strings.Count(all, "\n") != 1 {
		t.Fatalf("want exactly one newline (the final line stays): %q", all)
	}
}

func TestBarFailedKeepsWhereItStopped(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	var out bytes.Buffer
	b := StartOn(&out, Config{Label: "train", Total: 500, Noun: "steps", Interval: time.Hour, Now: clk.now})
	b.Set(120, "loss 1.234")
	clk.t = clk.t.Add(time.Minute)
	b.Finish(false)
	if want := "\rtrain [=======>                      ]  24%  120/500 steps  2.0 steps/s  stopped after 1m00s  loss 1.234\x1b[K\n"; out.String() != want {
		t.Fatalf("got %q\nwant %q", out.String(), want)
	}
}

func TestNilBarAndNonTerminal(t *testing.T) {
	var out bytes.Buffer
	b := Start(&out, Config{Label: "x", Total: 3})
	if b != nil {
		t.Fatal("a bytes.Buffer is not a terminal: no bar")
	}
	b.Set(1, "")
	b.SetTotal(4)
	b.Finish(true)
	if out.Len() != 0 {
		t.Fatalf("drew on a non-terminal: %q", out.String())
	}
}

// TestAbovePrintsOnALineOfItsOwn: a message printed while the bar runs
// clears the bar's line, stands on its own line and the bar is drawn again
// below it; after Finish it is a plain line. Printed past a running bar it
// was appended to the bar's line ("... tok/sitnprep train: realized ...").
func TestAbovePrintsOnALineOfItsOwn(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	var out bytes.Buffer // stdout and stderr on one terminal
	b := StartOn(&out, Config{Label: "train", Total: 10, Noun: "steps", Interval: time.Hour, Now: clk.now})
	b.Set(4, "")
	b.mu.Lock()
	b.draw(false, false)
	b.mu.Unlock()
	b.Above(&out, "itnprep train: a note")
	clk.t = clk.t.Add(2 * time.Second)
	b.Finish(true)
	b.Above(&out, "itnprep train: realized")
	var nilBar *Bar
	nilBar.Above(&out, "plain")
	lines := strings.Split(out.String(), "\n")
	// What a terminal shows of each line: the text after its last \r.
	var shown []string
	for _, l := range lines {
		shown = append(shown, strings.TrimSuffix(strings.TrimPrefix(l[strings.LastIndex(l, "\r")+1:], "\x1b[K"), "\x1b[K"))
	}
	if len(shown) != 5 || shown[0] != "itnprep train: a note" || !strings.HasPrefix(shown[1], "train [====") || !strings.Contains(shown[1], "in 2.0s") ||
		shown[2] != "itnprep train: realized" || shown[3] != "plain" || shown[4] != "" {
		t.Fatalf("terminal lines %q (written %q)", shown, out.String())
	}
	if !strings.HasPrefix(lines[0], "\rtrain [") || !strings.Contains(lines[0], "\x1b[Kitnprep train: a note") {
		t.Errorf("the bar's line was not cleared before the note: %q", lines[0])
	}
}
