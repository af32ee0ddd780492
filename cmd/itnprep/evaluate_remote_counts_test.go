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
// a path, which workers off this machine (Dataflow, containers, a pool on
// another host) cannot write: such a run is a usage error before the
// job, exit 2, one line naming --beam-counts (the job was started, and
// failed or read nothing back; only the help said so). Workers in this
// process (direct, prism alone) keep the default.
func TestEvaluateBeamOnRemoteWorkersNeedsCounts(t *testing.T) {
	defer func(r, env, endpoint, cfg string) {
		*runners.Runner, *jobopts.EnvironmentType, *jobopts.Endpoint, *jobopts.EnvironmentConfig = r, env, endpoint, cfg
	}(*runners.Runner, *jobopts.EnvironmentType, *jobopts.Endpoint, *jobopts.EnvironmentConfig)
	// runCmd keeps Beam's flags as an earlier test left them: a --dry_run
	// left set (TestDataflowDryRunConstructsOffline) made every case here
	// a dry run when the tests ran in that order.
	resetBeamFlags(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "p.jsonl", `{"id":"a","hyp":"x y","ref":"x y"}`+"\n")
	for _, remote := range [][]string{
		{"--runner", "prism", "--environment_type", "EXTERNAL", "--environment_config", "10.255.255.1:50000"},
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
	// With --beam-counts the job is tried, and so it is without it on a
	// pool of this machine, whose workers write its temporary folder
	// (TestPortableRunnerWithExternalWorkers runs one): the pool at
	// localhost:1 is not there, another error, not the usage one.
	for _, tried := range [][]string{
		{"--beam-counts", filepath.Join(dir, "counts.json"), "--environment_config", "10.255.255.1:50000"},
		{"--environment_config", "localhost:1"},
		{"--environment_config", "127.0.0.1:1"},
	} {
		code, _, errs := runCmd(t, append([]string{"evaluate", "--beam", "--in", in, "--runner", "prism", "--environment_type", "EXTERNAL"}, tried...)...)
		if code == 0 || strings.Contains(errs, "pass --beam-counts") {
			t.Errorf("a pool, %v: exit %d, stderr %q; want the pool's own error", tried, code, errs)
		}
		*runners.Runner, *jobopts.EnvironmentType, *jobopts.Endpoint, *jobopts.EnvironmentConfig = "", "", "", ""
	}
	for _, local := range [][]string{{"--runner", "direct"}, {"--runner", "prism"}} {
		if code, _, errs := runCmd(t, append([]string{"evaluate", "--beam", "--in", in, "--rejects", filepath.Join(dir, "r.jsonl")}, local...)...); code != 0 {
			t.Errorf("%v without --beam-counts: exit %d: %s", local, code, errs)
		}
	}
	// vet runs nothing: the pipeline is checked, and said to be, as prep's
	// dry run says (it failed reading the counts no one wrote, exit 1).
	code, out, errs := runCmd(t, "evaluate", "--beam", "--in", in, "--runner", "vet")
	*runners.Runner = ""
	if code != 0 || out != "dry run: pipeline constructed, nothing executed\n" {
		t.Errorf("--runner vet: exit %d, stdout %q, stderr %q; want exit 0 and the dry run's line", code, out, errs)
	}
	// Dataflow's --dry_run with the --beam-counts it needs builds offline,
	// as prep's does: it looked for the runs and scratch files beside a
	// gs:// counts path no job wrote, and failed offline (exit 1).
	resetBeamFlags(t)
	defer resetBeamFlags(t)
	code, out, errs = runCmd(t, "evaluate", "--beam", "--in", in, "--runner", "dataflow", "--dry_run",
		"--project", "made-up-project", "--region", "us-central1", "--staging_location", "gs://itnprep-made-up-bucket/staging",
		"--temp_location", "gs://itnprep-made-up-bucket/tmp", "--beam-counts", "gs://itnprep-made-up-bucket/counts.json")
	if code != 0 || out != "dry run: pipeline constructed, nothing executed\n" {
		t.Errorf("--runner dataflow --dry_run --beam-counts gs://...: exit %d, stdout %q, stderr %q; want exit 0 and the dry run's line", code, out, errs)
	}
}
