package normalize

import "testing"

func TestRoman(t *testing.T) {
	checkCases(t, []caseT{
		{"Chapter XIV", "chapter fourteen", nil},
		{"Henry VIII", "henry the eighth", []string{"henry eighth"}},
		{"World War II", "world war two", nil},
		{"Sam and I", "sam and i", nil},
		{"Robert L. Wilson", "robert l wilson", nil},
		{"the CD", "the c d", nil},
	})
	if parseRoman("IIII") != 0 || parseRoman("MCMXC") != 1990 {
		t.Error("parseRoman accepts non-canonical numerals or rejects canonical ones")
	}
}

// TestRomanAfterWord: a numeral after a lower-case or all-caps word is
// mostly a cardinal (Google TN: "battle II" -> "battle two", "BEEF III" ->
// "beef three"); after punctuation, where initials stand ("Zhang , XX"),
// letters stay the most probable reading.
func TestRomanAfterWord(t *testing.T) {
	checkCases(t, []caseT{
		{"the battle II", "the battle two", []string{"the battle i i"}},
		{"Prime BEEF III", "prime beef three", []string{"prime beef i i i"}},
		{"Zhang , XX", "zhang x x", []string{"zhang twenty"}},
	})
}

// TestRomanRegnalIAndCitations: a lone I after a monarch's name is the
// numeral ("Elizabeth I of England" -> "the first"), the pronoun
// elsewhere; a lone V after a surname is an initial or a case
// citation's "v" (Google TN keeps "Gasperi V ," and "Pop V Cotman"),
// where "Henry V" stays "the fifth".
func TestRomanRegnalIAndCitations(t *testing.T) {
	checkCases(t, []caseT{
		{"Elizabeth I of England", "elizabeth the first of england", []string{"elizabeth i of england"}},
		// Malcolm X is the name's letter (verb11: "malcolm the tenth");
		// Malcolm III a king.
		{"Malcolm X was born in 1925.", "malcolm x was born in nineteen twenty five", nil},
		{"Malcolm III of Scotland", "malcolm the third of scotland", nil},
		{"Charles I was", "charles the first was", nil},
		{"Sam and I", "sam and i", nil},
		{"Pop V Cotman", "pop v cotman", []string{"pop five cotman"}},
		{"Rossi A , Gasperi V , Maccarrone M", "rossi a gasperi v maccarrone m", nil},
		{"Henry V of England", "henry the fifth of england", nil},
		{"Apollo V", "", []string{"apollo five"}},
	})
}

// A numeral heading a text ("IV. Chapter one", "II) Methods") is the
// section's number; it was spelled ("i v chapter one") as initials are.
func TestRomanHeading(t *testing.T) {
	checkCases(t, []caseT{
		{"IV. Chapter one", "four chapter one", []string{"i v chapter one"}},
		{"II) Methods", "two methods", nil},
		{"XIV.", "fourteen", nil},
		// Not a heading: initials before a name, a numeral inside a text
		// after punctuation.
		{"XX Zhang", "x x zhang", nil},
		{"Zhang , XX. Chapter one", "zhang x x chapter one", nil},
	})
}

// An abbreviated keyword before its period still makes a numeral a
// number: "vol. II" (was "volume i i"), tokenized "vol . II".
func TestRomanAfterAbbreviatedKeyword(t *testing.T) {
	checkCases(t, []caseT{
		{"pp. 12-15 of vol. II", "pages twelve to fifteen of volume two", nil},
		{"Vol . XX", "", []string{"volume twenty"}},
		{"Smith. II", "smith i i", nil},
	})
}

// A Roman numeral with an ordinal suffix ("the XIXth century") is the
// ordinal; a suffix that does not fit the number is no such numeral.
func TestRomanOrdinalSuffix(t *testing.T) {
	checkCases(t, []caseT{
		{"the XIXth century", "the nineteenth century", nil},
		{"XVIIIth Dynasty", "eighteenth dynasty", nil},
		{"the XXIst", "the twenty first", nil},
		// No numeral: a mixed-case token no syllable says, spelled
		// (TestMixedCaseNoSyllableSpelled).
		{"XXIth", "x x i t h", nil},
	})
	checkNotAmong(t, [][2]string{{"XXIth", "twenty first"}, {"XXIth", "twenty oneth"}})
}

// A lone I after a keyword is the pronoun before a verb ("chapter I have
// given", "the patriot act. I urge"), the numeral elsewhere; a keyword
// ending a sentence is no abbreviated keyword ("act." is not "vol.").
func TestRomanIPronounAfterKeyword(t *testing.T) {
	checkCases(t, []caseT{
		{"the patriot act. I urge the passage", "the patriot act i urge the passage", nil},
		{"In a former chapter I have given instances", "in a former chapter i have given instances", nil},
		{"the sixth chapter I enumerated the causes", "the sixth chapter i enumerated the causes", nil},
		{"World War I was a conflict", "world war one was a conflict", nil},
		{"World War I ended in 1918", "world war one ended in nineteen eighteen", nil},
		{"under article I, section 8", "under article one section eight", nil},
		{"He read vol. II today", "he read volume two today", nil},
	})
	// The pronoun is a plain word: no span (it was a roman span at the
	// start of "I will call you at 3 pm").
	for _, text := range []string{"I will call you at 3 pm.", "In a former chapter I have given 2 instances", "the act. I urge"} {
		b, err := testV.Best(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, sp := range b.Spans {
			if sp.Written == "I" {
				t.Errorf("%q: the pronoun I has a %s span", text, sp.Class)
			}
		}
	}
}

// TestRomanLeftAsWritten: after a name, a word or punctuation a numeral
// of two letters or more may stay as written, a plain word with no span
// (Google TN: "the LIX Legislature" -> "the lix legislature", "Chambers '
// XI won" -> "chambers xi won"); after a keyword or a monarch's name it
// is always read ("Chapter XIV", "Henry VIII"). One of forty or more
// (LIX) is as written first: Google TN never says such a numeral away
// from a keyword as the number.
func TestRomanLeftAsWritten(t *testing.T) {
	checkCases(t, []caseT{
		{"the LIX Legislature", "the lix legislature", []string{"the fifty nine legislature"}},
		{"Chambers ' XI won", "", []string{"chambers xi won"}},
		{"Metarea XI warning", "", []string{"metarea xi warning"}},
		{"Society ) IX : 42", "", []string{"society ix forty two"}},
	})
	// After a keyword or a monarch a numeral is read.
	checkNotAmong(t, [][2]string{{"Chapter XIV", "chapter xiv"}, {"Henry VIII", "henry viii"}})
	vs, err := testV.Variants("the XI Legislature", 0)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, x := range vs {
		if x.Spoken != "the xi legislature" {
			continue
		}
		found = true
		for _, sp := range x.Spans {
			if sp.Written == "XI" {
				t.Errorf("the numeral left as written has a span %+v; it is a plain word", sp)
			}
		}
	}
	if !found {
		t.Errorf("no variant of %q leaves XI as written: %+v", "the XI Legislature", vs)
	}
}

// TestWorldWar: "WWII" is "world war two" or "w w two" (it was "w w i
// i"); other capitals after WW stay letters.
func TestWorldWar(t *testing.T) {
	checkCases(t, []caseT{
		{"fought in WWII .", "fought in world war two", []string{"fought in w w two"}},
		{"after WWI ended", "after world war one ended", nil},
	})
	checkNotAmong(t, [][2]string{{"fought in WWII .", "fought in w w i i"}, {"the WWF logo", "the world war f logo"}})
}

// TestClothingSizeXL: XL after "size" or in a list of sizes is a size,
// spelled ("size XL" was "size forty"); "Super Bowl XL" stays forty.
func TestClothingSizeXL(t *testing.T) {
	checkCases(t, []caseT{
		{"Men's T-shirt, size XL, 100% cotton.", "men's t shirt size x l one hundred percent cotton", nil},
		{"Available in S, M, L, XL and XXL.", "available in s m l x l and x x l", nil},
		{"Super Bowl XL was played in Detroit.", "super bowl forty was played in detroit", nil},
		{"Chapter XL begins here.", "chapter forty begins here", nil},
		// Two sizes joined by "and" or "or" ("m and forty" before).
		{"Sizes M and XL are in stock.", "sizes m and x l are in stock", nil},
		{"Do you have it in XL or XXL?", "do you have it in x l or x x l", nil},
		{"It comes in XL and L.", "it comes in x l and l", nil},
		{"Pope Pius XI and Pius XII met.", "pope pius the eleventh and pius the twelfth met", nil},
		{"Super Bowl XL and the draft.", "super bowl forty and the draft", nil},
	})
}

// TestIntravenousIV: IV before a word of drips and drugs, or after "an"
// or "via", is intravenous, spelled ("He was given IV fluids" was "given
// four fluids"); after a keyword or a monarch's name it stays a numeral.
func TestIntravenousIV(t *testing.T) {
	checkCases(t, []caseT{
		{"He was given IV fluids.", "he was given i v fluids", nil},
		{"She needs IV antibiotics for a week.", "she needs i v antibiotics for a week", nil},
		{"The nurse started an IV in his arm.", "the nurse started an i v in his arm", nil},
		{"Morphine was given via IV.", "morphine was given via i v", nil},
		// verb13: after a dose's unit or a prescription's word ("per
		// minute four" before).
		{"Run 2.5 mcg/kg/min IV now.", "run two point five micrograms per kilogram per minute i v now", nil},
		{"Give 1 g IV q8h.", "give one gram i v every eight hours", nil},
		{"Ceftriaxone was given IV.", "ceftriaxone was given i v", nil},
		{"Stage IV cancer.", "stage four cancer", nil},
		{"Henry IV was king.", "henry the fourth was king", nil},
		{"Rocky IV was released in 1985.", "rocky four was released in nineteen eighty five", nil},
		// revn15: after a monarch's name, the numeral.
		{"Henry IV treatment of the Huguenots", "henry the fourth treatment of the huguenots", nil},
		{"the George IV line of succession", "the george the fourth line of succession", nil},
		// revn17: a unit's word without its number is no dose's ("unit
		// i v" was the reading).
		{"Unit IV covers cell biology.", "unit four covers cell biology", nil},
		{"Give 10 units IV now.", "give ten units i v now", nil},
		// A drug or a fluid before IV is given by vein ("epinephrine
		// four" was first at 0.64); a generic word before it numbers
		// a thing.
		{"Give epinephrine IV now.", "give epinephrine i v now", nil},
		{"Start normal saline IV at 100 mL/h.", "start normal saline i v at one hundred milliliters per hour", nil},
		{"Site IV enrolled ten patients.", "site four enrolled ten patients", nil},
	})
}

// "No." before a Roman numeral of two letters or more is "number" as
// before digits ("See No. iv below" was "see no four below"); before a
// lone I and a verb it is the word and the pronoun ("No. I think so."
// was "no one think so").
func TestNumberBeforeRoman(t *testing.T) {
	checkCases(t, []caseT{
		{"See No. iv below.", "see number four below", nil},
		{"Symphony No. IX.", "symphony number nine", nil},
		{"It was No. 5.", "it was number five", nil},
		{"No. I think so.", "no i think so", nil},
		{"Vol. I was lost.", "volume one was lost", nil},
	})
	// p. and pp. keep their letters before a Roman numeral, as Google
	// TN's "Ward 1979 , p . ix , 10" is "p ix" (its gold fell 0.854 ->
	// 0.817 when the numeral made "page" apply).
	v := New(nil, Options{})
	for _, c := range []struct{ written, spoken string }{
		{"Ward 1979 , p . ix , 10", "ward nineteen seventy nine p ix ten"},
		{"See pp. xii and p. iv.", "see p p xii and p iv"},
	} {
		p, err := v.ProbOf(c.written, c.spoken)
		if err != nil || p < 0.8 {
			t.Errorf("ProbOf(%q, %q) = %.3f, %v; want >= 0.8", c.written, c.spoken, p, err)
		}
	}
}

// The console's letter: "Xbox Series X" (was "xbox series ten"); other
// series keep their numeral.
func TestXboxSeriesX(t *testing.T) {
	checkCases(t, []caseT{
		{"I want an Xbox Series X for Christmas.", "i want an xbox series x for christmas", nil},
		{"World Series X.", "world series ten", nil},
	})
}

// A lone C, D, M or L after a keyword is a letter ("Schedule C" was
// "schedule one hundred", "a Class D felony" "class five hundred").
func TestLetterAfterKeyword(t *testing.T) {
	checkCases(t, []caseT{
		{"Attach Schedule C now.", "attach schedule c now", nil},
		{"It is a Class D felony.", "it is a class d felony", nil},
		{"Use Type C cables.", "use type c cables", nil},
		{"Appendix L lists them.", "appendix l lists them", nil},
		{"See Part V.", "see part five", nil},
		{"Chapter XL begins.", "chapter forty begins", nil},
	})
}

// TestRegnalNumeralEndingSentence: a monarch's one-letter numeral before
// a sentence's period is the numeral ("Shakespeare wrote Henry V." was
// "henry v", the period taken for an initial's); before a capitalized
// name it stays an initial.
func TestRegnalNumeralEndingSentence(t *testing.T) {
	checkCases(t, []caseT{
		{"Shakespeare wrote Henry V.", "shakespeare wrote henry the fifth", nil},
		{"KING HENRY V.", "king henry the fifth", nil},
		{"Henry V. Smith wrote it.", "henry v smith wrote it", nil},
	})
}

// TestRomanPageRange: a range of lower-case numerals after "pp." is
// read as numbers with "to" or as written ("pp. xii-xv" was "p p xii x
// v"), and "pp." before it is "pages" as before a number (it was "p p");
// "p. ix" stays as Google TN reads it.
func TestRomanPageRange(t *testing.T) {
	checkCases(t, []caseT{
		{"pp. xii-xv", "pages twelve to fifteen", []string{"pages xii to xv", "p p twelve to fifteen"}},
		{"See pp. xii–xv.", "see pages twelve to fifteen", nil},
		{"p. ix", "p ix", nil},
	})
}

// TestParenthesizedLowerRoman: a lower-case numeral in parentheses
// against them is a list's or a subsection's item, its number ("Section
// 3(a)(ii)" was "section three a ii"); "(i)" only beside "(ii)", and
// "f(x)", "( x )", "(ci)" are no items.
func TestParenthesizedLowerRoman(t *testing.T) {
	checkCases(t, []caseT{
		{"Section 3(a)(ii)", "section three a two", []string{"section three a ii"}},
		{"(i) apples, (ii) pears and (iii) plums", "one apples two pears and three plums", nil},
		{"Item (iv) is missing", "item four is missing", nil},
		{"f(x) and (x)", "f x and x", nil},
		{"We take f ( x ) as", "we take f x as", nil},
		{"the mean (ci) was wide", "the mean ci was wide", nil},
	})
}

// TestFirstRomanItemBesideALaterOne: "(i)" is the first item where a
// later one than "(ii)" is written too ("Items (i) to (iv)" was "items i
// to four", the two ends of one range read two ways).
func TestFirstRomanItemBesideALaterOne(t *testing.T) {
	checkCases(t, []caseT{
		{"Items (i) to (iv) apply.", "items one to four apply", []string{"items i to iv apply"}},
		{"Steps (i) to (iii) are done.", "steps one to three are done", []string{"steps i to iii are done"}},
		{"Note (i) on page 4.", "note i on page four", nil},
	})
}

// TestPronounIAfterClauseOpener: a lone I after a capitalized word that
// opens a clause is the pronoun only ("So I move Nf3" had "so the first
// move" among its readings).
func TestPronounIAfterClauseOpener(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"So I move Nf3.", "so the first move knight f three"},
		{"Then I castled and played Nf3.", "then the first castled and played knight f three"},
	})
}

// TestRomanAfterTierOrCategory: tier and category are roman keywords, as
// stage and class are: "a Tier I city" is "tier one" (it was "tier i"
// first, the pronoun's reading), and "Category IV storm" has no "category
// the fourth" reading, a monarch's, which it had at 0.07.
func TestRomanAfterTierOrCategory(t *testing.T) {
	checkCases(t, []caseT{
		{"a Tier I city", "a tier one city", nil},
		{"the Category IV storm", "the category four storm", []string{"the category i v storm"}},
	})
	checkNotAmong(t, [][2]string{{"the Category IV storm", "the category the fourth storm"}})
}
