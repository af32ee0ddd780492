package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/pipelines"
)

// mine's summary writes its counts with thousands separators, as every
// other summary does (progress.Thousands): it said "1200 sequences".
func TestMineSummaryCountsHaveThousandsSeparators(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	for range 1200 {
		b.WriteString("[\"mr\", \".\", \"|\", \"mister\"]\n")
	}
	in := writeFile(t, dir, "seqs.jsonl", b.String())
	_, stderr, code := run(t, "mine", "--in", in, "--minsup", "0.5", "--out", filepath.Join(dir, "p.jsonl"))
	if code != 0 || !strings.Contains(stderr, "itnprep mine: 1,200 sequences (0 skipped") ||
		!strings.Contains(stderr, "minsup 600 (0.5 of the 1,200 sequences mined)") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr)
	}
}

// mine-pairs' summary likewise: it said "read 44229 pairs, ... 44229 patterns".
func TestMinePairsSummaryCountsHaveThousandsSeparators(t *testing.T) {
	var b bytes.Buffer
	res := pipelines.MinedRules{Mismatches: 12345, Patterns: 44229, Quarantined: 1001,
		Derivation: patterns.Derivation{PunctuationOnly: 2500}}
	sayMinePairsResult(&b, minePairsArgs{output: "out", minsup: 20}, res,
		dataset.LineTally{Read: 100000, Quarantined: 1001}, "out/rejects.jsonl")
	want := "itnprep mine-pairs: read 100,000 pairs (1,001 quarantined), 12,345 mismatches, 44,229 patterns, rules: 0 removal, 0 fixed, 0 ambiguous; 2,500 punctuation-only fragments not proposed"
	if !strings.Contains(b.String(), want) {
		t.Errorf("got:\n%s\nwant a line with %q", b.String(), want)
	}
}

// The notes beside the summaries too: a --minsup above the sequences said
// "over 2043 sequences" (a lowered --partitions:
// pipelines.TestPartitionsLowered).
func TestMiningNotesCountsHaveThousandsSeparators(t *testing.T) {
	if got := minSupportAboveSequences("mine", 5000, 1200); !strings.Contains(got, "the minimum support 5000 is more than the 1,200 sequences mined") {
		t.Errorf("minSupportAboveSequences: %s", got)
	}
}

// --split-by-id weights that add up to neither 100 nor 1 are rescaled to
// their shares of the sum: prep says so in one line as it starts (80,10,5
// was rescaled without a word); 98,1,1 and 0.98,0.01,0.01 say nothing.
func TestSplitByIDSaysWhatSharesItRescaled(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "few.txt", "It costs $5.\nWe met on 3 May.\nA 3 km walk.\n")
	for i, c := range []struct{ spec, want string }{
		{"train=80,validation=10,test=5", "itnprep prep text: warning: --split-by-id train=80,validation=10,test=5: the weights add up to 95, not 100 (nor 1): each split gets its weight's share of the sum, train=84.21052632,validation=10.52631579,test=5.263157895 (in percent, as the manifest records them)\n"},
		{"train=1,test=1", "the weights add up to 2, not 100 (nor 1): each split gets its weight's share of the sum, train=50,test=50 "},
		{"train=98,validation=1,test=1", ""},
		{"train=0.98,validation=0.01,test=0.01", ""},
		{"train=98%,validation=1%,test=1%", ""},
	} {
		_, stderr, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "out"), "--name", fmt.Sprint("v", i), "--split-by-id", c.spec, "--runner", "direct", "--quiet")
		if code != 0 || c.want != "" && !strings.Contains(stderr, c.want) || c.want == "" && strings.Contains(stderr, "add up to") {
			t.Errorf("%s: exit %d, want %q in\n%s", c.spec, code, c.want, stderr)
		}
		if c.want != "" && !strings.HasPrefix(stderr, "itnprep prep text: warning: --split-by-id") {
			t.Errorf("%s: the line is not the first on stderr:\n%s", c.spec, stderr)
		}
	}
}
