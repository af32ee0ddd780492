package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/itnprep/itnprep/internal/buildinfo"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/trainer"
)

func init() {
	register(&command{
		name:    "train",
		summary: "stage a dataset version and train (or fine-tune) a model: seq2seq, Thutmose tagger or Universal-2-TF",
		run:     runTrain,
	})
}

type trainFlags struct {
	dataset, testDataset, out, model, recipe, init, launcher, cache, python string
	gpus                                                                    int
	dryRun, quiet, resume                                                   bool
	grace                                                                   time.Duration
	hyper                                                                   trainer.Hyper
	slurm                                                                   trainer.SlurmOptions
	k8s                                                                     trainer.K8sOptions
	pythonSet                                                               bool
}

func runTrain(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train", "train --dataset VERSION_DIR [--model seq2seq|tagger|u2tf] --recipe small|large --out RUN_DIR [--init CHECKPOINT|RUN_DIR] [--gpus N] [--launcher local|torchrun|slurm|k8s] [--dry-run]", stderr, false)
	var f trainFlags
	fs.StringVar(&f.dataset, "dataset", "", "dataset version folder (holds manifest.json)")
	fs.StringVar(&f.testDataset, "test-dataset", "", "decode this version's test split instead of --dataset's (a held-out set; same design)")
	fs.StringVar(&f.out, "out", "", "run folder: run.json, train.log, checkpoints/, predictions.jsonl")
	fs.StringVar(&f.model, "model", trainer.Seq2Seq, "design: seq2seq (Suter & Novak; any prep version), tagger (Thutmose; a derive tagger version) or u2tf (Universal-2-TF; a derive u2tf version)")
	fs.StringVar(&f.recipe, "recipe", "small", "model recipe: small (3+3 layers, 256) or large (6+6, 512)")
	fs.StringVar(&f.init, "init", "", "checkpoint (or run folder) to fine-tune from; its BPE model is reused")
	fs.BoolVar(&f.resume, "resume", false, "continue an interrupted run in --out from its last checkpoint")
	fs.IntVar(&f.gpus, "gpus", 1, "GPUs to use; 0 = CPU; >1 uses torchrun (the program falls back to CPU when no GPU is visible)")
	fs.StringVar(&f.launcher, "launcher", "", "local, torchrun, slurm or k8s (default: torchrun when --gpus > 1, else local)")
	fs.BoolVar(&f.dryRun, "dry-run", false, "print the exact command (or job spec) and stop; nothing is written")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress output")
	fs.StringVar(&f.cache, "cache", "", "staging cache folder (default $XDG_CACHE_HOME/itnprep/stage)")
	fs.StringVar(&f.python, "python", "/usr/bin/python3", "Python with PyTorch and sentencepiece (k8s default: python3 of the image)")
	fs.DurationVar(&f.grace, "grace", 60*time.Second, "after Ctrl-C, how long the program may take to save before it is killed")

	h := &f.hyper
	fs.IntVar(&h.MaxSteps, "max-steps", 0, "parameter updates (0 = --max-epochs)")
	fs.IntVar(&h.MaxEpochs, "max-epochs", 0, "epochs when --max-steps is 0 (0 = the program default, 10)")
	fs.IntVar(&h.BatchTokens, "batch-tokens", 0, "padded tokens per batch (0 = the program default, 3584)")
	fs.IntVar(&h.Accum, "accum", 0, "batches per update, gradient accumulation (0 = the program default, 16)")
	fs.Float64Var(&h.LR, "lr", 0, "peak learning rate (0 = the program default, 1e-3)")
	fs.IntVar(&h.Warmup, "warmup", 0, "warm-up updates of the inverse-sqrt schedule (0 = the program default, 4000)")
	fs.IntVar(&h.VocabSize, "vocab-size", 0, "BPE pieces (0 = the program default, 10000; lowered when the text is too small, see run.json start.vocab_size)")
	fs.IntVar(&h.MaxLen, "max-len", 0, "pieces per side; longer pairs are truncated (0 = the program default, 256)")
	fs.Float64Var(&h.LabelSmoothing, "label-smoothing", 0, "label smoothing (0 = none)")
	fs.Float64Var(&h.ClipNorm, "clip-norm", 0, "gradient norm clipping (0 = off)")
	fs.IntVar(&h.Seed, "seed", 1, "seed for BPE, initialisation, batching and dropout")
	fs.IntVar(&h.Layers, "layers", 0, "override the recipe's layers per side (smoke tests)")
	fs.IntVar(&h.DModel, "d-model", 0, "override the recipe's model size")
	fs.IntVar(&h.FFN, "ffn", 0, "override the recipe's feed-forward size")
	fs.IntVar(&h.Heads, "heads", 0, "override the recipe's attention heads")
	fs.IntVar(&h.LogEvery, "log-every", 0, "updates between progress lines (0 = the program default, 10)")
	fs.IntVar(&h.ValidEvery, "valid-every", 0, "updates between validation losses (0 = the program default, 1000)")
	fs.IntVar(&h.SaveEvery, "save-every", 0, "updates between checkpoints (0 = the program default, 1000)")
	fs.IntVar(&h.DecodeLimit, "decode-limit", 0, "decode only the first N test rows (0 = all)")
	fs.IntVar(&h.Threads, "threads", 0, "CPU threads for PyTorch (0 = its default)")
	fs.IntVar(&h.Workers, "workers", 0, "DataLoader worker processes (0 = the program's choice: none on CPU, up to 4 per GPU; -1 = none)")
	fs.Float64Var(&h.MaxMinutes, "max-minutes", 0, "stop training after this many minutes, a fixed budget (u2tf: half per stage; 0 = no limit)")

	fs.StringVar(&f.slurm.Partition, "slurm-partition", "", "Slurm partition")
	fs.StringVar(&f.slurm.Time, "slurm-time", "", "Slurm time limit, e.g. 24:00:00")
	fs.IntVar(&f.slurm.CPUs, "slurm-cpus", 8, "Slurm --cpus-per-task")
	fs.StringVar(&f.slurm.Mem, "slurm-mem", "", "Slurm --mem, e.g. 64G")
	fs.StringVar(&f.k8s.Image, "k8s-image", "", "container image with PyTorch and sentencepiece (required for k8s)")
	fs.StringVar(&f.k8s.Namespace, "k8s-namespace", "", "Kubernetes namespace")
	fs.StringVar(&f.k8s.ClaimName, "k8s-claim", "", "PersistentVolumeClaim holding the run folder, cache and checkpoints")
	fs.StringVar(&f.k8s.MountPath, "k8s-mount", "", "where the claim is mounted, in the pod and here (paths stay the same)")
	fs.StringVar(&f.k8s.CPU, "k8s-cpu", "", "CPU request, e.g. 8")
	fs.StringVar(&f.k8s.Memory, "k8s-memory", "", "memory request and limit, e.g. 64Gi")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	fs.Visit(func(fl *flag.Flag) {
		if fl.Name == "python" {
			f.pythonSet = true
		}
	})
	return train(ctx, f, stdout, stderr)
}

func train(ctx context.Context, f trainFlags, stdout, stderr io.Writer) error {
	switch {
	case f.dataset == "":
		return fmt.Errorf("%w: --dataset is required", errUsage)
	case f.out == "":
		return fmt.Errorf("%w: --out is required", errUsage)
	case trainer.CheckDesign(f.model) != nil:
		return fmt.Errorf("%w: %v", errUsage, trainer.CheckDesign(f.model))
	case f.recipe != "small" && f.recipe != "large":
		return fmt.Errorf("%w: --recipe must be small or large, not %q", errUsage, f.recipe)
	case f.gpus < 0:
		return fmt.Errorf("%w: --gpus must be 0 or more", errUsage)
	case f.init != "" && f.resume:
		return fmt.Errorf("%w: --init starts a new run from a checkpoint; --resume continues --out's own: choose one", errUsage)
	}
	if f.launcher == "" {
		f.launcher = trainer.Local
		if f.gpus > 1 {
			f.launcher = trainer.Torchrun
		}
	}
	switch f.launcher {
	case trainer.Local, trainer.Torchrun, trainer.Slurm:
	case trainer.K8s:
		if f.k8s.Image == "" {
			return fmt.Errorf("%w: --launcher k8s needs --k8s-image", errUsage)
		}
		if (f.k8s.ClaimName == "") != (f.k8s.MountPath == "") {
			return fmt.Errorf("%w: --k8s-claim and --k8s-mount go together", errUsage)
		}
		if !f.pythonSet {
			f.python = "python3"
		}
	default:
		return fmt.Errorf("%w: --launcher must be local, torchrun, slurm or k8s, not %q", errUsage, f.launcher)
	}
	if f.launcher == trainer.Local && f.gpus > 1 {
		return fmt.Errorf("%w: --gpus %d needs --launcher torchrun (or slurm/k8s)", errUsage, f.gpus)
	}

	var err error
	if f.dataset, err = resolveVersion(ctx, f.dataset); err != nil {
		return err
	}
	if f.testDataset, err = resolveVersion(ctx, f.testDataset); err != nil {
		return err
	}
	versionDir, err := filepath.Abs(f.dataset)
	if err != nil {
		return err
	}
	runDir, err := filepath.Abs(f.out)
	if err != nil {
		return err
	}
	manifest, manifestSum, err := trainer.ReadManifest(ctx, storage.FS{}, versionDir)
	if err != nil {
		return err
	}
	cacheRoot := f.cache
	if cacheRoot == "" {
		if cacheRoot, err = trainer.DefaultCacheRoot(); err != nil {
			return err
		}
	}
	if cacheRoot, err = filepath.Abs(cacheRoot); err != nil {
		return err
	}

	rec := &trainer.RunRecord{
		Format: trainer.RunRecordFormat, RunDir: runDir, Status: "running",
		Dataset: trainer.DatasetRef{VersionID: manifest.VersionID, Path: versionDir, ManifestSHA256: manifestSum, StagedDir: trainer.StageDir(cacheRoot, manifest.VersionID, f.model)},
		Design:  f.model, Recipe: f.recipe, Hyper: f.hyper, GPUs: f.gpus, Launcher: f.launcher,
		Code: buildinfo.Get(), ProgramSHA256: trainer.ScriptSHA256(), Python: f.python,
	}
	if f.testDataset != "" {
		p, err := filepath.Abs(f.testDataset)
		if err != nil {
			return err
		}
		tm, tsum, err := trainer.ReadManifest(ctx, storage.FS{}, p)
		if err != nil {
			return err
		}
		rec.TestDataset = &trainer.DatasetRef{VersionID: tm.VersionID, Path: p, ManifestSHA256: tsum, StagedDir: trainer.StageDir(cacheRoot, tm.VersionID, f.model)}
	}
	if f.init != "" {
		ckpt, err := trainer.ResolveCheckpoint(f.init)
		if err != nil {
			return err
		}
		meta, err := trainer.ReadCheckpointMeta(ckpt)
		if err != nil {
			return err
		}
		// A seq2seq checkpoint may start a tagger (its encoder initialises
		// the tagger's); otherwise designs must match.
		if d := meta.CheckpointDesign(); d != f.model && (d != trainer.Seq2Seq || f.model != trainer.Tagger) {
			return fmt.Errorf("%w: --init %s is a %s checkpoint; it cannot start a --model %s run", errUsage, ckpt, d, f.model)
		}
		rec.Init = &trainer.InitRef{Checkpoint: ckpt, Step: meta.Step, Lineage: meta.Lineage, Recipe: meta.Recipe, Design: meta.CheckpointDesign()}
		rec.Lineage = append(rec.Lineage, meta.Lineage...)
		if meta.Recipe != "" && meta.Recipe != f.recipe {
			rec.Notes = append(rec.Notes, fmt.Sprintf("--recipe %s ignored for the architecture: the init checkpoint's (%s) is kept", f.recipe, meta.Recipe))
		}
	}
	last := filepath.Join(runDir, "checkpoints", "last.pt")
	if f.resume {
		if meta, err := trainer.ReadCheckpointMeta(last); err == nil {
			if d := meta.CheckpointDesign(); d != f.model {
				return fmt.Errorf("%w: %s holds a %s run; resume it with --model %s", errUsage, runDir, d, d)
			}
			rec.Lineage = append(rec.Lineage, meta.Lineage...)
		}
	}
	if n := len(rec.Lineage); n == 0 || rec.Lineage[n-1] != manifest.VersionID {
		rec.Lineage = append(rec.Lineage, manifest.VersionID)
	}

	spec := trainer.Spec{
		Python: f.python, Script: filepath.Join(runDir, "trainer", trainer.ScriptName),
		DataDir: rec.Dataset.StagedDir, OutDir: runDir, Model: f.model, Recipe: f.recipe, Resume: f.resume,
		DatasetVersionID: manifest.VersionID, GPUs: f.gpus, Hyper: f.hyper,
	}
	if rec.TestDataset != nil {
		spec.TestDataDir = rec.TestDataset.StagedDir
	}
	if rec.Init != nil {
		spec.Init = rec.Init.Checkpoint
	}
	jobName := trainer.JobName(runDir, manifest.VersionID)
	f.slurm.JobName, f.k8s.JobName = jobName, jobName
	if f.launcher == trainer.K8s && f.k8s.MountPath != "" {
		for _, p := range []string{runDir, cacheRoot, spec.Init} {
			if p != "" && !within(p, f.k8s.MountPath) {
				return fmt.Errorf("%w: %s is outside --k8s-mount %s, so the pod would not see it", errUsage, p, f.k8s.MountPath)
			}
		}
	}

	// The job description first: --dry-run prints it and writes nothing.
	var argv []string
	var jobSpec []byte
	switch f.launcher {
	case trainer.Local, trainer.Torchrun:
		if argv, err = spec.Argv(f.launcher); err != nil {
			return err
		}
		jobSpec = []byte(trainer.ShellJoin(argv) + "\n")
	case trainer.Slurm:
		s, err := spec.SlurmScript(f.slurm)
		if err != nil {
			return err
		}
		jobSpec = []byte(s)
	case trainer.K8s:
		if jobSpec, err = spec.K8sJob(f.k8s); err != nil {
			return err
		}
	}
	if f.dryRun {
		_, err := stdout.Write(jobSpec)
		return err
	}

	if !f.resume {
		if _, err := os.Stat(last); err == nil {
			return fmt.Errorf("%s already holds a run (%s); use --resume to continue it or another --out", runDir, last)
		}
	}
	if err := os.MkdirAll(runDir, 0o755); err != nil {
		return err
	}
	say := func(format string, a ...any) {
		if !f.quiet {
			fmt.Fprintf(stderr, format+"\n", a...)
		}
	}
	say("verifying and staging dataset version %s", manifest.VersionID)
	staged, err := trainer.Stage(ctx, storage.FS{}, versionDir, cacheRoot, f.model)
	if err != nil {
		return err
	}
	rec.Dataset.Rows = staged.Record.Rows
	if staged.Record.Rows["train"] == 0 {
		return fmt.Errorf("dataset version %s has no non-empty train rows", manifest.VersionID)
	}
	if rec.TestDataset != nil {
		say("verifying and staging the test version %s", rec.TestDataset.VersionID)
		st, err := trainer.Stage(ctx, storage.FS{}, rec.TestDataset.Path, cacheRoot, f.model)
		if err != nil {
			return fmt.Errorf("--test-dataset: %w", err)
		}
		rec.TestDataset.Rows = st.Record.Rows
		if st.Record.Rows["test"] == 0 {
			return fmt.Errorf("--test-dataset %s has no test rows", rec.TestDataset.Path)
		}
	}
	if staged.Reused {
		say("staged splits reused from %s", staged.Dir)
	} else {
		say("staged %d train, %d validation, %d test rows in %s", staged.Record.Rows["train"], staged.Record.Rows["validation"], staged.Record.Rows["test"], staged.Dir)
	}
	if staged.Record.SkippedEmpty > 0 {
		rec.Notes = append(rec.Notes, fmt.Sprintf("%d rows with an empty spoken or written side were left out of staging", staged.Record.SkippedEmpty))
	}
	for split, n := range staged.Record.IgnoredSplits {
		rec.Notes = append(rec.Notes, fmt.Sprintf("split %q (%d rows) is not train/validation/test and was not staged", split, n))
	}
	if _, err := trainer.WriteScript(filepath.Dir(spec.Script)); err != nil {
		return err
	}
	rec.StartedAt = time.Now().UTC()
	rec.Argv = argv

	switch f.launcher {
	case trainer.Slurm, trainer.K8s:
		return submit(ctx, f, rec, jobSpec, stdout, stderr)
	}
	if err := rec.Write(); err != nil {
		return err
	}
	runErr := runLocal(ctx, f, rec, argv, stdout, stderr)
	end := time.Now().UTC()
	rec.EndedAt = &end
	var ee *trainer.ExitError
	switch {
	case runErr == nil:
		rec.Status = "succeeded"
	case errors.As(runErr, &ee) && ee.Interrupted:
		rec.Status, rec.ExitCode = "interrupted", ee.Code
	case errors.As(runErr, &ee):
		rec.Status, rec.ExitCode = "failed", ee.Code
	default:
		rec.Status, rec.ExitCode = "failed", 1
		rec.Notes = append(rec.Notes, runErr.Error())
	}
	if runErr == nil && rec.PredictionsRaw != "" {
		// The tagger's tags and u2tf's labels and span outputs become written
		// text through the derive steps' own realization, here in Go.
		out := filepath.Join(runDir, "predictions.jsonl")
		if n, err := trainer.RealizePredictions(rec.Design, rec.PredictionsRaw, out); err != nil {
			rec.Notes = append(rec.Notes, fmt.Sprintf("predictions not realized (so not scored): %v", err))
		} else {
			rec.Predictions = out
			say("realized %d %s predictions into %s", n, rec.Design, out)
		}
	}
	if runErr == nil && rec.Predictions != "" {
		scorePredictions(ctx, rec)
	}
	if err := rec.Write(); err != nil && runErr == nil {
		return err
	}
	if runErr == nil {
		fmt.Fprintln(stdout, runDir)
	}
	return runErr
}

// runLocal runs the program as a child process, shows its progress, keeps
// its start and final events for the run record, and tees everything it
// prints to RUN_DIR/train.log.
func runLocal(ctx context.Context, f trainFlags, rec *trainer.RunRecord, argv []string, stdout, stderr io.Writer) error {
	logf, err := os.OpenFile(filepath.Join(rec.RunDir, "train.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer logf.Close()
	fmt.Fprintf(logf, "# %s itnprep train: %s\n", time.Now().UTC().Format(time.RFC3339), trainer.ShellJoin(argv))

	var bar *progressbar.ProgressBar
	useBar := !f.quiet && isTerminal(stdout)
	onEvent := func(e trainer.Event) {
		switch e.Name {
		case "start":
			rec.Start = e.Raw
			_ = rec.Write()
			if useBar {
				bar = progressbar.NewOptions64(e.MaxSteps,
					progressbar.OptionSetWriter(stdout), progressbar.OptionSetDescription("train"),
					progressbar.OptionShowCount(), progressbar.OptionSetPredictTime(true),
					progressbar.OptionThrottle(200*time.Millisecond), progressbar.OptionFullWidth())
				_ = bar.Set64(startStep(e.Raw))
			}
		case "step":
			if bar != nil {
				bar.Describe(fmt.Sprintf("loss %.3f %s tok/s", e.Loss, humanRate(e.TokensPerS)))
				_ = bar.Set64(e.Step)
			} else if !f.quiet {
				fmt.Fprintf(stdout, "step %d/%d loss %.4f %s tok/s\n", e.Step, e.MaxSteps, e.Loss, humanRate(e.TokensPerS))
			}
		case "done", "interrupted":
			rec.Final = e.Raw
			var d struct {
				Predictions    string `json:"predictions"`
				PredictionsRaw string `json:"predictions_raw"`
			}
			if json.Unmarshal(e.Raw, &d) == nil {
				rec.Predictions, rec.PredictionsRaw = d.Predictions, d.PredictionsRaw
			}
		}
	}
	childErr := io.Writer(nil)
	if !f.quiet {
		childErr = stderr
	}
	p := trainer.Process{Argv: argv, Dir: rec.RunDir, Log: logf, Stderr: childErr, OnEvent: onEvent, Grace: f.grace,
		Env: []string{"PYTHONUNBUFFERED=1", "PYTHONDONTWRITEBYTECODE=1"}}
	err = p.Run(ctx)
	if bar != nil {
		_ = bar.Finish()
		fmt.Fprintln(stdout)
	}
	return err
}

// scorePredictions fills the run record's metric table by running
// `itnprep evaluate --in PREDICTIONS --json` in process. evaluate is looked up
// at run time: a build without it records a note pointing at the
// predictions instead of numbers nobody computed, and a scoring failure is
// noted without failing the finished training.
func scorePredictions(ctx context.Context, rec *trainer.RunRecord) {
	c, ok := commands["evaluate"]
	if !ok {
		rec.Notes = append(rec.Notes, "metrics not computed: this itnprep build has no evaluate command; score with `itnprep evaluate --in "+rec.Predictions+"`")
		return
	}
	var out, errb bytes.Buffer
	if err := c.run(ctx, []string{"--in", rec.Predictions, "--json"}, &out, &errb); err != nil {
		rec.Notes = append(rec.Notes, fmt.Sprintf("itnprep evaluate failed: %v %s", err, strings.TrimSpace(errb.String())))
		return
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, out.Bytes()); err != nil {
		rec.Notes = append(rec.Notes, "itnprep evaluate --json printed no JSON: "+err.Error())
		return
	}
	rec.Metrics = compact.Bytes()
}

// submit writes the batch script or Job manifest into the run folder and
// hands it to sbatch / kubectl when they are installed.
func submit(ctx context.Context, f trainFlags, rec *trainer.RunRecord, jobSpec []byte, stdout, stderr io.Writer) error {
	name, tool, args := "train.sbatch", "sbatch", []string{"--parsable"}
	if f.launcher == trainer.K8s {
		name, tool, args = "job.json", "kubectl", []string{"apply", "-o", "name", "-f"}
	}
	specPath := filepath.Join(rec.RunDir, name)
	if err := os.WriteFile(specPath, jobSpec, 0o644); err != nil {
		return err
	}
	rec.JobSpec = specPath
	rec.Status = "written"
	bin, err := exec.LookPath(tool)
	if err != nil {
		rec.Notes = append(rec.Notes, fmt.Sprintf("%s not found on PATH: submit %s yourself", tool, specPath))
		if err := rec.Write(); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "%s not found on PATH; the job is written to %s\n", tool, specPath)
		fmt.Fprintln(stdout, specPath)
		return nil
	}
	var out, errb bytes.Buffer
	cmd := exec.CommandContext(ctx, bin, append(args, specPath)...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		rec.Status = "submit-failed"
		rec.Notes = append(rec.Notes, fmt.Sprintf("%s failed: %v: %s", tool, err, strings.TrimSpace(errb.String())))
		_ = rec.Write()
		return fmt.Errorf("%s %s: %v: %s", tool, specPath, err, strings.TrimSpace(errb.String()))
	}
	rec.Status = "submitted"
	rec.JobID = strings.TrimSpace(out.String())
	if err := rec.Write(); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "submitted %s (%s); progress in %s\n", rec.JobID, specPath, rec.RunDir)
	fmt.Fprintln(stdout, rec.JobID)
	return nil
}

func startStep(raw json.RawMessage) int64 {
	var s struct {
		StartStep int64 `json:"start_step"`
	}
	_ = json.Unmarshal(raw, &s)
	return s.StartStep
}

func humanRate(r float64) string {
	if r >= 1000 {
		return fmt.Sprintf("%.1fk", r/1000)
	}
	return fmt.Sprintf("%.0f", r)
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

func within(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}
