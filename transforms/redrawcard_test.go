package transforms

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// TestRedrawCardIsTheManifests: a run that lost the race to publish its
// version wrote its own card (its creation time) over the winner's before
// it found the winner's manifest; redrawCard writes the manifest's card
// again, whole, where RepairCard leaves a card that is whole but differs.
func TestRedrawCardIsTheManifests(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "out", "gtn", "0123456789abcdef0123")
	kept := &dataset.Manifest{Format: dataset.FormatV1, Name: "gtn", VersionID: "0123456789abcdef0123", Created: "2026-11-30T21:00:00Z"}
	b, err := kept.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := storage.WriteAtomic(ctx, dataset.Join(dir, dataset.ManifestFile), b); err != nil {
		t.Fatal(err)
	}
	loser := *kept
	loser.Created = "2026-11-30T21:00:01Z"
	theirs, err := card.Files(&loser)
	if err != nil {
		t.Fatal(err)
	}
	if err := storage.WriteFiles(ctx, dir, theirs); err != nil {
		t.Fatal(err)
	}
	if err := redrawCard(ctx, dir); err != nil {
		t.Fatal(err)
	}
	want, err := card.Files(kept)
	if err != nil {
		t.Fatal(err)
	}
	for name, w := range want {
		got, err := storage.ReadFile(ctx, dataset.Join(dir, name))
		if err != nil || string(got) != string(w) {
			t.Errorf("%s: %v, not the kept manifest's card", name, err)
		}
	}
}
