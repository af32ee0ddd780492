package normalize

import "testing"

// TestDottedNumberAfterAPriceNoun: a number of two decimals that a
// price's noun names ("Admission 12.50", "Tickets at 12.50", "Fares start
// at 8.40") is read as a decimal first, the time kept below ("admission
// twelve fifty" was first, 0.7); a word of order before the noun ("Last
// entry 16.30") or a time joined to it keeps the time first, and "Entry
// at 19.30" is a time.
func TestDottedNumberAfterAPriceNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"Admission 12.50.", "admission twelve point five o", []string{"admission twelve fifty"}},
		{"Entry 7.50, children free.", "entry seven point five o children free", nil},
		{"Doors 19.00, admission 12.50.", "doors nineteen hundred admission twelve point five o", nil},
		{"Tickets at 12.50 from the box office.", "tickets at twelve point five o from the box office", nil},
		{"Fares start at 8.40.", "fares start at eight point four o", []string{"fares start at eight forty"}},
		{"Last entry 16.30.", "last entry sixteen thirty", nil},
		{"First admission 9.30 daily.", "first admission nine thirty daily", nil},
		{"Entry at 19.30.", "entry at nineteen thirty", nil},
		{"The train leaves at 17.45; tickets at 12.50.", "the train leaves at seventeen forty five tickets at twelve point five o", nil},
	})
}

// TestDottedClockRaceScheduled: in a sentence of a race, "at" after a
// form of "be" or a verb of scheduling names when it is run ("the 100m
// final is at twenty point four five" 0.81 was first); after another
// verb the number stays the race's seconds.
func TestDottedClockRaceScheduled(t *testing.T) {
	checkCases(t, []caseT{
		{"The 100m final is at 20.45.", "the one hundred meters final is at twenty forty five", nil},
		{"The race is at 14.30.", "the race is at fourteen thirty", nil},
		{"The women's 400m heats are at 10.15.", "the women's four hundred meters heats are at ten fifteen", nil},
		{"The 100m final will be held at 20.45.", "the one hundred meters final will be held at twenty forty five", nil},
		{"He finished at 10.45 in the 100m.", "he finished at ten point four five in the one hundred meters", nil},
		{"She won the 200m in 22.45.", "she won the two hundred meters in twenty two point four five", nil},
	})
	checkNotAmong(t, [][2]string{
		{"He crossed the line at 10.45 in the 100m final.", "he crossed the line at ten forty five in the one hundred meters final"},
	})
}

// TestModelNameBeforeDegrees: a number and its capital C after a name
// that an article or a possessive leads is a product's model ("the galaxy
// five point five degrees celsius" was the reading); a temperature keeps
// its scale.
func TestModelNameBeforeDegrees(t *testing.T) {
	checkCases(t, []caseT{
		{"The Galaxy 5.5C is out.", "the galaxy five point five c is out", nil},
		{"I bought the new Galaxy 5.5C today.", "i bought the new galaxy five point five c today", nil},
		{"Her Samsung Galaxy 5.5C runs hot.", "her samsung galaxy five point five c runs hot", nil},
		{"It was 15.5C at noon.", "it was fifteen point five degrees celsius at noon", nil},
		{"London 15.5C, Paris 17.5C.", "london fifteen point five degrees celsius paris seventeen point five degrees celsius", nil},
		{"Lows of -5C tonight.", "lows of minus five degrees celsius tonight", nil},
		{"Highs of 22C in the south.", "highs of twenty two degrees celsius in the south", nil},
		{"The iPhone 5C sold well in the heat.", "the iphone five c sold well in the heat", nil},
	})
}

// TestUnitLetterAfterPer: a unit of one letter or an ambiguous one after
// "per" (or "per sq") is read as after a number in running text, the
// unit's name 0.85 ("50 km per h", "£3 per m" kept the letters); "per
// cent", "per se" and a price's "a m" keep theirs.
func TestUnitLetterAfterPer(t *testing.T) {
	checkCases(t, []caseT{
		{"The limit is 50 km per h.", "the limit is fifty kilometers per hour", []string{"the limit is fifty kilometers per h"}},
		{"It costs £3 per m.", "it costs three pounds per meter", []string{"it costs three pounds per m"}},
		{"The dose is 5 mg per L.", "the dose is five milligrams per liter", nil},
		{"Saffron is $10 per g.", "saffron is ten dollars per gram", nil},
		{"Rent is £2 per sq m.", "rent is two pounds per square meter", nil},
		{"Up 10 per cent.", "up ten per cent", nil},
		{"It is wrong per se.", "it is wrong per se", nil},
		{"It costs £3 a m.", "it costs three pounds a m", nil},
	})
}

// TestHeartGlyph: a heart's glyph standing apart reads as "<3" does (it
// was rejected as a symbol with no reading): the verb between a subject's
// pronoun and a word, a heart or unsaid closing a message; a card's suit
// against its rank and other pictographs stay rejected.
func TestHeartGlyph(t *testing.T) {
	checkCases(t, []caseT{
		{"I ♥ NY", "i love n y", []string{"i heart n y"}},
		{"I ❤️ NY", "i love n y", nil},
		{"We ♡ pizza (and pasta).", "we love pizza and pasta", nil},
		{"Thanks ♥", "thanks heart", []string{"thanks"}},
		{"Love you ♥♥♥", "love you heart", nil},
	})
	for _, s := range []string{"Great job 😀", "the 10♥ and the A♥", "I♥NY"} {
		if _, err := testV.Best(s); err == nil {
			t.Errorf("%q: verbalized, want rejected", s)
		}
	}
}

// TestStarBeforeItsNoun: a number's star between "a" and a noun is
// singular first, the plural second, as a spaced unit's ("a five stars
// hotel" was the only reading); elsewhere it keeps its number.
func TestStarBeforeItsNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"A 5★ hotel", "a five star hotel", []string{"a five stars hotel"}},
		{"It got a 4.5★ rating.", "it got a four point five star rating", nil},
		{"Rated 4.5★ by users.", "rated four point five stars by users", nil},
		{"Rated 4.5★ out of 5.", "rated four point five stars out of five", nil},
		{"Only 1★ here.", "only one star here", nil},
	})
}
