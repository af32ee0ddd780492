package plainprep_test

import (
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"

	"github.com/itnprep/itnprep/internal/gtngen"
	"github.com/itnprep/itnprep/internal/plainprep"
)

// TestGTNReadsEveryCodec: GTN reads a file by the codec its name says in
// sources.Codecs (gzip, zstd, bzip2), and writes the same shards from each
// as from the plain file: it tested ".gz" alone, and read a .zst file's
// compressed bytes as GTN text. A zip is refused in one line naming it.
func TestGTNReadsEveryCodec(t *testing.T) {
	var text bytes.Buffer
	if err := gtngen.Write(&text, 200, 1); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	const name = "output-00001-of-00100"
	compressed := map[string][]byte{"": text.Bytes()}
	var gz, zs bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(text.Bytes())
	zw.Close()
	compressed[".gz"] = gz.Bytes()
	enc, err := zstd.NewWriter(&zs)
	if err != nil {
		t.Fatal(err)
	}
	enc.Write(text.Bytes())
	enc.Close()
	compressed[".zst"] = zs.Bytes()
	suffixes := []string{"", ".gz", ".zst"}
	if bz := bzip2Of(t, text.Bytes()); bz != nil {
		compressed[".bz2"] = bz
		suffixes = append(suffixes, ".bz2")
	}
	var want plainprep.Result
	for _, suffix := range suffixes {
		sub := filepath.Join(dir, "in"+suffix)
		if err := os.MkdirAll(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		in := filepath.Join(sub, name+suffix)
		if err := os.WriteFile(in, compressed[suffix], 0o644); err != nil {
			t.Fatal(err)
		}
		res, err := plainprep.GTN([]string{in}, filepath.Join(dir, "out"+suffix), 2, "")
		if err != nil {
			t.Fatalf("%s: %v", suffix, err)
		}
		if suffix == "" {
			want = res
			if res.Rows == 0 || res.Rejects != 0 {
				t.Fatalf("plain file: %d rows, %d rejects", res.Rows, res.Rejects)
			}
			continue
		}
		if !reflect.DeepEqual(res, want) {
			t.Errorf("%s: %d rows, %d rejects, shards %v; the plain file gave %d rows, %d rejects, shards %v", suffix, res.Rows, res.Rejects, res.Shards, want.Rows, want.Rejects, want.Shards)
		}
	}
	zip := filepath.Join(dir, name+".zip")
	if err := os.WriteFile(zip, []byte("PK\x03\x04"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := plainprep.GTN([]string{zip}, filepath.Join(dir, "outzip"), 2, ""); err == nil || !strings.Contains(err.Error(), zip) || !strings.Contains(err.Error(), "zip") {
		t.Errorf("a zip: err = %v, want one naming the file and zip", err)
	}
}

// bzip2Of is data compressed with the system's bzip2 (Go's compress/bzip2
// only decodes), nil without it.
func bzip2Of(t *testing.T, data []byte) []byte {
	t.Helper()
	if _, err := exec.LookPath("bzip2"); err != nil {
		t.Log("bzip2 not installed: no .bz2 case")
		return nil
	}
	cmd := exec.Command("bzip2", "-c")
	cmd.Stdin = bytes.NewReader(data)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("bzip2: %v", err)
	}
	return out
}
