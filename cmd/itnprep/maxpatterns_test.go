package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMiningStopsAtMaxPatterns: mining where nearly every subsequence is
// frequent (identical long mismatches at --minsup 2) stops at
// --max-patterns with one line that says how many patterns at which
// minimum support and what to do, exit 1, no result left: in process,
// distributed (where a partition's candidates are counted) and in
// mine-pairs. mine-pairs --minsup 2 over NeMo's test cases (their es and
// es_en files identical) grew to 12 GB in ten minutes before it was killed
// (qa58).
func TestMiningStopsAtMaxPatterns(t *testing.T) {
	resetBeamFlags(t)
	dir := t.TempDir()
	var pairs, seqs strings.Builder
	w := "w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11"
	s := "s0 s1 s2 s3 s4 s5 s6 s7 s8 s9 s10 s11"
	for i := range 60 {
		b, _ := json.Marshal(map[string]string{"id": "p" + string(rune('a'+i%26)) + strings.Repeat("x", i/26), "written": "hello " + w + " world", "spoken": "hello " + s + " world"})
		pairs.Write(append(b, '\n'))
		q, _ := json.Marshal(append(append(strings.Fields(w), "|"), strings.Fields(s)...))
		seqs.Write(append(q, '\n'))
	}
	pairsIn := writeFile(t, dir, "pairs.jsonl", pairs.String())
	seqsIn := writeFile(t, dir, "seqs.jsonl", seqs.String())
	const hint = ", stopped by --max-patterns 5000: raise --minsup (or give a share, e.g. --minsup 0.002), lower --maxlen, or raise --max-patterns\n"
	for _, c := range []struct {
		name string
		args []string
		want string
		left string
	}{
		{"mine", []string{"mine", "--in", seqsIn, "--out", filepath.Join(dir, "p1.jsonl"), "--minsup", "2", "--max-patterns", "5000"},
			"itnprep: too many patterns: more than 5000 frequent patterns at minimum support 2" + hint, filepath.Join(dir, "p1.jsonl")},
		{"mine --distributed", []string{"mine", "--distributed", "--runner", "direct", "--partitions", "1", "--in", seqsIn, "--out", filepath.Join(dir, "p2.jsonl"), "--minsup", "2", "--max-patterns", "5000"},
			"itnprep: too many patterns: more than 5000 frequent patterns in one SON partition, at its minimum support 2 (of 2)" + hint, filepath.Join(dir, "p2.jsonl")},
		{"mine-pairs", []string{"mine-pairs", "--runner", "direct", "--input", pairsIn, "--output", filepath.Join(dir, "mined"), "--minsup", "2", "--max-patterns", "5000"},
			// the default 4 partitions mine in one at --minsup 2 (transforms.Partitions)
			"itnprep: too many patterns: more than 5000 frequent patterns in one SON partition, at its minimum support 2 (of 2)" + hint, filepath.Join(dir, "mined")},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 1 || stderr != c.want {
			t.Errorf("%s: exit %d, stderr %q; want 1 and %q", c.name, code, stderr, c.want)
		}
		if _, err := os.Stat(c.left); !os.IsNotExist(err) {
			t.Errorf("%s: a stopped run left %s", c.name, c.left)
		}
	}
}
