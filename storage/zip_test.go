package storage_test

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

func TestOpenSingleFileZip(t *testing.T) {
	// One file, beside the metadata a Mac's archiver adds and a folder.
	data := testutil.Zip(t, "en_train/", "", "en_train/en_train.csv", "a,b\n1,2\n", "__MACOSX/en_train/._en_train.csv", "junk")
	r, closeFn, err := storage.OpenSingleFileZip("en_train.csv.zip", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	closeFn()
	if err != nil || string(b) != "a,b\n1,2\n" {
		t.Errorf("entry %q, %v", b, err)
	}
	for _, c := range []struct {
		data []byte
		want string
	}{
		{testutil.Zip(t, "a.csv", "x", "b.csv", "y"), "x.zip: the zip archive holds 2 files (a.csv, b.csv); itnprep reads"},
		{testutil.Zip(t, "a.csv", "x", "b.csv", "y", "c.csv", "z", "d.csv", "w"), "x.zip: the zip archive holds 4 files (a.csv, b.csv, c.csv, ...); itnprep reads"},
		{testutil.Zip(t, "dir/", ""), "x.zip: the zip archive holds no file"},
		{[]byte("PK\x03\x04 not really"), "x.zip: not a zip archive"},
		{nil, "x.zip: not a zip archive"},
	} {
		if _, _, err := storage.OpenSingleFileZip("x.zip", bytes.NewReader(c.data)); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("error %v, want %q", err, c.want)
		}
	}
	// The one file is read under the archive's name without .zip: a file
	// of another kind than that name says is refused, naming the name
	// that reads it; one of the same kind, or a .txt file in an archive
	// named without an extension, is read.
	for _, c := range []struct{ name, member, err string }{
		{"dl/corpus.zip", "corpus.jsonl", "dl/corpus.zip: the zip archive holds corpus.jsonl, but is read as corpus (its own name without .zip), which decides the format, split and ids: name the archive corpus.jsonl.zip"},
		{"spgi.zip", "data/train.csv", "spgi.zip: the zip archive holds data/train.csv, but is read as spgi (its own name"},
		{"table.tsv.zip", "table.csv", "table.tsv.zip: the zip archive holds table.csv, but is read as table.tsv"},
		{"download", "en_train.csv", "download: the zip archive holds en_train.csv, but is read as download"},
		{"en_train.csv.zip", "EN_TRAIN.CSV", ""},
		{"notes.zip", "notes.txt", ""},
		{"NOTES.ZIP", "notes.txt", ""},
		{"Table.Zip", "table.csv", "Table.Zip: the zip archive holds table.csv, but is read as Table (its own name"},
		{"output-00000-of-00100.zip", "output-00000-of-00100", ""},
	} {
		r, closeFn, err := storage.OpenSingleFileZip(c.name, bytes.NewReader(testutil.Zip(t, c.member, "x\n")))
		if err == nil {
			b, _ := io.ReadAll(r)
			closeFn()
			if c.err != "" || string(b) != "x\n" {
				t.Errorf("%s holding %s: read %q, want error %q", c.name, c.member, b, c.err)
			}
		} else if c.err == "" || !strings.HasPrefix(err.Error(), c.err) {
			t.Errorf("%s holding %s: error %v, want %q", c.name, c.member, err, c.err)
		}
	}
	if got := sources.BaseName("dl/en_train.csv.zip"); got != "en_train.csv" {
		t.Errorf("BaseName = %q", got)
	}
}
