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
// not empty, else "<file>:<line>". Fields are read as Python's csv module
// reads them (a quoted field may hold the separator; "" is a quote); a
// quoted field spanning lines is not read (its lines are rejected, with
// the wrong number of fields). A row with a field count other than the
// header's is rejected naming its line; a header without the text column
// fails the file, naming its columns. Read as plain lines, a table would
// have given its header and every row, commas and all, as sentences.
func ParseTextTable(name string, r io.Reader, split string, fields TextFields, maxRecordBytes int, sink Sink) (FileResult, error) {
	delim := byte(',')
	if strings.HasSuffix(strings.ToLower(BaseName(name)), ".tsv") {
		delim = '\t'
	}
	lr := NewLineReader(name, r, maxRecordBytes)
	base := BaseName(name)
	var res FileResult
	var header []string
	textCol, idCol := -1, -1
	for ln, err := range lr.Lines() {
		if err != nil {
			return res, err
		}
		if len(strings.TrimSpace(string(ln.Text))) == 0 && ln.Problem == "" {
			continue
		}
		if header == nil {
			if ln.Problem != "" {
				return res, fmt.Errorf("%s: header: %s", lr.Location(ln.No), ln.Problem)
			}
			header = splitCSVLine(strings.TrimPrefix(string(ln.Text), "\ufeff"), delim)
			for i, h := range header {
				switch strings.TrimSpace(h) {
				case fields.text():
					textCol = i
				case fields.id():
					idCol = i
				}
			}
			if textCol < 0 {
				return res, fmt.Errorf("%s: the header has no column %q (columns: %s); name the text column with --text-field", lr.Location(ln.No), fields.text(), strings.Join(header, ", "))
			}
			continue
		}
		res.Records++
		id := fmt.Sprintf("%s:%d", base, ln.No)
		loc := lr.Location(ln.No)
		reject := func(rule, why string) {
			sink.Reject(dataset.Reject{ID: id, Source: "text", Location: loc, Stage: "parse", Rule: rule,
				Reason: loc + ": " + why, Raw: dataset.TruncateRaw(string(ln.Text))})
		}
		if ln.Problem != "" {
			reject(ln.Rule, ln.Problem)
			continue
		}
		cols, closed := splitCSVLineStrict(string(ln.Text), delim)
		if !closed {
			reject("bad_columns", "a quoted field is not closed on its line (a field spanning lines is not read)")
			continue
		}
		if len(cols) != len(header) {
			reject("bad_columns", fmt.Sprintf("expected %d fields as the header names, got %d (a quoted field spanning lines is not read)", len(header), len(cols)))
			continue
		}
		if idCol >= 0 && cols[idCol] != "" {
			id = base + ":" + cols[idCol]
		}
		sink.Pair(dataset.Pair{ID: id, Source: "text", Split: split, Written: cols[textCol]})
	}
	if header == nil {
		return res, fmt.Errorf("%s: empty table (no header)", name)
	}
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// splitCSVLineStrict is splitCSVLine that reports a field opening with a
// quote that its line does not close (Python's csv would read on into the
// next line; read alone, the line would give a field with a stray quote).
func splitCSVLineStrict(line string, delim byte) (fields []string, closed bool) {
	for i := 0; ; {
		if i < len(line) && line[i] == '"' {
			field, next, ok := quotedField(line, i, delim)
			if !ok {
				return nil, false
			}
			fields = append(fields, field)
			if next >= len(line) {
				return fields, true
			}
			i = next + 1
			continue
		}
		j := strings.IndexByte(line[i:], delim)
		if j < 0 {
			return append(fields, line[i:]), true
		}
		fields = append(fields, line[i:i+j])
		i += j + 1
	}
}
