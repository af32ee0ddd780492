package sources

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"iter"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
)

// IsTextTableName reports whether a written-corpus file is a table: .csv
// (comma-separated) or .tsv (tab-separated), optionally .gz.
func IsTextTableName(p string) bool { return nameEndsIn(p, ".csv", ".tsv") }

// ParseTextTable reads a written corpus stored as a CSV or TSV table with
// a header (as pandas' to_csv writes it): one record per row, the text
// from the column fields.Text ("text" by default), the id "<file>:<id>"
// from the column fields.ID when the table has it and the row's value is
// not empty, else "<file>:<line>" (the row's first line). Fields are read
// as Python's csv module reads them (but for a field of one line that goes
// on after its closing quote, which is read literally, quotes kept): a quoted field may hold the
// separator, "" is a quote, and a quoted field may span lines (pandas
// writes a text with line breaks so; the record is read on to the line
// that closes it, its lines joined with "\n", up to maxRecordBytes). A
// quote that opens a field and is never closed properly (the file ends, a
// damaged line or maxRecordBytes comes first, or the lines it joins do not
// make a row: a stray quote in a hand-written TSV) rejects the line it
// opened on, naming that line and how far the field ran, and the lines
// after it are read again as rows of their own: the quote swallowed the
// rest of the file, one reject for every row after it (pandas stops
// there with "EOF inside string starting at row N"). Past maxRecordBytes
// the field's lines are not held in memory but their quotes scanned (and
// the lines kept in a temporary file): a field that then closes properly
// (a chapter in one cell) is one record_too_large reject of all its
// lines, which read as rows would publish pieces of it; one that never
// does is read as within the limit, its lines read back from the file.
// That file holds at most 64 times the limit: a field still open then is
// taken for one never closed, at its last line kept (pastLimit).
// A TSV whose header holds no quote is read as it was written when its
// lines say it was written unquoted, as Common Voice writes its lists
// (csv.QUOTE_NONE): a line whose fields, split at every tab, are the
// header's count, none of them quoted as a CSV writer quotes a field that
// needs it (a quote doubled inside), is that row, quotes kept ("Stop!"),
// also when a quote in it opens a field that a later line closes, each
// of those lines such a row ("Yes, sir then "and then he left.""), or
// that never closes (literalRow, heldRows); a TSV written with quoting
// (pandas: "He said ""hi""", a field quoted for its tab or line break)
// reads as Python's csv reads it.
// A row with a field count other than the header's is rejected naming its line; a header
// without the text column fails the file, naming its columns. Read as
// plain lines, a table would have given its header and every row, commas
// and all, as sentences.
func ParseTextTable(name string, r io.Reader, split string, fields TextFields, maxRecordBytes int, sink Sink) (res FileResult, err error) {
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	delim := byte(',')
	if strings.HasSuffix(strings.ToLower(BaseName(name)), ".tsv") {
		delim = '\t'
	}
	if maxRecordBytes <= 0 {
		maxRecordBytes = DefaultMaxRecordBytes
	}
	wiki := newWikiText(sink, newWikiTextWatch(name, fields.text()).refusal)
	t := &tableReader{lr: NewLineReader(name, r, maxRecordBytes), name: name, base: BaseName(name), split: split,
		fields: fields, delim: delim, maxRecordBytes: maxRecordBytes, sink: wiki.sink(), wiki: wiki}
	defer func() { t.past.spilled.remove() }()
	defer func() {
		// WikiText's records held are handed on (wikiText); its blank
		// rows are no records.
		wiki.end()
		res.Records -= wiki.blanks
	}()
	for ln, err := range t.lr.Lines() {
		if err != nil {
			return t.res, err
		}
		if t.header == nil {
			if err := t.readHeader(ln); err != nil {
				return t.res, err
			}
			continue
		}
		if t.line(ln.No, string(ln.Text), ln.Rule, ln.Problem); t.err != nil {
			return t.res, t.err
		}
	}
	for t.err == nil && (t.past.over > 0 || len(t.held) > 0) {
		if t.past.over > 0 {
			t.endPastLimit(fmt.Sprintf("is never closed (the file ends inside it, at line %d)", t.past.last), false)
			continue
		}
		t.unclosed(fmt.Sprintf("is never closed (the file ends inside it, %s)", t.ranTo()), false)
	}
	if t.err != nil {
		return t.res, t.err
	}
	// A file without a header (0 bytes, blank lines) holds no record: 0
	// records, as an empty file of any other format.
	t.res.SHA256, t.res.BytesRead = t.lr.Fingerprint()
	return t.res, nil
}

// tableReader is ParseTextTable's state: the header's columns and the
// lines of a record whose quoted field is still open.
type tableReader struct {
	lr                *LineReader
	name, base, split string
	fields            TextFields
	delim             byte
	maxRecordBytes    int
	sink              Sink
	res               FileResult
	header            []string
	textCol, idCol    int
	// unquoted: a TSV whose header holds no quote, as Common Voice writes
	// its lists (csv.QUOTE_NONE): a quote is text unless a CSV writer's
	// quoting is plain (literalRow).
	unquoted  bool
	sepLine   bool       // a first line "sep=;" named the separator (Excel's)
	held      []heldLine // the open record's lines, the first opening the quote
	heldBytes int        // their bytes joined by "\n"
	past      pastLimit  // the open record's state past maxRecordBytes
	// rereadTo, while a record past the limit is ended without its
	// spilled lines, is the last held line, the last read again as rows.
	rereadTo int
	// wiki reads WikiText's rows as such; its sink is the sink above
	// (wikiText).
	wiki *wikiText
	// err fails the file: lines kept in a temporary file that could not
	// be read back (rereadPastLimit), or WikiText (wiki). Nothing is read
	// after it.
	err error
}

// pastLimit is the state of a table's open record past maxRecordBytes
// (pastLimit reads its lines), the zero value while it has not passed it.
// It is one value so that ending the record resets all of it at once:
// its five fields were reset one by one, and one reset left two stale.
type pastLimit struct {
	over    int        // the line on which the record passed the limit (0: it has not)
	last    int        // the last line read since, none of them held in memory
	lastBad int        // the last line after the first whose quotes, read from inside a field, close one badly
	bad     bool       // a quote of the record closes a field badly (scanCSVQuotesFrom's closedBadly)
	raw     string     // the first line past the limit, for its reject
	bytes   int        // the bytes of the lines past the limit, each with its "\n" (at most pastLimitKeep times the limit)
	spilled *spillFile // the lines past the limit; nil if none could be written
}

// pastLimitKeep bounds the lines of an open record past the record limit
// that are kept to be read again as rows (pastLimit): at most this many
// times the limit, on disk.
const pastLimitKeep = 64

// heldLine is one line of a record whose quoted field is open (a table's
// here, an SPGISpeech transcript's in ParseSPGI).
type heldLine struct {
	no   int
	text string
	// bad (tables): the line's quotes, read as it was held (from outside
	// a field for the record's first line, from inside for the others),
	// close a field badly (scanCSVQuotesFrom's closedBadly: followed by
	// neither the separator nor the line's end, where splitCSVFields,
	// strict, finds no row). Kept from the scan that held it,
	// so that a record passing the record limit, and rereadClosedBadly,
	// do not scan its lines again.
	bad bool
}

// readHeader reads the table's first non-blank line: its columns, the
// separator a .csv's header shows, and the text and id columns.
func (t *tableReader) readHeader(ln Line) error {
	if len(strings.TrimSpace(string(ln.Text))) == 0 && ln.Problem == "" {
		return nil
	}
	if ln.Problem != "" {
		return fmt.Errorf("%s: header: %s%s", t.lr.Location(ln.No), ln.Problem, crHint(t.name, ln.Text))
	}
	line := strings.TrimPrefix(string(ln.Text), "\ufeff")
	if d, ok := excelSepLine(line); ok && !t.sepLine {
		// Excel's separator line, "sep=;" before the header, which
		// Excel reads and CSV exports meant for it write: it was taken
		// for the header, refused as having no text column ("columns:
		// sep=, ") with --text-field named as the remedy.
		t.delim, t.sepLine = d, true
		return nil
	}
	t.header = splitCSVLine(line, t.delim)
	if len(t.header) == 1 && t.delim == ',' && !t.sepLine {
		// A .csv whose header holds no comma but semicolons (Excel's
		// "CSV" in the locales whose decimal mark is a comma), tabs or
		// pipes (SPGISpeech's train.csv): its rows are separated so
		// too, as a reader such as Python's csv.Sniffer finds. It was
		// refused as having no text column, naming one column
		// "id;text" and --text-field, also to a user who had given
		// --text-field transcript for SPGISpeech's header.
		for _, d := range []byte{';', '\t', '|'} {
			if cols := splitCSVLine(line, d); len(cols) > 1 {
				t.delim, t.header = d, cols
				break
			}
		}
	}
	if crOutsideQuotes(line, t.delim) {
		// CR line endings (classic Mac): the file is one line. Where
		// its first row named the text column, the rest of the file was
		// read as the header's (or one quoted field's), no record: "no
		// input file held a record (empty, blank lines or a header
		// only)", which said nothing of why.
		return fmt.Errorf("%s: header %q: the file's rows run on in the header's line%s", t.lr.Location(ln.No), headStart(line), crHint(t.name, ln.Text))
	}
	t.unquoted = t.delim == '\t' && !strings.Contains(line, `"`)
	t.textCol, t.idCol = headerColumn(t.header, t.fields.text()), headerColumn(t.header, t.fields.id())
	if t.textCol < 0 && isRawGTNLine([]byte(line)) {
		// A raw Google TN file named .tsv (gtn_sample.tsv): its first
		// token line was read as the header, "no column text (columns:
		// PLAIN, A, <self>)", as plain text names it.
		return fmt.Errorf("%s: %q is a raw Google TN token line (CLASS<TAB>written<TAB>spoken), not a table's header, so this is a raw GTN file; read it with itnprep prep gtn (with --split-by-id when it is not named output-000NN-of-00100)", t.lr.Location(ln.No), dataset.TruncateRaw(line))
	}
	if t.textCol < 0 && t.fields.Text == "" {
		if _, _, err := parseKaggleHeader(line); err == nil {
			// Kaggle's en_train.csv: a token a row with its gold spoken
			// form. It was "no column text ... name the text column
			// with --text-field", and --text-field before made a row of
			// every token, verbalized, the gold dropped.
			return fmt.Errorf("%s: the header is Kaggle's Text Normalization Challenge CSV (%s: a token a row with its gold spoken form), not a table of sentences; read it with itnprep prep gtn, which joins each sentence's tokens and keeps the gold spoken forms", t.lr.Location(ln.No), strings.Join(t.header, ", "))
		}
	}
	if t.textCol < 0 {
		return fmt.Errorf("%s: the header has no column %q (columns: %s); name the text column with --text-field%s%s", t.lr.Location(ln.No), t.fields.text(), strings.Join(t.header, ", "), likelyTextColumn(t.header, t.fields), crHint(t.name, ln.Text))
	}
	if t.idCol < 0 && t.fields.ID != "" {
		// --id-field given and no such column: every row took its line
		// number as its id without a word (--id-field uid over a table
		// whose column is utt_id), where --text-field is refused so.
		return fmt.Errorf("%s: the header has no column %q, which --id-field names (columns: %s); name the id column with --id-field, or leave it out for ids by line number%s", t.lr.Location(ln.No), t.fields.ID, strings.Join(t.header, ", "), crHint(t.name, ln.Text))
	}
	return nil
}

// line reads one line after the header: a row, a line of the open
// record, or (problem set) a damaged line, which is a reject of its own.
func (t *tableReader) line(no int, text, rule, problem string) {
	if t.past.over > 0 {
		t.pastLimit(no, text, rule, problem)
		return
	}
	if len(t.held) > 0 {
		switch {
		case problem != "":
			t.unclosed(fmt.Sprintf("is not closed before line %d (%s)", no, problem), false)
		case t.heldBytes+1+len(text) > t.maxRecordBytes:
			// Whether the field closes is not known yet: its lines from
			// here are scanned, not held (pastLimit). The held lines'
			// quotes were scanned as they were held.
			t.past = pastLimit{over: no, spilled: newSpillFile()}
			for i, h := range t.held {
				if h.bad {
					t.past.bad = true
					if i > 0 {
						t.past.lastBad = h.no
					}
				}
			}
			t.pastLimit(no, text, rule, problem)
			return
		default:
			// Inside a quoted field: this line (blank ones too) is part of
			// the record, its quotes scanned once, here (quoteStaysOpen).
			in, _, bad := scanCSVQuotesFrom(text, t.delim, false, true)
			t.held = append(t.held, heldLine{no, text, bad})
			t.heldBytes += 1 + len(text)
			if !in {
				t.closed(t.joined())
			}
			return
		}
		// The open record's lines after its first were read again; this
		// line comes after them.
		t.line(no, text, rule, problem)
		return
	}
	if len(strings.TrimSpace(text)) == 0 && problem == "" {
		return
	}
	t.res.Records++
	if problem != "" {
		t.reject(no, no, rule, problem, text)
		return
	}
	if open, _, bad := scanCSVQuotesFrom(text, t.delim, false, false); open {
		t.held = append(t.held[:0], heldLine{no, text, bad})
		t.heldBytes = len(text)
		return
	}
	t.record(no, no, text)
}

// pastLimit reads a line of an open record past maxRecordBytes: its quotes
// are scanned, as Python's csv reads them, from inside the field, and the
// line is not held in memory but written to a temporary file (spillFile),
// to be read again if the field never closes properly. A field that then closes properly (a real field that
// long, a book chapter in one cell as csv.writer writes it) is one
// record_too_large reject of all its lines, naming the limit: its lines
// were read as rows when the limit came first, pieces of its text
// published (those with the header's field count). A field that never
// closes properly (a damaged line, the file's end, or the line that closes
// it when a quote of its lines closed a field badly) is ended by
// endPastLimit.
//
// The lines past the limit are kept up to pastLimitKeep times the limit
// (64 MiB by default): a field still open when they reach it is taken for
// one that never closes (a stray quote), ended at the last line kept, and
// the lines after it are read as rows as they come. The temporary file
// held every line to the one that closed the field or to the file's end:
// a stray quote early in a large TSV without another quote took as much
// disk as the rest of the input. A real field longer than the limit and
// that much again has its lines after that point read as rows.
func (t *tableReader) pastLimit(no int, text, rule, problem string) {
	if problem != "" {
		t.endPastLimit(fmt.Sprintf("is not closed before line %d (%s)", no, problem), false)
		t.line(no, text, rule, problem)
		return
	}
	p := &t.past
	if keep := pastLimitKeep * t.maxRecordBytes; p.last > 0 && p.bytes+len(text)+1 > keep {
		t.endPastLimit(fmt.Sprintf("is still open at line %d, where its lines past the %d-byte record limit reach %d bytes, the most kept to be read again (%d times the limit), so it is taken for one never closed", p.last, t.maxRecordBytes, p.bytes, pastLimitKeep), false)
		t.line(no, text, rule, problem)
		return
	}
	if p.last == 0 {
		p.raw = dataset.TruncateRaw(text)
	}
	p.last = no
	p.bytes += len(text) + 1
	p.spilled = p.spilled.add(text)
	in, _, bad := scanCSVQuotesFrom(text, t.delim, false, true)
	if bad {
		p.bad, p.lastBad = true, no
	}
	switch {
	case in:
	case p.bad:
		// As within the limit (closed): the record makes no row.
		t.endPastLimit(closedBadlyWhy(no), true)
	default:
		first, over, raw := t.held[0].no, p.over, t.joined()
		p.spilled.remove()
		t.held, t.past = t.held[:0], pastLimit{}
		t.reject(first, no, "record_too_large", fmt.Sprintf("the quoted field opened on this line runs to line %d, past the %d-byte record limit at line %d: lines %d-%d are one reject, not read as rows (a field really that long: --max-record-bytes raises the limit)", no, t.maxRecordBytes, over, first, no), raw)
	}
}

// endPastLimit ends an open record past the record limit whose field
// never closes properly (why; closedBadly when its last line closes it
// with a quote of its lines closing a field badly): as one within the
// limit, the line that opened it is rejected and the lines after it are
// read again as rows, those past the limit from the file they were
// spilled to. Where they could not be spilled (no temporary folder), they
// are one reject of their own.
func (t *tableReader) endPastLimit(why string, closedBadly bool) {
	first, p := t.held[0], t.past
	t.past = pastLimit{}
	if lines, ok := p.spilled.lines(p.over); ok {
		defer p.spilled.remove()
		rest := t.held[1:]
		t.held = nil
		t.rejectUnclosed(first, why, true)
		t.rereadPastLimit(rest, p.spilled, lines, first.no, p.over, p.last, p.lastBad, why, closedBadly)
		return
	}
	t.rereadTo = p.over - 1
	for len(t.held) > 0 {
		t.unclosed(why, false)
	}
	t.rereadTo = 0
	t.res.Records++
	t.rejectAs(unreadID(t.base, p.over, t.idCol >= 0), p.over, p.last, "record_too_large", fmt.Sprintf("lines %d-%d run on past the %d-byte record limit inside the quoted field opened on line %d, which %s: not held past the limit, so not read again as rows (a field really that long: --max-record-bytes raises the limit)", p.over, p.last, t.maxRecordBytes, first.no, why), p.raw)
}

// rereadPastLimit reads again, as rows, the lines after the first of a
// record past the record limit whose field never closed properly (why):
// held, then those spilled (lines, lines over to last). As in unclosed and
// rereadClosedBadly, a line among them that opens a field of its own is
// rejected at once when that field cannot close properly either: every
// line after it stays inside a quote, as it did, so with the field never
// closed (the file's end, a damaged line) it runs to the same end; with
// the last line closing it badly, when a quote on that line read from
// outside, or on a line after it (to lastBad) read from inside, closes a
// field badly. Any other line is read as ParseTextTable reads it.
func (t *tableReader) rereadPastLimit(held []heldLine, sp *spillFile, lines iter.Seq[heldLine], first, over, last, lastBad int, why string, closedBadly bool) {
	read := func(h heldLine) {
		if len(t.held) == 0 && t.past.over == 0 && h.no < last && t.opensUnclosable(h.text, !closedBadly || lastBad > h.no) {
			t.res.Records++
			t.rejectUnclosed(h, why, true)
			return
		}
		t.line(h.no, h.text, "", "")
	}
	for _, h := range held {
		read(h)
	}
	at := over - 1
	for h := range lines {
		if t.err != nil {
			return
		}
		read(h)
		at = h.no
	}
	name, err := sp.f.Name(), sp.err
	if at < last && t.err == nil {
		// The temporary file could not be read back to its end (a read
		// error, a file cut short): the file fails, naming the lines and
		// the cause. It was one reject of the lines kept back, so what
		// the run published hung on the temporary folder's disk; a
		// read error was taken for the file's end.
		cause := "it ends there"
		var pe *fs.PathError
		switch {
		case errors.As(err, &pe):
			cause = pe.Op + ": " + pe.Err.Error() // the file is named already
		case err != nil:
			cause = err.Error()
		}
		t.err = fmt.Errorf("%s: lines %d-%d, past the %d-byte record limit inside the quoted field opened on line %d, were kept in the temporary file %s and could not be read back from it: %s", t.lr.Location(at+1), at+1, last, t.maxRecordBytes, first, name, cause)
	}
}

// joined is the open record's lines joined by "\n".
func (t *tableReader) joined() string {
	var b strings.Builder
	for i, h := range t.held {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(h.text)
	}
	return b.String()
}

// ranTo says where the open record's last line is: "at line 9", or "on
// this line" when the quote's own line is all there is.
func (t *tableReader) ranTo() string {
	if n := len(t.held) - 1; n > 0 {
		return fmt.Sprintf("at line %d", t.held[n].no)
	}
	return "on this line"
}

// closed reads the record whose quoted field the last held line closed:
// a row, when its fields make one; a reject of its lines when they make a
// row of another field count; else (a quote closing it that is not
// followed by the separator) the quote on its first line was no field's
// (a stray quote), and that line alone is rejected and the lines after it
// are read again.
func (t *tableReader) closed(text string) {
	first, last := t.held[0].no, t.held[len(t.held)-1].no
	if t.unquoted && t.heldRows() {
		// Each of the lines is a row of its own as Common Voice writes
		// them, unquoted: a sentence that opens a quote ("Yes, sir) and
		// a later one that ends one (and then he left.") were one field
		// across both rows, their columns and the second row's id in its
		// text, the second row lost.
		held := t.held
		t.held = nil
		t.res.Records += int64(len(held) - 1) // counted as one record when its quote opened
		for _, h := range held {
			t.record(h.no, h.no, h.text)
		}
		return
	}
	cols, ok := splitCSVFields(text, t.delim, true)
	switch {
	case !ok:
		t.unclosed(closedBadlyWhy(last), true)
	case len(cols) != len(t.header):
		// A field that spans lines as a writer quotes one, in a row of
		// another field count: its lines read as rows would publish
		// pieces of it (`lines",extra` as a row whose text is "extra").
		t.held = t.held[:0]
		t.reject(first, last, "bad_columns", fmt.Sprintf("the quoted field opened on this line runs to line %d, and the row it makes has %d fields where the header names %d", last, len(cols), len(t.header)), text)
	default:
		t.held = t.held[:0]
		t.record(first, last, text)
	}
}

// unclosed rejects the line whose quoted field never closed properly,
// naming it and why, and reads the lines after it again as rows (they may
// open a field of their own). lastCloses says whether the last held line
// closed the field (a field closed wrongly); else no held line closes one,
// so a field a line among them opens runs over all the lines after it:
// they are taken as its lines at once, not read again one by one for
// every such line (a file of lines that each open a quote was quadratic).
func (t *tableReader) unclosed(why string, lastCloses bool) {
	first, rest := t.held[0], t.held[1:]
	t.held = nil
	if t.unquoted && t.literalRow(first.text) != nil {
		// A row as Common Voice writes it, its quote text ("Yes, sir):
		// it was rejected as a stray quote.
		t.record(first.no, first.no, first.text)
	} else {
		t.rejectUnclosed(first, why, len(rest) > 0)
	}
	if lastCloses {
		t.rereadClosedBadly(append([]heldLine(nil), rest...))
		return
	}
	bytes := t.heldBytes - len(first.text) - 1 // rest's lines joined by "\n"
	for i, h := range rest {
		if open, _, bad := scanCSVQuotesFrom(h.text, t.delim, false, false); open {
			// Its first line is read from outside a field now; the
			// lines after it, from inside, as they were held.
			t.res.Records++
			t.held, t.heldBytes = rest[i:], bytes
			t.held[0].bad = bad
			return
		}
		t.line(h.no, h.text, "", "")
		bytes -= len(h.text) + 1
	}
	t.heldBytes = 0
}

// rejectUnclosed rejects line h, whose quoted field never closed
// properly, saying why and whether lines after it (linesAfter) are read
// again as rows.
func (t *tableReader) rejectUnclosed(h heldLine, why string, linesAfter bool) {
	after := ""
	switch {
	case linesAfter && t.rereadTo > 0:
		after = fmt.Sprintf("; the lines after it to line %d are read as rows of their own", t.rereadTo)
	case linesAfter:
		after = "; the lines after it are read as rows of their own"
	}
	t.reject(h.no, h.no, "bad_columns", fmt.Sprintf("the quoted field opened on this line %s%s (a stray quote? a field that opens with a quote ends at a quote before the separator)", why, after), h.text)
}

// closedBadlyWhy says why a field whose quote line last closed makes no
// row: the quote is followed by neither a separator nor the line's end.
func closedBadlyWhy(last int) string {
	return fmt.Sprintf("is not closed properly: the quote that ends it on line %d is not followed by a separator or the line's end", last)
}

// rereadClosedBadly reads again, as rows, the lines after the first of a
// record whose field the last of them closed badly (closedBadlyWhy).
//
// A line among them that opens a field of its own (none being open) is
// carried to the last line again: the lines between stay inside a quote
// as they did, a line's quotes reading the same whichever line opened the
// field, and the last closes it. Its record then makes no row exactly
// when a quote in it closes a field followed by neither the separator
// nor the end, in that line read from outside or in a line after it read
// from inside (heldLine.bad), and such a line is rejected at once, as
// closed rejects it, without holding the lines after it again for it:
// they were read again for each such line, quadratic in a run of lines
// that each open a quote ahead of a bad close.
func (t *tableReader) rereadClosedBadly(lines []heldLine) {
	if len(lines) == 0 {
		return
	}
	// badFrom[j]: a line of lines[j:], read inside a quoted field,
	// closes one badly.
	badFrom := make([]bool, len(lines)+1)
	for j := len(lines) - 1; j >= 0; j-- {
		// Each line was held read from inside the field: its flag is
		// that scan's (heldLine.bad).
		badFrom[j] = badFrom[j+1] || lines[j].bad
	}
	last := lines[len(lines)-1].no
	for j, h := range lines {
		if len(t.held) == 0 && j+1 < len(lines) && t.opensUnclosable(h.text, badFrom[j+1]) {
			t.res.Records++
			t.rejectUnclosed(h, closedBadlyWhy(last), true)
			continue
		}
		t.line(h.no, h.text, "", "")
	}
}

// opensUnclosable reports whether line, read from outside a quoted field,
// opens one that cannot close properly: a quote on line itself closes a
// field badly, or after (a line after it does, or none closes the field).
// The line's quotes are scanned once for both.
func (t *tableReader) opensUnclosable(line string, after bool) bool {
	open, _, bad := scanCSVQuotesFrom(line, t.delim, false, false)
	return open && (bad || after)
}

// reject quarantines the record of lines first-last, by its first line
// (its fields, so its id, are not read): "<file> (line <line>)" in a table
// with an id column, whose rows' ids are "<file>:<id>" (unreadID);
// "<file>:<line>" in one without, whose rows are named by their own lines.
func (t *tableReader) reject(first, last int, rule, why, raw string) {
	t.rejectAs(unreadID(t.base, first, t.idCol >= 0), first, last, rule, why, raw)
}

// unreadID is the id of a reject of line no of file base whose own id was
// not read: "<base> (line <no>)" when the file's rows may carry ids of
// their own (hasIDs), else "<base>:<no>", the id a row on that line would
// have had.
func unreadID(base string, no int, hasIDs bool) string {
	if hasIDs {
		return unreadIDOf(base, "line", no)
	}
	return fmt.Sprintf("%s:%d", base, no)
}

// unreadIDOf is the id of a reject of a record (a line, a Parquet row:
// unit) of file base whose rows carry ids from the data, "<base>:<id>",
// read before its id was: "<base> (<unit> <no>)", which is no row's id, as
// it holds no ":" after base. An id column may hold any text, so no id
// after "<base>:" is free of a row's: "<base>:<no>" was the id of the row
// whose id is that number, and "<base>:L<no>" (the form after that) the
// id of the row whose id is "L<no>", a reject and a published row under
// one id. (A base name that holds a ":" itself can still meet another
// file's ids: "x:y (line 2)" is also the id of the row of file x whose id
// is "y (line 2)", as two files' rows can meet, "a:b:3" from a of id
// "b:3" and a:b of id "3", which the publication guard refuses as
// repeated ids; docs/ERRORS.md, "Ids from data".)
func unreadIDOf(base, unit string, no int) string {
	return fmt.Sprintf("%s (%s %d)", base, unit, no)
}

// rejectAs quarantines the record of lines first-last under id.
func (t *tableReader) rejectAs(id string, first, last int, rule, why, raw string) {
	loc := t.lr.Location(first)
	if last > first {
		loc = fmt.Sprintf("%s-%d", loc, last)
	}
	t.sink.Reject(dataset.Reject{ID: id, Source: "text", Location: loc, Stage: "parse", Rule: rule,
		Reason: t.lr.Location(first) + ": " + why, Raw: dataset.TruncateRaw(raw)})
}

// literalRow is line's fields split at each tab, quotes kept, when they
// are the header's count and none of them is quoted as a CSV writer
// quotes a field that needs it (wrapped in quotes, a quote inside doubled:
// "He said ""hi"""), else nil. A writer quoting as Python's csv does
// (pandas' to_csv) quotes only a field holding a quote, a tab or a line
// break, so a line that splits into the header's fields with no such
// field was written unquoted, as Common Voice writes its lists (its own
// readers, csv.QUOTE_NONE, keep every quote): "Stop!" is the sentence
// with its quotes.
func (t *tableReader) literalRow(line string) []string {
	if strings.Count(line, "\t")+1 != len(t.header) {
		return nil
	}
	fields := strings.Split(line, "\t")
	for _, f := range fields {
		if len(f) >= 2 && f[0] == '"' && f[len(f)-1] == '"' && strings.Contains(f[1:len(f)-1], `""`) {
			return nil
		}
	}
	return fields
}

// heldRows reports whether each line of the open record is a row of its
// own read unquoted (literalRow): then the quote that opened the field
// on the first was text, as was the one that closed it. A field a writer
// quoted for its line breaks has lines that are no rows (a line of it
// holds no tab, or more tabs than the header has).
func (t *tableReader) heldRows() bool {
	for _, h := range t.held {
		if t.literalRow(h.text) == nil {
			return false
		}
	}
	return true
}

// record reads one row (lines first-last): a pair, or a reject naming why
// its fields are no row.
func (t *tableReader) record(first, last int, text string) {
	if crOutsideQuotes(text, t.delim) {
		t.reject(first, last, "bare_cr", bareCRReason(t.name), text)
		return
	}
	cols, closed := splitCSVFields(text, t.delim, true)
	if t.unquoted && first == last && strings.Contains(text, `"`) {
		// Its quotes are text ("Stop!" kept so, as Common Voice's own
		// readers keep it: Python's csv dropped them). A line with no
		// quote splits alike both ways, so only a quoted one is split
		// again (literalRow ran on every row of every table before).
		if lit := t.literalRow(text); lit != nil {
			cols, closed = lit, true
		}
	}
	if !closed && first == last {
		// A field that opens with a quote and goes on after the quote
		// that closes it ("Hello," she said. in a TSV written by hand,
		// whose quotes are text): taken literally, quotes kept, as prep
		// spgi reads Kensho's unquoted transcripts, when the row then
		// has the header's fields. Python's csv drops the two quotes
		// (Hello, she said.); it was a bad_columns reject whose reason
		// spoke of a closing quote, so such a table lost those rows.
		if lit := splitCSVLine(text, t.delim); len(lit) == len(t.header) {
			cols, closed = lit, true
		}
	}
	if !closed {
		t.reject(first, last, "bad_columns", "a quoted field is not closed properly (a closing quote must end the field)", text)
		return
	}
	if len(cols) != len(t.header) {
		fields := "fields"
		if len(t.header) == 1 {
			fields = "field" // a one-column table: "expected 1 fields" read as a slip
		}
		t.reject(first, last, "bad_columns", fmt.Sprintf("expected %d %s as the header names, got %d", len(t.header), fields, len(cols)), text)
		return
	}
	if repeatedHeader(cols, t.header) {
		t.reject(first, last, "repeated_header", repeatedHeaderWhy, text)
		return
	}
	id := fmt.Sprintf("%s:%d", t.base, first)
	if t.idCol >= 0 {
		if v := tableID(cols[t.idCol]); v != "" {
			id = t.base + ":" + v
		}
	}
	if why := nanTextWhy(t.fields.text(), cols[t.textCol]); why != "" {
		// The row's id, as a Parquet copy's null text and this table's
		// empty text (a basic/empty_text reject) are named: the line's
		// number was another row's id ("t.csv:5" for the row on line 5
		// whose id is 3, while the row whose id is 5 was published).
		t.rejectAs(id, first, last, "nan_text", why, text)
		return
	}
	t.err = t.wiki.pair(dataset.Pair{ID: id, Source: "text", Split: t.split, Written: cols[t.textCol],
		From: dataset.Origin{File: t.name, Line: int64(first), Last: int64(last)}, Raw: text})
}

// tableID reads a table's id field as a Parquet input's id is read: a
// missing value as Python and pandas write it ("nan", "NaN", "None", or
// the empty field) is no id (the row's line names it), and a whole number
// pandas wrote through floats ("3.0", its id column having a missing
// value) is that number ("3"). Such ids were kept as written, so every row
// of a missing id was "t.csv:nan" and a run was refused for ids that
// repeat, and "3.0" was not the "3" of the same table saved as Parquet.
func tableID(field string) string {
	if pandasMissing(strings.TrimSpace(field)) {
		return ""
	}
	return wholeNumber(field)
}

// crOutsideQuotes reports whether a record's text holds a carriage return
// outside a quoted field (CRLF's is trimmed before). Python's csv, which
// these readers follow, ends a row at a bare CR, so such a row is two rows
// run together (a file with CR-only line endings, or one line of it): it
// is rejected as prep text rejects a plain line holding one (bare_cr).
// Inside a quoted field a CR is the field's text, as a newline is there (a
// spreadsheet cell's line break, "\r\n" from Excel): it stays, and the
// cleaning reads it as white space.
func crOutsideQuotes(s string, delim byte) bool {
	_, cr, _ := scanCSVQuotesFrom(s, delim, true, false)
	return cr
}

// bareCRReason is the reason of a CSV row rejected by crOutsideQuotes.
// name is the file; the hint converts it to a file of its own.
func bareCRReason(name string) string {
	return "a carriage return (\\r) outside a quoted field: a file with CR line endings (classic Mac)? convert them first (" + trCRCommand(name) + "), or each such line runs its rows together (a quoted field may hold one)"
}

// csvQuoteOpen reports whether a record's text ends inside a quoted field
// (a field that opens with a quote, read as Python's csv reads it: ""
// inside is a quote), so that the record goes on on the next line. A quote
// in the middle of an unquoted field is an ordinary character.
func csvQuoteOpen(s string, delim byte) bool {
	in, _, _ := scanCSVQuotesFrom(s, delim, false, false)
	return in
}

// quoteStaysOpen reports whether a line read inside a quoted field (the
// field a line above opened) ends inside one: the field does not close on
// it, or a field it opens after closing that one does not. A line that
// closes a field is the same line whichever line above opened it, so a
// record's lines are scanned once each as they come.
func quoteStaysOpen(line string, delim byte) bool {
	in, _, _ := scanCSVQuotesFrom(line, delim, false, true)
	return in
}

// scanCSVQuotesFrom reads a record's text as Python's csv reads its
// quotes (a field that opens with a quote is quoted to its closing quote;
// "" inside is a quote; a quote in the middle of an unquoted field is an
// ordinary character), from inside a quoted field when in, and reports
// whether the text ends inside a quoted field; with stopAtCR, whether a
// carriage return stands outside one (where the scan stops); and
// closedBadly, whether a quote that closes a field is followed by neither
// delim nor the end of s (where splitCSVFields, strict, finds no row).
func scanCSVQuotesFrom(s string, delim byte, stopAtCR, in bool) (inQuotes, crOutside, closedBadly bool) {
	start := !in
	for i := 0; i < len(s); i++ {
		c := s[i]
		if in {
			if c == '"' {
				if i+1 < len(s) && s[i+1] == '"' {
					i++
					continue
				}
				if i+1 < len(s) && s[i+1] != delim {
					closedBadly = true
				}
				in = false
			}
			continue
		}
		if stopAtCR && c == '\r' {
			return false, true, closedBadly
		}
		if c == '"' && start {
			in, start = true, false
			continue
		}
		start = c == delim
	}
	return in, false, closedBadly
}

// headerColumn is the index of the column called name in a table's header
// (-1 when none): the exact name, else the one column whose name differs
// only in case or surrounding spaces ("Text", "TEXT" as a spreadsheet
// writes them; SPGISpeech's and Common Voice's headers are read the same
// way). Two columns that differ only in case leave it to the exact name.
func headerColumn(header []string, name string) int {
	at := -1
	for i, h := range header {
		h = strings.TrimSpace(h)
		if h == name {
			return i
		}
		if strings.EqualFold(h, name) {
			if at >= 0 {
				at = -2 // ambiguous
			} else if at == -1 {
				at = i
			}
		}
	}
	return max(at, -1)
}

// textColumnNames are column names that usually hold a corpus's text
// (Common Voice's sentence, a scrape's content, an ASR set's transcript).
var textColumnNames = []string{"sentence", "content", "transcript", "transcription", "body", "utterance", "normalized_text", "raw_text"}

// likelyTextColumn suggests, when --text-field was not given, the header's
// column that most likely holds the text: " (--text-field sentence?)".
func likelyTextColumn(header []string, fields TextFields) string {
	if fields.Text != "" {
		return ""
	}
	for _, want := range textColumnNames {
		for _, c := range header {
			if strings.EqualFold(strings.TrimSpace(c), want) {
				return fmt.Sprintf(" (--text-field %s?)", strings.TrimSpace(c))
			}
		}
	}
	return ""
}

// spillFile holds the lines of an open record past the record limit on
// disk, so that they can be read again as rows when its field never closes
// properly (a stray quote in a large hand-written TSV), without holding
// them in memory. A nil *spillFile is one that could not be written.
type spillFile struct {
	f *extsort.TempFile
	w *bufio.Writer
	// err is the error that ended the read back (lines) before the
	// file's end; nil when it was read to its end.
	err error
}

// createSpill creates the file a spillFile writes (a variable so that a
// test can give it one that cannot be read back), unnamed from the start:
// a prep killed while a field runs on leaves nothing in the temporary
// folder (itnprep-table-*.txt stayed, up to 64 times the record limit).
var createSpill = func() (*extsort.TempFile, error) { return extsort.CreateUnnamed("", "itnprep-table-*.txt") }

// newSpillFile creates an empty spill file in the temporary folder (nil
// when it cannot).
func newSpillFile() *spillFile {
	f, err := createSpill()
	if err != nil {
		return nil
	}
	return &spillFile{f: f, w: bufio.NewWriterSize(f, 1<<16)}
}

// add appends a line; on a write error the file is removed and nil
// returned.
func (s *spillFile) add(line string) *spillFile {
	if s == nil {
		return nil
	}
	if _, err := s.w.WriteString(line); err == nil {
		if err = s.w.WriteByte('\n'); err == nil {
			return s
		}
	}
	s.remove()
	return nil
}

// lines reads the spilled lines back, numbered from first; ok is false
// when there is no file or it cannot be read back. A read error ends the
// sequence and is kept in s.err: the caller, which knows how many lines
// were spilled, fails the file (the error was taken for the file's end,
// and the lines after it lost).
func (s *spillFile) lines(first int) (seq iter.Seq[heldLine], ok bool) {
	if s == nil || s.w.Flush() != nil {
		s.remove()
		return nil, false
	}
	if _, err := s.f.Seek(0, io.SeekStart); err != nil {
		s.remove()
		return nil, false
	}
	return func(yield func(heldLine) bool) {
		r := bufio.NewReaderSize(s.f, 1<<16)
		for no := first; ; no++ {
			line, err := r.ReadString('\n')
			if err != nil {
				// Each line was written with its "\n": a line without
				// one is the file's end, or a read error.
				if err != io.EOF {
					s.err = err
				}
				return
			}
			if !yield(heldLine{no: no, text: line[:len(line)-1]}) {
				return
			}
		}
	}, true
}

// remove closes the file, which removes its name if it still has one
// (extsort.TempFile.Close; a second os.Remove of the name here could take
// a file another process had made under it since).
func (s *spillFile) remove() {
	if s == nil {
		return
	}
	s.f.Close()
}

// repeatedHeader reports whether a row of a table of two or more columns
// holds its header's names (compared as a header's columns are found: in
// any case, spaces trimmed, a byte-order mark dropped): the header of a
// second file, where files were joined with their headers (cat a.csv
// b.csv, a loop of to_csv appends). It was a row: prep text published the
// sentence "text" (spoken "text") under the id "t.csv:id", a Common Voice
// list the sentence "sentence" under "dev.tsv:path" (or a not_english
// reject of locale "locale"), SPGISpeech a bad_wav_filesize reject. A
// one-column table's row may be its header's one word as a sentence.
func repeatedHeader(cols, header []string) bool {
	if len(header) < 2 || len(cols) != len(header) {
		return false
	}
	for i, c := range cols {
		if !strings.EqualFold(strings.TrimSpace(strings.TrimPrefix(c, "\ufeff")), strings.TrimSpace(strings.TrimPrefix(header[i], "\ufeff"))) {
			return false
		}
	}
	return true
}

// repeatedHeaderWhy is the reason of a repeated_header reject.
const repeatedHeaderWhy = "the header again, not a row: files joined with their headers (cat a.csv b.csv)? a file's header is read once, from its first line; give the files themselves, or drop the repeated header lines"

// excelSepLine reads Excel's separator line, "sep=;" ("sep=," "sep=|",
// "sep=" and a tab), which names a CSV file's separator before its header.
func excelSepLine(line string) (byte, bool) {
	line = strings.TrimRight(line, " \r")
	if len(line) != 5 || !strings.EqualFold(line[:4], "sep=") {
		return 0, false
	}
	switch d := line[4]; d {
	case ',', ';', '\t', '|':
		return d, true
	}
	return 0, false
}
