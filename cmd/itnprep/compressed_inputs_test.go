package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

// TestCompressedSuffixSpelledAsTheCodec: a file named with the codec's
// name for a suffix (corpus.csv.zstd, dev.tsv.gzip, x.bzip2) is read as
// the file it holds, as .zst, .gz and .bz2 are. Its bytes were
// decompressed by their magic number, but the name kept the suffix: a CSV
// table was read as plain text (its header a sentence, its quoted field's
// two lines two sentences, quotes kept), and a Common Voice list was
// refused for a split its name did not say.
func TestCompressedSuffixSpelledAsTheCodec(t *testing.T) {
	tmp := t.TempDir()
	tables := map[string]string{
		"text":        "corpus.csv\x00id,text\n1,\"It cost $5,\nin 1990.\"\n2,Call 911 at 10:30.\n",
		"commonvoice": "dev.tsv\x00client_id\tpath\tsentence\nc1\ta.mp3\tIt cost $5.\nc2\tb.mp3\tCall 911 at 10:30.\n",
	}
	for source, table := range tables {
		name, body, _ := strings.Cut(table, "\x00")
		plainDir := filepath.Join(tmp, source, "plain")
		if err := os.MkdirAll(plainDir, 0o755); err != nil {
			t.Fatal(err)
		}
		want := prepOK(t, "prep", source, "--input", writeFile(t, plainDir, name, body), "--output", filepath.Join(tmp, source, "p"), "--runner", "direct")
		for _, c := range []struct{ tool, ext, alias string }{
			{"zstd", ".zst", ".zstd"}, {"gzip", ".gz", ".gzip"}, {"bzip2", ".bz2", ".bzip2"},
		} {
			bin := testutil.Tool(t, c.tool, c.tool)
			dir := filepath.Join(tmp, source, c.tool)
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			in := writeFile(t, dir, name, body)
			if out, err := exec.Command(bin, "-q", in).CombinedOutput(); err != nil {
				t.Fatalf("%s: %v: %s", c.tool, err, out)
			}
			if err := os.Rename(in+c.ext, in+c.alias); err != nil {
				t.Fatal(err)
			}
			got := prepOK(t, "prep", source, "--input", in+c.alias, "--output", filepath.Join(tmp, source, "o"+c.alias), "--runner", "direct")
			sameVersion(t, got, want)
		}
	}
}
