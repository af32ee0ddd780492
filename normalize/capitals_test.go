package normalize

import "testing"

// TestCapitalsBefore pins the shared scan of letterModelBefore (up to
// three capitals) and letterPlaneModel (up to two): one to most capitals
// right before i, after a word's boundary.
func TestCapitalsBefore(t *testing.T) {
	for _, c := range []struct {
		text string
		most int
		want bool
	}{
		{"the A320", 2, true},
		{"the CN320", 2, true},
		{"the ABC320", 2, false},
		{"the ABC320", 3, true},
		{"the ABCD320", 3, false},
		{"C130", 2, true},
		{"xC130", 2, false},
		{"4C130", 2, false},
		{"the 320", 2, false},
	} {
		i := len(c.text) - 3
		if got := capitalsBefore(c.text, i, c.most); got != c.want {
			t.Errorf("capitalsBefore(%q, %d, %d) = %v, want %v", c.text, i, c.most, got, c.want)
		}
	}
}
