package normalize

import (
	"strings"
	"testing"
)

// Context-aware readings (issue 15): each is a regression test for a
// wrong reading seen on real data or by a new user.

func TestContextNoRepeatedArticle(t *testing.T) {
	checkCases(t, []caseT{
		{"on the 21st of December", "on the twenty first of december", nil},
		{"the 5th of May", "the fifth of may", nil},
		// Ordinals after "the" stay ordinals, without a second "the".
		{"It was the 7th of his career.", "it was the seventh of his career", nil},
		{"in the 20th century", "in the twentieth century", nil},
	})
	for _, text := range []string{"on the 21st of December", "the 5th of May", "On The 3rd June"} {
		noVariantContains(t, text, "the the")
	}
}

func TestContextYearOrCardinal(t *testing.T) {
	year := "fifteen oh nine"
	pIn := probContaining(t, "In 1509 the king died.", year)
	pCount := probContaining(t, "1509 people came.", year)
	if !(pIn > pCount) {
		t.Errorf("P(year reading) after 'in' %.3f should exceed before a plural noun %.3f", pIn, pCount)
	}
	if pCount <= 0 || pCount >= 1 {
		t.Errorf("'1509 people': year reading has P %.3f, want both readings", pCount)
	}
	checkCases(t, []caseT{{"In 1509 the king died.", "in fifteen oh nine the king died", []string{"in one thousand five hundred nine the king died"}}})
}

func TestContextMoneyAndUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"$12.50", "twelve dollars fifty cents", []string{"twelve dollars and fifty cents", "twelve point five zero dollars"}},
		{"1 km", "one kilometer", nil},
		{"5 km", "five kilometers", nil},
		{"Rs.10", "ten rupees", nil},
		{"Rs. 10", "ten rupees", nil},
		{"INR 50", "fifty rupees", nil},
		{"CHF 20", "twenty swiss francs", nil},
		{"EUR 30", "thirty euros", nil},
	})
	// Cents are never a two-digit number after a point.
	noVariantContains(t, "$12.50", "point fifty")
	noVariantContains(t, "Rs.10", "paise")
}

func TestContextPluralNumbers(t *testing.T) {
	checkCases(t, []caseT{
		{"the 1990s", "the nineteen nineties", nil},
		{"the 1250s", "the twelve fifties", nil},
		{"in the 75s", "in the seventy fives", []string{"in the seventy five seconds"}},
		{"235s", "two hundred thirty fives", nil},
		{"the 7s", "the sevens", nil},
	})
}

func TestContextSignedNumbers(t *testing.T) {
	checkCases(t, []caseT{
		{"what?-34", "what minus thirty four", []string{"what negative thirty four"}},
		{"x,-34", "x minus thirty four", nil},
		{"there--0.004kg", "there minus zero point o o four kilograms", []string{"there minus zero point zero zero four kilograms"}},
		// A hyphen or range dash after a digit or letter is not a sign.
		{"1-2", "one to two", nil},
		{"COVID-19", "covid nineteen", nil},
	})
	noVariantContains(t, "1-2", "negative")
	noVariantContains(t, "COVID-19", "minus")
}

func TestContextISOTime(t *testing.T) {
	checkCases(t, []caseT{
		{"at 18:00:00Z", "at eighteen o'clock z", []string{"at eighteen o'clock zulu", "at eighteen hundred z", "at eighteen hours zero minutes and zero seconds u t c"}},
		{"10:30:15Z", "", []string{"ten thirty fifteen zulu"}},
	})
	noVariantContains(t, "at 18:00:00Z", " to ")
}

func TestContextGreekLetters(t *testing.T) {
	checkCases(t, []caseT{
		{"Τ Ο Δ", "tau omicron delta", nil},
		{"Σ τ υ μ φ α", "sigma tau upsilon mu phi alpha", nil},
		{"Α Β Γ Π Ρ Χ Ψ", "alpha beta gamma pi rho chi psi", nil},
	})
}

func TestContextElectronic(t *testing.T) {
	// Google TN spells http and www, says dot, colon, slash and at, and
	// reads dictionary words and com/org as words.
	checkCases(t, []caseT{
		{"john.doe@gmail.com", "john dot doe at gmail dot com", nil},
		{"http://www.example.org/path", "h t t p colon slash slash w w w dot example dot org slash path", nil},
	})
}

func noVariantContains(t *testing.T, text, bad string) {
	t.Helper()
	vs, err := testV.Variants(text, MaxVariants)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	for _, v := range vs {
		if strings.Contains(" "+v.Spoken+" ", " "+strings.TrimSpace(bad)+" ") || strings.Contains(v.Spoken, bad) && strings.TrimSpace(bad) != bad {
			t.Errorf("%q: variant %q (%.3f) contains %q", text, v.Spoken, v.Prob, bad)
		}
	}
}

// probContaining sums the probability of the variants containing sub.
func probContaining(t *testing.T, text, sub string) float64 {
	t.Helper()
	vs, err := testV.Variants(text, MaxVariants)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	p := 0.0
	for _, v := range vs {
		if strings.Contains(v.Spoken, sub) {
			p += v.Prob
		}
	}
	return p
}
