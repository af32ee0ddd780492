package sources

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
)

// TestTextTableSpillReadErrorFailsTheFile: the lines of a quoted field
// past the record limit are kept in a temporary file and read back as
// rows when the field never closes; a read error there ended the read
// back as if the file ended, so it fails the file, naming the input's
// line, the lines and the temporary file, and so does a file cut short
// (they were one record_too_large reject, the run published or not by
// the temporary folder's disk). Read back whole, the rows come out as
// before.
func TestTextTableSpillReadErrorFailsTheFile(t *testing.T) {
	var chapter []string
	for i := 1; i <= 20; i++ {
		chapter = append(chapter, fmt.Sprintf("%d,Line %d of the text", i+10, i))
	}
	in := "id,text\n1,\"She said hi\n" + strings.Join(chapter, "\n") + "\n"
	tmp := t.TempDir()
	parse := func() (rows int, err error) {
		_, err = ParseTextTable("t.csv", strings.NewReader(in), "train", TextFields{}, 100, Sink{
			Pair: func(dataset.Pair) { rows++ }, Reject: func(dataset.Reject) {}})
		return rows, err
	}
	var created []string
	defer func(orig func() (*extsort.TempFile, error)) { createSpill = orig }(createSpill)
	for _, tc := range []struct {
		name   string
		create func() (*extsort.TempFile, error)
		want   string // in the error; "" for none
	}{
		{"read back whole", func() (*extsort.TempFile, error) { return named(os.CreateTemp(tmp, "spill-*")) }, ""},
		{"a read error", func() (*extsort.TempFile, error) {
			// Written, never read: a read fails (bad file descriptor).
			p := filepath.Join(tmp, fmt.Sprintf("wo-%d", len(created)))
			created = append(created, p)
			return named(os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600))
		}, "t.csv:6: lines 6-22, past the 100-byte record limit inside the quoted field opened on line 2, were kept in the temporary file " + tmp},
	} {
		createSpill = tc.create
		rows, err := parse()
		switch {
		case tc.want == "" && (err != nil || rows != 20):
			t.Errorf("%s: %d rows, %v; want 20 rows", tc.name, rows, err)
		case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want) || !strings.HasSuffix(err.Error(), "could not be read back from it: read: bad file descriptor")):
			t.Errorf("%s: %v\nwant an error beginning %q", tc.name, err, tc.want)
		}
	}
	// A file cut short (emptied before it is read back).
	createSpill = func() (*extsort.TempFile, error) { return named(os.CreateTemp(tmp, "spill-*")) }
	s := newSpillFile()
	s = s.add("a").add("b")
	if err := s.w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := s.f.Truncate(0); err != nil {
		t.Fatal(err)
	}
	tr := &tableReader{lr: NewLineReader("t.csv", strings.NewReader(""), 100), name: "t.csv", base: "t.csv", maxRecordBytes: 100,
		sink: Sink{Pair: func(dataset.Pair) { t.Error("a row from an emptied file") }, Reject: func(dataset.Reject) {}}}
	lines, ok := s.lines(7)
	if !ok {
		t.Fatal("the spill file could not be read back")
	}
	tr.rereadPastLimit(nil, s, lines, 2, 7, 8, 0, "is never closed", false)
	if tr.err == nil || !strings.Contains(tr.err.Error(), "t.csv:7: lines 7-8") || !strings.HasSuffix(tr.err.Error(), "could not be read back from it: it ends there") {
		t.Errorf("a file cut short: %v", tr.err)
	}
	s.remove()
}

// named is a spill file that keeps its name (the test's folder removes
// it), so that the message naming the temporary file can be checked.
func named(f *os.File, err error) (*extsort.TempFile, error) {
	if err != nil {
		return nil, err
	}
	return &extsort.TempFile{File: f}, nil
}

// TestSpillFileHasNoName: the file a table's lines past the record limit
// are kept in has no name in the temporary folder, so a prep killed while
// a field runs on leaves nothing there (itnprep-table-*.txt stayed); the
// lines read back as written.
func TestSpillFileHasNoName(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	s := newSpillFile().add("a").add("b")
	if s == nil {
		t.Fatal("no spill file")
	}
	defer s.remove()
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("the temporary folder holds %v while lines are kept", left)
	}
	lines, ok := s.lines(3)
	if !ok {
		t.Fatal("the spill file could not be read back")
	}
	var got []string
	for h := range lines {
		got = append(got, fmt.Sprintf("%d:%s", h.no, h.text))
	}
	if strings.Join(got, " ") != "3:a 4:b" || s.err != nil {
		t.Errorf("read back %q, %v", got, s.err)
	}
}
