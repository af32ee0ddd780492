package normalize

import "testing"

// TestHeartGlyphRunAfterHeart: a run of heart glyphs after another heart
// closes a message as "<33" after "<33" does (heartBefore knew one glyph
// only: "See you soon ♥♥ ♥♥" was rejected at its second run).
func TestHeartGlyphRunAfterHeart(t *testing.T) {
	checkCases(t, []caseT{
		{"See you soon ♥♥ ♥♥", "see you soon heart heart", []string{"see you soon heart", "see you soon"}},
		{"See you soon <33 <33", "see you soon heart heart", []string{"see you soon heart"}},
		{"Miss you ❤️❤️ ❤️", "miss you heart heart", []string{"miss you heart"}},
		{"Night ♥ ♡♡♡", "night heart heart", []string{"night heart"}},
	})
	for _, c := range []struct {
		text string
		pos  int
		want bool
	}{
		{"♥♥ word", len("♥♥ "), true},
		{"<33 word", len("<33 "), true},
		{"❤️❤️ word", len("❤️❤️ "), true},
		{"♥♥♥♥ word", len("♥♥♥♥ "), false},
		{"<3333 word", len("<3333 "), false},
		{"a♥♥ word", len("a♥♥ "), false},
		{"x♥ word", len("x♥ "), false},
		{"word", 0, false},
	} {
		if got := heartBefore(c.text, c.pos); got != c.want {
			t.Errorf("heartBefore(%q, %d) = %v, want %v", c.text, c.pos, got, c.want)
		}
	}
}

// TestPlaceNameOpenedByNewKeepsDegrees: a capitalized "New" opens a
// place's name, no product's ("New York 22.5C" was "new york twenty two
// point five c": "new" counted as the determiner of "the new Galaxy
// 5.5C"); a lower-case "new" keeps the model.
func TestPlaceNameOpenedByNewKeepsDegrees(t *testing.T) {
	checkCases(t, []caseT{
		{"New York 22.5C", "new york twenty two point five degrees celsius", nil},
		{"New Delhi 31.5C, Mumbai 29.5C.", "new delhi thirty one point five degrees celsius mumbai twenty nine point five degrees celsius", nil},
		{"Highs in New Orleans -2.5C.", "highs in new orleans minus two point five degrees celsius", nil},
		{"I bought the new Galaxy 5.5C today.", "i bought the new galaxy five point five c today", nil},
		{"My new Galaxy 5.5C runs hot.", "my new galaxy five point five c runs hot", nil},
	})
}
