package storage

import (
	"context"
	"testing"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
)

var cardStore = storetest.Register("cardfs")

// TestCheckCardReadsTheCardOnce: checking a version's card and figures
// (versions verify's CheckCard, a re-run's RepairCard) downloads README.md
// once: it was read to be checked, then again for the figures it names, a
// second request on an object store. The figures it names are checked,
// and a figure cut short is still found.
func TestCheckCardReadsTheCardOnce(t *testing.T) {
	ctx := context.Background()
	m := &dataset.Manifest{Format: dataset.FormatV1, Name: "gtn", VersionID: "0123456789abcdef0123", Created: "2026-11-30T21:00:00Z",
		Accounting: dataset.Accounting{Read: 2, Written: 2, Rows: 2, RowsBySplit: map[string]int64{"train": 2}}}
	files, err := card.Files(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, repair := range []bool{false, true} {
		dir := cardStore.Bucket() + "/out/gtn/" + m.VersionID
		var figure string
		for name, b := range files {
			if name != cardFile && figure == "" {
				figure, b = name, b[:len(b)/2]
			}
			cardStore.Put(dataset.Join(dir, name), b)
		}
		if figure == "" {
			t.Fatal("the card has no figure")
		}
		check := CheckCard
		if repair {
			check = RepairCard
		}
		found, err := check(ctx, dir, files)
		if err != nil {
			t.Fatal(err)
		}
		if len(found) != 1 || found[0][:len(figure)] != figure {
			t.Errorf("repair %v: found %v, want %s cut short", repair, found, figure)
		}
		if n := cardStore.Reads(dataset.Join(dir, cardFile)); n != 1 {
			t.Errorf("repair %v: README.md read %d times, want 1", repair, n)
		}
	}
}
