package normalize

import (
	"math"
	"testing"
)

// TestUpperCaseOrdinalReadsAsLower: an ordinal's suffix in capitals reads
// as in lower case. A street's ordinal after a house number ("708 N 42ND
// St.") gave the house number's pair readings a share "42nd" did not
// (streetAfterHouseNumber asked a case-sensitive numberedStreet where
// readDirection asked streetOrdinal); shortNumberText keeps "24TH" with
// the short numbers, as parseOrdinalSuffix reads it.
func TestUpperCaseOrdinalReadsAsLower(t *testing.T) {
	for _, p := range [][2]string{
		{"He lives at 708 N 42ND St.", "He lives at 708 N 42nd St."},
		{"THE 21ST CENTURY", "THE 21st CENTURY"},
		{"He lives on 42ND Street", "He lives on 42nd Street"},
	} {
		up, err := testV.Variants(p[0], 8)
		if err != nil {
			t.Fatal(err)
		}
		low, err := testV.Variants(p[1], 8)
		if err != nil {
			t.Fatal(err)
		}
		if len(up) != len(low) {
			t.Errorf("%q: %d variants, %q %d", p[0], len(up), p[1], len(low))
			continue
		}
		for i := range up {
			if up[i].Spoken != low[i].Spoken || math.Abs(up[i].Prob-low[i].Prob) > 1e-9 {
				t.Errorf("%q variant %d: %q %.4f, %q: %q %.4f", p[0], i, up[i].Spoken, up[i].Prob, p[1], low[i].Spoken, low[i].Prob)
			}
		}
	}
	for _, s := range []string{"24TH", "24th,", "1ST.", "3Rd"} {
		if !shortNumberText(s) {
			t.Errorf("shortNumberText(%q) = false", s)
		}
	}
	if shortNumberText("24THS") {
		t.Error(`shortNumberText("24THS") = true`)
	}
}

// TestEvery90sCapitalized: "every" before tens and s and a noun is the
// decade capitalized as in lower case ("Every 90s Kid Remembers This", a
// headline's, was "every ninety seconds kid" 0.9: secondsNotDecade's
// "every" branch asked for a lower-case word where its other branches
// lower-cased it).
func TestEvery90sCapitalized(t *testing.T) {
	checkCases(t, []caseT{
		{"Every 90s Kid Remembers This", "every nineties kid remembers this", nil},
		{"Every 90s kid remembers this", "every nineties kid remembers this", nil},
		{"Every 30s, the page reloads.", "every thirty seconds the page reloads", nil},
		{"Every 30s Later the page reloads", "every thirty seconds later the page reloads", nil},
	})
}
