package patterns

import (
	"fmt"
	"io"

	"github.com/itnprep/itnprep/internal/quarantine"
)

// JSONLOptions are the parameters of MineJSONL, as `itnprep mine` takes them.
type JSONLOptions struct {
	MinSupport float64 // a count >= 1, or a share of the sequences if < 1 (ResolveMinSupport)
	MinLen     int     // shortest reported pattern in items; <= 1 means 1
	MaxLen     int     // longest pattern in items; <= 0 means unbounded
	MaxSeqLen  int     // sequences longer than this are skipped and counted; 0 = no cap
	SortMem    int     // bytes of patterns buffered before sorting spills to temporary files; <= 0 = 64 MiB
	TempDir    string  // for the spilled runs; "" = os.TempDir()
	// Rejects, when not nil, quarantines a line that is not a sequence
	// (ScanJSONLQuarantine's reasons) with its file, line and reason, and
	// reading goes on; when nil such a line stops the run with an error
	// naming it.
	Rejects *quarantine.Sink
	// Check, when not nil, judges what was read before anything is mined
	// or written (the CLI's reject-rate guard); its error ends the run.
	Check func(JSONLSummary) error
	// Stop, when not nil, is asked before mining and every stopEvery
	// patterns the search reaches (Options.Stop); its error ends the run,
	// nothing written (the CLI passes its context's: mining in process
	// went on after Ctrl-C, for as long as the search took, until a
	// second Ctrl-C killed it).
	Stop func() error
	// MaxPatterns, when > 0, bounds the frequent patterns: one more ends
	// the run with a *TooManyPatternsError, nothing written
	// (Options.MaxPatterns).
	MaxPatterns int
}

// JSONLSummary says what one MineJSONL run read and wrote.
type JSONLSummary struct {
	Read        int // records read: sequences mined + skipped + quarantined (blank lines are none)
	Quarantined int // lines that are not sequences (JSONLOptions.Rejects)
	// FirstReject is the first quarantined line, "FILE:LINE: reason".
	FirstReject string
	Sequences   int // sequences mined
	Skipped     int // sequences over MaxSeqLen, not mined
	Items       int // distinct items
	MinSupport  int // the absolute minimum support MinSupport resolved to
	Patterns    int // patterns written
}

// MineJSONL is single-machine mining from end to end: it reads sequences
// from r (ScanJSONLQuarantine; name is used in error messages and rejects),
// resolves the minimum support over their number, runs PrefixSpan (Mine)
// and writes every frequent pattern to w as "[support, [items...]]" lines,
// support descending then pattern (SortedWriter). Its output (and its
// rejects) is what the distributed SON pipeline writes for the same input,
// byte for byte.
func MineJSONL(r io.Reader, name string, w io.Writer, opt JSONLOptions) (JSONLSummary, error) {
	var sum JSONLSummary
	var reject func(int, string, []byte) error
	if opt.Rejects != nil {
		reject = func(line int, reason string, text []byte) error {
			sum.Quarantined++
			if sum.FirstReject == "" {
				sum.FirstReject = fmt.Sprintf("%s:%d: %s", name, line, reason)
			}
			return opt.Rejects.Add(quarantine.Reject{File: name, Line: int64(line), Reason: reason, Text: string(text)})
		}
	}
	b := NewBuilder(opt.MaxSeqLen)
	scanErr := ScanJSONLQuarantine(r, name, b.addBytes, reject)
	db := b.Build()
	sum.Sequences, sum.Skipped, sum.Items = db.Len(), db.Skipped, db.NumItems()
	sum.Read = sum.Sequences + sum.Skipped + sum.Quarantined
	if scanErr != nil {
		// The lines read before the error (a truncated gzip) are counted,
		// so the quarantine summary says "N of M lines", not "N of 0".
		return sum, scanErr
	}
	if opt.Check != nil {
		if err := opt.Check(sum); err != nil {
			return sum, err
		}
	}
	abs, err := ResolveMinSupport(opt.MinSupport, db.Len())
	if err != nil {
		return sum, fmt.Errorf("minimum support: %w", err)
	}
	sum.MinSupport = abs
	sw := NewSortedWriter(db, w, opt.SortMem, opt.TempDir)
	if opt.Stop != nil {
		if err := opt.Stop(); err != nil {
			return sum, err
		}
	}
	if err := Mine(db, Options{MinSupport: abs, MinLen: opt.MinLen, MaxLen: opt.MaxLen, Stop: opt.Stop, MaxPatterns: opt.MaxPatterns}, sw.Add); err != nil {
		// The patterns mined so far are not the result; written sorted
		// by support they read as a whole one (Close wrote them so).
		sw.Discard()
		return sum, err
	}
	if err := sw.Close(); err != nil {
		return sum, fmt.Errorf("writing patterns: %w", err)
	}
	sum.Patterns = sw.Count()
	return sum, nil
}
