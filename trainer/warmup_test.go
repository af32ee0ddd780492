package trainer

import (
	"strings"
	"testing"
)

// TestWarmupNote: a run whose --max-steps ends inside the learning rate's
// warm-up is told so (a first CPU tagger run with --max-steps 60 and the
// default 4,000-update warm-up trained at 1.5% of the peak rate, silently);
// a run that reaches the peak, or one bounded by epochs, is not.
func TestWarmupNote(t *testing.T) {
	if n := warmupNote(Hyper{MaxSteps: 60}); !strings.HasPrefix(n, "--max-steps 60 ends inside the learning rate's warm-up of 4000 updates (--warmup): the last update trains at 1.5% of the peak --lr") ||
		!strings.Contains(n, "--warmup 6 or less") {
		t.Errorf("default warm-up: %q", n)
	}
	if n := warmupNote(Hyper{MaxSteps: 100, Warmup: 400}); !strings.Contains(n, "warm-up of 400 updates") || !strings.Contains(n, "25%") {
		t.Errorf("--warmup 400: %q", n)
	}
	for _, h := range []Hyper{{MaxSteps: 100, Warmup: 10}, {MaxSteps: 4000}, {MaxEpochs: 1}, {}} {
		if n := warmupNote(h); n != "" {
			t.Errorf("%+v: %q, want none", h, n)
		}
	}
}
