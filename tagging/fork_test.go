package tagging

import (
	"fmt"
	"testing"
)

// TestForkLeavesTheOriginal: a trial alignment on a fork of the builder
// (appends, and joinClitic's rewrite of the last word, tag and target
// piece in place) never changes the builder it was forked from, nor does
// a sibling trial's append change a kept fork. A plain struct copy (nb :=
// *b, as Derive's trials were) fails both: joinClitic made b's "e" "e's"
// and the sibling wrote its word over the kept fork's in the shared spare
// capacity.
func TestForkLeavesTheOriginal(t *testing.T) {
	b := builder{
		words:        append(make([]string, 0, 16), "the", "w", "w", "e"),
		tags:         append(make([]string, 0, 16), Self, "_w", Self, "e_"),
		target:       append(make([]string, 0, 16), "the", "wwe"),
		semiotic:     append(make([]Semiotic, 0, 16), Semiotic{Class: "LETTERS", Start: 1, End: 4}),
		foundWritten: append(make([]string, 0, 16), ""),
	}
	snapshot := func(b *builder) string {
		return fmt.Sprint(b.words, b.tags, b.target, b.semiotic, b.foundWritten)
	}
	want := snapshot(&b)
	nb := b.fork()
	if !nb.joinClitic("'s", "'s") {
		t.Fatal("joinClitic refused the last word")
	}
	nb.words = append(nb.words, "rose")
	nb.tags = append(nb.tags, Self)
	nb.target = append(nb.target, "rose")
	nb.semiotic = append(nb.semiotic, Semiotic{Class: "CARDINAL", Start: 4, End: 5})
	nb.foundWritten = append(nb.foundWritten, "5")
	if got := snapshot(&b); got != want {
		t.Errorf("the trial changed the original:\n got %s\nwant %s", got, want)
	}
	kept := snapshot(&nb)
	sib := b.fork()
	sib.words = append(sib.words, "fell")
	sib.tags = append(sib.tags, Delete)
	sib.target = append(sib.target, "fell")
	sib.semiotic = append(sib.semiotic, Semiotic{Class: "DATE", Start: 0, End: 1})
	sib.foundWritten = append(sib.foundWritten, "x")
	if got := snapshot(&nb); got != kept {
		t.Errorf("a sibling trial changed the kept fork:\n got %s\nwant %s", got, kept)
	}
	if got := snapshot(&b); got != want {
		t.Errorf("the sibling trial changed the original:\n got %s\nwant %s", got, want)
	}
}
