package pipelines

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// failfs:// is an object store whose writes the test holds back.
var failStore = storetest.Register("failfs")

// failOnceSpilling fails its element once the sink's spill into the
// staging folder has reached the store (and is held there): a job that
// fails while a write into its staging folder is under way.
//
// Its bundle must be under way before the spill is held: a Go worker
// answers the runner's progress request for a bundle inline, on its
// control loop, and that request, for the held spill's bundle, waits on
// the bundle's lock, so a bundle the runner dispatches after it is never
// started: the test hung until go test's timeout (seen under load).
// running is closed when it starts, and the spill's input waits for it
// (waitForTheFailingStage).
var failOnceSpilling struct {
	started <-chan string
	running chan struct{}
	once    *sync.Once
}

// armFailOnceSpilling sets the failing stage up for a job whose spills
// are held with started.
func armFailOnceSpilling(started <-chan string) {
	failOnceSpilling.started = started
	failOnceSpilling.running = make(chan struct{})
	failOnceSpilling.once = new(sync.Once)
}

// waitForTheFailingStage passes its element on once failWhenSpilling's
// bundle runs (2 minutes at most: a runner that runs one bundle at a time
// goes on, and the test's own hang detectors say what went wrong).
func waitForTheFailingStage(b []byte) []byte {
	select {
	case <-failOnceSpilling.running:
	case <-time.After(2 * time.Minute):
	}
	return b
}

func failWhenSpilling(_ []byte) error {
	failOnceSpilling.once.Do(func() { close(failOnceSpilling.running) })
	select {
	case <-failOnceSpilling.started:
	case <-time.After(2 * time.Minute): // a hang detector
	}
	return errors.New("x.txt:1: bad input")
}

func init() {
	register.Function1x1(failWhenSpilling)
	register.Function1x1(waitForTheFailingStage)
}

// jobFailingWhileSpilling builds a job whose sink spills one row into
// staging, held in the store until release, and that fails once the spill
// has reached the store.
func jobFailingWhileSpilling(staging string) (*beam.Pipeline, func()) {
	started, release := failStore.Hold(staging + "/")
	armFailOnceSpilling(started)
	p, s := beam.NewPipelineWithRoot()
	row := dataset.Pair{ID: "a", Source: "gtn", Split: "train", Written: "1", Spoken: "one"}
	rows := beam.ParDo(s, sinkRowOf, beam.ParDo(s, waitForTheFailingStage, beam.Create(s, dataset.AppendPair(nil, &row))))
	// A budget of 1 byte: the row spills in ProcessElement, not when its
	// bundle ends (TestRemoveMineRunsWaitsForASpill says why).
	transforms.WriteSorted(s, transforms.SinkConfig{Staging: staging, Shards: 1, BufferBytes: 1}, transforms.PairKind, rows)
	beam.ParDo0(s, failWhenSpilling, beam.Impulse(s))
	return p, release
}

// A run that failed (bad input, not a cancel) waits, as a cancelled one
// does, for the writes into its staging folder under way when its job
// failed: prism returns a failed job before its in-process workers stop,
// and the staging folder removed under a spill or a merge still running
// was made again by it and left behind.
func TestFailedRunWaitsForStagingWrites(t *testing.T) {
	runOnPrism(t)
	run := execute
	t.Cleanup(func() { execute = run })
	jobDone := make(chan struct{})
	execute = func(ctx context.Context, p *beam.Pipeline) error {
		err := run(ctx, p)
		close(jobDone)
		return err
	}

	staging := failStore.Bucket() + "/out/gtn/.staging-20261129T080000-0a0b"
	p, release := jobFailingWhileSpilling(staging)
	defer release()

	type result struct {
		err  error
		left []string // the staging folder's files when RunPublish returned
	}
	done := make(chan result, 1)
	go func() {
		_, err := RunPublish(context.Background(), p, staging, "prism", false)
		done <- result{err, failStore.Files(staging + "/")}
	}()
	select {
	case <-jobDone:
	case r := <-done:
		t.Fatalf("RunPublish returned before its job ended: %v", r.err)
	case <-time.After(2 * time.Minute): // a hang detector
		t.Fatal("the job did not fail")
	}
	// The job has failed and the spill is still held: RunPublish must
	// wait for it (30 s at most), not return.
	select {
	case r := <-done:
		t.Fatalf("RunPublish returned (%v) while a write into its staging folder was held: it did not wait for it", r.err)
	case <-time.After(500 * time.Millisecond):
	}
	release()
	r := <-done
	if r.err == nil || !strings.Contains(r.err.Error(), "x.txt:1: bad input") {
		t.Fatalf("the failed run: %v", r.err)
	}
	// The held spill landed before the folder was removed (RunPublish
	// waited for it), and so went with it: a write let through after the
	// removal would be there now. An object store's staging folder lost
	// only its marker: the spills of every failed gs:// run stayed.
	time.Sleep(100 * time.Millisecond)
	if left := failStore.Files(staging + "/"); len(r.left) > 0 || len(left) > 0 {
		t.Errorf("the failed run left its staging folder's files: %v when it returned, %v now", r.left, left)
	}
}

// A failed run whose staging write outlasts the wait removes the folder
// anyway and says so, naming it and what removes it should the write make
// it again (the wait's result was ignored).
func TestFailedRunWarnsWhenAWriteOutlastsTheWait(t *testing.T) {
	runOnPrism(t)
	defer func(w time.Duration) { stagingWriteWait = w }(stagingWriteWait)
	stagingWriteWait = 300 * time.Millisecond
	var logs testutil.LockedBuffer
	defer func(l *slog.Logger) { slog.SetDefault(l) }(slog.Default())
	slog.SetDefault(slog.New(slog.NewTextHandler(&logs, nil)))

	staging := failStore.Bucket() + "/out/gtn/.staging-20261129T090000-0c0d"
	p, release := jobFailingWhileSpilling(staging)
	defer release()

	done := make(chan error, 1)
	go func() {
		_, err := RunPublish(context.Background(), p, staging, "prism", false)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "x.txt:1: bad input") {
			t.Fatalf("the failed run: %v", err)
		}
	case <-time.After(2 * time.Minute): // a hang detector
		t.Fatal("RunPublish did not return while a write was held past the wait")
	}
	if got := logs.String(); !strings.Contains(got, "still under way") || !strings.Contains(got, staging) || !strings.Contains(got, "versions gc") {
		t.Errorf("no warning naming the folder and versions gc:\n%s", got)
	}
}

// A failed run whose workers are processes of their own (a worker pool,
// --environment_type EXTERNAL) cannot tell them it ended through memory
// (transforms.CancelStaging), nor wait for their writes: it writes the
// run's end mark beside the staging folder, which they read before every
// staging write and before the manifest, and says that their writes begun
// before were not waited for. They went on writing into the removed folder
// without a word. A run whose workers are its own writes no mark.
func TestFailedRunWithExternalWorkersMarksItsEnd(t *testing.T) {
	logs := failEveryRun(t, "x.txt:1: bad input")
	for _, external := range []bool{true, false} {
		externalWorkers = func(string) bool { return external }
		staging := failStore.Bucket() + "/out/gtn/.staging-20261129T100000-0e0f"
		failStore.Put(staging+"/.runs/r.run", []byte("run"))
		from := len(logs.String())
		p, _ := beam.NewPipelineWithRoot()
		if _, err := RunPublish(context.Background(), p, staging, "universal", false); err == nil || !strings.Contains(err.Error(), "bad input") {
			t.Fatalf("external %v: the failed run: %v", external, err)
		}
		_, marked := failStore.Get(transforms.EndedMark(staging))
		if marked != external {
			t.Errorf("external workers %v: end mark written %v", external, marked)
		}
		if external {
			// versions gc lists it with the staging folders, and removes it.
			root := strings.TrimSuffix(staging, "/gtn/.staging-20261129T100000-0e0f")
			left, err := storage.FindLeftovers(context.Background(), root, time.Time{})
			found := false
			for _, l := range left {
				if l.Path == transforms.EndedMark(staging) {
					found = true
					if err := storage.RemoveLeftover(context.Background(), root, l); err != nil {
						t.Error(err)
					}
				}
			}
			if _, still := failStore.Get(transforms.EndedMark(staging)); err != nil || !found || still {
				t.Errorf("versions gc: the end mark found %v, left %v (%v): %+v", found, still, err, left)
			}
		}
		if got := logs.String()[from:]; external != (strings.Contains(got, "processes of their own") && strings.Contains(got, "versions gc") && strings.Contains(got, staging)) {
			t.Errorf("external workers %v: the warning:\n%s", external, got)
		}
	}
	if externalWorkers("direct") || externalWorkers("prism") {
		t.Error("direct and prism run their workers in the launching process")
	}
}

// sinkRowOf is a pair's binary form as the sink's row of shard train 0.
func sinkRowOf(b []byte) transforms.SinkRow {
	return transforms.SinkRow{Shard: dataset.DataShardPath("train", 0, 1), Key: "a", Row: b}
}

func init() { register.Function1x1(sinkRowOf) }

// emitOneSeq emits one mining sequence for partition 0.
func emitOneSeq(_ []byte, emit func(int, string)) { emit(0, "a|b") }

// emitOneSeqPastTheBudget emits one mining sequence for partition 0 longer
// than the spill budget, so SpillSeqs spills it in ProcessElement, not in
// FinishBundle (TestRemoveMineRunsWaitsForASpill says why).
func emitOneSeqPastTheBudget(_ []byte, emit func(int, string)) {
	emit(0, strings.Repeat("a|", transforms.DefaultSeqSpillBytes/2+1))
}

func init() {
	register.Function2x0(emitOneSeq)
	register.Function2x0(emitOneSeqPastTheBudget)
	register.Emitter2[int, string]()
}

// A failed mine, mine-pairs or evaluate --beam run's launcher removes its
// runs folder once the writes begun into it are done, as a failed
// publishing run does its staging folder: prism returns the failed job
// before its in-process workers stop, and a spill under way landed after
// the removal, a stray run file left beside the outputs. The folder's name
// serves the next run in the process again.
//
// The held spill is one in ProcessElement (a sequence past the spill
// budget): the Go SDK's harness holds a bundle's input lock through
// FinishBundle and answers prism's progress requests (every 100 ms) on
// the one goroutine that reads its instructions, so a spill held in
// FinishBundle blocked that goroutine at the held bundle's next progress
// request; prism, waiting on its answer to a progress request for the
// failing bundle, saw that bundle's error only after the spill was
// released (240 s, the hang detector's, under heavy load, where the
// failing bundle's error came later than a progress tick).
func TestRemoveMineRunsWaitsForASpill(t *testing.T) {
	runOnPrism(t)
	ctx := context.Background()
	dir := failStore.Bucket() + "/mined.runs"
	started, release := failStore.Hold(dir + "/")
	defer release()
	armFailOnceSpilling(started)
	p, s := beam.NewPipelineWithRoot()
	transforms.SpillSeqs(s, beam.ParDo(s, emitOneSeqPastTheBudget, beam.ParDo(s, waitForTheFailingStage, beam.Impulse(s))), dir, 0)
	beam.ParDo0(s, failWhenSpilling, beam.Impulse(s))
	ran := make(chan error, 1)
	go func() { ran <- Run(ctx, p, "prism") }()
	select {
	case err := <-ran:
		if err == nil || !strings.Contains(err.Error(), "bad input") {
			t.Fatalf("the failing job: %v", err)
		}
	case <-time.After(4 * time.Minute): // a hang detector (it hung until go test's timeout)
		t.Fatal("the failing job did not end while its spill was held")
	}
	done := make(chan error, 1)
	go func() { done <- RemoveMineRuns(ctx, dir) }()
	var err error
	returned := false
	select {
	case err = <-done:
		returned = true
		t.Errorf("RemoveMineRuns returned (%v) while a spill into the folder was held: it did not wait for it", err)
	case <-time.After(500 * time.Millisecond):
	}
	release()
	if !returned {
		err = <-done
	}
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	if left := failStore.Files(dir + "/"); len(left) > 0 {
		t.Errorf("the failed run's runs folder holds %v after its removal", left)
	}
	// Reopened: a later run's spill into the folder of the same name.
	p, s = beam.NewPipelineWithRoot()
	transforms.SpillSeqs(s, beam.ParDo(s, emitOneSeq, beam.Impulse(s)), dir, 0)
	if err := Run(ctx, p, "prism"); err != nil {
		t.Fatalf("a later run into the same runs folder: %v", err)
	}
	if got := failStore.Files(dir + "/"); len(got) != 1 {
		t.Errorf("the later run's spill: %v", got)
	}
}

// A failed run whose finalizer had claimed its commit first (a worker
// process of its own past its last look at the end mark) says that its
// version may be published, or that it is, naming it, when the finalizer
// finished: the run's error alone said that nothing was published. The
// claim is removed; a run without one says nothing of it.
func TestFailedRunSaysItsFinalizerBeganCommitting(t *testing.T) {
	logs := failEveryRun(t, "job cancelled")
	externalWorkers = func(string) bool { return true }
	dataDir := failStore.Bucket() + "/out/gtn"
	for i, tc := range []struct {
		claim, result bool
		says          string
	}{
		{false, false, ""},
		{true, false, "the run ended after its finalizer had begun committing its version: " + dataDir + " may hold it"},
		{true, true, "the run ended after its finalizer had committed the version " + dataDir + "/v1: it is published"},
	} {
		staging := fmt.Sprintf("%s/.staging-20261129T120000-%d", dataDir, i)
		failStore.Put(staging+"/.runs/r.run", []byte("run"))
		if tc.claim {
			failStore.Put(transforms.CommitMark(staging), []byte("committing\n"))
		}
		if tc.result {
			failStore.Put(staging+"/"+transforms.PublishedMarker, []byte(`{"dir":"`+dataDir+`/v1"}`+"\n"))
		}
		from := len(logs.String())
		p, _ := beam.NewPipelineWithRoot()
		res, err := RunPublish(context.Background(), p, staging, "universal", false)
		if err == nil {
			t.Fatalf("claim %v: the failed run returned no error", tc.claim)
		}
		// The CLI's error then says nothing of "nothing published".
		if (res.CommitBegun != "") != tc.claim || !strings.Contains(res.CommitBegun, tc.says) {
			t.Errorf("claim %v: CommitBegun %q, want %q", tc.claim, res.CommitBegun, tc.says)
		}
		got := logs.String()[from:]
		if tc.says == "" && strings.Contains(got, "committ") || tc.says != "" && !strings.Contains(got, tc.says) {
			t.Errorf("claim %v, result %v: the warnings, want %q:\n%s", tc.claim, tc.result, tc.says, got)
		}
		if _, left := failStore.Get(transforms.CommitMark(staging)); left {
			t.Errorf("claim %v: the commit mark was left", tc.claim)
		}
	}
	// Cancelled (Ctrl-C): the note is the run's to put in its error
	// (cmd/itnprep's "interrupted"), not a warning before a line that
	// said "nothing published".
	staging := dataDir + "/.staging-20261129T120000-9"
	failStore.Put(staging+"/.runs/r.run", []byte("run"))
	failStore.Put(transforms.CommitMark(staging), []byte("committing\n"))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	from := len(logs.String())
	p, _ := beam.NewPipelineWithRoot()
	res, err := RunPublish(ctx, p, staging, "universal", false)
	if err == nil || !strings.Contains(res.CommitBegun, dataDir+" may hold it") || strings.Contains(logs.String()[from:], "committ") {
		t.Errorf("cancelled after the claim: %v, CommitBegun %q, warnings %q", err, res.CommitBegun, logs.String()[from:])
	}
}

// failEveryRun makes every job run until the test ends fail with msg, and
// returns the log the launcher's warnings go to; externalWorkers is the
// test's to set, and is restored too.
func failEveryRun(t *testing.T, msg string) *testutil.LockedBuffer {
	t.Helper()
	f, run, l := externalWorkers, execute, slog.Default()
	t.Cleanup(func() { externalWorkers, execute = f, run; slog.SetDefault(l) })
	execute = func(context.Context, *beam.Pipeline) error { return errors.New(msg) }
	logs := new(testutil.LockedBuffer)
	slog.SetDefault(slog.New(slog.NewTextHandler(logs, nil)))
	return logs
}

// prism (beamx's default runner, "") runs its workers in the launching
// process only as LOOPBACK, its own choice when it starts its job server
// and no --environment_type is given. `--runner prism --environment_type
// EXTERNAL` (a worker pool) was taken for in-process: a failed run wrote
// no end mark for the workers, and every successful run left its
// finalizer's commit mark beside the version.
func TestPrismWithAWorkerPoolHasExternalWorkers(t *testing.T) {
	defer func(env, endpoint string) {
		*jobopts.EnvironmentType, *jobopts.Endpoint = env, endpoint
	}(*jobopts.EnvironmentType, *jobopts.Endpoint)
	for _, tc := range []struct {
		runner, env, endpoint string
		external              bool
	}{
		{"prism", "", "", false},
		{"", "", "", false},
		{"prism", "LOOPBACK", "", false},
		{"prism", "loopback", "localhost:8073", false},
		{"prism", "EXTERNAL", "", true},
		{"", "EXTERNAL", "", true},
		{"prism", "", "localhost:8073", true}, // Docker, Beam's default environment
		{"prism", "DOCKER", "localhost:8073", true},
		{"direct", "EXTERNAL", "", false},
		{"universal", "EXTERNAL", "localhost:8073", true},
		{"universal", "LOOPBACK", "localhost:8073", false},
	} {
		if InProcessWorkers("vet") || InProcessWorkers("dot") {
			t.Error("vet or dot, which run nothing, taken for in-process workers")
		}
		*jobopts.EnvironmentType, *jobopts.Endpoint = tc.env, tc.endpoint
		if got := externalWorkers(tc.runner); got != tc.external {
			t.Errorf("--runner %q --environment_type %q --endpoint %q: external workers %v, want %v", tc.runner, tc.env, tc.endpoint, got, tc.external)
		}
		// The CLI's progress bars count in this process: a pool's run
		// drew a bar that stayed at 0 bytes read.
		if got := InProcessWorkers(tc.runner); got == tc.external {
			t.Errorf("--runner %q --environment_type %q --endpoint %q: in-process workers %v, want %v", tc.runner, tc.env, tc.endpoint, got, !tc.external)
		}
	}
}

// prism's own job server given a worker pool that does not answer
// (--environment_type EXTERNAL --environment_config HOST:PORT) panicked
// in a goroutine of its own, and itnprep died with a Go stack trace; the
// pool is dialled before the job, and one line names the flag. A
// publishing run leaves no end mark: no worker started.
func TestPrismWithAPoolThatDoesNotAnswer(t *testing.T) {
	defer func(env, config, endpoint string, run func(context.Context, *beam.Pipeline) error) {
		*jobopts.EnvironmentType, *jobopts.EnvironmentConfig, *jobopts.Endpoint, execute = env, config, endpoint, run
	}(*jobopts.EnvironmentType, *jobopts.EnvironmentConfig, *jobopts.Endpoint, execute)
	ran := false
	execute = func(context.Context, *beam.Pipeline) error { ran = true; return nil }
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := l.Addr().String()
	l.Close()
	*jobopts.EnvironmentType, *jobopts.EnvironmentConfig, *jobopts.Endpoint = "EXTERNAL", closed, ""
	p, _ := beam.NewPipelineWithRoot()
	want := "--environment_config \"" + closed + "\": no worker pool answers there"
	if err := Run(context.Background(), p, "prism"); err == nil || !strings.Contains(err.Error(), want) || ran {
		t.Errorf("Run: %v (job ran: %v); want %q before the job", err, ran, want)
	}
	staging := failStore.Bucket() + "/out/gtn/.staging-20261129T130000-0a0b"
	if _, err := RunPublish(context.Background(), p, staging, "prism", false); err == nil || !strings.Contains(err.Error(), want) || ran {
		t.Errorf("RunPublish: %v (job ran: %v); want %q before the job", err, ran, want)
	}
	if _, marked := failStore.Get(transforms.EndedMark(staging)); marked {
		t.Error("RunPublish wrote an end mark for a run that never started")
	}
	// A pool that answers, and runs other than prism's own job server,
	// are not held up.
	pool, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	for _, tc := range []struct{ runner, config, endpoint string }{
		{"prism", pool.Addr().String(), ""},
		{"universal", closed, "localhost:8073"},
		{"prism", closed, "localhost:8073"},
		{"direct", closed, ""},
	} {
		ran = false
		*jobopts.EnvironmentConfig, *jobopts.Endpoint = tc.config, tc.endpoint
		if err := Run(context.Background(), p, tc.runner); err != nil || !ran {
			t.Errorf("%+v: %v (job ran: %v)", tc, err, ran)
		}
	}
}
