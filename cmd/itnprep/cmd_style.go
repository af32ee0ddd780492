package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/madedirs"
	"github.com/itnprep/itnprep/internal/progress"
	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/normalize"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

func init() {
	register(&command{
		name:    "style",
		summary: "fit the verbalizer's house style to gold pairs: style {subs} --input GLOB... --output style.json",
		subs:    func() []string { return []string{"fit"} },
		run:     runStyle,
	})
}

const styleFitUsage = `style fit --input GLOB[,GLOB...] | --from VERSION_DIR[,DIR...] --output style.json [--base FILE] [--iterations N] [--prior L] [--max-distinct N] [--corpus-words-only] [--max-reject-rate R] [--max-record-bytes N] [--quiet] [--runner R]

Reads raw Google TN files (output-000NN-of-00100[.gz]), NeMo GTN JSONL
(*.json, *.jsonl: {"text", "gt_normalized"} per line) and Kaggle's GTN CSV
(en_train.csv[.zip]), and dataset versions
of (written, spoken) pairs with spans (what prep writes, e.g. prep gtn; each
shard checked against its manifest's checksum; not a version whose spoken
side the verbalizer sampled, prep spgi, commonvoice or text) on Beam, cuts each pair into
independent pieces (its ambiguous tokens with their context: "in 1984" ->
"in nineteen eighty four"), counts the distinct pieces (memory grows with
them, not with the pairs read; --max-distinct N keeps the N most observed
and reports what it left out), and fits the weights of the verbalizer's
distributions to them (normalize.FitStyle: maximum a posteriori with a
Gaussian prior on the log-weights centred on the base style, λ = --prior;
a distribution's "pinned" readings, set by hand after review, keep the
base's weights: docs/STYLE-FIT.md "Pinned weights").
Also fits the weights of symbols' and abbreviations' readings where an
entry has more than one (& "and" vs "ampersand"). Writes a style file that
--style accepts (the distributions, the lexicon entries whose weights
moved, and how the input read each word the rules read more than one way,
word_readings, which loaded are merged over the default's, learned from
Google TN, and over normalize's word lexicon, Google TN's readings of more
words, unless --corpus-words-only) and a report
beside it (OUT.md: what was used, log-likelihood before and after, every
weight that moved with the observations behind it, a warning naming the
weights moved more than 2x on fewer than 20 observations, the first 10
input records the readers rejected with their file, line and problem;
stderr names the warning and the rejects too). On a terminal a progress bar shows the fit's stage and
iterations (--quiet: none). Ctrl-C or SIGTERM stops it promptly; an
interrupted fit writes nothing.`

func runStyle(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 && askedHelp(args[0]) {
		fmt.Fprintf(stdout, "Usage: itnprep %s\n", styleFitUsage) // asked for: the output
		return nil
	}
	if len(args) == 0 || args[0] != "fit" {
		// One line naming the word (the name is added where it is
		// printed); it printed the whole usage above "style: style: ...".
		if len(args) > 0 {
			return fmt.Errorf("%w: unknown style subcommand %q: the only subcommand is fit", errUsage, args[0])
		}
		fmt.Fprintf(stderr, "Usage: itnprep %s\n", styleFitUsage)
		return fmt.Errorf("%w: the only subcommand is fit", errUsage)
	}
	a, err := parseStyleFitArgs(args[1:], stdout)
	if err != nil {
		return err
	}
	made, err := styleFitSources(ctx, &a)
	if err != nil {
		return err
	}
	// The folders made for --out go again when the fit ends without
	// writing it (refused, failed, interrupted, a dry run).
	defer made.RemoveEmpty()
	out := a.cfg.Out
	p, s := beam.NewPipelineWithRoot()
	if err := pipelines.StyleFit(s, a.cfg); err != nil {
		return err
	}
	stop := startStyleFitProgress(a.quiet, a.cfg.Iterations, stderr)
	err = pipelines.Run(ctx, p, runnerName())
	stop(err == nil)
	if err != nil {
		if ctx.Err() != nil {
			// Ctrl-C or SIGTERM: the fit stopped at its next pair and wrote
			// nothing (it writes only when done, through a rename).
			return fmt.Errorf("style fit interrupted (%v); %s not written", context.Cause(ctx), out)
		}
		return dataRefusal(err, transforms.StyleFitRefusal)
	}
	if isDryRun() {
		fmt.Fprintln(stdout, pipelines.ErrDryRun)
		return nil
	}
	// The file must load as a style: the check a user's --style would do.
	if _, err := loadStyle(ctx, out); err != nil {
		return fmt.Errorf("fitted style does not load: %w", err)
	}
	if rep, err := storage.ReadFile(ctx, out+".md"); err == nil {
		summary, warning, rejects := transforms.StyleFitSummary(rep)
		fmt.Fprintln(stderr, "itnprep style fit: "+summary)
		if warning != "" {
			fmt.Fprintln(stderr, "itnprep style fit: warning: "+warning)
		}
		// Name the first rejected records (file, line, problem), as the
		// report lists them, so a broken input is found without opening it.
		for _, r := range rejects {
			fmt.Fprintln(stderr, "itnprep style fit: rejected: "+r)
		}
	}
	if !a.quiet {
		// How the fitted style is used, as prep's and train's last lines
		// say what runs next (qa95).
		q := shellquote.Quote(out)
		fmt.Fprintf(stderr, "itnprep style fit: next: itnprep verbalize --style %s 'TEXT' tries it; prep text, spgi or commonvoice --style %s verbalizes a corpus with it\n", q, q)
	}
	fmt.Fprintln(stdout, out)
	return nil
}

// styleFitArgs are style fit's parsed flags: the fit's configuration,
// whose inputs styleFitSources resolves from the rest.
type styleFitArgs struct {
	cfg                   pipelines.StyleFitConfig
	input, versions, base string
	quiet                 bool
}

// parseStyleFitArgs parses style fit's flags (args after "fit") and
// refuses missing or out-of-range ones (errUsage).
func parseStyleFitArgs(args []string, stdout io.Writer) (styleFitArgs, error) {
	var a styleFitArgs
	c := &a.cfg
	fs := newFlags("style fit", styleFitUsage, stdout, true)
	pathListVar(fs, &a.input, "input", "", "comma-separated globs of raw GTN files, NeMo GTN JSONL and Kaggle GTN CSV (en_train.csv)")
	pathListVar(fs, &a.versions, "from", "", "comma-separated dataset versions (folders or tags, OUT/NAME@TAG) of (written, spoken) pairs with spans (prep's output with human spoken forms: prep gtn, nemo-cases, libriheavy)")
	pathVar(fs, &c.Out, "out", "", "style file to write (its report goes to OUT.md)")
	pathVar(fs, &a.base, "base", "", "base style JSON (default: the embedded style); the prior is centred on it")
	fs.IntVar(&c.Iterations, "iterations", 40, "Rprop iterations of the fit")
	fs.Float64Var(&c.Prior, "prior", normalize.DefaultFitPrior, "precision of the Gaussian prior on each log-weight (larger: nearer the base style)")
	fs.IntVar(&c.MaxRecordBytes, "max-record-bytes", 1<<20, "longest record the readers accept (longer ones are rejected)")
	fs.BoolVar(&a.quiet, "quiet", false, "no progress bar and no line naming the next command (the summary line is still printed)")
	fs.IntVar(&c.MaxDistinct, "max-distinct", 0, "fit at most N distinct pieces, those with the most observations (0: all); the report counts what was left out")
	fs.Float64Var(&c.MaxRejectRate, "max-reject-rate", dataset.DefaultMaxRejectRate, "refuse to fit (exit 1, nothing written) when more than this share of the records read is rejected by the readers (1: never refuse)")
	fs.BoolVar(&c.CorpusWordsOnly, "corpus-words-only", false, "the style's learned words (word_readings) are only those the input read (and --base's when it replaces the default's): the default's and the word lexicon's, learned from Google TN, are dropped; the file says word_readings_replace")
	if err := parseFlags(fs, args); err != nil {
		return a, err
	}
	if err := requiredFlags([2]string{"--input or --from", a.input + a.versions}, [2]string{"--output", c.Out}); err != nil {
		return a, err
	}
	c.InputNames = strings.Trim(a.input+","+a.versions, ",") // for the refusal of an input without a pair
	if err := outOfRange(
		bound{"iterations", c.Iterations < 1, "1 or more", c.Iterations},
		bound{"prior", !(c.Prior > 0), "above 0", c.Prior},
		bound{"max-distinct", c.MaxDistinct < 0, "0 (all) or more", c.MaxDistinct},
	); err != nil {
		return a, err
	}
	if err := (dataset.Guard{MaxRejectRate: c.MaxRejectRate}).Validate(); err != nil {
		return a, fmt.Errorf("%w: %v", errUsage, err)
	}
	return a, checkMaxRecordBytes(c.MaxRecordBytes)
}

// styleFitSources resolves what style fit reads into a.cfg: the base style
// (as JSON; "" is the embedded one), the --input globs expanded to files
// (none may be the output or its report) and the --from versions. made is
// the folders the output's check made (checkStreamOutputs), which the
// caller removes when the fit ends; a failure here removes them itself.
func styleFitSources(ctx context.Context, a *styleFitArgs) (made madedirs.Made, err error) {
	if a.base != "" {
		st, err := loadStyle(ctx, a.base)
		if err != nil {
			return made, fmt.Errorf("--base: %w", err) // err names the file
		}
		b, err := st.Marshal()
		if err != nil {
			return made, err
		}
		a.cfg.BaseStyle = string(b)
	}
	if a.input != "" {
		if a.cfg.Inputs, err = pipelines.ExpandInputs(ctx, a.input); err != nil {
			return made, err
		}
	}
	// The job's paths as its workers open them (workerPath): the fit
	// writes --out from a worker.
	a.cfg.Inputs = workerPaths(a.cfg.Inputs)
	a.cfg.Out = workerPath(a.cfg.Out)
	// The output's checks also when only --from versions are read.
	out := a.cfg.Out
	if made, err = checkStreamOutputList(ctx, a.cfg.Inputs, []streamOutput{{flag: "--output", path: out, example: "style.json"}, {flag: "--output (its report)", path: out + ".md"}}); err != nil {
		return made, err
	}
	// The fit writes --out once every input is read: a folder that takes
	// no file failed then, after the whole read, naming no flag and adding
	// "pipeline failed on runner prism" (qa82).
	if err := checkWritable(ctx, "--output", out); err != nil {
		made.RemoveEmpty()
		return madedirs.Made{}, err
	}
	if a.versions != "" {
		if a.cfg.Versions, err = pipelines.LoadStyleFitVersions(ctx, strings.Split(a.versions, ",")); err != nil {
			made.RemoveEmpty()
			return madedirs.Made{}, err
		}
		for i := range a.cfg.Versions {
			a.cfg.Versions[i].Dir = workerPath(a.cfg.Versions[i].Dir)
		}
	}
	return made, nil
}

// startStyleFitProgress draws style fit's progress on a terminal while the
// pipeline runs in this process (direct, prism), as prep does: a bar over
// the fit's iterations whose note says what runs now (the input read, the
// pairs examined, the mean log P(gold) of the
// current iterate). It returns a function that leaves the final state on
// screen. On a non-terminal, with --quiet or a remote runner it draws
// nothing.
func startStyleFitProgress(quiet bool, iterations int, stderr io.Writer) func(complete bool) {
	if !pipelineProgressShown(quiet, stderr) {
		return func(bool) {}
	}
	transforms.Progress.BytesRead.Store(0)
	transforms.Progress.FitPairsExamined.Store(0)
	transforms.Progress.Fit.Store(nil)
	bar := progress.Start(stderr, progress.Config{Label: "style fit", Total: int64(iterations), Noun: "iterations", Poll: styleFitNote(iterations)})
	return bar.Finish
}

// styleFitNote returns the style fit display's poll: the amount
// (iterations done) and the note, from the counters the pipeline's DoFns
// keep.
func styleFitNote(iterations int) func() (int64, string) {
	return func() (int64, string) {
		return fitNote(transforms.Progress.Fit.Load(), transforms.Progress.FitPairsExamined.Load(), iterations)
	}
}

// fitNote renders the fit's progress for the bar: p is the estimator's
// (nil: not started), examined the pairs examined on the workers before.
func fitNote(p *normalize.FitProgress, examined int64, iterations int) (int64, string) {
	if p == nil {
		if examined > 0 {
			return 0, "examining distinct pairs: " + progress.Thousands(examined)
		}
		return 0, "reading and counting pairs: " + progress.Size(transforms.Progress.BytesRead.Load()) + " read"
	}
	switch p.Stage {
	case "pairs":
		return 0, fmt.Sprintf("examining pairs %s/%s", progress.Thousands(int64(p.Done)), progress.Thousands(int64(p.Total)))
	case "iterations":
		return int64(p.Done), fmt.Sprintf("mean log P(gold) %.4f", p.LogLik)
	}
	return int64(iterations), "scoring the rounded style"
}

// refusal is a pipeline's failure caused by its data: a DoFn refused the
// input with a message beginning "refusing to ". It reads as that message
// alone (the runner's "pipeline failed on runner R; --log-level debug ..."
// note made a fault of the data read as a fault of the run), and still
// unwraps to the *pipelines.PipelineError for the debug log.
type refusal struct {
	msg string
	err error
}

func (r *refusal) Error() string { return r.msg }
func (r *refusal) Unwrap() error { return r.err }

// dataRefusal returns err as a refusal when it is a pipeline that failed
// with a cause beginning with prefix, else err as it is.
func dataRefusal(err error, prefix string) error {
	var pe *pipelines.PipelineError
	if !errors.As(err, &pe) {
		return err
	}
	if cause := pipelines.Cause(pe.Err); strings.HasPrefix(cause, prefix) {
		return &refusal{msg: cause, err: err}
	}
	return err
}
