package align_test

import (
	"bufio"
	"crypto/sha256"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"testing"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/normalize"
)

// TestCleanDigest writes the align stage's whole output on the benchmark
// inputs to the file $ITNPREP_ALIGN_DIGEST (skipped when it is unset), so
// that scripts/align-same.sh can compare two commits byte for byte: for
// every pair of the Libriheavy and SPGISpeech samples and of pairs50k (all
// of it, or the first $ITNPREP_ALIGN_DIGEST_N pairs), the tokens, opcodes
// and ratio of the alignment (autojunk on and off) and Clean's result
// (texts, ratio bits, drop, reason, edits, hits) under the default rules,
// without number_mismatch, with NumbersMatch off and without a number
// check, each cleaner with prep libriheavy's check kept over its sample.
// A change meant to leave the output alone must leave this file alone.
func TestCleanDigest(t *testing.T) {
	path := os.Getenv("ITNPREP_ALIGN_DIGEST")
	if path == "" {
		t.Skip("ITNPREP_ALIGN_DIGEST unset: scripts/align-same.sh sets it")
	}
	n := math.MaxInt
	if s := os.Getenv("ITNPREP_ALIGN_DIGEST_N"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	defer w.Flush()
	v := normalize.New(normalize.DefaultStyle(), normalize.Options{})
	noCut := align.DefaultCleanConfig()
	noCut.CutNumberMismatch = false
	noMatch := align.DefaultCleanConfig()
	noMatch.NumbersMatch = false
	cfgs := []struct {
		name  string
		cfg   align.CleanConfig
		check bool
	}{
		{"default", align.DefaultCleanConfig(), true},
		{"no-number-mismatch", noCut, true},
		{"numbers-match-off", noMatch, true},
		{"no-check", align.DefaultCleanConfig(), false},
	}
	for _, sm := range samples(t, v, n) {
		var cleaners []*align.Cleaner
		for _, c := range cfgs {
			cl := align.NewCleaner(c.cfg)
			if c.check {
				var calls int
				cl.SetNumberCheck(numberCheck(v, &calls))
			}
			cleaners = append(cleaners, cl)
		}
		al := [2]*align.Aligner{align.NewAligner(true), align.NewAligner(false)}
		sum := sha256.New()
		out := io.MultiWriter(w, sum)
		for k, p := range sm.pairs {
			for j, a := range al {
				a.Align(p[0], p[1])
				h := sha256.New()
				fmt.Fprintf(h, "%v|%v|%v", a.WrittenTokens(), a.SpokenTokens(), a.Opcodes())
				fmt.Fprintf(out, "%s %d align%d %x %016x\n", sm.name, k, j, h.Sum(nil)[:8], math.Float64bits(a.Ratio()))
			}
			for j, c := range cleaners {
				r := c.Clean(p[0], p[1])
				fmt.Fprintf(out, "%s %d %s %q %q %016x %v %d %q %v %v\n", sm.name, k, cfgs[j].name,
					r.Written, r.Spoken, math.Float64bits(r.Ratio), r.Dropped, r.DropRule, r.Reason, r.Edits, r.Hits)
			}
		}
		t.Logf("%s: %d pairs, sha256 %x", sm.name, len(sm.pairs), sum.Sum(nil))
	}
}
