package align_test

import (
	"reflect"
	"testing"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/normalize"
)

// The number check prep libriheavy gives the cleaner keeps the scans of
// the written texts it was asked about, each scanned only as far as a
// question needed (normalize.Acceptor.Reads, transforms.NumberReads); the
// cleaner must decide every pair as with the verbalizer's Accepts asked
// afresh each time: the same drops, cuts and texts on the Libriheavy and
// SPGISpeech samples and pairs50k, with the default rules and with
// NumbersMatch off, a kept scan reused (the default size) or evicted
// almost at once (size 3).
func TestCleanSameWithKeptScans(t *testing.T) {
	v := normalize.New(normalize.DefaultStyle(), normalize.Options{})
	plain := func(w, s string) bool {
		ok, err := v.Accepts(w, s)
		return err == nil && ok
	}
	kept := func(size int) func(w, s string) bool {
		return v.NewAcceptor(size).Reads
	}
	noMatch := align.DefaultCleanConfig()
	noMatch.NumbersMatch = false
	for _, sm := range samples(t, v, 3000) {
		for _, cfg := range []struct {
			name string
			cfg  align.CleanConfig
		}{{"default", align.DefaultCleanConfig()}, {"numbers-match-off", noMatch}} {
			ref := align.NewCleaner(cfg.cfg)
			ref.SetNumberCheck(plain)
			big, small := align.NewCleaner(cfg.cfg), align.NewCleaner(cfg.cfg)
			big.SetNumberCheck(kept(0))
			small.SetNumberCheck(kept(3))
			var hits align.RuleCounts
			for _, p := range sm.pairs {
				want := copyResult(ref.Clean(p[0], p[1]))
				hits.Add(want.Hits)
				for _, c := range []*align.Cleaner{big, small} {
					if got := copyResult(c.Clean(p[0], p[1])); !reflect.DeepEqual(got, want) {
						t.Errorf("%s %s: %q / %q:\n got %+v\nwant %+v", sm.name, cfg.name, p[0], p[1], got, want)
					}
				}
			}
			if sm.name != "spgi" && hits[align.RuleNumberMismatch] == 0 {
				t.Errorf("%s %s: no number_mismatch cut in %d pairs: the test exercises nothing", sm.name, cfg.name, len(sm.pairs))
			}
			t.Logf("%s %s: %d pairs, rule hits %v", sm.name, cfg.name, len(sm.pairs), hits)
		}
	}
}

// copyResult copies what Clean reuses.
func copyResult(r *align.CleanResult) align.CleanResult {
	out := *r
	out.Edits = append([]align.Edit(nil), r.Edits...)
	return out
}
