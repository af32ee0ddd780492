package normalize

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// splitPairs splits every pair with f and counts the pieces per distinct
// (written, spoken), sorted as style fit sorts its pairs; it also returns
// how many used pairs stayed whole.
func splitPairs(t testing.TB, f *Fitter, pairs []FitPair) ([]FitPair, int) {
	t.Helper()
	counts := map[[2]string]int{}
	whole := 0
	for _, p := range pairs {
		ps, err := f.Split(p)
		if err != nil {
			t.Fatal(err)
		}
		if ps.Whole {
			whole++
		}
		for _, q := range ps.Pieces {
			counts[[2]string{q.Written, q.Spoken}] += q.Count
		}
	}
	return sortedFitPairs(counts), whole
}

// TestSplitPieces checks the pieces of a few sentences: context kept
// where the reading depends on it, the gold cut at fixed words, and the
// pieces' probabilities multiplying to the sentence's.
func TestSplitPieces(t *testing.T) {
	f, err := NewFitter(nil, FitOptions{})
	if err != nil {
		t.Fatal(err)
	}
	v := New(DefaultStyle(), Options{})
	for _, c := range []struct {
		written, spoken string
		use             FitUse
		min             int // at least this many pieces
	}{
		{"It closed in 2016 and reopened on the 21st of May 1999 with 300 people.",
			"it closed in twenty sixteen and reopened on the twenty first of may nineteen ninety nine with three hundred people", FitUsed, 2},
		{"plain words only", "plain words only", FitSkipped, 0},
		{"In 2012 it rained.", "not a reading at all", FitUncovered, 0},
	} {
		ps, err := f.Split(FitPair{Written: c.written, Spoken: c.spoken, Count: 3})
		if err != nil {
			t.Fatal(err)
		}
		if ps.Use != c.use || len(ps.Pieces) < c.min {
			t.Errorf("%q: use %v, %d pieces %+v; want use %v, >= %d pieces", c.written, ps.Use, len(ps.Pieces), ps.Pieces, c.use, c.min)
			continue
		}
		if c.use != FitUsed {
			continue
		}
		whole, _ := v.ProbOf(c.written, c.spoken)
		sum := 0.0
		for _, q := range ps.Pieces {
			if q.Count != 3 {
				t.Errorf("%q: piece %q has count %d, want the sentence's 3", c.written, q.Written, q.Count)
			}
			pr, _ := v.ProbOf(q.Written, q.Spoken)
			sum += math.Log(pr)
			t.Logf("%q -> %q", q.Written, q.Spoken)
		}
		if math.Abs(sum-math.Log(whole)) > 1e-12 {
			t.Errorf("%q: pieces' log P %v, sentence's %v", c.written, sum, math.Log(whole))
		}
	}
}

// TestFitOnPiecesMatchesSentences checks that fitting the distinct pieces
// of a corpus, each counted, gives the style (to the byte) that fitting
// its whole sentences gives: the objective is the same sum, grouped
// otherwise, and Rprop moves each weight by its gradient's sign only. On
// the repository's sample and, when the shared corpus is present, on
// Google TN sentences 1-300 with the hand-set base.
func TestFitOnPiecesMatchesSentences(t *testing.T) {
	hs := handsetStyle(t)
	cases := []struct {
		name  string
		base  *Style
		pairs func(t *testing.T) []FitPair
		opts  FitOptions
	}{
		{"sample", nil, func(t *testing.T) []FitPair {
			return readFitPairs(t, filepath.Join("..", "testdata", "stylefit", "sample.jsonl"), 0)
		}, FitOptions{Iterations: 15}},
		{"GTN 1-300", hs, func(t *testing.T) []FitPair {
			return readFitPairs(t, testutil.SharedFile(t, "corpora/gtn/GoogleTN.first2000.jsonl"), 300)
		}, FitOptions{Iterations: 10, Prior: 0.25}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pairs := c.pairs(t)
			f, err := NewFitter(c.base, c.opts)
			if err != nil {
				t.Fatal(err)
			}
			pieces, whole := splitPairs(t, f, pairs)
			want, wantRep, err := FitStyle(c.base, pairs, c.opts)
			if err != nil {
				t.Fatal(err)
			}
			got, gotRep, err := FitStyle(c.base, pieces, c.opts)
			if err != nil {
				t.Fatal(err)
			}
			wb, _ := want.DistributionsJSON()
			gb, _ := got.DistributionsJSON()
			if string(wb) != string(gb) {
				t.Errorf("the pieces fit another style:\n%s\n%s", wb, gb)
			}
			t.Logf("%d sentences (%d used, %d kept whole) -> %d distinct pieces (%d used); mean log P per sentence %.6f / %.6f",
				len(pairs), wantRep.Used, whole, len(pieces), gotRep.Used,
				wantRep.LogLikAfter, gotRep.LogLikAfter*float64(gotRep.Observations)/float64(wantRep.Observations))
			if gotRep.Used <= whole {
				t.Errorf("nothing was split: %d used pieces, %d whole sentences", gotRep.Used, whole)
			}
		})
	}
}

func handsetStyle(t *testing.T) *Style {
	t.Helper()
	b, err := os.ReadFile("testdata/style-handset.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseStyle(b)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
