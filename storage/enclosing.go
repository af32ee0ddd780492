package storage

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/itnprep/itnprep/dataset"
)

// EnclosingVersion is the published version's folder that holds the path
// p (a file or a folder, there or not), or is it: p and each folder above
// it, up to the root or the bucket, is asked whether it holds an itnprep
// manifest (IsVersionFolder); "" when none does. An output a command is
// about to write there is refused: a published version is never changed,
// and verify checks only the files its manifest lists. A URL is walked up
// as a local path is (the command line's checks of mine-pairs --output and
// style fit --out walked up local paths only, and a gs:// output inside a
// version was written there without a word); a store that does not
// answer counts as holding no version, and the write that follows says
// why.
func EnclosingVersion(ctx context.Context, p string) string {
	if !dataset.IsURL(p) {
		abs, err := filepath.Abs(p)
		if err != nil {
			return ""
		}
		p = abs
	}
	for d := dataset.TrimSlash(p); ; d = dataset.Dir(d) {
		if IsVersionFolder(ctx, d) {
			return d
		}
		if dataset.Dir(d) == d {
			return ""
		}
	}
}

// IsVersionFolder reports whether dir (local or URL) holds an itnprep
// manifest: its format field says so, as a manifest.json of another tool
// does not. A local manifest is read directly, not through Beam's
// filesystem.
func IsVersionFolder(ctx context.Context, dir string) bool {
	p := dataset.Join(dir, dataset.ManifestFile)
	var b []byte
	var err error
	if dataset.IsURL(dir) {
		b, err = ReadFile(ctx, p)
	} else {
		b, err = os.ReadFile(p)
	}
	if err != nil {
		return false
	}
	var m struct {
		Format string `json:"format"`
	}
	return json.Unmarshal(b, &m) == nil && m.Format == dataset.FormatV1
}
