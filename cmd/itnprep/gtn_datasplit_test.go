package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrepGTNReadsNeMoDataSplitFiles: NeMo's Duplex TN data_split.py
// writes Google TN's raw files, unchanged in format, as
// train/output-000NN-of-00100.tsv, dev/... and test/...; prep gtn refused
// them as "neither a raw GTN file ...", naming --split-by-id, which loses
// the standard split their numbers carry. They read as the release's
// files: the split of their number, ids under their name.
func TestPrepGTNReadsNeMoDataSplitFiles(t *testing.T) {
	tmp := t.TempDir()
	sentence := "PLAIN\tIt\t<self>\nCARDINAL\t5\tfive\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	for _, f := range []string{"train/output-00001-of-00100.tsv", "dev/output-00091-of-00100.tsv", "test/output-00099-of-00100.tsv"} {
		p := filepath.Join(tmp, "data_split", f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(strings.Repeat(sentence, 2)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	v := prepOK(t, "prep", "gtn", "--input", filepath.Join(tmp, "data_split", "*", "*.tsv"), "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	a := verified(t, v).Accounting
	if a.Read != 6 || a.Written != 6 || a.RowsBySplit["train"] != 2 || a.RowsBySplit["validation"] != 2 || a.RowsBySplit["test"] != 2 {
		t.Errorf("accounting %+v; want 2 rows in each of train, validation and test", a)
	}
}
