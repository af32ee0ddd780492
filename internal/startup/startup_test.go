package startup

import (
	"runtime/debug"
	"testing"
)

// checked: TestPausedUntilDone ran in this process.
var checked bool

// TestPausedUntilDone: init paused the collector; Done brings back the
// setting from before (the test runs without GOGC, so 100), once.
func TestPausedUntilDone(t *testing.T) {
	if checked {
		t.Skip("SKIP: start-up happens once per process; the first run of this test (go test -count=N) checked it")
	}
	checked = true
	if gcPercent != 100 {
		t.Skipf("GOGC is set in the environment (%d): this test checks the default", gcPercent)
	}
	if now := debug.SetGCPercent(-1); now != -1 {
		t.Fatalf("collector at %d during start-up, want paused (-1)", now)
	}
	DoneWith(400)
	if now := debug.SetGCPercent(400); now != 400 {
		t.Fatalf("after DoneWith(400): %d", now)
	}
	Done() // already done: no change
	if now := debug.SetGCPercent(100); now != 400 {
		t.Fatalf("a second Done changed the setting to %d", now)
	}
}
