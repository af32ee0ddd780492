package patterns_test

import (
	"errors"
	"io"
	"os"
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

// TestMineJSONLStopsWhenAsked: Stop is asked while mining (the CLI passes
// its context's error: in-process mining went on after Ctrl-C for as long
// as the search took), its error ends the run, and nothing is written,
// neither the patterns mined so far (sorted by support they read as a
// whole result) nor a spilled run left in the temporary folder.
func TestMineJSONLStopsWhenAsked(t *testing.T) {
	var in strings.Builder
	for range 40 { // every subsequence of 12 distinct items is frequent: 4,095 patterns
		in.WriteString(`["a","b","c","d","e","f","g","h","i","j","k","l"]` + "\n")
	}
	var whole strings.Builder
	sum, err := patterns.MineJSONL(strings.NewReader(in.String()), "s.jsonl", &whole, patterns.JSONLOptions{MinSupport: 2, MaxLen: 0, Stop: func() error { return nil }})
	if err != nil || sum.Patterns != 4095 {
		t.Fatalf("unstopped: %d patterns, %v; want 4,095", sum.Patterns, err)
	}
	stop := errors.New("interrupted")
	for _, after := range []int{1, 2, 3} { // before mining, after 1,024 and after 2,048 patterns
		tmp := t.TempDir()
		calls := 0
		var out strings.Builder
		_, err := patterns.MineJSONL(strings.NewReader(in.String()), "s.jsonl", &out, patterns.JSONLOptions{
			MinSupport: 2, SortMem: 4096, TempDir: tmp, // spills a run every few hundred patterns
			Stop: func() error {
				if calls++; calls >= after {
					return stop
				}
				return nil
			}})
		if !errors.Is(err, stop) || calls != after {
			t.Errorf("stop at call %d: error %v after %d calls; want the Stop error", after, err, calls)
		}
		if out.Len() != 0 {
			t.Errorf("stop at call %d: %d bytes written (%q...); want none", after, out.Len(), out.String()[:min(out.Len(), 40)])
		}
		if left, _ := os.ReadDir(tmp); len(left) != 0 {
			t.Errorf("stop at call %d: %d spilled runs left in the temporary folder", after, len(left))
		}
	}
}

// TestMineJSONLStopsBelowMinLen: Stop is asked as the search goes, not as
// patterns are reported: with --min-len above every pattern's length the
// search reports none and still ran to its end after Ctrl-C (Stop was
// asked once, before mining).
func TestMineJSONLStopsBelowMinLen(t *testing.T) {
	var in strings.Builder
	for range 40 { // 4,095 frequent patterns, none of 13 items
		in.WriteString(`["a","b","c","d","e","f","g","h","i","j","k","l"]` + "\n")
	}
	stop := errors.New("interrupted")
	calls := 0
	var out strings.Builder
	_, err := patterns.MineJSONL(strings.NewReader(in.String()), "s.jsonl", &out, patterns.JSONLOptions{
		MinSupport: 2, MinLen: 13,
		Stop: func() error {
			if calls++; calls >= 2 {
				return stop
			}
			return nil
		}})
	if !errors.Is(err, stop) || calls != 2 || out.Len() != 0 {
		t.Errorf("error %v after %d calls, %d bytes written; want the Stop error at the second call and nothing written", err, calls, out.Len())
	}
}
