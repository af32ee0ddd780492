package sources

import (
	"bytes"
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"
	"unicode"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/textcut"
)

// GTNKaggleHeader is the header of the Kaggle Text Normalization Challenge
// training files (en_train.csv, ru_train.csv): Google's Text
// Normalization data (Sproat & Jaitly) one token per row.
const GTNKaggleHeader = `"sentence_id","token_id","class","before","after"`

// IsGTNKaggleName reports whether a file is read as Kaggle's GTN CSV:
// a .csv name (plain or compressed).
func IsGTNKaggleName(p string) bool { return nameEndsIn(p, ".csv") }

// GTNKaggleSplit is the split a Kaggle file name says: en_train.csv ->
// train, a name with the word test -> test, dev or val -> validation;
// train when the name says none (the challenge's only file with gold
// spoken forms is en_train.csv).
//
// Its words are not the one table's (pathSplitWords, which SPGISplit and
// StandardSplit read): a name that says none is train here, so the
// table's further words would move files that are published today:
// en_testing.csv and en_valid.csv are train versions now, and read by
// the table they would become test and validation, changing the rows and
// the version id of a corpus read again with the same command. A file
// name the challenge never used is better named again (or given
// --split-by-id) than re-split without a word.
func GTNKaggleSplit(name string) string {
	base := strings.ToLower(BaseName(name))
	switch {
	case hasWord(base, "test"):
		return "test"
	case hasWord(base, "dev") || hasWord(base, "val") || hasWord(base, "validation"):
		return "validation"
	}
	return "train"
}

// kaggleHeaderHint names the prep that reads a CSV whose header is
// another source's: SPGISpeech's train.csv/val.csv given to prep gtn was
// refused naming only the header it lacked. It says that such a file has
// no spoken forms, since style fit, which reads GTN files for their gold
// spoken side, says it too.
func kaggleHeaderHint(line string, at map[string]int) string {
	low := strings.ToLower(line)
	_, text := at["text"]
	_, sentence := at["sentence"]
	switch {
	case strings.Contains(low, "wav_filename") && strings.Contains(low, "transcript"):
		return " (it is SPGISpeech's, which has no spoken forms: itnprep prep spgi reads it and verbalizes the spoken side)"
	case text || sentence:
		return " (a table of written text, without spoken forms? itnprep prep text reads its text column, --text-field another, and verbalizes the spoken side)"
	case len(at) == 2 && hasKeys(at, "id", "after"):
		// The challenge's submission format (en_sample_submission.csv,
		// a team's predictions): it said only that the header was not
		// Kaggle's, which the user had downloaded from Kaggle.
		return " (it is the challenge's submission format, as en_sample_submission.csv: an after per token id, without the written tokens or their classes; prep gtn needs the training file, en_train.csv)"
	}
	return ""
}

// hasKeys reports whether at holds every key.
func hasKeys(at map[string]int, keys ...string) bool {
	for _, k := range keys {
		if _, ok := at[k]; !ok {
			return false
		}
	}
	return true
}

// kaggleColumns are the header's columns, in their order in the file.
type kaggleColumns struct{ sentence, token, class, before, after int }

// parseKaggleHeader finds the five columns by name (any order, any case,
// quoted or not). A header with sentence_id, token_id and before but no
// class or after is the challenge's test input, which has no gold.
func parseKaggleHeader(line string) (kaggleColumns, int, error) {
	cols := splitCSVLine(line, ',')
	at := map[string]int{}
	for i, c := range cols {
		at[strings.ToLower(strings.TrimSpace(c))] = i
	}
	idx := func(name string) int {
		if i, ok := at[name]; ok {
			return i
		}
		return -1
	}
	k := kaggleColumns{idx("sentence_id"), idx("token_id"), idx("class"), idx("before"), idx("after")}
	switch {
	case k.sentence >= 0 && k.token >= 0 && k.before >= 0 && (k.class < 0 || k.after < 0):
		return k, 0, fmt.Errorf("header %q has no class and after columns: this is the challenge's test input (en_test.csv, en_test_2.csv), which has no spoken forms; prep gtn needs the training file (en_train.csv)", line)
	case k.sentence < 0 || k.token < 0 || k.class < 0 || k.before < 0 || k.after < 0:
		hint := kaggleHeaderHint(line, at)
		if kaggleTabSeparated(line, len(cols), 5) {
			// Its columns are there, tab-separated: the file's rows
			// would each be one field.
			hint = " (its columns are separated by tabs: Kaggle's file is comma-separated; convert it, e.g. with pandas: pd.read_csv(FILE, sep=\"\\t\", keep_default_na=False).to_csv(OUT, index=False))"
		}
		return k, 0, fmt.Errorf("header %q is not Kaggle's GTN header %s%s", line, GTNKaggleHeader, hint)
	}
	return k, len(cols), nil
}

// ParseGTNKaggle reads one Kaggle Text Normalization Challenge training
// file (a header, then sentence_id,token_id,"class","before","after" per
// token, sentences in order) and emits one pair per sentence, assembled as
// ParseGTN assembles a raw GTN sentence: PUNCT tokens say nothing, every
// other token says its "after" in ASR form, and each token that is not
// PLAIN or PUNCT is a span. (Kaggle writes a PLAIN token's "after" as the
// token itself where raw GTN writes <self>, and PUNCT's as the mark where
// raw GTN writes sil; the result is the same.) The id is the file's base
// name and the sentence_id. A row with the wrong number of fields, a
// non-integer id, an empty class or before, an empty after of a token
// other than PUNCT (a value pandas lost, never silence; blanks around
// before and after are trimmed, as ParseGTN trims its columns, so a field
// of blanks only is empty), or a token_id out of order
// rejects its whole sentence, naming the line, as does a field holding a
// line break (a quoted field over lines, read whole as CSV reads it:
// kaggleRecords) or a quote that is no CSV quoting (kaggleStrayQuoteWhy);
// so does a sentence_id that
// does not rise (Kaggle's files are in sentence order), which keeps every
// id once without remembering the ids seen; such a sentence's id is
// "<file>:L<line>". A sentence whose rows are split apart (they resume,
// at a token_id above 0, after another sentence's) fails the file, naming
// the line: its first rows were already emitted as a shorter sentence.
func ParseGTNKaggle(name string, r io.Reader, split string, opts GTNOptions, sink Sink) (FileResult, error) {
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	lang := newGTNLanguageCheck(name, opts.CheckEnglish)
	sink = lang.wrap(sink)
	lr := NewLineReader(name, r, opts.MaxRecordBytes)
	base := BaseName(name)
	maxBytes := opts.MaxRecordBytes
	if maxBytes <= 0 {
		maxBytes = DefaultMaxRecordBytes
	}
	var (
		ps        gtnParser
		res       FileResult
		cols      kaggleColumns
		ncols     int
		header    bool
		sentKey   string // current sentence's sentence_id field as written
		sentID    string // its id: the sentence_id, or L<line> when it has none
		prevSent  int64  = -1 << 62
		nextTok   int
		startLine int
		lastLine  int
		bad       string // first problem in the current sentence ("" when none)
		badRule   string
		raw       []byte // the sentence's CSV lines, for a reject
		sentBytes int
	)
	flush := func() {
		if startLine == 0 {
			return
		}
		res.Records++
		id := base + ":" + sentID
		loc := fmt.Sprintf("%s:%d-%d", name, startLine, lastLine)
		if startLine == lastLine {
			loc = fmt.Sprintf("%s:%d", name, startLine)
		}
		reject := func(rule, why string) {
			sink.Reject(dataset.Reject{ID: id, Source: "gtn", Location: loc, Stage: "parse", Rule: rule,
				Reason: why, Raw: dataset.TruncateRawBytes(raw)})
		}
		switch {
		case bad != "":
			reject(badRule, bad)
		default:
			if p := ps.assemble(opts.Detokenize); p.Spoken == "" {
				reject("gtn_empty_spoken", fmt.Sprintf("%s: the sentence has no spoken word (punctuation or silence only)", loc))
			} else {
				p.ID, p.Source, p.Split = id, "gtn", split
				p.From = dataset.Origin{File: name, Line: int64(startLine), Last: int64(lastLine)}
				sink.Pair(p)
			}
		}
		ps.toks, ps.sent = ps.toks[:0], ps.sent[:0]
		sentKey, sentID, nextTok, startLine, bad, badRule, raw, sentBytes = "", "", 0, 0, "", "", raw[:0], 0
	}
	var join kaggleJoin
	for rec, err := range kaggleRecords(lr, &join, maxBytes) {
		if err != nil {
			return res, err
		}
		ln := rec.Line
		if ln.Problem == "" && blankRow(ln.Text, ',') {
			continue
		}
		if !header {
			if ln.Problem != "" {
				return res, fmt.Errorf("%s: %s%s", lr.Location(ln.No), ln.Problem, crHint(name, ln.Text))
			}
			if crOutsideQuotes(string(ln.Text), ',') {
				// CR line endings (classic Mac): the file is one line,
				// which was refused as the challenge's test input (its
				// last column "after\r0", not "after") or a header that
				// is not Kaggle's, nothing said of why.
				return res, fmt.Errorf("%s: header %q: the file's rows run on in the header's line%s", lr.Location(ln.No), headStart(string(ln.Text)), crHint(name, ln.Text))
			}
			if cols, ncols, err = parseKaggleHeader(strings.TrimPrefix(string(ln.Text), "\ufeff")); err != nil {
				return res, fmt.Errorf("%s: %w", lr.Location(ln.No), err)
			}
			header = true
			join = kaggleJoin{on: true, cols: cols, ncols: ncols}
			continue
		}
		var f []string
		var stray []int // fields holding a quote that is no CSV quoting
		if ln.Problem == "" {
			f, stray = splitCSVLineStray(string(ln.Text), ',')
			// Also in a row with a wrong field count: its sentence_id
			// says which sentence it damages (a "1.0" row of 6 fields
			// was given to sentence 0, a good sentence rejected for it).
			if len(f) > cols.sentence {
				f[cols.sentence] = wholeNumber(f[cols.sentence])
			}
			if len(f) > cols.token {
				f[cols.token] = wholeNumber(f[cols.token])
			}
		}
		// The sentence a row belongs to is its sentence_id field, also in
		// a row with a wrong field count when that field is an integer; a
		// row too damaged to say stays with the sentence before it.
		rowSent := sentKey
		if len(f) > cols.sentence {
			if _, err := strconv.ParseInt(f[cols.sentence], 10, 64); err == nil || len(f) == ncols {
				rowSent = f[cols.sentence]
			}
		} else if ln.Problem != "" {
			// A row the line reader could not use (too long: its first
			// 4 KiB; invalid UTF-8; a NUL byte) still names its sentence
			// at its start: it belongs there, not to the sentence before
			// (which was rejected for it, and its own sentence for a
			// missing first token).
			if p := splitCSVLine(string(ln.Text), ','); len(p) > cols.sentence {
				// ParseInt refuses "": no test of its own.
				id := wholeNumber(p[cols.sentence])
				if _, err := strconv.ParseInt(id, 10, 64); err == nil {
					rowSent = id
				}
			}
		}
		var startProblem, startRule string
		if rowSent != sentKey || startLine == 0 {
			prevKey, prevStart := sentKey, startLine
			flush()
			if err := lang.stop(); err != nil {
				return res, err
			}
			sentKey, startLine = rowSent, ln.No
			// Sentence ids must rise, as in Kaggle's files: an id seen
			// before is caught without remembering every id, and a
			// sentence without a usable id gets the line's, L<line>.
			sentID = "L" + strconv.Itoa(ln.No)
			switch n, err := strconv.ParseInt(sentKey, 10, 64); {
			case err != nil && ln.Problem == "" && len(f) != ncols:
				// A row that gives no sentence_id because its fields are
				// not the header's (a tab-separated row has one field):
				// its field count is the problem, where the reason said
				// `sentence_id "" is not an integer`.
				startRule, startProblem = "gtn_kaggle_bad_columns", kaggleFieldsWhy(string(ln.Text), len(f), ncols)
			case err != nil:
				startRule, startProblem = "gtn_kaggle_bad_id", fmt.Sprintf("sentence_id %q is not an integer", textcut.Quote(sentKey))
			case n <= prevSent:
				// A sentence whose rows resume after another sentence's
				// (token_id > 0): its first rows were read as a sentence
				// of their own, already emitted as a shorter sentence,
				// which no reject of this part can take back. The file's
				// order is broken: it fails, naming the line.
				if len(f) == ncols {
					if tok, err := strconv.Atoi(f[cols.token]); err == nil && tok > 0 {
						if _, err := strconv.ParseInt(prevKey, 10, 64); err != nil && prevStart > 0 && n == prevSent {
							// The rows just before are a damaged row's
							// (sentence_id "a", "" or "0.5"), inside this
							// sentence: the file is in order, and the line
							// said this sentence resumed "after sentence
							// 0", itself, with the remedy to sort it.
							return res, fmt.Errorf("%s: sentence_id %d resumes here at token_id %d after the row on line %d, whose sentence_id %q is not an integer: that damaged row split the sentence, and its first part was read as a sentence of its own; correct or remove the row", lr.Location(ln.No), n, tok, prevStart, textcut.Prefix(prevKey, 40))
						}
						return res, fmt.Errorf("%s: sentence_id %d resumes here at token_id %d after sentence %d: its rows are split apart, so an earlier part of it was read as a sentence of its own; sort the rows by sentence_id, then token_id, as Kaggle's files are (pandas: df.sort_values([\"sentence_id\", \"token_id\"], kind=\"stable\"))", lr.Location(ln.No), n, tok, prevSent)
					}
				}
				startRule, startProblem = "gtn_kaggle_sentence_order", fmt.Sprintf("sentence_id %d after sentence %d: the rows must be in sentence order, as in Kaggle's files", n, prevSent)
			default:
				prevSent, sentID = n, strconv.FormatInt(n, 10)
			}
		}
		lastLine = rec.last
		if len(raw) < dataset.MaxRawBytes {
			raw = append(append(raw, ln.Text[:min(len(ln.Text), dataset.MaxRawBytes)]...), '\n')
		}
		sentBytes += len(ln.Text) + 1
		problem := func(rule, why string) {
			if bad == "" {
				badRule, bad = rule, fmt.Sprintf("%s: %s", lr.Location(ln.No), why)
				ps.toks, ps.sent = ps.toks[:0], ps.sent[:0]
			}
		}
		if startProblem != "" {
			problem(startRule, startProblem)
		}
		switch {
		case bad != "":
		case ln.Problem != "":
			// As in raw GTN, a damaged line rejects its whole sentence.
			problem("gtn_"+ln.Rule, ln.Problem)
		case sentBytes > maxBytes:
			problem("gtn_record_too_large", fmt.Sprintf("sentence longer than the %d-byte record limit (--max-record-bytes raises it)", maxBytes))
		case len(f) != ncols:
			problem("gtn_kaggle_bad_columns", kaggleFieldsWhy(string(ln.Text), len(f), ncols))
		default:
			tok, err := strconv.Atoi(f[cols.token])
			if err != nil {
				problem("gtn_kaggle_bad_id", fmt.Sprintf("token_id %q is not an integer", textcut.Quote(f[cols.token])))
				break
			}
			if tok != nextTok {
				problem("gtn_kaggle_token_order", fmt.Sprintf("token_id %d where %d was expected (a row missing or out of order)", tok, nextTok))
				break
			}
			nextTok++
			if why := kaggleStrayQuoteWhy(f, stray, cols); why != "" {
				problem("gtn_kaggle_stray_quote", why)
				break
			}
			class, rawBefore, rawAfter := f[cols.class], f[cols.before], f[cols.after]
			// Blanks around before and after (a hand-edited or re-saved
			// file: "The ", " 5") are no part of the token, as the raw
			// GTN reader trims its written and spoken columns (NeMo's
			// reader strips both): the written side was "The   5" and
			// the span's written " 5". A field of blanks only is empty.
			before, after := strings.TrimFunc(rawBefore, unicode.IsSpace), strings.TrimFunc(rawAfter, unicode.IsSpace)
			if class == "" || before == "" {
				empty, hint := "empty class field", pandasNaNHint
				if class != "" {
					empty = "empty before field"
					if rawBefore != "" {
						empty, hint = fmt.Sprintf("before field of blanks only (%q)", textcut.Quote(rawBefore)), " (every token has a written form)"
					}
				}
				problem("gtn_empty_column", empty+hint)
				break
			}
			if why := kaggleTabWhy(class, rawBefore, rawAfter); why != "" {
				problem("gtn_kaggle_tab", why)
				break
			}
			if why := kaggleNewlineWhy(class, rawBefore, rawAfter, ln.No, rec.last); why != "" {
				problem("gtn_kaggle_newline", why)
				break
			}
			if !gtnClasses[class] {
				problem("gtn_unknown_class", unknownGTNClass(class))
				break
			}
			if after == "" && class != "PUNCT" {
				// Kaggle's file gives every token an after, the token
				// itself where nothing changes (PLAIN) and the mark for
				// PUNCT; an empty one is a value lost, not silence (it
				// was read as sil, and "LETTERS,"NaN"," said nothing for
				// the token). Raw GTN rejects an empty spoken column too.
				empty, hint := "empty after field", pandasNaNHint
				if rawAfter != "" {
					empty, hint = fmt.Sprintf("after field of blanks only (%q)", textcut.Quote(rawAfter)), ""
				}
				problem("gtn_empty_column", fmt.Sprintf("%s for the %s token %q: its spoken form is missing%s", empty, class, textcut.Prefix(before, 60), hint))
				break
			}
			spoken := after
			if class == "PUNCT" {
				spoken = "sil"
			}
			o := int32(len(ps.sent))
			ps.sent = append(append(append(append(append(ps.sent, class...), '\t'), before...), '\t'), spoken...)
			c1 := o + int32(len(class))
			w1 := c1 + 1 + int32(len(before))
			ps.toks = append(ps.toks, gtnToken{class: [2]int32{o, c1}, written: [2]int32{c1 + 1, w1}, spoken: [2]int32{w1 + 1, int32(len(ps.sent))}})
		}
	}
	flush()
	if err := lang.end(); err != nil {
		return res, err
	}
	// A file without a header (0 bytes, blank lines) holds no record: 0
	// records, as an empty file of any other format, which the run's
	// summary names.
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// kaggleStrayQuoteWhy says which field of a row holds a quote that is no
// CSV quoting, "" when none does. Kaggle's file is written as Python's csv
// writes it: a field holding a quote is quoted and its quote doubled (the
// token " is """", read back as "). A quote anywhere else is a stray one,
// which splitCSVLine keeps in the field as it is: "ab"c" (a quote inside a
// quoted field not doubled), "x" followed by a blank before the comma, a
// quote in a field not quoted (ab"c), or a quote no later line closes
// ("""): the fields splitCSVLineStray gave as stray, each as written.
// The token was published with the quotes in it (before "ab"c"
// written as "ab"c", a quote the file never meant), or for a PUNCT after
// not at all. A field that is not the row's own five (the file's further
// columns) is not looked at.
func kaggleStrayQuoteWhy(fields []string, stray []int, cols kaggleColumns) string {
	for _, k := range stray {
		name := ""
		switch k {
		case cols.sentence:
			name = "sentence_id"
		case cols.token:
			name = "token_id"
		case cols.class:
			name = "class"
		case cols.before:
			name = "before"
		case cols.after:
			name = "after"
		default:
			continue
		}
		return fmt.Sprintf("the %s field %q holds a quote that is no CSV quoting (a quoted field's own quotes are doubled and its closing quote comes just before the comma: Kaggle's file writes the token \" as \"\"\"\"): a stray quote would be kept in the token; correct the field", name, textcut.Prefix(fields[k], 60))
	}
	return ""
}

// kaggleFieldsWhy says why a row of got fields is no row of the header's
// want, and what likely made it so: tabs where commas belong (a
// tab-separated copy under a .csv name), a comma in a field not quoted
// (Kaggle quotes class, before and after, so "1,000" is one field), or a
// field missing. The reason said only the two counts.
func kaggleFieldsWhy(line string, got, want int) string {
	why := fmt.Sprintf("expected %d comma-separated fields as the header, got %d", want, got)
	switch {
	case kaggleTabSeparated(line, got, want):
		return why + " (the row is separated by tabs, not commas: a tab-separated file under a .csv name? Kaggle's training CSV is comma-separated, its text fields quoted)"
	case got > want:
		return why + " (a comma in a field that is not quoted, or a quote not closed? a field holding a comma is quoted in Kaggle's file: \"1,000\")"
	case csvQuoteOpen(line, ','):
		// A quoted field that goes on past the line's end and that no
		// later line closes (those are joined, as CSV reads a field
		// holding a newline): "a field missing" misled.
		return why + " (a quoted field is not closed on this line, nor by a line after it before the next row: a stray quote?)"
	}
	return why + " (a field missing: a row cut short?)"
}

// kaggleNewlineWhy says which field of a token holds a line break ("" when
// none): a row whose quoted field spans lines first-last, read whole as
// Python's csv reads it. A GTN token is one line of raw GTN and never
// holds one; read line by line, such a row was a gtn_kaggle_bad_columns
// reject saying "a field missing", and the lines after the break rows of
// their own.
func kaggleNewlineWhy(class, before, after string, first, last int) string {
	for _, c := range [...]struct{ name, v string }{{"class", class}, {"before", before}, {"after", after}} {
		if strings.ContainsAny(c.v, "\n\r") {
			return fmt.Sprintf("the %s field %q holds a line break (a quoted field over lines %d-%d, read as CSV reads it): a GTN token is one line, so no field may hold one (Kaggle's training CSV has none: a field edited by hand, or a cell's line break from a spreadsheet?)", c.name, textcut.Prefix(c.v, 60), first, last)
		}
	}
	return ""
}

// kaggleJoin is what kaggleRecords needs to join a row's lines: on once
// the header is read, and its columns.
type kaggleJoin struct {
	on    bool
	cols  kaggleColumns
	ncols int
}

// isRow reports whether a line is a row of its own (the header's field
// count, integer sentence_id and token_id), so no rest of a quoted field
// a line above opened.
func (j *kaggleJoin) isRow(text []byte) bool {
	f := splitCSVLine(string(text), ',')
	if len(f) != j.ncols {
		return false
	}
	for _, c := range [...]int{j.cols.sentence, j.cols.token} {
		if _, err := strconv.ParseInt(wholeNumber(f[c]), 10, 64); err != nil {
			return false
		}
	}
	return true
}

// kaggleRecord is one record of a Kaggle CSV: a line, or lines Line.No to
// last joined by "\n".
type kaggleRecord struct {
	Line
	last int
}

// kaggleRecords yields the records of a Kaggle CSV as Python's csv reads
// them: a row whose quoted field runs past its line's end is joined with
// the lines after it, by "\n", up to the line that closes the field, when
// none of them is a row of its own or damaged and the record stays within
// maxBytes; otherwise its lines are yielded one by one as they are (the
// quote was a stray one). Before the header (j.on false) every line is
// yielded as it is.
func kaggleRecords(lr *LineReader, j *kaggleJoin, maxBytes int) iter.Seq2[kaggleRecord, error] {
	return func(yield func(kaggleRecord, error) bool) {
		var held []heldLine
		var joined []byte
		flush := func() bool {
			for _, h := range held {
				if !yield(kaggleRecord{Line{No: h.no, Text: []byte(h.text)}, h.no}, nil) {
					return false
				}
			}
			held, joined = held[:0], joined[:0]
			return true
		}
		for ln, err := range lr.Lines() {
			if err != nil {
				if flush() {
					yield(kaggleRecord{}, err)
				}
				return
			}
			if len(held) > 0 {
				if ln.Problem == "" && len(joined)+1+len(ln.Text) <= maxBytes && !j.isRow(ln.Text) {
					held = append(held, heldLine{no: ln.No, text: string(ln.Text)})
					joined = append(append(joined, '\n'), ln.Text...)
					if !quoteStaysOpen(string(ln.Text), ',') {
						rec := kaggleRecord{Line{No: held[0].no, Text: joined}, ln.No}
						held = held[:0]
						if !yield(rec, nil) {
							return
						}
						joined = joined[:0]
					}
					continue
				}
				if !flush() {
					return
				}
			}
			if j.on && ln.Problem == "" && bytes.IndexByte(ln.Text, '"') >= 0 && csvQuoteOpen(string(ln.Text), ',') {
				held = append(held, heldLine{no: ln.No, text: string(ln.Text)})
				joined = append(joined[:0], ln.Text...)
				continue
			}
			if !yield(kaggleRecord{ln, ln.No}, nil) {
				return
			}
		}
		flush()
	}
}

// kaggleTabSeparated reports whether a line of got comma-separated fields,
// fewer than the want it should have, holds want fields separated by tabs:
// a tab-separated copy under a .csv name, its header or a row. The header
// asked it of a line without a comma only (split at tabs), a row counted
// its tabs: a header with a comma in a name (`after, spoken`) missed the
// hint a row so written had.
func kaggleTabSeparated(line string, got, want int) bool {
	return got < want && len(splitCSVLine(line, '\t')) >= want
}

// kaggleTabWhy says which field of a token holds a tab ("" when none): a
// token is assembled as a raw GTN line, whose columns are tab-separated,
// so a tab in a field would move its columns (it was a gtn_empty_column
// reject saying "a tab in a field", naming neither the field nor the
// cause). Kaggle's file has none.
func kaggleTabWhy(class, before, after string) string {
	for _, c := range [...]struct{ name, v string }{{"class", class}, {"before", before}, {"after", after}} {
		if i := strings.IndexByte(c.v, '\t'); i >= 0 {
			return fmt.Sprintf("the %s field %q holds a tab (byte %d): a GTN token's columns are tab-separated, so no field may hold one (Kaggle's training CSV has none: a field edited by hand?)", c.name, textcut.Prefix(c.v, 60), i+1)
		}
	}
	return ""
}

// pandasNaNHint ends the reason of an empty before or after field: Kaggle's
// file has none, but pandas' read_csv reads the tokens "NaN", "NA", "null",
// "nan", "None" (written text, and LETTERS' befores) as missing values, and
// to_csv writes them back as empty fields, so a file re-saved through
// pandas has an empty field where the token was. It names no file: the
// run's summary puts the inputs' folder back before every mention of the
// reject's file in its reason (dataset.Reject.UnderRoot), and "Kaggle's
// en_train.csv" of a file named en_train.csv read "Kaggle's
// /data/gtn/en_train.csv has no empty field", of the user's own copy.
const pandasNaNHint = " (Kaggle's training CSV has no empty field: a file re-saved with pandas loses the tokens it reads as missing, NaN, NA, null; read it with pd.read_csv(..., keep_default_na=False) or use the file as downloaded)"

// wholeNumber writes a whole number spelled with a zero fraction ("12.0",
// as pandas writes an integer column that went through floats) as the
// integer ("12"); anything else is returned as it is. Kaggle's ids
// re-saved so were gtn_kaggle_bad_id rejects of every sentence.
func wholeNumber(s string) string {
	whole, ok := zeroFraction(s)
	if !ok {
		return s
	}
	if _, err := strconv.ParseInt(whole, 10, 64); err != nil {
		return s
	}
	return whole
}

// zeroFraction is s without a fraction of zeros ("12.0", "163884.00": a
// number pandas wrote through floats) and true, or false when s is not
// something, a point and one or more zeros. It does not check that what
// is left is a number: wholeNumber and badWavFilesize each do so their way.
func zeroFraction(s string) (string, bool) {
	whole, frac, ok := strings.Cut(s, ".")
	if !ok || whole == "" || frac == "" || strings.Trim(frac, "0") != "" {
		return s, false
	}
	return whole, true
}
