package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
)

// TestMiningDryRunSaysSo: mine --distributed and mine-pairs on the vet
// runner (or Dataflow's --dry_run), which builds and checks the pipeline
// and runs nothing, say so in one line, exit 0, as prep's dry run does:
// they failed reading the input accounting no worker wrote ("open
// .../inputs.stats.jsonl: no such file or directory", exit 1).
func TestMiningDryRunSaysSo(t *testing.T) {
	defer func(r string) { *runners.Runner = r }(*runners.Runner)
	dir := t.TempDir()
	seqs := writeFile(t, dir, "seqs.jsonl", `["a","b"]`+"\n"+`["a","b"]`+"\n")
	pairs := writeFile(t, dir, "pairs.jsonl", `{"id":1,"written":"It is 5.","spoken":"it is five"}`+"\n")
	for _, c := range []struct {
		cmd  string
		args []string
	}{
		{"mine", []string{"mine", "--in", seqs, "--out", filepath.Join(dir, "new", "p.jsonl"), "--minsup", "2", "--distributed", "--partitions", "1"}},
		{"mine-pairs", []string{"mine-pairs", "--in", pairs, "--out", filepath.Join(dir, "mp"), "--minsup", "1"}},
	} {
		code, _, errs := runCmd(t, append(c.args, "--runner", "vet")...)
		*runners.Runner = ""
		if code != 0 || !strings.Contains(errs, "itnprep "+c.cmd+": dry run: pipeline constructed, nothing executed\n") {
			t.Errorf("%s --runner vet: exit %d, stderr %q; want exit 0 and the dry run's line", c.cmd, code, errs)
		}
	}
	// Nothing written: mine-pairs made its --output folder, left empty,
	// and mine the folder of its --out (the check of the outputs makes
	// it).
	if _, err := os.Stat(filepath.Join(dir, "mp")); !os.IsNotExist(err) {
		t.Errorf("mine-pairs --runner vet left its --output folder (%v)", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "new")); !os.IsNotExist(err) {
		t.Errorf("mine --distributed --runner vet left the folder of its --out (%v)", err)
	}
}

// TestMiningDataflowDryRunBuildsOffline: mine --distributed and mine-pairs
// with their outputs in a bucket build offline on Dataflow's --dry_run, as
// prep and evaluate --beam do: they listed the runs folder beside the
// output in the bucket to remove what no job wrote, and failed offline,
// exit 1 ("gs://.../p.jsonl.runs/*.seqs: cannot reach
// storage.googleapis.com").
func TestMiningDataflowDryRunBuildsOffline(t *testing.T) {
	resetBeamFlags(t)
	defer resetBeamFlags(t)
	dir := t.TempDir()
	seqs := writeFile(t, dir, "seqs.jsonl", `["a","b"]`+"\n"+`["a","b"]`+"\n")
	pairs := writeFile(t, dir, "pairs.jsonl", `{"id":1,"written":"It is 5.","spoken":"it is five"}`+"\n")
	dataflow := []string{"--runner", "dataflow", "--dry_run", "--project", "made-up-project", "--region", "us-central1",
		"--staging_location", "gs://itnprep-made-up-bucket/staging", "--temp_location", "gs://itnprep-made-up-bucket/tmp"}
	for _, c := range []struct {
		cmd  string
		args []string
	}{
		{"mine", []string{"mine", "--in", seqs, "--out", "gs://itnprep-made-up-bucket/p.jsonl", "--minsup", "2", "--distributed", "--partitions", "1"}},
		{"mine-pairs", []string{"mine-pairs", "--in", pairs, "--out", "gs://itnprep-made-up-bucket/mp", "--minsup", "1"}},
	} {
		code, _, errs := runCmd(t, append(c.args, dataflow...)...)
		if code != 0 || !strings.Contains(errs, "itnprep "+c.cmd+": dry run: pipeline constructed, nothing executed\n") {
			t.Errorf("%s on Dataflow's --dry_run, output in a bucket: exit %d, stderr %q; want exit 0 and the dry run's line", c.cmd, code, errs)
		}
		resetBeamFlags(t)
	}
}

// TestDotRunnerIsADryRun: the dot runner, which --runner accepts, writes
// the pipeline's graph and runs nothing: prep, evaluate --beam and mine
// --distributed say so, exit 0, as under vet; they wrote the graph and
// failed reading back what no job wrote ("pipeline finished but published
// no version: open .../PUBLISHED", "open .../counts.json", "reading the
// job's input accounting"), exit 1.
func TestDotRunnerIsADryRun(t *testing.T) {
	defer resetBeamFlags(t)
	dir := t.TempDir()
	text := writeFile(t, dir, "t.txt", "It is 5.\n")
	preds := writeFile(t, dir, "p.jsonl", `{"id":"a","hyp":"x y","ref":"x y"}`+"\n")
	seqs := writeFile(t, dir, "seqs.jsonl", `["a","b"]`+"\n"+`["a","b"]`+"\n")
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"prep", "text", "--input", text, "--output", filepath.Join(dir, "out")}, "dry run: pipeline constructed, nothing executed"},
		{[]string{"evaluate", "--beam", "--in", preds}, "dry run: pipeline constructed, nothing executed"},
		{[]string{"mine", "--in", seqs, "--out", filepath.Join(dir, "p.jsonl"), "--minsup", "2", "--distributed", "--partitions", "1"}, "itnprep mine: dry run: pipeline constructed, nothing executed"},
	} {
		graph := filepath.Join(dir, c.args[0]+".dot")
		code, out, errs := runCmd(t, append(c.args, "--runner", "dot", "--dot_file", graph)...)
		if code != 0 || !strings.Contains(out+errs, c.says) {
			t.Errorf("%s --runner dot: exit %d, stdout %q, stderr %q; want exit 0 and %q", c.args[0], code, out, errs, c.says)
		}
		if st, err := os.Stat(graph); err != nil || st.Size() == 0 {
			t.Errorf("%s --runner dot: no graph written (%v)", c.args[0], err)
		}
		resetBeamFlags(t)
	}
}
