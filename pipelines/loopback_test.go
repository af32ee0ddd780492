package pipelines

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

// runOnPrism makes prism the runner of the test's jobs, on a job server
// of its own (no --endpoint), and restores both flags after it.
func runOnPrism(t *testing.T) {
	t.Helper()
	old := flag.Lookup("runner").Value.String()
	oldEndpoint := *jobopts.Endpoint
	if err := flag.Set("runner", "prism"); err != nil {
		t.Fatal(err)
	}
	*jobopts.Endpoint = ""
	t.Cleanup(func() { flag.Set("runner", old); *jobopts.Endpoint = oldEndpoint })
}

// A prism run removes the empty "worker binary" file Beam creates for a
// loopback job (/tmp/beamloopbackworker-N, one per run, never removed by
// Beam), found by the exact name its job's pipeline gives; the second run
// reuses the job server the first one started in this process, the third
// starts another, whose job ids repeat the first's.
func TestRunRemovesLoopbackWorkerFile(t *testing.T) {
	runOnPrism(t)
	ctx := context.Background()
	for run := 1; run <= 3; run++ {
		want := run
		if run == 3 {
			// A new server (the CLI's tests reset the flags between
			// commands): its job ids repeat the first server's.
			*jobopts.Endpoint = ""
			want = 1
		}
		p, s := beam.NewPipelineWithRoot()
		beam.Create(s, "a", "b")
		if err := Run(ctx, p, "prism"); err != nil {
			t.Fatal(err)
		}
		paths, err := loopbackWorkerFiles(ctx, *jobopts.Endpoint, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(paths) != want {
			t.Fatalf("run %d: the job server names %d loopback files (%v), want one per run", run, len(paths), paths)
		}
		for _, p := range paths {
			if _, err := os.Stat(p); !os.IsNotExist(err) {
				t.Errorf("run %d: %s is still there (%v)", run, p, err)
			}
		}
	}
}

// loopbackHold blocks a test pipeline's element until released, and says
// when it started: a run cancelled while its job is running, with no
// sleep to guess when that is.
var loopbackHold = struct {
	started chan struct{}
	release chan struct{}
}{}

func holdElement(x string) string {
	loopbackHold.started <- struct{}{}
	<-loopbackHold.release
	return x
}

func init() { register.Function1x1(holdElement) }

// TestCancelledRunRemovesLoopbackWorkerFile: a prism run cancelled while
// its job runs (Ctrl-C on `style fit`, `prep`) removes its loopback file
// too. Its job was still running when the run returned, so the file was
// left for a next run that a CLI process never makes: one
// /tmp/beamloopbackworker-N per interrupted command. A running job has
// staged its artifacts (prism copies them at submission), so its file is
// no longer read.
func TestCancelledRunRemovesLoopbackWorkerFile(t *testing.T) {
	runOnPrism(t)
	loopbackHold.started = make(chan struct{}, 1)
	loopbackHold.release = make(chan struct{})
	defer close(loopbackHold.release)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-loopbackHold.started
		cancel()
	}()
	p, s := beam.NewPipelineWithRoot()
	beam.ParDo(s, holdElement, beam.Create(s, "a"))
	if err := Run(ctx, p, "prism"); err == nil {
		t.Fatal("a cancelled run returned no error")
	}
	paths, err := loopbackWorkerFiles(context.Background(), *jobopts.Endpoint, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != 1 {
		t.Fatalf("the job server names %d loopback files (%v), want the cancelled run's", len(paths), paths)
	}
	if _, err := os.Stat(paths[0]); !os.IsNotExist(err) {
		t.Errorf("%s is still there after the cancelled run (%v)", paths[0], err)
	}
}

// TestWorkersOnThisMachine: evaluate --beam's default counts file is a
// temporary one of the launching machine, which workers there reach (in
// process, a pool at a loopback address, a local job server's PROCESS
// workers) and Dataflow's, containers' and another host's do not.
func TestWorkersOnThisMachine(t *testing.T) {
	defer func(env, endpoint, cfg string) {
		*jobopts.EnvironmentType, *jobopts.Endpoint, *jobopts.EnvironmentConfig = env, endpoint, cfg
	}(*jobopts.EnvironmentType, *jobopts.Endpoint, *jobopts.EnvironmentConfig)
	for _, c := range []struct {
		runner, env, endpoint, cfg string
		want                       bool
	}{
		{"direct", "", "", "", true},
		{"prism", "", "", "", true},
		{"prism", "EXTERNAL", "", "localhost:50000", true},
		{"prism", "EXTERNAL", "", "127.0.0.1:50000", true},
		{"universal", "external", "localhost:8099", "[::1]:50000", true},
		{"prism", "EXTERNAL", "", "10.0.0.7:50000", false},
		{"universal", "EXTERNAL", "localhost:8099", "workers.example:50000", false},
		// The job server dials the pool: localhost is its own host.
		{"universal", "EXTERNAL", "jobs.example:8099", "localhost:50000", false},
		{"prism", "EXTERNAL", "10.0.0.7:8073", "127.0.0.1:50000", false},
		{"universal", "LOOPBACK", "localhost:8099", "", true},
		{"flink", "PROCESS", "localhost:8099", `{"command":"/boot"}`, true},
		{"flink", "PROCESS", "flink.example:8099", `{"command":"/boot"}`, false},
		{"flink", "", "localhost:8099", "", false},
		{"universal", "DOCKER", "localhost:8099", "", false},
		{"dataflow", "", "", "", false},
	} {
		*jobopts.EnvironmentType, *jobopts.Endpoint, *jobopts.EnvironmentConfig = c.env, c.endpoint, c.cfg
		if got := WorkersOnThisMachine(c.runner); got != c.want {
			t.Errorf("%s env %q endpoint %q config %q: WorkersOnThisMachine %v, want %v", c.runner, c.env, c.endpoint, c.cfg, got, c.want)
		}
	}
}

// TestSweepStaleLoopbackFiles: the placeholders of runs killed with
// SIGKILL (which removed nothing) are removed at a later prism run's
// start when they are empty and older than any staging; a young one (a
// run staging now), a non-empty one and other files stay.
func TestSweepStaleLoopbackFiles(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	now := time.Now()
	write := func(name, body string, age time.Duration) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, now.Add(-age), now.Add(-age)); err != nil {
			t.Fatal(err)
		}
		return p
	}
	stale := write(loopbackPrefix+"111", "", 2*time.Hour)
	young := write(loopbackPrefix+"222", "", time.Minute)
	binary := write(loopbackPrefix+"333", "\x7fELF", 2*time.Hour)
	other := write("other-444", "", 2*time.Hour)
	sweepStaleLoopbackFiles(now)
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("the stale placeholder is still there (%v)", err)
	}
	for _, p := range []string{young, binary, other} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed: %v", p, err)
		}
	}
}
