package pipelines

import (
	"errors"
	"strings"
	"testing"
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
