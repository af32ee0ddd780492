package tagging

import (
	"strings"
	"testing"
)

// A court reporter's abbreviation that NeMo's GTN sentences leave unsaid in
// a citation ("63 U.S . 1 44 ( 1859 )" said "sixty three one forty four
// eighteen fifty nine"; the two rows of gtn_dev_clean, NeMo GTN 2,001-7,551,
// whose written text holds "U.S") is written_not_spoken: the numbers
// around it align without it. The run was one found span, rejected as
// non_monotonic ("one" is written elsewhere in the span), which named the
// numbers' order where the fault is a written word nobody said.
func TestUnsaidWordInCitationIsWrittenNotSpoken(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, word string }{
		{"Hale v . Gaines , 63 U.S . 1 44 ( 1859 ) .", "hale v gaines sixty three one forty four eighteen fifty nine", `"U.S"`},
		{"Oneida Indian Nation of N.Y . State v . Oneida County , 414 U.S . 6 61 ( 1974 ) .",
			"oneida indian nation of n y state v oneida county four hundred fourteen six sixty one nineteen seventy four", `"U.S"`},
		// detokenized (prep gtn --detokenize), with the abbreviation's period
		{"Hale v. Gaines, 63 U.S. 144 (1859).", "hale v gaines sixty three one forty four eighteen fifty nine", `"U.S."`},
	} {
		_, f := d.Derive(c.written, c.spoken, nil, false)
		if f == nil || f.Rule != RuleWrittenOnly || !strings.HasPrefix(f.Reason, c.word+" is written but not spoken") {
			t.Errorf("%q: %v, want %s: %s is written but not spoken", c.written, f, RuleWrittenOnly, c.word)
		}
	}
	// Said, the abbreviation is tagged as before: spelled ("u s") its
	// letters are <SELF> words, the numbers spans of their own.
	ex, f := d.Derive("Hale v . Gaines , 63 U.S . 1 44 ( 1859 ) .", "hale v gaines sixty three u s one forty four eighteen fifty nine", nil, false)
	if f != nil || strings.Join(ex.Tags, " ") != "<SELF> <SELF> <SELF> _6 3_ <SELF> <SELF> _1_ _4 4_ _18 5 9_" || ex.Target != "hale v gaines 63 u s 1 44 1859" {
		t.Errorf("said U.S: %q %q %v", ex.Tags, ex.Target, f)
	}
	// No written word is unsaid: an ISO date said day first stays
	// non_monotonic (fit half, line 17).
	_, f = d.Derive("Nikkei Business Publications , inc 2008-09-30 .", "nikkei business publications inc the thirtieth of september two thousand eight", nil, false)
	if f == nil || f.Rule != RuleNonMonotonic {
		t.Errorf("ISO date said day first: %v, want %s", f, RuleNonMonotonic)
	}
}

// unsaidBy leaves a word some spoken word may say: its letters spelled, an
// abbreviation of a word, a unit; and tokens that are no word of letters.
func TestUnsaidBy(t *testing.T) {
	for _, c := range []struct {
		f     string
		words []string
		want  bool
	}{
		{"U.S", []string{"sixty", "three", "one", "forty", "four"}, true},
		{"U.S.", []string{"one"}, true},
		{"U.S", []string{"u", "s"}, false},
		{"U.S", []string{"us"}, false},
		{"U.S", []string{"united", "states"}, false},
		{"km", []string{"five", "kilometers"}, false},
		{"Sept", []string{"september"}, false},
		{"63", []string{"one"}, false},
		{".", []string{"one"}, false},
		{"g/cm3", []string{"one"}, false},
	} {
		if got := unsaidBy(c.f, c.words); got != c.want {
			t.Errorf("unsaidBy(%q, %q) = %v, want %v", c.f, c.words, got, c.want)
		}
	}
}
