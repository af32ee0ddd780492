package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// runnerName is the effective --runner (beamx defaults to prism).
func runnerName() string {
	if *runners.Runner == "" {
		return "prism"
	}
	return *runners.Runner
}

// isDryRun reports Dataflow's --dry_run or the vet runner (which checks
// that every function is registered), under which nothing is executed.
func isDryRun() bool {
	if runnerName() == "vet" {
		return true
	}
	f := flagLookup("dry_run")
	return f != nil && f.Value.String() == "true"
}

// runPrep runs a prep pipeline, shows progress on a terminal, and prints the
// published version folder as the last line of stdout.
func runPrep(ctx context.Context, p *beam.Pipeline, staging string, quiet bool, stdout, stderr io.Writer) error {
	stop := startProgress(quiet, stderr)
	start := time.Now()
	slog.Info("running pipeline", "runner", runnerName(), "staging", staging)
	err := beamx.Run(ctx, p)
	stop()
	if err != nil {
		cleanupStaging(ctx, staging)
		return fmt.Errorf("pipeline failed on runner %s: %w", runnerName(), err)
	}
	if isDryRun() {
		fmt.Fprintln(stdout, "dry run: pipeline constructed, nothing executed")
		return nil
	}
	dir, err := transforms.ReadPublished(ctx, staging)
	if err != nil {
		return err
	}
	cleanupStaging(ctx, staging)
	slog.Info("published version", "dir", dir, "seconds", time.Since(start).Seconds())
	fmt.Fprintln(stdout, dir)
	return nil
}

// cleanupStaging removes what a run left in its staging folder. Shards are
// moved out on success, so only the marker and empty folders remain.
func cleanupStaging(ctx context.Context, staging string) {
	if dataset.IsURL(staging) {
		_ = storage.Remove(ctx, dataset.Join(staging, transforms.PublishedMarker))
		return
	}
	_ = os.RemoveAll(staging)
}

// startProgress draws byte and row counters on a terminal while DoFns run
// in this process (direct, prism). It returns a function that stops it.
func startProgress(quiet bool, stderr io.Writer) func() {
	f, ok := stderr.(*os.File)
	if quiet || !ok || !term.IsTerminal(int(f.Fd())) {
		return func() {}
	}
	bar := progressbar.NewOptions64(-1,
		progressbar.OptionSetWriter(stderr),
		progressbar.OptionShowBytes(true),
		progressbar.OptionSetDescription("reading"),
		progressbar.OptionThrottle(200*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				bar.Describe(fmt.Sprintf("read, %d rows written", transforms.Progress.RowsWritten.Load()))
				_ = bar.Set64(transforms.Progress.BytesRead.Load())
			}
		}
	}()
	return func() {
		close(done)
		_ = bar.Finish()
	}
}
