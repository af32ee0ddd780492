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
