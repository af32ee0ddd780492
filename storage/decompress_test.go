package storage

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOpenDecompressed(t *testing.T) {
	dir := t.TempDir()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte(strings.Repeat("line\n", 2000)))
	zw.Close()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		path, want, wantErr string
	}{
		{write("plain.txt", []byte("a\nb\n")), "a\nb\n", ""},
		{write("renamed.txt", b.Bytes()), strings.Repeat("line\n", 2000), ""},
		{write("cut.gz", b.Bytes()[:b.Len()/2]), "", "truncated gzip?"},
		{write("empty", nil), "", ""},
	} {
		r, closeIn, err := OpenDecompressed(context.Background(), c.path)
		if err != nil {
			t.Fatalf("%s: %v", c.path, err)
		}
		got, err := io.ReadAll(r)
		closeIn()
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("%s: error %v, want %q", c.path, err, c.wantErr)
			}
			continue
		}
		if err != nil || string(got) != c.want {
			t.Errorf("%s: %q, %v; want %q", c.path, got, err, c.want)
		}
	}
}
