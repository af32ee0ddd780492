package sources_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// TestTextTableStrayQuoteKeepsBoundedLines: a quote that opens a field on
// line 2 of a TSV whose other lines hold none is never closed; past the
// record limit its lines were all kept in a temporary file, to be read
// again as rows at the file's end: as large as the rest of the input. They
// are kept up to 64 times the limit: the field is then taken for one never
// closed, its lines kept are read again, and the lines after them are read
// as rows as they come. Every line but the stray quote's is a row, as
// before, and the temporary file stays within the bound (looked at as the
// rows come out, while it is open; it has no name). With no temporary folder, the lines
// past the limit to the bound are one record_too_large reject and the rest
// are rows (the whole rest of the file was that one reject). The stray
// quote comes after the file's first 1,000 rows, which the reader holds
// until it tells whether the file is WikiText (sources/wikitext.go), so
// that the rows read back come out while the file is open.
func TestTextTableStrayQuoteKeepsBoundedLines(t *testing.T) {
	const limit, lines, stray = 64, 3000, 1002
	var in strings.Builder
	// Its header quoted, as csv.QUOTE_ALL writes it: a quote opens a
	// field (an unquoted TSV's stray quote is text, literalRow).
	in.WriteString("\"id\"\t\"text\"\n")
	for i := 2; i < stray; i++ {
		fmt.Fprintf(&in, "%d\tPlain row %d.\n", i, i)
	}
	fmt.Fprintf(&in, "%d\t\"A stray quote\n", stray)
	for i := stray + 1; i <= lines; i++ {
		fmt.Fprintf(&in, "%d\tSentence %d, a plain one.\n", i, i)
	}
	if in.Len() < 4*64*limit {
		t.Fatalf("the input (%d bytes) must be well past the bound (%d)", in.Len(), 64*limit)
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		t.Skip("no /proc/self/fd to find the unnamed temporary file by:", err)
	}
	var most int64
	var rows int
	var rejects []dataset.Reject
	sink := sources.Sink{Pair: func(p dataset.Pair) {
		rows++
		// The file is unnamed: it is found among the files open on
		// the temporary folder.
		fds, _ := os.ReadDir("/proc/self/fd")
		for _, fd := range fds {
			p := filepath.Join("/proc/self/fd", fd.Name())
			if to, err := os.Readlink(p); err == nil && strings.HasPrefix(to, tmp+string(filepath.Separator)) {
				if fi, err := os.Stat(p); err == nil {
					most = max(most, fi.Size())
				}
			}
		}
	}, Reject: func(r dataset.Reject) { rejects = append(rejects, r) }}
	res, err := sources.ParseTextTable("h.tsv", strings.NewReader(in.String()), "train", sources.TextFields{}, limit, sink)
	if err != nil {
		t.Fatal(err)
	}
	if rows != lines-2 || len(rejects) != 1 || rejects[0].Location != fmt.Sprintf("h.tsv:%d", stray) || res.Records != lines-1 ||
		!strings.Contains(rejects[0].Reason, "the most kept to be read again (64 times the limit), so it is taken for one never closed") {
		t.Errorf("%d rows, %d records, rejects %+v; want %d rows and the stray quote's line alone", rows, res.Records, rejects, lines-2)
	}
	if most == 0 || most > 64*limit {
		t.Errorf("the temporary file held up to %d bytes; want some, and at most 64 times the %d-byte limit", most, limit)
	}
	if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
		t.Errorf("left in the temporary folder: %v", ents)
	}

	// No temporary folder: the lines kept back are one reject, bounded.
	t.Setenv("TMPDIR", filepath.Join(tmp, "missing"))
	rows, rejects = 0, nil
	res, err = sources.ParseTextTable("h.tsv", strings.NewReader(in.String()), "train", sources.TextFields{}, limit, sink)
	if err != nil {
		t.Fatal(err)
	}
	if len(rejects) != 2 || rejects[1].Rule != "record_too_large" || res.Records != int64(rows+2) || rows < lines-2-64*limit/20 {
		t.Errorf("no temporary folder: %d rows, %d records, rejects %+v; want the stray quote's line, its kept lines as one reject and the rest rows", rows, res.Records, rejects)
	}
}
