package sources

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/parquet-go/parquet-go"
	"github.com/parquet-go/parquet-go/format"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
)

// IsParquetName reports whether a file is read as Parquet (.parquet).
func IsParquetName(p string) bool { return nameEndsIn(p, ".parquet") }

// ParseTextParquet reads a written corpus stored as Parquet, the form
// Hugging Face datasets take (wikimedia/wikipedia: id, url, title, text):
// one record per row, the written side from the string column "text", the
// id "<file>:<id>" from an "id" column when there is one (a string or an
// integer), as for a JSONL line, and else "<file>:<row>" (rows count
// from 1). A row whose text is null, not
// a string, invalid UTF-8 or longer than maxRecordBytes is rejected,
// naming the file and row (file:row, as other formats name file:line). Parquet needs random access, so the stream is
// first copied to a temporary file (unnamed, closed on return), never held in
// memory; the fingerprint is of the bytes read. Only the text and id
// columns are read and decoded (a column projection): a corpus's other
// columns, however wide (embeddings, audio bytes, long metadata), cost no
// decoding.
func ParseTextParquet(name string, r io.Reader, split string, maxRecordBytes int, sink Sink) (FileResult, error) {
	return ParseTextParquetFields(name, r, split, TextFields{}, maxRecordBytes, sink)
}

// ParseTextParquetFields is ParseTextParquet with the text and id read
// from the named columns.
func ParseTextParquetFields(name string, r io.Reader, split string, fields TextFields, maxRecordBytes int, sink Sink) (FileResult, error) {
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	// The id column's name as given: "" is the default, "id", which a
	// file may lack (ids by row number); a named one it must have.
	textName, idName := fields.text(), fields.ID
	if maxRecordBytes <= 0 {
		maxRecordBytes = DefaultMaxRecordBytes
	}
	// Unnamed from the start: a prep killed while it reads leaves no
	// copy of the whole input in the temporary folder.
	tmp, err := extsort.CreateUnnamed("", "itnprep-text-*.parquet")
	if err != nil {
		return FileResult{}, fmt.Errorf("%s: a temporary copy for random access: %w", name, err)
	}
	defer tmp.Close()
	h := sha256.New()
	size, err := io.Copy(io.MultiWriter(tmp, h), r)
	if err != nil {
		// A compressed copy cut short said "unexpected EOF" alone.
		return FileResult{}, fmt.Errorf("%s: read error: %w", name, DescribeReadErr(name, err))
	}
	res := FileResult{SHA256: hex.EncodeToString(h.Sum(nil)), BytesRead: size}
	if size == 0 {
		// 0 bytes hold no record, as an empty file of any other format
		// (a Parquet file cut short is still an error).
		return res, nil
	}
	res.Records, err = parseTextParquetAt(name, tmp, size, split, textName, idName, maxRecordBytes, sink)
	return res, err
}

// parseTextParquetAt parses the Parquet file in ra (size bytes) as
// ParseTextParquetFields does and returns the records read. It reads
// through a schema of the text and id columns only, so the reader maps the
// file's row groups onto those two column chunks (parquet-go's
// ConvertRowGroup) and never reads or decompresses the others' pages.
func parseTextParquetAt(name string, ra io.ReaderAt, size int64, split, textName, idName string, maxRecordBytes int, sink Sink) (records int64, err error) {
	idGiven := idName != ""
	if !idGiven {
		idName = TextFields{}.id()
	}
	// parquet-go panics where its reader API has no error to return (a
	// conversion it cannot make, a damaged page): one line naming the file.
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: unreadable Parquet file: %v", name, p)
		}
	}()
	f, err := dataset.OpenParquet(ra, size)
	if err != nil {
		return 0, fmt.Errorf("%s: %v", name, err)
	}
	var cols []string
	for _, fd := range f.Schema().Fields() {
		cols = append(cols, fd.Name())
	}
	// As a table's header: the exact name, else the one column whose name
	// differs only in case ("Text").
	if i := headerColumn(cols, textName); i >= 0 {
		textName = cols[i]
	}
	if i := headerColumn(cols, idName); i >= 0 {
		idName = cols[i]
	}
	textCol, ok := f.Schema().Lookup(textName)
	// A dotted name that is no column: a field inside a struct column, by
	// its path (translation.en of Hugging Face's translation datasets,
	// whose Parquet files hold {"de", "en"} structs), as JSONL's is read
	// (lookupField). It was "has no string column "translation.en""
	// (qa83).
	var textPath []string
	if !ok && strings.Contains(textName, ".") {
		if c, found := f.Schema().Lookup(strings.Split(textName, ".")...); found && c.Node.Leaf() {
			textCol, ok, textPath = c, true, strings.Split(textName, ".")
		}
	}
	if !ok || !textCol.Node.Leaf() {
		sort.Strings(cols)
		what := fmt.Sprintf("has no string column %q", textName)
		if ok || slices.Contains(cols, textName) {
			// It said "no string column "text" (columns: id, text)".
			what = fmt.Sprintf("has a column %q, but a nested one (a list or a struct), not a string", textName)
		}
		suggest := ""
		if textName == "text" && !ok {
			suggest = likelyTextColumn(cols, TextFields{})
		}
		return 0, fmt.Errorf("%s: Parquet file %s (columns: %s); name the written-text column with --text-field%s", name, what, strings.Join(cols, ", "), suggest)
	}
	idCol, hasID := f.Schema().Lookup(idName)
	if idGiven && !slices.Contains(cols, idName) {
		// --id-field given and no such column: every row took its row
		// number as its id without a word, where --text-field is
		// refused so.
		sort.Strings(cols)
		return 0, fmt.Errorf("%s: Parquet file has no column %q, which --id-field names (columns: %s); name the id column with --id-field, or leave it out for ids by row number", name, idName, strings.Join(cols, ", "))
	}
	// A nested id column (a list or a struct) is no leaf, so Lookup missed
	// it and every row took its row number without a word; it is a
	// wrong_type reject, as a JSONL line's array id is.
	idNested := !hasID && slices.Contains(cols, idName)
	// A date, time or timestamp column reads as the integer it is stored
	// as (DATE 2024-01-02: id "19724"): a wrong_type reject too.
	idTemporal := ""
	if hasID && idCol.Node.Leaf() {
		idTemporal = temporalKind(idCol.Node)
	}
	// A UUID column (FIXED_LEN_BYTE_ARRAY(16), logical type UUID, as
	// DuckDB and Spark write uuid ids) holds 16 bytes, not text: its id is
	// the UUID's canonical spelling. It was the 16 raw bytes, an id of
	// invalid UTF-8.
	idUUID := false
	if hasID && idCol.Node.Leaf() {
		if lt := idCol.Node.Type().LogicalType(); lt != nil {
			_, idUUID = lt.Value.(*format.UUIDType)
		}
	}
	// The projection: the file's own top-level fields (their types and
	// repetition as written), the text's and, when it is a column, the id's.
	keep := parquet.Group{}
	for _, fd := range f.Schema().Fields() {
		if fd.Name() == textName || textPath != nil && fd.Name() == textPath[0] || (hasID || idNested) && fd.Name() == idName {
			keep[fd.Name()] = fd
		}
	}
	base := BaseName(name)
	rd := parquet.NewReader(f, parquet.NewSchema(f.Schema().Name(), keep))
	defer rd.Close()
	m := map[string]any{}
	// WikiText's rows (Salesforce/wikitext) are read as such (wikiText):
	// its blank rows are no records.
	wiki := newWikiText(sink, newWikiTextWatch(name, textName).refusal)
	sink = wiki.sink()
	defer func() {
		wiki.end()
		records -= wiki.blanks
	}()
	for row := int64(1); ; row++ {
		clear(m)
		if err := rd.Read(&m); err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			return records, fmt.Errorf("%s: row %d: %w", name, row, err)
		}
		records++
		// As a JSONL line's: "<file>:<id>" with an id, else "<file>:<row>".
		id := base + ":" + strconv.FormatInt(row, 10)
		badID := ""
		if idNested || idTemporal != "" {
			if m[idName] != nil {
				what := idTemporal
				if idNested {
					what = "a list or a struct"
				}
				badID = fmt.Sprintf("column %q: want a string or a number, got %s", idName, what)
			}
		} else if hasID {
			switch v := m[idName].(type) {
			case nil:
			case string, []byte:
				v2 := toString(v)
				switch {
				case idUUID && len(v2) == 16:
					id = base + ":" + uuidString(v2)
				case !utf8.ValidString(v2):
					badID = fmt.Sprintf("column %q: binary bytes, not UTF-8 text (%q...)", idName, v2[:min(len(v2), 16)])
				case v2 != "":
					id = base + ":" + v2
				}
			case int64:
				id = base + ":" + strconv.FormatInt(v, 10)
			case int32:
				id = base + ":" + strconv.FormatInt(int64(v), 10)
			case uint64:
				id = base + ":" + strconv.FormatUint(v, 10)
			case uint32:
				id = base + ":" + strconv.FormatUint(uint64(v), 10)
			case float64, float32:
				// pandas stores an integer id column that has a missing
				// value as floats: 3.0 is id "3" (the shortest spelling;
				// 1.5 stays "1.5"); NaN is no id (the row, as for null).
				if f := toFloat64(v); !math.IsNaN(f) && !math.IsInf(f, 0) {
					id = base + ":" + strconv.FormatFloat(f, 'g', -1, 64)
				}
			default:
				// A JSONL id of another type is a wrong_type reject; it
				// was the row number here without a word.
				badID = fmt.Sprintf("column %q: want a string or a number, got %T", idName, v)
			}
		}
		loc := fmt.Sprintf("%s:%d", name, row)
		reject := func(rule, why string, raw string) {
			sink.Reject(dataset.Reject{ID: id, Source: "text", Location: loc, Stage: "parse", Rule: rule,
				Reason: fmt.Sprintf("%s: %s", loc, why), Raw: dataset.TruncateRaw(raw)})
		}
		if badID != "" {
			// Its id is not read: "<file> (row <row>)", no row's id
			// ("<file>:<row>" may be the id some row's column holds).
			id = unreadIDOf(base, "row", int(row))
			reject("wrong_type", badID, fmt.Sprint(m[idName]))
			continue
		}
		var text string
		textValue := m[textName]
		if textPath != nil {
			textValue = nestedValue(m, textPath)
		}
		switch v := textValue.(type) {
		case string:
			text = v
		case []byte:
			text = string(v)
		case nil:
			reject("null_field", fmt.Sprintf("column %q is null", textName), "")
			continue
		default:
			reject("wrong_type", fmt.Sprintf("column %q: want a string, got %T", textName, v), fmt.Sprint(v))
			continue
		}
		switch nanWhy := nanTextWhy(textName, text); {
		case nanWhy != "":
			// pandas' astype(str) of a missing value, as a table's.
			reject("nan_text", nanWhy, text)
		case len(text) > maxRecordBytes:
			reject("record_too_large", fmt.Sprintf("text of %d bytes is longer than the %d-byte record limit (--max-record-bytes raises it)", len(text), maxRecordBytes), text)
		case !utf8.ValidString(text):
			reject("invalid_utf8", "text is not valid UTF-8", strings.ToValidUTF8(text, "\uFFFD"))
		default:
			if err := wiki.pair(dataset.Pair{ID: id, Source: "text", Split: split, Written: text, From: dataset.Origin{File: name, Line: row}}); err != nil {
				return records, err
			}
		}
	}
	return records, nil
}

// nestedValue is the value at path inside a row read into nested maps
// (a struct column is a map[string]any), nil where the path ends early
// (a null struct).
func nestedValue(m map[string]any, path []string) any {
	var v any = m
	for _, p := range path {
		inner, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = inner[p]
	}
	return v
}

// temporalKind names a column of dates, times or timestamps ("a date
// (DATE)", Spark's INT96 "a timestamp (INT96)"), whose values parquet-go
// reads as the integers they are stored as; "" for any other column.
func temporalKind(n parquet.Node) string {
	if n.Type().Kind() == parquet.Int96 {
		return "a timestamp (INT96)"
	}
	lt := n.Type().LogicalType()
	if lt == nil {
		return ""
	}
	switch lt.Value.(type) {
	case *format.DateType:
		return "a date (" + lt.Value.String() + ")"
	case *format.TimeType:
		return "a time of day (" + lt.Value.String() + ")"
	case *format.TimestampType:
		return "a timestamp (" + lt.Value.String() + ")"
	}
	return ""
}

func toFloat64(v any) float64 {
	if f, ok := v.(float32); ok {
		return float64(f)
	}
	return v.(float64)
}

// toString is a string or a []byte as a string.
func toString(v any) string {
	if b, ok := v.([]byte); ok {
		return string(b)
	}
	return v.(string)
}

// uuidString spells 16 bytes as a UUID: 8-4-4-4-12 lower-case hex digits.
func uuidString(b string) string {
	h := hex.EncodeToString([]byte(b))
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}
