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

// TestNumberRunBefore pins the shared check of a short number ending at i
// after a boundary: its length bounds, and the bytes it may not follow (a
// letter, a decimal point, a thousands comma).
func TestNumberRunBefore(t *testing.T) {
	for _, c := range []struct {
		text      string
		i, lo, hi int
		start     int
		ok        bool
	}{
		{"1013 hPa", 4, 3, 4, 0, true}, {"at 990 hPa", 6, 3, 4, 3, true}, {"(12x", 3, 1, 2, 1, true},
		{"99 hPa", 2, 3, 4, 0, false}, {"10130", 5, 3, 4, 0, false}, {"no digits", 2, 1, 3, 2, false},
		{"v1013", 5, 3, 4, 1, false}, {"1.013", 5, 3, 4, 2, false}, {"2,013", 5, 1, 3, 2, false},
		{"12:3", 4, 1, 3, 3, true}, {"-12", 3, 1, 3, 1, true},
	} {
		start, ok := numberRunBefore(c.text, c.i, c.lo, c.hi)
		if start != c.start || ok != c.ok {
			t.Errorf("numberRunBefore(%q, %d, %d, %d) = %d, %v, want %d, %v", c.text, c.i, c.lo, c.hi, start, ok, c.start, c.ok)
		}
	}
}

// TestDigitsEnd pins the shared forward walk over a run of digits.
func TestDigitsEnd(t *testing.T) {
	for _, c := range []struct {
		text    string
		i, want int
	}{
		{"Step 12: 3", 5, 7}, {"12:3", 0, 2}, {"ab", 0, 0}, {"", 0, 0}, {"a12", 1, 3}, {"a12", 3, 3},
	} {
		if got := digitsEnd(c.text, c.i); got != c.want {
			t.Errorf("digitsEnd(%q, %d) = %d, want %d", c.text, c.i, got, c.want)
		}
	}
}
