package sources

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/gtngen"
	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/internal/textfold"
)

// The GTN parser as it was before its allocation-free rewrite (the speed
// work of issue 17), kept as the oracle the rewrite must match byte for
// byte: TestParseGTNMatchesReference and the fuzz targets compare them.

type gtnTokenRef struct {
	class, written, spoken string
}

func parseGTNRef(name string, r io.Reader, split string, opts GTNOptions, sink Sink) (FileResult, error) {
	lr := NewLineReader(name, r, opts.MaxRecordBytes)
	base := BaseName(name)
	var (
		res       FileResult
		toks      []gtnTokenRef
		startLine int
		bad       *Line // first problem in the current sentence
		badWhy    string
		raw       strings.Builder
		sentBytes int // bytes of the current sentence's lines, bounded like one record
	)
	maxBytes := opts.MaxRecordBytes
	if maxBytes <= 0 {
		maxBytes = DefaultMaxRecordBytes
	}
	flush := func(endLine int) {
		if startLine == 0 {
			return
		}
		res.Records++
		id := fmt.Sprintf("%s:%d", base, startLine)
		loc := fmt.Sprintf("%s:%d-%d", name, startLine, endLine)
		if bad != nil {
			sink.Reject(dataset.Reject{
				ID: id, Source: "gtn", Location: loc, Stage: "parse", Rule: "gtn_" + bad.Rule,
				Reason: fmt.Sprintf("%s:%d: %s", name, bad.No, badWhy), Raw: dataset.TruncateRaw(raw.String()),
			})
		} else if len(toks) == 0 {
			sink.Reject(dataset.Reject{
				ID: id, Source: "gtn", Location: fmt.Sprintf("%s:%d", name, startLine), Stage: "parse", Rule: "gtn_empty_sentence",
				Reason: fmt.Sprintf("%s:%d: empty sentence (<eos> with no token before it)", name, startLine), Raw: dataset.TruncateRaw(raw.String()),
			})
		} else if p := assembleGTNRef(toks, opts.Detokenize); p.Spoken == "" {
			sink.Reject(dataset.Reject{
				ID: id, Source: "gtn", Location: loc, Stage: "parse", Rule: "gtn_empty_spoken",
				Reason: fmt.Sprintf("%s:%d: the sentence has no spoken word (punctuation or silence only)", name, startLine), Raw: dataset.TruncateRaw(raw.String()),
			})
		} else {
			p.ID, p.Source, p.Split = id, "gtn", split
			p.From = dataset.Origin{File: name, Line: int64(startLine), Last: int64(endLine)}
			sink.Pair(p)
		}
		toks, startLine, bad, badWhy, sentBytes = toks[:0], 0, nil, "", 0
		raw.Reset()
	}
	for {
		// The cut falls between sentences: a sentence begun before it is
		// read to its <eos> (the standard 100,002 lines end on one; another
		// cut of the file would otherwise end in half a sentence, published
		// as a truncated pair).
		if opts.MaxLines > 0 && lr.LineNo() >= opts.MaxLines && startLine == 0 {
			res.Partial = true
			break
		}
		ln, err := lr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return res, err
		}
		if len(ln.Text) == 0 && ln.Problem == "" {
			continue // blank lines carry nothing; GTN has none
		}
		// Trailing blanks are not columns (a line of blanks is a blank
		// line), unless trimming them would leave fewer than three columns
		// of a token line: then only trailing spaces go.
		text := string(ln.Text)
		if ln.Problem == "" {
			if t := strings.TrimRight(text, " \t"); t == "" {
				continue
			} else if len(strings.Split(t, "\t")) >= 3 || t == "<eos>" || t == "<eos>\t<eos>" {
				text = t
			} else {
				text = strings.TrimRight(text, " ")
			}
		}
		if startLine == 0 {
			startLine = ln.No
		}
		if raw.Len() < dataset.MaxRawBytes {
			raw.Write(ln.Text[:min(len(ln.Text), dataset.MaxRawBytes)])
			raw.WriteByte('\n')
		}
		if ln.Problem != "" {
			if bad == nil {
				l := ln
				bad, badWhy = &l, ln.Problem
			}
			continue
		}
		cols := strings.Split(text, "\t")
		isEOS := text == "<eos>\t<eos>" || text == "<eos>"
		if !isEOS {
			// A sentence is one record: without this bound, a file that never
			// says <eos> would be held in memory whole.
			sentBytes += len(ln.Text) + 1
			if sentBytes > maxBytes && bad == nil {
				l := Line{No: ln.No, Rule: "record_too_large"}
				bad = &l
				badWhy = fmt.Sprintf("sentence longer than the %d-byte record limit (no <eos>? else --max-record-bytes raises it)", maxBytes)
				toks = toks[:0]
			}
		}
		if ln.Unterminated && len(cols) == 3 && bad == nil {
			l := Line{No: ln.No, Rule: "cut_short"}
			bad, badWhy = &l, gtnCutShort
		}
		switch {
		case isEOS:
			flush(ln.No)
		case bad != nil:
			// rejected already: hold nothing more of it
		case len(cols) == 3 && (cols[0] == "" || strings.TrimFunc(cols[1], unicode.IsSpace) == "" || strings.TrimFunc(cols[2], unicode.IsSpace) == ""):
			l := Line{No: ln.No, Rule: "empty_column"}
			bad = &l
			name := "spoken"
			if cols[0] == "" {
				name = "class"
			} else if strings.TrimFunc(cols[1], unicode.IsSpace) == "" {
				name = "written"
			}
			badWhy = "empty " + name + " column (GTN leaves no column empty: a token said as written is spoken <self>, one not said sil)"
		case len(cols) == 3 && !gtnClasses[cols[0]]:
			l := Line{No: ln.No, Rule: "unknown_class"}
			bad, badWhy = &l, unknownGTNClass(cols[0])
		case len(cols) == 3:
			toks = append(toks, gtnTokenRef{class: cols[0], written: strings.TrimFunc(cols[1], unicode.IsSpace), spoken: strings.TrimFunc(cols[2], unicode.IsSpace)})
		default:
			if bad == nil {
				l := Line{No: ln.No, Rule: "bad_columns"}
				bad = &l
				badWhy = fmt.Sprintf("expected CLASS<TAB>written<TAB>spoken or <eos><TAB><eos>, got %d column(s)", len(cols))
				if strings.Contains(text, "\r") {
					badWhy += " (the line holds carriage returns (\\r): CR-only line endings (classic Mac)? convert them first: tr '\\r' '\\n' < " + shellquote.Quote(name) + " > " + shellquote.Quote(name+".lf") + ")"
				}
				if len(cols) == 1 && strings.Contains(text, " ") {
					badWhy += " (no tab in the line: columns separated by spaces? raw GTN's columns are tab-separated, and <eos><TAB><eos> ends a sentence)"
				}
			}
		}
	}
	flush(lr.LineNo())
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

func assembleGTNRef(toks []gtnTokenRef, detok bool) dataset.Pair {
	var w, s strings.Builder
	var wLen, sLen int32 // code points written so far
	var spans []dataset.Span
	var dt detokenizer
	if detok {
		written := make([]string, len(toks))
		for k := range toks {
			written[k] = toks[k].written
		}
		dt.plan(written)
	}
	for i, t := range toks {
		next := ""
		if i+1 < len(toks) {
			next = toks[i+1].written
		}
		if joins := detok && dt.joins(t.written, next); i > 0 && !joins {
			w.WriteByte(' ')
			wLen++
		}
		if detok && dt.drop && t.class == "PUNCT" {
			continue
		}
		written := t.written
		if detok && (written == "``" || written == "''") {
			written = `"`
		}
		wStart := wLen
		w.WriteString(written)
		wLen += runeLen(written)

		spoken := gtnSpokenRef(t)
		sStart := sLen
		if r, _ := utf8.DecodeLastRuneInString(s.String()); (t.spoken == "<self>" || t.spoken == t.written) && t.class != "PUNCT" &&
			textfold.Clitic(t.written) && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)) {
			// A clitic said as written joins the word before: its ASR
			// form after a letter ("a" + "'s" is "a's", less the "a").
			spoken = asrFormRef("a" + t.written)[1:]
			s.WriteString(spoken)
			sLen += runeLen(spoken)
		} else if spoken != "" {
			if s.Len() > 0 {
				s.WriteByte(' ')
				sLen++
				sStart = sLen
			}
			s.WriteString(spoken)
			sLen += runeLen(spoken)
		}
		if t.class != "PLAIN" && t.class != "PUNCT" {
			spans = append(spans, dataset.Span{
				Class: t.class, Written: written, Spoken: spoken,
				WrittenStart: wStart, WrittenEnd: wLen, SpokenStart: sStart, SpokenEnd: sStart + runeLen(spoken),
			})
		}
	}
	return dataset.Pair{Written: w.String(), Spoken: s.String(), Spans: spans}
}

func gtnSpokenRef(t gtnTokenRef) string {
	if t.class == "PUNCT" || t.spoken == "sil" {
		return ""
	}
	if t.spoken == "<self>" {
		return asrFormRef(t.written)
	}
	words := strings.Fields(t.spoken)
	out := words[:0]
	for _, wd := range words {
		if wd == "sil" {
			continue // a pause
		}
		for trimmed := true; trimmed; { // "c_letter_latin", "г_trans" (trimGTNMarks)
			trimmed = false
			for _, mark := range []string{"_letter", "_trans", "_latin"} {
				if strings.HasSuffix(wd, mark) {
					wd, trimmed = strings.TrimSuffix(wd, mark), true
				}
			}
		}
		if wd == "" {
			continue // a bare "_letter" only separates letters
		}
		if n := len(out); n > 0 && textfold.Clitic(wd) {
			// a clitic joins the word before it within the token too
			if r, _ := utf8.DecodeLastRuneInString(out[n-1]); unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) {
				out[n-1] += asrFormRef("a" + wd)[1:]
				continue
			}
		}
		if f := asrFormRef(wd); f != "" {
			out = append(out, f)
		}
	}
	return strings.Join(out, " ")
}

func asrFormRef(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := true
	prevLetter := false
	for i, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
			b.WriteRune(unicode.ToLower(r))
			space, prevLetter = false, true
			continue
		case (r == '\'' || r == '’') && prevLetter:
			next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
			if unicode.IsLetter(next) {
				b.WriteByte('\'')
				prevLetter = false
				continue
			}
		}
		prevLetter = false
		if !space {
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimSuffix(b.String(), " ")
}

// parseBoth runs the parser and its reference on the same bytes and fails
// on any difference in pairs, rejects, the file result or the error.
func parseBoth(t *testing.T, name string, data []byte, opts GTNOptions) {
	t.Helper()
	run := func(parse func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error)) ([]dataset.Pair, []dataset.Reject, FileResult, string) {
		var pairs []dataset.Pair
		var rejects []dataset.Reject
		res, err := parse(name, bytes.NewReader(data), "train", opts, Sink{
			Pair:   func(p dataset.Pair) { pairs = append(pairs, p) },
			Reject: func(r dataset.Reject) { rejects = append(rejects, r) },
		})
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		return pairs, rejects, res, msg
	}
	gp, gr, gres, gerr := run(ParseGTN)
	wp, wr, wres, werr := run(parseGTNRef)
	if gres != wres || gerr != werr {
		t.Fatalf("file result %+v (error %q), reference %+v (error %q)", gres, gerr, wres, werr)
	}
	if len(gp) != len(wp) || len(gr) != len(wr) {
		t.Fatalf("%d pairs and %d rejects, reference %d and %d", len(gp), len(gr), len(wp), len(wr))
	}
	for i := range gp {
		if !reflect.DeepEqual(gp[i], wp[i]) {
			t.Fatalf("pair %d:\n got  %+v\n want %+v", i, gp[i], wp[i])
		}
	}
	for i := range gr {
		if !reflect.DeepEqual(gr[i], wr[i]) {
			t.Fatalf("reject %d:\n got  %+v\n want %+v", i, gr[i], wr[i])
		}
	}
}

// TestParseGTNMatchesReference: the rewrite gives exactly the reference's
// pairs and rejects on the repository's samples, on synthetic GTN and on
// hand-made lines that exercise every branch (Unicode, apostrophes, extra
// columns, too-long lines, a missing final <eos>).
func TestParseGTNMatchesReference(t *testing.T) {
	var inputs [][]byte
	for _, f := range []string{"output-00000-of-00100", "output-00099-of-00100"} {
		b, err := os.ReadFile(filepath.Join("..", "testdata", "gtn", f))
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, b)
	}
	var syn bytes.Buffer
	if err := gtngen.Write(&syn, 3000, 7); err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs, syn.Bytes(), []byte(
		"PLAIN\tÉlan\t<self>\nPLAIN\tİstanbul’s\t<self>\nMEASURE\t5 km²\tfive square   kilometers\n"+
			"VERBATIM\t\u00a0\tsil\nLETTERS\tA.B\ta_letter _letter b_letter\nPLAIN\tdon't\t<self>\n"+
			"PLAIN\tx\u2003y\tx\u2003y\nPUNCT\t''\t<self>\nPLAIN\trock 'n' roll\t<self>\nCARDINAL\t2\tsil\n<eos>\t<eos>\n"+
			"PLAIN\ta\tb\tc\n<eos>\t<eos>\n"+
			"PLAIN\tonly two\n<eos>\t<eos>\n\n\n"+
			"<eos>\t<eos>\textra\nDATE\t1 May\tthe first of may\n"+
			strings.Repeat("PLAIN\tlong\t<self>\n", 40)+"<eos>\t<eos>\n"+
			"PLAIN\t\xff\t<self>\nPLAIN\tok\t<self>\n<eos>\t<eos>\n"+
			"PLAIN\tThe\t<self>\nCARDNAL\t5\tfive\nPUNCT\t.\tsil\n<eos>\t<eos>\nplain\tHo\t<self>\n<eos>\t<eos>\n"+
			"PLAIN\tend\t<self>"))
	// Rejected sentences whose raw text passes dataset.MaxRawBytes: a bad
	// line after 300 good ones, 400 PUNCT lines (nothing spoken), a bad
	// line then 300 more, a sentence of empty sentences' <eos> lines; the
	// raw text is kept only for rejects, rebuilt from the held lines.
	inputs = append(inputs, []byte(
		strings.Repeat("CARDINAL\t12\ttwelve\n", 300)+"PLAIN\tonly two\n<eos>\t<eos>\n"+
			strings.Repeat("PUNCT\t.\tsil\n", 400)+"<eos>\t<eos>  \n"+
			"PLAIN\ta\tb\tc\n"+strings.Repeat("PLAIN\tword\t<self>\n", 300)+"<eos>\t<eos>\n"+
			"<eos>\t<eos>\n<eos>\t<eos>\t\n"+
			strings.Repeat("PUNCT\t!\tsil\n", 300)))
	for i, in := range inputs {
		for _, opts := range []GTNOptions{{}, {Detokenize: true}, {MaxRecordBytes: 200}, {MaxLines: 50}} {
			t.Run(fmt.Sprintf("input%d/%+v", i, opts), func(t *testing.T) {
				parseBoth(t, "dir/output-00003-of-00100", in, opts)
			})
		}
	}
}

// TestASRFormMatchesReference: the byte-path ASRForm equals the reference
// on tricky strings (FuzzASRForm compares them on everything it tries).
func TestASRFormMatchesReference(t *testing.T) {
	for _, s := range []string{"", "Don't STOP!", "`` Hello ''", "rock 'n' roll", "Élan vital.", "İstanbul’s", "a\u0301b",
		"x'", "'x", "a''b", "a'\u00e9", "a’b", "1'2", "ÀÉÎ'ŐŰ", "\xff\xfeab'\xff", "A\u2019", "ǅx", "Σσς", "a b  c\t", "  "} {
		if got, want := ASRForm(s), asrFormRef(s); got != want {
			t.Errorf("ASRForm(%q) = %q, reference %q", s, got, want)
		}
	}
}

// BenchmarkParseGTN compares the parser with its reference on synthetic
// GTN (sentences/s; allocations per sentence):
//
//	go test ./sources -run '^$' -bench ParseGTN -benchmem -cpu 1
func BenchmarkParseGTN(b *testing.B) {
	const n = 20000
	var in bytes.Buffer
	if err := gtngen.Write(&in, n, 1); err != nil {
		b.Fatal(err)
	}
	sink := Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	for _, c := range []struct {
		name  string
		parse func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error)
	}{{"current", ParseGTN}, {"reference", parseGTNRef}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(in.Len()))
			for i := 0; i < b.N; i++ {
				if _, err := c.parse("output-00000-of-00100", bytes.NewReader(in.Bytes()), "train", GTNOptions{}, sink); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "sentences/s")
		})
	}
}
