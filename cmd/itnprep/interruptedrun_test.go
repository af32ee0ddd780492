package main

import (
	"context"
	"testing"
)

// TestInterruptedRunAfterTheCommitBegan: a publishing run stopped by
// Ctrl-C after its finalizer had begun committing says where the version
// is or may be (pipelines.Published.CommitBegun) instead of "nothing
// published", which contradicted the warning that named it; otherwise it
// says nothing was published.
func TestInterruptedRunAfterTheCommitBegan(t *testing.T) {
	note := "the run ended after its finalizer had committed the version out/gtn/v1: it is published"
	if got, want := interruptedRun("prep gtn", context.Canceled, note).Error(), "prep gtn interrupted (context canceled); "+note; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if got, want := interruptedRun("prep gtn", context.Canceled, "").Error(), "prep gtn interrupted (context canceled); nothing published"; got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
