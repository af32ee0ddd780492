package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet/file"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/storage"
)

const sampleGTN = "../../testdata/gtn/*"

func prepGTN(t *testing.T, out string, extra ...string) string {
	t.Helper()
	args := append([]string{"prep", "gtn", "--input", sampleGTN, "--output", out, "--quiet"}, extra...)
	stdout, stderr, code := run(t, args...)
	if code != 0 {
		t.Fatalf("prep gtn %v: exit %d\n%s", extra, code, stderr)
	}
	dir := lastLine(stdout)
	if _, err := os.Stat(filepath.Join(dir, "manifest.json")); err != nil {
		t.Fatalf("last stdout line %q is not a version folder: %v", dir, err)
	}
	return dir
}

func shardBytes(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, sub := range []string{"data", "rejects"} {
		files, _ := filepath.Glob(filepath.Join(dir, sub, "*.parquet"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out[sub+"/"+filepath.Base(f)] = b
		}
	}
	return out
}

// sameVersion fails t unless versions a and b (built by two runners) have
// one version id and byte-identical data and reject shards.
func sameVersion(t *testing.T, a, b string) {
	t.Helper()
	if filepath.Base(a) != filepath.Base(b) {
		t.Errorf("version ids differ: %s, %s", a, b)
	}
	sa, sb := shardBytes(t, a), shardBytes(t, b)
	if len(sa) == 0 || len(sa) != len(sb) {
		t.Fatalf("shard sets differ: %d vs %d", len(sa), len(sb))
	}
	for name, content := range sa {
		if !bytes.Equal(content, sb[name]) {
			t.Errorf("shard %s differs between %s and %s", name, a, b)
		}
	}
}

func TestPrepGTNSameOnPrismAndDirect(t *testing.T) {
	tmp := t.TempDir()
	direct := prepGTN(t, filepath.Join(tmp, "direct"), "--runner", "direct")
	prism := prepGTN(t, filepath.Join(tmp, "prism"), "--runner", "prism")
	sameVersion(t, direct, prism)
	for _, dir := range []string{direct, prism} {
		stdout, _, code := run(t, "versions", "verify", dir)
		if code != 0 || !strings.HasPrefix(stdout, "OK ") {
			t.Errorf("verify %s: exit %d: %s", dir, code, stdout)
		}
	}
}

// GTN has no randomness, so it has no --seed and its id does not depend on
// one; shards and input change it.
func TestPrepGTNVersionIDChangesWithShardsAndInput(t *testing.T) {
	tmp := t.TempDir()
	base := filepath.Base(prepGTN(t, tmp, "--runner", "direct"))
	again := filepath.Base(prepGTN(t, filepath.Join(tmp, "again"), "--runner", "direct"))
	if base != again {
		t.Fatalf("two runs gave %s and %s", base, again)
	}
	seen := map[string]string{"base": base}
	if _, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", filepath.Join(tmp, "seed"), "--seed", "7"); code != 2 || !strings.Contains(stderr, "-seed") {
		t.Errorf("prep gtn --seed: exit %d, %s", code, stderr)
	}
	for name, args := range map[string][]string{
		"shards": {"--shards", "2"},
	} {
		id := filepath.Base(prepGTN(t, filepath.Join(tmp, name), append([]string{"--runner", "direct"}, args...)...))
		for other, oid := range seen {
			if oid == id {
				t.Errorf("%s and %s give the same version id %s", name, other, id)
			}
		}
		seen[name] = id
	}
	stdout, stderr, code := run(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "input"), "--quiet", "--runner", "direct")
	if code != 0 {
		t.Fatal(stderr)
	}
	if id := filepath.Base(lastLine(stdout)); id == base {
		t.Errorf("a different input gives the same version id %s", id)
	}
}

// arrowTable reads a whole Parquet file with arrow-go, the independent
// reader the tests check parquet-go's shards against; released when the
// test ends.
func arrowTable(t *testing.T, path string) arrow.Table {
	t.Helper()
	rdr, err := file.OpenParquetFile(path, false)
	if err != nil {
		t.Fatalf("arrow-go cannot open %s: %v", path, err)
	}
	t.Cleanup(func() { rdr.Close() })
	fr, err := pqarrow.NewFileReader(rdr, pqarrow.ArrowReadProperties{}, memory.DefaultAllocator)
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := fr.ReadTable(context.Background())
	if err != nil {
		t.Fatalf("arrow-go cannot read %s: %v", path, err)
	}
	t.Cleanup(tbl.Release)
	return tbl
}

// TestShardsReadByArrow reads every shard back with an independent Parquet
// implementation (arrow-go) and compares with what parquet-go wrote, for
// every --compression (run also checks each version with DuckDB). A codec
// other than the default gives its own version id, the same on direct and
// prism.
func TestShardsReadByArrow(t *testing.T) {
	ids := map[string]dataset.Compression{}
	for _, codec := range dataset.Compressions {
		dir := prepGTN(t, t.TempDir(), "--runner", "direct", "--compression", string(codec))
		checkShardsWithArrow(t, dir)
		id := filepath.Base(dir)
		if other, dup := ids[id]; dup {
			t.Errorf("--compression %s and %s give the same version id %s", other, codec, id)
		}
		ids[id] = codec
		if codec == dataset.DefaultCompression {
			continue
		}
		if p := prepGTN(t, t.TempDir(), "--runner", "prism", "--compression", string(codec)); filepath.Base(p) != id {
			t.Errorf("--compression %s: direct gives version %s, prism %s", codec, id, filepath.Base(p))
		}
	}
	_, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", t.TempDir(), "--quiet", "--compression", "lz4")
	if code != 2 || !strings.Contains(stderr, `unknown compression "lz4" (known: zstd, zstd-fastest, snappy, none)`) {
		t.Errorf("--compression lz4: exit %d, %s", code, stderr)
	}
}

func checkShardsWithArrow(t *testing.T, dir string) {
	t.Helper()
	m, err := storage.LoadManifest(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	var total int64
	for _, sh := range m.Shards {
		p := filepath.Join(dir, sh.Path)
		want, err := dataset.ReadLocalShard[dataset.Pair](p)
		if err != nil {
			t.Fatal(err)
		}
		tbl := arrowTable(t, p)
		if tbl.NumRows() != sh.Rows || int64(len(want)) != sh.Rows {
			t.Fatalf("%s: arrow rows %d, parquet-go rows %d, manifest %d", sh.Path, tbl.NumRows(), len(want), sh.Rows)
		}
		total += tbl.NumRows()
		idCol := tbl.Column(tbl.Schema().FieldIndices("id")[0])
		wCol := tbl.Column(tbl.Schema().FieldIndices("written")[0])
		sCol := tbl.Column(tbl.Schema().FieldIndices("spoken")[0])
		row := 0
		for ci, chunk := range idCol.Data().Chunks() {
			idArr := chunk.(*array.String)
			wArr := wCol.Data().Chunk(ci).(*array.String)
			sArr := sCol.Data().Chunk(ci).(*array.String)
			for i := 0; i < idArr.Len(); i++ {
				if idArr.Value(i) != want[row].ID || wArr.Value(i) != want[row].Written || sArr.Value(i) != want[row].Spoken {
					t.Errorf("%s row %d: arrow (%q, %q, %q) vs parquet-go %+v", sh.Path, row, idArr.Value(i), wArr.Value(i), sArr.Value(i), want[row])
				}
				ids = append(ids, idArr.Value(i))
				row++
			}
		}
		if !sort.StringsAreSorted(ids[len(ids)-row:]) {
			t.Errorf("%s: rows not sorted by id", sh.Path)
		}
	}
	if total != 13 {
		t.Errorf("sample has 13 sentences, shards hold %d rows", total)
	}
}

func TestPrepGTNOnNeMoSharedCorpus(t *testing.T) {
	in := testutil.SharedFile(t, "corpora/gtn/GoogleTN.first2000.jsonl")
	stdout, stderr, code := run(t, "prep", "gtn", "--input", in, "--output", t.TempDir(), "--quiet", "--runner", "direct")
	if code != 0 {
		t.Fatal(stderr)
	}
	m, err := storage.LoadManifest(context.Background(), lastLine(stdout))
	if err != nil {
		t.Fatal(err)
	}
	a := m.Accounting
	if a.Read != 2000 || a.Written != 2000 || a.Rows != 2000 || a.Rejected != 0 || a.RowsBySplit["test"] != 2000 {
		t.Fatalf("every line must become exactly one pair: %+v", a)
	}
}

func TestDataflowDryRunConstructsOffline(t *testing.T) {
	stdout, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", "gs://itnprep-made-up-bucket/out",
		"--runner", "dataflow", "--dry_run", "--project", "made-up-project", "--region", "us-central1",
		"--staging_location", "gs://itnprep-made-up-bucket/staging", "--temp_location", "gs://itnprep-made-up-bucket/tmp")
	if code != 0 || !strings.Contains(stdout, "dry run") {
		t.Fatalf("dataflow dry run: exit %d\nstdout %s\nstderr %s", code, stdout, stderr)
	}
}

func TestPrepErrorsAreClear(t *testing.T) {
	tmp := t.TempDir()
	cases := map[string][]string{
		"matches no file":        {"--input", filepath.Join(tmp, "nothing-*")},
		"is a directory":         {"--input", tmp},
		"neither a raw GTN file": {"--input", "../../go.mod"},
		// Both ways to read a raw GTN file of another name (it named only
		// --split-by-id, whose single-split form prep gtn refuses).
		"reads with --split-by-id (train=98,validation=1,test=1), or renamed output-000NN-of-00100 for the standard split of its number": {"--input", "../../go.mod"},
	}
	for want, args := range cases {
		_, stderr, code := run(t, append([]string{"prep", "gtn", "--output", tmp, "--runner", "direct"}, args...)...)
		if code == 0 || !strings.Contains(stderr, want) {
			t.Errorf("%v: exit %d, stderr %q, want it to say %q", args, code, stderr, want)
		}
	}
}

// --input given twice (or as --input and its alias --in) reads every glob
// named, as one comma-separated --input does; a plain flag kept only the
// last and silently dropped the inputs before it.
func TestPrepInputRepeatedAddsGlobs(t *testing.T) {
	fs := newFlags("prep gtn", "prep gtn", io.Discard, false)
	var p prepFlags
	p.add(fs, "gtn")
	if err := parseFlags(fs, []string{"--input", "a/*", "--in", "b/*,c", "--input=d", "--output", "o"}); err != nil {
		t.Fatal(err)
	}
	if p.input != "a/*,b/*,c,d" {
		t.Errorf("--input a/* --in b/*,c --input=d gave %q, want a/*,b/*,c,d", p.input)
	}
}

// TestOutputInsideADatasetIsRefused: --output naming a published version's
// folder (the path prep prints last, pasted as the next run's output), a
// folder inside one, or a dataset folder OUT/NAME is a usage error naming
// the output root; the run published OUT/NAME/<id>/NAME/<id>, inside a
// version meant to stay as published, without a word. A folder holding a
// copied version alone (no tags beside it) is no dataset's: it is accepted.
func TestOutputInsideADatasetIsRefused(t *testing.T) {
	tmp := t.TempDir()
	root := filepath.Join(tmp, "out")
	stdout, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", root, "--runner", "direct", "--quiet")
	if code != 0 {
		t.Fatalf("prep: exit %d: %s", code, stderr)
	}
	version := lastLine(stdout)
	for _, out := range []string{version, filepath.Join(version, "data"), filepath.Join(version, "data", "new"), filepath.Dir(version)} {
		for _, args := range [][]string{
			{"prep", "gtn", "--input", sampleGTN, "--output", out, "--runner", "direct"},
			{"derive", "tagger", version, "--output", out, "--runner", "direct"},
		} {
			_, stderr, code := run(t, args...)
			if code != 2 || !strings.Contains(stderr, "--output "+out+": is ") || !strings.Contains(stderr, "give the output root, "+root+" ") {
				t.Errorf("%v: exit %d, want 2 naming the output root %s: %s", args, code, root, stderr)
			}
		}
	}
	entries, _ := os.ReadDir(version)
	for _, e := range entries {
		if e.Name() == "gtn" || e.Name() == "gtn-tagger" {
			t.Errorf("a refused run wrote %s into the version", e.Name())
		}
	}
	if _, stderr, code := run(t, "versions", "verify", version); code != 0 {
		t.Errorf("verify after the refusals: exit %d: %s", code, stderr)
	}
	// A version copied into a folder of its own (no tags/): that folder is
	// an output root like any other.
	loose := filepath.Join(tmp, "loose")
	if err := os.CopyFS(filepath.Join(loose, "v1"), os.DirFS(version)); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", loose, "--runner", "direct", "--quiet"); code != 0 {
		t.Errorf("--output beside a copied version: exit %d: %s", code, stderr)
	}
}
