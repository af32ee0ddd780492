package sources

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// SPGIHeader is the header of SPGISpeech's train.csv / val.csv.
const SPGIHeader = "wav_filename|wav_filesize|transcript"

// SPGISplit maps an SPGISpeech file name to its split: train.csv -> train,
// val.csv -> validation, test.csv -> test (ok false otherwise).
func SPGISplit(name string) (string, bool) {
	switch base := strings.ToLower(BaseName(name)); {
	case strings.HasPrefix(base, "train"):
		return "train", true
	case strings.HasPrefix(base, "val") || strings.HasPrefix(base, "dev"):
		return "validation", true
	case strings.HasPrefix(base, "test"):
		return "test", true
	}
	return "", false
}

// spgiColumns finds the three SPGISpeech columns in a header line by name,
// without regard to case or the spaces around a name, so a CSV re-saved by
// a spreadsheet or another exporter (WAV_FILENAME, Transcript, another
// column order) reads like Kensho's own. ok is false unless the header has
// exactly the three names, once each.
func spgiColumns(header string) (file, size, text int, ok bool) {
	cols := strings.Split(header, "|")
	if len(cols) != 3 {
		return 0, 0, 0, false
	}
	at := map[string]int{}
	for i, c := range cols {
		at[strings.ToLower(strings.TrimSpace(c))] = i
	}
	file, ok1 := at["wav_filename"]
	size, ok2 := at["wav_filesize"]
	text, ok3 := at["transcript"]
	return file, size, text, ok1 && ok2 && ok3
}

// ParseSPGI reads SPGISpeech CSV (pipe-delimited, header
// wav_filename|wav_filesize|transcript; names matched without regard to
// case, columns found by name). The transcript is the written side;
// the spoken side is left empty for the verbalizer. A file without the
// header is an error (it is probably not SPGISpeech), but an empty file is a
// valid input of zero records, like an empty file of any format; a row with the wrong
// number of columns or a non-numeric size is rejected with its line.
func ParseSPGI(name string, r io.Reader, split string, maxRecordBytes int, sink Sink) (FileResult, error) {
	lr := NewLineReader(name, r, maxRecordBytes)
	base := BaseName(name)
	var res FileResult
	sawHeader := false
	var fileCol, sizeCol, textCol int
	header := SPGIHeader
	for {
		ln, err := lr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return res, err
		}
		if !sawHeader {
			var ok bool
			if fileCol, sizeCol, textCol, ok = spgiColumns(string(ln.Text)); !ok {
				return res, fmt.Errorf("%s:%d: not an SPGISpeech CSV: want header %q, got %q", name, ln.No, SPGIHeader, dataset.TruncateRaw(string(ln.Text)))
			}
			header = strings.TrimSpace(string(ln.Text))
			sawHeader = true
			continue
		}
		if len(ln.Text) == 0 && ln.Problem == "" {
			continue
		}
		res.Records++
		loc := lr.Location(ln.No)
		reject := func(id, rule, why string) {
			sink.Reject(dataset.Reject{ID: id, Source: "spgi", Location: loc, Stage: "parse", Rule: rule,
				Reason: loc + ": " + why, Raw: dataset.TruncateRaw(string(ln.Text))})
		}
		lineID := fmt.Sprintf("%s:%d", base, ln.No)
		if ln.Problem != "" {
			reject(lineID, ln.Rule, ln.Problem)
			continue
		}
		cols := strings.Split(string(ln.Text), "|")
		if len(cols) != 3 {
			reject(lineID, "bad_columns", fmt.Sprintf("expected 3 |-separated columns (%s), got %d", header, len(cols)))
			continue
		}
		if cols[fileCol] == "" {
			reject(lineID, "missing_wav_filename", "empty wav_filename")
			continue
		}
		if _, err := strconv.ParseInt(cols[sizeCol], 10, 64); err != nil {
			reject(lineID, "bad_wav_filesize", fmt.Sprintf("wav_filesize %q is not an integer", cols[sizeCol]))
			continue
		}
		sink.Pair(dataset.Pair{ID: base + ":" + cols[fileCol], Source: "spgi", Split: split, Written: cols[textCol]})
	}
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}
