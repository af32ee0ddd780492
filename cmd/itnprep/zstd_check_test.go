package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// TestDamagedZstdNamesZstdT: a .zst input whose data does not decode (a
// damaged block) or that is cut short names the command that checks it,
// zstd -t, as bzip2, gzip and zip inputs name theirs; a damaged one said
// the decoder's words alone ("corruption detected: short output block 2,
// end 3550 != 3669"), a cut one "truncated zstd file?" alone.
func TestDamagedZstdNamesZstdT(t *testing.T) {
	var text strings.Builder
	for i := range 20000 {
		fmt.Fprintf(&text, "Line %d paid $%d.%02d on May %d, %d.\n", i, i, i%100, i%28+1, 1990+i%30)
	}
	var buf bytes.Buffer
	zw, err := zstd.NewWriter(&buf)
	if err != nil {
		t.Fatal(err)
	}
	zw.Write([]byte(text.String()))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	damaged := bytes.Clone(data)
	for i := 2000; i < 2100; i++ {
		damaged[i] ^= 0x5a
	}
	tmp := t.TempDir()
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"damaged.txt.zst": {damaged, "(zstd data that does not decode: a file cut short or damaged? zstd -t %s checks it)"},
		"cut.txt.zst":     {data[:len(data)/3], "file ends in the middle of a compressed stream (truncated zstd file? zstd -t %s checks it): unexpected EOF"},
	} {
		in := filepath.Join(tmp, name)
		if err := os.WriteFile(in, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		_, stderr, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "out"), "--quiet", "--runner", "direct")
		if want := fmt.Sprintf(c.want, in); code != 1 || !strings.Contains(stderr, want) || !strings.Contains(stderr, in+":") {
			t.Errorf("%s: exit %d, stderr:\n%s\nwant exit 1 and %q", name, code, stderr, want)
		}
	}
}

// TestZstdLongWindowIsNamed: a .zst input whose frame asks for a window
// past the decoder's 512 MB (what zstd --long=31 writes for a stream or a
// file over 1 GB, as large corpora are compressed for ratio) says so, with
// the command that recompresses it; it said "a file cut short or damaged?
// zstd -t F checks it", and zstd -t fails on it too without --long=31.
// The frame is written by hand: a header whose window is 2 GiB (window
// descriptor 0xA8: exponent 21, log 31), then one raw block of one line.
func TestZstdLongWindowIsNamed(t *testing.T) {
	frame := []byte{0x28, 0xb5, 0x2f, 0xfd, 0x00, 0xa8}
	line := []byte("It cost $5.\n")
	frame = append(frame, byte(len(line)<<3|1), 0, 0) // last block, raw, its size
	frame = append(frame, line...)
	in := filepath.Join(t.TempDir(), "corpus.txt.zst")
	if err := os.WriteFile(in, frame, 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(t.TempDir(), "out"), "--quiet", "--runner", "direct")
	want := "a zstd frame whose window is larger than the 512 MB itnprep decodes with: compressed with zstd --long=30 or --long=31? recompress it with a smaller window: zstd -dc --long=31 " + in + " | zstd -o OUT.zst"
	if code != 1 || !strings.Contains(stderr, want) || strings.Contains(stderr, "cut short") {
		t.Errorf("exit %d, stderr:\n%s\nwant exit 1 and %q", code, stderr, want)
	}
}
