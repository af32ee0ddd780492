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
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/vet" // --runner vet: check registrations without running
	"github.com/itnprep/itnprep/pipelines"
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

// runPrep runs a publishing pipeline, shows progress on a terminal, prints
// the summary on stderr and the published version folder as the last line
// of stdout. A run the guard refuses exits 1 and publishes nothing.
func runPrep(ctx context.Context, p *beam.Pipeline, staging string, quiet bool, stdout, stderr io.Writer) error {
	stop := startProgress(quiet, stderr)
	slog.Info("running pipeline", "runner", runnerName(), "staging", staging)
	res, err := pipelines.RunPublish(ctx, p, staging, runnerName(), isDryRun())
	stop()
	if err != nil {
		// A refused run says so in one line that carries its counts and
		// top reject rules; no summary repeats them.
		return err
	}
	if summaryWanted() {
		fmt.Fprint(stderr, res.Summary())
	}
	if res.DryRun {
		fmt.Fprintln(stdout, "dry run: pipeline constructed, nothing executed")
		return nil
	}
	slog.Info("published version", "dir", res.Dir, "seconds", res.Elapsed.Seconds())
	fmt.Fprintln(stdout, res.Dir)
	return nil
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
