package normalize

import "testing"

// checkProbBelow fails where a reading of written has probability max or
// more: a reading that may stay, but no longer as one a user meets.
func checkProbBelow(t *testing.T, written, spoken string, max float64) {
	t.Helper()
	vs, err := testV.Variants(written, 4096)
	if err != nil {
		t.Fatalf("%q: %v", written, err)
	}
	for _, v := range vs {
		if v.Spoken == spoken && v.Prob >= max {
			t.Errorf("%q: %q at %.3f, want under %.2f", written, spoken, v.Prob, max)
		}
	}
}

// TestChordSymbol: a chord symbol is read as musicians say it ("Play a
// C#m7" was "play a c hash tag m seven" 0.63, "F#7" "f number seven",
// "Ebmaj7" "ebmaj seven", "Am7" "am seven"); "C#" alone, "G7", "C/G",
// "Dm me", "Am I", "Emin" and a bishop's move in a sentence of chess keep
// theirs.
func TestChordSymbol(t *testing.T) {
	checkCases(t, []caseT{
		{"Play a C#m7 then an F#7.", "play a c sharp minor seven then an f sharp seven", nil},
		{"Play F#m then Bbm7.", "play f sharp minor then b flat minor seven", nil},
		{"Try Ebmaj7 and Am7.", "try e flat major seven and a minor seven", nil},
		{"Play G#dim.", "play g sharp diminished", nil},
		{"Play Am7/G and D/F#.", "play a minor seven over g and d over f sharp", nil},
		{"Cm7b5 to F7#9", "c minor seven flat five to f seven sharp nine", nil},
		{"Dsus4 then D", "d sus four then d", nil},
		{"I code in C#.", "i code in c sharp", nil},
		{"Strum a G7 chord.", "strum a g seven chord", nil},
		{"Dm me later.", "d m me later", nil},
		{"Am I late?", "am i late", nil},
		{"Use C/G here.", "use c g here", nil},
		{"White played Bb5 in chess.", "white played bishop b five in chess", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Play a C#m7.", "play a c hash tag m seven"},
		{"Then an F#7.", "then an f number seven"},
	})
}

// TestRomanProgression: three or more Roman numerals of a key's degrees
// joined by dashes are a progression, said as numbers ("I-IV-V" was "i i
// v v" 0.81, "ii-V-I" "ii v i"); two ("IV-V") are left to the rules
// before.
func TestRomanProgression(t *testing.T) {
	checkCases(t, []caseT{
		{"The chord progression is I-IV-V.", "the chord progression is one four five", nil},
		{"Try a ii-V-I in C major.", "try a two five one in c major", nil},
		{"Play I-V-vi-IV.", "play one five six four", nil},
	})
	checkNotAmong(t, [][2]string{{"The chord progression is I-IV-V.", "the chord progression is i i v v"}})
}

// TestScriptureAbbrevWithoutPeriod: a book's abbreviation without its
// period before a chapter, a colon and verses is the book ("See Ps
// 23:1-6" was "see p s twenty three to one to six" 0.75); the
// abbreviations that are names ("Dan 3:16") are not.
func TestScriptureAbbrevWithoutPeriod(t *testing.T) {
	checkCases(t, []caseT{
		{"See Ps 23:1-6 for the full text.", "see psalm twenty three one to six for the full text", nil},
		{"Rev 21:4 is quoted.", "revelation twenty one four is quoted", nil},
		{"Isa 40:31 says so.", "isaiah forty thirty one says so", nil},
		{"Heb 11:1 defines faith.", "hebrews eleven one defines faith", nil},
	})
	checkNotAmong(t, [][2]string{
		{"See Ps 23:1-6 for the full text.", "see p s twenty three to one to six for the full text"},
		{"Meet Dan 3:16 today.", "meet daniel three sixteen today"},
	})
}

// TestNumeralNeverAgainstDigit: a capital I, V, X or L with a digit
// written against it is no Roman numeral ("The V6 has" had "the five six
// has" 0.14); "Chapter V" keeps its number.
func TestNumeralNeverAgainstDigit(t *testing.T) {
	checkCases(t, []caseT{
		{"The V6 has 280 lb-ft of torque.", "the v six has two hundred eighty pound feet of torque", nil},
		{"Chapter V is long.", "chapter five is long", nil},
	})
	checkNotAmong(t, [][2]string{
		{"The V6 has 280 lb-ft of torque.", "the five six has two hundred eighty pound feet of torque"},
		{"The V12 roars.", "the five twelve roars"},
	})
}

// TestSecondsAfterMinutes: an "s" after a number that follows a count of
// minutes is seconds ("Light takes 8 min 20 s" was "eight minutes twenty
// s" 0.84); "The 80 s were fun" keeps its split plural.
func TestSecondsAfterMinutes(t *testing.T) {
	checkCases(t, []caseT{
		{"Light takes 8 min 20 s to reach Earth.", "light takes eight minutes twenty seconds to reach earth", nil},
		{"It took 1 min 30 s.", "it took one minute thirty seconds", nil},
		{"Cook for 2min 15 s.", "cook for two minutes fifteen seconds", nil},
		{"The 80 s were fun.", "the eighty s were fun", nil},
	})
}

// TestCardEndingDigits: "ending" right before a card's or an account's
// last four digits reads them digit by digit ("the card ending 4242" was
// "four thousand two hundred forty two" 0.97); a year stays a year.
func TestCardEndingDigits(t *testing.T) {
	checkCases(t, []caseT{
		{"I paid with the card ending 4242.", "i paid with the card ending four two four two", nil},
		{"Account ending 9012 was charged.", "account ending nine o one two was charged", nil},
		{"The year ending 2023 was good.", "the year ending twenty twenty three was good", nil},
	})
}

// TestPriceBeforeNounSingular: a price of up to three digits or with a
// scale word between "a" or "the" and a noun names a kind in the
// singular, 0.9 ("a $20 gift card" had "a twenty dollars gift card" 0.4);
// a figure of thousands keeps Google TN's plural first; before a
// preposition or "well" there is no noun.
func TestPriceBeforeNounSingular(t *testing.T) {
	checkCases(t, []caseT{
		{"I got a $20 gift card.", "i got a twenty dollar gift card", nil},
		{"They signed a $10 million deal.", "they signed a ten million dollar deal", nil},
		{"I won a £10 voucher.", "i won a ten pound voucher", nil},
		{"It was a $1,500 laptop.", "it was a one thousand five hundred dollars laptop", nil},
		{"He gave me a $20 for lunch.", "he gave me a twenty dollars for lunch", nil},
		{"That was a $100 well spent.", "that was a one hundred dollars well spent", nil},
	})
	checkProbBelow(t, "I got a $20 gift card.", "i got a twenty dollars gift card", 0.11)
	checkProbBelow(t, "the $20 gift card", "the twenty dollars gift card", 0.11)
}

// TestMountSaintInCapitals: "MT ST" before a name in capitals is a mount
// and its saint, each read as written bare ("MT ST HELENS" was "mount
// saint helens" 0.23 beside "m t saint helens" and "mount s t helens"
// 0.18); "MT 2" keeps the capitals' readings.
func TestMountSaintInCapitals(t *testing.T) {
	checkCases(t, []caseT{
		{"MT ST HELENS", "mount saint helens", nil},
		{"GO TO MT ST HELENS", "go to mount saint helens", nil},
		{"MT. ST. HELENS", "mount saint helens", nil},
		{"MT 2", "", []string{"m t two"}},
	})
	for _, s := range []string{"m t saint helens", "mount s t helens", "m t s t helens"} {
		checkProbBelow(t, "MT ST HELENS", s, 0.05)
	}
}

// TestDoctorBeforeVerbInCapitals: "DR SAID NO" without an article is the
// doctor (verb80 left it; a text in capitals reads DR before a verb as
// the title already: pinned here).
func TestDoctorBeforeVerbInCapitals(t *testing.T) {
	checkCases(t, []caseT{
		{"DR SAID NO", "doctor said no", nil},
		{"DR SAYS REST", "doctor says rest", nil},
	})
}

// TestRaceDistanceInSentenceOfRaces: a distance in K after an article in a
// sentence that names a race is the race's ("The race is a 10K." was "a
// ten thousand" 0.70).
func TestRaceDistanceInSentenceOfRaces(t *testing.T) {
	checkCases(t, []caseT{
		{"The race is a 10K.", "the race is a ten k", nil},
		{"He won a 5K bonus.", "he won a five thousand bonus", nil},
	})
}

// TestScoreAfterGiveItA: a rating after "give it a" is out of its scale,
// as after "give it" ("I give it a 10/10." was "i give it a ten ten"
// 0.98: the verb was looked for before "a"); an amount keeps its
// fraction.
func TestScoreAfterGiveItA(t *testing.T) {
	checkCases(t, []caseT{
		{"I give it a 10/10.", "i give it a ten out of ten", nil},
		{"I'd rate this a 4/5.", "i'd rate this a four out of five", nil},
		{"I give it 9/10.", "i give it nine out of ten", nil},
		{"Give it a 1/2 turn.", "give it a half turn", nil},
	})
}

// TestDoctorWithNoWordBefore: with no word before it Dr is the doctor (a
// drive's abbreviation follows its name: "Dr said no." had "drive said
// no" 0.29), and in a text in capitals DR after a word and before a
// function word is the drive ("ELM DR IS CLOSED" tied the doctor with it
// at 0.48); "Turn onto Ocean Dr. now." keeps the drive.
func TestDoctorWithNoWordBefore(t *testing.T) {
	checkCases(t, []caseT{
		{"Dr said no.", "doctor said no", nil},
		{"\"Dr Jones,\" she said.", "doctor jones she said", nil},
		{"ELM DR IS CLOSED", "elm drive is closed", nil},
		{"TAKE OCEAN DR TO THE BEACH", "take ocean drive to the beach", nil},
		{"ASK YOUR DR ABOUT IT", "ask your doctor about it", nil},
		{"Turn onto Ocean Dr. now.", "turn onto ocean drive now", nil},
	})
	checkNotAmong(t, [][2]string{{"Dr said no.", "drive said no"}, {"ELM DR IS CLOSED", "elm doctor is closed"}})
}

// TestTimeSignatureBeforeMeterWords: a time signature before a word of
// meter other than "time" ("The 6/8 groove" was "the six eighths groove"
// 0.94) reads as before "time"; "3/4 meter long" stays an amount.
func TestTimeSignatureBeforeMeterWords(t *testing.T) {
	checkCases(t, []caseT{
		{"The 6/8 groove sounds like a march.", "the six eight groove sounds like a march", nil},
		{"Play a 3/4 waltz.", "play a three four waltz", nil},
		{"The 7/8 signature is odd.", "the seven eight signature is odd", nil},
		{"The board is 3/4 meter long.", "the board is three quarters meter long", nil},
	})
}

// TestSquawkCode: four octal digits after "squawk" are a transponder
// code, said digit by digit ("Squawk 7700" was "seven thousand seven
// hundred" 0.96); a digit 8 or 9 makes it a count.
func TestSquawkCode(t *testing.T) {
	checkCases(t, []caseT{
		{"Squawk 7700 in an emergency.", "squawk seven seven o o in an emergency", []string{"squawk seven seven zero zero in an emergency"}},
		{"He was squawking 1200.", "he was squawking one two o o", nil},
		{"Squawk 7800 birds.", "squawk seven thousand eight hundred birds", nil},
	})
}

// TestCompoundRankWithoutName: the second word of a compound rank is the
// rank with no name after it ("as a Lt. Col." was "lieutenant col").
func TestCompoundRankWithoutName(t *testing.T) {
	checkCases(t, []caseT{
		{"He retired after 20 years as a Lt. Col.", "he retired after twenty years as a lieutenant colonel", nil},
		{"He became a Maj. Gen. in 1944.", "he became a major general in nineteen forty four", nil},
		{"Lt. Col. Smith spoke.", "lieutenant colonel smith spoke", nil},
	})
}

// TestFractionInchMarkBeforeNoun: a fraction and an inch mark between "a"
// and a noun or before a plural noun, no quotation open, are the inch
// ("Drill a 1/4\" hole." had "drill a quarter hole" 0.12, the mark read
// as a closing quote), and a fraction of one takes no article before a
// plural ("Buy 1/4\" bolts." had "a quarter inch bolts" 0.21).
func TestFractionInchMarkBeforeNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"Drill a 1/4\" hole.", "drill a quarter inch hole", nil},
		{"Use a 3/4\" board.", "use a three quarters inch board", nil},
		{"Use 3/8\" bolts.", "use three eighths inch bolts", nil},
		{"The 1/4\" bolts fit.", "the quarter inch bolts fit", nil},
	})
	checkNotAmong(t, [][2]string{{"Drill a 1/4\" hole.", "drill a quarter hole"}, {"Drill a 1/4\" hole.", "drill a fourth hole"},
		{"Buy 1/4\" bolts.", "buy a quarter inch bolts"}, {"Buy 1/4\" bolts.", "buy one quarter bolts"}})
}

// TestMixedNumberInchMark: a whole number and a fraction with an inch
// mark against it are inches ("a 1 1/2\" pipe" was "a one and a half
// pipe" 0.81, the mark dropped); a quotation closed by it keeps the
// number alone.
func TestMixedNumberInchMark(t *testing.T) {
	checkCases(t, []caseT{
		{"a 1 1/2\" pipe", "a one and a half inch pipe", nil},
		{"Use 1 1/2\" screws.", "use one and a half inch screws", nil},
		{"It is 2 3/4\" wide.", "it is two and three quarters inches wide", nil},
		{"He said \"take 2 1/2\" and left.", "he said take two and a half and left", nil},
		{"Add 2 1/4 cups of flour.", "add two and a quarter cups of flour", nil},
	})
	checkNotAmong(t, [][2]string{{"a 1 1/2\" pipe", "a one and a half pipe"}})
}

// TestDrEndingTextInCapitals: a DR ending a text in capitals is no
// acronym ("I LIVE ON OAK DR" was "oak d r" 0.94, "SEE THE DR" "the d r"
// 0.98): the drive after a word, the doctor after an article or a
// possessive.
func TestDrEndingTextInCapitals(t *testing.T) {
	checkCases(t, []caseT{
		{"I LIVE ON OAK DR", "i live on oak drive", nil},
		{"SEE THE DR", "see the doctor", nil},
		{"CALL YOUR DR", "call your doctor", nil},
	})
}
