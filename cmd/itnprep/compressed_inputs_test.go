package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestCompressedCorporaReadAsTheirFiles: corpora ship compressed with
// zstd (The Pile's train.jsonl.zst), bzip2 (Wikipedia's dumps), gzip or
// zip; each, made by the real compressor, is read as the file it holds,
// named without the suffix: the same version as the plain file.
func TestCompressedCorporaReadAsTheirFiles(t *testing.T) {
	tmp := t.TempDir()
	body := `{"id": "a", "text": "It cost $5 in 1990."}` + "\n" + `{"id": "b", "text": "Call 911 at 10:30."}` + "\n"
	for _, d := range []string{"plain", "zstd", "bzip2", "gzip"} {
		if err := os.MkdirAll(filepath.Join(tmp, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	plain := writeFile(t, filepath.Join(tmp, "plain"), "corpus.jsonl", body)
	want := prepOK(t, "prep", "text", "--input", plain, "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	for _, c := range []struct{ tool, pkg, ext string }{
		{"zstd", "zstd", ".zst"}, {"bzip2", "bzip2", ".bz2"}, {"gzip", "gzip", ".gz"},
	} {
		bin := testutil.Tool(t, c.tool, c.pkg)
		dir := filepath.Join(tmp, c.tool)
		in := writeFile(t, dir, "corpus.jsonl", body)
		if out, err := exec.Command(bin, "-q", in).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v: %s", c.tool, err, out)
		}
		got := prepOK(t, "prep", "text", "--input", in+c.ext, "--output", filepath.Join(tmp, "o"+c.ext), "--runner", "direct")
		sameVersion(t, got, want)
	}
}
