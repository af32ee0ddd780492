package tagging

import (
	"strings"
	"testing"
)

// TestSaidMinusAfter: a good token ending in "-" whose next spoken word is
// a "minus" no written word matched becomes a span (the rating "A-" said
// "a minus"); a matched "minus", another word or a token without the dash
// leave it good, and a gap without such a token allocates nothing (a set
// of matchedTo was built for every gap with a mismatch).
func TestSaidMinusAfter(t *testing.T) {
	written := "an A- rating B- minus C"
	toks := func() []wtok {
		return []wtok{
			{start: 0, end: 2, asr: []string{"an"}, good: true, first: 0},
			{start: 3, end: 5, asr: []string{"a"}, good: true, first: 1},
			{start: 6, end: 12, asr: []string{"rating"}, good: true, first: 3},
			{start: 13, end: 15, asr: []string{"b"}, good: true, first: 4},
			{start: 16, end: 21, asr: []string{"minus"}, good: true, first: 5},
			{start: 22, end: 23, asr: []string{"c"}, good: true, first: 6},
		}
	}
	words := []string{"an", "a", "minus", "rating", "b", "minus", "c"}
	matchedTo := []int{0, 1, 3, 4, 5, 6} // "minus" at 2 said, unwritten; at 5 written
	ts := toks()
	saidMinusAfter(written, ts, words, matchedTo)
	for i, want := range []bool{true, false, true, true, true, true} {
		if ts[i].good != want {
			t.Errorf("token %q: good %v, want %v", written[ts[i].start:ts[i].end], ts[i].good, want)
		}
	}
	plain := "an a rating b minus c"
	pt := []wtok{
		{start: 0, end: 2, asr: []string{"an"}, good: true, first: 0},
		{start: 3, end: 4, asr: []string{"a"}, good: true, first: 1},
		{start: 5, end: 11, asr: []string{"rating"}, good: true, first: 3},
	}
	long := make([]int, 64) // a long row's gap
	for i := range long {
		long[i] = i
	}
	if n := testing.AllocsPerRun(100, func() { saidMinusAfter(plain, pt, words, long) }); n != 0 {
		t.Errorf("saidMinusAfter without a dash: %v allocations, want 0", n)
	}
}

// TestCliticSplitHead: cliticSplit finds a clitic in any letter case after
// a word ending in a letter or digit, and none after nothing, an
// apostrophe or a mark.
func TestCliticSplitHead(t *testing.T) {
	for _, c := range []struct {
		written string
		words   []string
		k       int
		head    string
	}{
		{"WWE 's", []string{"w", "w", "e's"}, 3, "WWE"},
		{"WWE 'S", []string{"w", "w", "e's"}, 3, "WWE"},
		{"1990 's", []string{"nineteen", "ninety's"}, 2, "1990"},
		{"AFI 's 100", []string{"a", "f", "i's", "one", "hundred"}, 3, "AFI"},
		{"'s", []string{"x's"}, 0, ""},
		{"'' 's", []string{"x's"}, 0, ""},
		{"x' 's", []string{"x's"}, 0, ""},
		{"( 's", []string{"x's"}, 0, ""},
		{"WWE 'st", []string{"w", "w", "e'st"}, 0, ""},
	} {
		k, head, _, _, _ := cliticSplit(c.written, c.words)
		if k != c.k || head != c.head {
			t.Errorf("cliticSplit(%q, %q) = %d %q, want %d %q", c.written, c.words, k, head, c.k, c.head)
		}
	}
}

// TestWithTouchingLettersCopiesOnlyWhenItAdds: withTouchingLetters returns
// the spans as they are, without a copy, when no letters touch one, and
// adds the members in order when some do (before the span they touch,
// after it).
func TestWithTouchingLettersCopiesOnlyWhenItAdds(t *testing.T) {
	written, spoken := "He paid $5 today.", "he paid five dollars today"
	spans := []spanBytes{{class: "MONEY", ws: 8, we: 10, ss: 8, se: 20}}
	if n := testing.AllocsPerRun(100, func() { withTouchingLetters(spans, written, spoken) }); n != 0 {
		t.Errorf("no touching letters: %v allocations, want 0", n)
	}
	written, spoken = "S&P and 401k rose", "s and p and four o one k rose"
	spans = []spanBytes{{class: "SYMBOL", ws: 1, we: 2, ss: 2, se: 5}, {class: "DIGITS", ws: 8, we: 11, ss: 12, se: 22}}
	got := withTouchingLetters(spans, written, spoken)
	var pieces []string
	for _, sp := range got {
		pieces = append(pieces, written[sp.ws:sp.we]+"/"+strings.TrimSpace(spoken[sp.ss:sp.se]))
	}
	if want := "S/s &/and P/p 401/four o one k/k"; strings.Join(pieces, " ") != want {
		t.Errorf("got %q, want %q", strings.Join(pieces, " "), want)
	}
}
