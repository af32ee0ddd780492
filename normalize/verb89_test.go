package normalize

import "testing"

// TestEditionAndFloorAfterOrdinal: "edn" after an ordinal in digits is a
// book's edition and "fl." a building's floor ("the 4th edn" was "fourth
// e d n" 0.75, "3rd fl." "third f l" 0.94); "ed" keeps Google TN's "ed".
func TestEditionAndFloorAfterOrdinal(t *testing.T) {
	checkCases(t, []caseT{
		{"The 4th edn is cheaper.", "the fourth edition is cheaper", nil},
		{"Lamb, H. (1994), Hydrodynamics (6th ed.", "lamb h nineteen ninety four hydrodynamics sixth ed", nil},
		{"Apt 4B, 3rd fl.", "apartment four b third floor", nil},
		{"Our office is on the 3rd Fl. of the tower.", "our office is on the third floor of the tower", nil},
		{"We saw the 2nd Ed Sheeran show.", "we saw the second ed sheeran show", nil},
	})
}

// TestDottedPerCalendarMonth: "p.c.m." and "p.w." after an amount are "per
// calendar month" and "per week", as undotted "pcm" and "pw" were ("£850
// p.c.m." was "p c m" 0.93).
func TestDottedPerCalendarMonth(t *testing.T) {
	checkCases(t, []caseT{
		{"Studio flat, £850 p.c.m.", "studio flat eight hundred fifty pounds per calendar month", []string{"studio flat eight hundred fifty pounds p c m"}},
		{"Rent £200 p.w. for students.", "rent two hundred pounds per week for students", nil},
		{"We meet at 5 p.m. today.", "we meet at five p m today", nil},
	})
}

// TestBloodPressureAfterColon: a blood pressure's name and a colon before
// systolic/diastolic is "over" ("Blood pressure: 130/85." was "one
// hundred thirty eighty fifths" 0.75); a fraction after another label
// stays one.
func TestBloodPressureAfterColon(t *testing.T) {
	checkCases(t, []caseT{
		{"Blood pressure: 130/85.", "blood pressure one hundred thirty over eighty five", nil},
		{"BP: 120/80 today.", "b p one hundred twenty over eighty today", nil},
		{"Ratio: 3/4 of the total.", "ratio three quarters of the total", nil},
		{"Pressure: 3/4 of the max.", "pressure three quarters of the max", nil},
	})
}

// TestLabUnitsAndSquareFeet: micromoles, nanomoles and picomoles (a lab
// report's µmol/L, nmol/L, pmol/L: "ninety µmol l" was 0.74) and "sq.ft"
// (an Indian listing's: "fourteen fifty s q dot f t" 0.63) are units.
func TestLabUnitsAndSquareFeet(t *testing.T) {
	checkCases(t, []caseT{
		{"Creatinine 90 µmol/L.", "creatinine ninety micromoles per liter", nil},
		{"Vitamin D 50 nmol/L.", "vitamin d fifty nanomoles per liter", nil},
		{"B12 300 pmol/L.", "b twelve three hundred picomoles per liter", nil},
		{"3 BHK, 1450 sq.ft, Rs. 1.2 cr.", "three b h k one thousand four hundred fifty square feet one point two crore rupees", nil},
	})
}

// TestLakhCrore: "lakh crore" after an amount is both scale words before
// the currency ("₹3.5 lakh crore" was "three point five lakh rupees
// crore" 0.99).
func TestLakhCrore(t *testing.T) {
	checkCases(t, []caseT{
		{"The budget is ₹3.5 lakh crore.", "the budget is three point five lakh crore rupees", nil},
		{"Rs 2 lakh crores were spent.", "two lakh crore rupees were spent", nil},
		{"Rs 10 lakh in crore terms.", "ten lakh rupees in crore terms", nil},
	})
}
