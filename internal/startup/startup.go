package startup

import (
	"runtime/debug"
	"sync"
)

// gcPercent is the collector's setting before init paused it: GOGC from
// the environment, or 100.
var gcPercent = debug.SetGCPercent(-1)

var once sync.Once

// Done restores the collector's setting from before start-up. Calling it
// again is harmless.
func Done() {
	once.Do(func() { debug.SetGCPercent(gcPercent) })
}

// DoneWith restores the collector with percent as its target, unless the
// environment chose one (GOGC other than 100), which wins.
func DoneWith(percent int) {
	once.Do(func() {
		if gcPercent != 100 {
			percent = gcPercent
		}
		debug.SetGCPercent(percent)
	})
}
