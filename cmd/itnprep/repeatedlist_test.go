package main

import (
	"io"
	"testing"
)

// TestRepeatedListFlagsAdd: a comma-separated list flag given twice keeps
// both uses, as prep's --input does. style fit --from A --from B fitted
// on B alone (the report's pair count was B's), and mine-pairs --input
// a.jsonl --input b.jsonl mined b.jsonl alone, without a word.
func TestRepeatedListFlagsAdd(t *testing.T) {
	sf, err := parseStyleFitArgs([]string{"--from", "out/a@latest", "--from", "out/b@latest,out/c@latest", "--out", "s.json"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if sf.versions != "out/a@latest,out/b@latest,out/c@latest" {
		t.Errorf("style fit --from twice: %q", sf.versions)
	}
	mp, err := parseMinePairsArgs([]string{"--input", "a.jsonl", "--input", "b/*.jsonl", "--output", "mined"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if mp.input != "a.jsonl,b/*.jsonl" {
		t.Errorf("mine-pairs --input twice: %q", mp.input)
	}
}
