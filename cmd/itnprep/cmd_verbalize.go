package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/itnprep/itnprep/normalize"
)

func init() {
	register(&command{
		name:    "verbalize",
		summary: "turn written sentences into spoken forms (probabilistic verbalizer)",
		run:     runVerbalize,
	})
}

// verbalizeOut is one output line: one variant of one input record.
type verbalizeOut struct {
	ID      string           `json:"id"`
	Written string           `json:"written"`
	Spoken  string           `json:"spoken"`
	Variant int              `json:"variant"`
	Prob    float64          `json:"prob"`
	Spans   []normalize.Span `json:"spans"`
}

type verbalizeReject struct {
	ID     string `json:"id"`
	Line   int    `json:"line"`
	Text   string `json:"text"`
	Kind   string `json:"kind,omitempty"`
	Reason string `json:"reason"`
}

const verbalizeUsage = `verbalize [--in FILE] [--out FILE] [--variants N|all | --samples K] [--seed S]
       [--style FILE] [--keep-case-punct] [--format auto|text|jsonl] [--rejects FILE]

Input: one written sentence per line, or JSONL {"id": ..., "text": ...}. With
--format auto (the default) each line is read as JSON when its first
non-blank character is '{' and as plain text otherwise; the id of a plain
line (or of a JSON record without one) is its 1-based line number. Blank
lines are skipped.

Output: JSONL {"id","written","spoken","variant","prob","spans"}, one line
per variant. --variants N writes the N most probable verbalizations (all:
up to 4096), variant = rank. Otherwise --samples K (default 1) draws K
distinct variants from the same distribution (without replacement; fewer
when the text has fewer readings), seeded from (--seed, id), so the output
is reproducible on any machine. prep's --samples K writes the same K rows.

Lines that cannot be verbalized are written to --rejects (JSONL with the
reason) or, without it, reported on stderr; either way the command exits
with status 1 if any line was rejected.`

func runVerbalize(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("verbalize", verbalizeUsage, stderr, false)
	in := fs.String("in", "-", "input file, one sentence or JSON record per line (- for stdin)")
	out := fs.String("out", "-", "output JSONL file (- for stdout)")
	variants := fs.String("variants", "", "write the N most probable variants per record (a number or all)")
	samples := fs.Int("samples", 1, "without --variants: number of distinct sampled variants per record (without replacement)")
	seed := fs.Uint64("seed", 0, "run seed for sampling")
	stylePath := fs.String("style", "", "house-style JSON file overriding the built-in one")
	keep := fs.Bool("keep-case-punct", false, "keep case and punctuation of plain text in the spoken form")
	format := fs.String("format", "auto", "input format: auto (JSON if a line starts with '{'), text or jsonl")
	rejectsPath := fs.String("rejects", "", "JSONL file for lines that cannot be verbalized (default: report on stderr)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	topN := 0
	switch *variants {
	case "":
	case "all":
		topN = normalize.MaxVariants
	default:
		n, err := strconv.Atoi(*variants)
		if err != nil || n < 1 {
			return fmt.Errorf("%w: --variants must be a positive number or all, not %q", errUsage, *variants)
		}
		topN = n
	}
	if *samples < 1 {
		return fmt.Errorf("%w: --samples must be at least 1", errUsage)
	}
	if *format != "auto" && *format != "text" && *format != "jsonl" {
		return fmt.Errorf("%w: --format must be auto, text or jsonl, not %q", errUsage, *format)
	}
	style := normalize.DefaultStyle()
	if *stylePath != "" {
		s, err := normalize.LoadStyle(*stylePath)
		if err != nil {
			return err
		}
		style = s
	}
	v := normalize.New(style, normalize.Options{KeepCasePunct: *keep})

	r, closeIn, err := verbalizeOpenIn(*in)
	if err != nil {
		return err
	}
	defer closeIn()
	w, closeOut, err := verbalizeOpenOut(*out, stdout)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	var rejW *bufio.Writer
	if *rejectsPath != "" {
		rf, closeRej, err := verbalizeOpenOut(*rejectsPath, stdout)
		if err != nil {
			closeOut()
			return err
		}
		defer closeRej()
		rejW = bufio.NewWriter(rf)
	}
	name := *in
	if name == "-" {
		name = "stdin"
	}
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	var rejEnc *json.Encoder
	if rejW != nil {
		rejEnc = json.NewEncoder(rejW)
		rejEnc.SetEscapeHTML(false)
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	lineNo, rejected := 0, 0
	for sc.Scan() {
		lineNo++
		if lineNo%1024 == 0 && ctx.Err() != nil {
			closeOut()
			return ctx.Err()
		}
		line := bytes.TrimSuffix(sc.Bytes(), []byte("\r")) // CRLF files
		trimmed := bytes.TrimSpace(line)
		if len(trimmed) == 0 {
			continue
		}
		id, text := strconv.Itoa(lineNo), string(line)
		if *format == "jsonl" || (*format == "auto" && trimmed[0] == '{') {
			var rec struct {
				ID   json.RawMessage `json:"id"`
				Text *string         `json:"text"`
			}
			if err := json.Unmarshal(trimmed, &rec); err != nil {
				closeOut()
				return fmt.Errorf("%s:%d: invalid JSON: %v", name, lineNo, err)
			}
			if rec.Text == nil {
				closeOut()
				return fmt.Errorf("%s:%d: JSON record has no \"text\" field", name, lineNo)
			}
			text = *rec.Text
			if len(rec.ID) > 0 && string(rec.ID) != "null" {
				var s string
				if json.Unmarshal(rec.ID, &s) == nil {
					id = s
				} else {
					id = string(rec.ID) // a number id keeps its JSON spelling
				}
			}
		}
		var outs []verbalizeOut
		var verr error
		if topN > 0 {
			vs, err := v.Variants(text, topN)
			verr = err
			for i, x := range vs {
				outs = append(outs, verbalizeOut{ID: id, Written: text, Spoken: x.Spoken, Variant: i, Prob: x.Prob, Spans: x.Spans})
			}
		} else {
			xs, err := v.SampleDistinct(text, *seed, id, *samples)
			verr = err
			for k, x := range xs {
				outs = append(outs, verbalizeOut{ID: id, Written: text, Spoken: x.Spoken, Variant: k, Prob: x.Prob, Spans: x.Spans})
			}
		}
		if verr != nil {
			rejected++
			if rejEnc != nil {
				rec := verbalizeReject{ID: id, Line: lineNo, Text: text, Reason: verr.Error()}
				var ve *normalize.Error
				if errors.As(verr, &ve) {
					rec.Kind = ve.Kind
				}
				if err := rejEnc.Encode(rec); err != nil {
					closeOut()
					return err
				}
			} else {
				fmt.Fprintf(stderr, "%s:%d: cannot verbalize: %v\n", name, lineNo, verr)
			}
			continue
		}
		for i := range outs {
			if outs[i].Spans == nil {
				outs[i].Spans = []normalize.Span{}
			}
			if err := enc.Encode(&outs[i]); err != nil {
				closeOut()
				return err
			}
		}
	}
	if err := sc.Err(); err != nil {
		closeOut()
		return fmt.Errorf("%s:%d: %v", name, lineNo+1, err)
	}
	if err := bw.Flush(); err != nil {
		closeOut()
		return err
	}
	if rejW != nil {
		if err := rejW.Flush(); err != nil {
			closeOut()
			return err
		}
	}
	if err := closeOut(); err != nil {
		return err
	}
	if rejected > 0 {
		return fmt.Errorf("%d of %d lines could not be verbalized", rejected, lineNo)
	}
	return nil
}

// verbalizeOpenIn opens path for reading; "-" is stdin.
func verbalizeOpenIn(path string) (io.Reader, func(), error) {
	if path == "-" || path == "" {
		return os.Stdin, func() {}, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	return f, func() { f.Close() }, nil
}

// verbalizeOpenOut creates path for writing; "-" is stdout. The close function
// reports write errors so that a full disk is not silent.
func verbalizeOpenOut(path string, stdout io.Writer) (io.Writer, func() error, error) {
	if path == "-" || path == "" {
		return stdout, func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, nil, err
	}
	return f, f.Close, nil
}
