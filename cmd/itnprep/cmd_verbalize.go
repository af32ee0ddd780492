package main

import (
	"bufio"
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/normalize"
	"github.com/itnprep/itnprep/sources"
	"golang.org/x/term"
)

func init() {
	register(&command{
		name:    "verbalize",
		summary: "turn written sentences into spoken forms (probabilistic verbalizer)",
		run:     runVerbalize,
	})
}

const verbalizeUsage = `verbalize [--input FILE] [--output FILE] [--top N|all | --samples K [--variant-floor R] [--seed S]]
       [--style FILE] [--keep-case-punct] [--format auto|text|jsonl] [--language en|any] [--rejects FILE]
       [--allow-empty] [--max-reject-rate R] [TEXT...]

Input: each TEXT argument is one sentence (id = its position, 1, 2, ...;
flags may come before or after them), as in
  itnprep verbalize --top 3 'On 21 Dec 2024 I paid $12.50.'
Without TEXT, --input (default stdin): one written sentence per line, or JSONL {"id": ..., "text": ...}. With
--format auto (the default) each line is read as JSON when it opens a
JSON object ('{' then a key's quote) and as plain text otherwise, so
"{{plot}} Owen ..." is a sentence; the id of a plain
line (or of a JSON record without one) is its 1-based line number. Blank
lines are skipped. A file that is no sentences (a raw Google TN file, a
Kaldi text or segments file, subtitles, NeMo test cases) is refused, as prep text refuses
it, and so are a CSV or TSV table by its name (.csv, .tsv: prep text
reads its text column; --format text reads its lines as sentences) and a
Parquet file (prep text reads it).

Output: JSONL {"id","written","spoken","variant","prob","spans"}, one line
per variant. --top N writes the N most probable verbalizations (all:
up to 4096), variant = rank. Otherwise --samples K (default 1) draws K
distinct variants from the same distribution (without replacement; fewer
when the text has fewer readings), seeded from (--seed, id), so the output
is reproducible on any machine (--seed defaults to 1, as in prep); the variants after the first are drawn only
among readings at least --variant-floor (0.05) of the most probable one's
probability ("250 people": not "two five o" at 0.025 just to make a second
row). prep's --samples K and --variant-floor write the same K rows.
--variants is a deprecated alias of --top (it warns). A reading that says
nothing ("/" read as a separator, "*" as a footnote mark) is never listed:
--top N lists the N most probable readings that say something (prob stays
each reading's own, so the listed ones may sum below 1), and --samples
drops such draws, as prep does. A text with no reading that says
something ("...") is rejected (kind empty_spoken).

--language en (the default, as prep's) rejects a line clearly in another
language (kind not_english), since the verbalizer writes English spoken
forms only: "Le 14 juillet 1789, la prise de la Bastille..." was written
as "le fourteen juillet seventeen eighty nine ..." without a word. A line
is judged as prep text judges it (its letters mostly of another script, or
its function words mostly of another language), a short one (under 6
words) with the 8 lines before it, since verbalize writes each line as it
reads it (prep also looks at the 8 after it): a short line alone is not
judged. --language any verbalizes every line as English.

Lines that cannot be used (invalid JSON, no "text", a null or wrongly typed
field, a lone surrogate such as "\ud800", invalid UTF-8, a carriage return
inside a plain line, mojibake such as "cafÃ©" or U+FFFD, kinds mojibake and
replacement_character as prep rejects them) or cannot be verbalized are written to
--rejects (JSONL {"file","line","id","reason","text","kind"}, as align's,
mine's and evaluate's rejects with the kind added) or, without it,
reported on stderr, one line each ("FILE:LINE: quarantined: reason"); the other lines are verbalized and
written all the same, and a line on stderr counts the rejected ones. As
every command that quarantines, verbalize exits 0 with rejected lines, and
refuses its result (exit 1, one line naming the first rejected line; an
--output file is removed) when no line could be verbalized (--allow-empty
accepts that) or more than --max-reject-rate of them were rejected
(docs/ERRORS.md, "Exit status"): a single sentence given as an argument
that cannot be verbalized exits 1. JSON ids may be strings or numbers
(kept as written).

"written" is the input text byte for byte (the spans' offsets index it in
code points, as a dataset row's spans do, and a line joins back to its
input): verbalize does not clean it as prep does
(HTML references, invisible marks such as a byte-order mark or soft hyphen
inside a line, full-width forms, runs of white space). The verbalizer reads
through such marks ("5\uFEFF0" is "fifty", as prep's cleaned "50"), so the
spoken side is prep's; for cleaned written text too, use prep text.`

// verbalizeArgs are verbalize's parsed flags.
type verbalizeArgs struct {
	in, out, stylePath, rejects string
	keep                        bool
	language                    string
	stream                      normalize.StreamOptions
	guard                       dataset.Guard
	// texts are the sentences given as arguments (no --in).
	texts []string
}

func parseVerbalizeArgs(args []string, stdout, stderr io.Writer) (verbalizeArgs, error) {
	var a verbalizeArgs
	fs := newFlags("verbalize", verbalizeUsage, stdout, false)
	pathVar(fs, &a.in, "in", "-", "input file, one sentence or JSON record per line (- for stdin)")
	pathVar(fs, &a.out, "out", "-", "output JSONL file (- for stdout)")
	variants := fs.String("top", "", "write the N most probable variants per record (a number or all)")
	fs.Var(aliasValue{variants}, "variants", "deprecated: use --top (the same; kept for existing scripts, with a warning)")
	fs.IntVar(&a.stream.Samples, "samples", 1, "without --top: number of distinct sampled variants per record (without replacement)")
	fs.Float64Var(&a.stream.VariantFloor, "variant-floor", normalize.DefaultVariantFloor, "with --samples K > 1: the variants after a record's first are drawn among readings at least this share of its most probable reading's probability (0: any reading), as prep does")
	fs.Uint64Var(&a.stream.Seed, "seed", 1, "run seed for sampling (prep's default too, so that the same ids give prep's rows)")
	pathVar(fs, &a.stylePath, "style", "", "house-style JSON file overriding the built-in one")
	fs.BoolVar(&a.keep, "keep-case-punct", false, "keep case and punctuation of plain text in the spoken form")
	fs.StringVar(&a.stream.Format, "format", "auto", "input format: auto (JSON if a line opens a JSON object: '{' then a key), text or jsonl")
	fs.StringVar(&a.language, "language", sources.LanguageEnglish, "the text's language: en rejects a line clearly in another language (kind not_english; a short line judged with the 8 lines before it), since the verbalizer writes English spoken forms only; any verbalizes every line as English")
	pathVar(fs, &a.rejects, "rejects", "", "JSONL file for lines that cannot be verbalized (default, or -: reported on stderr, one line each)")
	addMineGuardFlags(fs, &a.guard, "lines", "refuse the result (an --output file is removed)")
	texts, err := parseFlagsAndTexts(fs, args)
	if err != nil {
		return a, err
	}
	if err := checkGuardFlags(a.guard); err != nil {
		return a, err
	}
	a.texts = texts
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if len(texts) > 0 && given["in"] {
		return a, fmt.Errorf("%w: give sentences as arguments or --input FILE, not both", errUsage)
	}
	for i, t := range texts {
		if strings.ContainsAny(t, "\n\r") {
			return a, fmt.Errorf("%w: argument %d holds a line break; give one sentence per argument (or a file with --input)", errUsage, i+1)
		}
	}
	if len(texts) > 0 && !given["format"] {
		// An argument is a sentence, even one that starts with '{'.
		a.stream.Format = "text"
	}
	deprecated, err := deprecatedVariants(fs, "top")
	if err != nil {
		return a, err
	}
	if a.stream.TopN, err = parseTopCount(*variants); err != nil {
		return a, err
	}
	if err := checkVariantFloor(a.stream.VariantFloor); err != nil {
		return a, err
	}
	if err := checkSamples(a.stream.Samples, "--samples"); err != nil {
		return a, err
	}
	// --top lists the most probable readings, --samples draws them: with
	// both, --samples was silently ignored.
	if a.stream.TopN > 0 && given["samples"] {
		return a, fmt.Errorf("%w: give --top N (the most probable readings) or --samples K (K drawn), not both", errUsage)
	}
	// --variant-floor and --seed shape the draws of --samples; with --top
	// they were accepted and silently ignored.
	for _, name := range []string{"seed", "variant-floor"} {
		if a.stream.TopN > 0 && given[name] {
			return a, fmt.Errorf("%w: --%s shapes --samples draws; --top N lists the most probable readings and takes neither --seed nor --variant-floor", errUsage, name)
		}
	}
	if a.stream.Check, a.stream.CheckKind, err = verbalizeLanguageCheck(a.language); err != nil {
		return a, err
	}
	if f := a.stream.Format; f != "auto" && f != "text" && f != "jsonl" {
		return a, fmt.Errorf("%w: --format must be auto, text or jsonl, not %q", errUsage, f)
	}
	if deprecated != "" {
		fmt.Fprintln(stderr, deprecated)
	}
	return a, nil
}

// parseTopCount reads --top: empty (not given) is 0, "all" every variant
// the verbalizer enumerates, else a positive number.
func parseTopCount(top string) (int, error) {
	switch top {
	case "":
		return 0, nil
	case "all":
		return normalize.MaxVariants, nil
	}
	n, err := strconv.Atoi(top)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("%w: --top must be a positive number or all, not %q", errUsage, top)
	}
	return n, nil
}

// verbalizeLanguageCheck turns --language into the stream's line check and
// its reject kind: en checks every line, any checks none.
func verbalizeLanguageCheck(language string) (func(string) string, string, error) {
	if err := sources.CheckLanguage(language); err != nil {
		return nil, "", fmt.Errorf("%w: %w", errUsage, err)
	}
	if language == sources.LanguageAny {
		return nil, "", nil
	}
	return sources.EnglishLineCheck(), "not_english", nil
}

func runVerbalize(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	a, err := parseVerbalizeArgs(args, stdout, stderr)
	if err != nil {
		return err
	}
	style := normalize.DefaultStyle()
	if a.stylePath != "" {
		if style, err = loadStyle(ctx, a.stylePath); err != nil {
			return fmt.Errorf("--style: %w", err)
		}
	}
	v := normalize.New(style, normalize.Options{KeepCasePunct: a.keep})
	made, err := checkStreamOutputs(ctx, []string{a.in}, "--output", a.out, "--rejects", a.rejects)
	if err != nil {
		return err
	}
	defer made.RemoveEmpty()
	var r io.Reader
	name := a.in
	if len(a.texts) > 0 {
		// One line per argument: ids and reject lines are the arguments'
		// positions. A blank argument is skipped as a blank line is.
		r, name = strings.NewReader(strings.Join(a.texts, "\n")+"\n"), "argument"
	} else {
		in, _, closeIn, err := openStreamInput(ctx, "verbalize", cmp.Or(a.in, "-")) // no --in: stdin
		if err != nil {
			return err
		}
		defer closeIn()
		r = in
		if err := verbalizeTable(name, a.stream.Format); err != nil {
			return err
		}
		if name == "-" || name == "" {
			name = "stdin"
			if stdinIsTerminal() {
				// `itnprep verbalize` with nothing to read waited on the
				// keyboard without a word, as if hung.
				fmt.Fprintln(stderr, "itnprep verbalize: reading sentences from the terminal, one per line (Ctrl-D ends them; give sentences as arguments, or --input FILE)")
			}
		}
	}
	// The rejects first, as align and mine open them: creating --out
	// truncates an earlier result, which a --rejects that could not be
	// created then left empty.
	rej, err := openVerbalizeRejects(ctx, a.rejects, stderr)
	if err != nil {
		return err
	}
	w, closeOut, err := openStreamOutput(ctx, "--output", a.out, stdout)
	if err != nil {
		rej.Close() // removes the rejects file just made: nothing went to it
		return err
	}
	st, err := verbalizeStream(ctx, v, r, name, w, rej, a)
	if err == nil && st.Read == 0 && a.guard.AllowEmpty {
		// An empty output must not pass silently for a result.
		fmt.Fprintf(stderr, "itnprep verbalize: no text read from %s (an empty input, or blank lines only); nothing written\n", name)
	}
	tally := dataset.LineTally{Input: name, Unit: "lines", Read: st.Read, Quarantined: st.Rejected, First: rej.First(), Rejects: rej.Where()}
	// The guard is asked once (it was asked twice): a refusal leaves out
	// the quarantine summary (finishStream), since the refusal line counts
	// the quarantined lines.
	refused := a.guard.CheckLines("verbalize", tally)
	if err := finishStream("verbalize", st.Read, rej, err, closeOut, stderr, "", err == nil && refused != nil); err != nil {
		return stoppedOutput(ctx, "verbalize", err, a.out, st.Verbalized, "texts verbalized")
	}
	if refused != nil {
		return removeRefused(ctx, refused, a.out)
	}
	return nil
}

// verbalizeTable refuses a CSV or TSV table given to --in by its name
// (.csv, .tsv, compressed too) when --format is auto: prep text reads such
// a file by its text column, and verbalize read each row as a sentence, so
// that SPGISpeech's train.csv was verbalized header and all,
// "wav_filename|wav_filesize|transcript" said "wav underscore filename
// ...", and every row began with its clip's path read aloud. --format
// text reads the lines as sentences all the same.
func verbalizeTable(name, format string) error {
	if format != "auto" || !sources.IsTextTableName(name) {
		return nil
	}
	kind := "CSV"
	if strings.HasSuffix(strings.ToLower(sources.BaseName(name)), ".tsv") {
		kind = "TSV"
	}
	return fmt.Errorf("%s: a %s table by its name, which verbalize would read row by row as sentences, its header and separators as words: prep text reads such a table by its text column (prep text --input FILE --text-field COLUMN), or cut the column out into a file of sentences; --format text reads each line as a sentence all the same", name, kind)
}

// stdinIsTerminal reports whether standard input is a terminal (a
// variable, so that tests can stand in for one).
var stdinIsTerminal = func() bool { return term.IsTerminal(int(os.Stdin.Fd())) }

// verbalizeStream runs normalize's Stream from r to w and quarantines the
// lines it rejects in rej, the quarantine every streaming command writes
// (align, mine, evaluate): one JSONL record format ({"file", "line", "id",
// "reason", "text"}, and the reject's "kind") and one stderr line
// ("FILE:LINE: quarantined: reason", capped). verbalize had an encoder and
// a stderr wording of its own ("FILE:LINE: cannot verbalize: invalid
// JSON ...", of lines that were never verbalized), and records without
// the file. The output is flushed whatever happens, so nothing verbalized
// is lost.
func verbalizeStream(ctx context.Context, v *normalize.Verbalizer, r io.Reader, name string, w io.Writer, rej *quarantine.Sink, a verbalizeArgs) (normalize.StreamStats, error) {
	if len(a.texts) == 0 {
		// A file or stdin of another kind read as sentences (raw GTN,
		// Kaldi, subtitles) is refused as prep text refuses it; a
		// sentence given as an argument is one, whatever it holds.
		a.stream.Shape = sources.NewPlainShape(name, "verbalize")
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	st, err := v.Stream(ctx, r, name, a.stream, func(o *normalize.StreamOut) error { return enc.Encode(o) }, func(rj normalize.StreamReject) error {
		if why := quarantine.InvalidUTF8([]byte(rj.Text)); why != "" && rj.Kind != "line_too_long" {
			// Named as prep and the other commands name it (the byte, its
			// place counted from 1, the encoding and iconv), not "invalid
			// UTF-8 at byte 3" or "invalid JSON at byte 14: invalid UTF-8
			// in string".
			rj.Kind, rj.Reason = "invalid_utf8", why
		}
		if rj.Kind == "missing_text" && rj.Reason == normalize.NoTextReason {
			rj.Reason += textFieldHint([]byte(rj.Text))
		}
		return rej.Add(quarantine.Reject{File: name, Line: rj.Line, ID: rj.ID, Reason: rj.Reason, Text: rj.Text, Kind: rj.Kind})
	})
	if ferr := bw.Flush(); err == nil && ferr != nil {
		err = ferr
	}
	return st, err
}

// textFieldHint names a JSON line's fields after normalize.NoTextReason,
// in the words prep text's and mine-pairs' rejects name them
// (sources.FieldsHint, the formats' part), with verbalize's own way on for
// the likeliest other JSONL, a pair file (align's, mine-pairs', NeMo's
// GTN): "no text field" alone left the user to find what the line held
// instead. It stays with the command whose lines it names, as mine-pairs'
// pairFieldsHint stays in transforms/.
func textFieldHint(line []byte) string {
	keys := jsonline.Fields(line)
	remedy := ""
	for _, f := range []string{"written", "sentence", "transcript", "content"} {
		if slices.Contains(keys, f) {
			remedy = fmt.Sprintf(`verbalize reads {"id", "text"} lines: jq -c '{id, text: .%s}' FILE writes them`, f)
			break
		}
	}
	return sources.FieldsHint(line, remedy)
}

// openVerbalizeRejects opens verbalize's quarantine: the --rejects file
// (removed at Close when no line went to it), or, with no --rejects or
// "-", stderr, as align's and mine's --rejects - (the first
// quarantine.TextLimit there, all of them in a temporary file when there
// are more). verbalize keeps stderr as its default where align and mine
// write OUT.rejects.jsonl: its sentences are mostly given as arguments,
// and a file beside stdout has no name. openRejects is given no output to
// put a file beside, so no --rejects is stderr there too (rejectsPath).
func openVerbalizeRejects(ctx context.Context, rejects string, stderr io.Writer) (*quarantine.Sink, error) {
	return openRejects(ctx, "verbalize", rejects, "", stderr)
}

// aliasValue is a string flag that writes into another flag's variable
// (a deprecated name of it).
type aliasValue struct{ p *string }

func (a aliasValue) String() string {
	if a.p == nil {
		return ""
	}
	return *a.p
}

func (a aliasValue) Set(s string) error { *a.p = s; return nil }
