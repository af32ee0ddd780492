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
