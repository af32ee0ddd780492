package normalize

import "testing"

// TestDottedTimesTied: two dotted times joined as a span or a list are
// both times or both decimals, in one style ("from nine point three o to
// seventeen thirty" was second, 0.07); the decimals stay a variant.
func TestDottedTimesTied(t *testing.T) {
	checkCases(t, []caseT{
		{"The office is open from 09.30 to 17.30.", "the office is open from nine thirty to seventeen thirty",
			[]string{"the office is open from nine point three o to seventeen point three o"}},
		{"Open from 09.30 to 17.45.", "open from nine thirty to seventeen forty five",
			[]string{"open from nine point three zero to seventeen point four five"}},
		{"Open 9.00-17.00 daily.", "open nine hundred to seventeen hundred daily",
			[]string{"open nine o'clock to seventeen o'clock daily", "open nine point o o to seventeen point o o daily"}},
		{"Train times: 07.15, 08.45 and 10.15.", "train times seven fifteen eight forty five and ten fifteen",
			[]string{"train times seven point one five eight point four five and ten point one five"}},
	})
	checkNotAmong(t, [][2]string{
		{"The office is open from 09.30 to 17.30.", "the office is open from nine point three o to seventeen thirty"},
		{"The office is open from 09.30 to 17.30.", "the office is open from nine thirty to seventeen point three o"},
		{"Open from 09.30 to 17.45.", "open from nine point three o to seventeen forty five"},
		{"Open 9.00-17.00 daily.", "open nine hundred to seventeen daily"},
		{"Train times: 07.15, 08.45 and 10.15.", "train times seven fifteen eight point four five and ten fifteen"},
	})
	// The second reading is the decimals of both ends, not a mix.
	vs, err := testV.Variants("The office is open from 09.30 to 17.30.", 2)
	if err != nil || len(vs) < 2 {
		t.Fatalf("variants: %v %v", vs, err)
	}
	if want := "the office is open from nine point three o to seventeen point three o"; vs[1].Spoken != want {
		t.Errorf("second %q, want %q", vs[1].Spoken, want)
	}
}
