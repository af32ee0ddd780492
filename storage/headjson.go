package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/itnprep/itnprep/dataset"
)

// HeadJSON writes Head's rows to w as JSON lines, one per row, in the row
// type of the version's kind (pairs, tagger rows, u2tf rows) and with <, >
// and & as they are (not \u003c: the rows' text as a reader would write
// it); a kind it has no row type for is an error naming it. It is
// `versions head`'s printing of rows, which chose the row type by kind in
// the CLI.
func HeadJSON(ctx context.Context, dir string, m *dataset.Manifest, split string, n int, w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	switch m.Kind {
	case "":
		return Head(ctx, dir, m, split, n, func(r *dataset.Pair) error { return enc.Encode(r) })
	case dataset.KindTagger:
		return Head(ctx, dir, m, split, n, func(r *dataset.TaggerRow) error { return enc.Encode(r) })
	case dataset.KindU2TF:
		return Head(ctx, dir, m, split, n, func(r *dataset.U2TFRow) error { return enc.Encode(r) })
	default:
		return fmt.Errorf("%s holds %q rows, which versions head cannot print", dir, m.Kind)
	}
}
