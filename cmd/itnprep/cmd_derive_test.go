package main

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/tagging"
	"github.com/itnprep/itnprep/view"
)

// versionRows reads every data shard of a version of row type T.
func versionRows[T any](t *testing.T, dir string) []T {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	var all []T
	for _, f := range files {
		rows, err := dataset.ReadLocalShard[T](f)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, rows...)
	}
	return all
}

// taggerRows reads every data shard of a tagger version.
func taggerRows(t *testing.T, dir string) []dataset.TaggerRow {
	return versionRows[dataset.TaggerRow](t, dir)
}

func loadManifest(t *testing.T, dir string) *dataset.Manifest {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, dataset.ManifestFile))
	if err != nil {
		t.Fatal(err)
	}
	m, err := dataset.ParseManifest(b)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestDeriveTaggerFromGTN(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	a := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "a"), "--runner", "direct")
	b := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "b"), "--runner", "prism")
	sameVersion(t, a, b)
	m := loadManifest(t, a)
	pm := loadManifest(t, parent)
	if m.Kind != dataset.KindTagger || m.Parent == nil || m.Parent.VersionID != pm.VersionID {
		t.Fatalf("lineage: kind %q parent %+v, want tagger from %s", m.Kind, m.Parent, pm.VersionID)
	}
	if m.Accounting.Read != pm.Accounting.Rows {
		t.Errorf("read %d, the parent has %d rows", m.Accounting.Read, pm.Accounting.Rows)
	}
	if len(m.Files) != 1 || m.Files[0].Path != "tagger/vocab.tsv" {
		t.Errorf("side files: %+v", m.Files)
	}
	rows := taggerRows(t, a)
	if int64(len(rows)) != m.Accounting.Rows || len(rows) == 0 {
		t.Fatalf("%d rows, manifest says %d", len(rows), m.Accounting.Rows)
	}
	spans := 0
	for _, r := range rows {
		words := strings.Fields(r.Input)
		got, err := tagging.Realize(words, r.Tags)
		// Exactly, spaces included: the GTN sample has no e-mail, URL
		// or symbol next to a word read as itself (docs/tagger.md,
		// "Spacing"), and Realize collapses runs of spaces as NeMo does.
		if err != nil || got != r.Target {
			t.Errorf("%s: tags %v realize %q, target %q", r.ID, r.Tags, got, r.Target)
		}
		for _, s := range r.Semiotic {
			if s.Start < 0 || s.End > int32(len(words)) || s.Start >= s.End {
				t.Errorf("%s: span %+v outside %d words", r.ID, s, len(words))
			}
			spans++
		}
	}
	if spans == 0 {
		t.Error("no semiotic span in a GTN sample with numbers")
	}
	card, _ := os.ReadFile(filepath.Join(a, "README.md"))
	if !strings.Contains(string(card), "## Tag vocabulary") || !strings.Contains(string(card), "fragments for 99.9% coverage") {
		t.Errorf("card lacks the vocabulary section:\n%s", card)
	}
	// The card's figures are data too (stats tally tag_vocab, which export
	// nemo-tagger reads): kept is the vocabulary file's lines, and
	// versions show shows them.
	v := m.Stats.FindTally(dataset.TallyTagVocab)
	distinct, okD := v.Count(dataset.TagVocabDistinct)
	kept, okK := v.Count(dataset.TagVocabKept)
	occ, _ := v.Count(dataset.TagVocabOccurrences)
	vocab, _ := os.ReadFile(filepath.Join(a, "tagger", "vocab.tsv"))
	if !okD || !okK || kept == 0 || kept != int64(strings.Count(string(vocab), "\n")) || distinct < kept || occ < distinct {
		t.Errorf("tally %s: %+v, vocabulary file %d lines", dataset.TallyTagVocab, v, strings.Count(string(vocab), "\n"))
	}
	for _, row := range []string{fmt.Sprintf("| distinct fragments | %d |", distinct), fmt.Sprintf("| kept fragments | %d |", kept), fmt.Sprintf("| fragment occurrences | %d |", occ)} {
		if !strings.Contains(string(card), row) {
			t.Errorf("the card's table and the tally differ: no %q", row)
		}
	}
	stdout, _, code := run(t, "versions", "show", a)
	if want := fmt.Sprintf("vocab     %d of %d distinct fragments of the train split kept, covering ", kept, distinct); code != 0 || !strings.Contains(stdout, want) {
		t.Errorf("versions show: exit %d, want %q in:\n%s", code, want, stdout)
	}
	// Another codec: other shard bytes, so another id; the same rows
	// (run checks the version with DuckDB too).
	d := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "d"), "--compression", "snappy")
	if filepath.Base(d) == filepath.Base(a) {
		t.Error("--compression snappy did not change the version id")
	}
	if got := taggerRows(t, d); len(got) != len(rows) || got[0].ID != rows[0].ID || got[len(got)-1].Target != rows[len(rows)-1].Target {
		t.Errorf("--compression snappy: %d rows, the default codec %d", len(got), len(rows))
	}
	// A smaller vocabulary rejects rows as tag_oov; the id changes. The
	// sample's six rows hold few fragments since bareToSelf (0e9a0931)
	// tags a bare fragment <SELF>: 0.8 of them keeps 26 of 34, which
	// rejects 5 rows, above --max-reject-rate's default 0.5, so the rate
	// is lifted to publish them.
	c := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "c"), "--vocab-coverage", "0.8", "--max-reject-rate", "1")
	if filepath.Base(c) == filepath.Base(a) {
		t.Error("--vocab-size did not change the version id")
	}
	mc := loadManifest(t, c)
	if mc.Accounting.RejectedByReason[dataset.RuleName("tagger", tagging.RuleTagOOV)] == 0 {
		t.Errorf("--vocab-coverage 0.8 rejected nothing as tag_oov: %v", mc.Accounting.RejectedByReason)
	}
	// versions verify checks the tally against the vocabulary file: the
	// tally is stats, outside the version id, so one edited verified as
	// sound (and export nemo-tagger, which verifies, trusted it).
	ct := mc.Stats.Tally(dataset.TallyTagVocab)
	ck, _ := ct.Count(dataset.TagVocabKept)
	ct.Add(dataset.TagVocabKept, 1)
	mb, err := mc.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(c, dataset.ManifestFile), mb, 0o644); err != nil {
		t.Fatal(err)
	}
	vout, verr, code := run(t, "versions", "verify", c)
	if want := fmt.Sprintf("tagger/vocab.tsv: %d fragment line(s), but the manifest's tag_vocab tally keeps %d fragments", ck, ck+1); code != 1 || !strings.Contains(vout+verr, want) {
		t.Errorf("versions verify of a tally edited: exit %d, want 1 and %q in:\n%s%s", code, want, vout, verr)
	}
}

// TestDeriveTaggerNoTrainSplitNamesTheFlagValue: a parent without train
// rows (Libriheavy's dev subset, NeMo's test cases, a Common Voice dev.tsv)
// is refused in one line that names the value to pass (it said "pass
// --vocab-split", leaving the user to find which split there is); with
// it the derive runs.
func TestDeriveTaggerNoTrainSplitNamesTheFlagValue(t *testing.T) {
	tmp := t.TempDir()
	b, _ := json.Marshal(map[string]string{"text": "in 2013 it", "gt_normalized": "in twenty thirteen it"})
	in := writeFile(t, tmp, "GoogleTN.jsonl", string(b)+"\n")
	parent := prepOK(t, "prep", "gtn", "--input", in, "--nemo-split", "validation", "--output", filepath.Join(tmp, "p"))
	_, stderr, code := run(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "d"), "--quiet")
	if code != 2 || !strings.Contains(stderr, `no "train" rows`) || !strings.Contains(stderr, "--vocab-split validation") {
		t.Fatalf("exit %d, want 2 and a refusal naming --vocab-split validation:\n%s", code, stderr)
	}
	// A split the parent lacks is a usage error, exit 2, as a bad
	// --vocab-coverage is (it exited 1, as a failed run); so is none.
	_, stderr, code = run(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "d"), "--vocab-split", "nosuch", "--quiet")
	if want := `itnprep: derive tagger: --vocab-split: ` + parent + ` has no "nosuch" rows`; code != 2 || !strings.HasPrefix(stderr, want) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("--vocab-split nosuch: exit %d, %q; want exit 2 and one line beginning %q", code, stderr, want)
	}
	if _, stderr, code = run(t, "derive", "tagger", "--from", parent, "--vocab-split", "", "--quiet"); code != 2 || !strings.Contains(stderr, "--vocab-split must name a split") {
		t.Errorf("--vocab-split '': exit %d, %q", code, stderr)
	}
	if left, _ := filepath.Glob(filepath.Join(tmp, "d", "*")); len(left) > 0 {
		t.Errorf("a refused derive left %v", left)
	}
	d := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "d"), "--vocab-split", "validation")
	if m := loadManifest(t, d); m.Accounting.Written != 1 {
		t.Errorf("--vocab-split validation: wrote %d rows, want 1", m.Accounting.Written)
	}
}

// TestDeriveFromAnEmptyParent: a parent published with --allow-empty
// (every record rejected) is refused by derive tagger and derive u2tf in
// one line that says it has no rows, what its run read and rejected, and
// where the rejects are; tagger said "(its splits: )" and offered
// --vocab-split, u2tf "has no data shards". versions head says it has no
// rows (it printed nothing and exited 0).
func TestDeriveFromAnEmptyParent(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "allnan.csv", "text\nnan\nNaN\n")
	parent := prepOK(t, "prep", "text", "--input", in, "--split", "train", "--output", filepath.Join(tmp, "p"), "--allow-empty", "--max-reject-rate", "1")
	want := parent + " has no rows: the run that made it read 2 records and rejected 2 (itnprep versions head " + parent + " --rejects); there is nothing to read from it"
	for _, kind := range []string{"tagger", "u2tf"} {
		_, stderr, code := run(t, "derive", kind, "--from", parent, "--output", filepath.Join(tmp, kind), "--quiet")
		if code != 1 || !strings.Contains(stderr, want) {
			t.Errorf("derive %s: exit %d, stderr %q, want %q", kind, code, stderr, want)
		}
	}
	out, stderr, code := run(t, "versions", "head", parent)
	if code != 0 || out != "" || !strings.Contains(stderr, parent+" has no rows (read 2 = written 0 + rejected 2; --rejects prints the quarantined records)") {
		t.Errorf("versions head: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// TestEmptyParentWithoutRejectsNamesItsInputs: a version published empty
// because no input held a record (an empty file, --allow-empty) rejected
// nothing: derive, train and versions head send the user to its inputs,
// not to rejects there are none of ("read 0 records and rejected 0
// (itnprep versions head DIR --rejects)").
func TestEmptyParentWithoutRejectsNamesItsInputs(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "empty.txt", "")
	parent := prepOK(t, "prep", "text", "--input", in, "--split", "train", "--output", filepath.Join(tmp, "p"), "--allow-empty")
	inputs := "the run that made it read no record: no input held one (itnprep versions show " + parent + " lists its inputs)"
	_, stderr, code := run(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "d"), "--quiet")
	if code != 1 || !strings.Contains(stderr, parent+" has no rows: "+inputs+"; there is nothing to read from it") || strings.Contains(stderr, "--rejects") {
		t.Errorf("derive tagger: exit %d, stderr %q", code, stderr)
	}
	_, stderr, code = run(t, "train", "--dataset", parent, "--out", filepath.Join(tmp, "run"), "--cache", filepath.Join(tmp, "cache"), "--dry-run")
	if code != 1 || !strings.Contains(stderr, parent+" has no rows (no data shards): "+inputs) || strings.Contains(stderr, "--rejects") {
		t.Errorf("train: exit %d, stderr %q", code, stderr)
	}
	out, stderr, code := run(t, "versions", "head", parent)
	if code != 0 || out != "" || !strings.Contains(stderr, parent+" has no rows (read 0 = written 0 + rejected 0; no input held a record; itnprep versions show "+parent+" lists its inputs)") {
		t.Errorf("versions head: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

func TestDeriveTaggerKeepingNothingFails(t *testing.T) {
	tmp := t.TempDir()
	var lines []string
	// Digits nobody says (written_not_spoken): no tag can come from them.
	// ("x_1" said "x one" was the example; it is kept now, its "_" unsaid.)
	for _, s := range []string{"x_1", "y_2", "z_3"} {
		b, _ := json.Marshal(map[string]string{"text": s, "gt_normalized": s[:1]})
		lines = append(lines, string(b))
	}
	in := writeFile(t, tmp, "GoogleTN.jsonl", strings.Join(lines, "\n")+"\n")
	parent := prepOK(t, "prep", "gtn", "--input", in, "--nemo-split", "train", "--output", filepath.Join(tmp, "p"))
	_, stderr, code := run(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "d"), "--quiet")
	if code == 0 || !strings.Contains(stderr, "kept no row") {
		t.Fatalf("exit %d, want a failure saying the derive kept no row:\n%s", code, stderr)
	}
	// Deriving from a folder that does not exist is refused with a clear
	// line saying so.
	_, stderr, code = run(t, "derive", "tagger", "--from", filepath.Join(tmp, "nope"), "--output", filepath.Join(tmp, "d"), "--quiet")
	if code == 0 || !strings.Contains(stderr, filepath.Join(tmp, "nope")+": no such folder (a dataset version is OUT/NAME/VERSION") {
		t.Errorf("missing parent: exit %d: %s", code, stderr)
	}
}

// TestDeriveTaggerTagOOVRefusalSaysWhy: the README's sample (testdata/gtn,
// 6 train rows) gives validation and test rows fragments the train split
// never produced; the reject-rate refusal names tagger/tag_oov and says
// what to do about it instead of guessing "wrong kind of input?".
func TestDeriveTaggerTagOOVRefusalSaysWhy(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	_, stderr, code := run(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "d"), "--quiet", "--runner", "direct")
	if code != 1 || !strings.Contains(stderr, "top reject rules: tagger/tag_oov") || !strings.Contains(stderr, "--vocab-split") ||
		strings.Contains(stderr, "wrong kind of input") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("exit %d, want one line naming tagger/tag_oov with its remedy:\n%s", code, stderr)
	}
	// The remedy names the split the vocabulary is counted on (it said
	// "too few train rows" under --vocab-split validation) and the first
	// reject what capped the vocabulary (qa40).
	_, stderr, _ = run(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "d2"), "--quiet", "--runner", "direct", "--vocab-split", "validation")
	if strings.Contains(stderr, "train rows") || !strings.Contains(stderr, "--vocab-split validation rows") || !strings.Contains(stderr, "distinct fragments the validation split produced") {
		t.Errorf("--vocab-split validation: %s", stderr)
	}
	_, stderr, _ = run(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "d3"), "--quiet", "--runner", "direct", "--vocab-size", "2")
	if !strings.Contains(stderr, "--vocab-size 2 caps it") || !strings.Contains(stderr, "--vocab-size 2 kept 2 of the ") {
		t.Errorf("--vocab-size 2: %s", stderr)
	}
}

// TestVersionsDiffParentAndDerived: diffing a version with a version
// derived from it (either order) cannot compare rows of two kinds; the one
// line says which is derived from which and where the derive's accounting
// is, instead of only refusing.
func TestVersionsDiffParentAndDerived(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--detokenize", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	child := prepOK(t, "derive", "u2tf", "--from", parent, "--output", filepath.Join(tmp, "d"), "--max-reject-rate", "1", "--runner", "direct")
	for _, args := range [][]string{{parent, child}, {child, parent}} {
		_, stderr, code := run(t, append([]string{"versions", "diff"}, args...)...)
		if code != 2 || !strings.Contains(stderr, child+" holds u2tf rows derived from "+parent) ||
			!strings.Contains(stderr, "itnprep versions show "+child) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("versions diff %v: exit %d:\n%s", args, code, stderr)
		}
	}
}

// TestDeriveBadFlagValuesAreUsageErrors: out-of-range derive flags are
// command-line mistakes (exit 2, one line naming the flag), checked before
// the parent is read; --vocab-coverage NaN reached the pipeline and failed
// there with "json: unsupported value: NaN".
func TestDeriveBadFlagValuesAreUsageErrors(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	for _, c := range [][]string{
		{"tagger", "--vocab-coverage", "NaN"}, {"tagger", "--vocab-coverage", "0"}, {"tagger", "--vocab-coverage", "1.5"},
		{"tagger", "--vocab-size", "-3"}, {"tagger", "--shards", "100000"}, {"u2tf", "--shards", "100000"},
	} {
		args := append([]string{"derive", c[0], "--from", parent, "--output", filepath.Join(tmp, "d"), "--quiet", "--runner", "direct"}, c[1:]...)
		_, stderr, code := run(t, args...)
		if code != 2 || !strings.Contains(stderr, "itnprep: derive "+c[0]+": "+c[1]+" must be") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("derive %v: exit %d, want 2 and one line naming %s:\n%s", c, code, c[1], stderr)
		}
	}
}

// TestDerivedVersionsShowTheirKind: `versions list` has a KIND column (and
// READ beside ROWS and REJECTED, whose units differ for a u2tf version) and
// `versions show` a kind and parent line, so a derived version is told
// from its parent at a glance; a derive whose --name is a dataset folder
// holding another row kind (its parent's) is refused before it runs: one
// folder holds one kind, or `latest` and `versions diff` mix them.
func TestDerivedVersionsShowTheirKind(t *testing.T) {
	tmp := t.TempDir()
	out := filepath.Join(tmp, "o")
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--detokenize", "--output", out, "--runner", "direct")
	child := prepOK(t, "derive", "u2tf", "--from", parent, "--output", out, "--max-reject-rate", "1", "--runner", "direct")
	list, _, _ := run(t, "versions", "list", out)
	lines := strings.Split(strings.TrimSpace(list), "\n")
	if len(lines) != 3 || strings.Fields(lines[0])[2] != "KIND" {
		t.Fatalf("versions list:\n%s", list)
	}
	kinds, counts := map[string]string{}, map[string]string{}
	for _, l := range lines[1:] {
		f := strings.Fields(l)
		kinds[f[len(f)-1]] = f[2]
		counts[f[len(f)-1]] = strings.Join(f[5:8], " ")
	}
	if kinds[parent] != "pairs" || kinds[child] != "u2tf" {
		t.Errorf("KIND column: %v\n%s", kinds, list)
	}
	// READ ROWS REJECTED: a u2tf version's ROWS (classifier and span rows)
	// beside REJECTED (records) alone mixed units; READ is the records.
	if a := loadManifest(t, child).Accounting; strings.Join(strings.Fields(lines[0])[5:8], " ") != "READ ROWS REJECTED" || a.Rows == a.Written || counts[child] != fmt.Sprintf("%d %d %d", a.Read, a.Rows, a.Rejected) {
		t.Errorf("READ ROWS REJECTED of the u2tf version (%+v):\n%s", a, list)
	}
	show, _, _ := run(t, "versions", "show", child)
	ref := "gtn/" + filepath.Base(parent) // the parent as all three name it
	if !strings.Contains(show, "\nkind      u2tf\n") || !strings.Contains(show, "\nparent    "+ref+" (pairs)\n") {
		t.Errorf("versions show of a u2tf version lacks kind/parent lines:\n%s", show)
	}
	// The card and the viewer name the parent as show does: the card said
	// "version `ID` of **gtn**", show "ID (gtn, pairs)", the viewer "gtn ID".
	if readme, err := os.ReadFile(filepath.Join(child, "README.md")); err != nil || !strings.Contains(string(readme), "rows derived from version `"+ref+"` (source gtn)") {
		t.Errorf("the card of the u2tf version does not name its parent %s: %v\n%s", ref, err, readme)
	}
	vs, err := view.New(child, view.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer vs.Close()
	rec := httptest.NewRecorder()
	vs.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if home := rec.Body.String(); !strings.Contains(home, `<a href="/v/`+ref+`/">`+ref+`</a>`) {
		t.Errorf("view's overview of the u2tf version does not link its parent %s:\n%s", ref, home)
	}
	cm := loadManifest(t, child)
	if out, _, _ := run(t, "versions", "verify", child); !strings.Contains(out, fmt.Sprintf(", %d rows (and %d reject rows), ", cm.Accounting.Rows, cm.Accounting.Rejected)) {
		t.Errorf("versions verify of a u2tf version (%d rows, %d rejected):\n%s", cm.Accounting.Rows, cm.Accounting.Rejected, out)
	}
	if show, _, _ := run(t, "versions", "show", parent); !strings.Contains(show, "\nkind      pairs\n") || strings.Contains(show, "\nparent ") {
		t.Errorf("versions show of a pairs version:\n%s", show)
	}
	_, stderr, code := run(t, "derive", "tagger", "--from", parent, "--output", out, "--name", "gtn", "--quiet", "--runner", "direct")
	if code == 0 || !strings.Contains(stderr, "holds pairs versions") || !strings.Contains(stderr, "--name") {
		t.Errorf("derive tagger --name gtn (the parent's folder): exit %d: %s", code, stderr)
	}
}

// TestDeriveTooLongRowsAreRejectedFast: a parent row of thousands of words
// without spans (NeMo JSONL, a whole document) held derive tagger and
// derive u2tf for more than 5 minutes (the word matcher's time is up to
// cubic in the length of repetitive text); it is rejected as too_long (--max-words, --max-tokens; default
// 1,024), counted, and the rest is derived.
func TestDeriveTooLongRowsAreRejectedFast(t *testing.T) {
	tmp := t.TempDir()
	var w, s []string
	for i := 0; i < 2000; i++ {
		w = append(w, "the", "cost", "was", fmt.Sprint(i%97), "dollars", ".")
		s = append(s, "the", "cost", "was", "n", "dollars", ".")
	}
	long, _ := json.Marshal(map[string]string{"text": strings.Join(w, " "), "gt_normalized": strings.Join(s, " ")})
	in := writeFile(t, tmp, "GoogleTN.jsonl", string(long)+"\n"+`{"text": "It is 5 .", "gt_normalized": "it is five ."}`+"\n")
	parent := prepOK(t, "prep", "gtn", "--input", in, "--nemo-split", "train", "--detokenize", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	for kind, flag := range map[string]string{"tagger": "--max-words", "u2tf": "--max-tokens"} {
		d := prepOK(t, "derive", kind, "--from", parent, "--output", filepath.Join(tmp, "d"), "--max-reject-rate", "1", "--runner", "direct")
		m := loadManifest(t, d)
		if a := m.Accounting; a.Read != 2 || a.Written != 1 || a.RejectedByReason[kind+"/too_long"] != 1 || m.Config[strings.TrimPrefix(strings.ReplaceAll(flag, "-", "_"), "__")] != "1024" {
			t.Errorf("derive %s: %+v, config %v", kind, a, m.Config)
		}
	}
}

// TestDeriveMaxLengthHelpSaysWhatIsSlow: --max-words and --max-tokens said
// an unspanned pair is aligned in time about cubic in its length, which a
// long unmatched run no longer is (tagu26: about linear); the word matcher
// (difflib) still is on repetitive text (a short sentence repeated: 3.4 s
// at 4,096 words, 33 s at 8,192, in tagging and u2tf alike), and text whose
// words rarely repeat is far faster (65 ms and 0.13 s at 8,192;
// BenchmarkDeriveUnspannedGrowth in tagging and u2tf, 2026-11-30), which
// the help says too.
func TestDeriveMaxLengthHelpSaysWhatIsSlow(t *testing.T) {
	for kind, flag := range map[string]string{"tagger": "--max-words", "u2tf": "--max-tokens"} {
		help, _, code := run(t, "derive", kind, "--help")
		i := strings.Index(help, "  "+flag+"\n")
		if code != 0 || i < 0 {
			t.Fatalf("derive %s --help (exit %d) has no %s:\n%s", kind, code, flag, help)
		}
		line := help[i:]
		line = line[:strings.Index(line, "(default 1024)")]
		if strings.Contains(line, "aligned in time about cubic") || !strings.Contains(line, "up to cubic in its length on repetitive text") || !strings.Contains(line, "unmatched run is aligned in about linear time") || !strings.Contains(line, "rarely repeat") {
			t.Errorf("derive %s --help, %s:\n%s", kind, flag, line)
		}
	}
}

// TestDeriveHelpSaysWhatEachKindMakes: 'derive --help' listed the kinds'
// names alone; each now has its line, as prep's sources do. Each kind's own
// help ('derive KIND --help', 'help derive KIND') says it too: it gave the
// flags alone, where every 'prep SOURCE --help' says what it reads.
func TestDeriveHelpSaysWhatEachKindMakes(t *testing.T) {
	stdout, _, code := run(t, "derive", "--help")
	if code != 0 {
		t.Fatalf("derive --help: exit %d\n%s", code, stdout)
	}
	for kind := range deriveKinds {
		doc := deriveKindDocs[kind]
		if doc == "" || !strings.Contains(stdout, "  "+kind+" ") || !strings.Contains(stdout, doc) {
			t.Errorf("derive --help does not say what %s makes:\n%s", kind, stdout)
		}
	}
	if !strings.Contains(stdout, "Run 'itnprep derive <kind> --help' for its flags.") {
		t.Errorf("derive --help:\n%s", stdout)
	}
	for kind := range deriveKinds {
		for _, args := range [][]string{{"derive", kind, "--help"}, {"help", "derive", kind}} {
			if help, _, code := run(t, args...); code != 0 || !strings.Contains(help, "\n\nMakes "+deriveKindDocs[kind]+".\n") {
				t.Errorf("%v (exit %d) does not say what it makes:\n%s", args, code, help)
			}
		}
	}
}

// TestDeriveTakesTheParentAsAnArgument: `derive tagger VERSION --output DIR
// --quiet` (prep's last stdout line piped in, flags after it, as export
// nemo-tagger VERSION_DIR takes it) is the same derive as --from VERSION;
// it was refused as an unexpected argument naming the version and the
// flags after it. Two parents (an argument and --from, or two arguments)
// are one line's usage error. Without --output the version is published
// beside its parent (it was a usage error), and a parent copied to a
// folder not named after it asks for --output in one line.
func TestDeriveTakesTheParentAsAnArgument(t *testing.T) {
	tmp := t.TempDir()
	for _, kind := range []string{"tagger", "u2tf"} {
		// u2tf needs punctuation joined to words (prep gtn --detokenize).
		parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, kind+"-p"), "--runner", "direct", "--detokenize="+fmt.Sprint(kind == "u2tf"))
		a := prepOK(t, "derive", kind, "--from", parent, "--output", filepath.Join(tmp, kind+"-a"), "--runner", "direct")
		b := prepOK(t, "derive", kind, parent, "--output", filepath.Join(tmp, kind+"-b"), "--quiet", "--runner", "direct")
		sameVersion(t, a, b)
		for _, args := range [][]string{{parent, "--from", parent}, {parent, parent}} {
			full := append([]string{"derive", kind}, args...)
			full = append(full, "--output", filepath.Join(tmp, "x"), "--runner", "direct")
			_, stderr, code := run(t, full...)
			if code != 2 || !strings.Contains(stderr, "takes one parent version") || strings.Count(stderr, "\n") != 1 {
				t.Errorf("derive %s %v: exit %d, want 2 and one line:\n%s", kind, args, code, stderr)
			}
		}
		_, stderr, code := run(t, "derive", kind, "--output", filepath.Join(tmp, "y"), "--runner", "direct")
		if code != 2 || !strings.Contains(stderr, "needs the parent version (VERSION_DIR or --from VERSION_DIR)") {
			t.Errorf("derive %s without a parent: exit %d:\n%s", kind, code, stderr)
		}
		// Without --output the derived version lands beside its parent,
		// under the root the parent was published under: the same version.
		beside := prepOK(t, "derive", kind, parent, "--runner", "direct")
		sameVersion(t, a, beside)
		if want := filepath.Join(tmp, kind+"-p", "gtn-"+kind, filepath.Base(beside)); beside != want {
			t.Errorf("derive %s without --output published %s, want %s (beside the parent)", kind, beside, want)
		}
		// A parent copied to a folder not named after it has no such root.
		copied := filepath.Join(tmp, kind+"-copy", "v1")
		if err := os.CopyFS(copied, os.DirFS(parent)); err != nil {
			t.Fatal(err)
		}
		_, stderr, code = run(t, "derive", kind, copied, "--runner", "direct")
		if code != 2 || !strings.Contains(stderr, "--output is required: "+copied+" is not a folder OUTPUT/gtn/") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("derive %s of a copied parent without --output: exit %d, want 2 (a missing flag) and one line asking for --output:\n%s", kind, code, stderr)
		}
	}
}

// TestAllowDuplicateIDsHelpSaysWhatEachCommandMeans: prep and derive
// shared one help of --allow-duplicate-ids, which named what a prep's
// inputs repeat (a file name in two folders, an id in the input) to a
// derive, whose rows keep its parent's ids and read no file.
func TestAllowDuplicateIDsHelpSaysWhatEachCommandMeans(t *testing.T) {
	help := func(args ...string) string {
		t.Helper()
		out, _, code := run(t, append(args, "--help")...)
		i := strings.Index(out, "  --allow-duplicate-ids, --no-allow-duplicate-ids\n")
		if code != 0 || i < 0 {
			t.Fatalf("%q --help (exit %d) has no --allow-duplicate-ids:\n%s", args, code, out)
		}
		block := out[i+3:]
		if j := strings.Index(block, "\n  --"); j >= 0 {
			block = block[:j]
		}
		return block
	}
	for _, src := range []string{"gtn", "text", "spgi"} {
		if h := help("prep", src); !strings.Contains(h, "same file name in two folders") || strings.Contains(h, "parent") {
			t.Errorf("prep %s --help, --allow-duplicate-ids:\n%s", src, h)
		}
	}
	for _, kind := range []string{"tagger", "u2tf"} {
		if h := help("derive", kind); strings.Contains(h, "two folders") || !strings.Contains(h, "keeps its parent row's id") || !strings.Contains(h, "a parent published with --allow-duplicate-ids") {
			t.Errorf("derive %s --help, --allow-duplicate-ids:\n%s", kind, h)
		}
	}
}
