package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/internal/jsonline"
)

func init() {
	register(&command{
		name:    "align",
		summary: "difflib-identical opcodes (written vs spoken) for JSONL pairs",
		run:     runAlign,
	})
}

const alignUsage = `align --in PAIRS.jsonl --out OPS.jsonl [--autojunk=false] [--pretokenized]

Aligns every pair exactly as Python's difflib.SequenceMatcher(None, a, b,
autojunk) does, with a = written tokens and b = spoken tokens, and writes one
line per input line, in input order:
  {"id": ..., "ratio": 0.75, "opcodes": [["equal", 0, 5, 0, 5], ...]}
Input lines are {"id"?, "written": str, "spoken": str}; with --pretokenized
{"id"?, "a": [tokens], "b": [tokens]} (tokens used as given). Texts are
tokenized as align.Tokenize does: lower-cased, split on white space,
every punctuation or symbol character a token of its own. The id is echoed as
given (its raw JSON); a line without one (or with null) gets its 1-based line
number.
Blank lines are skipped. Other fields are ignored. "-" means stdin/stdout.
The ratio is printed as Python's repr() prints it.`

func runAlign(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("align", alignUsage, stderr, false)
	in := fs.String("in", "", "input JSONL of pairs (- for stdin)")
	out := fs.String("out", "", "output JSONL of opcodes (- for stdout)")
	autojunk := fs.Bool("autojunk", true, "difflib's autojunk heuristic (popular tokens of long spoken sides are not indexed)")
	pretok := fs.Bool("pretokenized", false, `input lines hold token lists "a" and "b" instead of "written" and "spoken"`)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *in == "" || *out == "" {
		return fmt.Errorf("%w: --in and --out are required", errUsage)
	}
	var r io.Reader = os.Stdin
	inName := "stdin"
	if *in != "-" {
		f, err := os.Open(*in)
		if err != nil {
			return err
		}
		defer f.Close()
		r, inName = f, *in
	}
	var w io.Writer = stdout
	var outFile *os.File
	if *out != "-" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		outFile, w = f, f
	}
	_, err := alignJSONL(ctx, r, inName, w, alignOptions{autojunk: *autojunk, pretokenized: *pretok})
	if outFile != nil {
		if cerr := outFile.Close(); err == nil && cerr != nil {
			err = cerr
		}
		if err != nil {
			// A partial output would pass for a complete one downstream.
			os.Remove(*out)
		}
	}
	return err
}

type alignOptions struct {
	autojunk     bool
	pretokenized bool
}

// maxLine bounds one JSONL line; longer lines are an error, not a crash.
const maxLine = 64 << 20

// pairFields are the keys of a pair line: {"id"?, "written", "spoken"} or
// {"id"?, "a": [...], "b": [...]}. The id is echoed exactly as given.
var pairFields = []jsonline.Field{
	pairID:      {Name: "id", Kind: jsonline.Raw},
	pairWritten: {Name: "written", Kind: jsonline.String},
	pairSpoken:  {Name: "spoken", Kind: jsonline.String},
	pairA:       {Name: "a", Kind: jsonline.Strings},
	pairB:       {Name: "b", Kind: jsonline.Strings},
}

const (
	pairID = iota
	pairWritten
	pairSpoken
	pairA
	pairB
)

// alignJSONL streams pairs from r to w and returns the number aligned.
// Errors name the input and line.
func alignJSONL(ctx context.Context, r io.Reader, inName string, w io.Writer, opt alignOptions) (int, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<20), maxLine)
	bw := bufio.NewWriterSize(w, 1<<20)
	al := align.NewAligner(opt.autojunk)
	dec := jsonline.NewDecoder(jsonline.GoStruct, pairFields...)
	var buf []byte
	lineNo, n := 0, 0
	for sc.Scan() {
		lineNo++
		if lineNo%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return n, err
			}
		}
		raw := sc.Bytes()
		if isBlank(raw) {
			continue
		}
		if err := dec.Decode(raw); err != nil {
			return n, fmt.Errorf("%s:%d: %v", inName, lineNo, err)
		}
		if opt.pretokenized {
			if !dec.Has(pairA) || !dec.Has(pairB) {
				return n, fmt.Errorf("%s:%d: --pretokenized needs token lists \"a\" and \"b\"", inName, lineNo)
			}
			al.AlignTokens(dec.List(pairA), dec.List(pairB))
		} else {
			if !dec.Has(pairWritten) || !dec.Has(pairSpoken) {
				return n, fmt.Errorf("%s:%d: need string fields \"written\" and \"spoken\" (token lists need --pretokenized)", inName, lineNo)
			}
			al.Align(dec.Str(pairWritten), dec.Str(pairSpoken))
		}
		buf = append(buf[:0], `{"id":`...)
		if dec.Has(pairID) {
			buf = append(buf, dec.Raw(pairID)...)
		} else {
			buf = strconv.AppendInt(buf, int64(lineNo), 10)
		}
		buf = append(buf, `,"ratio":`...)
		buf = align.AppendPyRepr(buf, al.Ratio())
		buf = append(buf, `,"opcodes":[`...)
		for k, op := range al.Opcodes() {
			if k > 0 {
				buf = append(buf, ',')
			}
			buf = append(buf, `["`...)
			buf = append(buf, op.Tag.String()...)
			buf = append(buf, `",`...)
			buf = strconv.AppendInt(buf, int64(op.I1), 10)
			buf = append(buf, ',')
			buf = strconv.AppendInt(buf, int64(op.I2), 10)
			buf = append(buf, ',')
			buf = strconv.AppendInt(buf, int64(op.J1), 10)
			buf = append(buf, ',')
			buf = strconv.AppendInt(buf, int64(op.J2), 10)
			buf = append(buf, ']')
		}
		buf = append(buf, "]}\n"...)
		if _, err := bw.Write(buf); err != nil {
			return n, err
		}
		n++
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return n, fmt.Errorf("%s:%d: line longer than %d bytes", inName, lineNo+1, maxLine)
		}
		return n, fmt.Errorf("%s: %v", inName, err)
	}
	return n, bw.Flush()
}

func isBlank(b []byte) bool {
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			return false
		}
	}
	return true
}
