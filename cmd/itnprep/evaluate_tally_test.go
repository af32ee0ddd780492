package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
)

// TestEvaluateInProcessReturnsTheGuardsAnswer: the in-process scoring
// asks the publication guard once, of the tally of what it read (the
// sentences scored and the lines quarantined, the first of them and where
// they are), and returns its answer, which runEvaluate refuses the result
// with: the guard was asked twice, there and by runEvaluate of a copy of
// the tally.
func TestEvaluateInProcessReturnsTheGuardsAnswer(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "preds.jsonl", `{"hyp": "a", "ref": "a"}`+"\n"+"not json\n"+`{"hyp": "b c", "ref": "b d"}`+"\n")
	rejects := filepath.Join(dir, "r.jsonl")
	for _, rate := range []string{"0.1", "1"} {
		a, err := parseEvaluateArgs([]string{"--in", in, "--rejects", rejects, "--max-reject-rate", rate}, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		res, err := evaluateInProcess(context.Background(), a, nil, io.Discard, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if res.counts.Sentences != 2 || res.quarantined != 1 {
			t.Errorf("--max-reject-rate %s: %d sentences, %d quarantined; want 2 and 1", rate, res.counts.Sentences, res.quarantined)
		}
		switch msg := fmt.Sprint(res.refused); {
		case rate == "1" && res.refused != nil:
			t.Errorf("--max-reject-rate 1: refused: %v", res.refused)
		case rate == "0.1" && (res.refused == nil || !strings.Contains(msg, "first: "+in+":2: ") || !strings.Contains(msg, rejects)):
			t.Errorf("--max-reject-rate 0.1: %v; want a refusal naming %s:2 and %s", res.refused, in, rejects)
		}
	}
}
