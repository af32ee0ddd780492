package roman

import (
	"fmt"
	"testing"
)

func ExampleFormat() {
	fmt.Println(Format(14), Format(1990), Format(3999))
	// Output: XIV MCMXC MMMCMXCIX
}

func TestFormat(t *testing.T) {
	for n, want := range map[int]string{0: "", -3: "", 1: "I", 4: "IV", 9: "IX", 40: "XL", 44: "XLIV", 400: "CD", 949: "CMXLIX", 2024: "MMXXIV"} {
		if got := Format(n); got != want {
			t.Errorf("Format(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestParse(t *testing.T) {
	for s, want := range map[string]int{"I": 1, "IX": 9, "XIV": 14, "XXIII": 23, "MCMXC": 1990, "MMMCMXCIX": 3999,
		"": 0, "IIII": 0, "IC": 0, "xiv": 0, "DID": 0, "MID": 0, "CIVIL": 0, "MIX": 1009, "A": 0} {
		if got := Parse(s); got != want {
			t.Errorf("Parse(%q) = %d, want %d", s, got, want)
		}
	}
	for n := 1; n <= 3999; n++ {
		if got := Parse(Format(n)); got != n {
			t.Fatalf("Parse(Format(%d)) = %d", n, got)
		}
	}
}
