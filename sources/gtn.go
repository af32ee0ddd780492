package sources

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/textfold"
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
	// MaxLines stops reading a file after this many lines (0: no limit),
	// or after the <eos> of the sentence the limit falls in.
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

// gtnToken is one line of a raw GTN file: its three columns as byte
// offsets into the sentence buffer, so a sentence's tokens cost one string
// allocation however many lines it has.
type gtnToken struct {
	class, written, spoken [2]int32
}

// gtnParser holds what one file's parse reuses from sentence to sentence.
// The hot path (one call per line, one pair per sentence) allocates the
// sentence's text once, its written+spoken string once, its id once and
// its span list once; everything else is scratch.
type gtnParser struct {
	sent []byte // the current sentence's token lines (columns at offsets)
	toks []gtnToken
	// raw holds the current sentence as a reject would show it, but only
	// once the sentence has a problem (rawLines); until then its lines are
	// the tokens' lines in sent, and rawOf rebuilds it from them when a
	// sentence with no bad line is rejected. Copying every line in case
	// its sentence is rejected was a copy per line for nearly no reject.
	raw      []byte
	rawLines bool
	id       []byte
	spoken   []byte // scratch: the spoken side while assembling
	text     []byte // scratch: written then spoken, converted to a string once
	// spanBytes holds each span's spoken byte range in spoken until Spoken
	// is one string.
	spanBytes [][2]int32
}

// ParseGTN reads one raw GTN file (CLASS<TAB>written<TAB>spoken lines,
// sentences ended by "<eos><TAB><eos>") and emits one pair per sentence. A
// sentence with a malformed line is rejected whole, with the line named; a
// final sentence without "<eos>" is still emitted when its tokens are
// complete lines, and rejected (gtn_cut_short) when the file ends inside
// its last line, without a newline; docs/ERRORS.md records both.
func ParseGTN(name string, r io.Reader, split string, opts GTNOptions, sink Sink) (FileResult, error) {
	lr := NewLineReader(name, r, opts.MaxRecordBytes)
	base := BaseName(name)
	var (
		ps        gtnParser
		res       FileResult
		startLine int
		bad       *Line // first problem in the current sentence
		badWhy    string
		sentBytes int    // bytes of the current sentence's lines, bounded like one record
		eosLine   []byte // the <eos> line ending the sentence, for rawOf
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
		ps.id = strconv.AppendInt(append(append(ps.id[:0], base...), ':'), int64(startLine), 10)
		id := string(ps.id)
		if bad != nil {
			ps.raw = ps.rawOf(eosLine)
			sink.Reject(dataset.Reject{
				ID: id, Source: "gtn", Location: fmt.Sprintf("%s:%d-%d", name, startLine, endLine), Stage: "parse", Rule: "gtn_" + bad.Rule,
				Reason: fmt.Sprintf("%s:%d: %s", name, bad.No, badWhy), Raw: dataset.TruncateRaw(string(ps.raw)),
			})
		} else if len(ps.toks) == 0 {
			// "<eos>" right after "<eos>" (or first in the file): no
			// token, so no pair; an empty row would be published.
			ps.raw = ps.rawOf(eosLine)
			sink.Reject(dataset.Reject{
				ID: id, Source: "gtn", Location: fmt.Sprintf("%s:%d", name, startLine), Stage: "parse", Rule: "gtn_empty_sentence",
				Reason: fmt.Sprintf("%s:%d: empty sentence (<eos> with no token before it)", name, startLine), Raw: dataset.TruncateRaw(string(ps.raw)),
			})
		} else if p := ps.assemble(opts.Detokenize); p.Spoken == "" {
			// Every token was PUNCT or "sil" ("." alone, a stray quote):
			// a pair with nothing to say teaches no model anything, and an
			// empty spoken side breaks alignment and the tagger.
			ps.raw = ps.rawOf(eosLine)
			sink.Reject(dataset.Reject{
				ID: id, Source: "gtn", Location: fmt.Sprintf("%s:%d-%d", name, startLine, endLine), Stage: "parse", Rule: "gtn_empty_spoken",
				Reason: fmt.Sprintf("%s:%d: the sentence has no spoken word (punctuation or silence only)", name, startLine), Raw: dataset.TruncateRaw(string(ps.raw)),
			})
		} else {
			p.ID, p.Source, p.Split = id, "gtn", split
			p.From = dataset.Origin{File: name, Line: int64(startLine), Last: int64(endLine)}
			sink.Pair(p)
		}
		ps.toks, ps.sent, ps.raw, ps.rawLines = ps.toks[:0], ps.sent[:0], ps.raw[:0], false
		startLine, bad, badWhy, sentBytes, eosLine = 0, nil, "", 0, nil
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
		// Blanks at a line's end (a hand-edited or re-saved file: a
		// trailing tab, spaces after <eos>) are not part of its columns,
		// as NeMo's reader strips each line: "PLAIN\tThe\t<self>\t" is a
		// token, not a line of four columns that rejects its sentence. A
		// line left with fewer than three columns keeps its tabs, so
		// "PLAIN\tThe\t" is still a token with an empty spoken column.
		// (GTN itself never ends a line with a blank: the last byte spares
		// the trimming on nearly every line.)
		text := ln.Text
		if n := len(text); n > 0 && ln.Problem == "" && (text[n-1] == ' ' || text[n-1] == '\t') {
			trimmed := bytes.TrimRight(text, " \t")
			if len(trimmed) == 0 {
				continue // a line of blanks carries nothing, as a blank line
			}
			if c, _, _ := gtnColumns(trimmed); c >= 3 || string(trimmed) == "<eos>" || string(trimmed) == "<eos>\t<eos>" {
				text = trimmed
			} else {
				text = bytes.TrimRight(text, " ")
			}
		}
		if startLine == 0 {
			startLine = ln.No
		}
		if ps.rawLines && len(ps.raw) < dataset.MaxRawBytes {
			ps.raw = append(ps.raw, ln.Text[:min(len(ln.Text), dataset.MaxRawBytes)]...)
			ps.raw = append(ps.raw, '\n')
		}
		if ln.Problem != "" {
			if bad == nil {
				ps.startRaw(ln.Text)
				l := ln
				bad, badWhy = &l, ln.Problem
			}
			continue
		}
		ncols, t1, t2 := gtnColumns(text)
		// "<eos>" alone (a copy that dropped the second column) ends the
		// sentence as "<eos>\t<eos>" does, as NeMo's reader reads it:
		// otherwise two sentences would run together into one reject.
		// (A token line's class never begins with '<': the first byte
		// spares the comparison on nearly every line.)
		isEOS := text[0] == '<' && ncols <= 2 && (string(text) == "<eos>\t<eos>" || string(text) == "<eos>")
		if !isEOS {
			// A sentence is one record: without this bound, a file that never
			// says <eos> would be held in memory whole.
			sentBytes += len(ln.Text) + 1
			if sentBytes > maxBytes && bad == nil {
				ps.startRaw(ln.Text)
				l := Line{No: ln.No, Rule: "record_too_large"}
				bad = &l
				badWhy = fmt.Sprintf("sentence longer than the %d-byte record limit (no <eos>? else --max-record-bytes raises it)", maxBytes)
				ps.toks, ps.sent = ps.toks[:0], ps.sent[:0]
			}
		}
		if ln.Unterminated && ncols == 3 && bad == nil {
			// The file's last line, a token without a newline (so the
			// sentence has no <eos>): the file was cut short, and the line
			// may be too ("PLAIN\t''\t<self" was read as the word "self").
			// A cut that leaves fewer columns is gtn_bad_columns.
			ps.startRaw(ln.Text)
			l := Line{No: ln.No, Rule: "cut_short"}
			bad, badWhy = &l, gtnCutShort
		}
		switch {
		case isEOS:
			if !ps.rawLines {
				eosLine = ln.Text
			}
			flush(ln.No)
		case bad != nil:
			// rejected already: hold nothing more of it
		case ncols == 3 && (blankSpan(text, t1+1, t2) || blankSpan(text, t2+1, len(text)) || t1 == 0):
			// An empty column: GTN writes "<self>" or "sil" for a token
			// said as written or not at all, never nothing, so the line is
			// damaged (an empty written token would leave a double space).
			// A column of blanks only is empty too: its blanks are trimmed.
			ps.startRaw(ln.Text)
			l := Line{No: ln.No, Rule: "empty_column"}
			bad = &l
			badWhy = "empty " + emptyColumn(text, t1, t2) + " column (GTN leaves no column empty: a token said as written is spoken <self>, one not said sil)"
		case ncols == 3 && !gtnClasses[string(text[:t1])]:
			// A class GTN never writes ("CARDNAL", "plain"): a damaged or
			// hand-edited line, whose token would be published as a span of
			// a class no model knows (it was accepted as one).
			ps.startRaw(ln.Text)
			l := Line{No: ln.No, Rule: "unknown_class"}
			bad, badWhy = &l, unknownGTNClass(string(text[:t1]))
		case ncols == 3:
			o := int32(len(ps.sent))
			// The whole line goes into sent (blanks the columns left out
			// too), so a reject shows it as it was; tokens are contiguous.
			// Blanks around the written and spoken columns ("PLAIN\tThe
			// \t<self>", "CARDINAL\t 5\tfive") are no part of the token,
			// as NeMo's reader strips both: the written side was "The   5"
			// and the span's written " 5", while the spoken side, split
			// into words, lost them.
			ws, we := trimBlanks(text, t1+1, t2)
			ss, se := trimBlanks(text, t2+1, len(text))
			ps.sent = append(ps.sent, ln.Text...)
			ps.toks = append(ps.toks, gtnToken{
				class:   [2]int32{o, o + int32(t1)},
				written: [2]int32{o + int32(ws), o + int32(we)},
				spoken:  [2]int32{o + int32(ss), o + int32(se)},
			})
		default:
			if bad == nil {
				ps.startRaw(ln.Text)
				l := Line{No: ln.No, Rule: "bad_columns"}
				bad = &l
				badWhy = fmt.Sprintf("expected CLASS<TAB>written<TAB>spoken or <eos><TAB><eos>, got %d column(s)%s%s", ncols, crHint(name, text), spaceHint(text, ncols))
			}
		}
	}
	flush(lr.LineNo())
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// unknownGTNClass is the reason of a token line whose class is not one of
// GTN's semiotic classes (gtnClasses), naming them.
func unknownGTNClass(class string) string {
	hint := ""
	if up := strings.ToUpper(class); gtnClasses[up] {
		hint = fmt.Sprintf("; GTN writes it %s", up)
	}
	return fmt.Sprintf("unknown class %q (GTN's classes: %s%s)", class, gtnClassList, hint)
}

// gtnClassList is gtnClasses sorted, as messages list them.
var gtnClassList = func() string {
	names := make([]string, 0, len(gtnClasses))
	for c := range gtnClasses {
		names = append(names, c)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}()

// gtnCutShort is the reason of a sentence the file ends inside of, in a
// line without a newline.
const gtnCutShort = "the file ends inside this line, before the sentence's <eos> and without a newline: cut short by an interrupted copy or download? (the line may be incomplete)"

// startRaw begins the sentence's raw text when it first has a problem:
// the token lines held so far, then line (the line with the problem, or
// the one the sentence outgrew its bound on), each ended by "\n" and cut
// at dataset.MaxRawBytes as every line after it will be. Later lines are
// appended as they are read.
func (ps *gtnParser) startRaw(line []byte) {
	if ps.rawLines {
		return
	}
	ps.raw = ps.appendLines(ps.raw[:0])
	if len(ps.raw) < dataset.MaxRawBytes {
		ps.raw = append(ps.raw, line[:min(len(line), dataset.MaxRawBytes)]...)
		ps.raw = append(ps.raw, '\n')
	}
	ps.rawLines = true
}

// rawOf is the raw text of a rejected sentence: what startRaw and the
// lines after it gathered, or, for a sentence with no bad line, its token
// lines and the <eos> line eos (nil at the end of the file).
func (ps *gtnParser) rawOf(eos []byte) []byte {
	if ps.rawLines {
		return ps.raw
	}
	raw := ps.appendLines(ps.raw[:0])
	if eos != nil && len(raw) < dataset.MaxRawBytes {
		raw = append(raw, eos[:min(len(eos), dataset.MaxRawBytes)]...)
		raw = append(raw, '\n')
	}
	return raw
}

// appendLines appends the token lines held in sent, each ended by "\n",
// while dst is under dataset.MaxRawBytes (each line cut to it), as the
// lines were once appended while read.
func (ps *gtnParser) appendLines(dst []byte) []byte {
	for i := range ps.toks {
		if len(dst) >= dataset.MaxRawBytes {
			break
		}
		end := int32(len(ps.sent))
		if i+1 < len(ps.toks) {
			end = ps.toks[i+1].class[0]
		}
		line := ps.sent[ps.toks[i].class[0]:end]
		dst = append(dst, line[:min(len(line), dataset.MaxRawBytes)]...)
		dst = append(dst, '\n')
	}
	return dst
}

// emptyColumn names the first empty column (nothing, or blanks only) of
// the three-column line b whose tabs are at t1 and t2 (the caller knows
// one is empty).
func emptyColumn(b []byte, t1, t2 int) string {
	switch {
	case t1 == 0:
		return "class"
	case blankSpan(b, t1+1, t2):
		return "written"
	}
	return "spoken"
}

// trimBlanks is the range b[from:to] without the white space at its ends
// (Unicode's, as Python's str.strip, which NeMo's GTN reader applies to
// the written and spoken columns). Nearly every column has none: its first
// and last bytes spare the decoding.
func trimBlanks(b []byte, from, to int) (int, int) {
	for from < to {
		r, n := rune(b[from]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRune(b[from:to])
		}
		if !unicode.IsSpace(r) {
			break
		}
		from += n
	}
	for to > from {
		r, n := rune(b[to-1]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeLastRune(b[from:to])
		}
		if !unicode.IsSpace(r) {
			break
		}
		to -= n
	}
	return from, to
}

// blankSpan reports whether b[from:to] is empty or white space only.
func blankSpan(b []byte, from, to int) bool {
	f, t := trimBlanks(b, from, to)
	return f == t
}

// gtnColumns counts a line's tab-separated columns and returns the offsets
// of its first two tabs (-1 when absent).
func gtnColumns(b []byte) (n, t1, t2 int) {
	t1 = bytes.IndexByte(b, '\t')
	if t1 < 0 {
		return 1, -1, -1
	}
	t2 = bytes.IndexByte(b[t1+1:], '\t')
	if t2 < 0 {
		return 2, t1, -1
	}
	t2 += t1 + 1
	return 3 + bytes.Count(b[t2+1:], []byte{'\t'}), t1, t2
}

// assemble builds written, spoken and spans from the current sentence's
// tokens. Written and Spoken share one string; span strings are substrings
// of the sentence's text and of Spoken.
func (ps *gtnParser) assemble(detok bool) dataset.Pair {
	sent := string(ps.sent)
	col := func(c [2]int32) string { return sent[c[0]:c[1]] }
	nSpans := 0
	for i := range ps.toks {
		if c := col(ps.toks[i].class); c != "PLAIN" && c != "PUNCT" {
			nSpans++
		}
	}
	var spans []dataset.Span
	if nSpans > 0 {
		spans = make([]dataset.Span, 0, nSpans)
	}
	w, sp := ps.text[:0], ps.spoken[:0]
	var wLen, sLen int32 // code points written so far
	var dt detokenizer
	if detok {
		planTokens(&dt, ps.toks, col)
	}
	for i := range ps.toks {
		t := &ps.toks[i]
		class, written := col(t.class), col(t.written)
		next := ""
		if i+1 < len(ps.toks) {
			next = col(ps.toks[i+1].written)
		}
		if joins := detok && dt.joins(written, next); i > 0 && !joins {
			w = append(w, ' ')
			wLen++
		}
		if detok {
			written = detokenQuote(written)
			if dt.drop && class == "PUNCT" {
				continue // a PUNCT period says nothing and has no span
			}
		}
		wStart := wLen
		w = append(w, written...)
		wLen += runeLen(written)

		// The spoken form is built in place: from is where the token's
		// words start, after the space before them (none before a clitic
		// joined to the word before, nor when the token says nothing).
		mark := len(sp)
		var from int
		sp, from = appendGTNToken(sp, class, written, col(t.spoken))
		var spokenLen int32
		if from > mark {
			sLen++ // the space
		}
		sStart := sLen
		if len(sp) > from {
			spokenLen = runeLenBytes(sp[from:])
			sLen += spokenLen
		}
		if class != "PLAIN" && class != "PUNCT" {
			spans = append(spans, dataset.Span{
				Class: class, Written: written,
				// Spoken is filled below: a byte range of sp for now.
				WrittenStart: wStart, WrittenEnd: wLen, SpokenStart: sStart, SpokenEnd: sStart + spokenLen,
			})
			ps.spanBytes = append(ps.spanBytes, [2]int32{int32(from), int32(len(sp))})
		}
	}
	lw := len(w)
	w = append(w, sp...)
	both := string(w)
	ps.text, ps.spoken = w[:0], sp[:0]
	spoken := both[lw:]
	for k := range spans {
		if r := ps.spanBytes[k]; r[1] > r[0] {
			spans[k].Spoken = spoken[r[0]:r[1]]
		}
	}
	ps.spanBytes = ps.spanBytes[:0]
	return dataset.Pair{Written: both[:lw], Spoken: spoken, Spans: spans}
}

// appendGTNToken appends one token's spoken words to dst, the sentence's
// so far, with the space before them, and returns where they start. A
// clitic said as written (spoken <self>, or Kaggle's after repeating it)
// joins the word before, as --detokenize joins it on the written side:
// "Orem 's" is spoken "orem's" (GTNSpokenForm for NeMo's sentences).
func appendGTNToken(dst []byte, class, written, spoken string) ([]byte, int) {
	if class != "PUNCT" && (spoken == "<self>" || spoken == written) && cliticJoins(dst, written) {
		return appendASR(dst, written, true), len(dst)
	}
	mark := len(dst)
	if mark > 0 {
		dst = append(dst, ' ')
	}
	from := len(dst)
	if dst = appendGTNSpoken(dst, class, written, spoken); len(dst) == from {
		return dst[:mark], mark
	}
	return dst, from
}

// appendGTNSpoken appends what an ASR system would emit for one token.
func appendGTNSpoken(dst []byte, class, written, spoken string) []byte {
	if class == "PUNCT" || spoken == "sil" {
		return dst
	}
	if spoken == "<self>" {
		return appendASRForm(dst, written)
	}
	start := len(dst)
	word := func(wd string) {
		if wd == "sil" || wd == "_letter" {
			return // "sil" is a pause; a bare "_letter" only separates letters
		}
		wd = strings.TrimSuffix(wd, "_letter")
		mark := len(dst)
		if mark > start {
			dst = append(dst, ' ')
		}
		from := len(dst)
		if dst = appendASRForm(dst, wd); len(dst) == from {
			dst = dst[:mark]
		}
	}
	if !isASCII(spoken) {
		for _, wd := range strings.Fields(spoken) {
			word(wd)
		}
		return dst
	}
	// strings.Fields without its slice: ASCII white space separates words.
	for i := 0; i < len(spoken); {
		for i < len(spoken) && asciiSpace[spoken[i]] {
			i++
		}
		j := i
		for j < len(spoken) && !asciiSpace[spoken[j]] {
			j++
		}
		if j > i {
			word(spoken[i:j])
		}
		i = j
	}
	return dst
}

// asciiSpace is strings.Fields' ASCII white space.
var asciiSpace = [256]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// closesLeft: closing punctuation and clitics (textfold.Clitic: 's, n't,
// 're, in any letter case) attach to the token before, and so does a
// token of sentence marks alone ("?!", "!!", "….", "?..."), as each of
// its marks does by itself: "wait …. ." was "wait ….", the marks apart
// from the word they end.
func closesLeft(tok string) bool {
	switch tok {
	case ".", ",", ";", ":", "!", "?", ")", "]", "}", "%", "''", "...", "…", "”", "’":
		return true
	}
	return textfold.Clitic(tok) || sentenceMarks(tok)
}

// sentenceMarks reports a token made only of the marks that end a sentence
// or a clause (. , ; : ! ? …), at least two of them.
func sentenceMarks(tok string) bool {
	if utf8.RuneCountInString(tok) < 2 {
		return false
	}
	for _, r := range tok {
		switch r {
		case '.', ',', ';', ':', '!', '?', '…':
		default:
			return false
		}
	}
	return true
}

// opensRight: the token after an opening bracket, $, # or an opening PTB
// quote (two backquotes) attaches to it.
func opensRight(tok string) bool {
	switch tok {
	case "(", "[", "{", "$", "``", "#", "“", "‘":
		return true
	}
	return false
}

// detokenQuote writes a PTB quote token, opening (two backquotes) or
// closing (two apostrophes), as the straight double quote written text
// has: --detokenize gives text as a writer types it, and no writer puts
// two backquotes before a word and two apostrophes after it (both were
// kept, in every position). Only whole tokens: a word holding two
// apostrophes stays as it is.
func detokenQuote(tok string) string {
	if tok == "``" || tok == "''" {
		return `"`
	}
	return tok
}

// detokenizer decides, token by token, whether a token joins the one
// before it. Raw GTN writes the straight double quote " for both ends of
// a quotation, so which end a " is depends on the ones before it: the
// first opens (the next token joins it), the second closes (it joins the
// token before), and so on; `He said " hi " .` becomes `He said "hi".`.
// NeMo's GoogleTN.json writes both ends as two backquotes (“), which
// are paired the same way unless a PTB closing quote (”) closes them:
// `that “ stylus “ is` was `that “stylus “is` (the second “ read as
// an opening quote, joined to the word after it).
//
// GTN's tokenizer also split words joined by a slash or a hyphen, which
// writers type without spaces: `his / her`, `POW / MIA`, `1 / 32nd`
// (a fraction nobody spaces) and `HIV- AIDS`, `MS- DOS`, `CN- 235s` (the
// hyphen kept on the first part). A lone "/" between a letter or digit
// and a letter or digit joins both (`his/her`); a token ending in a
// hyphen after a letter or digit joins the next token that begins with
// one (`HIV-AIDS`), unless that is "and", "or", "to" or "nor": a
// suspended hyphen (`pre- and post-war`) keeps its space. A slash beside
// other marks (`Bits / / News`, `/ j /`) and a dash standing alone
// (`1957 - 1974`, an en dash or a spaced dash in the source) are left.
//
// A phonemic transcription between two lone slashes (`emphatic / r / and`,
// `before / j / ,`, `/ r ˤ /`: linguistics articles) is written as
// linguists write it, `emphatic /r/ and`, `/rˤ/`: the slashes join the
// transcription and not the words around it (it was `emphatic/r/and`, one
// word the u2tf span model learnt to write). plan finds those slashes.
//
// A period after a token that ends in one is not written: `at 5 p.m. .`
// is `at 5 p.m.`, as written English ends a sentence on an abbreviation
// (it was `p.m..`). Three or more lone periods in a row are a spaced
// ellipsis, which writers type so (`wait . . .`, the style of many
// publishers and of legal text): it is kept as written, its periods
// apart, none left out (it was `wait.`, the ellipsis read as a period
// and two periods after it). The ellipsis character and curly quotes attach as
// their ASCII forms do: `wait …` is `wait…`, `“ yes ”` is `“yes”`, and a
// period after the ellipsis is left out as after `...` (`wait … .` is
// `wait…`).
//
// A dotted abbreviation GTN's tokenizer split letter by letter is written
// whole: `the U . S . delegate` is `the U.S. delegate`, `e . g .` is
// `e.g.`, and initials join as AP style writes them (`J . R . R .` is
// `J.R.R.`). It was `U. S.`, and the u2tf span model learnt to write
// both `U. S.` and `U.S.`. A letter joins a letter-and-period before it
// only when a period follows it: `plan B . I think` keeps its space.
// A group of a capital and a lower-case letter joins such a run too,
// when the run holds a letter alone (abbrGroup): `Ph . D .` is `Ph.D.`,
// `M . Sc .` `M.Sc.`, as written (it was `Ph. D.`); a title before an
// initial (`Mr . J . Smith`), two such groups with no letter alone (`Op .
// Cit .`), capitals (`the US . A . Smith`) and a word of three letters or
// more after initials (`n . d . Web .`, a bibliography's "no date. Web.")
// keep their space, and a sentence ending on the abbreviation keeps its
// one period (`in the U . S . The` is `in the U.S. The`).
type detokenizer struct {
	prevOpens  bool // the previous token opens: the next one joins it
	prevAlnum  bool // the previous token ends in a letter or digit
	prevPeriod bool // the previous token written ends in a period
	// drop says the token joins took is not written: a period after a
	// token that ends in one ("p.m. ." is "p.m.", as written English
	// ends a sentence on an abbreviation; it was "p.m..").
	drop        bool
	inQuote     bool // a " has opened and not closed yet
	inBackquote bool // a `` has opened and not closed yet
	// prevGroup: the previous token's abbrGroup; prevGroupDot: it is a
	// "." after a group; runLetter: the run of groups and periods the
	// previous group ends holds a letter alone. A dotted abbreviation's
	// groups join (`U . S .` is `U.S.`, `Ph . D .` `Ph.D.`; it was `U. S.`).
	prevGroup    abbrKind
	prevGroupDot bool
	runLetter    bool
	// roles marks the tokens of phonemic transcriptions and spaced
	// ellipses (plan), nil when the text has none; at is the index of the
	// next token joins takes.
	roles []tokenRole
	at    int
}

// tokenRole is a token's part in a phonemic transcription between slashes
// or in a spaced ellipsis.
type tokenRole uint8

const (
	roleNone  tokenRole = iota
	phonOpen            // the opening slash: joins what opens it, the next token joins it
	phonInner           // the transcription: joins the token before
	phonClose           // the closing slash: joins the transcription
	spacedDot           // a period of a spaced ellipsis: written apart, never left out
)

// plan reads the text's tokens, in the order joins will take them, for the
// phonemic transcriptions between lone slashes: one to three tokens of
// lower-case and IPA letters, modifier letters and combining marks, one
// of them a letter alone or holding a character beyond ASCII (`/ r /`,
// `/ kæt /`), not after a letter or digit alone (`x / y / z` stays
// `x/y/z`; after a mark, `sounds , / r /`, it is one). `his / her / own` is no transcription (`his/her/own`).
//
// It also finds the spaced ellipses: runs of three or more "." tokens.
func (d *detokenizer) plan(toks []string) {
	d.roles, d.at = nil, 0
	for i := 0; i < len(toks); {
		j := i
		for j < len(toks) && toks[j] == "." {
			j++
		}
		if j-i >= spacedEllipsisDots {
			if d.roles == nil {
				d.roles = make([]tokenRole, len(toks))
			}
			for k := i; k < j; k++ {
				d.roles[k] = spacedDot
			}
		}
		i = max(j, i+1)
	}
	for i := 0; i < len(toks); i++ {
		if toks[i] != "/" || (i > 0 && loneAlnum(toks[i-1])) {
			continue
		}
		end, ipa := -1, false
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if toks[j] == "/" {
				end = j
				break
			}
			if !phonetic(toks[j]) {
				break
			}
			ipa = ipa || utf8.RuneCountInString(toks[j]) == 1 || strings.IndexFunc(toks[j], func(r rune) bool { return r > unicode.MaxASCII }) >= 0
		}
		if end < i+2 || !ipa {
			continue
		}
		if d.roles == nil {
			d.roles = make([]tokenRole, len(toks))
		}
		d.roles[i], d.roles[end] = phonOpen, phonClose
		for k := i + 1; k < end; k++ {
			d.roles[k] = phonInner
		}
		i = end
	}
}

// loneAlnum reports a token of one letter or digit (the x of `x / y /
// z`). A lone mark before a slash (`sounds , / r /`, `( / r / )`) is no
// word: it counted as one, and `, / r / and / l / ,` was `, / r/and /l/,`.
func loneAlnum(tok string) bool {
	r, size := utf8.DecodeRuneInString(tok)
	return size == len(tok) && isAlnum(r)
}

// abbrKind is what a token can be in a dotted abbreviation GTN's
// tokenizer split at its periods.
type abbrKind uint8

const (
	abbrNone   abbrKind = iota
	abbrLetter          // a letter alone: the U and S of `U . S .`
	abbrShort           // a capital and a lower-case letter, no title: the Ph of `Ph . D .`
)

// abbrGroup is tok's abbrKind. A title that abbreviates a word before a
// name (`Mr . J . Smith`, `Dr . A . Jones`, `St . J . Perse`) is none:
// its period is its own, the initials after it another abbreviation.
func abbrGroup(tok string) abbrKind {
	r, size := utf8.DecodeRuneInString(tok)
	if size == len(tok) {
		if unicode.IsLetter(r) {
			return abbrLetter
		}
		return abbrNone
	}
	if !unicode.IsUpper(r) || utf8.RuneCountInString(tok) != 2 {
		return abbrNone
	}
	for _, c := range tok[size:] {
		if !unicode.IsLower(c) {
			return abbrNone
		}
	}
	if titleBeforeName[tok] {
		return abbrNone
	}
	return abbrShort
}

// titleBeforeName are the titles of two letters that English abbreviates
// before a name or a number, with a period of their own (`Mr. J. Smith`,
// `No. 5`): never a group of an abbreviation such as `Ph.D.`.
var titleBeforeName = map[string]bool{
	"Mr": true, "Ms": true, "Dr": true, "St": true, "Mt": true, "Ft": true, "Jr": true, "Sr": true,
	"Lt": true, "Fr": true, "Br": true, "No": true, "Op": true, "Co": true,
}

// spacedEllipsisDots is how many "." tokens in a row make a spaced
// ellipsis (plan): two are a period doubled by the tokenizer ("The end .
// ." is "The end.").
const spacedEllipsisDots = 3

// planTokens is plan for raw GTN's tokens, read through col; a sentence
// without a lone slash or a spaced ellipsis costs no slice.
func planTokens(d *detokenizer, toks []gtnToken, col func([2]int32) string) {
	d.roles, d.at = nil, 0
	dots := 0
	for i := range toks {
		w := col(toks[i].written)
		if w == "." {
			dots++
		} else {
			dots = 0
		}
		if w == "/" || dots == spacedEllipsisDots {
			written := make([]string, len(toks))
			for k := range toks {
				written[k] = col(toks[k].written)
			}
			d.plan(written)
			return
		}
	}
}

// phonetic reports a token of a phonemic transcription: lower-case
// letters (IPA's among them), modifier letters (ˤ ː ˈ) and combining
// marks only.
func phonetic(tok string) bool {
	for _, r := range tok {
		if !unicode.IsLower(r) && !unicode.In(r, unicode.Lm, unicode.Mn) && !(r >= 0x0250 && r <= 0x02FF) {
			return false
		}
	}
	return tok != ""
}

// joins reports whether tok attaches to the previous token (false for the
// first) and takes tok in; next is the token after it ("" at the end).
func (d *detokenizer) joins(tok, next string) bool {
	role := roleNone
	if d.at < len(d.roles) {
		role = d.roles[d.at]
	}
	d.at++
	d.drop = tok == "." && d.prevPeriod && role == roleNone
	if d.drop {
		d.prevGroup, d.prevGroupDot = abbrNone, false
		return true
	}
	var j, abbr bool
	g := abbrGroup(tok)
	switch role {
	case phonOpen:
		j, d.prevOpens = d.prevOpens, true
	case phonInner, phonClose:
		j, d.prevOpens = true, false
	case spacedDot:
		j, d.prevOpens = d.prevOpens, false
	default:
		// A group joins the run before it when a period follows it
		// and the run, with it, holds a letter alone.
		abbr = d.prevGroupDot && g != abbrNone && next == "." && (g == abbrLetter || d.runLetter)
		j = d.join(tok, next) || abbr
	}
	if g != abbrNone {
		d.runLetter = g == abbrLetter || abbr && d.runLetter
	}
	d.prevGroupDot = tok == "." && d.prevGroup != abbrNone
	d.prevGroup = g
	r, _ := utf8.DecodeLastRuneInString(tok)
	// An ellipsis ends in periods, so the period after it is left out as
	// after "...": "wait … ." is "wait…", as "wait ... ." is "wait..."
	// (it was "wait….").
	d.prevAlnum, d.prevPeriod = isAlnum(r), r == '.' || r == '…'
	return j
}

// join is joins but for prevAlnum, which joins sets from tok after it:
// every case here reads the previous token's.
func (d *detokenizer) join(tok, next string) bool {
	switch tok {
	case `"`, "``":
		open := &d.inQuote
		if tok == "``" {
			open = &d.inBackquote
		}
		if *open {
			*open, d.prevOpens = false, false
			return true
		}
		j := d.prevOpens
		*open, d.prevOpens = true, true
		return j
	case "''":
		d.inBackquote = false
	case "/":
		if r, _ := utf8.DecodeRuneInString(next); d.prevAlnum && isAlnum(r) {
			d.prevOpens = true
			return true
		}
	}
	j := d.prevOpens || closesLeft(tok)
	d.prevOpens = opensRight(tok) || hyphenOpens(tok, next)
	return j
}

// hyphenOpens reports whether tok is the first part of a hyphenated word
// GTN's tokenizer split after the hyphen ("HIV-" before "AIDS"): it ends
// in a hyphen after a letter or digit, and next begins with a letter or
// digit and is not the word after a suspended hyphen ("pre- and post-").
func hyphenOpens(tok, next string) bool {
	if len(tok) < 2 || tok[len(tok)-1] != '-' {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(tok[:len(tok)-1])
	first, _ := utf8.DecodeRuneInString(next)
	if !isAlnum(before) || !isAlnum(first) {
		return false
	}
	switch strings.ToLower(next) {
	case "and", "or", "to", "nor":
		return false
	}
	return true
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// spaceHint names the likely cause of a raw GTN line of one column that
// holds spaces: its columns were written with spaces, not tabs (a copy
// through an editor or a spreadsheet). Such a file's <eos> lines are not
// seen either, so all of it was one rejected "sentence" naming only its
// first line's column count.
func spaceHint(text []byte, ncols int) string {
	if ncols != 1 || bytes.IndexByte(text, ' ') < 0 {
		return ""
	}
	return " (no tab in the line: columns separated by spaces? raw GTN's columns are tab-separated, and <eos><TAB><eos> ends a sentence)"
}
