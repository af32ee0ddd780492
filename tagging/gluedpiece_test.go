package tagging

import "testing"

// TestGluedPiece pins the test detokenizeJoined and spacingWindow.errors
// share: a piece opening and closing with "_" is glued.
func TestGluedPiece(t *testing.T) {
	for p, want := range map[string]bool{"_ab_": true, "_ a b _": true, "_": true, "_ab": false, "ab_": false, " _ab_": false, "": false} {
		if got := gluedPiece(p); got != want {
			t.Errorf("gluedPiece(%q) = %v, want %v", p, got, want)
		}
	}
}
