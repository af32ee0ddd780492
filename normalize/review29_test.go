package normalize

import "testing"

// TestCountedNumberIsNoCode checks that a customer's, a member's or a
// ticket's number of a few digits with no "is" before it counts, and
// that a decree's ("Executive Order number 9066") is a number, while an
// order's, a customer's number given as a code stays digits (revn29:
// "customer number 1000" was "one o o o" at 0.76).
func TestCountedNumberIsNoCode(t *testing.T) {
	checkCases(t, []caseT{
		{"He was customer number 1000 that day.", "he was customer number one thousand that day", nil},
		{"Ticket number 2500 won the raffle.", "ticket number two thousand five hundred won the raffle", nil},
		{"Member number 1200 joined.", "member number twelve hundred joined", nil},
		{"Executive Order number 9066 was signed.", "executive order number nine thousand sixty six was signed", nil},
		{"Your customer number is 4521.", "your customer number is four five two one", nil},
		{"Customer number 48213762 called.", "customer number four eight two one three seven six two called", nil},
		{"Your order number 4521 has shipped.", "your order number four five two one has shipped", nil},
	})
}

// TestOwnCurrencyIsNoOtherDollar checks that another country's dollars
// after "$" and a slash are a rate of exchange, "per" ("$0.75/CAD" was
// "seventy five cents c a d": a suffix of "canadian dollars" made CAD the
// amount's own code).
func TestOwnCurrencyIsNoOtherDollar(t *testing.T) {
	checkCases(t, []caseT{
		{"The rate is $0.75/CAD.", "the rate is seventy five cents per c a d", nil},
		{"It was $1.40/AUD.", "it was one dollar forty cents per a u d", nil},
		{"US$20/USD", "twenty us dollars u s d", nil},
	})
}

// TestTokenizedCliticJoinsItsWord checks that a clitic tokenized text
// splits off its word ("Orem 's", "does n't": Google TN's tokens) is said
// joined to it, "orem's", "doesn't", as the GTN readers write the spoken
// side (revn29: "orem 's", "does n't" were words nobody says), also after
// a span, whose offsets stay its words'; that the written spacing stays
// with KeepCasePunct; and that either spacing is the one reading to
// ProbOf.
func TestTokenizedCliticJoinsItsWord(t *testing.T) {
	checkCases(t, []caseT{
		{"Under Orem 's model , Olin does n't support it .", "under orem's model olin doesn't support it", nil},
		{"He 's here and they 're gone", "he's here and they're gone", nil},
		{"Under Orem's model", "under orem's model", nil},
		{"the boys ' school", "the boys school", nil},
	})
	best, err := testV.Best("The WWE 's champion")
	if err != nil {
		t.Fatal(err)
	}
	if best.Spoken != "the w w e's champion" || len(best.Spans) != 1 || best.Spans[0].Spoken != "w w e" ||
		best.Spoken[best.Spans[0].SpokenStart:best.Spans[0].SpokenEnd] != "w w e" {
		t.Errorf("The WWE 's champion: %q %+v, want \"the w w e's champion\", the span \"w w e\"", best.Spoken, best.Spans)
	}
	kept, err := New(nil, Options{KeepCasePunct: true}).Best("Orem 's model")
	if err != nil {
		t.Fatal(err)
	}
	if kept.Spoken != "Orem 's model" {
		t.Errorf("KeepCasePunct: %q, want the written spacing \"Orem 's model\"", kept.Spoken)
	}
	for _, gold := range []string{"under orem's model", "under orem 's model", "under orem s model"} {
		if p, err := testV.ProbOf("Under Orem 's model", gold); err != nil || p < 0.9 {
			t.Errorf("ProbOf(%q) = %.3f, %v; want the one reading", gold, p, err)
		}
	}
}

// TestWentRangeIsNoRecord checks that two numbers and a dash after a verb
// of going are a team's record only when no word follows them but one of
// when, where or against whom: a range before a unit or a noun, a score
// with "up" or "down", working hours stay "to" (revn29: "went 10-15
// degrees higher" was "ten and fifteen degrees" 0.66).
func TestWentRangeIsNoRecord(t *testing.T) {
	checkCases(t, []caseT{
		{"Temperatures went 10-15 degrees higher.", "temperatures went ten to fifteen degrees higher", nil},
		{"He went 20-30 minutes without water.", "he went twenty to thirty minutes without water", nil},
		{"Prices went 5-10 points lower.", "prices went five to ten points lower", nil},
		{"We went 3-1 up at halftime.", "we went three to one up at halftime", nil},
		{"His job goes 9-5 every day.", "his job goes nine to five every day", nil},
		{"The team went 12-4 last season.", "the team went twelve and four last season", nil},
		{"The team went 12-4.", "the team went twelve and four", nil},
		{"They went 5-1 against rivals.", "they went five and one against rivals", nil},
	})
}

// TestGolfTemperatureAndOvernightInch checks two leftovers of this
// round's readings: a temperature in degrees C or F in a text of golf
// keeps its sign ("-3 C" was "three under c"), and "overnight" after a
// fraction's length is no noun it describes ("It rained 3/4 inch
// overnight." was "three quarter inch overnight" 0.6).
func TestGolfTemperatureAndOvernightInch(t *testing.T) {
	checkCases(t, []caseT{
		{"After a birdie it fell to -3 C.", "after a birdie it fell to minus three c", nil},
		{"She made a birdie to finish at -12.", "she made a birdie to finish at twelve under", nil},
		{"It rained 3/4 inch overnight.", "it rained three quarters inch overnight", nil},
		{"Buy a 3/4 inch pipe.", "buy a three quarter inch pipe", nil},
	})
}
