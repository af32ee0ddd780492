package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/tagging"
	"github.com/itnprep/itnprep/trainer"
	"github.com/itnprep/itnprep/trainer/trainertest"
)

func runTrainCmd(t *testing.T, ctx context.Context, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := dispatch(ctx, append([]string{"train"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

// TestTrainDryRun checks every launcher's --dry-run output for every
// design: the program's argv names the design (--model) and its staged
// folder. A dry run did nothing but print, so its command could not run
// (nothing staged, no program in the run folder); it now does everything
// up to launching: the version is staged, the program, the job spec and
// RUN_DIR/dry-run.json are written, and nothing is started or submitted.
func TestTrainDryRun(t *testing.T) {
	for _, model := range trainer.Designs {
		t.Run(model, func(t *testing.T) { testTrainDryRun(t, model) })
	}
}

// designVersion makes a version a design trains on: a demo prep version
// for seq2seq, `derive DESIGN` of one for the others. It returns the
// version folder and id, and the demo parent's folder.
func designVersion(t *testing.T, tmp, design string, train, valid, test int) (dir, id, parent string) {
	t.Helper()
	parent = filepath.Join(tmp, "v1")
	id = trainertest.Demo(t, parent, "v1", train, valid, test, 1)
	if design == trainer.Seq2Seq {
		return parent, id, parent
	}
	if _, _, code := run(t, "derive", design, "--help"); code != 0 {
		t.Skipf("SKIP: this build has no `derive %s`", design)
	}
	dir = prepOK(t, "derive", design, "--from", parent, "--output", filepath.Join(tmp, "derived"), "--runner", "direct", "--max-reject-rate", "1")
	return dir, loadManifest(t, dir).VersionID, parent
}

func testTrainDryRun(t *testing.T, model string) {
	tmp := t.TempDir()
	v, id, _ := designVersion(t, tmp, model, 10, 2, 2)
	run := filepath.Join(tmp, "runs", "r 1") // a space: argv words must stay whole
	cache := filepath.Join(tmp, "cache")
	common := []string{"--dataset", v, "--out", run, "--cache", cache, "--model", model, "--recipe", "large", "--max-steps", "50", "--lr", "0.0007", "--dry-run"}
	staged := trainer.StageDir(cache, id, model)
	script := filepath.Join(run, "trainer", "itn_train.py")
	program := []string{script, "--data", staged, "--out", run, "--model", model, "--recipe", "large", "--dataset-version-id", id, "--max-steps", "50", "--lr", "0.0007", "--seed", "1"}

	t.Run("local", func(t *testing.T) {
		code, out, errs := runTrainCmd(t, context.Background(), append(common, "--python", "/opt/py/bin/python")...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		want := trainer.ShellJoin(append([]string{"/opt/py/bin/python"}, program...)) + "\n"
		if out != want {
			t.Fatalf("dry run printed\n%s\nwant\n%s", out, want)
		}
		// The interpreter is not on this machine: a warning (the command
		// may be meant for another), not a refusal.
		if want := "itnprep: warning: --python /opt/py/bin/python: not an interpreter this machine can run"; !strings.Contains(errs, want) {
			t.Errorf("dry run's stderr %q lacks %q", errs, want)
		}
		if want := "itnprep: dry run, nothing launched: staged in " + staged + "; wrote " + script + ", " + filepath.Join(run, "dry-run.json") + ";"; !strings.Contains(errs, want) {
			t.Errorf("dry run's stderr %q lacks %q", errs, want)
		}
		// What the command reads is there: the staged splits (with the
		// stage record a run reuses) and the program.
		for _, f := range []string{filepath.Join(staged, "stage.json"), filepath.Join(staged, "train.jsonl"), filepath.Join(staged, "test.jsonl")} {
			if _, err := os.Stat(f); err != nil {
				t.Errorf("dry run did not stage %s", f)
			}
		}
		if b, err := os.ReadFile(script); err != nil || !bytes.Equal(b, trainer.Script) {
			t.Errorf("dry run did not write the program %s (%v)", script, err)
		}
		var r trainer.RunRecord
		b, err := os.ReadFile(filepath.Join(run, "dry-run.json"))
		if err == nil {
			err = json.Unmarshal(b, &r)
		}
		if err != nil || r.Status != "dry-run" || trainer.ShellJoin(r.Argv)+"\n" != want || r.Dataset.Rows["train"] == 0 || r.Design != model {
			t.Errorf("dry-run.json: %v %+v", err, r)
		}
		// Never run.json, which may hold a finished run's results, and no
		// log: nothing ran.
		for _, f := range []string{"run.json", "train.log", "checkpoints"} {
			if _, err := os.Stat(filepath.Join(run, f)); err == nil {
				t.Errorf("dry run wrote %s", f)
			}
		}
	})
	t.Run("test-dataset", func(t *testing.T) {
		v2 := filepath.Join(tmp, "held-out")
		id2 := trainertest.Demo(t, v2, "held-out", 4, 1, 3, 9)
		_, out, errs := runTrainCmd(t, context.Background(), append(common, "--test-dataset", v2)...)
		if !strings.Contains(out, " --test-data "+trainer.ShellJoin([]string{trainer.StageDir(cache, id2, model)})+" ") {
			t.Fatalf("--test-dataset is not passed on: %s %s", out, errs)
		}
	})
	t.Run("cpu", func(t *testing.T) {
		_, out, _ := runTrainCmd(t, context.Background(), append(common, "--gpus", "0")...)
		if !strings.Contains(out, " --device cpu ") {
			t.Fatalf("--gpus 0 does not pin the program to the CPU: %s", out)
		}
	})
	t.Run("torchrun", func(t *testing.T) {
		code, out, errs := runTrainCmd(t, context.Background(), append(common, "--gpus", "4")...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		want := trainer.ShellJoin(append([]string{"/usr/bin/python3", "-m", "torch.distributed.run", "--standalone", "--nnodes=1", "--nproc_per_node=4"}, program...)) + "\n"
		if out != want {
			t.Fatalf("dry run printed\n%s\nwant\n%s", out, want)
		}
	})
	t.Run("slurm", func(t *testing.T) {
		code, out, errs := runTrainCmd(t, context.Background(), append(common, "--launcher", "slurm", "--gpus", "2", "--slurm-partition", "gpu", "--slurm-time", "12:00:00")...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		inner := trainer.ShellJoin(append([]string{"/usr/bin/python3", "-m", "torch.distributed.run", "--standalone", "--nnodes=1", "--nproc_per_node=2"}, program...))
		if b, err := os.ReadFile(filepath.Join(run, "train.sbatch")); err != nil || string(b) != out {
			t.Errorf("the script printed is not the one written to the run folder (%v)", err)
		}
		for _, want := range []string{"#!/bin/bash\n", "#SBATCH --job-name=" + trainer.JobName(run, id) + "\n", "#SBATCH --gres=gpu:2\n",
			"#SBATCH --partition=gpu\n", "#SBATCH --time=12:00:00\n", "#SBATCH --cpus-per-task=8\n", "\nexec srun " + inner + "\n"} {
			if !strings.Contains(out, want) {
				t.Errorf("script lacks %q:\n%s", want, out)
			}
		}
	})
	t.Run("k8s", func(t *testing.T) {
		code, out, errs := runTrainCmd(t, context.Background(), append(common, "--launcher", "k8s", "--k8s-image", "registry.local/torch:2", "--k8s-claim", "work", "--k8s-mount", tmp, "--k8s-namespace", "ml")...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		var job struct {
			Kind     string `json:"kind"`
			Metadata struct {
				Name      string `json:"name"`
				Namespace string `json:"namespace"`
			} `json:"metadata"`
			Spec struct {
				Template struct {
					Spec struct {
						Containers []struct {
							Image     string   `json:"image"`
							Command   []string `json:"command"`
							Resources struct {
								Limits map[string]string `json:"limits"`
							} `json:"resources"`
						} `json:"containers"`
					} `json:"spec"`
				} `json:"template"`
			} `json:"spec"`
		}
		if err := json.Unmarshal([]byte(out), &job); err != nil {
			t.Fatalf("not a JSON manifest: %v\n%s", err, out)
		}
		if b, err := os.ReadFile(filepath.Join(run, "job.json")); err != nil || string(b) != out {
			t.Errorf("the manifest printed is not the one written to the run folder (%v)", err)
		}
		c := job.Spec.Template.Spec.Containers[0]
		want := append([]string{"python3"}, program...)
		if job.Kind != "Job" || job.Metadata.Namespace != "ml" || c.Image != "registry.local/torch:2" || !reflect.DeepEqual(c.Command, want) || c.Resources.Limits["nvidia.com/gpu"] != "1" {
			t.Fatalf("manifest:\n%s\nwant command %q", out, want)
		}
		code, _, errs = runTrainCmd(t, context.Background(), append(common, "--launcher", "k8s", "--k8s-image", "x", "--k8s-claim", "work", "--k8s-mount", "/elsewhere")...)
		if code != 2 || !strings.Contains(errs, "outside --k8s-mount") {
			t.Fatalf("paths outside the mounted claim: exit %d %s", code, errs)
		}
	})
}

func TestTrainUsageErrors(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 4, 1, 1, 1)
	cases := [][]string{
		{"--out", tmp},
		{"--dataset", v},
		{"--dataset", v, "--out", tmp, "--recipe", "huge"},
		{"--dataset", v, "--out", tmp, "--model", "bert"},
		{"--dataset", v, "--out", tmp, "--launcher", "mpi"},
		{"--dataset", v, "--out", tmp, "--launcher", "local", "--gpus", "2"},
		{"--dataset", v, "--out", tmp, "--launcher", "k8s"},
		{"--dataset", v, "--out", tmp, "--init", tmp, "--resume"},
		{"--dataset", v, "--out", tmp, "--model", "tagger"}, // a prep version: nothing to train a tagger on
		{"--dataset", v, "--out", tmp, "--model", "u2tf"},
	}
	for _, args := range cases {
		if code, _, errs := runTrainCmd(t, context.Background(), append(args, "--dry-run")...); code != 2 {
			t.Errorf("%q: exit %d, want 2 (%s)", args, code, errs)
		}
	}
	// --out inside the dataset version would write the run (trainer/,
	// checkpoints, run.json) into a published version.
	if code, _, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--out", filepath.Join(v, "run"), "--dry-run"); code != 2 || !strings.Contains(errs, "inside the dataset version") {
		t.Errorf("--out inside the version: exit %d, want 2 (%s)", code, errs)
	}
	code, _, errs := runTrainCmd(t, context.Background(), "--dataset", filepath.Join(tmp, "nope"), "--out", tmp, "--dry-run")
	if code != 1 || !strings.Contains(errs, "nope") {
		t.Errorf("missing version: exit %d %s", code, errs)
	}
	// A --python that does not exist is named in one line before anything
	// is staged or written (it was "start PATH: fork/exec ..." after
	// staging).
	run, cache := filepath.Join(tmp, "run"), filepath.Join(tmp, "cache")
	code, _, errs = runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--cache", cache, "--python", filepath.Join(tmp, "no-python"))
	if lines := strings.Split(strings.TrimSpace(errs), "\n"); code != 2 || len(lines) != 1 || !strings.Contains(errs, "--python "+filepath.Join(tmp, "no-python")+": not an interpreter") {
		t.Errorf("missing --python: exit %d %q", code, errs)
	}
	for _, p := range []string{run, cache} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("missing --python: %s was written", p)
		}
	}
}

// TestTrainRefusesBadShapeBeforeStaging: --d-model 30 --heads 4 ran to
// PyTorch's "AssertionError: embed_dim must be divisible by num_heads"
// after staging and BPE training; --layers -1 trained a model without
// layers. Both are one line naming the flag, exit 2, before anything is
// staged or written, for every design (u2tf checks both of its models).
func TestTrainRefusesBadShapeBeforeStaging(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 4, 1, 1, 1)
	run, cache := filepath.Join(tmp, "run"), filepath.Join(tmp, "cache")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--d-model", "30", "--heads", "4"}, "--d-model 30 is not a multiple of --heads 4 in the seq2seq model"},
		{[]string{"--heads", "5"}, "the small recipe's model size 256 (--d-model) is not a multiple of --heads 5"},
		{[]string{"--layers", "-1"}, "--layers -1: must be 0 (the default) or more"},
		{[]string{"--label-smoothing", "1.5"}, "--label-smoothing 1.5: must be below 1"},
		// a file where a folder is written ("mkdir X: not a directory")
		{[]string{"--cache", v + "/manifest.json"}, "--cache " + v + "/manifest.json is a file, not a folder"},
	} {
		base := []string{"--dataset", v, "--out", run, "--cache", cache, "--gpus", "0"}
		if c.args[0] == "--cache" {
			// One --cache: a second is refused as given twice.
			base = []string{"--dataset", v, "--out", run, "--gpus", "0"}
		}
		code, _, errs := runTrainCmd(t, context.Background(), append(base, c.args...)...)
		if lines := strings.Split(strings.TrimSpace(errs), "\n"); code != 2 || len(lines) != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%q: exit %d %q, want exit 2 and one line with %q", c.args, code, errs, c.want)
		}
	}
	for _, p := range []string{run, cache} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("a refused shape wrote %s", p)
		}
	}
}

// TestTrainSaysEmptyHypotheses: a run whose model decodes nothing
// succeeds, scored (WER 100%), but the user is told, on stderr and in
// run.json's notes, that every hypothesis is empty. The stand-in program
// writes such predictions.
func TestTrainSaysEmptyHypotheses(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 4, 1, 1, 1)
	py := writeExe(t, tmp, "python", `while [ $# -gt 0 ]; do [ "$1" = --out ] && out=$2; shift; done
printf '{"id":"a","src":"one","hyp":"","ref":"1"}\n{"id":"b","src":"two","hyp":" ","ref":"2"}\n' > "$out/predictions.jsonl"
echo '{"event":"start","max_steps":1}'
echo "{\"event\":\"done\",\"step\":1,\"predictions\":\"$out/predictions.jsonl\"}"`)
	run := filepath.Join(tmp, "run")
	code, out, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py, "--gpus", "0")
	if code != 0 {
		t.Fatalf("exit %d %s %s", code, out, errs)
	}
	want := "every one of the 2 hypotheses in " + filepath.Join(run, "predictions.jsonl") + " is empty"
	if r := readRun(t, run); !strings.Contains(errs, want) || len(r.Notes) == 0 || !strings.Contains(r.Notes[len(r.Notes)-1], want) || len(r.Metrics) == 0 {
		t.Fatalf("stderr %q, notes %q: want %q", errs, r.Notes, want)
	}
}

// TestTrainSurfacesUnreadableProgramLines: stdout lines of the program
// that are not progress events (a bare NaN, text a library printed, a cut
// line) were dropped without a word; a garbled "done" event cost the run
// its metrics with exit 0. Each is now a warning line naming the line and
// the problem (also with --quiet), counted in run.json's notes, and a run
// without a readable "done" event fails.
func TestTrainSurfacesUnreadableProgramLines(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 4, 1, 1, 1)
	prelude := `while [ $# -gt 0 ]; do [ "$1" = --out ] && out=$2; shift; done
printf '{"id":"a","src":"one","hyp":"1","ref":"1"}\n' > "$out/predictions.jsonl"
echo '{"event":"start","max_steps":1}'
echo '{"event":"step","step":1,"max_steps":1,"loss":NaN}'
echo 'a library wrote this on stdout'
`
	done := `echo "{\"event\":\"done\",\"step\":1,\"predictions\":\"$out/predictions.jsonl\"}"`
	t.Run("warned", func(t *testing.T) {
		py := writeExe(t, tmp, "python-warns", prelude+done)
		run := filepath.Join(tmp, "run-warns")
		code, out, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py, "--gpus", "0", "--quiet")
		if code != 0 {
			t.Fatalf("exit %d %s %s", code, out, errs)
		}
		for _, want := range []string{
			`itnprep: warning: the training program's stdout line 2: not a valid progress event: invalid character 'N' looking for beginning of value: "{\"event\":\"step\",\"step\":1,\"max_steps\":1,\"loss\":NaN}"`,
			`itnprep: warning: the training program's stdout line 3: not a JSON object: "a library wrote this on stdout"`,
		} {
			if !strings.Contains(errs, want+" (it is in train.log") {
				t.Errorf("stderr lacks %s:\n%s", want, errs)
			}
		}
		r := readRun(t, run)
		if r.Status != "succeeded" || len(r.Metrics) == 0 || !strings.Contains(strings.Join(r.Notes, "\n"), "2 stdout lines of the training program were not progress events") {
			t.Fatalf("status %s, notes %q, metrics %s", r.Status, r.Notes, r.Metrics)
		}
	})
	t.Run("no done event", func(t *testing.T) {
		py := writeExe(t, tmp, "python-cut", prelude+`echo '{"event":"done","step":1,"predictions":"'`)
		run := filepath.Join(tmp, "run-cut")
		code, _, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py, "--gpus", "0", "--quiet")
		want := `itnprep: the training program exited 0 without a readable "done" event, so the run has no final losses or predictions to score (3 stdout lines were not progress events; first: stdout line 2: `
		if code != 1 || !strings.Contains(errs, want) {
			t.Fatalf("exit %d, stderr %s\nwant %s", code, errs, want)
		}
		if r := readRun(t, run); r.Status != "failed" || r.ExitCode != 1 {
			t.Fatalf("status %s exit %d", r.Status, r.ExitCode)
		}
	})
}

// TestTrainNewUserPass holds what a first run on the shipped samples
// found (scripts/demo.sh's versions), each failing before its fix:
//   - the demo's tagger and u2tf versions and the SPGISpeech sample have no
//     test rows: the run succeeded with no predictions and no metrics and
//     said nothing; it now warns (also with --quiet) and notes it;
//   - --python ./python (relative) failed after staging with "fork/exec
//     ./python: no such file or directory": the program starts in the run
//     folder;
//   - --model tagger on a prep version said what it needs, not how to get
//     it.
func TestTrainNewUserPass(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 4, 0, 0, 1)
	py := writeExe(t, tmp, "python", `echo '{"event":"start","max_steps":1}'
echo '{"event":"done","step":1}'`)
	t.Chdir(tmp)
	run := filepath.Join(tmp, "run")
	code, out, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--python", "./"+filepath.Base(py), "--gpus", "0", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d %s %s", code, out, errs)
	}
	want := "has no test rows: the model is trained, but nothing is decoded or scored; to score it give --test-dataset VERSION (any prep version with a test split)"
	if !strings.Contains(errs, "itnprep: warning: dataset version ") || !strings.Contains(errs, want) ||
		!strings.Contains(errs, "; once this run is done, the same command with --resume --test-dataset VERSION decodes it without training further") {
		t.Errorf("stderr %q lacks the warning %q", errs, want)
	}
	r := readRun(t, run)
	if notes := strings.Join(r.Notes, "\n"); !strings.Contains(notes, want) || !strings.Contains(notes, "has no validation rows: no validation loss is computed") {
		t.Errorf("notes %q", r.Notes)
	}
	if r.Python != py || r.Argv[0] != py {
		t.Errorf("relative --python recorded as %q, argv %q; want %s", r.Python, r.Argv, py)
	}

	// --test-dataset without a test split says what it has and what to do.
	code, _, errs = runTrainCmd(t, context.Background(), "--dataset", v, "--test-dataset", v, "--out", filepath.Join(tmp, "run2"), "--dry-run", "--quiet")
	if want := "--test-dataset " + v + " has no test rows (it has 4 train and 0 validation rows): it is decoded from its test split; give a version that has one (prep ... --split-by-id"; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("--test-dataset without test rows: exit %d %q, want %q", code, errs, want)
	}
	// A version without train rows says what it has (Libriheavy's dev
	// sample, all validation, said only "has no non-empty train rows").
	dev := filepath.Join(tmp, "dev")
	trainertest.Demo(t, dev, "dev", 0, 5, 0, 1)
	code, _, errs = runTrainCmd(t, context.Background(), "--dataset", dev, "--out", filepath.Join(tmp, "run3"), "--dry-run", "--quiet")
	if want := "has no train rows to train on (it has 5 validation, 0 test rows): give a version with a train split"; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("no train rows: exit %d %q, want %q", code, errs, want)
	}
	// A refused version leaves no empty --out folder behind (it did).
	for _, out := range []string{"run2", "run3"} {
		if _, err := os.Stat(filepath.Join(tmp, out)); !os.IsNotExist(err) {
			t.Errorf("a refused version left --out %s (%v)", out, err)
		}
	}
	_, _, errs = runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--model", "tagger", "--dry-run")
	if want := "this is a prep version (pairs): make one from it with `itnprep derive tagger --from VERSION`, or train this one with --model seq2seq"; !strings.Contains(errs, want) {
		t.Errorf("--model tagger on a prep version: %q lacks %q", errs, want)
	}
}

// TestTrainSaysBudgetStop: a run that --max-minutes stopped after 1 of
// its 10 steps ended like a finished one, without a word. The stand-in
// program stops at step 3 of 100.
func TestTrainSaysBudgetStop(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 4, 1, 1, 1)
	py := writeExe(t, tmp, "python", `echo '{"event":"start","max_steps":100}'
echo '{"event":"done","step":3}'`)
	run := filepath.Join(tmp, "run")
	code, _, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py, "--gpus", "0", "--max-minutes", "0.5")
	want := "training stopped after step 3 of 100: --max-minutes 0.5 ran out"
	if r := readRun(t, run); code != 0 || !strings.Contains(errs, want) || !slices.Contains(r.Notes, want) {
		t.Fatalf("exit %d, stderr %q, notes %q; want %q", code, errs, r.Notes, want)
	}
}

// TestTrainProgressNamesTheStage: u2tf trains two models, each counting
// its steps from 1; the progress lines read "step 10/30" twice. They now
// name the model.
func TestTrainProgressNamesTheStage(t *testing.T) {
	var out bytes.Buffer
	p := newTrainProgress(&out, false)
	for _, line := range []string{
		`{"event":"start","model":"u2tf","max_steps":2}`,
		`{"event":"step","step":2,"max_steps":2,"loss":1.5,"tokens_per_s":10,"stage":"classifier"}`,
		`{"event":"step","step":2,"max_steps":2,"loss":2.5,"tokens_per_s":2000,"stage":"span"}`,
		`{"event":"done","step":2}`,
	} {
		e, err := trainer.ParseEvent([]byte(line))
		if err != nil {
			t.Fatal(err)
		}
		p.event(e)
	}
	p.finish()
	if want := "classifier step 2/2 loss 1.5000 10 tok/s\nspan step 2/2 loss 2.5000 2.0k tok/s\n"; out.String() != want {
		t.Fatalf("progress %q, want %q", out.String(), want)
	}
}

// writeExe writes a stand-in for an external program (sbatch, a broken
// python) into dir.
func writeExe(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	// A stand-in for the interpreter answers none of train's questions
	// (python -c CODE: which modules it lacks) and is launched; it ran
	// its body for each (a stand-in that sleeps held the question to its
	// 30 s timeout).
	if err := os.WriteFile(p, []byte("#!/bin/sh\n[ \"$1\" = -c ] && exit 0\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func readRun(t *testing.T, runDir string) trainer.RunRecord {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(runDir, "run.json"))
	if err != nil {
		t.Fatal(err)
	}
	var r trainer.RunRecord
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	return r
}

func TestTrainSlurmWritesAndSubmits(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	id := trainertest.Demo(t, v, "v", 10, 2, 2, 1)
	bin := filepath.Join(tmp, "bin")
	os.Mkdir(bin, 0o755)
	t.Setenv("PATH", bin)

	run := filepath.Join(tmp, "run-a")
	code, out, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--launcher", "slurm", "--gpus", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := readRun(t, run)
	if r.Status != "written" || r.JobSpec != filepath.Join(run, "train.sbatch") || strings.TrimSpace(out) != r.JobSpec || r.Dataset.VersionID != id {
		t.Fatalf("without sbatch: %+v, stdout %q", r, out)
	}
	if _, err := os.Stat(filepath.Join(run, "trainer", "itn_train.py")); err != nil {
		t.Fatal("the program was not written into the run folder")
	}

	writeExe(t, bin, "sbatch", `[ "$1" = --parsable ] && [ -f "$2" ] && echo 4242 && : > "$2.submitted"`)
	// A dry run writes the script and submits nothing, sbatch or not.
	run = filepath.Join(tmp, "run-dry")
	code, out, errs = runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--launcher", "slurm", "--dry-run")
	if b, err := os.ReadFile(filepath.Join(run, "train.sbatch")); code != 0 || err != nil || string(b) != out {
		t.Fatalf("slurm dry run: exit %d %s; script %v", code, errs, err)
	}
	if _, err := os.Stat(filepath.Join(run, "train.sbatch.submitted")); err == nil {
		t.Fatal("a dry run submitted the job")
	}
	run = filepath.Join(tmp, "run-b")
	code, out, errs = runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--launcher", "slurm")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if r := readRun(t, run); r.Status != "submitted" || r.JobID != "4242" || strings.TrimSpace(out) != "4242" {
		t.Fatalf("with sbatch: %+v, stdout %q", r, out)
	}
}

func TestTrainExitCodePropagates(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 10, 2, 2, 1)
	py := writeExe(t, tmp, "python", `echo '{"event":"start","max_steps":5}'; echo "boom" >&2; exit 3`)
	run := filepath.Join(tmp, "run")
	code, _, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py)
	if code != 3 || !strings.Contains(errs, "exit status 3") {
		t.Fatalf("exit %d, want the child's 3: %s", code, errs)
	}
	r := readRun(t, run)
	if r.Status != "failed" || r.ExitCode != 3 || r.EndedAt == nil || len(r.Start) == 0 {
		t.Fatalf("run record: %+v", r)
	}
	log, _ := os.ReadFile(filepath.Join(run, "train.log"))
	if !strings.Contains(string(log), "boom") || !strings.Contains(string(log), `"event":"start"`) {
		t.Fatalf("train.log lacks the child's output:\n%s", log)
	}
}

func torchPython(t *testing.T) string {
	t.Helper()
	py := testutil.DebianPython(t)
	if out, err := exec.Command(py, "-c", "import torch, sentencepiece").CombinedOutput(); err != nil {
		t.Skipf("SKIP: %s lacks torch or sentencepiece (apt-get install python3-torch python3-sentencepiece): %v\n%s", py, err, out)
	}
	return py
}

// tiny is the smoke-test model: the small recipe shrunk so that ~100
// updates take seconds on two CPU cores. One thread: on a busy machine
// two OpenMP threads spin against each other and run ~20x slower.
var tiny = []string{"--recipe", "small", "--gpus", "0", "--layers", "1", "--d-model", "32", "--ffn", "64", "--heads", "2",
	"--vocab-size", "200", "--batch-tokens", "1024", "--accum", "1", "--warmup", "10", "--lr", "0.003", "--log-every", "1",
	"--threads", "1", "--save-every", "50"}

func stepLosses(t *testing.T, runDir string) []float64 {
	t.Helper()
	f, err := os.Open(filepath.Join(runDir, "train.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var losses []float64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if e, err := trainer.ParseEvent(sc.Bytes()); err == nil && e.Name == "step" {
			losses = append(losses, e.Loss)
		}
	}
	return losses
}

func mean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// TestTrainSmokeCPU trains the small recipe at tiny sizes on a demo
// version, then fine-tunes the result on a second version (GTN -> SPGI in
// miniature) and checks the lineage.
func TestTrainSmokeCPU(t *testing.T) {
	py := torchPython(t)
	tmp := t.TempDir()
	cache := filepath.Join(tmp, "cache")
	v1 := filepath.Join(tmp, "gtn-demo")
	id1 := trainertest.Demo(t, v1, "gtn-demo", 600, 40, 40, 1)
	run1 := filepath.Join(tmp, "run1")
	args := append([]string{"--dataset", v1, "--out", run1, "--cache", cache, "--python", py, "--max-steps", "100"}, tiny...)
	code, out, errs := runTrainCmd(t, context.Background(), args...)
	if code != 0 {
		t.Fatalf("train exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errs)
	}
	if out != run1+"\n" || !strings.Contains(errs, "\nstep 1/100 loss ") {
		t.Fatalf("want the run folder alone on stdout, the step lines on stderr; stdout:\n%s\nstderr:\n%s", out, errs)
	}
	// The user is told what the test split scored, on which version, and
	// where the full table is.
	if want := fmt.Sprintf("test split of %s: 40 sentences, WER ", id1); !strings.Contains(errs, want) ||
		!strings.Contains(errs, "itnprep evaluate --input "+filepath.Join(run1, "predictions.jsonl")) {
		t.Fatalf("stderr lacks the score line %q:\n%s", want, errs)
	}

	losses := stepLosses(t, run1)
	if len(losses) != 100 {
		t.Fatalf("%d step events in train.log, want 100", len(losses))
	}
	first, last := mean(losses[:10]), mean(losses[len(losses)-10:])
	t.Logf("mean loss: first 10 updates %.3f, last 10 %.3f", first, last)
	if !(last < 0.75*first) {
		t.Fatalf("loss did not fall: first 10 mean %.3f, last 10 mean %.3f", first, last)
	}
	ckpt := filepath.Join(run1, "checkpoints", "last.pt")
	if st, err := os.Stat(ckpt); err != nil || st.Size() == 0 {
		t.Fatalf("no checkpoint: %v", err)
	}

	preds := trainertest.ReadJSONLStrings(t, filepath.Join(run1, "predictions.jsonl"))
	if len(preds) != 40 {
		t.Fatalf("%d predictions, want 40 (the test split)", len(preds))
	}
	for _, p := range preds {
		if !strings.HasPrefix(p["id"], "gtn-demo-test-") || p["src"] == "" || p["ref"] == "" || p["src"] != strings.ToLower(p["src"]) {
			t.Fatalf("bad prediction row %v", p)
		}
		if _, ok := p["hyp"]; !ok {
			t.Fatalf("prediction without hyp: %v", p)
		}
	}

	r := readRun(t, run1)
	var start struct {
		VocabSize int            `json:"vocab_size"`
		Device    string         `json:"device"`
		Hparams   map[string]any `json:"hparams"`
	}
	json.Unmarshal(r.Start, &start)
	// Flags not given still appear with the value the program used.
	if start.Hparams["lr"] != 0.003 || start.Hparams["warmup"] != 10.0 || start.Hparams["max_len"] != 256.0 || start.Hparams["dropout"] != 0.3 {
		t.Fatalf("start.hparams: %v", start.Hparams)
	}
	if r.Status != "succeeded" || r.Dataset.VersionID != id1 || !reflect.DeepEqual(r.Lineage, []string{id1}) ||
		r.Recipe != "small" || r.Hyper.MaxSteps != 100 || r.Hyper.DModel != 32 || r.Code.Module == "" || r.ProgramSHA256 != trainer.ScriptSHA256() ||
		r.EndedAt == nil || r.EndedAt.Before(r.StartedAt) || start.VocabSize != 200 || start.Device != "cpu" ||
		r.Predictions != filepath.Join(run1, "predictions.jsonl") || len(r.Final) == 0 || r.Dataset.Rows["train"] != 600 {
		t.Fatalf("run.json: %+v", r)
	}

	// Scored in process by eval: the same summary `itnprep evaluate --json`
	// prints for the file.
	checkScored(t, r, 40)

	// A dry run stops where the run would: --out holds a run.
	if code, _, errs := runTrainCmd(t, context.Background(), append(args, "--dry-run")...); code != 2 || !strings.Contains(errs, "already holds a run") {
		t.Fatalf("dry run into a finished run: exit %d %s", code, errs)
	}
	// With --resume it reuses the staging and leaves run.json (the
	// finished run's results) alone.
	if code, out, errs := runTrainCmd(t, context.Background(), append(args, "--dry-run", "--resume")...); code != 0 || !strings.Contains(errs, "itnprep train: staged splits reused") || !strings.Contains(out, " --resume ") {
		t.Fatalf("dry run --resume after the run: exit %d %s %s", code, out, errs)
	}
	if r2 := readRun(t, run1); r2.Status != "succeeded" || len(r2.Metrics) == 0 {
		t.Fatalf("a dry run changed run.json: %+v", r2)
	}

	// The run folder is not reused by accident.
	if code, _, errs := runTrainCmd(t, context.Background(), args...); code != 2 || !strings.Contains(errs, "--resume") {
		t.Fatalf("second run into the same folder: exit %d %s", code, errs)
	}

	// Fine-tuning on another version continues from the checkpoint.
	v2 := filepath.Join(tmp, "spgi-demo")
	id2 := trainertest.Demo(t, v2, "spgi-demo", 200, 20, 20, 50)
	run2 := filepath.Join(tmp, "run2")
	code, out, errs = runTrainCmd(t, context.Background(), append([]string{"--dataset", v2, "--out", run2, "--cache", cache, "--python", py, "--init", run1, "--max-steps", "20", "--quiet",
		"--test-dataset", v1}, tiny...)...)
	if code != 0 {
		t.Fatalf("fine-tune exit %d\nstdout:\n%s\nstderr:\n%s", code, out, errs)
	}
	if strings.TrimSpace(out) != run2 {
		t.Fatalf("--quiet stdout: %q", out)
	}
	r2 := readRun(t, run2)
	if !reflect.DeepEqual(r2.Lineage, []string{id1, id2}) || r2.Init == nil || r2.Init.Checkpoint != ckpt ||
		!reflect.DeepEqual(r2.Init.Lineage, []string{id1}) || r2.Init.Step != 100 || r2.Dataset.VersionID != id2 {
		t.Fatalf("fine-tune run.json: %+v (init %+v)", r2, r2.Init)
	}
	meta, err := trainer.ReadCheckpointMeta(filepath.Join(run2, "checkpoints", "last.pt"))
	if err != nil || !reflect.DeepEqual(meta.Lineage, []string{id1, id2}) {
		t.Fatalf("fine-tuned checkpoint lineage %v (%v)", meta.Lineage, err)
	}
	// Started from trained weights, the first updates are already far
	// below where training from scratch began.
	if l2 := stepLosses(t, run2); l2[0] >= losses[0]*0.75 {
		t.Fatalf("fine-tuning's first loss %.3f is not below scratch training's %.3f: weights not loaded?", l2[0], losses[0])
	}
	// --test-dataset: the held-out version's test split is decoded.
	if p := trainertest.ReadJSONLStrings(t, filepath.Join(run2, "predictions.jsonl")); len(p) != 40 || !strings.HasPrefix(p[0]["id"], "gtn-demo-test-") ||
		r2.TestDataset == nil || r2.TestDataset.VersionID != id1 {
		t.Fatal("fine-tuned run did not decode the --test-dataset version's test rows")
	}
}

// TestTrainInterruptAndResume cancels a real run (as Ctrl-C does) once it
// has logged a few updates: the program saves, the run is recorded as
// interrupted with the program's status 130 (itnprep exits 1, as every
// command after one Ctrl-C), and --resume continues from the saved step.
func TestTrainInterruptAndResume(t *testing.T) {
	py := torchPython(t)
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 300, 10, 10, 3)
	run := filepath.Join(tmp, "run")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		// Cancel once train.log shows the fifth update.
		for ctx.Err() == nil {
			if b, err := os.ReadFile(filepath.Join(run, "train.log")); err == nil && bytes.Contains(b, []byte(`"step": 5,`)) {
				cancel()
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
	}()
	// --resume with nothing to resume starts from step 0, and says so.
	args := append([]string{"--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py, "--max-steps", "100000", "--quiet", "--resume"}, tiny...)
	code, _, errs := runTrainCmd(t, ctx, args...)
	if code != 1 || !strings.Contains(errs, "interrupted") {
		t.Fatalf("interrupted run: exit %d, want 1: %s", code, errs)
	}
	r := readRun(t, run)
	meta, err := trainer.ReadCheckpointMeta(filepath.Join(run, "checkpoints", "last.pt"))
	if r.Status != "interrupted" || r.ExitCode != 130 || err != nil || meta.Step < 5 {
		t.Fatalf("after interrupt: run %+v, checkpoint step %d (%v)", r, meta.Step, err)
	}
	if len(r.Notes) == 0 || !strings.Contains(r.Notes[0], "--resume: "+run+" holds no checkpoint yet, so training starts from step 0") {
		t.Fatalf("--resume without a checkpoint: notes %q", r.Notes)
	}
	// The message says where the run saved and how to go on.
	if want := fmt.Sprintf("checkpoint %s (step %d): continue with the same command and --resume", filepath.Join(run, "checkpoints", "last.pt"), meta.Step); !strings.Contains(errs, want) {
		t.Fatalf("interrupted run's message %q lacks %q", errs, want)
	}
	saved := meta.Step
	resumeArgs := append([]string{"--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py, "--resume", "--max-steps", "15", "--quiet"}, tiny...)
	if saved >= 15 {
		t.Skipf("SKIP resume half: the program saved at step %d, past the resume target", saved)
	}
	code, _, errs = runTrainCmd(t, context.Background(), resumeArgs...)
	if code != 0 {
		t.Fatalf("resume: exit %d %s", code, errs)
	}
	losses := stepLosses(t, run)
	meta, _ = trainer.ReadCheckpointMeta(filepath.Join(run, "checkpoints", "last.pt"))
	if meta.Step != 15 || readRun(t, run).Status != "succeeded" || len(losses) < 15 {
		t.Fatalf("resumed run ended at step %d with %d logged steps", meta.Step, len(losses))
	}
	// Resuming a finished run trains nothing (its training loss is not
	// computed: null, not a bare NaN that made the "done" line unreadable)
	// and decodes and scores the test split again: run.json keeps metrics.
	code, _, errs = runTrainCmd(t, context.Background(), resumeArgs...)
	if code != 0 {
		t.Fatalf("resume of a finished run: exit %d %s", code, errs)
	}
	r = readRun(t, run)
	if r.Status != "succeeded" || len(r.Final) == 0 || r.Predictions == "" {
		t.Fatalf("resume of a finished run: run.json final %s, predictions %q, notes %q", r.Final, r.Predictions, r.Notes)
	}
	checkScored(t, r, 10)
}

// TestTrainOnPreppedGTN is the smoke run on the demo dataset (`prep gtn` on
// testdata/gtn, as scripts/demo.sh makes it): the real schema with spans and
// optional columns is staged, and 100 updates of the tiny model bring the
// loss down on its few sentences.
func TestTrainOnPreppedGTN(t *testing.T) {
	py := torchPython(t)
	tmp := t.TempDir()
	var out, errb bytes.Buffer
	root := testutil.ModuleRoot(t)
	if code := dispatch(context.Background(), []string{"prep", "gtn", "--input", filepath.Join(root, "testdata", "gtn", "*"), "--output", filepath.Join(tmp, "ds"), "--quiet"}, &out, &errb); code != 0 {
		t.Fatalf("prep gtn: exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	version := lines[len(lines)-1]
	run := filepath.Join(tmp, "run")
	code, stdout, errs := runTrainCmd(t, context.Background(), append([]string{"--dataset", version, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py, "--max-steps", "100", "--quiet"}, tiny...)...)
	if code != 0 {
		t.Fatalf("train exit %d\n%s\n%s", code, stdout, errs)
	}
	losses := stepLosses(t, run)
	if first, last := mean(losses[:10]), mean(losses[len(losses)-10:]); !(last < 0.75*first) {
		t.Fatalf("loss did not fall on the demo dataset: first 10 mean %.3f, last 10 mean %.3f", first, last)
	}
	r := readRun(t, run)
	var m struct {
		VersionID  string `json:"version_id"`
		Accounting struct {
			RowsBySplit map[string]int64 `json:"rows_by_split"`
		} `json:"accounting"`
	}
	b, _ := os.ReadFile(filepath.Join(version, "manifest.json"))
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if r.Dataset.VersionID != m.VersionID || !reflect.DeepEqual(r.Dataset.Rows, m.Accounting.RowsBySplit) {
		t.Fatalf("staged %v of %s, manifest has %v of %s", r.Dataset.Rows, r.Dataset.VersionID, m.Accounting.RowsBySplit, m.VersionID)
	}
	if n := len(trainertest.ReadJSONLStrings(t, filepath.Join(run, "predictions.jsonl"))); int64(n) != m.Accounting.RowsBySplit["test"] {
		t.Fatalf("%d predictions for %d test rows", n, m.Accounting.RowsBySplit["test"])
	}
}

// checkScored checks that run.json's metrics are eval's summary of the
// run's predictions.jsonl, identical to what `itnprep evaluate --json`
// prints for it, over n sentences.
func checkScored(t *testing.T, r trainer.RunRecord, n int64) {
	t.Helper()
	var got struct {
		Sentences int64    `json:"sentences"`
		WER       *float64 `json:"wer"`
	}
	if err := json.Unmarshal(r.Metrics, &got); err != nil || got.Sentences != n || got.WER == nil {
		t.Fatalf("run.json metrics %s (%v), want %d sentences scored; notes %q", r.Metrics, err, n, r.Notes)
	}
	code, out, errs := 0, "", ""
	{
		var o, e bytes.Buffer
		code = dispatch(context.Background(), []string{"evaluate", "--in", r.Predictions, "--json"}, &o, &e)
		out, errs = o.String(), e.String()
	}
	if code != 0 {
		t.Fatalf("evaluate: exit %d %s", code, errs)
	}
	var want, have any
	if err := json.Unmarshal([]byte(out), &want); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(r.Metrics, &have); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(want, have) {
		t.Fatalf("run.json metrics differ from itnprep evaluate --json:\n%s\nvs\n%s", r.Metrics, out)
	}
}

// TestTrainTaggerSmokeCPU trains the Thutmose tagger at tiny sizes on a
// `derive tagger` version of a demo version: the loss falls over 100
// updates, a checkpoint is written, the predicted tags of the test split
// are realized and scored, and run.json names the design, the recipe, the
// hyperparameters and both version ids. Both of NeMo's heads are trained:
// the staged rows carry each word's semiotic class (the version's spans),
// every prediction carries one predicted class per word and is realized
// with them (tagging.RealizeLabels, NeMo's realize_output), and the final
// event reports the class accuracy.
func TestTrainTaggerSmokeCPU(t *testing.T) {
	py := torchPython(t)
	tmp := t.TempDir()
	parent := filepath.Join(tmp, "demo")
	pid := trainertest.Demo(t, parent, "demo", 600, 40, 40, 1)
	version := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "derived"), "--runner", "direct", "--max-reject-rate", "1")
	m := loadManifest(t, version)
	tests := m.Accounting.RowsBySplit["test"]
	if tests == 0 {
		t.Fatalf("the derived demo version kept no test rows: %+v", m.Accounting)
	}
	run := filepath.Join(tmp, "run")
	args := append([]string{"--model", "tagger", "--dataset", version, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py,
		"--max-steps", "100", "--quiet"}, tiny...)
	code, out, errs := runTrainCmd(t, context.Background(), args...)
	if code != 0 {
		t.Fatalf("train --model tagger: exit %d\n%s\n%s", code, out, errs)
	}
	checkSmokeRun(t, run, trainer.Tagger, m.VersionID, pid, tests)
	r := readRun(t, run)
	var final struct {
		Exact      *float64 `json:"test_tags_exact_match"`
		Classes    *float64 `json:"test_class_accuracy"`
		ClassSpans *float64 `json:"test_class_span_accuracy"`
	}
	if json.Unmarshal(r.Final, &final); final.Exact == nil || final.Classes == nil || final.ClassSpans == nil ||
		r.PredictionsRaw != filepath.Join(run, trainer.TaggerRawPredictions) {
		t.Fatalf("final event %s, raw predictions %q", r.Final, r.PredictionsRaw)
	}
	spanned := 0
	for _, row := range trainertest.ReadJSONL(t, filepath.Join(r.Dataset.StagedDir, "train.jsonl")) {
		classes, _ := row["classes"].([]any)
		if len(classes) != len(strings.Fields(row["src"].(string))) {
			t.Fatalf("staged row without a class per word: %v", row)
		}
		if slices.ContainsFunc(classes, func(c any) bool { return c != tagging.Plain }) {
			spanned++
		}
	}
	if spanned == 0 {
		t.Fatal("no staged training row has a semiotic class but PLAIN")
	}
	type rawPrediction struct {
		ID      string   `json:"id"`
		Src     string   `json:"src"`
		Tags    []string `json:"tags"`
		Classes []string `json:"classes"`
	}
	b, err := os.ReadFile(r.PredictionsRaw)
	if err != nil {
		t.Fatal(err)
	}
	var raw []rawPrediction
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var p rawPrediction
		if err := json.Unmarshal([]byte(l), &p); err != nil {
			t.Fatal(err)
		}
		raw = append(raw, p)
	}
	preds := trainertest.ReadJSONLStrings(t, filepath.Join(run, "predictions.jsonl"))
	if len(raw) != len(preds) {
		t.Fatalf("%d raw predictions, %d realized", len(raw), len(preds))
	}
	for i, p := range raw {
		words := strings.Fields(p.Src)
		if len(p.Classes) != len(words) {
			t.Fatalf("prediction %s: %d classes for %d words", p.ID, len(p.Classes), len(words))
		}
		want, err := tagging.RealizeLabels(words, p.Tags, p.Classes)
		if err != nil || preds[i]["id"] != p.ID || preds[i]["hyp"] != want {
			t.Fatalf("prediction %s realized %q, want %q with its classes (%v)", p.ID, preds[i]["hyp"], want, err)
		}
	}
	meta, err := trainer.ReadCheckpointMeta(filepath.Join(run, "checkpoints", "last.pt"))
	if err != nil || meta.CheckpointDesign() != trainer.Tagger || meta.Step != 100 {
		t.Fatalf("checkpoint metadata %+v (%v)", meta, err)
	}
}

// checkSmokeRun checks what every design's smoke run must leave: the loss
// fell over 100 updates, a checkpoint, predictions for every test row
// scored in process, and a complete run.json.
func checkSmokeRun(t *testing.T, run, design, versionID, parentID string, tests int64) {
	t.Helper()
	losses := stepLosses(t, run)
	if len(losses) < 100 {
		t.Fatalf("%d step events in train.log, want at least 100", len(losses))
	}
	main := losses[:100] // u2tf logs its span stage after the classifier's
	first, last := mean(main[:10]), mean(main[90:])
	t.Logf("%s mean loss: first 10 updates %.3f, last 10 %.3f", design, first, last)
	if !(last < 0.75*first) {
		t.Fatalf("loss did not fall: first 10 mean %.3f, last 10 mean %.3f", first, last)
	}
	if st, err := os.Stat(filepath.Join(run, "checkpoints", "last.pt")); err != nil || st.Size() == 0 {
		t.Fatalf("no checkpoint: %v", err)
	}
	preds := trainertest.ReadJSONLStrings(t, filepath.Join(run, "predictions.jsonl"))
	if int64(len(preds)) != tests {
		t.Fatalf("%d predictions, want %d (the test split)", len(preds), tests)
	}
	for _, p := range preds {
		if p["id"] == "" || p["src"] == "" || p["ref"] == "" {
			t.Fatalf("bad prediction row %v", p)
		}
	}
	r := readRun(t, run)
	if r.Status != "succeeded" || r.Design != design || r.Recipe != "small" || r.Hyper.MaxSteps != 100 || r.Hyper.DModel != 32 ||
		r.Dataset.VersionID != versionID || r.Dataset.Kind != design || r.Dataset.ParentVersionID != parentID ||
		!reflect.DeepEqual(r.Lineage, []string{versionID}) || len(r.Start) == 0 || len(r.Final) == 0 || r.EndedAt == nil ||
		r.Predictions != filepath.Join(run, "predictions.jsonl") {
		t.Fatalf("run.json incomplete: %+v", r)
	}
	checkScored(t, r, tests)
}

// TestTrainU2TFSmokeCPU trains Universal-2-TF at tiny sizes on a `derive
// u2tf` version of a demo version: the classifier's and the span model's
// losses fall over 100 updates each, a checkpoint is written, the test
// split's labels and decoded spans are realized (u2tf.Realize) and
// scored, run.json is complete; staging gave every classifier row the
// written text of its parent pair as target.
func TestTrainU2TFSmokeCPU(t *testing.T) {
	py := torchPython(t)
	tmp := t.TempDir()
	version, id, parent := designVersion(t, tmp, trainer.U2TF, 600, 40, 40)
	m := loadManifest(t, version)
	pid := loadManifest(t, parent).VersionID
	var tests int64
	for _, r := range u2tfRows(t, version) {
		if r.Split == "test" && r.Kind == dataset.U2TFClassifier {
			tests++
		}
	}
	if tests == 0 {
		t.Fatalf("the derived demo version kept no test rows: %+v", m.Accounting)
	}
	run := filepath.Join(tmp, "run")
	args := append([]string{"--model", "u2tf", "--dataset", version, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py,
		"--max-steps", "100", "--quiet"}, tiny...)
	code, out, errs := runTrainCmd(t, context.Background(), args...)
	if code != 0 {
		t.Fatalf("train --model u2tf: exit %d\n%s\n%s", code, out, errs)
	}
	checkSmokeRun(t, run, trainer.U2TF, id, pid, tests)
	losses := stepLosses(t, run)
	if len(losses) != 200 {
		t.Fatalf("%d step events, want 100 per stage", len(losses))
	}
	span := losses[100:]
	if first, last := mean(span[:10]), mean(span[90:]); !(last < 0.75*first) {
		t.Fatalf("span model's loss did not fall: first 10 mean %.3f, last 10 mean %.3f", first, last)
	}
	r := readRun(t, run)
	if r.PredictionsRaw != filepath.Join(run, trainer.U2TFRawPredictions) {
		t.Fatalf("raw predictions %q", r.PredictionsRaw)
	}
	written := parentWritten(t, parent)
	staged := trainertest.ReadJSONL(t, filepath.Join(r.Dataset.StagedDir, "train.jsonl"))
	if len(staged) == 0 {
		t.Fatal("nothing staged")
	}
	for _, s := range staged {
		if w, ok := written[s["id"].(string)]; !ok || s["tgt"] != w {
			t.Fatalf("staged row %v: target is not the parent's written side %q", s, w)
		}
	}
}

// TestTrainTaggerOnAPrepTestSetSaysWhatWERCounts: a tagger decoding a prep
// version's test split (--test-dataset, as docs/TRAINING.md and the warning
// on a tagger version without test rows suggest) is scored against the
// written side with its case and punctuation, which the tagger never
// writes: a tagger realizing every target exactly scored WER 46.6% on the
// GoogleTN sample's test split, with nothing said. Now a note says so
// (stderr and run.json notes); its own test split gets none.
func TestTrainTaggerOnAPrepTestSetSaysWhatWERCounts(t *testing.T) {
	tmp := t.TempDir()
	v, _, parent := designVersion(t, tmp, trainer.Tagger, 10, 2, 4)
	want := "is a prep version: its references are the written side with its case and punctuation, which the tagger never writes"
	run := filepath.Join(tmp, "run")
	code, out, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--test-dataset", parent, "--model", "tagger", "--out", run, "--cache", filepath.Join(tmp, "cache"), "--dry-run")
	if code != 0 || !strings.Contains(errs, "--test-dataset "+loadManifest(t, parent).VersionID+" "+want) {
		t.Fatalf("exit %d, stderr %q lacks %q (stdout %q)", code, errs, want, out)
	}
	b, err := os.ReadFile(filepath.Join(run, trainer.DryRunRecord))
	if err != nil || !strings.Contains(string(b), want) {
		t.Errorf("dry-run.json notes lack the note: %v\n%s", err, b)
	}
	// Its own test split (the derive step's target form): no such note.
	code, _, errs = runTrainCmd(t, context.Background(), "--dataset", v, "--model", "tagger", "--out", filepath.Join(tmp, "run2"), "--cache", filepath.Join(tmp, "cache"), "--dry-run")
	if code != 0 || strings.Contains(errs, want) {
		t.Errorf("own test split: exit %d, stderr %q", code, errs)
	}
}

// TestTrainU2TFOnATokenizedGTNTestSetSaysWhatWERCounts: a Universal-2-TF
// model decoding the test split of a prep gtn version made without
// --detokenize is scored against references whose punctuation stands
// apart ("years ."), which the model never writes: every punctuated word
// was an error, with nothing said. Now a note says so (stderr and the
// run's notes); a --detokenize version gets none.
func TestTrainU2TFOnATokenizedGTNTestSetSaysWhatWERCounts(t *testing.T) {
	tmp := t.TempDir()
	prep := func(name string, extra ...string) string {
		return prepOK(t, append([]string{"prep", "gtn", "--input", "../../testdata/gtn/*", "--output", filepath.Join(tmp, "out"), "--name", name, "--runner", "direct"}, extra...)...)
	}
	detok, tok := prep("detok", "--detokenize"), prep("tok")
	v := prepOK(t, "derive", "u2tf", detok, "--runner", "direct", "--max-reject-rate", "1")
	want := "is a prep gtn version made without --detokenize: its references keep punctuation as separate words"
	run := filepath.Join(tmp, "run")
	code, out, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--test-dataset", tok, "--model", "u2tf", "--out", run, "--cache", filepath.Join(tmp, "cache"), "--dry-run")
	if code != 0 || !strings.Contains(errs, "--test-dataset "+loadManifest(t, tok).VersionID+" "+want) {
		t.Fatalf("exit %d, stderr %q lacks %q (stdout %q)", code, errs, want, out)
	}
	if b, err := os.ReadFile(filepath.Join(run, trainer.DryRunRecord)); err != nil || !strings.Contains(string(b), want) {
		t.Errorf("dry-run.json notes lack the note: %v\n%s", err, b)
	}
	code, _, errs = runTrainCmd(t, context.Background(), "--dataset", v, "--test-dataset", detok, "--model", "u2tf", "--out", filepath.Join(tmp, "run2"), "--cache", filepath.Join(tmp, "cache"), "--dry-run")
	if code != 0 || strings.Contains(errs, want) {
		t.Errorf("a --detokenize test version: exit %d, stderr %q", code, errs)
	}
}

// TestTrainMaxLenHelpSaysLongPairsAreLeftOut: --max-len's help says what
// the program does with a longer pair since 57081f66: a seq2seq training
// or validation pair is left out, not cut (the help still said "longer
// pairs are truncated", which only the test split and the tagger's and
// u2tf's rows are). Since tagu33 a tagger or u2tf training row is left
// out too, and only test rows are cut at a word.
func TestTrainMaxLenHelpSaysLongPairsAreLeftOut(t *testing.T) {
	help, _, code := run(t, "train", "--help")
	if code != 0 || !strings.Contains(help, "a longer training or validation pair (seq2seq) or row (tagger, u2tf) is left out and counted") ||
		strings.Contains(help, "longer pairs are truncated") || strings.Contains(help, "a tagger or u2tf row is cut at a word") {
		t.Errorf("exit %d, help:\n%s", code, help)
	}
}

// TestTrainDerivedWithoutTrainRowsNamesTheParent: a u2tf version of a
// prep text --split-by-id validation=50,test=50 run was refused with
// "give a version with a train split (prep ...)" alone, where derive keeps
// its parent's splits: the line names the parent to prep again and derive.
func TestTrainDerivedWithoutTrainRowsNamesTheParent(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "c.txt", "We paid $12 on May 3, 2020.\nThe train leaves at 7:45 p.m.\nAbout 25% of 40 students passed.\nShe ran 5 km in 2 hours.\n")
	parent := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "o"), "--split-by-id", "validation=50,test=50", "--runner", "direct")
	child := prepOK(t, "derive", "u2tf", "--from", parent, "--runner", "direct")
	code, _, errs := runTrainCmd(t, context.Background(), "--dataset", child, "--model", "u2tf", "--out", filepath.Join(tmp, "run"), "--cache", filepath.Join(tmp, "cache"), "--dry-run", "--quiet")
	want := "give a version with a train split (prep text --split-by-id train=98,validation=1,test=1, or --split train); derive keeps its parent's splits: prep the corpus of its parent, version " + filepath.Base(parent) + ", with a train split and derive again"
	if code != 1 || !strings.Contains(errs, want) || strings.Count(strings.TrimSpace(errs), "\n") > 1 {
		t.Errorf("exit %d, stderr %q; want %q", code, errs, want)
	}
	// derive u2tf counts a sentence's classifier row and its span rows;
	// the line says it counts sentences and gives the span rows beside
	// them (it said "2 validation, 2 test rows" where derive said 7, qa92).
	if !regexp.MustCompile(`it has \d+ validation, \d+ test sentences and \d+ validation, \d+ test span rows`).MatchString(errs) {
		t.Errorf("stderr %q: want the sentences and the span rows counted apart", errs)
	}
}

// TestTrainU2TFWithoutSpansIsRefused: a u2tf version whose train rows hold
// no ITN span (a corpus without numbers, dates or amounts) was launched: the
// program loaded torch, trained the classifier's BPE and stopped on
// "STAGE/train.spans.jsonl: no training rows", a cache file the user never
// named (2026-12-02, train48). It is refused after staging, in one line
// saying what the version lacks, and leaves no --out folder.
func TestTrainU2TFWithoutSpansIsRefused(t *testing.T) {
	tmp := t.TempDir()
	var b strings.Builder
	words := strings.Fields("the cat sat on a mat and then it ran away from home quickly today")
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "The %s %s on the %s.\n", words[i%len(words)], words[(i*7+3)%len(words)], words[(i*5+1)%len(words)])
	}
	in := writeFile(t, tmp, "plain.txt", b.String())
	parent := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "o"), "--split-by-id", "train=80,validation=10,test=10", "--runner", "direct")
	child := prepOK(t, "derive", "u2tf", "--from", parent, "--runner", "direct")
	run := filepath.Join(tmp, "run")
	code, _, errs := runTrainCmd(t, context.Background(), "--dataset", child, "--model", "u2tf", "--out", run, "--cache", filepath.Join(tmp, "cache"), "--dry-run", "--quiet")
	want := "has no ITN span in its "
	if code != 1 || !strings.Contains(errs, want) || !strings.Contains(errs, "the Universal-2-TF span model learns from the spans alone") || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
		t.Errorf("exit %d, stderr %q; want one line with %q", code, errs, want)
	}
	if _, err := os.Stat(run); !os.IsNotExist(err) {
		t.Errorf("a refused version left --out %s (%v)", run, err)
	}
}

// TestTrainNoTestRowsSaysWhatTheParentHas: the warning on a derived
// version without test rows reads the parent's manifest and says which
// cause it is: the demo's tagger version, whose 4 test rows derive
// rejected (tag_oov), and a u2tf version of a parent without a test
// split. It said "its parent ... has test rows only if derive rejected
// them all: otherwise prep ..." for both (2026-12-01).
func TestTrainNoTestRowsSaysWhatTheParentHas(t *testing.T) {
	tmp := t.TempDir()
	gtn := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", filepath.Join(tmp, "o"), "--runner", "direct")
	tagger := prepOK(t, "derive", "tagger", "--from", gtn, "--max-reject-rate", "1", "--runner", "direct")
	code, _, errs := runTrainCmd(t, context.Background(), "--dataset", tagger, "--model", "tagger", "--out", filepath.Join(tmp, "run1"), "--cache", filepath.Join(tmp, "cache"), "--dry-run", "--quiet")
	if want := "; derive rejected all 4 test rows of its parent " + gtn + " (itnprep versions head " + tagger + " --rejects says why)"; code != 0 || !strings.Contains(errs, want) {
		t.Errorf("tagger: exit %d, stderr %q; want %q", code, errs, want)
	}
	in := writeFile(t, tmp, "c.txt", "We paid $12 on May 3, 2020.\nThe train leaves at 7:45 p.m.\nAbout 25% of 40 students passed.\nShe ran 5 km in 2 hours.\n")
	parent := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "o"), "--split-by-id", "train=99,validation=1", "--runner", "direct")
	child := prepOK(t, "derive", "u2tf", "--from", parent, "--runner", "direct")
	code, _, errs = runTrainCmd(t, context.Background(), "--dataset", child, "--model", "u2tf", "--out", filepath.Join(tmp, "run2"), "--cache", filepath.Join(tmp, "cache"), "--dry-run", "--quiet")
	if want := "; its parent " + parent + " has no test rows either (derive keeps its parent's splits): prep the corpus with a test split"; code != 0 || !strings.Contains(errs, want) {
		t.Errorf("u2tf: exit %d, stderr %q; want %q", code, errs, want)
	}
}
