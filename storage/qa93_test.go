package storage

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestOverlapFoldsUnicodeNormalization (qa93): one sentence composed
// ("café", NFC) in one version's train split and decomposed ("cafe" +
// U+0301, NFD, as macOS and some exports write text) in another's test
// split is one text, a test sentence trained on; overlap counted 0.
func TestOverlapFoldsUnicodeNormalization(t *testing.T) {
	tmp := t.TempDir()
	a, _ := buildVersion(t, filepath.Join(tmp, "a"), []dataset.Pair{
		{ID: "a1", Source: "test", Split: "train", Written: "The caf\u00e9 in Z\u00fcrich opened.", Spoken: "x"},
		{ID: "a2", Source: "test", Split: "train", Written: "Only in train.", Spoken: "x"},
	}, nil)
	b, _ := buildVersion(t, filepath.Join(tmp, "b"), []dataset.Pair{
		{ID: "b1", Source: "test", Split: "test", Written: "The cafe\u0301 in Zu\u0308rich opened.", Spoken: "x"},
	}, nil)
	rep, err := Overlap(context.Background(), []string{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Groups) != 2 {
		t.Fatalf("groups %+v", rep.Groups)
	}
	if tr, te := rep.Groups[0], rep.Groups[1]; !reflect.DeepEqual(tr.In, []int64{0, 1}) || !reflect.DeepEqual(te.In, []int64{1, 0}) {
		t.Errorf("train %+v, test %+v: want the decomposed test sentence counted in train and back", tr, te)
	}
}
