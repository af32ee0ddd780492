package tagging

import (
	"strings"
	"testing"
)

// TestUnsaidWordInAGivenSpan: the citation TestUnsaidWordInCitationIs-
// WrittenNotSpoken reads from NeMo's sentence form, given as a raw GTN
// token ("63 U.S. 1 44" said "sixty three one forty four": gtn_dev_clean
// converted to raw GTN, qa80), is written_not_spoken naming "U.S.", as the
// found span was; it was non_monotonic ("sixty" is written elsewhere in
// the span). So is a verbalizer's span whose "of" nobody says. A span
// whose words say every written word keeps its rule.
func TestUnsaidWordInAGivenSpan(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, spanW, spanS, rule, reason string }{
		{"Hale v . Gaines , 63 U.S. 1 44 ( 1859 ) .", "hale v gaines sixty three one forty four eighteen fifty nine",
			"63 U.S. 1 44", "sixty three one forty four", RuleWrittenOnly,
			`"U.S." is written but not spoken (the rest of CARDINAL "63 U.S. 1 44" aligns without it)`},
		{"Oneida County , 414 U.S. 6 61 ( 1974 ) .", "oneida county four hundred fourteen six sixty one nineteen seventy four",
			"414 U.S. 6 61", "four hundred fourteen six sixty one", RuleWrittenOnly,
			`"U.S." is written but not spoken (the rest of CARDINAL "414 U.S. 6 61" aligns without it)`},
		// the verbalizer's "3rd of August" said "third august"
		// (readings.txt) was unaligned_fragment: "third" does not
		// explain "_3rd__of_"
		{"on 3rd of August now", "on third august now", "3rd of August", "third august", RuleWrittenOnly,
			`"of" is written but not spoken (the rest of CARDINAL "3rd of August" aligns without it)`},
		{"due 2024-06-30 now", "due the thirtieth of june twenty twenty four now",
			"2024-06-30", "the thirtieth of june twenty twenty four", RuleNonMonotonic, ""},
	} {
		ws, ss := strings.Index(c.written, c.spanW), strings.Index(c.spoken, c.spanS)
		sp := []Span{{Class: "CARDINAL", WrittenStart: len([]rune(c.written[:ws])), WrittenEnd: len([]rune(c.written[:ws+len(c.spanW)])),
			SpokenStart: len([]rune(c.spoken[:ss])), SpokenEnd: len([]rune(c.spoken[:ss+len(c.spanS)]))}}
		_, f := d.Derive(c.written, c.spoken, sp, true)
		if f == nil || f.Rule != c.rule || (c.reason != "" && f.Reason != c.reason) {
			t.Errorf("%q: %v, want %s: %s", c.written, f, c.rule, c.reason)
		}
	}
}
