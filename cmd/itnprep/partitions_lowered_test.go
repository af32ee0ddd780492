package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestMiningLowersPartitionsThatStarveTheirSupport: mine-pairs and mine
// --distributed mine in fewer partitions than --partitions where one's
// local minimum support would fall under 10 (transforms.Partitions),
// saying so in one line when --partitions was given, and their rules and
// patterns are byte-identical to one partition's. With 16 partitions at
// --minsup 20 each mined at a local minimum support of 2: mine-pairs over
// NeMo's English test cases took 1,072 MB (157 MB with 4), and all their
// languages at --minsup 0.002 ran out of 6 GB (pat48).
func TestMiningLowersPartitionsThatStarveTheirSupport(t *testing.T) {
	resetBeamFlags(t)
	in := writeLibriheavyStylePairs(t, 1500)
	dir := t.TempDir()
	mined := func(name string, args ...string) (string, []byte, []byte) {
		t.Helper()
		out := filepath.Join(dir, name)
		_, stderr, code := run(t, append([]string{"mine-pairs", "--runner", "direct", "--input", in, "--output", out, "--minsup", "20"}, args...)...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", name, code, stderr)
		}
		rules, err := os.ReadFile(filepath.Join(out, "rules.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		pats, err := os.ReadFile(filepath.Join(out, "patterns.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		return stderr, rules, pats
	}
	_, rules1, pats1 := mined("p1", "--partitions", "1")
	if bytes.Count(pats1, []byte("\n")) < 100 || len(rules1) == 0 {
		t.Fatalf("fixture too thin: %d patterns, %d bytes of rules", bytes.Count(pats1, []byte("\n")), len(rules1))
	}
	stderr16, rules16, pats16 := mined("p16", "--partitions", "16")
	stderrDefault, rulesDefault, patsDefault := mined("default")
	if !bytes.Equal(rules16, rules1) || !bytes.Equal(pats16, pats1) || !bytes.Equal(rulesDefault, rules1) || !bytes.Equal(patsDefault, pats1) {
		t.Errorf("rules or patterns differ between 1, 16 and the default 4 partitions")
	}
	lowered := regexp.MustCompile(`(?m)^itnprep mine-pairs: --partitions 16 lowered to 2: at minimum support 20 over ([\d,]+) sequences, 16 partitions would each mine at a local minimum support of about 2, under 10 \(as it falls, nearly every subsequence becomes a candidate and memory grows with the partitions\); 2 mine at about 10 \(the output is the same\); 16 partitions need a minimum support of 160 or more \(a larger --minsup, or a share such as 0\.002 on a large input\)$`)
	if strings.Count(stderr16, "lowered") != 1 || !lowered.MatchString(stderr16) {
		t.Errorf("--partitions 16 at --minsup 20: stderr does not say in one line that it mined in 2:\n%s", stderr16)
	}
	// The default (4, lowered to 2 as well) is no choice of the user's:
	// no line.
	if strings.Contains(stderrDefault, "lowered") {
		t.Errorf("the default --partitions was said to be lowered:\n%s", stderrDefault)
	}

	// mine --distributed: the same, and its summary gives the partitions mined in.
	seqs := filepath.Join(dir, "p1", "mismatches.jsonl")
	stderr := minePartitionsBothWays(t, dir, seqs, "8", "20")
	if !regexp.MustCompile(`(?m)^itnprep mine: --partitions 8 lowered to 2: at minimum support 20 over [\d,]+ sequences, 8 partitions would each mine at a local minimum support of about 3, `).MatchString(stderr) ||
		!strings.Contains(stderr, "itnprep mine: distributed over 2 partitions;") || strings.Count(stderr, "lowered") != 1 {
		t.Errorf("mine --distributed --partitions 8 at --minsup 20: stderr does not say it mined in 2:\n%s", stderr)
	}
}

// TestMiningCapsPartitionsAtTheSequences: mine --distributed and
// mine-pairs given --partitions far above the sequences (at a --minsup that keeps
// them all) said
// "distributed over 64 partitions" over 3 sequences; they mine in no
// more partitions than sequences, say so in the lowered line, and the
// summary gives the partitions mined in. The output is unchanged.
func TestMiningCapsPartitionsAtTheSequences(t *testing.T) {
	resetBeamFlags(t)
	dir := t.TempDir()
	seqs := writeFile(t, dir, "seqs.jsonl", "[\"a\", \"b\", \"|\", \"x\"]\n[\"a\", \"b\", \"|\", \"x\"]\n[\"a\", \"c\", \"|\", \"y\"]\n")
	stderr := minePartitionsBothWays(t, dir, seqs, "64", "700")
	if !strings.Contains(stderr, "itnprep mine: --partitions 64 lowered to 3: only 3 sequences to mine, and a partition without one mines nothing (the output is the same)\n") ||
		!strings.Contains(stderr, "itnprep mine: distributed over 3 partitions;") || strings.Count(stderr, "lowered") != 1 {
		t.Errorf("mine --distributed --partitions 64 over 3 sequences: stderr\n%s", stderr)
	}

	pairs := writeFile(t, dir, "pairs.jsonl", `{"id":"1","written":"it is 5 kg","spoken":"it is five kilograms"}`+"\n"+`{"id":"2","written":"it is 5 kg","spoken":"it is five kilograms"}`+"\n")
	_, stderr, code := run(t, "mine-pairs", "--runner", "direct", "--input", pairs, "--output", filepath.Join(dir, "mp"), "--minsup", "700", "--partitions", "64")
	if code != 0 {
		t.Fatalf("mine-pairs: exit %d: %s", code, stderr)
	}
	if !regexp.MustCompile(`(?m)^itnprep mine-pairs: --partitions 64 lowered to [12]: only [12] sequences? to mine, `).MatchString(stderr) || strings.Count(stderr, "lowered") != 1 {
		t.Errorf("mine-pairs --partitions 64 over 2 pairs: stderr\n%s", stderr)
	}
}

// minePartitionsBothWays mines seqs in process and with --distributed --partitions
// on the direct runner at minsup, in dir, fails the test unless both exit
// 0 with the same output, and returns the distributed run's stderr. As
// cmd_mine_test.go's mineBothWays, at the --partitions given (it mines in
// 3) and with the outputs compared here.
func minePartitionsBothWays(t *testing.T, dir, seqs, partitions, minsup string) string {
	t.Helper()
	want := filepath.Join(dir, "want.jsonl")
	if _, stderr, code := run(t, "mine", "--in", seqs, "--out", want, "--minsup", minsup); code != 0 {
		t.Fatalf("mine: exit %d: %s", code, stderr)
	}
	got := filepath.Join(dir, "got.jsonl")
	_, stderr, code := run(t, "mine", "--distributed", "--runner", "direct", "--partitions", partitions, "--in", seqs, "--out", got, "--minsup", minsup)
	if code != 0 {
		t.Fatalf("mine --distributed: exit %d: %s", code, stderr)
	}
	if w, g := readFileT(t, want), readFileT(t, got); w != g {
		t.Errorf("mine --distributed --partitions %s differs from mine in process:\n%s\n%s", partitions, w, g)
	}
	return stderr
}
