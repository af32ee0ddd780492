package align

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/pmezard/go-difflib/difflib"

	"github.com/itnprep/itnprep/internal/testutil"
)

// Matcher-only benchmarks over all 50,000 pairs of pairs50k, tokenized
// beforehand (like difflib_anchor.py's "matcher" timing: construction,
// get_matching_blocks, get_opcodes, ratio). Run with -cpu 1; see
// scripts/bench-align.sh.

func loadTokenPairs(b *testing.B) [][2][]string {
	b.Helper()
	data, err := os.ReadFile(testutil.SharedFile(b, "anchors/data/pairs50k.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	var out [][2][]string
	var tk Tokenizer
	for _, line := range bytes.Split(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var p rawPair
		if err := json.Unmarshal(line, &p); err != nil {
			b.Fatal(err)
		}
		a := Texts(nil, tk.Tokenize(p.Written))
		bb := Texts(nil, tk.Tokenize(p.Spoken))
		out = append(out, [2][]string{a, bb})
	}
	return out
}

func BenchmarkMatcher50k(b *testing.B) {
	pairs := loadTokenPairs(b)
	var cpu0 float64
	start := func(b *testing.B) {
		b.ReportAllocs()
		cpu0 = processCPU()
	}
	report := func(b *testing.B) { reportRates(b, len(pairs)*b.N, cpu0) }
	// From token strings: interning included, as difflib hashes strings.
	b.Run("align", func(b *testing.B) {
		al := NewAligner(true)
		start(b)
		for b.Loop() {
			for _, p := range pairs {
				al.AlignTokens(p[0], p[1])
				al.Matcher().MatchingBlocks()
				al.Opcodes()
				al.Ratio()
			}
		}
		report(b)
	})
	// Ids interned beforehand: the matcher alone.
	b.Run("align-ids", func(b *testing.B) {
		var in Interner
		ids := make([][2][]int32, len(pairs))
		for k, p := range pairs {
			in.Reset()
			ids[k] = [2][]int32{in.AppendIDs(nil, p[0]), in.AppendIDs(nil, p[1])}
		}
		m := NewMatcher()
		start(b)
		for b.Loop() {
			for _, p := range ids {
				m.SetSeqs(p[0], p[1])
				m.MatchingBlocks()
				m.Opcodes()
				m.Ratio()
			}
		}
		report(b)
	})
	b.Run("go-difflib", func(b *testing.B) {
		start(b)
		for b.Loop() {
			for _, p := range pairs {
				sm := difflib.NewMatcher(p[0], p[1])
				sm.GetMatchingBlocks()
				sm.GetOpCodes()
				sm.Ratio()
			}
		}
		report(b)
	})
}

// BenchmarkCleaner50k is the cleaning hot path (tokenize, match, rules,
// cut) on raw text.
func BenchmarkCleaner50k(b *testing.B) {
	data, err := os.ReadFile(testutil.SharedFile(b, "anchors/data/pairs50k.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	var pairs []rawPair
	for _, line := range bytes.Split(data, []byte("\n")) {
		var p rawPair
		if json.Unmarshal(line, &p) == nil {
			pairs = append(pairs, p)
		}
	}
	c := NewCleaner(DefaultCleanConfig())
	var hits RuleCounts
	b.ReportAllocs()
	cpu0 := processCPU()
	for b.Loop() {
		for _, p := range pairs {
			hits.Add(c.Clean(p.Written, p.Spoken).Hits)
		}
	}
	reportRates(b, len(pairs)*b.N, cpu0)
}

// reportRates reports pairs per wall-clock second and per CPU second of
// this process (steadier on a shared machine).
func reportRates(b *testing.B, pairs int, cpu0 float64) {
	b.ReportMetric(float64(pairs)/b.Elapsed().Seconds(), "pairs/s")
	if cpu := processCPU() - cpu0; cpu0 > 0 && cpu > 0 {
		b.ReportMetric(float64(pairs)/cpu, "pairs/cpu-s")
	}
}
