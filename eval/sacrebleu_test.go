package eval

import (
	"math"
	"strings"
	"testing"
)

// The published values of sacrebleu's own test suite (test/test_bleu.py in
// the public repository mjpost/sacrebleu), ported as table tests: its
// README example scores three hypotheses against two reference streams.
// In our records the first stream is "ref" and the second "refs".
var (
	sacreHyps = []string{
		"The dog bit the man.",
		"It wasn't surprising.",
		"The man had just bitten him.",
	}
	sacreRefs = [2][]string{
		{"The dog bit the man.", "It was not unexpected.", "The man bit him first."},
		{"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."},
	}
)

// scoreStreams scores hyps against the reference streams as records
// {hyp, ref: streams[0][i], refs: streams[1:][i]}.
func scoreStreams(t *testing.T, hyps []string, streams ...[]string) Counts {
	t.Helper()
	sc := NewScorer(Options{})
	var total Counts
	for i, h := range hyps {
		r := Record{Hyp: h, Ref: streams[0][i]}
		for _, s := range streams[1:] {
			r.Refs = append(r.Refs, s[i])
		}
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		total.Add(s.Counts)
	}
	return total
}

func TestSacrebleuCorpusBLEU(t *testing.T) {
	cases := []struct {
		name    string
		hyps    []string
		streams [][]string
		want    float64
	}{
		// test_corpus_bleu_cases: default settings (13a, exp smoothing).
		{"default settings", sacreHyps, sacreRefs[:], 48.530827},
		// 'tokenize': '13a' is the default: the same value.
		{"tokenize 13a", sacreHyps, sacreRefs[:], 48.530827},
		// "ensure that empty hypotheses are not removed"
		{"empty hypotheses", []string{"", "", ""}, sacreRefs[:], 0},
		// The order of the streams does not matter.
		{"streams swapped", sacreHyps, [][]string{sacreRefs[1], sacreRefs[0]}, 48.530827},
		// A stream repeating the first changes nothing.
		{"duplicated stream", sacreHyps, [][]string{sacreRefs[0], sacreRefs[1], sacreRefs[0]}, 48.530827},
	}
	for _, tc := range cases {
		c := scoreStreams(t, tc.hyps, tc.streams...)
		got, _, _ := c.BLEU.Score()
		// sacrebleu's test allows 1e-8 around values printed to 6 places.
		if math.Abs(got-tc.want) > 5e-7 {
			t.Errorf("%s: BLEU %.7f, want %.6f (stats %+v)", tc.name, got, tc.want, c.BLEU)
		}
	}
}

// "smooth_method: none" gives the same 48.530827 as the default "exp":
// exp smoothing only acts on an order without matches, and this corpus
// has matches at every order.
func TestSacrebleuSmoothNoneEqualsExp(t *testing.T) {
	c := scoreStreams(t, sacreHyps, sacreRefs[:]...)
	for n, m := range c.BLEU.Matches {
		if m == 0 {
			t.Fatalf("order %d has no match: exp and none smoothing would differ (%+v)", n+1, c.BLEU)
		}
	}
}

// tokenize 'none' (white-space tokens) gives 49.1919566 in sacrebleu;
// evaluate always uses 13a, so this checks the multi-reference rules
// (clipping to the largest count of any reference, closest reference
// length) on white-space tokens directly.
func TestSacrebleuMultiRefNoneTokenizer(t *testing.T) {
	ids := map[string]int32{}
	intern := func(s string) []int32 {
		var out []int32
		for _, w := range strings.Fields(s) {
			id, ok := ids[w]
			if !ok {
				id = int32(len(ids))
				ids[w] = id
			}
			out = append(out, id)
		}
		return out
	}
	var total BLEUStats
	for i, h := range sacreHyps {
		total.Add(multiRefStats(intern(h), [][]int32{intern(sacreRefs[0][i]), intern(sacreRefs[1][i])}))
	}
	got, _, _ := total.Score()
	if math.Abs(got-49.1919566) > 5e-8 {
		t.Fatalf("BLEU %.8f, want 49.1919566 (stats %+v)", got, total)
	}
}

// test_case_statistics: counts [4 2 1 0] of totals [6 5 4 3]; 13a leaves
// these two lines as they are, so sacrebleu's raw statistics apply.
func TestSacrebleuStatistics(t *testing.T) {
	_, st := corpusBLEU(t, [2]string{"am I am a character sequence", "I am a symbol string sequence a a"})
	if st.Matches != [4]int64{4, 2, 1, 0} || st.Totals != [4]int64{6, 5, 4, 3} {
		t.Fatalf("matches %v totals %v, want [4 2 1 0] [6 5 4 3]", st.Matches, st.Totals)
	}
}

// test_case_scoring: compute_bleu([9,7,5,3], [10,8,6,4], 11, 11) =
// 0.8375922397 (in 0..1).
func TestSacrebleuScoring(t *testing.T) {
	st := BLEUStats{HypLen: 11, RefLen: 11, Matches: [4]int64{9, 7, 5, 3}, Totals: [4]int64{10, 8, 6, 4}}
	got, _, _ := st.Score()
	if math.Abs(got/100-0.8375922397) > 1e-8 {
		t.Fatalf("BLEU %.10f, want 0.8375922397", got/100)
	}
}

// sacrebleu drops a reference that is exactly "" (a stream without a
// reference for that sentence) and takes, of the others, the length
// closest to the hypothesis, the shorter on a tie.
func TestMultiRefBLEURules(t *testing.T) {
	sc := NewScorer(Options{})
	score := func(r Record) BLEUStats {
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		return s.Counts.BLEU
	}
	// Empty ref, one alternative: the same as that alternative alone.
	got := score(Record{Hyp: "a b c d e", Ref: "", Refs: []string{"a b c d e f"}})
	want := score(Record{Hyp: "a b c d e", Ref: "a b c d e f"})
	if got != want {
		t.Errorf("empty ref dropped: %+v, want %+v", got, want)
	}
	// An empty hyp equal to an empty ref is scored against the alternative.
	if got := score(Record{Hyp: "", Ref: "", Refs: []string{"x y"}}); got.RefLen != 2 || got.HypLen != 0 {
		t.Errorf("empty hyp and ref with an alternative: %+v, want ref_len 2", got)
	}
	// Lengths 3 and 5 around a hypothesis of 4: a tie, the shorter wins.
	if got := score(Record{Hyp: "a b c d", Ref: "a b c d e", Refs: []string{"a b c"}}); got.RefLen != 3 {
		t.Errorf("closest length tie: ref_len %d, want 3", got.RefLen)
	}
	// Clipping takes the largest count in any one reference, not the sum.
	got = score(Record{Hyp: "the the the", Ref: "the cat", Refs: []string{"the the dog"}})
	if got.Matches[0] != 2 {
		t.Errorf("clipped unigram matches %d, want 2 (max over references)", got.Matches[0])
	}
}

// TestBLEUWithoutReferenceWords: references with no word at all give
// sacrebleu's line, ratio 0 (its BLEUScore: sys_len / ref_len if ref_len
// else 0, not an infinite or undefined ratio), BP 1 (sys_len < ref_len is
// false) and score 0 (no n-gram matches), with a hypothesis or without.
func TestBLEUWithoutReferenceWords(t *testing.T) {
	sc := NewScorer(Options{})
	var c Counts
	for _, r := range []Record{{Hyp: "a b", Ref: ""}, {Hyp: "", Ref: ""}} {
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		c.Add(s.Counts)
	}
	var b strings.Builder
	if err := c.WriteTable(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	if want := "BLEU = 0.00 0.0/0.0/0.0/0.0 (BP = 1.000 ratio = 0.000 hyp_len = 2 ref_len = 0)\n"; !strings.HasSuffix(b.String(), want) {
		t.Errorf("table ends\n%s\nwant sacrebleu's %q", b.String()[strings.LastIndex(b.String()[:b.Len()-1], "\n")+1:], want)
	}
	if r := c.Summarize(Options{}).BLEU; r == nil || r.Ratio != 0 || r.BP != 1 || r.Score != 0 {
		t.Errorf("JSON BLEU %+v, want ratio 0, bp 1, score 0", r)
	}
}
