package pipelines

import (
	"context"
	"strings"
	"testing"
)

// TestManySpansLinesAgrees: the export's warning on lines NeMo leaves out
// said "at least 1 of the 2 lines of train.tsv have" of one line, and "at
// least 1 of the 1 lines of valid.tsv have" of a file of one line.
func TestManySpansLinesAgrees(t *testing.T) {
	for _, c := range []struct {
		n, rows int
		want    string
	}{
		{1, 2, "at least 1 of the 2 lines of train.tsv has"},
		{4, 6, "at least 4 of the 6 lines of train.tsv have"},
		{1, 1, "the one line of train.tsv has"},
		{6, 6, "all 6 lines of train.tsv have"},
	} {
		if got := manySpansLines(c.n, c.rows, "train.tsv"); got != c.want {
			t.Errorf("manySpansLines(%d, %d) = %q, want %q", c.n, c.rows, got, c.want)
		}
	}
}

// Warnings, the export's lines on what NeMo will not read (printed by
// export nemo-tagger, which held them in package main): none for a full
// export, one for a file's lines over NeMo's span limit and one for a
// split with no NeMo file, in that order.
func TestExportWarnings(t *testing.T) {
	full := &NeMoExportReport{Rows: map[string]int{"train.tsv": 2, "valid.tsv": 1, "test.tsv": 1}}
	if got := full.Warnings(context.Background(), t.TempDir()); len(got) != 0 {
		t.Errorf("a full export: %q", got)
	}
	rep := &NeMoExportReport{
		Rows:      map[string]int{"train.tsv": 2, "valid.tsv": 1, "test.tsv": 1},
		ManySpans: map[string]int{"train.tsv": 1},
		Skipped:   map[string]int64{"extra": 3},
	}
	got := rep.Warnings(context.Background(), t.TempDir())
	if len(got) != 2 || !strings.HasPrefix(got[0], "warning: at least 1 of the 2 lines of train.tsv has more than 64 semiotic spans as NeMo counts them") ||
		got[1] != "split extra (3 rows) has no NeMo file; not exported" {
		t.Errorf("warnings: %q", got)
	}
}
