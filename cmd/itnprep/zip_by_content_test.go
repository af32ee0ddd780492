package main

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestZipByContentNamesUnzip: a zip archive saved without .zip (corpus.txt)
// is read by its content, and a member that does not inflate named gzip:
// "gzip data that does not decode ... gzip -t corpus.txt checks it", which
// gzip cannot check; cut short, it was a "truncated gzip?". The codec the
// decompressor found is named, with unzip -t.
func TestZipByContentNamesUnzip(t *testing.T) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.Create("corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 400 {
		w.Write([]byte(strings.Repeat("x", i%7) + "I paid $5 on line " + strings.Repeat("y", i%5) + ".\n"))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	// The local header is 30 bytes and the name's; the deflate data
	// follows, and its first byte made an invalid block type.
	data[30+len("corpus.txt")] ^= 0xff
	tmp := t.TempDir()
	in := filepath.Join(tmp, "corpus.txt")
	if err := os.WriteFile(in, data, 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "out"), "--quiet", "--runner", "direct")
	if want := "(zip data that does not decode: a damaged file? unzip -t " + in + " checks it)"; code != 1 || !strings.Contains(stderr, want) || strings.Contains(stderr, "gzip") {
		t.Errorf("exit %d, stderr:\n%s\nwant exit 1 and %q", code, stderr, want)
	}
}
