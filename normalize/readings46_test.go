package normalize

import "testing"

// TestHashBeforeLoneLetter checks that a # standing apart before a lone
// capital letter reads "number" first, as Google TN says it (the hashtag's
// readings were the only ones), while a # before a word stays a hashtag
// and one before a digit keeps its number reading.
func TestHashBeforeLoneLetter(t *testing.T) {
	checkCases(t, []caseT{
		{"Platform # B is closed .", "platform number b is closed", []string{"platform hash tag b is closed"}},
		{"Act # Q of the code", "act number q of the code", nil},
		{"They posted # Monday again .", "they posted hash tag monday again", nil},
		{"Issue # 4 is out .", "issue number four is out", nil},
	})
}

// TestSpacedHyphenUnit checks that a number and an abbreviated unit
// joined by a hyphen tokenized apart ("10 - yr") read as the hyphened
// form does, the unit singular before its noun ("ten yr" was the only
// reading), and that a dash before a word that is no unit stays unsaid.
func TestSpacedHyphenUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"They agreed a 5 - yr lease .", "they agreed a five year lease", nil},
		{"the 10 - km race", "the ten kilometer race", nil},
		{"a 20 - min drive", "a twenty minute drive", nil},
		{"won 2 - in the final", "won two in the final", nil},
	})
}

// TestBareCircuitAfterSplitOrdinal checks that "cir" after an ordinal
// tokenized apart ("2 d cir", "6 th cir") has the abbreviation's reading
// "circle", as Google TN says it, beside the word, as after "2d" or
// "6th" (first since verb47's TestBareCircuitAfterOrdinal); after a plain
// number and a letter ("4 d") it stays the word.
func TestBareCircuitAfterSplitOrdinal(t *testing.T) {
	checkCases(t, []caseT{
		{"F . 3 d 12 ( 2 d cir", "f three d twelve two d circle", []string{"f three d twelve two d cir"}},
		{"Smith v . Jones ( 9 th cir", "", []string{"smith v jones ninth circle"}},
	})
	checkNotAmong(t, [][2]string{{"( 4 d cir", "four d circle"}, {"Elm cir", "elm circle"}})
}

// TestOrdinalIndicator checks that a number with the ordinal indicator º
// reads as the ordinal before a Romance "de" ("one degree" was the only
// reading), keeps the degrees first elsewhere with the ordinal among the
// variants, and is degrees alone before a temperature's C.
func TestOrdinalIndicator(t *testing.T) {
	checkCases(t, []caseT{
		{"Lisboa , 3º de maio", "lisboa third de maio", []string{"lisboa three degrees de maio"}},
		{"an angle of 45º .", "an angle of forty five degrees", []string{"an angle of forty fifth"}},
		{"it was 20º C today", "it was twenty degrees c today", nil},
	})
	checkNotAmong(t, [][2]string{{"it was 20º C today", "it was twentieth c today"}})
}

// TestThreeDigitDecadePair checks that a three-digit number with an s
// against it is also said as its first digit and pair made plural ("three
// twenties", as Google TN says a model's plural; only "three hundred
// twenties" was a reading), the number's plural staying first, and that
// a round hundred keeps its own plural alone.
func TestThreeDigitDecadePair(t *testing.T) {
	checkCases(t, []caseT{
		{"Four Model 450s were sold .", "four model four hundred fifties were sold", []string{"four model four fifties were sold"}},
		{"the 500s", "the five hundreds", nil},
	})
	checkNotAmong(t, [][2]string{{"the 500s", "the five oh ohs"}, {"the 500s", "the five hundred s"}})
}

// TestSplitPointAfterBracket checks that a decimal point written apart
// from its digits after an opening bracket ("( . 512 )") reads as ".512"
// does ("five hundred twelve" was the only reading), and that a period
// apart before a number elsewhere still ends its sentence.
func TestSplitPointAfterBracket(t *testing.T) {
	checkCases(t, []caseT{
		{"the best batting average ( . 512 ) that year", "the best batting average point five one two that year", nil},
		{"It ended . 300 people came .", "it ended three hundred people came", nil},
	})
	checkNotAmong(t, [][2]string{{"the average ( . 512 ) that year", "the average five hundred twelve that year"}})
}

// TestTheKeptAfterEach checks that a day-first date after "each" or
// "every" also opens with its "the" (Google TN's "each the twentieth of
// july"; it had no such reading), the reading without it staying first,
// and that after "this" or "a" no reading opens with "the".
func TestTheKeptAfterEach(t *testing.T) {
	checkCases(t, []caseT{
		{"Each 14 May the town holds a fair .", "each fourteenth of may the town holds a fair", []string{"each the fourteenth of may the town holds a fair"}},
		{"every 4 July we meet", "every fourth of july we meet", []string{"every the fourth of july we meet"}},
	})
	checkNotAmong(t, [][2]string{{"this 20 July", "this the twentieth of july"}, {"a 2014/06/19 date", "a the nineteenth of june twenty fourteen date"}})
}

// TestHashBeforeArticleIsNoNumberSign: a # before the article A or the
// pronoun I and a lower-case word opens a heading or a list item ("# A
// film noir"), where hashBeforeLetter had made "number a film noir" the
// first reading; a label's letter ("Law # Z no") keeps "number".
func TestHashBeforeArticleIsNoNumberSign(t *testing.T) {
	checkNotAmong(t, [][2]string{{"# A film noir", "number a film noir"}, {"# I love it", "number i love it"}})
	checkCases(t, []caseT{{"Law # Z no", "law number z no", nil}})
}
