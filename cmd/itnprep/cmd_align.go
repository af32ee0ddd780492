package main

import (
	"context"
	"fmt"
	"io"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/storage"
)

func init() {
	register(&command{
		name:    "align",
		summary: "difflib-identical opcodes (written vs spoken) for JSONL pairs",
		run:     runAlign,
	})
}

const alignUsage = `align --in PAIRS.jsonl --out OPS.jsonl [--autojunk=false] [--pretokenized] [--rejects FILE]

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
A line that is not a usable pair (invalid JSON, a missing or wrongly typed
field, a lone surrogate such as "\ud800") is quarantined with its line
number and reason to --rejects (default OUT.rejects.jsonl; stderr when OUT
is -) and the others are aligned.`

func runAlign(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("align", alignUsage, stderr, false)
	in := pathString(fs, "in", "", "input JSONL of pairs (- for stdin)")
	out := pathString(fs, "out", "", "output JSONL of opcodes (- for stdout)")
	autojunk := fs.Bool("autojunk", true, "difflib's autojunk heuristic (popular tokens of long spoken sides are not indexed)")
	pretok := fs.Bool("pretokenized", false, `input lines hold token lists "a" and "b" instead of "written" and "spoken"`)
	rejects := pathString(fs, "rejects", "", "JSONL file for quarantined lines (default OUT.rejects.jsonl, or stderr when --out is -)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *in == "" || *out == "" {
		return fmt.Errorf("%w: --in and --out are required", errUsage)
	}
	if err := refuseOutputOverInput(*in, "--out", *out, "--rejects", *rejects); err != nil {
		return err
	}
	r, inName, closeIn, err := openStreamInput(ctx, *in)
	if err != nil {
		return err
	}
	defer closeIn()
	w, closeOut, err := verbalizeOpenOut(ctx, *out, stdout)
	if err != nil {
		return err
	}
	rej, err := openRejects(ctx, "align", *rejects, *out, stderr)
	if err != nil {
		closeOut()
		return err
	}
	st, err := align.AlignJSONL(ctx, r, inName, w, rej, align.JSONLOptions{Autojunk: *autojunk, Pretokenized: *pretok})
	if err == nil && st.Read == 0 {
		// An empty output must not pass silently for a result.
		fmt.Fprintf(stderr, "itnprep align: no pair read from %s (an empty input, or blank lines only); nothing written\n", inName)
	}
	return finishStream("align", st.Read, rej, err, closeOut, stderr)
}

// openRejects opens the quarantine of a streaming command: --rejects when
// given, else OUT.rejects.jsonl next to the output, else (output on
// stdout) stderr: the first quarantine.TextLimit there, and all of them in
// a temporary file when there are more (the summary names it).
func openRejects(ctx context.Context, command, flagPath, out string, stderr io.Writer) (*quarantine.Sink, error) {
	path := flagPath
	switch {
	case flagPath == "-":
		return quarantine.ToText(stderr, command), nil
	case flagPath != "":
	case out == "-" || out == "":
		return quarantine.ToText(stderr, command), nil
	default:
		path = quarantine.NextTo(out)
	}
	w, err := storage.Create(ctx, path)
	if err != nil {
		return nil, err
	}
	return quarantine.ToWriter(w, path, func() error { return storage.Remove(ctx, path) }), nil
}

// finishStream closes a streaming command's output and quarantine. What
// was processed stays written whatever happened later (a partial output
// holds complete lines only, in input order); quarantined lines are
// reported in one line on stderr.
func finishStream(command string, read int64, rej *quarantine.Sink, err error, closeOut func() error, stderr io.Writer) error {
	if cerr := closeOut(); err == nil && cerr != nil {
		err = cerr
	}
	if cerr := rej.Close(); err == nil && cerr != nil {
		err = cerr
	}
	if rej.Count() > 0 {
		fmt.Fprintln(stderr, rej.Summary(command, read))
	}
	return err
}
