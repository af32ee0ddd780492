package patterns_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/patterns"
)

// TestMineJSONLCountsLinesBeforeAReadError: a stream that breaks (a
// truncated gzip) still counts the lines read before it, so the command's
// quarantine summary says "2 of 3 lines quarantined", not "2 of 0".
func TestMineJSONLCountsLinesBeforeAReadError(t *testing.T) {
	broken := errors.New("file ends in the middle of a compressed stream (truncated gzip?)")
	in := io.MultiReader(strings.NewReader("[\"a\", \"b\"]\n{\"x\": 1}\n[1]\n"), errReader{broken})
	var rejects strings.Builder
	sum, err := patterns.MineJSONL(in, "s.jsonl.gz", io.Discard, patterns.JSONLOptions{MinSupport: 1, Rejects: quarantine.ToText(&rejects, "mine")})
	if !errors.Is(err, broken) || sum.Read != 3 || sum.Quarantined != 2 || sum.Sequences != 1 {
		t.Fatalf("summary %+v, error %v; want 3 read, 2 quarantined, 1 sequence and the read error", sum, err)
	}
}

type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }
