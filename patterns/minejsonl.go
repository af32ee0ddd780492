package patterns

import (
	"fmt"
	"io"
)

// JSONLOptions are the parameters of MineJSONL, as `itnprep mine` takes them.
type JSONLOptions struct {
	MinSupport float64 // a count >= 1, or a share of the sequences if < 1 (ResolveMinSupport)
	MinLen     int     // shortest reported pattern in items; <= 1 means 1
	MaxLen     int     // longest pattern in items; <= 0 means unbounded
	MaxSeqLen  int     // sequences longer than this are skipped and counted; 0 = no cap
	SortMem    int     // bytes of patterns buffered before sorting spills to temporary files; <= 0 = 64 MiB
	TempDir    string  // for the spilled runs; "" = os.TempDir()
}

// JSONLSummary says what one MineJSONL run read and wrote.
type JSONLSummary struct {
	Sequences  int // sequences mined
	Skipped    int // sequences over MaxSeqLen, not mined
	Items      int // distinct items
	MinSupport int // the absolute minimum support MinSupport resolved to
	Patterns   int // patterns written
}

// MineJSONL is single-machine mining from end to end: it reads sequences
// from r (ReadJSONL; name is used in error messages), resolves the minimum
// support over their number, runs PrefixSpan (Mine) and writes every
// frequent pattern to w as "[support, [items...]]" lines, support descending
// then pattern (SortedWriter). Its output is what the distributed SON
// pipeline writes for the same input, byte for byte.
func MineJSONL(r io.Reader, name string, w io.Writer, opt JSONLOptions) (JSONLSummary, error) {
	db, err := ReadJSONL(r, name, opt.MaxSeqLen)
	if err != nil {
		return JSONLSummary{}, err
	}
	abs, err := ResolveMinSupport(opt.MinSupport, db.Len())
	if err != nil {
		return JSONLSummary{}, fmt.Errorf("minimum support: %w", err)
	}
	sum := JSONLSummary{Sequences: db.Len(), Skipped: db.Skipped, Items: db.NumItems(), MinSupport: abs}
	sw := NewSortedWriter(db, w, opt.SortMem, opt.TempDir)
	if err := Mine(db, Options{MinSupport: abs, MinLen: opt.MinLen, MaxLen: opt.MaxLen}, sw.Add); err != nil {
		sw.Close()
		return sum, err
	}
	if err := sw.Close(); err != nil {
		return sum, fmt.Errorf("writing patterns: %w", err)
	}
	sum.Patterns = sw.Count()
	return sum, nil
}
