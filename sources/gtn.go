package sources

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// GTNTestLines is the standard GTN English test set: the first 100,002
// lines of output-00099-of-00100 (7,551 sentences).
const GTNTestLines = 100002

// GTNOptions shape how GTN sentences become pairs.
type GTNOptions struct {
	// Detokenize joins punctuation to its neighbours in the written side
	// ("Hello , world ." -> "Hello, world."). Off by default: NeMo's
	// GoogleTN.json keeps GTN's space-separated tokens.
	Detokenize bool
	// MaxLines stops reading a file after this many lines (0: no limit).
	MaxLines int
	// MaxRecordBytes bounds a line (0: DefaultMaxRecordBytes).
	MaxRecordBytes int
}

var gtnFileRE = regexp.MustCompile(`^output-(\d{5})-of-00100$`)

// GTNSplit maps a raw GTN file name to its standard split: files 00-89
// train, 90-94 validation, 99 test; 95-98 are unused by the standard and
// return split "" with ok true. ok is false for names that are not GTN files.
func GTNSplit(name string) (split string, fileNo int, ok bool) {
	m := gtnFileRE.FindStringSubmatch(BaseName(name))
	if m == nil {
		return "", 0, false
	}
	n, _ := strconv.Atoi(m[1])
	switch {
	case n <= 89:
		return "train", n, true
	case n <= 94:
		return "validation", n, true
	case n == 99:
		return "test", n, true
	case n <= 98:
		return "", n, true
	}
	return "", n, false
}

// gtnToken is one line of a raw GTN file.
type gtnToken struct {
	class, written, spoken string
}

// ParseGTN reads one raw GTN file (CLASS<TAB>written<TAB>spoken lines,
// sentences ended by "<eos><TAB><eos>") and emits one pair per sentence. A
// sentence with a malformed line is rejected whole, with the line named; a
// final sentence without "<eos>" is still emitted (its tokens are complete
// lines), which docs/ERRORS.md records.
func ParseGTN(name string, r io.Reader, split string, opts GTNOptions, sink Sink) (FileResult, error) {
	lr := NewLineReader(name, r, opts.MaxRecordBytes)
	base := BaseName(name)
	var (
		res       FileResult
		toks      []gtnToken
		startLine int
		bad       *Line // first problem in the current sentence
		badWhy    string
		raw       strings.Builder
	)
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
		} else {
			p := assembleGTN(toks, opts.Detokenize)
			p.ID, p.Source, p.Split = id, "gtn", split
			sink.Pair(p)
		}
		toks, startLine, bad, badWhy = toks[:0], 0, nil, ""
		raw.Reset()
	}
	for {
		if opts.MaxLines > 0 && lr.LineNo() >= opts.MaxLines {
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
		cols := strings.Split(string(ln.Text), "\t")
		switch {
		case len(cols) == 2 && cols[0] == "<eos>" && cols[1] == "<eos>":
			flush(ln.No)
		case len(cols) == 3:
			toks = append(toks, gtnToken{class: cols[0], written: cols[1], spoken: cols[2]})
		default:
			if bad == nil {
				l := Line{No: ln.No, Rule: "bad_columns"}
				bad = &l
				badWhy = fmt.Sprintf("expected CLASS<TAB>written<TAB>spoken or <eos><TAB><eos>, got %d column(s)", len(cols))
			}
		}
	}
	flush(lr.LineNo())
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// assembleGTN builds written, spoken and spans from a sentence's tokens.
func assembleGTN(toks []gtnToken, detok bool) dataset.Pair {
	var w, s strings.Builder
	var wLen, sLen int32 // code points written so far
	var spans []dataset.Span
	prevWritten := ""
	for i, t := range toks {
		if i > 0 && !(detok && gluesLeft(t.written, prevWritten)) {
			w.WriteByte(' ')
			wLen++
		}
		wStart := wLen
		w.WriteString(t.written)
		wLen += runeLen(t.written)
		prevWritten = t.written

		spoken := gtnSpoken(t)
		sStart := sLen
		if spoken != "" {
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
				Class: t.class, Written: t.written, Spoken: spoken,
				WrittenStart: wStart, WrittenEnd: wLen, SpokenStart: sStart, SpokenEnd: sStart + runeLen(spoken),
			})
		}
	}
	return dataset.Pair{Written: w.String(), Spoken: s.String(), Spans: spans}
}

// gtnSpoken is what an ASR system would emit for one token.
func gtnSpoken(t gtnToken) string {
	if t.class == "PUNCT" || t.spoken == "sil" {
		return ""
	}
	if t.spoken == "<self>" {
		return ASRForm(t.written)
	}
	words := strings.Fields(t.spoken)
	out := words[:0]
	for _, wd := range words {
		if wd == "sil" || wd == "_letter" {
			continue // "sil" is a pause; a bare "_letter" only separates letters
		}
		wd = strings.TrimSuffix(wd, "_letter")
		if f := ASRForm(wd); f != "" {
			out = append(out, f)
		}
	}
	return strings.Join(out, " ")
}

// gluesLeft reports whether tok attaches to the previous token when
// detokenizing: closing punctuation and clitics attach left, and anything
// attaches to an opening bracket.
func gluesLeft(tok, prev string) bool {
	switch tok {
	case ".", ",", ";", ":", "!", "?", ")", "]", "}", "%", "'s", "n't", "'re", "'ve", "'ll", "'d", "'m", "''", "...":
		return true
	}
	switch prev {
	case "(", "[", "{", "$", "``", "#":
		return true
	}
	return false
}
