package align

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// anchors/data/mismatch_seqs.jsonl is make_mismatch_seqs.py's output for
// pairs50k (difflib, autojunk on, --with-tokens; see anchors/README.md).
// The mining sequences built here must be the same, in the same order.
func TestMiningSeqsMatchAnchor(t *testing.T) {
	pairsPath := testutil.SharedFile(t, "anchors/data/pairs50k.jsonl")
	seqsPath := testutil.SharedFile(t, "anchors/data/mismatch_seqs.jsonl")
	data, err := os.ReadFile(pairsPath)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(seqsPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	al := NewAligner(true)
	var frags []Fragment
	var seq []string
	n, diffs := 0, 0
	for k, p := range readPairs(t, data) {
		al.Align(p.Written, p.Spoken)
		frags = al.Mismatches(frags[:0])
		for _, fr := range frags {
			if !sc.Scan() {
				t.Fatalf("pair %d: anchor has only %d sequences", k, n)
			}
			var want []string
			if err := json.Unmarshal(sc.Bytes(), &want); err != nil {
				t.Fatalf("anchor line %d: %v", n+1, err)
			}
			n++
			seq = fr.AppendMiningSeq(seq[:0])
			if !slices.Equal(seq, want) {
				if diffs++; diffs <= 5 {
					t.Errorf("pair %d sequence %d: got %q want %q", k, n, seq, want)
				}
			}
		}
	}
	if sc.Scan() {
		t.Errorf("anchor has more sequences than the %d built", n)
	}
	t.Logf("%d mining sequences, %d differences", n, diffs)
}
