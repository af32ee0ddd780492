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
