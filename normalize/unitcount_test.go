package normalize

import "testing"

// TestUnitCount pins the count of a unit of time that the clock's
// duration and the race time say (each had its own closure).
func TestUnitCount(t *testing.T) {
	for _, c := range []struct {
		n          int
		unit, want string
	}{
		{0, "second", "zero seconds"}, {1, "hour", "one hour"}, {5, "minute", "five minutes"}, {21, "second", "twenty one seconds"}, {100, "hour", "one hundred hours"},
	} {
		if got := unitCount(c.n, c.unit); got != c.want {
			t.Errorf("unitCount(%d, %s) = %q, want %q", c.n, c.unit, got, c.want)
		}
	}
}
