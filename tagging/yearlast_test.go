package tagging

import (
	"strings"
	"testing"
)

// yearLastCase is a year-first date said with its year last; at[k] is
// where the digits word k says start in written (-1: a word that says
// none, "the", "of"), n[k] how many.
type yearLastCase struct {
	written, spoken string
	at, n           []int
}

// explainedRealizations counts the taggings of c that NeMo's realization
// turns back into the written date, between <SELF> words (after one when
// anchored): every word writes the digits it says, with any separators
// next to them, or a separator alone or nothing when it says no digit,
// every character written once, and every movement mark on every word.
func explainedRealizations(c yearLastCase, anchored bool) []string {
	words := strings.Fields(c.spoken)
	sep := func(i int) bool { return i >= 0 && i < len(c.written) && (c.written[i] < '0' || c.written[i] > '9') }
	pieces := make([][][2]int, len(words)) // each word's possible [start, end)
	for k := range words {
		if c.at[k] < 0 {
			pieces[k] = append(pieces[k], [2]int{})
			for p := range c.written {
				if sep(p) {
					pieces[k] = append(pieces[k], [2]int{p, p + 1})
				}
			}
			continue
		}
		a, b := c.at[k], c.at[k]+c.n[k]
		for _, e := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			if (e[0] == 0 || sep(a-1)) && (e[1] == 0 || sep(b)) {
				pieces[k] = append(pieces[k], [2]int{a - e[0], b + e[1]})
			}
		}
	}
	var found []string
	marks := []string{"", MarkShortRight, MarkShortLeft, MarkLongLeft}
	var tryMarks func(k int, lw, lt []string, pcs [][2]int)
	tryMarks = func(k int, lw, lt []string, pcs [][2]int) {
		if k == len(pcs) {
			want := c.written + "z"
			if anchored {
				want = "a" + want
			}
			if got, _ := Realize(append(lw, "z"), append(lt, Self)); SameIgnoringSpaces(got, want) {
				found = append(found, strings.Join(lt, " "))
			}
			return
		}
		if pcs[k][0] == pcs[k][1] {
			tryMarks(k+1, append(lw, words[k]), append(lt, Delete), pcs)
			return
		}
		for _, m := range marks {
			tryMarks(k+1, append(lw, words[k]), append(lt, "_"+c.written[pcs[k][0]:pcs[k][1]]+"_"+m), pcs)
		}
	}
	var share func(k int, used []bool, pcs [][2]int)
	share = func(k int, used []bool, pcs [][2]int) {
		if k == len(words) {
			for _, u := range used {
				if !u {
					return
				}
			}
			lw, lt := []string{}, []string{}
			if anchored {
				lw, lt = []string{"a"}, []string{Self}
			}
			tryMarks(0, lw, lt, pcs)
			return
		}
		for _, p := range pieces[k] {
			u := append([]bool(nil), used...)
			free := true
			for q := p[0]; q < p[1]; q++ {
				free, u[q] = free && !u[q], true
			}
			if free {
				share(k+1, u, append(pcs[:k:k], p))
			}
		}
	}
	share(0, make([]bool, len(c.written)), nil)
	return found
}

// TestYearFirstDateSaidYearLastHasNoTagging is why such dates stay
// non_monotonic: over every way the words can write their own digits and
// the separators, with every mark on every word, anchored or not, NeMo's
// realization never writes the date back (it carries one token right at a
// time, and "<<" reverses the tokens it moves). The only taggings that do
// give the whole year to one word that says part of it ("_2014-_<<" on
// "fourteen"): one fragment per year, which the tagger could not learn.
// The search is checked on a month-first date said day first, which has
// a tagging (reorderedDate's).
func TestYearFirstDateSaidYearLastHasNoTagging(t *testing.T) {
	for _, c := range []yearLastCase{
		{"2014-06-19", "june nineteenth twenty fourteen", []int{5, 8, 0, 2}, []int{2, 2, 2, 2}},
		{"2014/06/19", "june nineteenth twenty fourteen", []int{5, 8, 0, 2}, []int{2, 2, 2, 2}},
		{"2014-06-19", "the nineteenth of june twenty fourteen", []int{-1, 8, -1, 5, 0, 2}, []int{0, 2, 0, 2, 2, 2}},
		{"2004-06-16", "june sixteenth two thousand four", []int{5, 8, 0, 1, 3}, []int{2, 2, 1, 2, 1}},
		{"2004-06-16", "june sixteenth two thousand four", []int{5, 8, 0, -1, 1}, []int{2, 2, 1, 0, 3}},
	} {
		for _, anchored := range []bool{false, true} {
			if got := explainedRealizations(c, anchored); len(got) > 0 {
				t.Errorf("%q / %q (anchored %v): %d taggings, e.g. %q; reorderedDate could keep it", c.written, c.spoken, anchored, len(got), got[0])
			}
		}
	}
	control := yearLastCase{"12/25/2020", "the twenty fifth of december twenty twenty", []int{-1, 3, 4, -1, 0, 6, 8}, []int{0, 1, 1, 0, 2, 2, 2}}
	if got := explainedRealizations(control, true); len(got) == 0 {
		t.Errorf("%q / %q: no tagging found; reorderedDate has one", control.written, control.spoken)
	}
}
