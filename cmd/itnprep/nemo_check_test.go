package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
)

// nemoCommit is NeMo's last commit holding the Thutmose tagger's code (the
// parent of c67474de4b, #14110, which removed it).
const nemoCommit = "0beed050d7268f80d43a3f599aba22dd53908413"

// nemoTree extracts the files of NeMo's Thutmose tagger that
// scripts/nemo_tagger_check.py --nemo imports (utils.py, tagging.py,
// bert_example.py) and runs (get_label_vocab.py) from a NeMo git directory
// named by ITNPREP_NEMO_GIT (a clone or `fetch` snapshot of NVIDIA/NeMo
// holding nemoCommit), or "" when there is none: the check then runs with
// the script's own reading of NeMo's rules alone, so CI needs no NeMo.
func nemoTree(t *testing.T) string {
	t.Helper()
	git := os.Getenv("ITNPREP_NEMO_GIT")
	if git == "" {
		t.Logf("NeMo's own code not run: set ITNPREP_NEMO_GIT to a NeMo git directory holding %s", nemoCommit)
		return ""
	}
	root := t.TempDir()
	for _, f := range []string{
		"nemo/collections/nlp/data/text_normalization_as_tagging/utils.py",
		"nemo/collections/nlp/data/text_normalization_as_tagging/tagging.py",
		"nemo/collections/nlp/data/text_normalization_as_tagging/bert_example.py",
		"examples/nlp/text_normalization_as_tagging/dataset_preparation/get_label_vocab.py",
	} {
		b, err := exec.Command("git", "--git-dir", git, "show", nemoCommit+":"+f).Output()
		if err != nil {
			t.Logf("NeMo's own code not run: ITNPREP_NEMO_GIT=%s has no %s at %s (%v)", git, f, nemoCommit, err)
			return ""
		}
		p := filepath.Join(root, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// nemoCheck runs scripts/nemo_tagger_check.py on an export folder (with
// NeMo's own code when tree is not ""), returning its summary, its stderr
// and whether it passed.
func nemoCheck(t *testing.T, dir, tree string, extra ...string) (map[string]any, string, bool) {
	t.Helper()
	py := testutil.DebianPython(t)
	args := []string{filepath.Join(testutil.ModuleRoot(t), "scripts", "nemo_tagger_check.py"), dir}
	if tree != "" {
		args = append(args, "--nemo", tree)
	}
	cmd := exec.Command(py, append(args, extra...)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var sum map[string]any
	if jerr := json.Unmarshal(out, &sum); jerr != nil {
		t.Fatalf("nemo_tagger_check.py %v: no summary (%v): %s%s", args[1:], err, out, stderr.String())
	}
	return sum, stderr.String(), err == nil
}

// writeTargets writes DIR/{train,valid,test}.targets, each row's target in
// the export's line order, for the checker's realization.
func writeTargets(t *testing.T, version, dir string) {
	t.Helper()
	rows := taggerRows(t, version)
	dataset.SortRows(rows)
	targets := map[string]*strings.Builder{"train": {}, "valid": {}, "test": {}}
	for _, r := range rows {
		if f, ok := map[string]string{"train": "train", "validation": "valid", "test": "test"}[r.Split]; ok {
			targets[f].WriteString(r.Target + "\n")
		}
	}
	for f, b := range targets {
		if err := os.WriteFile(filepath.Join(dir, f+".targets"), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestExportReadsAsNeMoReadsIt: an export of every split read by NeMo's
// Thutmose tagger code's rules (scripts/nemo_tagger_check.py: every line
// parses into an example, every tag is in label_map.txt, which is what
// NeMo's get_label_vocab.py writes from train.tsv and valid.tsv, the
// classes are the 16 of NeMo's recipe, and each line realizes its target
// by realize_output), and, with ITNPREP_NEMO_GIT, by NeMo's own code, to
// the same verdicts. label_map.txt listed the fragments in the version's
// vocabulary order (counts over the vocab split before the rejects) until
// 2026-12-02 (qa67): the checker found it differing from get_label_vocab.py's
// at line 7 here.
func TestExportReadsAsNeMoReadsIt(t *testing.T) {
	testutil.DebianPython(t)
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "text", "--input", "../../testdata/tagger/readings.txt", "--output", filepath.Join(tmp, "p"),
		"--samples", "3", "--variant-floor", "0", "--split-by-id", "train=80,validation=10,test=10")
	tagger := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "t"), "--max-reject-rate", "1")
	out := filepath.Join(tmp, "nemo")
	if _, stderr, code := run(t, "export", "nemo-tagger", tagger, "--out", out); code != 0 {
		t.Fatalf("export: exit %d: %s", code, stderr)
	}
	writeTargets(t, tagger, out)
	m := loadManifest(t, tagger)
	own, stderr, ok := nemoCheck(t, out, "")
	if !ok {
		t.Fatalf("the export does not read as NeMo reads it: %v\n%s", own, stderr)
	}
	lines := own["lines"].(map[string]any)
	for split, file := range map[string]string{"train": "train.tsv", "validation": "valid.tsv", "test": "test.tsv"} {
		if n := int64(lines[file].(float64)); n != m.Accounting.RowsBySplit[split] || n == 0 {
			t.Errorf("%s: %d lines read, the version has %d %s rows", file, n, m.Accounting.RowsBySplit[split], split)
		}
	}
	if r := int64(own["realized"].(float64)); r != m.Accounting.Rows {
		t.Errorf("realized %d lines, the version has %d rows", r, m.Accounting.Rows)
	}
	t.Logf("own reading: %v", own)
	tree := nemoTree(t)
	if tree == "" {
		return
	}
	nemo, stderr, ok := nemoCheck(t, out, tree)
	if !ok {
		t.Fatalf("NeMo's own code does not read the export: %v\n%s", nemo, stderr)
	}
	own["reader"], nemo["reader"] = "", ""
	a, _ := json.Marshal(own)
	b, _ := json.Marshal(nemo)
	if string(a) != string(b) {
		t.Errorf("NeMo's own code reads the export otherwise than the checker's rules:\nown  %s\nnemo %s", a, b)
	}
}

// TestNeMoCheckFindsFaults: the checker fails, naming file and line, on an
// export NeMo would read otherwise: a tag outside label_map.txt (a KeyError
// in NeMo), a label map in another order than get_label_vocab.py's, a
// class outside the recipe's 16, and a line that realizes another text.
func TestNeMoCheckFindsFaults(t *testing.T) {
	testutil.DebianPython(t)
	tree := nemoTree(t)
	good := t.TempDir()
	files := map[string]string{
		"train.tsv":            "paid ten dollars\t<SELF> 10_ _$<<\tMONEY 1 3\nin two thousand\t<SELF> _2 000_\tDATE 1 3\n",
		"valid.tsv":            "ten dollars\t10_ _$<<\tMONEY 0 2\n",
		"test.tsv":             "two thousand\t_2 000_\tCARDINAL 0 2\n",
		"label_map.txt":        "KEEP\nDELETE\nDELETE|10_\nDELETE|_$<<\nDELETE|_2\nDELETE|000_\n",
		"semiotic_classes.txt": "ADDRESS\nCARDINAL\nDATE\nDECIMAL\nDIGIT\nELECTRONIC\nFRACTION\nLETTERS\nMEASURE\nMONEY\nORDINAL\nPLAIN\nPUNCT\nTELEPHONE\nTIME\nVERBATIM\n",
		"train.targets":        "paid $10\nin 2000\n",
		"valid.targets":        "$10\n",
		"test.targets":         "2000\n",
	}
	for f, s := range files {
		writeFile(t, good, f, s)
	}
	readers := []string{""}
	if tree != "" {
		readers = append(readers, tree)
	}
	for _, tr := range readers {
		if sum, stderr, ok := nemoCheck(t, good, tr); !ok || sum["exact"].(float64) != 4 {
			t.Fatalf("a sound export fails the check (%v): %s", sum, stderr)
		}
	}
	for _, tc := range []struct {
		what, file, from, to, want string
	}{
		{"a tag outside the label map", "valid.tsv", "10_ _$<<", "10_ _$<", "valid.tsv:1: KeyError"},
		{"the vocabulary's order", "label_map.txt", "DELETE|10_\nDELETE|_$<<\n", "DELETE|_$<<\nDELETE|10_\n", "label_map.txt: line 3 is 'DELETE|_$<<'; get_label_vocab.py over train.tsv and valid.tsv writes 'DELETE|10_'"},
		{"a class of NeMo's test-case files", "test.tsv", "CARDINAL 0 2", "WHITELIST 0 2", "test.tsv:1: KeyError"},
		{"a class added to the recipe's", "semiotic_classes.txt", "VERBATIM\n", "VERBATIM\nWHITELIST\n", "semiotic_classes.txt: is "},
		{"a span past the words", "train.tsv", "MONEY 1 3", "MONEY 1 4", "train.tsv:1: span 'MONEY 1 4' out of order or outside the 3 words"},
		{"a realization off its target", "train.targets", "paid $10", "paid $100", "train.tsv:1: realizes 'paid $10 ', target 'paid $100'"},
		{"two fields", "test.tsv", "\tCARDINAL 0 2", "", "test.tsv:1: ValueError"},
	} {
		bad := t.TempDir()
		for f, s := range files {
			if f == tc.file {
				if !strings.Contains(s, tc.from) {
					t.Fatalf("%s: %s lacks %q", tc.what, f, tc.from)
				}
				s = strings.Replace(s, tc.from, tc.to, 1)
			}
			writeFile(t, bad, f, s)
		}
		for _, tr := range readers {
			_, stderr, ok := nemoCheck(t, bad, tr)
			if ok || !strings.Contains(stderr, tc.want) {
				t.Errorf("%s (nemo %v): passed %v, stderr %q, want %q", tc.what, tr != "", ok, stderr, tc.want)
			}
		}
	}
}
