package storage

import (
	"context"
	"strings"
	"testing"
)

// Warn gives its message to the context's writer (the CLI's `itnprep
// COMMAND: warning:` line), a cancelled context's too; without one it logs.
func TestWarnGoesToTheContextsWriter(t *testing.T) {
	var got []string
	ctx, cancel := context.WithCancel(WithWarnings(context.Background(), func(m string) { got = append(got, m) }))
	Warn(ctx, "a")
	cancel()
	Warn(ctx, "b")
	if strings.Join(got, ",") != "a,b" {
		t.Errorf("said %q, want a, b", got)
	}
}
