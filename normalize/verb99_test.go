package normalize

import "testing"

// TestVerb99NauticalMilesAndMillibars: nm after a number in a text of the
// sea or of flight is the nautical mile ("nanometers" was 1.00), unless a
// word of the small is there too; a lower-case mb after a barometer's 850
// to 1090 in a text of the weather is millibars ("megabytes" was 0.95)
// (verb99). A laser's, a chip's and a film's nm and a file's mb keep
// theirs.
func TestVerb99NauticalMilesAndMillibars(t *testing.T) {
	checkCases(t, []caseT{
		{"Visibility 3 nm in fog.", "visibility three nautical miles in fog", nil},
		{"We anchored 2 nm off the point.", "we anchored two nautical miles off the point", nil},
		{"Steer 270° for 5 nm.", "steer two hundred seventy degrees for five nautical miles", nil},
		{"The plane was 20 nm from the airport.", "the plane was twenty nautical miles from the airport", nil},
		{"Dew point 12°C, pressure 1008 mb.", "dew point twelve degrees celsius pressure one thousand eight millibars", nil},
		{"Low pressure of 990 mb.", "low pressure of nine hundred ninety millibars", nil},
		// Guards.
		{"The laser emits at 532 nm.", "the laser emits at five hundred thirty two nanometers", nil},
		{"The chip uses a 5 nm process.", "the chip uses a five nanometer process", nil},
		{"Apple ships 3 nm chips.", "apple ships three nanometers chips", nil},
		{"It is 5 nm wide.", "it is five nanometers wide", nil},
		{"The thickness is decreased to ~ 50 nm by liquid based densification .", "the thickness is decreased to approximately fifty nanometers by liquid based densification", nil},
		{"The 1008 mb file.", "the one thousand eight megabytes file", nil},
		{"A 2 mb file.", "a two megabyte file", nil},
	})
}

// TestVerb99StreetBeforeCompassPoint: St after a street's name and before
// a compass point (W, E, N, NW ..., or the word) is the street, as
// Canadian addresses write it ("queen saint west" was 0.34, first)
// (verb99). Saints' names and an article before St keep theirs.
func TestVerb99StreetBeforeCompassPoint(t *testing.T) {
	checkCases(t, []caseT{
		{"Our office is at 100 Queen St W, Toronto, ON M5H 2N2.", "our office is at one hundred queen street west toronto o n m five h two n two", nil},
		{"Meet at 50 Bank St N.", "meet at fifty bank street north", nil},
		{"123 MAIN ST NW", "one hundred twenty three main street n w", nil},
		// Guards.
		{"I visited St. John in May.", "i visited saint john in may", nil},
		{"Fly from St. Louis to Boston.", "fly from saint louis to boston", nil},
		{"St West was here.", "saint west was here", nil},
		{"He lives on Main St.", "he lives on main street", nil},
	})
}

// TestVerb99HyphenedMixedNumber: a whole number, a hyphen and a proper
// fraction of a recipe's or a rule's denominator ("1-1/2", "3-1/4"), as US
// recipes and hardware write "1 1/2", is the mixed number, its inch mark
// the inch ("one to one half cups" was 0.49, "one to one half inch" for
// 1-1/2") (verb99). A fraction's range, a chain of numbers and an improper
// fraction after a hyphen keep theirs.
func TestVerb99HyphenedMixedNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"Add 1-1/2 cups flour.", "add one and a half cups flour", []string{"add one and one half cups flour"}},
		{"Bake 1-1/2 hours.", "bake one and a half hours", nil},
		{"Use 1-3/4 cups sugar.", "use one and three quarters cups sugar", nil},
		{"It is 2-1/2 miles away.", "it is two and a half miles away", nil},
		{"Use a 1-1/2 inch pipe.", "use a one and a half inch pipe", nil},
		{`Use 1-1/2" screws.`, "use one and a half inch screws", nil},
		{`A 2x4 is really 1-1/2" x 3-1/2".`, "a two by four is really one and a half inches by three and a half inches", nil},
		// Guards.
		{"Add 1/4-1/2 cup.", "add one quarter to half a cup", nil},
		{"The 2-1-1/2 deal", "the two one one two deal", nil},
		{"Ratio 1-3/2", "ratio one to three halves", nil},
		{"It is 2024-1/2", "it is twenty twenty four to one half", nil},
		{`Use 2 1/2" screws.`, "use two and a half inch screws", nil},
		{"Add 2 1/2 cups flour.", "add two and a half cups flour", nil},
	})
}

// TestVerb99CourseNumber: three digits after a college department's code
// ("ECON 101", "MATH 221", "Math 101", or capitals in a text of courses)
// are said as students say them, the first digit and the pair ("econ one
// hundred one" was 0.85) (verb99). A round hundred, a count before its
// noun, a psalm and a road keep theirs.
func TestVerb99CourseNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"Enroll in ECON 101 this fall.", "enroll in econ one oh one this fall", []string{"enroll in econ one hundred one this fall"}},
		{"Take MATH 221 before CS 310.", "take math two twenty one before c s three ten", nil},
		{"He took BIO 110 and CHEM 101.", "he took bio one ten and chem one oh one", nil},
		{"Math 101 is easy.", "math one oh one is easy", nil},
		{"Register for ABCD 350 this semester.", "register for a b c d three fifty this semester", nil},
		// Guards.
		{"The CS 300 course is hard.", "the c s three hundred course is hard", nil},
		{"He read ENG 500 words", "he read eng five hundred words", nil},
		{"Psalm 101", "psalm one hundred one", nil},
		{"I-95 and US 101", "i ninety five and u s one hundred one", nil},
		{"The ABCD 350 is fast.", "the a b c d three hundred fifty is fast", nil},
	})
}

// TestVerb99RecordNumberAlone: a record's number of six to twelve digits
// in one group after its label and a "#" against it ("Policy #", "Rx #",
// "Invoice #"), directly or after a code of capitals and a dash, is said
// digit by digit 0.6, the number 0.4 ("one hundred twenty three million
// ..." was 0.87) (verb99). PubMed's ids, counts, two groups, a label
// without the mark and a colour keep theirs.
func TestVerb99RecordNumberAlone(t *testing.T) {
	checkCases(t, []caseT{
		{"Policy #123456789 lapsed.", "policy number one two three four five six seven eight nine lapsed", []string{"policy number one hundred twenty three million four hundred fifty six thousand seven hundred eighty nine lapsed"}},
		{"Rx #1234567 expires 6/30/25.", "r x number one two three four five six seven expires june thirtieth twenty five", nil},
		{"Your Policy #AB-123456 renews on 1/1/2025.", "your policy number a b one two three four five six renews on the first of january twenty twenty five", nil},
		{"Your claim #CLM-556677 was approved.", "your claim number c l m five five six six seven seven was approved", nil},
		{"Invoice #123456 is due.", "invoice number one two three four five six is due", nil},
		// Guards.
		{"PMID 15468064 Hopkin", "p m i d fifteen million four hundred sixty eight thousand sixty four hopkin", nil},
		{"The policy covers 1000000 people.", "the policy covers one million people", nil},
		{"Order 100000 units now.", "order one hundred thousand units now", nil},
		{"Claim No. 2024-0012345 is in review.", "claim number twenty twenty four dash o o one two three four five is in review", nil},
		{"Invoice #12345 is due.", "invoice number twelve thousand three hundred forty five is due", nil},
		{"Policy 123456789 lapsed.", "policy one hundred twenty three million four hundred fifty six thousand seven hundred eighty nine lapsed", nil},
		{"Claim No. 1234567 was paid.", "claim number one million two hundred thirty four thousand five hundred sixty seven was paid", nil},
		{"Use colour #333333 here.", "use color hash three three three three three three here", nil},
	})
}

// TestVerb99RandSpaced: a rand amount grouped as South Africa groups its
// thousands, with a space ("R8 500", "R 250 000"; "eight rand five
// hundred" was 0.78), and an R spaced from its number after a word of
// paying ("costs R 25"; "r twenty five" was 0.98) are rand (verb99). A
// road, a school's Grade R and a car's R5 before a distance keep theirs.
func TestVerb99RandSpaced(t *testing.T) {
	checkCases(t, []caseT{
		{"He earns R 250 000 a year.", "he earns two hundred fifty thousand rand a year", nil},
		{"The bread costs R 25 at the shop.", "the bread costs twenty five rand at the shop", nil},
		{"Rent is R8 500 per month in Joburg.", "rent is eight thousand five hundred rand per month in joburg", nil},
		{"Rent is R8 500.", "rent is eight thousand five hundred rand", nil},
		{"His salary is R 35 000 a month.", "his salary is thirty five thousand rand a month", nil},
		// Guards.
		{"It costs R1,500.", "it costs one thousand five hundred rand", nil},
		{"In Grade R 25 learners sat.", "in grade r twenty five learners sat", nil},
		{"Take the R 21 to Pretoria.", "take the r twenty one to pretoria", nil},
		{"Drive the R5 200 km.", "drive the r five two hundred kilometers", nil},
	})
}

// TestVerb99ShutterSpeedOfASecond: a fraction of a second before a comma
// or a function word, or after a comma, ends its phrase as at a clause's
// end: "one two hundred fiftieth of a second" first ("one two hundred
// fiftieth second" was 0.66) (verb99). Before a noun, after an article
// and first in the text it keeps the fraction's name before the unit.
func TestVerb99ShutterSpeedOfASecond(t *testing.T) {
	checkCases(t, []caseT{
		{"Shot at f/2.8, 1/250s, ISO 400.", "shot at f two point eight one two hundred fiftieth of a second iso four hundred", []string{"shot at f two point eight one two hundred fiftieth second iso four hundred"}},
		{"Use f/8 and 1/125 sec for landscapes.", "use f eight and one one hundred twenty fifth of a second for landscapes", nil},
		{"Shot at ISO 400, 1/250s, f/8.", "shot at iso four hundred one two hundred fiftieth of a second f eight", nil},
		// Guards.
		{"A 1/250 second exposure.", "a one two hundred fiftieth second exposure", nil},
		{"Set 1/500 s shutter speed.", "set one five hundredth second shutter speed", nil},
		{"1/250s is fast.", "one two hundred fiftieth second is fast", nil},
		{"Add 3/4 cup sugar.", "add three quarters cup sugar", nil},
	})
}

// TestVerb99CentsPerUnit: cents written against their number with a c and
// a slash and a unit after ("10c/min", "5c/L") are a rate, "ten cents per
// minute" ("ten cents min" 0.85, "five c min" 0.95 were the readings)
// (verb99). A slash before a word that names no unit and a ratio of
// letters keep theirs.
func TestVerb99CentsPerUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"Calls cost 10c/min.", "calls cost ten cents per minute", nil},
		{"International calls are 5c/min.", "international calls are five cents per minute", nil},
		{"Gas is 5c/L cheaper.", "gas is five cents per liter cheaper", nil},
		// Guards.
		{"Use 5c/and 10c coins.", "use five c and ten cent coins", nil},
		{"It costs 5c.", "it costs five cents", nil},
		{"Mix 2c/3c ratio", "mix two c three c ratio", nil},
	})
}

// TestVerb99ModelMark: "Mk" before a model's Roman numeral, or in title
// case before one or two digits, is "mark" ("m k four" was 0.91) (verb99).
// A Milton Keynes postcode, "MK" before digits and "Mk" alone keep their
// letters.
func TestVerb99ModelMark(t *testing.T) {
	checkCases(t, []caseT{
		{"Shot on a Canon 5D Mk IV.", "shot on a canon five d mark four", nil},
		{"The Golf Mk7 GTI.", "the golf mark seven g t i", nil},
		{"A Mk 2 Jaguar.", "a mark two jaguar", nil},
		{"Mk. II Spitfire", "mark two spitfire", nil},
		{"THE MK IV TANK", "the mark four tank", nil},
		// Guards.
		{"Post to MK9 2EP.", "post to m k nine two e p", nil},
		{"MK 2 is here", "m k two is here", nil},
		{"Mk is a name.", "m k is a name", nil},
	})
}

// TestVerb99ExamScoreOutOf: a test's score out of its scale after the
// test's name ("SAT 1450/1600", "ACT 32/36", "GRE 320/340") or a word of
// scoring, four digits out of a round hundred too, is "out of", the four
// digits in pairs as takers say them ("one thousand four hundred fifty one
// thousand six hundredths" was 0.94) (verb99). A weekday's "SAT 3/4",
// sales and a rise keep theirs.
func TestVerb99ExamScoreOutOf(t *testing.T) {
	checkCases(t, []caseT{
		{"He scored SAT 1450/1600.", "he scored sat fourteen fifty out of sixteen hundred", []string{"he scored sat one thousand four hundred fifty out of one thousand six hundred"}},
		{"He scored 1450/1600 on the SAT.", "he scored fourteen fifty out of sixteen hundred on the sat", nil},
		{"ACT 32/36 and SAT 1500/1600.", "act thirty two out of thirty six and sat fifteen hundred out of sixteen hundred", nil},
		{"GRE 320/340", "g r e three hundred twenty out of three hundred forty", nil},
		// Guards.
		{"SAT 3/4 we meet.", "saturday march fourth we meet", nil},
		{"Sales were 1450/1600 units.", "sales were one thousand four hundred fifty one thousand six hundredths units", nil},
		{"She scored 98/100 on the test.", "she scored ninety eight out of one hundred on the test", nil},
	})
}

// TestVerb99CompassQuadrant: a quadrant after "to the", "from the" or
// "toward the" ending its phrase, and a compass point after "wind(s)"
// before a speed or the phrase's end, is the direction at the address's
// weight ("se" as a word was 0.95, "winds n w" 0.81) (verb99). A quadrant
// before a noun and a lone letter after "to the" keep theirs.
func TestVerb99CompassQuadrant(t *testing.T) {
	checkCases(t, []caseT{
		{"The storm moved to the SE.", "the storm moved to the southeast", []string{"the storm moved to the s e"}},
		{"Winds SE 10 kn.", "winds southeast ten knots", nil},
		{"Winds NW 15-20 kn, gusting 25 kn.", "winds northwest fifteen to twenty knots gusting twenty five knots", nil},
		{"Wind 20 kts from the NE.", "wind twenty knots from the northeast", nil},
		// Guards.
		{"He works for the SE region.", "he works for the se region", nil},
		{"Go to the NE corner.", "go to the n e corner", nil},
		{"Send it to the W.", "send it to the w", nil},
		{"I went to the E.R.", "i went to the e r", nil},
	})
}

// TestVerb99ServiceLines: North America's N11 lines after a word of
// dialing are said digit by digit, as 911 is ("Dial 311" was "three
// hundred eleven" 0.97) (verb99). A count after "called" keeps its number.
func TestVerb99ServiceLines(t *testing.T) {
	checkCases(t, []caseT{
		{"Dial 311 for city services.", "dial three one one for city services", nil},
		{"Call 811 before you dig.", "call eight one one before you dig", nil},
		{"Call 411 for a number.", "call four one one for a number", nil},
		// Guards.
		{"We called 311 people.", "we called three hundred eleven people", nil},
		{"He scored 311 runs.", "he scored three hundred eleven runs", nil},
	})
}
