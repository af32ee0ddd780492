package normalize

import (
	"strings"
	"testing"
)

// TestVerb96LettersSizeRange: a range of women's plus sizes after "size"
// or "sizes" has both letters said, "fourteen w to twenty four w" (the
// second was "twenty four watts"); "100W-200W bulbs" and "100W to 200W
// bulbs", with no size word, keep theirs (verb96).
func TestVerb96LettersSizeRange(t *testing.T) {
	checkCases(t, []caseT{
		{"Sizes 14W-24W", "sizes fourteen w to twenty four w", []string{"sizes fourteen watts to twenty four watts"}},
		{"She wears sizes 14W-24W.", "she wears sizes fourteen w to twenty four w", nil},
		{"Sizes 14W to 24W", "sizes fourteen w to twenty four w", nil},
		{"Sizes 14W - 24W", "sizes fourteen w to twenty four w", nil},
		{"Size 2L-3L", "size two l to three l", nil},
		// Guards.
		{"She wears size 16W.", "she wears size sixteen w", nil},
		{"100W to 200W bulbs", "one hundred watts to two hundred watts bulbs", nil},
	})
	// Guards: with no size word the second of a range keeps its watts
	// (the first's "one hundred w" is another rule's, left as it was).
	for _, w := range []string{"100W-200W bulbs", "Bulbs 100W - 200W"} {
		got, err := testV.Best(w)
		if err != nil || !strings.Contains(got.Spoken, "two hundred watts") {
			t.Errorf("%q: best %q (err %v), want the second in watts", w, got.Spoken, err)
		}
	}
}
