package sources

import (
	"fmt"
	"io"
	"strings"

	"github.com/itnprep/itnprep/dataset"
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
// quote never closed (by the end of the file or within maxRecordBytes)
// rejects the lines it opened on to, as one record naming them. A row
// with a field count other than the header's is rejected naming its line;
// a header without the text column fails the file, naming its columns.
// Read as plain lines, a table would have given its header and every row,
// commas and all, as sentences.
func ParseTextTable(name string, r io.Reader, split string, fields TextFields, maxRecordBytes int, sink Sink) (FileResult, error) {
	delim := byte(',')
	if strings.HasSuffix(strings.ToLower(BaseName(name)), ".tsv") {
		delim = '\t'
	}
	if maxRecordBytes <= 0 {
		maxRecordBytes = DefaultMaxRecordBytes
	}
	lr := NewLineReader(name, r, maxRecordBytes)
	base := BaseName(name)
	var res FileResult
	var header []string
	textCol, idCol := -1, -1
	// A record whose quoted field is still open: its text so far, and its
	// first and last lines.
	var open strings.Builder
	openFirst, openLast := 0, 0
	reject := func(first, last int, rule, why, raw string) {
		loc := lr.Location(first)
		if last > first {
			loc = fmt.Sprintf("%s-%d", loc, last)
		}
		sink.Reject(dataset.Reject{ID: fmt.Sprintf("%s:%d", base, first), Source: "text", Location: loc, Stage: "parse", Rule: rule,
			Reason: lr.Location(first) + ": " + why, Raw: dataset.TruncateRaw(raw)})
	}
	record := func(first, last int, text string) {
		if crOutsideQuotes(text, delim) {
			reject(first, last, "bare_cr", bareCRReason, text)
			return
		}
		cols, closed := splitCSVFields(text, delim, true)
		if !closed && first == last {
			// A field that opens with a quote and goes on after the quote
			// that closes it ("Hello," she said. in a TSV written by hand,
			// whose quotes are text): taken literally, quotes kept, as prep
			// spgi reads Kensho's unquoted transcripts, when the row then
			// has the header's fields. Python's csv drops the two quotes
			// (Hello, she said.); it was a bad_columns reject whose reason
			// spoke of a closing quote, so such a table lost those rows.
			if lit := splitCSVLine(text, delim); len(lit) == len(header) {
				cols, closed = lit, true
			}
		}
		if !closed {
			reject(first, last, "bad_columns", "a quoted field is not closed properly (a closing quote must end the field)", text)
			return
		}
		if len(cols) != len(header) {
			reject(first, last, "bad_columns", fmt.Sprintf("expected %d fields as the header names, got %d", len(header), len(cols)), text)
			return
		}
		id := fmt.Sprintf("%s:%d", base, first)
		if idCol >= 0 && cols[idCol] != "" {
			id = base + ":" + cols[idCol]
		}
		sink.Pair(dataset.Pair{ID: id, Source: "text", Split: split, Written: cols[textCol],
			From: dataset.Origin{File: name, Line: int64(first), Last: int64(last)}})
	}
	unclosed := func(why string) {
		reject(openFirst, openLast, "bad_columns", fmt.Sprintf("the quoted field opened on this line %s", why), open.String())
		open.Reset()
		openFirst = 0
	}
	for ln, err := range lr.Lines() {
		if err != nil {
			return res, err
		}
		if openFirst > 0 {
			// Inside a quoted field: this line (blank ones too) is part of
			// the record.
			if ln.Problem != "" {
				unclosed(fmt.Sprintf("is not closed before line %d (%s)", ln.No, ln.Problem))
				res.Records++
				reject(ln.No, ln.No, ln.Rule, ln.Problem, string(ln.Text))
				continue
			}
			if open.Len()+1+len(ln.Text) > maxRecordBytes {
				openLast = ln.No
				unclosed(fmt.Sprintf("is not closed within the %d-byte record limit (line %d)", maxRecordBytes, ln.No))
				continue
			}
			open.WriteByte('\n')
			open.Write(ln.Text)
			openLast = ln.No
			if !csvQuoteOpen(open.String(), delim) {
				record(openFirst, openLast, open.String())
				open.Reset()
				openFirst = 0
			}
			continue
		}
		if len(strings.TrimSpace(string(ln.Text))) == 0 && ln.Problem == "" {
			continue
		}
		if header == nil {
			if ln.Problem != "" {
				return res, fmt.Errorf("%s: header: %s", lr.Location(ln.No), ln.Problem)
			}
			line := strings.TrimPrefix(string(ln.Text), "\ufeff")
			header = splitCSVLine(line, delim)
			if len(header) == 1 && delim == ',' {
				// A .csv whose header holds no comma but semicolons (Excel's
				// "CSV" in the locales whose decimal mark is a comma) or
				// tabs: its rows are separated so too, as a reader such as
				// Python's csv.Sniffer finds. It was refused as having no
				// text column, naming one column "id;text" and --text-field.
				for _, d := range []byte{';', '\t'} {
					if cols := splitCSVLine(line, d); len(cols) > 1 {
						delim, header = d, cols
						break
					}
				}
			}
			textCol, idCol = headerColumn(header, fields.text()), headerColumn(header, fields.id())
			if textCol < 0 {
				return res, fmt.Errorf("%s: the header has no column %q (columns: %s); name the text column with --text-field%s%s", lr.Location(ln.No), fields.text(), strings.Join(header, ", "), likelyTextColumn(header, fields), crHint(ln.Text))
			}
			continue
		}
		res.Records++
		if ln.Problem != "" {
			reject(ln.No, ln.No, ln.Rule, ln.Problem, string(ln.Text))
			continue
		}
		if csvQuoteOpen(string(ln.Text), delim) {
			open.Write(ln.Text)
			openFirst, openLast = ln.No, ln.No
			continue
		}
		record(ln.No, ln.No, string(ln.Text))
	}
	if openFirst > 0 {
		unclosed("is never closed (the file ends inside it)")
	}
	// A file without a header (0 bytes, blank lines) holds no record: 0
	// records, as an empty file of any other format.
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
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
	_, cr := scanCSVQuotes(s, delim, true)
	return cr
}

// bareCRReason is the reason of a CSV row rejected by crOutsideQuotes.
const bareCRReason = "a carriage return (\\r) outside a quoted field: a file with CR line endings (classic Mac)? convert them first (tr '\\r' '\\n' < FILE), or each such line runs its rows together (a quoted field may hold one)"

// csvQuoteOpen reports whether a record's text ends inside a quoted field
// (a field that opens with a quote, read as Python's csv reads it: ""
// inside is a quote), so that the record goes on on the next line. A quote
// in the middle of an unquoted field is an ordinary character.
func csvQuoteOpen(s string, delim byte) bool {
	in, _ := scanCSVQuotes(s, delim, false)
	return in
}

// scanCSVQuotes reads a record's text as Python's csv reads its quotes (a
// field that opens with a quote is quoted to its closing quote; "" inside
// is a quote; a quote in the middle of an unquoted field is an ordinary
// character) and reports whether the text ends inside a quoted field and,
// with stopAtCR, whether a carriage return stands outside one (where the
// scan stops).
func scanCSVQuotes(s string, delim byte, stopAtCR bool) (inQuotes, crOutside bool) {
	in, start := false, true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if in {
			if c == '"' {
				if i+1 < len(s) && s[i+1] == '"' {
					i++
					continue
				}
				in = false
			}
			continue
		}
		if stopAtCR && c == '\r' {
			return false, true
		}
		if c == '"' && start {
			in, start = true, false
			continue
		}
		start = c == delim
	}
	return in, false
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
