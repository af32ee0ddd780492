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
	if got := sources.BaseName("dl/en_train.csv.zip"); got != "en_train.csv" {
		t.Errorf("BaseName = %q", got)
	}
}
