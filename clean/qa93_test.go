package clean

import (
	"strings"
	"testing"
)

// TestFoldAccentsDecomposed (qa93): text in decomposed form (NFD: macOS
// file names, some e-book exports keep it), "cafe\u0301", is "café" with
// its accent apart. fold_accents folded only the composed letter, so with
// it on the mark stayed and disallowed_chars dropped the pair, its reason
// naming the bare mark '́' (U+0301) and the "allowed" parameter; the
// decomposed accent folds as the composed letter does, and the reason of
// a pair dropped for one names its letter and fold_accents.
func TestFoldAccentsDecomposed(t *testing.T) {
	checkEdits(t, only(t, "book", "fold_accents", nil), "fold_accents", []editCase{
		{"cafe\u0301 Zu\u0308rich", "cafe Zurich"},
		{"A\u030angstro\u0308m", "Angstrom"},
		{"Æ\u0301sop", "AEsop"}, // a mark after a letter folded by name
		// A mark after no letter, or after a letter kept, stays.
		{"\u0301alone", "\u0301alone"},
		{"α\u0301 and 5\u0301", "α\u0301 and 5\u0301"},
	})
	on := true
	folded, err := NewSet("book", BookRules(), Config{Rules: map[string]RuleConfig{"fold_accents": {Enabled: &on}}})
	if err != nil {
		t.Fatal(err)
	}
	if res := folded.ApplyPair("The cafe\u0301 was open.", "THE CAFE WAS OPEN"); res.Dropped || res.Written != "The cafe was open." {
		t.Errorf("fold_accents on, decomposed written side: %+v", res)
	}
	def, err := NewSet("book", BookRules(), Config{})
	if err != nil {
		t.Fatal(err)
	}
	res := def.ApplyPair("The cafe\u0301 was open.", "THE CAFE WAS OPEN")
	if !res.Dropped || res.Rule != "disallowed_chars" {
		t.Fatalf("default set, decomposed written side: want a disallowed_chars drop, got %+v", res)
	}
	for _, want := range []string{`combining mark '́' (U+0301) after 'e'`, "decomposed text, NFD", `the accent of "é" written apart`, `{"rules":{"fold_accents":{"enabled":true}}}`} {
		if !strings.Contains(res.Reason, want) {
			t.Errorf("reason lacks %q: %s", want, res.Reason)
		}
	}
	if strings.Contains(res.Reason, `"allowed" parameter`) {
		t.Errorf("reason names the allowed set, not fold_accents: %s", res.Reason)
	}
	// On the spoken side, which fold_accents does not edit, the hint goes.
	res = folded.ApplyPair("The cafe was open.", "THE CAFE\u0301 WAS OPEN")
	if !res.Dropped || strings.Contains(res.Reason, "a rule off by default") || !strings.Contains(res.Reason, "after 'e'") {
		t.Errorf("decomposed spoken side, fold_accents on: %+v", res)
	}
}
