package pipelines

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
)

// A runner error as prism and direct return it: the bundle's plan, then
// "caused by" sections, the last naming the DoFn and carrying its error.
const beamDump = "job job-001 failed:\nbundle inst003 stage-007 failed:process bundle failed for instruction inst003 using plan stage-007 : while executing Process for Plan[stage-007]:\n" +
	"1: DataSource[S[stage-007_source@localhost:40421], i0] Out:12 Coder:W;cwv_n4<LP;c9_lp<R[fileio.ReadableFile]>>!GWC \n" +
	"12: ParDo[transforms.readFileFn] Out:[5 9 10] Sig: func(context.Context, fileio.ReadableFile, func(dataset.Pair), func(dataset.Reject), func(transforms.FileStat)) error, SideInputs: []\n" +
	"\tcaused by:\nsource failed processing data\n\tcaused by:\n" +
	"DoFn[UID:12, PID:e6, Name: github.com/itnprep/itnprep/transforms.readFileFn] failed:\n" +
	"output-00002-of-00100.gz:2: read error: file ends in the middle of a compressed stream (truncated gzip?): unexpected EOF"

func TestCause(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{beamDump, "output-00002-of-00100.gz:2: read error: file ends in the middle of a compressed stream (truncated gzip?): unexpected EOF"},
		{"plain error", "plain error"},
		{"a\n\tcaused by:\nfirst line\nsecond line", "first line second line"},
	} {
		if got := Cause(errors.New(c.in)); got != c.want {
			t.Errorf("Cause(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	pe := &PipelineError{Runner: "prism", Err: errors.New(beamDump)}
	if strings.Contains(pe.Error(), "\n") || !strings.HasPrefix(pe.Error(), "output-00002-of-00100.gz:2: ") || !strings.Contains(pe.Error(), "--log-level debug") {
		t.Errorf("PipelineError: %q", pe.Error())
	}
	if pe.Detail() != beamDump {
		t.Error("Detail lost the runner's error")
	}
}

func TestCheckRunner(t *testing.T) {
	for _, ok := range []string{"prism", "direct", "dataflow", "DataflowRunner", "vet"} {
		if err := CheckRunner(ok); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	err := CheckRunner("dirct")
	if err == nil || !strings.Contains(err.Error(), `unknown --runner "dirct" (known: prism, direct, dataflow,`) {
		t.Errorf("dirct: %v", err)
	}
}

// errPrismRace is the error prism's own race fails a job with (from a
// failed run of TestMinePatternsEqualsSingleMachine, cut).
var errPrismRace = errors.New(`job job-011 failed:
panic in stage.Execute bundle processing goroutine: runtime error: invalid memory address or nil pointer dereference, stage: &{ID:stage-007 transforms:[e11] primaryInput:n10 envID: finalize:false},stackTrace:
goroutine 2844 [running]:
runtime/debug.Stack()
	/usr/local/go/src/runtime/debug/stack.go:26 +0x5e
github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism/internal/worker.(*W).NextInst(...)
	/root/go/pkg/mod/github.com/apache/beam/sdks/v2@v2.77.0/go/pkg/beam/runners/prism/internal/worker/worker.go:153
github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism/internal/worker.(*W).sendInstruction(0x0, {0x3227008, 0x344580bd40f0}, 0x344580000500)
	/root/go/pkg/mod/github.com/apache/beam/sdks/v2@v2.77.0/go/pkg/beam/runners/prism/internal/worker/worker.go:652 +0x88
github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism/internal/worker.(*B).Progress(0x3445803d6d20, {0x3227008, 0x344580bd40f0}, 0x0)
	/root/go/pkg/mod/github.com/apache/beam/sdks/v2@v2.77.0/go/pkg/beam/runners/prism/internal/worker/bundle.go:292 +0xdd`)

// A job that prism's own race failed (a progress request to the nil
// worker of a stage the runner runs itself) runs again, at most
// prismRetries times; any other failure, or a cancelled run, does not.
// The race failed TestMinePatternsEqualsSingleMachine on a loaded machine.
func TestRunRetriesPrismsOwnRace(t *testing.T) {
	ensureBeamInit()
	defer func(old func(context.Context, *beam.Pipeline) error) { execute = old }(execute)
	p := beam.NewPipeline()
	for _, c := range []struct {
		name     string
		failures []error
		cancel   bool
		tries    int
		ok       bool
	}{
		{"race once", []error{errPrismRace}, false, 2, true},
		{"race twice", []error{errPrismRace, errPrismRace}, false, 3, true},
		{"race always", []error{errPrismRace, errPrismRace, errPrismRace, errPrismRace}, false, prismRetries + 1, false},
		{"a DoFn's error", []error{errors.New("caused by:\nx.txt:3: bad line")}, false, 1, false},
		{"a panic elsewhere", []error{errors.New("panic in stage.Execute bundle processing goroutine: runtime error: index out of range")}, false, 1, false},
		{"cancelled", []error{errPrismRace}, true, 1, false},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		tries := 0
		execute = func(context.Context, *beam.Pipeline) error {
			tries++
			if c.cancel {
				cancel()
			}
			if tries <= len(c.failures) {
				return c.failures[tries-1]
			}
			return nil
		}
		err := Run(ctx, p, "prism")
		cancel()
		if tries != c.tries || (err == nil) != c.ok {
			t.Errorf("%s: %d tries, error %v; want %d tries, success %v", c.name, tries, err, c.tries, c.ok)
		}
	}
}
