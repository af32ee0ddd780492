package storage

import (
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestOverlap: rows of one version's split whose folded written text
// another version's split holds are counted both ways, with distinct
// texts and rows per split; the count is the same when the hashes spill
// into many sorted runs as when they stay in memory; a derived version is
// refused with the parent to give.
func TestOverlap(t *testing.T) {
	tmp := t.TempDir()
	pair := func(id, split, written string) dataset.Pair {
		return dataset.Pair{ID: id, Source: "test", Split: split, Written: written, Spoken: "x"}
	}
	var train, test []dataset.Pair
	for i := range 10 {
		train = append(train, pair(fmt.Sprintf("a%d", i), "train", fmt.Sprintf("Sentence %d.", i)))
	}
	train = append(train, pair("a10", "train", "sentence  3."), pair("a11", "train", "Only in train."))
	test = append(test, pair("b0", "test", "SENTENCE 3."), pair("b1", "test", "Sentence 4."), pair("b2", "test", "New one."), pair("b3", "test", "New one."))
	a, _ := buildVersion(t, filepath.Join(tmp, "a"), train, nil)
	b, _ := buildVersion(t, filepath.Join(tmp, "b"), test, nil)
	rep, err := Overlap(context.Background(), []string{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Groups) != 2 {
		t.Fatalf("groups %+v", rep.Groups)
	}
	tr, te := rep.Groups[0], rep.Groups[1]
	// train: 12 rows, 11 texts ("Sentence 3." twice); 3 rows whose text
	// the test split holds (two spellings of sentence 3, and 4).
	if tr.Split != "train" || tr.Rows != 12 || tr.Distinct != 11 || !reflect.DeepEqual(tr.In, []int64{0, 3}) {
		t.Errorf("train group %+v", tr)
	}
	if te.Split != "test" || te.Rows != 4 || te.Distinct != 3 || !reflect.DeepEqual(te.In, []int64{2, 0}) {
		t.Errorf("test group %+v", te)
	}
	old := overlapRunEntries
	overlapRunEntries = 3
	defer func() { overlapRunEntries = old }()
	spilled, err := Overlap(context.Background(), []string{a, b})
	if err != nil || !reflect.DeepEqual(spilled, rep) {
		t.Errorf("spilled into runs of 3: %+v, %v; in memory %+v", spilled, err, rep)
	}
}
