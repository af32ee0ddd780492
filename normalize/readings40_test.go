package normalize

import "testing"

// TestAccentedWordSpelled checks that a short accented word has its
// spelled reading with the accent named ("Métis" -> "m e acute t i s":
// Google TN spells some; the sentence's gold had probability 0), below
// the word itself; that a word another rule spells names its accent too
// ("j a e acute n", not "j a é n"); and that a long accented word keeps
// the word alone.
func TestAccentedWordSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"the provisional Métis government", "the provisional métis government", []string{"the provisional m e acute t i s government"}},
		{"at Crécy and Sluys", "at crécy and sluys", []string{"at c r e acute c y and sluys"}},
		{"Diputacion de Jaén , 2005", "diputacion de jaén two thousand five", []string{"diputacion de j a e acute n two thousand five"}},
		{"ÉCOLE", "e acute c o l e", nil},
	})
	checkVariantAtLeast(t, "Métis", "m e acute t i s", 0.1)
	// An English loanword is said, never spelled (revn30: "a résumé" had
	// "a r e acute s u m e acute" at 0.11).
	checkNotAmong(t, [][2]string{
		{"a résumé", "a r e acute s u m e acute"},
		{"a naïve plan", "a n a i umlaut v e plan"},
		{"a cliché", "a c l i c h e acute"},
		{"the señora", "the s e n tilde o r a"},
	})
	checkNotAmong(t, [][2]string{
		{"Diputacion de Jaén", "diputacion de j a é n"},
		{"Catégories", "c a t e acute g o r i e s"},
		{"Métis", "m é t i s"},
	})
}

// TestNoNumberSign checks that "no" before a number that is read as the
// word keeps the number's sign as a second reading where no word follows
// the number (Google TN says "number"; the gold had probability 0), and
// that before a closing quote or a bracket the sign is first ("Shipyard
// no 1 \"", "\" No 43 ( Fighter )": abbreviation.go's numberEndsClause,
// verb42) and the word second; a determiner before a count ("no 5 star hotels") and a tally's
// "no" have none.
func TestNoNumberSign(t *testing.T) {
	checkCases(t, []caseT{
		{"\" Chepstow National Shipyard no 1 \" .", "chepstow national shipyard number one", []string{"chepstow national shipyard no one"}},
		{"\" No 43 ( Fighter ) Squadron Disbanded \" .", "number forty three fighter squadron disbanded", []string{"no forty three fighter squadron disbanded"}},
		{"there were no 5 star hotels", "there were no five star hotels", nil},
		{"He answered No 4 times .", "he answered no four times", nil},
	})
	checkVariantAtLeast(t, "In no 1 ( the Prologue ) , the", "in number one the prologue the", 0.001)
	checkNotAmong(t, [][2]string{{"yes 5 no 3", "yes five number three"}, {"there were no 5 star hotels", "there were number five star hotels"}, {"He answered No 4 times .", "he answered number four times"}})
}

// TestSqBeforeUnit checks that a bare "sq" before a unit it squares,
// with no number before it, is "square" ("327.8 / sq mi" -> "... square
// mi" in Google TN; its letters were the only reading), and that "sq"
// elsewhere keeps its letters alone.
func TestSqBeforeUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"density of 327.8 / sq mi ( ) .", "density of three hundred twenty seven point eight square mi", []string{"density of three hundred twenty seven point eight s q mi"}},
		{"2.06 sq mi", "two point o six square miles", nil},
	})
	checkNotAmong(t, [][2]string{{"the sq .", "the square"}})
}

// TestTildeSaid checks that "~" may be said as its name ("to ~ 50 nm",
// "cup , ~ st Albans": Google TN says "tilde", which had no reading),
// after "approximately" before a number, first apart elsewhere.
func TestTildeSaid(t *testing.T) {
	checkCases(t, []caseT{
		{"decreased to ~ 50 nm by", "decreased to approximately fifty nanometers by", []string{"decreased to tilde fifty nanometers by"}},
		// Google TN's "tilde", first since verb56's tildeApart.
		{"cup , ~ st Albans again", "cup tilde saint albans again", []string{"cup saint albans again"}},
	})
}

// TestDayFirstCardinal checks that a day-first date has its cardinal day
// ("5 December" -> "five december"; no reading had it), well behind the
// ordinal, and first in a range's second date, after a dash that follows
// a number, where Google TN says it so 3 of 3 times ("26 March 1881 - 2
// September 1937"; verb45 raised it from 0.3 to 0.7, the check half agreed).
func TestDayFirstCardinal(t *testing.T) {
	checkCases(t, []caseT{
		{"( 26 March 1881 - 2 September 1937 ) was",
			"the twenty sixth of march eighteen eighty one to two september nineteen thirty seven was",
			[]string{"the twenty sixth of march eighteen eighty one to the second of september nineteen thirty seven was"}},
		{"on 5 December 1959 .", "on the fifth of december nineteen fifty nine", []string{"on five december nineteen fifty nine"}},
	})
	checkVariantAtLeast(t, "26 March 1881 - 2 September 1937", "the twenty sixth of march eighteen eighty one to two september nineteen thirty seven", 0.2)
	// A dash after a word sets the date apart, no range: the cardinal day
	// keeps its share elsewhere (revn30: "Bayern Munchen - 18 October 2011"
	// had "eighteen october" at 0.3).
	checkLowVariant(t, "Bayern Munchen - 18 October 2011", "bayern munchen eighteen october twenty eleven", 0.01)
	checkNotAmong(t, [][2]string{{"on 5 December 1959", "on twenty five december nineteen fifty nine"}})
}

// TestUnknownWordsSpelled checks that an unknown word of five letters has
// a spelled reading ("Kaddurah Daouk R", "fulgens subsp": Google TN spells
// some; the gold had probability 0), far below the word; a longer unknown
// word and an English one keep the word alone, and so do a foreign
// sentence's short words (TestForeignSentenceNotSpelled).
func TestUnknownWordsSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"Kaddurah Daouk R ( 2009 )", "kaddurah daouk r two thousand nine", []string{"kaddurah d a o u k r two thousand nine"}},
		{"Melaleuca fulgens subsp .", "melaleuca fulgens subsp", []string{"melaleuca fulgens s u b s p"}},
	})
	checkNotAmong(t, [][2]string{
		{"the Wabernia region", "the w a b e r n i a region"},
		{"the house", "the h o u s e"},
	})
}

// TestIndefiniteUnitPlural checks that a spaced unit between "a" and a
// noun keeps the singular first and has the plural too ("a 420 km long
// canal": Google TN says "kilometers"; the singular was the only
// reading), while one of it stays singular alone.
func TestIndefiniteUnitPlural(t *testing.T) {
	checkCases(t, []caseT{
		{"a 420 km long fresh water navigation canal", "a four hundred twenty kilometer long fresh water navigation canal",
			[]string{"a four hundred twenty kilometers long fresh water navigation canal"}},
		{"a 5 km run", "a five kilometer run", []string{"a five kilometers run"}},
	})
	checkNotAmong(t, [][2]string{{"a 1 km run", "a one kilometers run"}})
}

// TestTildeBeforeANumberIsMostlyApproximately checks that "~" before a
// number is said "approximately" far more often than "tilde": people say
// "about" or "approximately", and Google TN's two "tilde" readings (the
// study half of the fresh sample) keep the name as a variant, at 1 in 6
// ("~$25 billion" was "tilde twenty five billion dollars" at 0.31, which
// prep text sampled once in three).
func TestTildeBeforeANumberIsMostlyApproximately(t *testing.T) {
	checkLowVariant(t, "It cost ~$25 billion.", "it cost tilde twenty five billion dollars", 0.2)
	checkLowVariant(t, "It is ~ 40 kilometers away .", "it is tilde forty kilometers away", 0.2)
	checkVariantAtLeast(t, "It cost ~$25 billion.", "it cost approximately twenty five billion dollars", 0.75)
}
