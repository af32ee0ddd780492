package tagging

import (
	"strings"
	"testing"
)

// TestDeriveSaidSigns: readings of the day's verbalizer whose words say a
// sign after its number or a symbol GTN leaves out. A golf score to par
// ("+3" / "three over", verb36) was non_monotonic ("over" wrote only
// "/"); "-12" / "twelve under" made "twelve" write "-12" and "under" a
// <DELETE>: now "over" and "under" write the sign, moved before the
// number as a currency said after its amount is: "3_" "_+<<" after a
// <SELF> word ("5_ _$<<"), "3_>" "_+" at a sentence start ("5_> _$"). A
// number of two words ("+21" / "twenty one over", "-12" / "one two
// under") was unaligned_fragment for "+" and, for "-", the sign rode on
// "twenty" as punctuation ("_-2 1_ <DELETE>"): now "2 1_ _+<<", and at a
// sentence start, where "<<" has no anchor, the sign on the first word
// with the saying word a <DELETE> ("_+2 1_ <DELETE>", as "$45 billion").
// A sign nobody says is still no word's ("+3" / "three"). A section
// sign said "section" (42 U.S.C. § 1983) was unaligned_fragment with the
// verbalizer's span and, without spans, punctuation dropped (its word a
// <DELETE>, the target without it).
func TestDeriveSaidSigns(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		written, spoken string
		spans           [][3]string
		tags, target    string
	}{
		{"He shot a +3 on the back nine.", "he shot a three over on the back nine", [][3]string{{"cardinal", "+3", "three over"}},
			"<SELF> <SELF> <SELF> 3_ _+<< <SELF> <SELF> <SELF> <SELF>", "he shot a +3 on the back nine"},
		{"Woods finished at -12 after a birdie.", "woods finished at twelve under after a birdie", [][3]string{{"cardinal", "-12", "twelve under"}},
			"<SELF> <SELF> <SELF> 12_ _-<< <SELF> <SELF> <SELF>", "woods finished at -12 after a birdie"},
		{"+3 on the day after a bogey.", "three over on the day after a bogey", [][3]string{{"cardinal", "+3", "three over"}},
			"3_> _+ <SELF> <SELF> <SELF> <SELF> <SELF> <SELF>", "+3 on the day after a bogey"},
		{"A birdie put him at +21 for the week.", "a birdie put him at twenty one over for the week", [][3]string{{"cardinal", "+21", "twenty one over"}},
			"<SELF> <SELF> <SELF> <SELF> <SELF> 2 1_ _+<< <SELF> <SELF> <SELF>", "a birdie put him at +21 for the week"},
		{"Woods finished at -12 after a birdie.", "woods finished at one two under after a birdie", [][3]string{{"cardinal", "-12", "one two under"}},
			"<SELF> <SELF> <SELF> 1 2_ _-<< <SELF> <SELF> <SELF>", "woods finished at -12 after a birdie"},
		{"+21 on the day.", "twenty one over on the day", [][3]string{{"cardinal", "+21", "twenty one over"}},
			"_+2 1_ <DELETE> <SELF> <SELF> <SELF>", "+21 on the day"},
		{"The court cited 42 U.S.C. S 1983 today.", "the court cited forty two u s c section nineteen eighty three today", nil,
			"<SELF> <SELF> <SELF> _4 2_ <SELF> <SELF> <SELF> _§_ _19 8 3_ <SELF>", "the court cited 42 u s c § 1983 today"},
	} {
		written := strings.Replace(c.written, " S ", " § ", 1)
		var spans []Span
		if c.spans != nil {
			spans = spansOf(written, c.spoken, c.spans...)
		}
		for _, withSpans := range []bool{true, false} {
			if withSpans && spans == nil {
				continue
			}
			sp := spans
			if !withSpans {
				sp = nil
			}
			ex, f := d.Derive(written, c.spoken, sp, withSpans)
			if f != nil {
				t.Errorf("%q (spans %v): %v", written, withSpans, f)
				continue
			}
			if got := strings.Join(ex.Tags, " "); got != c.tags || ex.Target != c.target {
				t.Errorf("%q (spans %v):\n got %s / %q\nwant %s / %q", written, withSpans, got, ex.Target, c.tags, c.target)
			}
			if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
				t.Errorf("%q: realizes %q, target %q", written, r, ex.Target)
			}
		}
	}
}

// TestDeriveUnsaidSignIsNoWords: a sign prefix moves only where a word of
// the span says it; "+21" said "twenty one" has no word for "+", which no
// word may write from nothing (at a sentence start or after a word).
func TestDeriveUnsaidSignIsNoWords(t *testing.T) {
	d := NewDeriver()
	for _, c := range [][2]string{
		{"He was +21 today.", "he was twenty one today"},
		{"+21 on the day.", "twenty one on the day"},
		{"He was +3 today.", "he was three today"},
	} {
		if ex, f := d.Derive(c[0], c[1], nil, false); f == nil || f.Rule != RuleUnaligned {
			t.Errorf("%q / %q: got %v %v, want %s", c[0], c[1], ex.Tags, f, RuleUnaligned)
		}
	}
}
