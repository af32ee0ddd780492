package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

func init() {
	register(&command{
		name:    "align",
		summary: "difflib-identical opcodes (written vs spoken) for JSONL pairs",
		run:     runAlign,
	})
}

const alignUsage = `align --input PAIRS.jsonl --output OPS.jsonl [--autojunk=false] [--pretokenized] [--rejects FILE]
      [--allow-empty] [--max-reject-rate R]

Aligns every pair exactly as Python's difflib.SequenceMatcher(None, a, b,
autojunk) does, with a = written tokens and b = spoken tokens, and writes one
line per input line, in input order:
  {"id": "...", "ratio": 0.75, "opcodes": [["equal", 0, 5, 0, 5], ...]}
Input lines are {"id"?, "written": str, "spoken": str}; with --pretokenized
{"id"?, "a": [tokens], "b": [tokens]} (tokens used as given). Texts are
tokenized as align.Tokenize does: lower-cased, split on white space,
every punctuation or symbol character a token of its own. The id is always
written as a JSON string, like prep's ids: a string as given, a number in its
JSON spelling (42 -> "42"), and a line without one (or with null) its
1-based line number ("7"); an id of another type quarantines the line.
Blank lines are skipped. Other fields are ignored. "-" means stdin/stdout.
The ratio is printed as Python's repr() prints it.
A line that is not a usable pair (invalid JSON, a missing, null or wrongly
typed field, a lone surrogate such as "\ud800") is quarantined with its line
number and reason to --rejects (default OUT.rejects.jsonl; stderr when OUT
is -) and the others are aligned. As every command that quarantines, align
exits 0 with quarantined lines, and refuses its result (exit 1, one line
naming the first quarantined line; an --output file is removed) when no line
was a usable pair (--allow-empty accepts that) or more than
--max-reject-rate of them were quarantined (docs/ERRORS.md, "Exit status").`

func runAlign(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("align", alignUsage, stdout, false)
	in := pathString(fs, "in", "", "input JSONL of pairs (- for stdin)")
	out := pathString(fs, "out", "", "output JSONL of opcodes (- for stdout)")
	autojunk := fs.Bool("autojunk", true, "difflib's autojunk heuristic (popular tokens of long spoken sides are not indexed)")
	pretok := fs.Bool("pretokenized", false, `input lines hold token lists "a" and "b" instead of "written" and "spoken"`)
	rejects := pathString(fs, "rejects", "", "JSONL file for quarantined lines (default OUT.rejects.jsonl, or stderr when --output is -)")
	var guard dataset.Guard
	addMineGuardFlags(fs, &guard, "pairs", "refuse the result (an --output file is removed)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkGuardFlags(guard); err != nil {
		return err
	}
	if err := requiredFlags([2]string{"--input", *in}, [2]string{"--output", *out}); err != nil {
		return err
	}
	made, err := checkStreamOutputs(ctx, []string{*in}, "--output", *out, "--rejects", *rejects)
	if err != nil {
		return err
	}
	defer made.RemoveEmpty()
	r, inName, closeIn, err := openStreamInput(ctx, "align", *in)
	if err != nil {
		return err
	}
	defer closeIn()
	// The rejects first, as mine opens them: creating --out truncates an
	// earlier result, which a --rejects that cannot be created then left
	// empty (and --out - is stdout, which cannot be taken back).
	rej, err := openRejects(ctx, "align", *rejects, *out, stderr)
	if err != nil {
		return err
	}
	w, closeOut, err := openStreamOutput(ctx, "--output", *out, stdout)
	if err != nil {
		rej.Close()
		return err
	}
	st, err := align.AlignJSONL(ctx, r, inName, w, rej, align.JSONLOptions{Autojunk: *autojunk, Pretokenized: *pretok})
	if err == nil && st.Read == 0 && guard.AllowEmpty {
		// An empty output must not pass silently for a result.
		fmt.Fprintf(stderr, "itnprep align: no pair read from %s (an empty input, or blank lines only); nothing written\n", inName)
	}
	tally := dataset.LineTally{Input: inName, Unit: "pairs", Read: st.Read, Quarantined: st.Rejected, First: rej.First(), Rejects: rej.Where()}
	// The guard is asked once: its refusal both leaves out the quarantine
	// summary (finishStream) and is the result, as in verbalize and
	// evaluate (it was asked twice).
	refused := guard.CheckLines("align", tally)
	if err := finishStream("align", st.Read, rej, err, closeOut, stderr, "", err == nil && refused != nil); err != nil {
		// Nothing written (a JSON array refused at its first line): no
		// empty --out file passes for a result.
		return stoppedOutput(ctx, "align", err, *out, st.Aligned, "pairs aligned")
	}
	if refused != nil {
		return removeRefused(ctx, refused, *out)
	}
	return nil
}

// removeRefused removes out, the file of a result refused with err (not
// stdout, "-", and never a device, a pipe or a link: storage.RemoveOutput),
// and returns err, with the removal's failure when it failed.
func removeRefused(ctx context.Context, err error, out string) error {
	if out != "" && out != "-" {
		if rerr := storage.RemoveOutput(ctx, out); rerr != nil {
			return fmt.Errorf("%w; removing %s: %v", err, out, rerr)
		}
	}
	return err
}

// stoppedOutput is a stream filter's error when err stopped it before its
// input's end, and takes back an --out file that holds nothing. Ctrl-C or
// SIGTERM: the one interrupt line also says what the file holds, the
// records written before the signal, complete and in input order (it
// said only "interrupted", and a refused result's file is removed, so a
// file left behind read as a whole result). A run stopped before it wrote
// a record, by a signal or by any other error, removes the file instead
// (and the folders made for it go with it: checkStreamOutputs'
// RemoveEmpty): evaluate --details stopped right after its start, and
// verbalize --out and evaluate --details of a gzip that does not decode at
// its first line, left an empty file that no line named. Other errors
// pass unchanged, and so does a run that ended without one (a signal
// after its last record: evaluate asks whatever the error).
func stoppedOutput(ctx context.Context, command string, err error, out string, n int64, what string) error {
	if err == nil || out == "" || out == "-" {
		return err
	}
	if ctx.Err() == nil {
		// An input that is no sentences (verbalize given a raw GTN,
		// Kaldi or subtitle file, refused at its second line or later)
		// makes no line of the file a result: it was kept, holding the
		// first line's reading.
		var notSentences *sources.NotSentencesError
		if n == 0 || errors.As(err, &notSentences) {
			return removeRefused(ctx, err, out)
		}
		return err
	}
	if n == 0 {
		// The context is cancelled: a store's removal needs one that is not.
		return removeRefused(context.WithoutCancel(ctx), fmt.Errorf("%s interrupted (%v) with no %s; %s not written", command, context.Cause(ctx), what, out), out)
	}
	return fmt.Errorf("%s interrupted (%v); %s holds the %d %s before it, an incomplete result", command, context.Cause(ctx), out, n, what)
}

// checkGuardFlags is a usage error for a --max-reject-rate outside [0, 1],
// as mine's and prep's guard flags are checked.
func checkGuardFlags(g dataset.Guard) error {
	if err := g.Validate(); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	return nil
}

// openRejects opens the quarantine of a streaming command: --rejects when
// given, else OUT.rejects.jsonl next to the output, else (output on
// stdout) stderr: the first quarantine.TextLimit there, and all of them in
// a temporary file when there are more (the summary names it).
func openRejects(ctx context.Context, command, flagPath, out string, stderr io.Writer) (*quarantine.Sink, error) {
	path := rejectsPath(flagPath, out)
	if path == "-" {
		return quarantine.ToText(stderr, command), nil
	}
	w, err := storage.Create(ctx, path)
	if err != nil {
		if flagPath == "" {
			// The file beside --out: named as such (the line named a
			// path the user had not typed, and no flag).
			return nil, fmt.Errorf("%w (the rejects file beside --output %s; --rejects FILE puts it elsewhere)", cannotCreate("--rejects", path, err), out)
		}
		return nil, cannotCreate("--rejects", path, err)
	}
	return quarantine.ToWriter(w, path, func() error { return storage.RemoveOutput(ctx, path) }), nil
}

// rejectsPath is the rejects file of a streaming command given --rejects
// flagPath and the output out: flagPath when given, else OUT.rejects.jsonl
// next to the output; "-" for stderr (--rejects -, or the output on
// stdout). openRejects opens it.
func rejectsPath(flagPath, out string) string {
	switch {
	case flagPath != "":
		return flagPath
	case out == "-" || out == "":
		return "-"
	}
	return quarantine.NextTo(out)
}

// finishStream closes a streaming command's output and quarantine. What
// was processed stays written whatever happened later (a partial output
// holds complete lines only, in input order); quarantined lines are
// reported in one line on stderr. lost, when not empty, is what a command
// whose result comes only at the end (evaluate's scores, mine's patterns)
// loses when err stopped it: the line says so (Sink.StoppedSummary), where
// "the others were processed" read as if they had counted.
//
// refused says that the result is to be refused (the guard's answer): then the
// refusal line alone speaks of the quarantined lines; the summary said
// "the others were processed" of lines whose result was then refused.
func finishStream(command string, read int64, rej *quarantine.Sink, err error, closeOut func() error, stderr io.Writer, lost string, refused bool) error {
	if cerr := closeOut(); err == nil && cerr != nil {
		err = cerr
	}
	if cerr := rej.Close(); err == nil && cerr != nil {
		err = cerr
	}
	switch {
	case rej.Count() == 0:
	case err == nil && refused:
	case err != nil && lost != "":
		fmt.Fprintln(stderr, rej.StoppedSummary(command, read, lost))
	default:
		fmt.Fprintln(stderr, rej.Summary(command, read))
	}
	return err
}
