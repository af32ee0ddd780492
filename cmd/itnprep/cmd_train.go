package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/itnprep/itnprep/internal/progress"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/trainer"
)

func init() {
	register(&command{
		name:    "train",
		summary: "stage a dataset version and train (or fine-tune) a model: seq2seq, Thutmose tagger or Universal-2-TF",
		run:     runTrain,
		// A second Ctrl-C kills the training program's process group
		// (secondInterrupt), which exiting at once would leave running.
		ownsSecondInterrupt: true,
	})
}

// trainFlags are train's flags: the launch (trainer.Options) and how the
// CLI shows it.
type trainFlags struct {
	options       trainer.Options
	dryRun, quiet bool
	grace         time.Duration
	pythonSet     bool
}

func runTrain(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train", "train --dataset VERSION_DIR --output RUN_DIR [--model seq2seq|tagger|u2tf] [--recipe small|large] [--test-dataset VERSION_DIR] [--init CHECKPOINT|RUN_DIR | --resume] [--gpus N] [--launcher local|torchrun|slurm|k8s] [--dry-run] [hyperparameter, launcher and other flags]\n\n"+
		"Verifies the dataset version, stages its splits for the design, launches the training program\n"+
		"(locally, under torchrun, or as a Slurm or Kubernetes job), records RUN_DIR/run.json and, after a\n"+
		"local run, scores the test split's predictions (docs/TRAINING.md).", stdout, false)
	var f trainFlags
	f.register(fs)
	registerHyperFlags(fs, &f.options.Hyper)
	registerClusterFlags(fs, &f.options)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if f.grace < 0 {
		// A negative grace killed the program at the first Ctrl-C
		// without a word, as 0 does.
		return fmt.Errorf("%w: --grace must be 0 (kill at once) or more, got %s", errUsage, f.grace)
	}
	f.options.GPUsDefault = true
	fs.Visit(func(fl *flag.Flag) {
		switch fl.Name {
		case "python":
			f.pythonSet = true
		case "gpus":
			f.options.GPUsDefault = false
		}
	})
	return train(ctx, f, stdout, stderr)
}

func (f *trainFlags) register(fs *flag.FlagSet) {
	o := &f.options
	pathVar(fs, &o.Dataset, "dataset", "", "dataset version: a folder (holds manifest.json; local, gs://, s3://) or a tag, OUT/NAME@TAG")
	pathVar(fs, &o.TestDataset, "test-dataset", "", "decode this version's test split instead of --dataset's (a held-out set: a version of the same design, or any prep version, whose references keep the case and punctuation a tagger never writes: docs/TRAINING.md; a folder or OUT/NAME@TAG)")
	localPathVar(fs, &o.Out, "out", "", "run folder: run.json, train.log, checkpoints/, predictions.jsonl",
		"the training program (a local process, or a Slurm or Kubernetes job on a shared mount) writes its log and checkpoints there as it runs; copy the folder to an object store afterwards")
	fs.StringVar(&o.Design, "model", trainer.Seq2Seq, "design: seq2seq (Suter & Novak; any prep version), tagger (Thutmose; a derive tagger version) or u2tf (Universal-2-TF; a derive u2tf version)")
	fs.StringVar(&o.Recipe, "recipe", "small", "model recipe: small or large (seq2seq: 3+3 layers of 256 or 6+6 of 512; the tagger's and u2tf's encoders: 3 of 256 or 12 of 768; docs/TRAINING.md)")
	localPathVar(fs, &o.Init, "init", "", "checkpoint (or run folder) to fine-tune from; its BPE model is reused",
		"the training program loads the checkpoint with PyTorch's own file access")
	fs.BoolVar(&o.Resume, "resume", false, "continue an interrupted run in --out from its last checkpoint")
	fs.IntVar(&o.GPUs, "gpus", 1, "GPUs to use; 0 = CPU; >1 uses torchrun (the program falls back to CPU when no GPU is visible; run.json records the device used)")
	fs.StringVar(&o.Launcher, "launcher", "", "local, torchrun, slurm or k8s (default: torchrun when --gpus > 1, else local)")
	fs.BoolVar(&f.dryRun, "dry-run", false, "do everything up to launching (checks, verify and stage the data, write the program, the Slurm script or Job manifest and RUN_DIR/dry-run.json), print the exact command (or job spec) and stop")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress output")
	localPathVar(fs, &o.Cache, "cache", "", "staging cache folder (default $XDG_CACHE_HOME/itnprep/stage)",
		"the training program reads the staged splits from it; --dataset itself may be on gs:// or s3://")
	localPathVar(fs, &o.Python, "python", "", "Python with PyTorch and sentencepiece (default: /usr/bin/python3, or python3 on PATH when only that one imports both; slurm: /usr/bin/python3; k8s: python3 of the image)",
		"a program this machine (or the job's node) runs")
	fs.DurationVar(&f.grace, "grace", 60*time.Second, "after Ctrl-C, how long the program may take to save before it is killed")
}

func registerHyperFlags(fs *flag.FlagSet, h *trainer.Hyper) {
	fs.IntVar(&h.MaxSteps, "max-steps", 0, "parameter updates (0 = --max-epochs)")
	fs.IntVar(&h.MaxEpochs, "max-epochs", 0, "epochs when --max-steps is 0 (0 = the program default, 10)")
	fs.IntVar(&h.BatchTokens, "batch-tokens", 0, "padded tokens per batch (0 = the program default, 3584)")
	fs.IntVar(&h.Accum, "accum", 0, "batches per update, gradient accumulation (0 = the program default, 16)")
	fs.Float64Var(&h.LR, "lr", 0, "peak learning rate (0 = the program default, 1e-3)")
	fs.IntVar(&h.Warmup, "warmup", 0, "warm-up updates of the inverse-sqrt schedule (0 = the program default, 4000)")
	fs.IntVar(&h.VocabSize, "vocab-size", 0, "BPE pieces (0 = the program default, 10000; lowered when the text is too small, see run.json start.vocab_size)")
	fs.IntVar(&h.MaxLen, "max-len", 0, "pieces per side (0 = the program default, 256): a longer training or validation pair (seq2seq) or row (tagger, u2tf) is left out and counted (cut, its sides no longer said the same, or a tag's chunk or an ITN span lost its end), a test pair cut on each side, a test row at a word")
	fs.Float64Var(&h.LabelSmoothing, "label-smoothing", 0, "label smoothing (0 = none)")
	fs.Float64Var(&h.ClipNorm, "clip-norm", 0, "gradient norm clipping (0 = off)")
	fs.IntVar(&h.Seed, "seed", 1, "seed for BPE, initialisation, batching and dropout")
	fs.IntVar(&h.Layers, "layers", 0, "override the recipe's layers per side (smoke tests; 0 = the recipe's: docs/TRAINING.md, Recipes)")
	fs.IntVar(&h.DModel, "d-model", 0, "override the recipe's model size (0 = the recipe's)")
	fs.IntVar(&h.FFN, "ffn", 0, "override the recipe's feed-forward size (0 = the recipe's)")
	fs.IntVar(&h.Heads, "heads", 0, "override the recipe's attention heads (they must divide the model size; 0 = the recipe's)")
	fs.IntVar(&h.LogEvery, "log-every", 0, "updates between progress lines (0 = the program default, 10)")
	fs.IntVar(&h.ValidEvery, "valid-every", 0, "updates between validation losses (0 = the program default, 1000)")
	fs.IntVar(&h.SaveEvery, "save-every", 0, "updates between checkpoints (0 = the program default, 1000)")
	fs.IntVar(&h.DecodeLimit, "decode-limit", 0, "decode only the first N test rows (0 = all)")
	fs.IntVar(&h.Threads, "threads", 0, "CPU threads for PyTorch (0 = its default)")
	fs.IntVar(&h.Workers, "workers", 0, "DataLoader worker processes (0 = the program's choice: none on CPU, up to 4 per GPU; -1 = none)")
	fs.Float64Var(&h.MaxMinutes, "max-minutes", 0, "stop training after this many minutes, a fixed budget (u2tf: half per stage; 0 = no limit)")
	fs.Float64Var(&h.MaxCPUMinutes, "max-cpu-minutes", 0, "stop training after this much CPU time of the program, all threads: a budget that a busy machine does not shrink (u2tf: half per stage; 0 = no limit)")
}

func registerClusterFlags(fs *flag.FlagSet, o *trainer.Options) {
	fs.StringVar(&o.Slurm.Partition, "slurm-partition", "", "Slurm partition")
	fs.StringVar(&o.Slurm.Time, "slurm-time", "", "Slurm time limit, e.g. 24:00:00")
	fs.IntVar(&o.Slurm.CPUs, "slurm-cpus", 8, "Slurm --cpus-per-task (0: none asked, Slurm's default)")
	fs.StringVar(&o.Slurm.Mem, "slurm-mem", "", "Slurm --mem, e.g. 64G")
	fs.StringVar(&o.K8s.Image, "k8s-image", "", "container image with PyTorch and sentencepiece (required for k8s)")
	fs.StringVar(&o.K8s.Namespace, "k8s-namespace", "", "Kubernetes namespace")
	fs.StringVar(&o.K8s.ClaimName, "k8s-claim", "", "PersistentVolumeClaim holding the run folder, cache and checkpoints")
	localPathVar(fs, &o.K8s.MountPath, "k8s-mount", "", "where the claim is mounted, in the pod and here (paths stay the same)",
		"a mount point of a volume, in the pod and on this machine")
	fs.StringVar(&o.K8s.CPU, "k8s-cpu", "", "CPU request, e.g. 8")
	fs.StringVar(&o.K8s.Memory, "k8s-memory", "", "memory request and limit, e.g. 64Gi")
}

// train prepares the launch (trainer.Prepare: checks, manifests, the job
// description), prints it on --dry-run, else runs it (trainer.Launch.Run)
// with a progress display and prints the run folder (or the written job
// spec, or the submitted job's id).
func train(ctx context.Context, f trainFlags, stdout, stderr io.Writer) error {
	o := f.options
	if o.Launcher == trainer.K8s && !f.pythonSet {
		o.Python = "python3" // the image's interpreter
	}
	o.FS = storage.FS{}
	// Named versions (OUT/NAME@TAG) resolve to their folders first.
	for _, p := range []*string{&o.Dataset, &o.TestDataset} {
		if *p == "" {
			continue
		}
		var err error
		if *p, err = resolveVersion(ctx, *p); err != nil {
			return err
		}
	}
	if err := checkNotInAVersion(ctx, "--out", o.Out, o.Dataset, o.TestDataset); err != nil {
		return err
	}
	l, err := trainer.Prepare(ctx, o)
	if err != nil {
		return trainError(err)
	}
	// Progress goes to stderr, the bar and the step lines: stdout is the
	// run folder alone (RUN_DIR=$(itnprep train ...)), which took the
	// step lines before it.
	p := newTrainProgress(stderr, f.quiet)
	p.err = stderr
	h := trainer.Hooks{OnEvent: p.event, Grace: f.grace,
		Warn: func(msg string) { p.println(stderr, "itnprep: warning: "+msg) }}
	if !f.quiet {
		h.Say = func(msg string) { p.println(stderr, "itnprep train: "+msg) }
		h.Stderr = stderr
	}
	if f.dryRun {
		return dryRun(ctx, l, h, f.quiet, stdout, stderr)
	}
	var stopListening func()
	h.Kill, stopListening = secondInterrupt(ctx, func(line string) { p.println(stderr, line) })
	runErr := l.Run(ctx, h)
	stopListening()
	p.finish()
	if runErr != nil {
		return trainError(runErr)
	}
	switch l.Record.Status {
	case "written":
		fmt.Fprintln(stdout, l.Record.JobSpec)
	case "submitted":
		fmt.Fprintln(stdout, l.Record.JobID)
	default:
		fmt.Fprintln(stdout, l.Record.RunDir)
	}
	return nil
}

// trainError makes the trainer's command-line mistakes (a
// *trainer.UsageError) usage errors (exit 2); other errors pass as they are.
func trainError(err error) error {
	var ue *trainer.UsageError
	if errors.As(err, &ue) {
		return fmt.Errorf("%w: %s", errUsage, ue.Msg)
	}
	return err
}

// secondInterrupt returns a channel closed when, after ctx is cancelled
// (the first Ctrl-C: the program saves and exits), the user presses
// Ctrl-C again: the launcher then kills the program instead of waiting out
// --grace. Calling stop ends the listening. The second signal comes from
// main's one listener (secondSignal), which also took the first: a
// listener of train's own, begun once ctx was done, missed a second Ctrl-C
// that came before it began. Without main's listener (a test calling
// dispatch) no second signal comes, and a cancelled run waits out --grace.
func secondInterrupt(ctx context.Context, println func(string)) (kill <-chan struct{}, stop func()) {
	k, stopped := make(chan struct{}), make(chan struct{})
	second := secondSignal(ctx)
	go func() {
		select {
		case <-ctx.Done():
		case <-stopped:
			return
		}
		println("itnprep: interrupted: the training program is saving a checkpoint; Ctrl-C again to kill it without saving")
		select {
		case <-second:
			close(k)
		case <-stopped:
		}
	}()
	return k, sync.OnceFunc(func() { close(stopped) })
}

// dryRun stages and writes everything a launch needs (trainer's DryRun)
// and prints what would run: the command line, the Slurm script or the
// Job manifest, then says on stderr what it wrote.
func dryRun(ctx context.Context, l *trainer.Launch, h trainer.Hooks, quiet bool, stdout, stderr io.Writer) error {
	wrote, err := l.DryRun(ctx, h)
	if err != nil {
		return trainError(err)
	}
	if _, err := stdout.Write(l.JobSpec); err != nil {
		return err
	}
	if !quiet {
		fmt.Fprintf(stderr, "itnprep: dry run, nothing launched: staged in %s; wrote %s; run the command above, or this itnprep command without --dry-run\n",
			l.Record.Dataset.StagedDir, strings.Join(wrote, ", "))
	}
	return nil
}

// trainProgress shows a local run's progress on stderr: a bar on a
// terminal, one line per logged update otherwise, nothing with --quiet.
type trainProgress struct {
	out    io.Writer
	quiet  bool
	useBar bool
	// start starts a bar (progress.Start; tests draw on a buffer)
	start func(io.Writer, progress.Config) *progress.Bar
	// mu guards bar: events come from the launcher's reader, messages
	// from the launch and the interrupt listener
	mu  sync.Mutex
	bar *progress.Bar
	// the last step seen and the run's steps: the final line says
	// "stopped after" unless they meet
	step, maxSteps int64
	// stage is the model being trained when a design trains two (u2tf:
	// classifier, then span; each counts its own steps)
	stage string
	// err takes the line saying what trains where (the start event's
	// device, threads, steps); nil says nothing (tests of the bar alone)
	err io.Writer
	// now is the clock of the time left on a step line (time.Now; tests
	// set their own); t0 and step0 are when and at which step the model
	// now training started, which its rate is counted from
	now   func() time.Time
	t0    time.Time
	step0 int64
}

func newTrainProgress(out io.Writer, quiet bool) *trainProgress {
	return &trainProgress{out: out, quiet: quiet, useBar: !quiet && progress.IsTerminal(out), start: progress.Start, now: time.Now}
}

// println prints a message line on w (stderr) above the bar, never
// appended to the bar's line on the terminal they share.
func (p *trainProgress) println(w io.Writer, line string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar.Above(w, line)
}

func (p *trainProgress) event(e trainer.Event) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch e.Name {
	case "start":
		start := trainer.ParseStartEvent(e.Raw)
		if first := start.FirstStage(); first != "" {
			p.stage = first
		}
		if p.err != nil && !p.quiet {
			// A newcomer's first run is often on a laptop's CPU: say
			// where it trains and how much before the first step line
			// (it said nothing: a --gpus 0 run drops the no-GPU line).
			p.bar.Above(p.err, "itnprep train: "+start.Line())
		}
		if p.now != nil {
			p.t0, p.step0 = p.now(), start.StartStep
		}
		if p.useBar {
			p.step, p.maxSteps = start.StartStep, e.MaxSteps
			p.bar = p.start(p.out, progress.Config{Label: strings.TrimSpace("train " + p.stage), Total: e.MaxSteps, Noun: "steps"})
			p.bar.Set(p.step, "")
		}
	case "step":
		if p.bar != nil && e.Stage != p.stage {
			// u2tf's second model: its steps count from 0 again.
			p.bar.Finish(true)
			p.step, p.maxSteps = 0, e.MaxSteps
			p.bar = p.start(p.out, progress.Config{Label: "train " + e.Stage, Total: e.MaxSteps, Noun: "steps"})
		}
		if e.Stage != p.stage && p.now != nil {
			// u2tf's span model: its own steps, its own rate, counted
			// from its first step line (its start is not an event).
			p.t0, p.step0 = p.now(), e.Step
		}
		p.stage = e.Stage
		if p.bar != nil {
			p.step = e.Step
			p.bar.Set(e.Step, fmt.Sprintf("loss %.3f  %s tok/s", e.Loss, humanRate(e.TokensPerS)))
		} else if !p.quiet {
			fmt.Fprintf(p.out, "%sstep %d/%d loss %.4f %s tok/s%s\n", stagePrefix(e.Stage), e.Step, e.MaxSteps, e.Loss, humanRate(e.TokensPerS), p.timeLeft(e))
		}
	case "done":
		// The program ran all its steps (updates are logged every
		// --log-every steps, so the last one seen may be earlier).
		// Training is over: the bar's last frame stays, with the
		// training's time, before the decoding and scoring lines (it went
		// on ticking through them, their lines appended to its own).
		p.step = p.maxSteps
		p.bar.Finish(p.maxSteps > 0)
	case "interrupted":
		p.bar.Finish(false)
	}
}

func (p *trainProgress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar.Finish(p.maxSteps > 0 && p.step >= p.maxSteps)
}

// timeLeft is ", about 1m20s left" on a step line without a bar (the
// bar has its ETA): the time per step since the model started, times the
// steps it has left. It says nothing before a step is done.
func (p *trainProgress) timeLeft(e trainer.Event) string {
	if p.now == nil || p.t0.IsZero() || e.Step <= p.step0 || e.MaxSteps <= e.Step {
		return ""
	}
	per := p.now().Sub(p.t0) / time.Duration(e.Step-p.step0)
	left := per * time.Duration(e.MaxSteps-e.Step)
	what := ""
	if e.Stage != "" {
		what = " of the " + e.Stage + " model"
	}
	return ", about " + progress.Duration(left) + " left" + what
}

func stagePrefix(stage string) string {
	if stage == "" {
		return ""
	}
	return stage + " "
}

func humanRate(r float64) string {
	if r >= 1000 {
		return fmt.Sprintf("%.1fk", r/1000)
	}
	return fmt.Sprintf("%.0f", r)
}
