package sources

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/textcut"
)

// SPGIHeader is the header of SPGISpeech's train.csv / val.csv.
const SPGIHeader = "wav_filename|wav_filesize|transcript"

// SPGISplit maps an SPGISpeech file name to its split: train.csv -> train,
// val.csv (or dev) -> validation, test.csv -> test (ok false otherwise).
// A name that begins with a split word's first letters is that split
// (trainset.csv, values.csv as they always were); else a split word of the
// one table (pathSplitWords, StandardSplit's: train or training;
// validation, valid, val or dev; test or testing) standing anywhere in
// the name as a word (spgispeech_val.csv, spgi-train-part1.csv,
// spgi_training.csv), as long as only one split is named. It had a list
// of its own without training, valid and testing, so spgi_training.csv was
// refused as naming no split. No name that gave a split gives another now:
// the words added can only find a split for a name that had none, or make
// a name that named one split by its old words and another by a new one
// (spgi_dev_testing.csv) name two, refused as spgi_train_test.csv is.
func SPGISplit(name string) (string, bool) {
	switch base := strings.ToLower(BaseName(name)); {
	case strings.HasPrefix(base, "train"):
		return "train", true
	case strings.HasPrefix(base, "val") || strings.HasPrefix(base, "dev"):
		return "validation", true
	case strings.HasPrefix(base, "test"):
		return "test", true
	default:
		return soleSplitWord(base)
	}
}

// soleSplitWord is the split the words of a lower-case name name through
// pathSplitWords, when they name exactly one (ok false for none or two).
func soleSplitWord(base string) (string, bool) {
	found := ""
	for _, w := range strings.FieldsFunc(base, func(r rune) bool { return !('a' <= r && r <= 'z' || '0' <= r && r <= '9') }) {
		if s, ok := pathSplitWords[w]; ok {
			if found != "" && found != s {
				return "", false
			}
			found = s
		}
	}
	return found, found != ""
}

// spgiDelimiters are the column separators a header may use: Kensho's
// pipe, and the comma and tab of a copy re-saved as ordinary CSV or TSV
// (pandas' to_csv, a spreadsheet, Hugging Face's export), and the
// semicolon of Excel's CSV where the decimal mark is a comma.
var spgiDelimiters = []byte{'|', ',', '\t', ';'}

// spgiColumns finds the three SPGISpeech columns in a header line by name,
// without regard to case or the spaces around a name, so a CSV re-saved by
// a spreadsheet or another exporter (WAV_FILENAME, Transcript, another
// column order, quoted names, commas or tabs between them, further
// columns such as the unnamed index pandas' to_csv writes first, or a
// speaker column) reads like Kensho's own. ok is false unless the header,
// split on one of spgiDelimiters, has wav_filename and transcript exactly
// once, and wav_filesize at most once; ncols is its number of columns,
// which every row must have. Without wav_filesize (Hugging Face's
// kensho/spgispeech has columns wav_filename, audio, transcript, so its
// metadata saved without the audio is wav_filename,transcript) size is -1:
// no row has a size to check, and the file was refused for its header
// though the id and the text, all a row is made of, were there.
func spgiColumns(header string) (delim byte, file, size, text, ncols int, ok bool) {
	for _, d := range spgiDelimiters {
		cols := splitCSVLine(header, d)
		if len(cols) < 2 {
			continue
		}
		at := map[string]int{}
		seen := map[string]int{}
		for i, c := range cols {
			name := strings.ToLower(strings.TrimSpace(c))
			at[name] = i
			seen[name]++
		}
		if seen["wav_filename"] == 1 && seen["wav_filesize"] <= 1 && seen["transcript"] == 1 {
			size := -1
			if seen["wav_filesize"] == 1 {
				size = at["wav_filesize"]
			}
			return d, at["wav_filename"], size, at["transcript"], len(cols), true
		}
	}
	return 0, 0, 0, 0, 0, false
}

// splitCSVLine splits one line into fields at delim, reading quoted fields
// as Python's csv module and pandas write and read them (RFC 4180): a
// field that starts with '"' and whose closing '"' is followed by delim
// or the line's end is quoted; inside it "" is one '"' and delim is text.
// A field that starts with '"' but is not closed that way ("Yes," he
// said.) is taken literally, as Kensho's unquoted files need: their
// transcripts may begin with a quotation mark.
func splitCSVLine(line string, delim byte) []string {
	fields, _ := splitCSVFields(line, delim, false)
	return fields
}

// splitCSVFields splits line at delim, reading quoted fields as Python's
// csv does. A field that opens with a quote its line does not close is
// taken literally, unless strict: then closed is false and fields nil
// (Python's csv would read on into the next line).
func splitCSVFields(line string, delim byte, strict bool) (fields []string, closed bool) {
	fields, closed, _ = splitCSV(line, delim, strict)
	return fields, closed
}

// splitCSVLineStray is splitCSVLine that also gives the indexes of the
// fields holding a quote that is no CSV quoting, each taken literally: a
// field opening with a quote its line does not close ("ab"c", "x" and a
// blank before the delimiter, """) and a field not quoted holding one
// (ab"c). Kaggle's GTN reader rejects such a row (kaggleStrayQuoteWhy)
// from the one split it makes of the row.
func splitCSVLineStray(line string, delim byte) (fields []string, stray []int) {
	fields, _, stray = splitCSV(line, delim, false)
	return fields, stray
}

// splitCSV is splitCSVFields with the stray-quoted fields splitCSVLineStray
// gives.
func splitCSV(line string, delim byte, strict bool) (fields []string, closed bool, stray []int) {
	for i := 0; ; {
		quoted := i < len(line) && line[i] == '"'
		if quoted {
			field, next, ok := quotedField(line, i, delim)
			if ok {
				fields = append(fields, field)
				if next >= len(line) {
					return fields, true, stray
				}
				i = next + 1
				continue
			}
			if strict {
				return nil, false, nil
			}
		}
		j := strings.IndexByte(line[i:], delim)
		if j < 0 {
			j = len(line) - i
		}
		if quoted || strings.IndexByte(line[i:i+j], '"') >= 0 {
			stray = append(stray, len(fields))
		}
		fields = append(fields, line[i:i+j])
		if i+j >= len(line) {
			return fields, true, stray
		}
		i += j + 1
	}
}

// quotedField reads the quoted field opening at line[start] ('"'). ok is
// false when no closing quote is followed by delim or the line's end;
// next is the index of the delimiter after the field (len(line) at the end).
func quotedField(line string, start int, delim byte) (field string, next int, ok bool) {
	var b strings.Builder
	for i := start + 1; i < len(line); i++ {
		if line[i] != '"' {
			b.WriteByte(line[i])
			continue
		}
		if i+1 < len(line) && line[i+1] == '"' {
			b.WriteByte('"')
			i++
			continue
		}
		if i+1 == len(line) || line[i+1] == delim {
			return b.String(), i + 1, true
		}
		return "", 0, false
	}
	return "", 0, false
}

// ParseSPGI reads SPGISpeech CSV (pipe-delimited, header
// wav_filename|wav_filesize|transcript; names matched without regard to
// case, columns found by name, further columns ignored; a copy re-saved
// with commas or tabs reads too, the separator taken from the header). Fields are read as Python's
// csv module reads them (splitCSVLine): a quoted field loses its quotes,
// "" in it is one quote, and it may hold the separator and newlines (a
// row's lines are joined when a later line closes its quote and none of
// the lines between is a row of its own; otherwise the opening quote is
// literal, as in Kensho's unquoted files). The transcript is the written side;
// the spoken side is left empty for the verbalizer. A file without the
// header is an error (it is probably not SPGISpeech), but an empty file is a
// valid input of zero records, like an empty file of any format; a row with the wrong
// number of columns or a non-numeric size is rejected with its line.
func ParseSPGI(name string, r io.Reader, split string, maxRecordBytes int, sink Sink) (FileResult, error) {
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	lr := NewLineReader(name, r, maxRecordBytes)
	base := BaseName(name)
	var res FileResult
	sawHeader := false
	var fileCol, sizeCol, textCol int
	ncols := 3
	var delim byte = '|'
	header := SPGIHeader
	var headerCols []string // header's columns, split once for repeatedHeader
	// row reads one record (a line, or lines first-last joined by a quoted
	// transcript that spans them, as Python's csv reads a field holding a
	// newline: pandas' to_csv writes one so).
	row := func(first, last int, text string) {
		res.Records++
		loc := lr.Location(first)
		if last > first {
			loc = fmt.Sprintf("%s-%d", loc, last)
		}
		reject := func(id, rule, why string) {
			sink.Reject(dataset.Reject{ID: id, Source: "spgi", Location: loc, Stage: "parse", Rule: rule,
				Reason: loc + ": " + why, Raw: dataset.TruncateRaw(text)})
		}
		// A row's id is its wav_filename (the data's, any text), so a
		// reject whose id is not read is "FILE (line N)", no row's id
		// (unreadID), as in a text table with an id column.
		lineID := unreadID(base, first, true)
		if crOutsideQuotes(text, delim) {
			// Read as a space before (the cleaning collapsed it), where
			// prep text rejects a plain line holding one.
			reject(lineID, "bare_cr", bareCRReason(name))
			return
		}
		cols := splitCSVLine(text, delim)
		if repeatedHeader(cols, headerCols) {
			reject(lineID, "repeated_header", repeatedHeaderWhy)
			return
		}
		if len(cols) != ncols {
			reject(lineID, "bad_columns", fmt.Sprintf("expected %d %s-separated columns (%s), got %d%s", ncols, delimName(delim), header, len(cols), extraDelimHint(cols, ncols, textCol, delim)))
			return
		}
		if why := missingKeyWhy("wav_filename", cols[fileCol]); why != "" {
			reject(lineID, "missing_wav_filename", why)
			return
		}
		if sizeCol >= 0 { // without a wav_filesize column there is no size to check
			if why := badWavFilesize(cols[sizeCol]); why != "" {
				reject(lineID, "bad_wav_filesize", why)
				return
			}
		}
		if why := nanTextWhy("transcript", cols[textCol]); why != "" {
			reject(base+":"+cols[fileCol], "nan_text", why) // the row's id, as a text table's
			return
		}
		from := dataset.Origin{File: name, Line: int64(first)}
		if last > first {
			from.Last = int64(last)
		}
		sink.Pair(dataset.Pair{ID: base + ":" + cols[fileCol], Source: "spgi", Split: split, Written: cols[textCol], From: from, Raw: text})
	}
	// isRow: a line that is a whole row by itself (its columns, a file
	// name, a size), so not the rest of a transcript a line above opened.
	isRow := func(text string) bool {
		cols := splitCSVLine(text, delim)
		return len(cols) == ncols && cols[fileCol] != "" && (sizeCol < 0 || badWavFilesize(cols[sizeCol]) == "")
	}
	// held is a line whose quoted transcript it does not close and the
	// lines after it that are no rows of their own; they become one record
	// when a line closes the quote, else each is read as before (the first
	// line's quote was literal, as in Kensho's unquoted files).
	var held []heldLine
	var joined strings.Builder // the held lines joined by "\n"
	maxHeld := maxRecordBytes
	if maxHeld <= 0 {
		maxHeld = DefaultMaxRecordBytes
	}
	flushHeld := func() {
		for _, h := range held {
			if h.text != "" {
				row(h.no, h.no, h.text)
			}
		}
		held = held[:0]
		joined.Reset()
	}
	for ln, err := range lr.Lines() {
		if err != nil {
			return res, err
		}
		if !sawHeader {
			if ln.Problem == "" && blankRow(ln.Text, 0) {
				continue // blank lines before the header, as Kaggle's CSV reads them
			}
			var ok bool
			if delim, fileCol, sizeCol, textCol, ncols, ok = spgiColumns(string(ln.Text)); !ok {
				return res, fmt.Errorf("%s:%d: not an SPGISpeech CSV: want header %q, got %q%s%s%s", name, ln.No, SPGIHeader, headStart(string(ln.Text)), kaggleGTNHint(ln.Text), jsonLineHint(ln.Text), crHint(name, ln.Text))
			}
			header = strings.TrimSpace(string(ln.Text))
			headerCols = splitCSVLine(header, delim)
			sawHeader = true
			continue
		}
		if ln.Problem == "" && len(held) > 0 && !isRow(string(ln.Text)) && joined.Len()+1+len(ln.Text) <= maxHeld {
			held = append(held, heldLine{no: ln.No, text: string(ln.Text)})
			joined.WriteByte('\n')
			joined.Write(ln.Text)
			// Each line's quotes are scanned once, as it comes (the whole
			// record so far was scanned again for every line: quadratic in
			// a quote that ran over many lines that are no rows).
			if !quoteStaysOpen(string(ln.Text), delim) {
				row(held[0].no, ln.No, joined.String())
				held = held[:0]
				joined.Reset()
			}
			continue
		}
		flushHeld()
		if ln.Problem == "" && blankRow(ln.Text, delim) {
			continue
		}
		if ln.Problem != "" {
			res.Records++
			loc := lr.Location(ln.No)
			sink.Reject(dataset.Reject{ID: unreadID(base, ln.No, true), Source: "spgi", Location: loc, Stage: "parse", Rule: ln.Rule,
				Reason: loc + ": " + ln.Problem, Raw: dataset.TruncateRawBytes(ln.Text)})
			continue
		}
		if csvQuoteOpen(string(ln.Text), delim) {
			held = append(held, heldLine{no: ln.No, text: string(ln.Text)})
			joined.Write(ln.Text)
			continue
		}
		row(ln.No, ln.No, string(ln.Text))
	}
	flushHeld()
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// extraDelimHint says, for a row of more fields than the header's ncols
// whose transcript is the header's last column, that the separator stands
// inside the transcript and how to write it: Kensho's layout quotes no
// field, so a transcript holding '|' (a file written as
// f"{wav}|{size}|{text}") splits into more columns; the reason said only
// "got 4", the row's words nowhere (qa83). The row stays a reject, as
// such a row always was: which of its separators is text is a guess. ""
// for any other row.
func extraDelimHint(cols []string, ncols, textCol int, delim byte) string {
	if len(cols) <= ncols || textCol != ncols-1 {
		return ""
	}
	d := delimName(delim)
	return fmt.Sprintf(` (the transcript holds %q? %q: quote such a field, "a %s b", as Python's csv and pandas write it)`, d, headStart(strings.Join(cols[textCol:], string(delim))), d)
}

// badWavFilesize says why a wav_filesize field is not a file's size in
// bytes ("" when it is one): not an integer, a negative number, or a number
// past int64 (no file is that large; "not an integer" would mislead there).
//
// An empty field is a missing size, not a bad one, and a whole number
// written with a zero fraction ("163884.0") is that number: pandas writes
// a column that has a missing value so (as "" and floats), and the size,
// which no row carries, cost such a row its transcript. A missing value as
// Python spells it ("nan" from csv.writer or str() of a float, "NaN",
// "None", "NA", "<NA>": what pandas' read_csv reads as missing) is a
// missing size too, and spaces around the number (" 12 ", a column padded
// by hand or by a fixed-width export) are no part of it, as Python's int()
// and pandas read it: each was a bad_wav_filesize reject that lost the
// row's transcript over a size no row carries. A size that is no number
// at all ("abc", "1.5") is still rejected: the columns are likely shifted.
func badWavFilesize(field string) string {
	field = strings.TrimSpace(field)
	if field == "" || pandasMissing(field) {
		return ""
	}
	if whole, ok := zeroFraction(field); ok {
		field = whole
	}
	n, err := strconv.ParseInt(field, 10, 64)
	switch {
	case errors.Is(err, strconv.ErrRange):
		return fmt.Sprintf("wav_filesize %q is out of range (more bytes than any file holds)", textcut.Quote(field))
	case err != nil:
		return fmt.Sprintf("wav_filesize %q is not an integer", textcut.Quote(field))
	case n < 0:
		return fmt.Sprintf("wav_filesize %q is negative (a size in bytes is 0 or more)", textcut.Quote(field))
	}
	return ""
}

// pandasMissing reports whether a numeric CSV field is a missing value as
// Python and pandas write it: the common spellings among those pandas'
// read_csv reads as NaN by default (its na_values; the empty field is
// left to the caller).
func pandasMissing(field string) bool {
	switch field {
	case "nan", "NaN", "NAN", "-nan", "-NaN", "None", "NULL", "null", "NA", "<NA>":
		return true
	}
	return false
}

// delimName shows a column separator in a reason.
func delimName(d byte) string {
	if d == '\t' {
		return "tab"
	}
	return string(d)
}

// headStart is at most the first 120 bytes of a first line an error
// quotes (cut on a rune boundary, "..." added): a NeMo JSONL line given to
// prep spgi was quoted whole, up to 4 KiB.
func headStart(s string) string {
	const max = 120
	if len(s) <= max {
		return s
	}
	return textcut.Prefix(s, max) + "..."
}

// jsonLineHint names the preps that read JSON lines, for a table whose
// first line is a JSON object.
func jsonLineHint(line []byte) string {
	if t := bytes.TrimSpace(line); len(t) == 0 || t[0] != '{' {
		return ""
	}
	return ` (a JSON line: NeMo's GTN JSONL {"text", "gt_normalized"} is read by itnprep prep gtn, a text JSONL {"text"} by itnprep prep text)`
}

// kaggleGTNHint names prep gtn for a header that is Kaggle's Text
// Normalization Challenge CSV (en_train.csv: a token a row with its gold
// spoken form), which prep spgi was given for a CSV of transcripts and
// refused naming only the header it wants; "" for any other line.
func kaggleGTNHint(line []byte) string {
	if _, _, err := parseKaggleHeader(strings.TrimPrefix(strings.TrimSpace(string(line)), "\ufeff")); err != nil {
		return ""
	}
	return " (this is Kaggle's Text Normalization Challenge CSV, a token a row with its gold spoken form: read it with itnprep prep gtn)"
}
