package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
)

// TestEvaluateBeamOnRemoteWorkersNeedsCounts: evaluate --beam writes its
// counts to a temporary file of this machine unless --beam-counts names
// a path, which workers in processes of their own (a prism worker pool,
// Dataflow, Flink) cannot write: such a run is a usage error before the
// job, exit 2, one line naming --beam-counts (the job was started, and
// failed or read nothing back; only the help said so). Workers in this
// process (direct, prism alone) keep the default.
func TestEvaluateBeamOnRemoteWorkersNeedsCounts(t *testing.T) {
	defer func(r, env, endpoint, cfg string) {
		*runners.Runner, *jobopts.EnvironmentType, *jobopts.Endpoint, *jobopts.EnvironmentConfig = r, env, endpoint, cfg
	}(*runners.Runner, *jobopts.EnvironmentType, *jobopts.Endpoint, *jobopts.EnvironmentConfig)
	dir := t.TempDir()
	in := writeFile(t, dir, "p.jsonl", `{"id":"a","hyp":"x y","ref":"x y"}`+"\n")
	for _, remote := range [][]string{
		{"--runner", "prism", "--environment_type", "EXTERNAL", "--environment_config", "localhost:1"},
		{"--runner", "dataflow"},
		{"--runner", "flink", "--endpoint", "localhost:1"},
	} {
		code, out, errs := runCmd(t, append([]string{"evaluate", "--beam", "--in", in}, remote...)...)
		if lines := strings.Split(strings.TrimSpace(errs), "\n"); code != 2 || out != "" || len(lines) != 1 ||
			!strings.Contains(errs, "pass --beam-counts with a path the workers can write") || !strings.Contains(errs, "gs://") {
			t.Errorf("%v without --beam-counts: exit %d, stdout %q, stderr %q; want exit 2 and one line naming --beam-counts", remote, code, out, errs)
		}
		*runners.Runner, *jobopts.EnvironmentType, *jobopts.Endpoint, *jobopts.EnvironmentConfig = "", "", "", ""
	}
	// With --beam-counts the job is tried (the pool at localhost:1 is
	// not there: another error, not the usage one).
	code, _, errs := runCmd(t, "evaluate", "--beam", "--in", in, "--beam-counts", filepath.Join(dir, "counts.json"),
		"--runner", "prism", "--environment_type", "EXTERNAL", "--environment_config", "localhost:1")
	if code == 0 || strings.Contains(errs, "pass --beam-counts") {
		t.Errorf("a pool with --beam-counts: exit %d, stderr %q; want the pool's own error", code, errs)
	}
	*runners.Runner, *jobopts.EnvironmentType, *jobopts.Endpoint, *jobopts.EnvironmentConfig = "", "", "", ""
	for _, local := range [][]string{{"--runner", "direct"}, {"--runner", "prism"}} {
		if code, _, errs := runCmd(t, append([]string{"evaluate", "--beam", "--in", in, "--rejects", filepath.Join(dir, "r.jsonl")}, local...)...); code != 0 {
			t.Errorf("%v without --beam-counts: exit %d: %s", local, code, errs)
		}
	}
}
