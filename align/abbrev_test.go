package align

import "testing"

// TestAbbreviatedNumberCredit: a number written with an abbreviation
// before it ("No. 7") is one number for NumbersMatch's credit and for the
// edges: "See No. 7." / "see number seven" (difflib ratio 0.25) was
// dropped as min_ratio, since the credit took only digits, punctuation
// and symbols. A plain word beside the number still takes no credit, nor
// an abbreviation the check does not read so.
func TestAbbreviatedNumberCredit(t *testing.T) {
	reads := func(w, s string) bool {
		return map[string]string{"No. 7.": "number seven", "No. 7": "number seven", "Vol. 3,": "volume three",
			"went 17": "when seventeen"}[w] == s
	}
	c := NewCleaner(DefaultCleanConfig())
	c.SetNumberCheck(reads)
	for _, tc := range []struct{ w, s, want string }{
		{"See No. 7.", "see number seven", "See No. 7."},
		{"No. 7 was shut.", "number seven was shut", "No. 7 was shut."},
		{"In Vol. 3, read", "in volume three read", "In Vol. 3, read"},
	} {
		r := c.Clean(tc.w, tc.s)
		if r.Dropped || r.Written != tc.want {
			t.Errorf("%q / %q: dropped %v (%s), written %q, want %q", tc.w, tc.s, r.Dropped, r.Reason, r.Written, tc.want)
		}
	}
	for _, tc := range []struct{ w, s string }{
		{"He went 17.", "he when seventeen"}, // a plain word: no part of the number
		{"See No. 8.", "see number seven"},   // not a reading
		{"See Nos. 7.", "see number seven"},  // not a reading the check knows
	} {
		if r := c.Clean(tc.w, tc.s); !r.Dropped || r.DropRule != RuleMinRatio {
			t.Errorf("%q / %q: want a min_ratio drop, got dropped %v %s written %q", tc.w, tc.s, r.Dropped, r.DropRule, r.Written)
		}
	}
	c.al.Align("See No. 7.", "see number seven")
	aT := c.al.WrittenTokens()
	if !abbreviationAt(aT, 1, len(aT)) || abbreviationAt(aT, 0, len(aT)) || abbreviationAt(aT, 1, 2) {
		t.Errorf("abbreviationAt on %v: want No. only, and only with its period within the run", aT)
	}
}

// TestTitleAbbreviationCutWhole: a cut of a title abbreviation inside a
// pair takes its period, as a trim at either edge does: "under Gen. Grant
// took" / "under grant took" kept "under. Grant took" (the period left as
// a sentence's end), where "Gen. Grant took" / "grant took" (trim_start)
// and "He met Gen." / "he met" (trim_end) cut "Gen." whole. A period
// after any other cut word still ends its sentence ("He came in 1841.
// With" / "he came in with": TestNumberMismatchCut), and "St." may end
// one.
func TestTitleAbbreviationCutWhole(t *testing.T) {
	c := NewCleaner(DefaultCleanConfig())
	c.SetNumberCheck(func(w, s string) bool { return false })
	tail, spTail := " and then all of them went home again", " and then all of them went home again"
	for _, tc := range []struct{ w, s, want string }{
		{"The army under Gen. Grant took the town" + tail, "the army under grant took the town" + spTail, "The army under Grant took the town" + tail},
		{"The letter to Mr. Hale was sent on" + tail, "the letter to hale was sent on" + spTail, "The letter to Hale was sent on" + tail},
		{"Gen. Grant took the town" + tail, "grant took the town" + spTail, "Grant took the town" + tail},
		{"They sent it to Elm St. They went" + tail, "they sent it to elm they went" + spTail, "They sent it to Elm. They went" + tail},
	} {
		r := c.Clean(tc.w, tc.s)
		if r.Dropped || r.Written != tc.want {
			t.Errorf("%q / %q: dropped %v (%s), written %q, want %q", tc.w, tc.s, r.Dropped, r.Reason, r.Written, tc.want)
		}
	}
}
