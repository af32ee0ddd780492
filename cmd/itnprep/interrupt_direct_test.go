package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestDirectRunnerJobsStopOnInterrupt runs the Beam commands that read
// files in their DoFns on the direct runner with a context Ctrl-C has
// cancelled: each fails in its one line, exit 1. The direct runner never
// looks at the context; its DoFns read the inputs to their end, and the
// command finished, exit 0, after "Ctrl-C again stops it at once"
// (transforms.ctxReader).
func TestDirectRunnerJobsStopOnInterrupt(t *testing.T) {
	dir := t.TempDir()
	var preds, pairs strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&preds, `{"id":%d,"hyp":"on may %d i paid five","ref":"on may %d i paid six"}`+"\n", i, i, i)
		fmt.Fprintf(&pairs, `{"id":"p%d","written":"Chapter %d. It was dark.","spoken":"chapter %d it was dark"}`+"\n", i, i, i)
	}
	predIn := writeFile(t, dir, "preds.jsonl", preds.String())
	pairIn := writeFile(t, dir, "pairs.jsonl", pairs.String())
	for _, c := range []struct {
		name string
		args []string
	}{
		{"evaluate", []string{"evaluate", "--beam", "--in", predIn, "--rejects", filepath.Join(dir, "e.rejects.jsonl")}},
		{"mine-pairs", []string{"mine-pairs", "--input", pairIn, "--output", filepath.Join(dir, "mined")}},
	} {
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(errors.New("interrupt signal received"))
		resetBeamFlags(t)
		var stdout, stderr bytes.Buffer
		code := dispatch(ctx, append(c.args, "--runner", "direct"), &stdout, &stderr)
		msg := strings.TrimSpace(stderr.String())
		if code != 1 || !strings.Contains(msg, c.name+" interrupted (interrupt signal received)") {
			t.Errorf("%s on direct, interrupted: exit %d, stderr %q; want exit 1 saying it was interrupted", c.name, code, msg)
		}
	}
}
