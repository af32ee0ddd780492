package main

import (
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// TestEvaluateInProcessReturnsTheGuardsTally: the in-process scoring
// returns the tally its guard judges (scoredTally), which runEvaluate
// refuses or accepts: the sentences scored and the lines quarantined, the
// first of them and where they are. runEvaluate built its own copy of it
// from four results.
func TestEvaluateInProcessReturnsTheGuardsTally(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "preds.jsonl", `{"hyp": "a", "ref": "a"}`+"\n"+"not json\n"+`{"hyp": "b c", "ref": "b d"}`+"\n")
	rejects := filepath.Join(dir, "r.jsonl")
	a, err := parseEvaluateArgs([]string{"--in", in, "--rejects", rejects}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	counts, tally, err := evaluateInProcess(context.Background(), a, nil, io.Discard, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if counts.Sentences != 2 || tally.Input != in || tally.Unit != "sentences" || tally.Read != 3 || tally.Quarantined != 1 ||
		tally.Rejects != rejects || !strings.HasPrefix(tally.First, in+":2: ") {
		t.Errorf("%d sentences, tally %+v; want 2 sentences and 3 read, 1 quarantined, the first at %s:2, in %s", counts.Sentences, tally, in, rejects)
	}
}
