package trainer

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/buildinfo"
	"github.com/itnprep/itnprep/internal/madedirs"
	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/internal/textcut"
	"golang.org/x/text/unicode/norm"
)

// Options is one training launch as `itnprep train` takes it: what to
// train on, where, with which design, recipe and launcher. Prepare checks
// it; zero values take the documented defaults.
type Options struct {
	Dataset     string // version folder (holds manifest.json)
	TestDataset string // held-out version whose test split is decoded, or ""
	Out         string // run folder
	Design      string // Seq2Seq (default), Tagger or U2TF
	Recipe      string // small (default) or large
	Init        string // checkpoint or run folder to fine-tune from, or ""
	Resume      bool
	GPUs        int // 0 = CPU
	// GPUsDefault: GPUs is the CLI's default (1), not the user's request;
	// a machine without a visible GPU then trains on the CPU with a line
	// saying so, not one about a --gpus the user never gave.
	GPUsDefault bool
	Launcher    string // Local, Torchrun, Slurm, K8s; "" = Torchrun when GPUs > 1, else Local
	Cache       string // staging cache root; "" = DefaultCacheRoot
	// Python is the interpreter inside the job; "" = DefaultPython, or for
	// the local and torchrun launchers python3 on PATH when only that one
	// can import torch and sentencepiece (ChoosePython).
	Python string
	Hyper  Hyper
	Slurm  SlurmOptions
	K8s    K8sOptions
	// FS reads the versions (storage.FS for URLs); nil = dataset.LocalFS.
	FS dataset.FS

	pythonNote string // why Python is not DefaultPython when it was chosen here
	// pythonChosen: Python was not given (--python) but chosen here, so a
	// missing-module hint names how it was chosen.
	pythonChosen bool
	// pythonImports: ChoosePython's pick answered that it imports torch
	// and sentencepiece, so the run does not ask it again (missingModules).
	pythonImports bool
}

// UsageError is a mistake in the Options (the CLI exits 2 on it).
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

func usage(format string, a ...any) error { return &UsageError{fmt.Sprintf(format, a...)} }

// Launch is a prepared training run: its record, the program's command
// line and the job description. Prepare writes nothing, so a dry run
// prints JobSpec and stops.
type Launch struct {
	Options
	Record   *RunRecord
	Spec     Spec
	Argv     []string // the local process (local, torchrun); nil for cluster launchers
	JobSpec  []byte   // the command line, Slurm script or k8s Job manifest
	manifest *dataset.Manifest
	cacheDir string
	// testDetached: --test-dataset is a prep gtn version made without
	// --detokenize, whose references keep punctuation as separate words.
	testDetached bool
	// testSource is the --test-dataset's source (its manifest's).
	testSource string
	// initNotes: what --init keeps from its checkpoint against the flags
	// (recipe, shape flags), said on stderr and noted in the record.
	initNotes []string
}

// Prepare checks o, reads the versions' manifests (and the init
// checkpoint's metadata), and builds the run record and the job
// description without writing anything.
func Prepare(ctx context.Context, o Options) (*Launch, error) {
	if err := o.defaults(ctx); err != nil {
		return nil, err
	}
	l := &Launch{Options: o}
	versionDir, err := versionPath(o.Dataset)
	if err != nil {
		return nil, err
	}
	runDir, err := filepath.Abs(o.Out)
	if err != nil {
		return nil, err
	}
	m, sum, err := ReadManifest(ctx, o.FS, versionDir)
	if err != nil {
		return nil, err
	}
	if err := CheckVersionKind(o.Design, m.Kind, false); err != nil {
		return nil, usage("--dataset %s: %v", o.Dataset, err)
	}
	l.manifest = m
	if l.cacheDir, err = cacheRoot(o.Cache); err != nil {
		return nil, err
	}
	l.Record = &RunRecord{
		Format: RunRecordFormat, RunDir: runDir, Status: "running",
		Dataset: datasetRef(m, versionDir, sum, l.cacheDir, o.Design),
		Design:  o.Design, Recipe: o.Recipe, Hyper: o.Hyper, GPUsRequested: o.GPUs, Launcher: o.Launcher,
		Code: buildinfo.Get(), ProgramSHA256: ScriptSHA256(), Python: o.Python,
	}
	if o.TestDataset != "" {
		if err := l.prepareTestDataset(ctx); err != nil {
			return nil, err
		}
	}
	if err := l.prepareLineage(); err != nil {
		return nil, err
	}
	if err := l.prepareJob(); err != nil {
		return nil, err
	}
	return l, nil
}

// defaults fills the zero values and rejects impossible combinations.
func (o *Options) defaults(ctx context.Context) error {
	if o.Design == "" {
		o.Design = Seq2Seq
	}
	if o.Recipe == "" {
		o.Recipe = "small"
	}
	if o.FS == nil {
		o.FS = dataset.LocalFS{}
	}
	// Required flags are named as train's help lists them first
	// (--output, not its alias --out), both at once when both are missing.
	switch {
	case o.Dataset == "" && o.Out == "":
		return usage("--dataset and --output are required")
	case o.Dataset == "":
		return usage("--dataset is required")
	case o.Out == "":
		return usage("--output is required")
	case CheckDesign(o.Design) != nil:
		return usage("%v", CheckDesign(o.Design))
	case o.Recipe != "small" && o.Recipe != "large":
		return usage("--recipe must be small or large, not %q", o.Recipe)
	case o.GPUs < 0:
		return usage("--gpus must be 0 or more")
	case o.Slurm.CPUs < 0:
		// It was dropped from the script without a word, as 0 is.
		return usage("--slurm-cpus must be 0 (none asked: Slurm's default) or more, got %d", o.Slurm.CPUs)
	case o.Init != "" && o.Resume:
		return usage("--init starts a new run from a checkpoint; --resume continues --out's own: choose one")
	}
	if err := CheckHyper(o.Design, o.Recipe, o.Hyper, o.Init != ""); err != nil {
		return err
	}
	if err := checkClusterFlags(o); err != nil {
		return err
	}
	// Folders the launch writes into: a file there failed after staging
	// ("mkdir X: not a directory", naming no flag).
	for _, f := range []struct{ flag, path string }{{"--out", o.Out}, {"--cache", o.Cache}} {
		if st, err := os.Stat(f.path); f.path != "" && err == nil && !st.IsDir() {
			return usage("%s %s is a file, not a folder", f.flag, f.path)
		}
	}
	if o.Launcher == "" {
		o.Launcher = Local
		if o.GPUs > 1 {
			o.Launcher = Torchrun
		}
	}
	switch o.Launcher {
	case Local, Torchrun, Slurm:
	case K8s:
		if o.K8s.Image == "" {
			return usage("--launcher k8s needs --k8s-image")
		}
		if (o.K8s.ClaimName == "") != (o.K8s.MountPath == "") {
			return usage("--k8s-claim and --k8s-mount go together")
		}
	default:
		return usage("--launcher must be local, torchrun, slurm or k8s, not %q", o.Launcher)
	}
	if o.Launcher == Local && o.GPUs > 1 {
		return usage("--gpus %d needs --launcher torchrun (or slurm/k8s)", o.GPUs)
	}
	if o.Python == "" {
		o.pythonChosen = true
		o.Python = DefaultPython
		if o.Launcher == Local || o.Launcher == Torchrun {
			o.Python, o.pythonNote, o.pythonImports = choosePython(ctx, DefaultPython, lookPython3)
		}
	}
	// The program starts in the run folder: a relative --python
	// (./venv/bin/python) is made absolute here, where the user meant it
	// ("fork/exec ./venv/bin/python: no such file or directory" after
	// staging, otherwise). A cluster job's interpreter is the node's.
	if (o.Launcher == Local || o.Launcher == Torchrun) && strings.ContainsRune(o.Python, filepath.Separator) && !filepath.IsAbs(o.Python) {
		p, err := filepath.Abs(o.Python)
		if err != nil {
			return err
		}
		o.Python = p
	}
	return nil
}

// versionPath makes a local version folder absolute (the run record and
// the job name it, from any working directory); a URL (gs://, s3://, read
// through Options.FS) stays as given: made absolute it would become a
// local path that does not exist.
func versionPath(p string) (string, error) {
	if dataset.IsURL(p) {
		return p, nil
	}
	return filepath.Abs(p)
}

func cacheRoot(dir string) (string, error) {
	if dir == "" {
		var err error
		if dir, err = DefaultCacheRoot(); err != nil {
			return "", err
		}
	}
	return filepath.Abs(dir)
}

func datasetRef(m *dataset.Manifest, dir, sum, cache, design string) DatasetRef {
	r := DatasetRef{VersionID: m.VersionID, Kind: m.Kind, Path: dir, ManifestSHA256: sum, StagedDir: StageDir(cache, m.VersionID, design)}
	if m.Parent != nil {
		r.ParentVersionID = m.Parent.VersionID
	}
	return r
}

func (l *Launch) prepareTestDataset(ctx context.Context) error {
	p, err := versionPath(l.TestDataset)
	if err != nil {
		return err
	}
	m, sum, err := ReadManifest(ctx, l.FS, p)
	if err != nil {
		return err
	}
	if err := CheckVersionKind(l.Design, m.Kind, true); err != nil {
		return usage("--test-dataset %s: %v", l.TestDataset, err)
	}
	ref := datasetRef(m, p, sum, l.cacheDir, l.Design)
	l.Record.TestDataset = &ref
	l.testDetached = m.Kind == "" && m.Source == "gtn" && m.Config["detokenize"] == "false"
	l.testSource = m.Source
	return nil
}

// prepSplitHint says how prep gives the corpus of a version from source
// (its manifest's, a derived version's its parent's) rows of split. prep
// gtn has no --split: the hint said "prep ... --split train" of a version
// made from NeMo's GoogleTN.json, every row test by --nemo-split's
// default, and prep gtn refuses that flag (2026-12-02, train48).
func prepSplitHint(source, split string) string {
	byID := "--split-by-id train=98,validation=1,test=1"
	switch source {
	case "gtn":
		return fmt.Sprintf("prep gtn %s; prep gtn has no --split: a raw GTN file's split is its name's, output-000NN-of-00100: 00-89 train, 90-94 validation, 99 test; NeMo JSONL's is --nemo-split's (default test: --nemo-split %s); Kaggle's CSV the one its name says", byID, split)
	case "commonvoice", "libriheavy", "nemo-cases", "spgi", "text":
		// the prep commands of those names, each with --split
	default:
		source = "..."
	}
	return fmt.Sprintf("prep %s %s, or --split %s", source, byID, split)
}

// prepareLineage records the init checkpoint and the dataset versions the
// model will have seen, oldest first.
func (l *Launch) prepareLineage() error {
	rec := l.Record
	if l.Init != "" {
		ckpt, err := ResolveCheckpoint(l.Init)
		if err != nil {
			return err
		}
		meta, err := ReadCheckpointMeta(ckpt)
		if errors.Is(err, fs.ErrNotExist) {
			// Not a file this program saved (a Hugging Face
			// pytorch_model.bin): it said "checkpoint metadata (...):
			// open X.json: no such file or directory".
			return fmt.Errorf("--init %s: not a checkpoint of itnprep train: no %s.json beside it, which the training program writes with every checkpoint; name a run folder or its checkpoints/last.pt", ckpt, filepath.Base(ckpt))
		}
		if err != nil {
			return fmt.Errorf("--init %s: %w", ckpt, err)
		}
		// A seq2seq checkpoint may start a tagger (its encoder initialises
		// the tagger's); otherwise designs must match.
		if d := meta.CheckpointDesign(); d != l.Design && (d != Seq2Seq || l.Design != Tagger) {
			return usage("--init %s is a %s checkpoint; it cannot start a --model %s run", ckpt, d, l.Design)
		}
		if err := checkInitMaxLen(ckpt, meta, l.Hyper.MaxLen); err != nil {
			return err
		}
		rec.Init = &InitRef{Checkpoint: ckpt, Step: meta.Step, Lineage: meta.Lineage, Recipe: meta.Recipe, Design: meta.CheckpointDesign()}
		rec.Lineage = append(rec.Lineage, meta.Lineage...)
		if meta.Recipe != "" && meta.Recipe != l.Recipe {
			l.initNotes = append(l.initNotes, fmt.Sprintf("--recipe %s ignored for the architecture: the init checkpoint's (%s) is kept", l.Recipe, meta.Recipe))
		}
		l.initNotes = append(l.initNotes, ignoredShapeFlags(meta, l.Hyper)...)
	}
	if l.Resume {
		_, statErr := os.Stat(l.lastCheckpoint())
		meta, err := ReadCheckpointMeta(l.lastCheckpoint())
		switch {
		case err == nil:
			if d := meta.CheckpointDesign(); d != l.Design {
				return usage("%s holds a %s run; resume it with --model %s", rec.RunDir, d, d)
			}
			// Resuming continues the interrupted run on its own data;
			// another version went on silently in the same run (and
			// its lineage), a mistyped --dataset included.
			if n := len(meta.Lineage); n > 0 && meta.Lineage[n-1] != rec.Dataset.VersionID {
				return usage("--resume continues the run in %s on version %s, which it was training on; --dataset is version %s: resume with that version, or start a new run from its checkpoint with --init %s",
					rec.RunDir, meta.Lineage[n-1], rec.Dataset.VersionID, rec.RunDir)
			}
			rec.Lineage = append(rec.Lineage, meta.Lineage...)
		case statErr == nil:
			// A checkpoint without its readable metadata: the program
			// loads it and checks its design itself; the dataset version
			// cannot be compared here, and that is said.
			rec.Notes = append(rec.Notes, fmt.Sprintf("--resume: %s.json cannot be read (%v): the checkpoint's design and dataset version were not checked before the launch", l.lastCheckpoint(), err))
		}
		// After the design and the version, which say more when they
		// differ too; a run that saved nothing has nothing to keep.
		if statErr == nil {
			if err := l.checkResumeHyper(); err != nil {
				return err
			}
		}
	}
	if n := len(rec.Lineage); n == 0 || rec.Lineage[n-1] != rec.Dataset.VersionID {
		rec.Lineage = append(rec.Lineage, rec.Dataset.VersionID)
	}
	return nil
}

func (l *Launch) lastCheckpoint() string {
	return filepath.Join(l.Record.RunDir, "checkpoints", "last.pt")
}

// prepareJob builds the program's argv and the launcher's job description.
func (l *Launch) prepareJob() error {
	rec := l.Record
	l.Spec = Spec{
		Python: l.Python, Script: filepath.Join(rec.RunDir, "trainer", ScriptName),
		DataDir: rec.Dataset.StagedDir, OutDir: rec.RunDir, Model: l.Design, Recipe: l.Recipe, Resume: l.Resume,
		DatasetVersionID: rec.Dataset.VersionID, GPUs: l.GPUs, Hyper: l.Hyper,
	}
	if rec.TestDataset != nil {
		l.Spec.TestDataDir = rec.TestDataset.StagedDir
	}
	if rec.Init != nil {
		l.Spec.Init = rec.Init.Checkpoint
	}
	jobName := JobName(rec.RunDir, rec.Dataset.VersionID)
	l.Slurm.JobName, l.K8s.JobName = jobName, jobName
	if l.Launcher == K8s && l.K8s.MountPath != "" {
		for _, p := range []string{rec.RunDir, l.cacheDir, l.Spec.Init} {
			if p != "" && !within(p, l.K8s.MountPath) {
				return usage("%s is outside --k8s-mount %s, so the pod would not see it", p, l.K8s.MountPath)
			}
		}
	}
	var err error
	switch l.Launcher {
	case Local, Torchrun:
		if l.Argv, err = l.Spec.Argv(l.Launcher); err != nil {
			return err
		}
		l.JobSpec = []byte(ShellJoin(l.Argv) + "\n")
	case Slurm:
		s, err := l.Spec.SlurmScript(l.Slurm)
		if err != nil {
			return err
		}
		l.JobSpec = []byte(s)
	case K8s:
		l.JobSpec, err = l.Spec.K8sJob(l.K8s)
	}
	return err
}

func within(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// Hooks let the caller show a run's progress; every field may be nil.
type Hooks struct {
	// Say receives the launcher's own messages (staging, realization).
	Say func(msg string)
	// Warn receives warnings (the CLI shows them even with --quiet).
	Warn func(msg string)
	// OnEvent sees each progress event of a local run as it comes.
	OnEvent func(Event)
	// Stderr receives the program's stderr lines (they go to train.log
	// either way).
	Stderr io.Writer
	// Grace is how long a cancelled local run may take to save.
	Grace time.Duration
	// Kill, once closed, kills a cancelled local run without waiting out
	// Grace (the CLI closes it on a second Ctrl-C).
	Kill <-chan struct{}
}

// warn tells of something wrong that does not stop the run (a line of the
// program's stdout it could not read); a Hooks without Warn says it
// through Say.
func (h Hooks) warn(format string, a ...any) {
	switch {
	case h.Warn != nil:
		h.Warn(fmt.Sprintf(format, a...))
	default:
		h.say(format, a...)
	}
}

func (h Hooks) say(format string, a ...any) {
	if h.Say != nil {
		h.Say(fmt.Sprintf(format, a...))
	}
}

// DryRunRecord is the file a dry run writes its record to, in the run
// folder: never run.json, which may hold a finished run's results.
const DryRunRecord = "dry-run.json"

// setup does everything a launch does before the program starts: it
// checks that the interpreter exists and can import torch and
// sentencepiece (local and torchrun launchers; a dry run only warns of a
// missing one and asks nothing, as its command may be meant for another
// machine) and
// that --out holds no run unless --resume, verifies and stages the
// versions, and writes the program into the run folder.
func (l *Launch) setup(ctx context.Context, h Hooks, dry bool) error {
	rec := l.Record
	if l.pythonNote != "" {
		rec.Notes = append(rec.Notes, l.pythonNote)
		h.say("%s", l.pythonNote)
	}
	for _, n := range l.initNotes {
		rec.Notes = append(rec.Notes, n)
		h.warn("%s", n)
	}
	if n := warmupNote(l.Hyper); n != "" {
		rec.Notes = append(rec.Notes, n)
		h.warn("%s", n)
	}
	if l.Launcher == Local || l.Launcher == Torchrun {
		// Before anything is staged or written: the program runs here.
		if _, err := exec.LookPath(l.Python); err != nil {
			msg := fmt.Sprintf("--python %s: not an interpreter this machine can run (%v); it needs PyTorch and sentencepiece (docs/TRAINING.md, Setup)", l.Python, errors.Unwrap(err))
			if !dry {
				return usage("%s", msg)
			}
			rec.Notes = append(rec.Notes, msg)
			h.warn("%s: the command runs only where it is", msg)
		} else if dry {
			// A dry run's command may be meant for another machine: the
			// interpreter is not asked what it can import.
		} else if missing := l.missingModules(ctx); len(missing) > 0 {
			// The program imports torch at once and sentencepiece after
			// reading the training split: the run failed after staging,
			// the hint below a traceback of a dozen lines.
			return usage("%s", l.missingModuleHint(strings.Join(missing, " and ")))
		} else if l.Launcher == Torchrun {
			if err := torchrunCanStart(ctx, l.Python, l.GPUs); err != nil {
				return err
			}
		}
	}
	if _, err := os.Stat(l.lastCheckpoint()); err == nil && !l.Resume {
		// A usage mistake (exit 2), as export's --out that holds files:
		// the command line named a folder that is taken.
		return usage("%s already holds a run (%s); use --resume to continue it or another --out", rec.RunDir, l.lastCheckpoint())
	} else if err != nil && l.Resume {
		// Not an error (a requeued cluster job resumes whatever it has),
		// but never silent: a mistyped --out would start from scratch.
		msg := fmt.Sprintf("--resume: %s holds no checkpoint yet, so training starts from step 0", rec.RunDir)
		rec.Notes = append(rec.Notes, msg)
		h.say("%s", msg)
	}
	made := madedirs.Before(rec.RunDir)
	if err := os.MkdirAll(rec.RunDir, 0o755); err != nil {
		return err
	}
	if err := l.stage(ctx, h); err != nil {
		// A version refused while staging (no train rows, a damaged
		// shard) left the --out folder this run made, empty, and the
		// folders above it that it made (--out runs/new/r1).
		made.RemoveEmpty()
		return err
	}
	if _, err := WriteScript(filepath.Dir(l.Spec.Script)); err != nil {
		return err
	}
	rec.Argv = l.Argv
	return nil
}

// torchrunHint is what a torchrun that cannot start its workers means and
// what to do.
const torchrunHint = "torchrun could not start its workers: Debian's PyTorch 1.13 cannot under Python 3.11; " + torchrunAdvice

// torchrunAdvice is what to do instead, in the hint and in the refusal.
const torchrunAdvice = "on a machine without GPUs train with --gpus 0 or 1, or give --python a newer PyTorch (docs/TRAINING.md, \"Launchers\")"

// torchrunCanStart asks python for its PyTorch and Python versions before
// torchrun starts: Debian's PyTorch 1.13 cannot start torchrun's workers
// under Python 3.11 (AttributeError: 'NoneType' object has no attribute
// 'get'), and a CPU machine given --gpus 2 printed torchrun's whole
// traceback before the line that said so. That pair is refused here, in
// one line, before anything is staged or started. An interpreter that does
// not answer (no torch, a wrapper) is left to the launch, whose own line
// says what failed.
func torchrunCanStart(ctx context.Context, python string, gpus int) error {
	out, err := askPython(ctx, python, "import sys, torch; print(torch.__version__, *sys.version_info[:2])", 60*time.Second)
	if err != nil {
		return nil
	}
	var torchV string
	var major, minor int
	if n, _ := fmt.Sscan(string(out), &torchV, &major, &minor); n != 3 {
		return nil
	}
	if strings.HasPrefix(torchV, "1.") && (major > 3 || major == 3 && minor >= 11) {
		return fmt.Errorf("torchrun (--gpus %d) cannot start its workers with %s, PyTorch %s under Python %d.%d (Debian's PyTorch 1.13 cannot under Python 3.11): %s", gpus, python, torchV, major, minor, torchrunAdvice)
	}
	return nil
}

// DryRun does everything Run does up to starting the job and stops: the
// same checks, the versions verified and staged, the program written
// into the run folder, a cluster launcher's batch script or Job manifest
// written there (never submitted), and the record it would start with
// written to RUN_DIR/dry-run.json (status "dry-run", the argv, the
// staged rows). The command it prints (JobSpec) then runs by hand as is,
// and a later Run reuses the staging. It returns the files it wrote.
func (l *Launch) DryRun(ctx context.Context, h Hooks) ([]string, error) {
	rec := l.Record
	if err := l.setup(ctx, h, true); err != nil {
		return nil, err
	}
	wrote := []string{l.Spec.Script}
	if l.Launcher == Slurm || l.Launcher == K8s {
		p, err := l.writeJobSpec()
		if err != nil {
			return nil, err
		}
		wrote = append(wrote, p)
	}
	rec.Status = "dry-run"
	rec.StartedAt = time.Now().UTC()
	p := filepath.Join(rec.RunDir, DryRunRecord)
	if err := writeJSON(p, rec); err != nil {
		return nil, err
	}
	return append(wrote, p), nil
}

// writeJobSpec writes the Slurm batch script (train.sbatch) or the Job
// manifest (job.json) into the run folder and records its path.
func (l *Launch) writeJobSpec() (string, error) {
	name := "train.sbatch"
	if l.Launcher == K8s {
		name = "job.json"
	}
	p := filepath.Join(l.Record.RunDir, name)
	if err := os.WriteFile(p, l.JobSpec, 0o644); err != nil {
		return "", err
	}
	l.Record.JobSpec = p
	return p, nil
}

// Run stages the versions, writes the program into the run folder and
// starts the job: a cluster launcher writes (and, when its tool is on
// PATH, submits) the job; a local one runs the program, then realizes a
// tagger's or u2tf's raw predictions and scores predictions.jsonl with
// eval in process. run.json is written at the start and at the end. The
// error is the program's *ExitError when it failed or was interrupted.
func (l *Launch) Run(ctx context.Context, h Hooks) error {
	rec := l.Record
	if err := l.setup(ctx, h, false); err != nil {
		return err
	}
	// A dry run's record is replaced by the run's own.
	_ = os.Remove(filepath.Join(rec.RunDir, DryRunRecord))
	rec.StartedAt = time.Now().UTC()
	if l.Launcher == Slurm || l.Launcher == K8s {
		return l.submit(ctx, h)
	}
	if err := rec.Write(); err != nil {
		return err
	}
	runErr := l.runLocal(ctx, h)
	end := time.Now().UTC()
	rec.EndedAt = &end
	var ee *ExitError
	switch {
	case runErr == nil:
		rec.Status = "succeeded"
	case errors.As(runErr, &ee):
		rec.Status, rec.ExitCode = "failed", ee.Code
		ee.Log = filepath.Join(rec.RunDir, "train.log")
		if l.Launcher == Torchrun && strings.HasSuffix(ee.LastLine, "'NoneType' object has no attribute 'get'") {
			// torchrun itself failed to start its workers: Debian's
			// PyTorch 1.13 under Python 3.11 (a CPU box given --gpus 2);
			// the line named only Python's error.
			ee.Hint = torchrunHint
		}
		if m := missingModule(ee.LastLine); m != "" {
			// The interpreter lacks a module the program imports: on a GPU
			// machine the PyTorch with CUDA usually lives in another
			// interpreter than the default /usr/bin/python3 (an H200
			// image's is /opt/torch/.venv/bin/python3, first on PATH).
			ee.Hint = l.missingModuleHint(m)
		}
		if ee.Interrupted {
			rec.Status = "interrupted"
			if meta, err := ReadCheckpointMeta(l.lastCheckpoint()); err == nil {
				ee.Checkpoint, ee.Step = l.lastCheckpoint(), meta.Step
			}
		}
	default:
		rec.Status, rec.ExitCode = "failed", 1
		rec.Notes = append(rec.Notes, runErr.Error())
	}
	if runErr == nil {
		l.noteEarlyStop(h)
		l.finishPredictions(h)
	}
	if err := rec.Write(); err != nil && runErr == nil {
		return err
	}
	return runErr
}

// stage verifies and stages the training version (and the held-out one)
// and notes what staging left out.
func (l *Launch) stage(ctx context.Context, h Hooks) error {
	rec := l.Record
	h.say("verifying and staging dataset version %s", rec.Dataset.VersionID)
	staged, err := Stage(ctx, l.FS, rec.Dataset.Path, l.cacheDir, l.Design)
	if err != nil {
		return err
	}
	rows := staged.Record.Rows
	rec.Dataset.Rows = rows
	if rows["train"] == 0 {
		// Say what it has: Libriheavy's dev subset is all validation.
		other := ""
		for _, split := range slices.Sorted(maps.Keys(staged.Record.IgnoredSplits)) {
			other += fmt.Sprintf(", %d %s", staged.Record.IgnoredSplits[split], split)
		}
		if n := staged.Record.SkippedEmpty; n > 0 {
			other += fmt.Sprintf(", %d with an empty side", n)
		}
		// A derived version has its parent's splits: the remedy is a
		// parent with a train split, derived again (it said "prep ..."
		// alone of a u2tf version).
		again := ""
		if p := rec.Dataset.ParentVersionID; p != "" {
			again = fmt.Sprintf("; derive keeps its parent's splits: prep the corpus of its parent, version %s, with a train split and derive again", p)
		}
		// A u2tf version's rows are a sentence's classifier row and its
		// span rows, as derive u2tf counts them ("6 rows: validation
		// 6"): the line says which it counts (it said "2 validation, 0
		// test rows" of that version, qa92).
		has := fmt.Sprintf("%d validation, %d test rows", rows["validation"], rows["test"])
		if l.Design == U2TF {
			has = fmt.Sprintf("%d validation, %d test sentences and %d validation, %d test span rows",
				rows["validation"], rows["test"], rows["validation"+spanSuffix], rows["test"+spanSuffix])
		}
		return fmt.Errorf("dataset version %s has no train rows to train on (it has %s%s): give a version with a train split (%s)%s",
			rec.Dataset.VersionID, has, other, prepSplitHint(l.manifest.Source, "train"), again)
	}
	if l.Design == U2TF && rows["train"+spanSuffix] == 0 {
		// The span model trains on the spans alone: the program was
		// launched and stopped before training on a line naming a
		// staged file ("STAGE/train.spans.jsonl: no training rows").
		return fmt.Errorf("dataset version %s has no ITN span in its %d train rows: the Universal-2-TF span model learns from the spans alone and has none; derive u2tf marks a span where the written side writes what the spoken side says in words (numbers, dates, amounts, times): give a corpus that has them",
			rec.Dataset.VersionID, rows["train"])
	}
	if rec.TestDataset != nil {
		h.say("verifying and staging the test version %s", rec.TestDataset.VersionID)
		st, err := Stage(ctx, l.FS, rec.TestDataset.Path, l.cacheDir, l.Design)
		if err != nil {
			return fmt.Errorf("--test-dataset: %w", err)
		}
		rec.TestDataset.Rows = st.Record.Rows
		if r := st.Record.Rows; r["test"] == 0 {
			return fmt.Errorf("--test-dataset %s has no test rows (it has %d train and %d validation rows): it is decoded from its test split; give a version that has one (%s)",
				rec.TestDataset.Path, r["train"], r["validation"], prepSplitHint(l.testSource, "test"))
		}
		if l.Design == Tagger && rec.TestDataset.Kind == "" {
			// The tagger writes the derive step's target form (lower
			// case, no punctuation outside spans); a prep version's
			// references are the written side as it is, so WER counts
			// every case and punctuation difference: a tagger that
			// realizes every target exactly scored WER 46.6% on the
			// test split of the GoogleTN sample's prep version.
			msg := fmt.Sprintf("--test-dataset %s is a prep version: its references are the written side with its case and punctuation, which the tagger never writes (it writes lower case without punctuation, as derive tagger's target), so WER and sentence accuracy count every case and punctuation difference; the derive tagger version's own test split scores the tagger on its target form", rec.TestDataset.VersionID)
			rec.Notes = append(rec.Notes, msg)
			h.say("%s", msg)
		}
		if l.Design == U2TF && l.testDetached {
			// Universal-2-TF writes punctuation on the word before it
			// (derive u2tf refuses a parent that detaches it); the
			// references "years ." made every such word an error with
			// nothing said.
			msg := fmt.Sprintf("--test-dataset %s is a prep gtn version made without --detokenize: its references keep punctuation as separate words (\"years .\"), which the Universal-2-TF model never writes (\"years.\"), so WER and sentence accuracy count every punctuated word as an error; a version made with prep gtn --detokenize scores it on the form it writes", rec.TestDataset.VersionID)
			rec.Notes = append(rec.Notes, msg)
			h.say("%s", msg)
		}
	}
	if staged.Reused {
		h.say("staged splits reused from %s (%d train, %d validation, %d test rows)", staged.Dir, rows["train"], rows["validation"], rows["test"])
	} else {
		h.say("staged %d train, %d validation, %d test rows in %s", rows["train"], rows["validation"], rows["test"], staged.Dir)
	}
	// A run without test rows trains and scores nothing: it succeeded
	// with no predictions and no metrics, and said nothing. The remedy
	// after the fact is --resume: a run at its last step only decodes
	// (qa94: a newcomer told only "give --test-dataset" trained again).
	if rec.TestDataset == nil && rows["test"] == 0 {
		parent := parentTestRows(ctx, l.FS, rec.Dataset.Path, l.manifest)
		msg := fmt.Sprintf("dataset version %s has no test rows: the model is trained, but nothing is decoded or scored; to score it give --test-dataset VERSION (%s); once this run is done, the same command with --resume --test-dataset VERSION decodes it without training further", rec.Dataset.VersionID, noTestRowsHint(l.Design, parent))
		rec.Notes = append(rec.Notes, msg)
		h.warn("%s", msg)
	}
	if rows["validation"] == 0 {
		msg := fmt.Sprintf("dataset version %s has no validation rows: no validation loss is computed", rec.Dataset.VersionID)
		rec.Notes = append(rec.Notes, msg)
		h.say("%s", msg)
	}
	if staged.Record.SkippedEmpty > 0 {
		rec.Notes = append(rec.Notes, fmt.Sprintf("%d rows with an empty spoken or written side were left out of staging", staged.Record.SkippedEmpty))
	}
	for _, split := range slices.Sorted(maps.Keys(staged.Record.IgnoredSplits)) {
		msg := fmt.Sprintf("split %q (%d rows) is not train/validation/test and was not staged", split, staged.Record.IgnoredSplits[split])
		rec.Notes = append(rec.Notes, msg)
		h.say("%s", msg)
	}
	return nil
}

// noTestRowsHint says which --test-dataset scores a model of the design
// on the form it writes. It said "any prep version with a test split" for
// every design, so a tagger run given one, as told, was then warned that a
// prep version's references count every case and punctuation difference
// the tagger never writes; a derived version's parent was suggested too,
// which for the tagger is such a prep version. A derived version has its
// parent's splits (derive keeps each row's), so its parent has test rows
// only where derive rejected them all, which the hint says as the
// parent's manifest has it (parentRows): it said "has test rows only if
// derive rejected them all: otherwise ..." even where it could look, and
// before that named the parent "if that has one".
func noTestRowsHint(design string, parent parentRows) string {
	again := ""
	switch {
	case parent.ID == "":
	case parent.Found && parent.Rows > 0:
		rows := fmt.Sprintf("all %d test rows", parent.Rows)
		if parent.Rows == 1 {
			rows = "the one test row" // "all 1 test rows"
		}
		again = fmt.Sprintf("; derive rejected %s of its parent %s (itnprep versions head %s --rejects says why)", rows, parent.Dir, shellquote.Quote(parent.Derived))
	case parent.Found:
		again = fmt.Sprintf("; its parent %s has no test rows either (derive keeps its parent's splits): prep the corpus with a test split (its test files, or %s) and derive again", parent.Dir, splitByIDWithTest)
	default:
		again = "; derive keeps its parent's splits, so its parent, version " + parent.ID + ", has test rows only if derive rejected them all: otherwise prep the corpus with a test split (its test files, or " + splitByIDWithTest + ") and derive again"
	}
	switch design {
	case Tagger:
		return "a version made by derive tagger with a test split, scored on the form the tagger writes; a prep version's references keep case and punctuation, which the tagger never writes" + again
	case U2TF:
		return "a version made by derive u2tf with a test split, or a prep version with one whose written side keeps case and punctuation (prep gtn --detokenize)" + again
	}
	return "any prep version with a test split" + again
}

// parentRows is what noTestRowsHint knows of a derived version's parent:
// its id (none for a prep version), whether its manifest was found beside
// the version (Dir, where versions verify looks: OUT/NAME/ID for
// OUT/DERIVED/ID), and then its test rows.
type parentRows struct {
	ID, Dir, Derived string
	Found            bool
	Rows             int64
}

// parentTestRows reads the test rows (the splits the program reads as
// test) of the parent of the version in versionDir, whose manifest is m.
func parentTestRows(ctx context.Context, fsys dataset.FS, versionDir string, m *dataset.Manifest) parentRows {
	if m == nil || m.Parent == nil {
		return parentRows{}
	}
	p := parentRows{ID: m.Parent.VersionID, Derived: versionDir, Dir: dataset.ParentDir(versionDir, m)}
	pm, err := dataset.LoadManifest(ctx, fsys, p.Dir)
	if err != nil || pm.VersionID != m.Parent.VersionID {
		return p
	}
	p.Found = true
	for split, n := range pm.Accounting.RowsBySplit {
		if as, ok := ReadsSplitAs(split); ok && as == "test" {
			p.Rows += n
		}
	}
	return p
}

// splitByIDWithTest gives a corpus whose files carry no split a test split.
const splitByIDWithTest = "--split-by-id train=98,validation=1,test=1"

// runLocal runs the program as a child process, keeps its start and final
// events for the run record, and tees everything it prints to
// RUN_DIR/train.log.
func (l *Launch) runLocal(ctx context.Context, h Hooks) error {
	rec := l.Record
	logf, err := os.OpenFile(filepath.Join(rec.RunDir, "train.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer logf.Close()
	fmt.Fprintf(logf, "# %s itnprep train: %s\n", time.Now().UTC().Format(time.RFC3339), ShellJoin(l.Argv))
	onEvent := func(e Event) {
		switch e.Name {
		case "start":
			rec.Start = e.Raw
			rec.Notes = append(rec.Notes, LeftOutNotes(e.Raw)...)
			for _, n := range TestNotes(e.Raw) {
				h.say("%s", n)
			}
			if rec.RecordDevice(e.Raw) && rec.Device == "cpu" && rec.GPUsRequested > 0 {
				msg := fmt.Sprintf("--gpus %d asked for a GPU but the program saw none: it trains on the CPU (run.json records device cpu, gpus 0; is %s's PyTorch built with CUDA? docs/TRAINING.md, \"Setup\")", rec.GPUsRequested, l.Python)
				if l.GPUsDefault {
					msg = "no GPU visible to PyTorch: training on the CPU (--gpus 0 asks for it and drops this line; for a GPU, --python names a PyTorch built with CUDA: docs/TRAINING.md, \"Setup\")"
				}
				rec.Notes = append(rec.Notes, msg)
				h.say("%s", msg)
			}
			_ = rec.Write()
		case "done", "interrupted":
			rec.Final = e.Raw
			rec.Predictions, rec.PredictionsRaw = finalPredictions(e.Raw)
		}
		if h.OnEvent != nil {
			h.OnEvent(e)
		}
	}
	bad := badLines{warn: h.warn}
	p := Process{Argv: l.Argv, Dir: rec.RunDir, Log: logf, Stderr: h.Stderr, OnEvent: onEvent, OnBadLine: bad.add, Grace: h.Grace, Kill: h.Kill,
		Env: []string{"PYTHONUNBUFFERED=1", "PYTHONDONTWRITEBYTECODE=1"}}
	runErr := p.Run(ctx)
	if note := bad.summary(); note != "" {
		rec.Notes = append(rec.Notes, note)
		if bad.n > maxBadLineWarnings {
			h.warn("%s", note)
		}
	}
	// The done event carries the final losses and the predictions to
	// score: a run that succeeded without one the launcher could read
	// (the program's last line cut or garbled) has no result to record.
	if runErr == nil && rec.Final == nil {
		msg := "the training program exited 0 without a readable \"done\" event, so the run has no final losses or predictions to score"
		if bad.n > 0 {
			msg += fmt.Sprintf(" (%d stdout lines were not progress events; first: %s)", bad.n, bad.first)
		}
		return fmt.Errorf("%s; see %s", msg, logf.Name())
	}
	return runErr
}

// maxBadLineWarnings is how many unreadable stdout lines are warned about
// one by one; the rest are counted.
const maxBadLineWarnings = 5

// badLines collects the program's stdout lines that are not progress
// events: each of the first few is a warning as it comes, all are counted
// for run.json's notes. None is dropped silently.
type badLines struct {
	warn  func(format string, a ...any)
	n     int
	first string
}

func (b *badLines) add(n int, line []byte, err error) {
	b.n++
	what := fmt.Sprintf("stdout line %d: %v", n, err)
	if line != nil {
		what += fmt.Sprintf(": %q", excerpt(line, 120))
	}
	if b.n == 1 {
		b.first = what
	}
	if b.n <= maxBadLineWarnings {
		b.warn("the training program's %s (it is in train.log; the program prints only progress events on stdout)", what)
	}
}

func (b *badLines) summary() string {
	if b.n == 0 {
		return ""
	}
	return fmt.Sprintf("%d stdout lines of the training program were not progress events and were read as nothing but log lines (first: %s); train.log has them", b.n, b.first)
}

// excerpt is at most n bytes of line, cut on a UTF-8 boundary, with "..."
// when cut.
func excerpt(line []byte, n int) string {
	line = bytes.TrimSpace(line)
	if len(line) <= n {
		return string(line)
	}
	return string(textcut.Prefix(line, n)) + "..."
}

// noteEarlyStop says when a run that succeeded stopped before its steps
// because --max-minutes or --max-cpu-minutes ran out (the program stops
// quietly then, and a run of 1 step of 1,380 read as a finished one).
func (l *Launch) noteEarlyStop(h Hooks) {
	rec := l.Record
	var start struct {
		MaxSteps int64 `json:"max_steps"`
	}
	var final struct {
		Step   int64 `json:"step"`
		Stages map[string]struct {
			Step     int64 `json:"step"`
			MaxSteps int64 `json:"max_steps"`
		} `json:"stages"`
	}
	if json.Unmarshal(rec.Start, &start) != nil || json.Unmarshal(rec.Final, &final) != nil || start.MaxSteps == 0 {
		return
	}
	// Steps run and steps to run, per model. The start event's max_steps
	// are the first model's: u2tf's span model has its own (without
	// --max-steps, its epochs times its own updates per epoch), which the
	// done event's stages give.
	type progress struct{ step, of int64 }
	steps := map[string]progress{"": {final.Step, start.MaxSteps}}
	if len(final.Stages) > 0 {
		steps = map[string]progress{}
		for name, s := range final.Stages {
			if s.MaxSteps > 0 {
				steps[name+" "] = progress{s.Step, s.MaxSteps}
			}
		}
	}
	budget := "its time budget"
	switch {
	case l.Hyper.MaxMinutes > 0 && l.Hyper.MaxCPUMinutes > 0:
		budget = fmt.Sprintf("--max-minutes %g or --max-cpu-minutes %g", l.Hyper.MaxMinutes, l.Hyper.MaxCPUMinutes)
	case l.Hyper.MaxMinutes > 0:
		budget = fmt.Sprintf("--max-minutes %g", l.Hyper.MaxMinutes)
	case l.Hyper.MaxCPUMinutes > 0:
		budget = fmt.Sprintf("--max-cpu-minutes %g", l.Hyper.MaxCPUMinutes)
	}
	for _, name := range slices.Sorted(maps.Keys(steps)) {
		if p := steps[name]; p.step < p.of {
			msg := fmt.Sprintf("%straining stopped after step %d of %d: %s ran out", name, p.step, p.of, budget)
			rec.Notes = append(rec.Notes, msg)
			h.say("%s", msg)
		}
	}
}

// finishPredictions realizes a tagger's or u2tf's raw predictions into
// predictions.jsonl (with the derive steps' own realization, tagging.Realize
// and u2tf.Realize) and scores it; a failure is noted, not fatal: the
// trained model stands.
func (l *Launch) finishPredictions(h Hooks) {
	rec := l.Record
	note := func(msg string) {
		rec.Notes = append(rec.Notes, msg)
		h.say("%s", msg)
	}
	if rec.PredictionsRaw != "" {
		out := filepath.Join(rec.RunDir, "predictions.jsonl")
		if n, err := RealizePredictions(rec.Design, rec.PredictionsRaw, out); err != nil {
			note(fmt.Sprintf("predictions not realized (so not scored): %v", err))
		} else {
			rec.Predictions = out
			h.say("realized %d %s predictions into %s", n, rec.Design, out)
		}
	}
	if rec.Predictions == "" {
		return
	}
	m, counts, err := scorePredictions(rec.Predictions)
	if err != nil {
		note(fmt.Sprintf("predictions not scored: %v", err))
		return
	}
	rec.Metrics = m
	if rec.Design == U2TF {
		// scorePredictions scored eval's I-WER, which counts both.
		p, mw := paperIWER(counts), mixedWER(counts)
		rec.U2TFIWER, rec.U2TFMWER = &p, &mw
	}
	if rec.Design == Tagger {
		if err := tagEvalPy(rec); err != nil {
			note(fmt.Sprintf("the sentence accuracy as NeMo's eval.py counts it not computed: %v", err))
		}
	}
	h.say("%s", scoreLine(rec))
	// A model that decodes nothing is not an error, but never silent. The
	// empty hypotheses are counted in the scoring pass (eval's
	// EmptyHypSentences), not by reading the file again.
	if empty, n := counts.EmptyHypSentences, counts.Sentences; empty == n {
		note(fmt.Sprintf("every one of the %d hypotheses in %s is empty: the model has not learnt to decode yet (train longer, or check the loss in train.log)", n, rec.Predictions))
	} else if empty > 0 {
		note(fmt.Sprintf("%d of the %d hypotheses in %s are empty", empty, n, rec.Predictions))
	}
	if rec.Design == Seq2Seq || rec.Design == U2TF {
		if msg := nfkcReferences(rec.Predictions, rec.Design); msg != "" {
			note(msg)
		}
	}
}

// nfkcReferences says how many references of predictions.jsonl hold a
// word that sentencepiece's normalization (nmt_nfkc, the BPE model's
// default, which the program keeps) writes otherwise: the seq2seq model's
// and the u2tf span model's output is decoded from pieces of NFKC text, so
// "km²" comes out "km2" and "wait…" "wait..." however well the model
// learnt, and every such word is an error of WER and its sentence one of
// sentence accuracy. Nothing said so (qa81: 8 of the 5,518 sentences of
// Google TN's dev sentences hold "²", "⅞" or "ˤ"). "" when none does, or
// the file cannot be read (it was just scored).
func nfkcReferences(path, design string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 64<<20)
	n, total, first := 0, 0, ""
	for sc.Scan() {
		var p Prediction
		if json.Unmarshal(sc.Bytes(), &p) != nil {
			continue
		}
		total++
		// evaluate compares texts composed (NFC), so a reference kept
		// decomposed ("cafe" + U+0301), which NFKC composes too, is no
		// error and no such word (qa93: it was counted here, with no
		// character named).
		ref := norm.NFC.String(p.Ref)
		if slices.Equal(strings.Fields(ref), strings.Fields(norm.NFKC.String(ref))) {
			continue
		}
		n++
		if first == "" {
			for _, r := range ref {
				if c := string(r); !unicode.IsSpace(r) && norm.NFKC.String(c) != c {
					first = fmt.Sprintf("%q written %q, in row %q", c, norm.NFKC.String(c), p.ID)
					break
				}
			}
		}
	}
	if n == 0 {
		return ""
	}
	model := "the seq2seq model"
	if design == U2TF {
		model = "the u2tf span model"
	}
	return fmt.Sprintf("%d of the %d references in %s hold characters that %s writes otherwise (first: %s): its output is decoded from sentencepiece pieces of NFKC-normalized text, so it cannot write them as the reference does, and each such word counts as an error in WER and sentence accuracy",
		n, total, path, model, first)
}

// scoreLine tells what a run's test split scored, on which version, and
// where the rest is. A tagger's line adds the sentence accuracy Thutmose
// reports (Antonova et al.; NeMo's eval.py compares sentences without
// their spaces), which counts a sentence differing only in spaces as
// right (GTN's tokenized "july 9 , 1949" realized "july 9, 1949",
// docs/tagger.md; a chunk predicted open, "19 9 2"), so the strict figure
// alone read far below the paper's (a small tagger run on GTN-format
// rows: 56.52% strict, 82.61% ignoring spaces), and, when sentences
// with a TELEPHONE or ELECTRONIC span were decoded, the figure NeMo's
// eval.py gives without them (rec.EvalPy). A u2tf run's adds its
// I-WER as Universal-2-TF counts it (rec.U2TFIWER, PaperIWER) and its
// M-WER (rec.U2TFMWER, MixedWER) where the references have mixed case.
func scoreLine(rec *RunRecord) string {
	var s struct {
		Sentences int64    `json:"sentences"`
		WER       float64  `json:"wer"`
		Accuracy  float64  `json:"sentence_accuracy"`
		IWER      *float64 `json:"i_wer"`
		NoSpaces  *float64 `json:"multiref_sentence_accuracy"`
	}
	_ = json.Unmarshal(rec.Metrics, &s)
	version, rows := rec.Dataset.VersionID, rec.Dataset.Rows["test"]
	if rec.TestDataset != nil {
		version, rows = rec.TestDataset.VersionID, rec.TestDataset.Rows["test"]
	}
	sentences := fmt.Sprintf("%d %s", s.Sentences, textcut.Plural(int(s.Sentences), "sentence", "sentences"))
	if s.Sentences < rows {
		// --decode-limit: the line read "10 sentences" of a split of 86,
		// figures a reader takes for the split's.
		sentences = fmt.Sprintf("the first %d of its %d sentences", s.Sentences, rows)
		if n := rec.Hyper.DecodeLimit; n > 0 {
			sentences += fmt.Sprintf(" (--decode-limit %d)", n)
		}
	}
	iwer := ""
	if s.IWER != nil {
		iwer = fmt.Sprintf(", I-WER %.2f%%", 100**s.IWER)
	}
	spaces := ""
	if rec.Design == Tagger && s.NoSpaces != nil {
		spaces = fmt.Sprintf(", %.2f%% ignoring spaces (Thutmose's)", 100**s.NoSpaces)
		if e := rec.EvalPy; e != nil && e.LeftOut > 0 && e.Rate != nil {
			spaces = fmt.Sprintf(", %.2f%% ignoring spaces (Thutmose's; %.2f%% of the %d without a TELEPHONE or ELECTRONIC span, as NeMo's eval.py counts)",
				100**s.NoSpaces, 100**e.Rate, e.Sentences)
		}
	}
	if p := rec.U2TFIWER; p != nil && p.Rate != nil && iwer != "" {
		// "N errors in M words", not "N of M words": insertions make the
		// errors more than the words, and a small run's "27 of 25 words"
		// read as a miscount (qa81).
		iwer += fmt.Sprintf(" (%.2f%% as Universal-2-TF counts it, case and marks ignored: %d %s in %d words)", 100**p.Rate, p.Errors, textcut.Plural(int(p.Errors), "error", "errors"), p.Words)
	}
	if m := rec.U2TFMWER; m != nil && m.Rate != nil {
		iwer += fmt.Sprintf(", M-WER %.2f%% (%d %s in %d mixed-case words)", 100**m.Rate, m.Errors, textcut.Plural(int(m.Errors), "error", "errors"), m.Words)
	}
	return fmt.Sprintf("test split of %s: %s, WER %.2f%%%s, sentence accuracy %.2f%%%s (every metric: run.json \"metrics\"; the table: itnprep evaluate --input %s)",
		version, sentences, 100*s.WER, iwer, 100*s.Accuracy, spaces, shellquote.Quote(rec.Predictions))
}

// submit writes the batch script or Job manifest into the run folder and
// hands it to sbatch / kubectl when they are installed. Without the tool the
// job is written and the record says so (status "written").
func (l *Launch) submit(ctx context.Context, h Hooks) error {
	rec := l.Record
	tool, args := "sbatch", []string{"--parsable"}
	if l.Launcher == K8s {
		tool, args = "kubectl", []string{"apply", "-o", "name", "-f"}
	}
	specPath, err := l.writeJobSpec()
	if err != nil {
		return err
	}
	rec.Status = "written"
	bin, err := exec.LookPath(tool)
	if err != nil {
		rec.Notes = append(rec.Notes, fmt.Sprintf("%s not found on PATH: submit %s yourself", tool, specPath))
		h.say("%s not found on PATH; the job is written to %s", tool, specPath)
		return rec.Write()
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
	h.say("submitted %s (%s); progress in %s", rec.JobID, specPath, rec.RunDir)
	return rec.Write()
}

// DefaultPython is the training interpreter when none is given: Debian's,
// which sees python3-torch and python3-sentencepiece (a pyenv or conda
// python3 first on PATH usually does not).
const DefaultPython = "/usr/bin/python3"

// pythonProbe exits 0 when the interpreter can import torch and
// sentencepiece; find_spec looks the modules up without importing them
// (importing torch takes seconds).
const pythonProbe = "import importlib.util as u, sys; sys.exit(0 if u.find_spec('torch') and u.find_spec('sentencepiece') else 1)"

// ChoosePython picks the interpreter of a local or torchrun run that was
// given none: DefaultPython when it can import torch and sentencepiece,
// else python3 on PATH when that one can (a GPU machine's PyTorch with
// CUDA lives in its own environment: the H200 image's is
// /opt/torch/.venv/bin/python3, first on PATH, and a system
// /usr/bin/python3 beside it need not see it), else DefaultPython, whose
// failure then names the missing module and --python. note says why the
// choice is not DefaultPython.
func ChoosePython(ctx context.Context) (python, note string) {
	python, note, _ = choosePython(ctx, DefaultPython, lookPython3)
	return python, note
}

func lookPython3() (string, error) { return exec.LookPath("python3") }

// choosePython is ChoosePython; imports reports whether the interpreter
// chosen answered that it imports both (false for def chosen when
// neither does).
func choosePython(ctx context.Context, def string, onPath func() (string, error)) (python, note string, imports bool) {
	if canTrain(ctx, def) {
		return def, "", true
	}
	p, err := onPath()
	if err != nil || p == def || !canTrain(ctx, p) {
		return def, "", false
	}
	return p, fmt.Sprintf("--python not given: %s cannot import torch and sentencepiece, python3 on PATH (%s) can: training with it", def, p), true
}

func canTrain(ctx context.Context, python string) bool {
	_, err := askPython(ctx, python, pythonProbe, 30*time.Second)
	return err == nil
}

// askPython runs python -c code, at most for timeout, and returns what it
// printed on stdout. The interpreter runs in a process group of its own,
// killed whole at the timeout or on Ctrl-C: a --python that is a wrapper
// running the interpreter as its child (a shell script without exec,
// conda run) left that child holding stdout, and the question went on
// until it answered, past the timeout and the signal.
func askPython(ctx context.Context, python, code string, timeout time.Duration) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, python, "-c", code)
	ownProcessGroup(cmd)
	cmd.Cancel = func() error { return kill(cmd.Process) }
	cmd.WaitDelay = time.Second
	return cmd.Output()
}

// missingModuleHint says that the interpreter cannot import module(s)
// and what to do.
func (l *Launch) missingModuleHint(modules string) string {
	how := "" // a --python the user gave: no word on defaults
	if l.pythonChosen {
		how = " (not given: /usr/bin/python3, or python3 on PATH when only that one can import both)"
	}
	return fmt.Sprintf("%s cannot import %s: --python names the interpreter that trains%s; give it one that imports torch and sentencepiece (on a GPU machine often another one: command -v python3, /opt/conda/bin/python; docs/TRAINING.md, \"Setup\")", l.Python, modules, how)
}

// modulesProbe prints which of the modules the program needs the
// interpreter cannot find, after a marker (find_spec: nothing imported).
const modulesProbe = "import importlib.util as u; print('itnprep-missing:', *[m for m in ('torch', 'sentencepiece') if u.find_spec(m) is None])"

// missingModules asks l.Python which of torch and sentencepiece it cannot
// import, before anything is staged. Only an answer to the question counts:
// an interpreter that did not give one (a stand-in program, a wrapper that
// runs something else, a probe past its timeout) is let run, and a module
// missing after all fails the run with missingModuleHint. An interpreter
// ChoosePython picked and heard import both is not asked a second time.
func (l *Launch) missingModules(ctx context.Context) []string {
	if l.pythonImports {
		return nil // ChoosePython asked it already
	}
	out, err := askPython(ctx, l.Python, modulesProbe, 30*time.Second)
	if err != nil {
		return nil
	}
	for _, line := range strings.Split(string(out), "\n") {
		if rest, ok := strings.CutPrefix(line, "itnprep-missing:"); ok {
			return strings.Fields(rest)
		}
	}
	return nil
}

// missingModule is the module a Python "No module named 'X'" line names
// (ModuleNotFoundError, or ImportError from older interpreters), "" when
// the line is no such error.
func missingModule(line string) string {
	line = strings.TrimSpace(line)
	var rest string
	for _, p := range []string{"ModuleNotFoundError: No module named '", "ImportError: No module named '"} {
		if strings.HasPrefix(line, p) {
			rest = line[len(p):]
		}
	}
	j := strings.IndexByte(rest, '\'')
	if j <= 0 {
		return ""
	}
	return rest[:j]
}

// warmupNote says when --max-steps ends inside the learning rate's linear
// warm-up (--warmup, the program's 4,000 updates by default): the last
// update then trains at max-steps/warm-up of the peak --lr. A first CPU
// run of the tagger with --max-steps 60 and the paper's schedule trained
// at 1.5% of it at best, and nothing said so (2026-11-30, tagu40; the
// smoke recipe in docs/TRAINING.md shortens the warm-up). "" when the
// run reaches its peak, or when --max-steps is not given (epochs decide).
func warmupNote(h Hyper) string {
	warm := h.Warmup
	if warm == 0 {
		warm = int(programDefaults["warmup"])
	}
	if h.MaxSteps <= 0 || h.MaxSteps >= warm {
		return ""
	}
	return fmt.Sprintf("--max-steps %d ends inside the learning rate's warm-up of %d updates (--warmup): the last update trains at %.3g%% of the peak --lr, so the loss hardly moves; give a short run a short warm-up (--warmup %d or less; docs/TRAINING.md, the smoke recipe)",
		h.MaxSteps, warm, 100*float64(h.MaxSteps)/float64(warm), max(1, h.MaxSteps/10))
}
