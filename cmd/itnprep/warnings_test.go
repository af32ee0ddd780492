package main

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/itnprep/itnprep/storage"
)

// The launcher's warnings (storage.Warn, from pipelines: a staging write outlasting the
// wait, an external run's end mark, a staging folder not removed) are the
// command's own stderr lines, `itnprep COMMAND: warning: ...`, one line
// each, as docs/ERRORS.md has every line a command writes there; they were
// slog records (time=... level=WARN msg="...").
func TestLauncherWarningsAreTheCommandsLines(t *testing.T) {
	const name = "zz-warn"
	commands[name] = &command{name: name, subs: func() []string { return []string{"sub"} },
		run: func(ctx context.Context, _ []string, _, _ io.Writer) error {
			storage.Warn(ctx, "removing the staging folder gs://b/out/gtn/.staging-x: denied\nby the store")
			return nil
		}}
	defer delete(commands, name)
	var stdout, stderr bytes.Buffer
	if code := dispatch(context.Background(), []string{name, "sub"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	want := "itnprep zz-warn sub: warning: removing the staging folder gs://b/out/gtn/.staging-x: denied | by the store\n"
	if got := stderr.String(); got != want {
		t.Errorf("stderr:\n%q\nwant\n%q", got, want)
	}
	// --log-level error: errors alone, as when they were slog records.
	defer func(l string) { *logLevel = l }(*logLevel)
	*logLevel = "error"
	stderr.Reset()
	if code := dispatch(context.Background(), []string{name, "sub"}, &stdout, &stderr); code != 0 || stderr.Len() > 0 {
		t.Errorf("--log-level error: exit %d, stderr %q", code, stderr.String())
	}
}
