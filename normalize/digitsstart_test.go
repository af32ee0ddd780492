package normalize

import "testing"

// TestDigitsStart pins the shared backward walk over a run of digits.
func TestDigitsStart(t *testing.T) {
	for _, c := range []struct {
		text    string
		i, want int
	}{
		{"Step 12: 3", 7, 5}, {"12:3", 2, 0}, {"ab", 2, 2}, {"", 0, 0}, {"a1b", 3, 3},
	} {
		if got := digitsStart(c.text, c.i); got != c.want {
			t.Errorf("digitsStart(%q, %d) = %d, want %d", c.text, c.i, got, c.want)
		}
	}
}

// TestSkipSpaces pins the forward walk over spaces that the scanners share.
func TestSkipSpaces(t *testing.T) {
	for _, c := range []struct {
		text    string
		i, want int
	}{
		{"a  b", 1, 3}, {"ab", 1, 1}, {"a  ", 1, 3}, {"", 0, 0},
	} {
		if got := skipSpaces(c.text, c.i); got != c.want {
			t.Errorf("skipSpaces(%q, %d) = %d, want %d", c.text, c.i, got, c.want)
		}
	}
}
