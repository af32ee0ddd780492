package normalize

import "testing"

// Exponents and scientific notation were rejected (a superscript digit)
// or read as written ("ten caret six", "one e five"); subscripts are the
// digits they stand for.
func TestPowersAndScientific(t *testing.T) {
	checkCases(t, []caseT{
		{"E = mc²", "e equals m c squared", []string{"e equals m c to the second"}},
		{"10^6 cells", "ten to the sixth cells", []string{"ten to the power of six cells"}},
		{"x^-2", "x to the minus second", nil},
		{"10⁻³", "ten to the minus third", nil},
		{"a 10³ increase", "a ten cubed increase", nil},
		{"1e-5", "one times ten to the minus fifth", []string{"one e minus five"}},
		{"6.02E23 atoms", "", []string{"six point o two times ten to the twenty third atoms"}},
		{"H₂O and CO₂", "h two o and c o two", nil},
		// A capital E without a decimal or a sign is no power of ten
		// (Boeing's 7E7 was "seven times ten to the seventh"), nor a
		// direction before a bare number ("seven east seven" was the
		// reading until a direction needed a street after it).
		{"1E-5", "one times ten to the minus fifth", nil},
		{"new 7E7 planes", "new seven e seven planes", nil},
		{"12.5k followers", "twelve point five thousand followers", nil},
		{"a 5k run", "a five k run", nil},
		// A caret apart from what it raises stays the symbol; a unit's
		// power stays the unit's.
		{"a ^ b", "a caret b", nil},
		{"5 m²", "five square meters", nil},
		{"an area of 5 m2", "an area of five square meters", nil},
		{"Art. 5(2)(b)", "article five two b", nil},
	})
}

// A quantity in scientific notation: x before a power of ten is "times"
// ("by" was first), and a unit after the power is the quantity's, "per"
// after a slash ("11 x 10^9/L" was "ten to the ninth l").
func TestPowerOfTenUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"WBC 7 x 10^9/L today.", "w b c seven times ten to the ninth per liter today", []string{"w b c seven times ten to the power of nine per liter today"}},
		{"Cells at 2 x 10⁶/mL.", "cells at two times ten to the sixth per milliliter", nil},
		{"Light goes 3 x 10^8 m/s.", "light goes three times ten to the eighth meters per second", nil},
		{"It holds 10^6 kg now.", "it holds ten to the sixth kilograms now", nil},
		{"It was 10^6 in all.", "it was ten to the sixth in all", nil},
		{"A 2 x 10 board.", "a two by ten board", nil},
		{"Then x^2/y drops.", "then x squared y drops", nil},
	})
}

// TestTimesSignBeforePowerOfTen: × before a power of ten is "times", as
// x is ("three by ten to the eighth" was as likely); elsewhere it keeps
// the symbol's readings.
func TestTimesSignBeforePowerOfTen(t *testing.T) {
	checkCases(t, []caseT{
		{"3 × 10^8 m/s", "three times ten to the eighth meters per second", nil},
	})
	if p, err := testV.ProbOf("3 × 10^8 m/s", "three by ten to the eighth meters per second"); err != nil || p > 0.1 {
		t.Errorf(`P("by") = %g (err %v), want at most 0.1`, p, err)
	}
}
