package storage

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// CheckOutputNotInADataset refuses a publishing run's --output (local or a
// URL) that is no output root by the version layout (OUT/NAME/<id>, tags
// in OUT/NAME/tags): a local one inside a published version's folder (the
// version folder itself, as prep prints it last and a user pastes it, or
// its data/), or a dataset folder OUT/NAME itself (its versions and tags/
// beside), or its tags folder, or OUT/NAME@TAG: the run published
// OUT/NAME/<id>/NAME/<id>, a folder inside a version that was to stay as
// published (its manifest and checksums do not list it, so nothing
// noticed), or a dataset inside a dataset's folder. The error names the
// output root to give; the command line reports it as a usage error. An
// --output on a store (gs://, s3://) is checked against the versions above
// it only: the one look up of them (EnclosingVersion) for both kinds of
// output. It moved here from cmd/itnprep (house8: the version layout's
// rules are storage's).
func CheckOutputNotInADataset(ctx context.Context, out string) error {
	abs := out
	if !dataset.IsURL(out) {
		var err error
		if abs, err = filepath.Abs(out); err != nil {
			return nil
		}
	}
	if d := EnclosingVersion(ctx, abs); d != "" {
		return insideVersionOutput(out, d)
	}
	if dataset.IsURL(out) {
		return nil
	}
	// OUT/NAME@TAG names a version; as an --output it made a folder of
	// that name, which then hid the tag from every command (a path that
	// exists as typed wins over a tag).
	if base := filepath.Base(abs); strings.Contains(base, "@") {
		i := strings.LastIndex(base, "@")
		ds := filepath.Join(filepath.Dir(abs), base[:i])
		if fi, err := os.Stat(filepath.Join(ds, "tags")); err == nil && fi.IsDir() {
			return fmt.Errorf("--output %s: names a version (tag %s of the dataset %s), not an output root; a run would make a folder of that name, which would hide the tag from every command; give the output root, %s (the version goes to OUTPUT/NAME/<version id>)", out, base[i+1:], ds, filepath.Dir(abs))
		}
	}
	// A dataset's tags folder (OUT/NAME/tags): a run published
	// OUT/NAME/tags/NAME/<id>, which versions list does not find, and its
	// folder read as a tag of that name (qa82).
	if filepath.Base(abs) == "tags" {
		if ds := filepath.Dir(abs); DatasetFolderVersion(ctx, ds) != "" {
			return fmt.Errorf("--output %s: is the folder the dataset %s keeps its tags in, and a run would make a dataset folder inside it; give the output root, %s (the version goes to OUTPUT/NAME/<version id>)", out, ds, filepath.Dir(ds))
		}
	}
	// A dataset folder holds its tags beside its versions (every publishing
	// run writes tags/latest): a folder holding a copied version alone is
	// no dataset's, and may take datasets beside it.
	if v := DatasetFolderVersion(ctx, abs); v != "" {
		return fmt.Errorf("--output %s: is a dataset's folder, OUTPUT/NAME (it holds the version %s), and a run would make a dataset folder inside it; give the output root, %s (the version goes to OUTPUT/NAME/<version id>)", out, v, filepath.Dir(abs))
	}
	return nil
}

// DatasetFolderVersion is the first version folder in the local folder
// abs when abs is a dataset's folder (its tags/ beside its versions), else
// "".
func DatasetFolderVersion(ctx context.Context, abs string) string {
	if fi, err := os.Stat(filepath.Join(abs, "tags")); err != nil || !fi.IsDir() {
		return ""
	}
	entries, err := os.ReadDir(abs)
	if err != nil {
		return ""
	}
	for _, e := range entries {
		if e.IsDir() && IsVersionFolder(ctx, filepath.Join(abs, e.Name())) {
			return e.Name()
		}
	}
	return ""
}

// insideVersionOutput is the error of an --output out inside the published
// version d, naming the output root to give.
func insideVersionOutput(out, d string) error {
	return fmt.Errorf("--output %s: is inside the published dataset version %s (it holds the version's manifest.json), and a run would write its own version into it; give the output root, %s (the version goes to OUTPUT/NAME/<version id>)", out, d, dataset.Dir(dataset.Dir(d)))
}
