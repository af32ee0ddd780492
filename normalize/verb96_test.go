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

// TestVerb96IntelCoreSpaced: an Intel Core model written with a space for
// the dash reads as verb94's "i7-13700K" does, where a suffix or "Core"
// makes it a model ("thirteen thousand seven hundred thousand" was
// first, the K a thousand); Apple's "M2 Pro", "M3 Max" were already
// right and are kept, and "an i7 laptop", "my i7 2024 build", "M2
// motorway" keep theirs (verb96).
func TestVerb96IntelCoreSpaced(t *testing.T) {
	checkCases(t, []caseT{
		{"i7 13700K", "i seven thirteen seven hundred k", []string{"i seven thirteen thousand seven hundred k"}},
		{"a Core i7 13700K laptop", "a core i seven thirteen seven hundred k laptop", nil},
		{"i5 12400F", "i five twelve four hundred f", nil},
		{"Core i5 12400", "core i five twelve four hundred", nil},
		// Guards.
		{"i7-13700K", "i seven thirteen seven hundred k", nil},
		{"an i7 laptop", "an i seven laptop", nil},
		{"my i7 2024 build", "my i seven twenty twenty four build", nil},
		{"M2 Pro", "m two pro", nil},
		{"the M3 Max chip", "the m three max chip", nil},
		{"M2 motorway", "m two motorway", nil},
	})
}

// TestVerb96RanksInCapitals: two or more bare ranks in capitals before a
// word in capitals are the ranks ("LT COL JOHN SMITH" was "l t col john
// smith"); one rank alone in capitals, which a headline's capitals may
// hold ("GEN Z", "COL DE LA CROIX", "LT BLUE SHIRT", "DET NORSKE
// VERITAS", "CAPT JONES"), and ranks with no word after them keep their
// letters (verb96).
func TestVerb96RanksInCapitals(t *testing.T) {
	checkCases(t, []caseT{
		{"LT COL JOHN SMITH", "lieutenant colonel john smith", nil},
		{"SGT MAJ BROWN", "sergeant major brown", nil},
		{"DET SGT JONES SAID", "detective sergeant jones said", nil},
		{"BRIG GEN SMITH", "brigadier general smith", nil},
		// Guards.
		{"Lt Col Smith", "lieutenant colonel smith", nil},
		{"GEN Z SPENDING", "gen z spending", nil},
		{"LT BLUE SHIRT", "l t blue shirt", nil},
		{"DET NORSKE VERITAS", "d e t norske veritas", nil},
		{"CAPT JONES", "capt jones", nil},
		// verb102: a compound rank's two words alone are the rank, as
		// "Lt. Col." is ("l t col" was asked here).
		{"LT COL", "lieutenant colonel", nil},
	})
}
