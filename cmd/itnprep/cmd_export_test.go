package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/tagging"
)

// exportAndCheck exports a tagger version for NeMo and has an independent
// Python realization (tagging/testdata/realize_check.py, the rules of Antonova et al. 2022, "Thutmose tagger")
// realize every exported line and every derived row and compare it with
// the row's target. It returns the number of rows checked.
func exportAndCheck(t *testing.T, version string) int {
	t.Helper()
	py := testutil.DebianPython(t)
	script := filepath.Join(testutil.ModuleRoot(t), "tagging", "testdata", "realize_check.py")
	out := filepath.Join(t.TempDir(), "nemo")
	stdout, stderr, code := run(t, "export", "nemo-tagger", version, "--out", out)
	if code != 0 {
		t.Fatalf("export: exit %d: %s", code, stderr)
	}
	if lastLine(stdout) != out {
		t.Errorf("export's last line %q, want %q", lastLine(stdout), out)
	}
	for _, f := range []string{"train.tsv", "valid.tsv", "test.tsv", "label_map.txt", "semiotic_classes.txt"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Fatalf("export wrote no %s", f)
		}
	}
	// export.json names the version the files came from and its parent.
	var rec pipelines.NeMoExportRecord
	b, err := os.ReadFile(filepath.Join(out, pipelines.NeMoExportFile))
	m := loadManifest(t, version)
	if err != nil || json.Unmarshal(b, &rec) != nil || rec.Format != pipelines.NeMoExportFormat || rec.VersionID != m.VersionID ||
		m.Parent == nil || rec.Parent == nil || rec.Parent.VersionID != m.Parent.VersionID || rec.Rows["train.tsv"] == 0 {
		t.Errorf("export.json %s (%v): want version %s, parent %+v", b, err, m.VersionID, m.Parent)
	}
	lm, _ := os.ReadFile(filepath.Join(out, "label_map.txt"))
	if !strings.HasPrefix(string(lm), "KEEP\nDELETE\n") {
		t.Errorf("label_map.txt starts %q", string(lm)[:min(40, len(lm))])
	}
	// --out through Beam's filesystem (memfs:// standing in for gs://):
	// the same files, byte for byte.
	remote := "memfs://" + strings.TrimPrefix(out, "/")
	if _, stderr, code := run(t, "export", "nemo-tagger", version, "--out", remote); code != 0 {
		t.Fatalf("export --out %s: exit %d: %s", remote, code, stderr)
	}
	for _, f := range []string{"train.tsv", "label_map.txt", "semiotic_classes.txt"} {
		local, _ := os.ReadFile(filepath.Join(out, f))
		got, err := storage.ReadFile(context.Background(), remote+"/"+f)
		if err != nil || !bytes.Equal(got, local) {
			t.Errorf("export --out %s: %s differs from the local export (err %v)", remote, f, err)
		}
	}
	// Targets in the export's order (rows sorted by id within a split),
	// read from the Parquet shards, for the Python check.
	rows := taggerRows(t, version)
	dataset.SortRows(rows)
	files := map[string]string{"train": "train", "validation": "valid", "test": "test"}
	targets := map[string]*strings.Builder{"train": {}, "valid": {}, "test": {}}
	var jsonl strings.Builder
	for _, r := range rows {
		if f, ok := files[r.Split]; ok {
			targets[f].WriteString(r.Target + "\n")
		}
		b, _ := json.Marshal(map[string]any{"id": r.ID, "input": r.Input, "tags": r.Tags, "target": r.Target})
		jsonl.Write(append(b, '\n'))
	}
	for f, b := range targets {
		if err := os.WriteFile(filepath.Join(out, f+".targets"), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rowsFile := filepath.Join(t.TempDir(), "rows.jsonl")
	os.WriteFile(rowsFile, []byte(jsonl.String()), 0o644)
	for _, args := range [][]string{{"nemo", out}, {"rows", rowsFile}} {
		cmd := exec.Command(py, append([]string{script}, args...)...)
		b, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("python check %s: %v\n%s", args[0], err, b)
		}
		t.Logf("python check %s: %s", args[0], strings.TrimSpace(string(b)))
	}
	// Read as NeMo's Thutmose code reads it (scripts/nemo_tagger_check.py,
	// with NeMo's own code when ITNPREP_NEMO_GIT names it): every line
	// parses, label_map.txt is get_label_vocab.py's, the classes NeMo's.
	readers := []string{""}
	if tree := nemoTree(t); tree != "" {
		readers = append(readers, tree)
	}
	for _, tree := range readers {
		if sum, stderr, ok := nemoCheck(t, out, tree); !ok {
			t.Errorf("the export does not read as NeMo reads it (nemo code %v): %v\n%s", tree != "", sum, stderr)
		}
	}
	return len(rows)
}

func TestExportNeMoTaggerRealizesInPython(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "text", "--input", "../../testdata/tagger/sample.txt", "--output", filepath.Join(tmp, "p"), "--samples", "2", "--split", "train")
	tagger := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "t"))
	m := loadManifest(t, tagger)
	if n := exportAndCheck(t, tagger); int64(n) != m.Accounting.Rows || n == 0 {
		t.Fatalf("checked %d rows, the version has %d", n, m.Accounting.Rows)
	}
	// Every rule that rejected something is named; the kept share is high.
	if m.Accounting.Written*10 < m.Accounting.Read*9 {
		t.Errorf("kept %d of %d verbalized rows: %v", m.Accounting.Written, m.Accounting.Read, m.Accounting.RejectedByReason)
	}
	// --out naming a file: one line naming the flag, before the version
	// is verified (it was "cannot make the folder: mkdir FILE: not a
	// directory", after).
	file := writeFile(t, tmp, "afile", "")
	if _, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", file); code != 2 || !strings.Contains(stderr, "--output "+file+" is a file, not a folder: give a new or empty folder") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("export --out FILE: exit %d: %s", code, stderr)
	}
	// The version holds train rows only: the empty valid.tsv is said, not
	// left for NeMo's training to find.
	if _, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", filepath.Join(tmp, "nemo2")); code != 0 || !strings.Contains(stderr, "warning: valid.tsv is empty") || strings.Contains(stderr, "train.tsv is empty") {
		t.Errorf("export of a train-only version: exit %d, stderr %q", code, stderr)
	}
	// --out inside the version (or the version itself) would add files to
	// a published, immutable version: refused, nothing written there.
	for _, into := range []string{tagger, filepath.Join(tagger, "nemo")} {
		if _, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", into); code != 2 || !strings.Contains(stderr, "inside the dataset version") {
			t.Errorf("export --out %s: exit %d: %s", into, code, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(tagger, "train.tsv")); err == nil {
		t.Errorf("export wrote train.tsv into the version folder")
	}
	// --from, as derive takes the version, is the same as the argument;
	// both at once, or two versions, are a usage error.
	if out, stderr, code := run(t, "export", "nemo-tagger", "--from", tagger, "--out", filepath.Join(tmp, "nemo3")); code != 0 || lastLine(out) != filepath.Join(tmp, "nemo3") {
		t.Errorf("export --from: exit %d, stdout %q, stderr %q", code, out, stderr)
	} else if a, b := readFileT(t, filepath.Join(tmp, "nemo2", "train.tsv")), readFileT(t, filepath.Join(tmp, "nemo3", "train.tsv")); a != b {
		t.Errorf("export --from wrote another train.tsv than export VERSION_DIR")
	}
	for _, args := range [][]string{
		{"export", "nemo-tagger", "--from", tagger, tagger, "--out", filepath.Join(tmp, "nemo4")},
		{"export", "nemo-tagger", tagger, tagger, "--out", filepath.Join(tmp, "nemo4")},
	} {
		if _, stderr, code := run(t, args...); code != 2 || !strings.Contains(stderr, "takes one version") {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
	// Exporting a version of pairs is refused with a clear line.
	_, stderr, code := run(t, "export", "nemo-tagger", parent, "--out", filepath.Join(tmp, "x"))
	if code == 0 || !strings.Contains(stderr, "not tagger rows") {
		t.Errorf("export of pairs: exit %d: %s", code, stderr)
	}
	// ... from its manifest, before the version is verified (which reads
	// every shard: minutes for a large prep version, the usual mistake in
	// this chain) and before the output folder is judged: a copy of the
	// pairs version missing a shard, into a folder holding a file, is told
	// its kind (it was told that it does not verify, or that --out is not
	// empty).
	cp := filepath.Join(tmp, "copy", filepath.Base(parent))
	if err := os.CopyFS(cp, os.DirFS(parent)); err != nil {
		t.Fatal(err)
	}
	shards, _ := filepath.Glob(filepath.Join(cp, "data", "*.parquet"))
	if len(shards) == 0 {
		t.Fatal("no shard in the copy")
	}
	os.Remove(shards[0])
	busy := filepath.Join(tmp, "busy")
	os.MkdirAll(busy, 0o755)
	writeFile(t, busy, "notes.txt", "mine")
	_, stderr, code = run(t, "export", "nemo-tagger", cp, "--out", busy)
	if code != 2 || !strings.Contains(stderr, "holds \"pairs\" rows, not tagger rows") || strings.Contains(stderr, "verif") {
		t.Errorf("export of a damaged pairs version: exit %d: %s", code, stderr)
	}
}

// The real GTN data at hand (NeMo's sentence JSONL, no classes): the kept
// share and the Python realization of every kept row.
func TestDeriveTaggerOnSharedGTN(t *testing.T) {
	in := testutil.SharedFile(t, "corpora/gtn/GoogleTN.first2000.jsonl")
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "gtn", "--input", in, "--nemo-split", "train", "--output", filepath.Join(tmp, "p"))
	tagger := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "t"))
	m := loadManifest(t, tagger)
	exportAndCheck(t, tagger)
	share := float64(m.Accounting.Written) / float64(m.Accounting.Read)
	var rules []string
	for r, n := range m.Accounting.RejectedByReason {
		rules = append(rules, r+"="+strconv.FormatInt(n, 10))
	}
	sort.Strings(rules)
	t.Logf("GTN: kept %d of %d sentences (%.2f%%); rejects %v", m.Accounting.Written, m.Accounting.Read, 100*share, rules)
	if share < 0.98 {
		t.Errorf("kept %.2f%% of GTN sentences, goal >= 98%%", 100*share)
	}
}

// The Python check fails on a row whose tags do not realize its target.
func TestPythonRealizationCheckCatchesAMismatch(t *testing.T) {
	py := testutil.DebianPython(t)
	script := filepath.Join(testutil.ModuleRoot(t), "tagging", "testdata", "realize_check.py")
	f := filepath.Join(t.TempDir(), "rows.jsonl")
	os.WriteFile(f, []byte(`{"id":"x","input":"paid ten dollars","tags":["<SELF>","_10_","_$"],"target":"paid $10"}`+"\n"), 0o644)
	b, err := exec.Command(py, script, "rows", f).CombinedOutput()
	if err == nil || !strings.Contains(string(b), "1 mismatches") {
		t.Errorf("want a failure naming the mismatch, got %v: %s", err, b)
	}
}

// TestDeriveFromSPGIKeepCasePunct: a `prep spgi --keep-case-punct` parent
// (spoken side with case and punctuation, SPGISpeech's own CSV format) as
// the parent of both derives: u2tf rows realize the parent's written text
// (Go and the Python check), tagger rows realize their targets through
// the NeMo export (Python check), and prism gives direct's ids.
func TestDeriveFromSPGIKeepCasePunct(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "spgi", "--input", "../../testdata/spgi/*.csv", "--keep-case-punct", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	pm := loadManifest(t, parent)
	for _, kind := range []string{"tagger", "u2tf"} {
		args := []string{"derive", kind, "--from", parent, "--max-reject-rate", "1", "--output"}
		a := prepOK(t, append(args, filepath.Join(tmp, "direct"), "--runner", "direct")...)
		b := prepOK(t, append(args, filepath.Join(tmp, "prism"), "--runner", "prism")...)
		if filepath.Base(a) != filepath.Base(b) {
			t.Errorf("derive %s: direct %s, prism %s", kind, filepath.Base(a), filepath.Base(b))
		}
		m := loadManifest(t, a)
		if acc := m.Accounting; acc.Read != pm.Accounting.Rows || acc.Read != acc.Written+acc.Rejected || acc.Written*2 < acc.Read {
			t.Errorf("derive %s: parent rows %d, read %d = written %d + rejected %d (%v)", kind, pm.Accounting.Rows, acc.Read, acc.Written, acc.Rejected, acc.RejectedByReason)
		}
		if kind == "tagger" {
			if n := exportAndCheck(t, a); int64(n) != m.Accounting.Rows {
				t.Errorf("export checked %d rows, the version has %d", n, m.Accounting.Rows)
			}
		} else if _, cls, spans := checkU2TFVersion(t, a, parent, 2, 2); cls == 0 || spans == 0 {
			t.Errorf("u2tf: %d classifier rows, %d span rows", cls, spans)
		}
	}
}

func readFileT(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestExportRefusesAFolderThatHoldsFiles: an export into a folder that
// already held files wrote its five files and export.json among them
// without a word, replacing those of the same name (an earlier export of
// another version: train.tsv of one version beside nothing to tell, or a
// NeMo config's own files mixed in). Now refused in one line (exit 2)
// before anything is read or written; the same version's export again is
// allowed (the same files).
func TestExportRefusesAFolderThatHoldsFiles(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "text", "--input", "../../testdata/tagger/sample.txt", "--output", filepath.Join(tmp, "p"), "--samples", "1", "--split-by-id", "train=80,validation=10,test=10")
	tagger := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "t"))
	id := loadManifest(t, tagger).VersionID
	out := filepath.Join(tmp, "nemo")
	if _, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", out); code != 0 {
		t.Fatalf("export into a new folder: exit %d: %s", code, stderr)
	}
	first := readFileT(t, filepath.Join(out, "train.tsv"))
	// The same version again into its own export: the same files.
	if _, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", out); code != 0 {
		t.Fatalf("the same export again: exit %d: %s", code, stderr)
	}
	// Another file beside the export: refused, nothing replaced.
	writeFile(t, out, "notes.txt", "mine")
	_, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", out)
	if want := "--output " + out + " is not empty (7 entries: export.json, label_map.txt, notes.txt, semiotic_classes.txt, test.tsv and 2 more): the export's files would mix with what is there; give a new or empty folder"; code != 2 || !strings.Contains(stderr, want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
		t.Errorf("export into a folder with other files: exit %d, stderr %q; want %q", code, stderr, want)
	}
	// An earlier export of another version: named, and refused.
	other := filepath.Join(tmp, "other")
	os.MkdirAll(other, 0o755)
	rec := pipelines.NeMoExportRecord{Format: pipelines.NeMoExportFormat, Export: "nemo-tagger", VersionID: "0123abcd"}
	b, _ := json.Marshal(rec)
	writeFile(t, other, pipelines.NeMoExportFile, string(b))
	writeFile(t, other, "train.tsv", "x\ty\n")
	_, stderr, code = run(t, "export", "nemo-tagger", tagger, "--out", other)
	if want := "--output " + other + " holds the nemo-tagger export of version 0123abcd (its export.json); exporting version " + id + " there would replace its files"; code != 2 || !strings.Contains(stderr, want) {
		t.Errorf("export over another version's export: exit %d, stderr %q; want %q", code, stderr, want)
	}
	if got := readFileT(t, filepath.Join(other, "train.tsv")); got != "x\ty\n" {
		t.Errorf("the refused export replaced train.tsv: %q", got)
	}
	if got := readFileT(t, filepath.Join(out, "train.tsv")); got != first {
		t.Errorf("the refused export changed train.tsv")
	}
	// The same on an object store (memfs:// standing in for gs://).
	remote := "memfs://" + strings.TrimPrefix(filepath.Join(tmp, "remote"), "/")
	if err := storage.WriteAtomic(context.Background(), remote+"/README.md", []byte("x")); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", remote); code != 2 || !strings.Contains(stderr, "is not empty (1 entry: README.md)") {
		t.Errorf("export into a remote folder with a file: exit %d, stderr %q", code, stderr)
	}
}

// TestExportStreamsEachFile: the export streams each file from its split's
// shards merged by id (it held every row of a split at once: 421 MB for
// 200,000 rows; BenchmarkExportNeMoTagger). The files are those of the rows
// sorted by id, the splits NeMo reads as one (dev and validation) one
// after the other in split order, and no temporary file is left.
func TestExportStreamsEachFile(t *testing.T) {
	tmp := t.TempDir()
	// Sentences whose fragments repeat, so the rows of every split are
	// within the train split's vocabulary.
	var text strings.Builder
	for i, w := range strings.Fields("river hill town lake road field forest bridge gate tower wall mill farm barn pond shore cliff cave well dock " +
		"market church school garden park station harbor island valley meadow") {
		fmt.Fprintf(&text, "I saw %d birds near the %s.\n", 1+i%3, w)
	}
	in := writeFile(t, tmp, "birds.txt", text.String())
	parent := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "p"),
		"--split-by-id", "train=50,dev=25,validation=25", "--shards", "3", "--name", "p")
	tagger := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "t"), "--max-reject-rate", "1", "--vocab-coverage", "1")
	out := filepath.Join(tmp, "nemo")
	if _, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", out); code != 0 {
		t.Fatalf("export: exit %d: %s", code, stderr)
	}
	entries, _ := os.ReadDir(out)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, " "); got != "export.json label_map.txt semiotic_classes.txt test.tsv train.tsv valid.tsv" {
		t.Errorf("export folder holds %s", got)
	}
	// Each file: its splits' rows, each split's sorted by id.
	want := map[string]string{}
	for _, split := range []string{"dev", "train", "validation"} {
		o, stderr, code := run(t, "versions", "head", tagger, "--split", split, "-n", "100000")
		if code != 0 {
			t.Fatalf("versions head --split %s: exit %d: %s", split, code, stderr)
		}
		var rows []dataset.TaggerRow
		for _, ln := range strings.Split(strings.TrimSpace(o), "\n") {
			var r dataset.TaggerRow
			if err := json.Unmarshal([]byte(ln), &r); err != nil {
				t.Fatalf("%s: %v", ln, err)
			}
			rows = append(rows, r)
		}
		if len(rows) < 2 {
			t.Fatalf("split %s has %d rows; the test needs a few", split, len(rows))
		}
		dataset.SortRows(rows)
		file, _ := pipelines.NeMoTaggerFile(split)
		for _, r := range rows {
			sem := make([]tagging.Semiotic, len(r.Semiotic))
			for i, s := range r.Semiotic {
				sem[i] = tagging.Semiotic{Class: s.Class, Start: int(s.Start), End: int(s.End)}
			}
			line, err := tagging.NeMoLine(strings.Fields(r.Input), r.Tags, sem)
			if err != nil {
				t.Fatal(err)
			}
			want[file] += line
		}
	}
	for _, file := range []string{"train.tsv", "valid.tsv", "test.tsv"} {
		if got := readFileT(t, filepath.Join(out, file)); got != want[file] {
			t.Errorf("%s: %d bytes, want %d (the rows sorted by id, dev before validation)", file, len(got), len(want[file]))
		}
	}
}

// TestExportEmptyValidSaysWhy: the empty valid.tsv warning advised
// --split-by-id even when the parent had validation rows and derive
// rejected them all. It now says which: a parent without the split gets
// the --split-by-id advice, a parent whose rows derive rejected gets the
// count, the top reject rules and where to read the rejects, and a parent
// that is not beside the version gets both possibilities.
func TestExportEmptyValidSaysWhy(t *testing.T) {
	tmp := t.TempDir()
	out := filepath.Join(tmp, "out")
	// 10% validation of the sample: its two rows hold fragments the
	// train split's vocabulary lacks, so derive rejects both.
	split := prepOK(t, "prep", "text", "--input", "../../testdata/tagger/sample.txt", "--output", out, "--samples", "1", "--split-by-id", "train=80,validation=10,test=10")
	splitTagger := prepOK(t, "derive", "tagger", "--from", split, "--output", out)
	if n := loadManifest(t, split).Accounting.RowsBySplit["validation"]; n != 2 || loadManifest(t, splitTagger).Accounting.RowsBySplit["validation"] != 0 {
		t.Fatalf("the fixture changed: parent validation %d rows, tagger %v", n, loadManifest(t, splitTagger).Accounting.RowsBySplit)
	}
	_, stderr, code := run(t, "export", "nemo-tagger", splitTagger, "--out", filepath.Join(tmp, "e1"))
	// The line names the command as every other command's lines do
	// (ERRORS.md): it began "itnprep export: warning:".
	if want := "itnprep export nemo-tagger: warning: valid.tsv is empty; NeMo's tagger training needs it: derive rejected all 2 validation rows of its parent " + split + " (their reject rules: tagger/tag_oov 2; "; code != 0 || !strings.Contains(stderr, want) || strings.Contains(stderr, "--split-by-id train=98") {
		t.Errorf("rejected validation rows: exit %d, stderr %q, want %q", code, stderr, want)
	}
	// What capped the vocabulary (qa40): the sample's train split gave
	// few fragments and the vocabulary kept every one, so only more rows
	// help; --vocab-coverage and --vocab-size were advised all the same.
	if want := "the vocabulary keeps all "; !strings.Contains(stderr, want) || !strings.Contains(stderr, "distinct fragments the train split produced: only more train rows") ||
		strings.Contains(stderr, "--vocab-coverage") || strings.Contains(stderr, "--vocab-size") {
		t.Errorf("the advice does not say the vocabulary kept every train fragment: %q", stderr)
	}
	capped := prepOK(t, "derive", "tagger", "--from", split, "--output", out, "--vocab-size", "3", "--max-reject-rate", "1", "--allow-empty")
	_, stderr, _ = run(t, "export", "nemo-tagger", capped, "--out", filepath.Join(tmp, "e1c"))
	if want := "--vocab-size 3 kept 3 of the "; !strings.Contains(stderr, want) || strings.Contains(stderr, "--vocab-coverage") {
		t.Errorf("--vocab-size 3: the advice does not name it: %q", stderr)
	}
	// The figures are data (stats tally tag_vocab): without the card's
	// vocabulary section the advice is the same, and a version published
	// before the tally gets it from the card's table (both outside the
	// version id, so editing them keeps the version sound).
	m := loadManifest(t, capped)
	sections, tallies := m.Sections, m.Stats.Tallies
	for _, tc := range []struct {
		what string
		edit func(*dataset.Manifest)
	}{
		{"no card section", func(m *dataset.Manifest) { m.Sections, m.Stats.Tallies = nil, tallies }},
		{"no tally (published before it)", func(m *dataset.Manifest) {
			m.Sections, m.Stats.Tallies = sections, slices.DeleteFunc(slices.Clone(tallies), func(t dataset.Tally) bool { return t.Name == dataset.TallyTagVocab })
		}},
	} {
		tc.edit(m)
		b, err := json.MarshalIndent(m, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(capped, dataset.ManifestFile), b, 0o644); err != nil {
			t.Fatal(err)
		}
		_, stderr, _ = run(t, "export", "nemo-tagger", capped, "--out", filepath.Join(tmp, "e1c-"+strings.Fields(tc.what)[1]))
		if want := "--vocab-size 3 kept 3 of the "; !strings.Contains(stderr, want) {
			t.Errorf("--vocab-size 3, %s: the advice does not give the figures: %q", tc.what, stderr)
		}
	}
	trainOnly := prepOK(t, "prep", "text", "--input", "../../testdata/tagger/sample.txt", "--output", out, "--samples", "1", "--split", "train")
	trainTagger := prepOK(t, "derive", "tagger", "--from", trainOnly, "--output", out)
	_, stderr, code = run(t, "export", "nemo-tagger", trainTagger, "--out", filepath.Join(tmp, "e2"))
	if want := "its parent " + trainOnly + " has no validation rows (a corpus without splits: prep ... --split-by-id train=98,validation=1,test=1)"; code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("train-only parent: exit %d, stderr %q, want %q", code, stderr, want)
	}
	// An empty test.tsv is said too (training runs without it, but the
	// model has nothing held out to be scored on), naming the test split.
	if want := "itnprep export nemo-tagger: warning: test.tsv is empty; the model will have no held-out rows to be scored on: its parent " + trainOnly + " has no test rows (a corpus without splits"; !strings.Contains(stderr, want) {
		t.Errorf("train-only parent, empty test.tsv: stderr %q, want %q", stderr, want)
	}
	elsewhere := prepOK(t, "derive", "tagger", "--from", trainOnly, "--output", filepath.Join(tmp, "other"))
	_, stderr, code = run(t, "export", "nemo-tagger", elsewhere, "--out", filepath.Join(tmp, "e3"))
	if want := "either its parent " + loadManifest(t, trainOnly).VersionID + " had none (a corpus without splits"; code != 0 || !strings.Contains(stderr, want) || !strings.Contains(stderr, "or derive rejected them all (itnprep versions head") {
		t.Errorf("parent not beside it: exit %d, stderr %q, want %q", code, stderr, want)
	}
}

// TestExportEmptyValidNamesItsOwnRejects: the warning for a valid.tsv that
// derive emptied names the rules that rejected the validation rows, not the
// version's: here the validation split's one row is an ISO date said year
// last (non_monotonic) and the test split's a fragment the train split
// lacks (tag_oov). The warning gave the version's top rules,
// `tagger/non_monotonic 1, tagger/tag_oov 1`, and the vocabulary's advice,
// which keeps no date (qa67); test.tsv's warning names tag_oov and the
// advice. A tagger version whose parent is not beside it cannot tell its
// rejects by split, and says that its rules are the whole version's.
func TestExportEmptyValidNamesItsOwnRejects(t *testing.T) {
	tmp := t.TempDir()
	in := filepath.Join(tmp, "gtn")
	os.MkdirAll(in, 0o755)
	eos := "<eos>\t<eos>\n"
	writeFile(t, in, "output-00000-of-00100", "PLAIN\tI\t<self>\nPLAIN\tsaw\t<self>\nCARDINAL\t5\tfive\nPUNCT\t.\tsil\n"+eos+
		"PLAIN\tWe\t<self>\nPLAIN\tmet\t<self>\nCARDINAL\t5\tfive\nPLAIN\ttimes\t<self>\n"+eos)
	writeFile(t, in, "output-00090-of-00100", "PLAIN\tOn\t<self>\nDATE\t2004-06-16\tthe sixteenth of june two thousand four\nPLAIN\tit\t<self>\nPLAIN\trained\t<self>\n"+eos)
	writeFile(t, in, "output-00099-of-00100", "PLAIN\tI\t<self>\nPLAIN\tsaw\t<self>\nCARDINAL\t7\tseven\n"+eos)
	out := filepath.Join(tmp, "out")
	parent := prepOK(t, "prep", "gtn", "--input", filepath.Join(in, "*"), "--output", out)
	tagger := prepOK(t, "derive", "tagger", "--from", parent, "--max-reject-rate", "1")
	m := loadManifest(t, tagger)
	if r := m.Accounting.RejectedByReason; r["tagger/non_monotonic"] != 1 || r["tagger/tag_oov"] != 1 || m.Accounting.Written != 2 {
		t.Fatalf("the fixture changed: kept %d, rejects %v", m.Accounting.Written, r)
	}
	_, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", filepath.Join(tmp, "e"))
	valid, test := "", ""
	for _, line := range strings.Split(stderr, "\n") {
		switch {
		case strings.Contains(line, "valid.tsv is empty"):
			valid = line
		case strings.Contains(line, "test.tsv is empty"):
			test = line
		}
	}
	if want := "derive rejected all 1 validation rows of its parent " + parent + " (their reject rules: tagger/non_monotonic 1; itnprep versions head "; code != 0 || !strings.Contains(valid, want) ||
		strings.Contains(valid, "tag_oov") || strings.Contains(valid, "vocabulary") {
		t.Errorf("valid.tsv's warning %q, want %q and neither tag_oov nor the vocabulary", valid, want)
	}
	if want := "derive rejected all 1 test rows of its parent " + parent + " (their reject rules: tagger/tag_oov 1; "; !strings.Contains(test, want) ||
		strings.Contains(test, "non_monotonic") || !strings.Contains(test, "vocabulary") {
		t.Errorf("test.tsv's warning %q, want %q, the vocabulary's advice and no non_monotonic", test, want)
	}
	// Derived elsewhere, the parent is not beside it: the rules are the
	// version's, said so.
	apart := prepOK(t, "derive", "tagger", "--from", parent, "--max-reject-rate", "1", "--output", filepath.Join(tmp, "apart"))
	_, stderr, _ = run(t, "export", "nemo-tagger", apart, "--out", filepath.Join(tmp, "e2"))
	if want := "or derive rejected them all (the version's top reject rules over every split: tagger/non_monotonic 1, tagger/tag_oov 1; "; !strings.Contains(stderr, want) {
		t.Errorf("a version apart from its parent: stderr %q, want %q", stderr, want)
	}
}

// TestExportEmptyValidGTNNamesHeldOutFiles: a tagger version of a GTN
// parent read from train files only said to remake it with --split-by-id;
// GTN has its own held-out files, which prep gtn maps to validation and
// test by their numbers, and the warning now names them (and derive
// tagger's refusal of a parent without train rows GTN's train files).
func TestExportEmptyValidGTNNamesHeldOutFiles(t *testing.T) {
	tmp := t.TempDir()
	out := filepath.Join(tmp, "out")
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", out)
	tagger := prepOK(t, "derive", "tagger", "--from", parent)
	_, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", filepath.Join(tmp, "e"))
	for _, want := range []string{
		"valid.tsv is empty; NeMo's tagger training needs it: its parent " + parent + " has no validation rows (add GTN's validation files output-00090-of-00100 to output-00094-of-00100 to prep gtn's --input: files 00-89 are train, 90-94 validation, 99 test)",
		"test.tsv is empty; the model will have no held-out rows to be scored on: its parent " + parent + " has no test rows (add GTN's test file output-00099-of-00100",
	} {
		if code != 0 || !strings.Contains(stderr, want) || strings.Contains(stderr, "split-by-id") {
			t.Errorf("exit %d, stderr %q, want %q and no --split-by-id", code, stderr, want)
		}
	}
	// derive tagger's refusal of a parent without train rows names GTN's
	// train files the same way.
	valid := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00090-of-00100.gz", "--output", out)
	_, stderr, code = run(t, "derive", "tagger", "--from", valid)
	if want := "or give the parent train rows (add GTN's train files output-00000-of-00100 to output-00089-of-00100 to prep gtn's --input"; code == 0 || !strings.Contains(stderr, want) || strings.Contains(stderr, "split-by-id") {
		t.Errorf("derive of a validation-only GTN parent: exit %d, stderr %q, want %q", code, stderr, want)
	}
}

// A line with more than 64 semiotic spans (a word outside every span
// counting as one) is left out of NeMo's tagger training without a word
// (BertExampleBuilder, max_sequence_len 128 of NeMo's recipe): export says
// how many lines of which file, in one line, and what to do; an export of
// shorter lines says nothing of it.
func TestExportSaysWhichLinesNeMoLeavesOut(t *testing.T) {
	tmp := t.TempDir()
	var gtn strings.Builder
	for _, n := range []int{64, 3} {
		for i := 0; i < n; i++ {
			gtn.WriteString("PLAIN\tword\t<self>\n")
		}
		gtn.WriteString("CARDINAL\t5\tfive\nPUNCT\t.\tsil\n<eos>\t<eos>\n")
	}
	in := writeFile(t, tmp, "output-00000-of-00100", gtn.String())
	parent := prepOK(t, "prep", "gtn", "--input", in, "--output", filepath.Join(tmp, "p"))
	tagger := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "t"))
	_, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", filepath.Join(tmp, "nemo"))
	want := "itnprep export nemo-tagger: warning: at least 1 of the 2 lines of train.tsv has more than 64 semiotic spans as NeMo counts them (a word outside every span is one, and so is each word from a span that ends past word piece 128 on): NeMo's tagger leaves such a line out without a word at its recipe's max_sequence_len 128 (it allows max_sequence_len/2 spans); raise model.max_sequence_len, or derive with --max-words 64\n"
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("export: exit %d, stderr %q; want %q", code, stderr, want)
	}
	short := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "t2"), "--max-words", "64", "--max-reject-rate", "1")
	if _, stderr, code := run(t, "export", "nemo-tagger", short, "--out", filepath.Join(tmp, "nemo2")); code != 0 || strings.Contains(stderr, "semiotic spans") {
		t.Errorf("export of --max-words 64: exit %d, stderr %q", code, stderr)
	}
}
