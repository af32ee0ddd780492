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
)

// GTNTestLines is the standard GTN English test set: the first 100,002
// lines of output-00099-of-00100 (7,551 sentences).
const GTNTestLines = 100002

// GTNTestLinesRussian is the standard Russian test set: the first 100,007
// lines of the Russian release's output-00099-of-00100 (Sproat & Jaitly,
// "RNN Approaches to Text Normalization: A Challenge"; NeMo's Duplex TN
// data_split.py, TEST_SIZE_RUS). The Russian file was cut at English's
// 100,002, so a sentence ending on lines 100,002-100,006 closed the test
// set early.
const GTNTestLinesRussian = 100007

// GTNTestLinesOf is the standard test set's length in lines for a
// release's language (GTNLanguage's codes): Russian's 100,007, English's
// 100,002 for any other (the Polish release has no standard test set).
func GTNTestLinesOf(language string) int {
	if language == "ru" {
		return GTNTestLinesRussian
	}
	return GTNTestLines
}

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
	// CheckEnglish names the command reading the file as English though
	// nothing may name its language (GTNCheckPrep, GTNCheckStyleFit): a
	// file whose name says no language (GTNLanguage) and whose first
	// sentences are clearly of another language is an error naming the
	// command's remedy (gtnLanguageCheck). "" checks nothing.
	CheckEnglish string
}

// gtnFileRE is a raw GTN file's name: the release's output-000NN-of-00100,
// or that name with ".tsv", as NeMo's Duplex TN data_split.py writes the
// same files, unchanged but for the Russian "_trans" it strips, into
// train/, dev/, test/ and test_full/ (output-00090-of-00100.tsv): they
// were refused as "neither a raw GTN file ...", and --split-by-id, the
// remedy named, loses the standard split their numbers carry.
var gtnFileRE = regexp.MustCompile(`^output-(\d{5})-of-00100(?:\.tsv)?$`)

// GTNSplit maps a raw GTN file name to its standard split: files 00-89
// train, 90-94 validation, 99 test; 95-98 are unused by the standard and
// return split "" with ok true. ok is false for names that are not GTN files.
// A name with ".tsv" (NeMo's data_split.py) is read the same.
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
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	lang := newGTNLanguageCheck(name, opts.CheckEnglish)
	sink = lang.wrap(sink)
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
				Reason: fmt.Sprintf("%s:%d: %s", name, bad.No, badWhy), Raw: dataset.TruncateRawBytes(ps.raw),
			})
		} else if len(ps.toks) == 0 {
			// "<eos>" right after "<eos>" (or first in the file): no
			// token, so no pair; an empty row would be published.
			ps.raw = ps.rawOf(eosLine)
			sink.Reject(dataset.Reject{
				ID: id, Source: "gtn", Location: fmt.Sprintf("%s:%d", name, startLine), Stage: "parse", Rule: "gtn_empty_sentence",
				Reason: fmt.Sprintf("%s:%d: empty sentence (<eos> with no token before it)", name, startLine), Raw: dataset.TruncateRawBytes(ps.raw),
			})
		} else if p := ps.assemble(opts.Detokenize); p.Spoken == "" {
			// Every token was PUNCT or "sil" ("." alone, a stray quote):
			// a pair with nothing to say teaches no model anything, and an
			// empty spoken side breaks alignment and the tagger.
			ps.raw = ps.rawOf(eosLine)
			sink.Reject(dataset.Reject{
				ID: id, Source: "gtn", Location: fmt.Sprintf("%s:%d-%d", name, startLine, endLine), Stage: "parse", Rule: "gtn_empty_spoken",
				Reason: fmt.Sprintf("%s:%d: the sentence has no spoken word (punctuation or silence only)", name, startLine), Raw: dataset.TruncateRawBytes(ps.raw),
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
			if err := lang.stop(); err != nil {
				return res, err
			}
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
	if err := lang.end(); err != nil {
		return res, err
	}
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// unknownGTNClass is the reason of a token line whose class is not one of
// GTN's semiotic classes (gtnClasses), naming them.
func unknownGTNClass(class string) string {
	if class == "<eos>" {
		// "<eos>\t<eos>\t<eos>": a damaged end of sentence, which ended
		// none (the reason said `unknown class "<eos>"`, listing GTN's
		// classes, as if it were a token).
		return "an <eos> line of three columns, which ends no sentence: <eos><TAB><eos> ends one, so the sentences before and after it were read as one (a damaged end of sentence?)"
	}
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
		if wd == "sil" {
			return // a pause
		}
		if wd = trimGTNMarks(wd); wd == "" {
			return // a bare "_letter" only separates letters
		}
		mark := len(dst)
		if mark > start && cliticJoins(dst[start:], wd) {
			// A clitic inside the token's spoken column joins the word
			// said before it, as between tokens (GTN says "PDFs" "p d f
			// 's", NeMo's sentence form of it gives "p d f's"): the raw
			// and Kaggle readers gave "p d f s", a word "s" (qa80).
			dst = appendASR(dst, wd, true)
			return
		}
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

// trimGTNMarks strips the marks GTN's spoken column puts at the end of a
// word: "_letter", a letter of a word spelled out (the English release's
// URLs, "h_letter"), and in the Russian release (ru_with_types/,
// Kaggle's ru_train.csv) "_trans", a Cyrillic letter of a Latin-script
// word said transliterated ("Google": "г_trans у_trans г_trans л_trans"),
// and "_latin", a Latin letter read out ("b_latin", "c_letter_latin").
// The letter is what is said, a word of its own as "_letter"'s is (NeMo's
// google_data_preprocessing.py strips "_trans" for Russian so, and its
// Thutmose tagger "_trans", "_letter_latin" and "_letter"); the mark is
// no word ("г trans у trans" was published). A bare mark gives "".
func trimGTNMarks(wd string) string {
	for {
		switch {
		case strings.HasSuffix(wd, "_letter"):
			wd = wd[:len(wd)-len("_letter")]
		case strings.HasSuffix(wd, "_trans"):
			wd = wd[:len(wd)-len("_trans")]
		case strings.HasSuffix(wd, "_latin"):
			wd = wd[:len(wd)-len("_latin")]
		default:
			return wd
		}
	}
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
