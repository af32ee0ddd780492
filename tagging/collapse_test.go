package tagging

import "testing"

// NeMo's realize_output collapses every run of spaces to one (commit
// f30d42c2, r1.9.0, May 2022): a <DELETE> word between two words, a glued
// stretch at either end and a <DELETE> word at the end wrote double,
// leading or trailing spaces here. Realize trims the ends too.
func TestRealizeCollapsesSpaces(t *testing.T) {
	cases := []struct {
		words, tags []string
		want        string
	}{
		{[]string{"it", "costs", "five", "dollars", "now"}, []string{Self, Self, "_$5_", Delete, Self}, "it costs $5 now"},
		{[]string{"a", "and", "b"}, []string{Self, Delete, Self}, "a b"},
		{[]string{"twenty", "thirteen", "was", "good"}, []string{"_20", "13_", Self, Self}, "2013 was good"},
		{[]string{"in", "twenty", "thirteen"}, []string{Self, "_20", "13_"}, "in 2013"},
		{[]string{"in", "twenty", "thirteen", "dollars"}, []string{Self, "_20", "13_", Delete}, "in 2013"},
		{[]string{"um", "in", "june"}, []string{Delete, Self, Self}, "in june"},
		{[]string{"the", "n", "h", "l"}, []string{Self, "_n", Self, "l_"}, "the nhl"},
	}
	for _, c := range cases {
		got, err := Realize(c.words, c.tags)
		if err != nil || got != c.want {
			t.Errorf("Realize(%q, %q) = %q, %v; want %q", c.words, c.tags, got, err, c.want)
		}
	}
	for _, c := range [][2]string{{"a  b", "a b"}, {" a b ", "a b"}, {"   ", ""}, {"ab", "ab"}, {"a \t b", "a \t b"}} {
		if got := collapseSpaces(c[0]); got != c[1] {
			t.Errorf("collapseSpaces(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}
