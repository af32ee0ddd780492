package normalize

import "testing"

// TestDecimalCommaBeforeDegrees: a European decimal comma before a degree
// sign or "degrees" is a decimal as before "kg" ("Temperature: 21,5 °C."
// was "twenty one five degrees celsius" 0.98).
func TestDecimalCommaBeforeDegrees(t *testing.T) {
	checkCases(t, []caseT{
		{"Temperature: 21,5 °C.", "temperature twenty one point five degrees celsius", nil},
		{"It was 3,5°F outside.", "it was three point five degrees fahrenheit outside", nil},
		{"It is 21,5 degrees.", "it is twenty one point five degrees", nil},
		{"Angles of 5,6 and 7.", "angles of five six and seven", nil},
	})
	checkNotAmong(t, [][2]string{{"Temperature: 21,5 °C.", "temperature twenty one five degrees celsius"}})
}

// TestGluedLabelColon: a label of letters and its number in one word
// before a colon and a spaced number, "P1: 2", is a label, not a ratio
// ("Open tickets: 12 (P1: 2, P2: 5)" was "p one to two p two to five"
// 0.83). A ratio written "1:2", a spaced "1: 2" and a label apart from
// its word ("x86-64: 3") keep "to".
func TestGluedLabelColon(t *testing.T) {
	checkCases(t, []caseT{
		{"Open tickets: 12 (P1: 2, P2: 5).", "open tickets twelve p one two p two five", nil},
		{"Priority P1: 3 incidents.", "priority p one three incidents", nil},
		{"Q3: 5 deals closed.", "q three five deals closed", nil},
		{"The ratio is 1: 2.", "the ratio is one to two", nil},
		{"Mix in a 3:1 ratio.", "mix in a three to one ratio", nil},
	})
	checkNotAmong(t, [][2]string{{"Priority P1: 3 incidents.", "priority p one to three incidents"}})
}

// TestBitsPerSecondWritten: "Gbit/s", "Mbit/s", "kbit/s" are gigabits,
// megabits, kilobits per second ("1.2 Gbit/s" was "g b i t s" 0.71).
func TestBitsPerSecondWritten(t *testing.T) {
	checkCases(t, []caseT{
		{"Throughput: 1.2 Gbit/s.", "throughput one point two gigabits per second", nil},
		{"The link runs at 100 Mbit/s.", "the link runs at one hundred megabits per second", nil},
		{"It streams at 320 kbit/s.", "it streams at three hundred twenty kilobits per second", nil},
	})
}

// TestOxidationStateNumeral: a Roman numeral in parentheses against a
// word or after a metal's name is an oxidation state, said as its number
// ("Iron(III) oxide" was "iron i i i oxide" 0.81); a king's numeral and a
// list's "(ii)" keep theirs.
func TestOxidationStateNumeral(t *testing.T) {
	checkCases(t, []caseT{
		{"Iron(III) oxide is Fe2O3.", "iron three oxide is fe two o three", nil},
		{"Add copper(II) sulfate.", "add copper two sulfate", nil},
		{"Iron (III) oxide.", "iron three oxide", nil},
		{"Henry VIII had six wives.", "henry the eighth had six wives", nil},
	})
	checkNotAmong(t, [][2]string{{"Iron(III) oxide is Fe2O3.", "iron the third oxide is fe two o three"}})
}

// TestRecordOfThree: three numbers of one or two digits joined by dashes
// after a verb of going or a season's end, or "record", are wins,
// losses and ties, each said as its number ("The team went 12-4-1" was
// "one two four one" 1.0); without such a word (Google TN's "lead the
// rivalry 49-30-4", "four nine three o four") they keep their digits.
func TestRecordOfThree(t *testing.T) {
	checkCases(t, []caseT{
		{"The team went 12-4-1 this year.", "the team went twelve four one this year", nil},
		{"They finished 10-6-1.", "they finished ten six one", nil},
		{"Their record is 8-7-2 at home.", "their record is eight seven two at home", nil},
		{"a 12-4-1 record", "a twelve four one record", nil},
		{"The Grangers lead the rivalry 49-30-4 .", "the grangers lead the rivalry four nine three o four", nil},
		{"The code is 12-4-1.", "the code is one two four one", nil},
	})
}

// TestConsecutiveVersions: two consecutive numbers after a product's
// name are its versions ("Windows 10/11" was "windows ten elevenths"
// 0.94); a fraction before a unit or "of", and after another word ("Meet
// Tom 10/11", "Updated 10/11": any capitalized word was tried), keep
// their readings.
func TestConsecutiveVersions(t *testing.T) {
	checkCases(t, []caseT{
		{"Compatible with Windows 10/11 (x64 and ARM64).", "compatible with windows ten slash eleven x sixty four and arm sixty four", []string{"compatible with windows ten or eleven x sixty four and arm sixty four"}},
		{"It works on iPhone 14/15.", "it works on iphone fourteen slash fifteen", nil},
		{"Windows 7/8 support", "windows seven slash eight support", nil},
		{"Only 9/10 passed.", "", []string{"only nine tenths passed"}},
		{"Use 7/8 inch bolts.", "", []string{"use seven eighths inch bolts"}},
	})
	checkNotAmong(t, [][2]string{
		{"Only 9/10 passed.", "only nine slash ten passed"},
		{"Meet Tom 10/11 at noon.", "meet tom ten slash eleven at noon"},
		{"Updated 10/11 by Sam.", "updated ten slash eleven by sam"},
		{"Cut Part 7/8 inch thick.", "cut part seven slash eight inch thick"},
	})
}

// TestUnreducedPairBeforeUnit: n/m before a unit, two numbers of two
// digits or more not in lowest terms, are two settings of the unit
// ("60/120 Hz" was "sixty one hundred twentieths hertz" 0.94), said with
// "slash", not "or" (an amount used of a whole is one); a reduced
// fraction ("11/16 inch") stays one.
func TestUnreducedPairBeforeUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"Refresh rate: 60/120 Hz.", "refresh rate sixty slash one hundred twenty hertz", []string{"refresh rate sixty one hundred twenty hertz"}},
		{"Disk 780/1000 GB used.", "disk seven hundred eighty slash one thousand gigabytes used", nil},
		{"Ethernet 10/100 Mbps.", "ethernet ten slash one hundred megabits per second", nil},
		{"an 11/16 inch socket", "", []string{"an eleven sixteenths inch socket"}},
	})
	checkNotAmong(t, [][2]string{{"Refresh rate: 60/120 Hz.", "refresh rate sixty one hundred twentieths hertz"}})
}

// TestSpacedWattsOfPower: a spaced W after a number in a sentence of
// power or of the parts that draw it is watts ("It draws 450 W at load."
// was "four hundred fifty w" 0.83); a street's W before a name keeps its
// letter, and an A against a number keeps "power" out of its words ("the
// 4A power rankings").
func TestSpacedWattsOfPower(t *testing.T) {
	checkCases(t, []caseT{
		{"It draws 450 W at load.", "it draws four hundred fifty watts at load", nil},
		{"The GPU has a 450 W TDP.", "the g p u has a four hundred fifty watt t d p", nil},
		{"The power office is at 230 W Main Street.", "the power office is at two hundred thirty w main street", nil},
		{"The 4A power rankings.", "the four a power rankings", nil},
	})
}

// TestCapitalsBeforeStreetWord: capitals that look like a unit before a
// street's word name the street ("12 MG Road" was "twelve milligrams
// road" 0.98); a unit elsewhere keeps its reading.
func TestCapitalsBeforeStreetWord(t *testing.T) {
	checkCases(t, []caseT{
		{"Flat 4, 12 MG Road, Bengaluru 560001", "", []string{"flat four twelve m g road bengaluru five six o o o one"}},
		{"Take 5 MG daily.", "take five milligrams daily", nil},
	})
	checkNotAmong(t, [][2]string{{"12 MG Road, Bengaluru", "twelve milligrams road bengaluru"}})
}

// TestCapitalsDashIdentifier: capitals, a dash and numbers joined by a
// dash are an identifier, no range ("CVE-2024-0727" was "c v e twenty
// twenty four to o seven two seven" 0.57); Google TN's spaced "CPH- 2 -5"
// keeps its reading.
func TestCapitalsDashIdentifier(t *testing.T) {
	checkCases(t, []caseT{
		{"Upgrade for CVE-2024-0727.", "upgrade for c v e twenty twenty four o seven two seven", nil},
		{"See CVE-2021-44228.", "see c v e twenty twenty one forty four thousand two hundred twenty eight", nil},
		{"Run 10-20 km.", "run ten to twenty kilometers", nil},
	})
	checkNotAmong(t, [][2]string{{"See CVE-2021-44228.", "see c v e twenty twenty one to forty four thousand two hundred twenty eight"}})
}

// TestUnitSingularBeforeCapitals: a spaced unit between "a" and an
// acronym or a part's code is singular, as before a lower-case noun ("a
// 36 MB L3 cache" was "megabytes" 0.97).
func TestUnitSingularBeforeCapitals(t *testing.T) {
	checkCases(t, []caseT{
		{"It has a 36 MB L3 cache.", "it has a thirty six megabyte l three cache", nil},
		{"an 8 GB USB drive", "an eight gigabyte u s b drive", nil},
		{"It has 8 GB RAM.", "", []string{"it has eight gigabytes ram"}},
	})
}

// TestFractionOfSecondInTimestamp: a timestamp to the millisecond says
// the fraction with its seconds ("01:23:45.678" was "... forty five
// seconds six hundred seventy eight" 0.58).
func TestFractionOfSecondInTimestamp(t *testing.T) {
	checkCases(t, []caseT{
		{"Timestamp 01:23:45.678 marks the start.", "timestamp one hour twenty three minutes and forty five point six seven eight seconds marks the start",
			[]string{"timestamp one twenty three forty five point six seven eight marks the start"}},
		{"He ran 2:03:45.5 in Berlin.", "he ran two hours three minutes and forty five point five seconds in berlin", nil},
		{"It ended at 3:45:10 p.m. sharp.", "it ended at three forty five ten p m sharp", nil},
	})
}

// TestHashtagOfCapitalsAndNumber: capitals and a number after # in a post
// that tags or follows elsewhere are a hashtag ("Trending: #WWDC24 and
// #Apple." was "number w w d c twenty four" 0.61); a code after a noun of
// codes, or with no sign of a post, keeps the number sign.
func TestHashtagOfCapitalsAndNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"Trending: #WWDC24 and #Apple.", "trending hash tag w w d c twenty four and hash tag apple", nil},
		{"#COP28 opens today, follow @UN for updates.", "hash tag cop twenty eight opens today follow at u n for updates", nil},
		{"See item #A1234.", "see item number a twelve thirty four", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Ticket #INC2024 closed; ping @ops.", "ticket hash tag inc twenty twenty four closed ping at ops"},
		{"Trending: #WWDC24 and #Apple.", "trending number w w d c twenty four and hash tag apple"},
	})
}

// TestSecondAfterShutterFraction: an s after a fraction, spaced or
// against it, is seconds ("1/8000 s" was "one eight thousandth s" 0.74,
// "1/250s" "one two hundred fifties" 0.81, the number a plural).
func TestSecondAfterShutterFraction(t *testing.T) {
	checkCases(t, []caseT{
		{"Shutter speed up to 1/8000 s.", "shutter speed up to one eight thousandth of a second", nil},
		{"Shot at 1/250s.", "shot at one two hundred fiftieth of a second", []string{"shot at one two hundred fiftieth second"}},
		{"The 80 s were great.", "the eighty s were great", nil},
	})
	checkNotAmong(t, [][2]string{{"Shot at 1/250s.", "shot at one two hundred fifties"}})
}

// TestDecimalOutOfMeasure: a decimal, a slash and a number with its unit
// are an amount used of a whole ("Memory at 12.4/16 GB." was "twelve
// point four sixteen gigabytes" 0.93, the slash unsaid).
func TestDecimalOutOfMeasure(t *testing.T) {
	checkCases(t, []caseT{
		{"Memory at 12.4/16 GB.", "memory at twelve point four out of sixteen gigabytes", []string{"memory at twelve point four slash sixteen gigabytes"}},
		{"Rated 4.5/5 stars.", "rated four point five out of five stars", nil},
	})
}

// TestDeclaredDateOrder: a text that names its dates' order ("DD/MM/YYYY",
// "MM/DD/YYYY") reads its numeric dates so ("05/03/1990 (DD/MM/YYYY)" was
// "the third of may" 0.56); without it the month stays first.
func TestDeclaredDateOrder(t *testing.T) {
	checkCases(t, []caseT{
		{"Date of birth: 05/03/1990 (DD/MM/YYYY).", "date of birth the fifth of march nineteen ninety d d m m y y y y", nil},
		{"Born 05/03/1990.", "born the third of may nineteen ninety", nil},
		{"Use MM/DD/YYYY: 05/03/1990", "use m m d d y y y y the third of may nineteen ninety", nil},
	})
}

// TestRateBeforeNounSingular: a rate between "a" and a noun is singular
// as a unit alone is ("a 100 km/h zone" was "kilometers per hour" 0.98);
// the plural keeps a share, and a rate not before a noun stays plural.
func TestRateBeforeNounSingular(t *testing.T) {
	checkCases(t, []caseT{
		{"a 100 km/h zone", "a one hundred kilometer per hour zone", []string{"a one hundred kilometers per hour zone"}},
		{"Give a 50 mg/kg dose.", "give a fifty milligram per kilogram dose", nil},
		{"The speed limit is 50 km/h.", "the speed limit is fifty kilometers per hour", nil},
	})
}

// TestFootnoteStar: a "*" written against a number or a word, before a
// space, punctuation or the end, is a footnote's mark, unsaid ("$99* (see
// terms)" was "ninety nine dollars times see terms" 0.75, "Only 5* left"
// "five asterisk left" 0.6); a batter's "82*" in a sentence of cricket is
// not out, and a rating of one to five its stars ("a 5* hotel" was "a
// five hotel" with the footnote's mark alone). A product ("2*3", "a *
// b"), a star key ("*67") and emphasis keep theirs.
func TestFootnoteStar(t *testing.T) {
	checkCases(t, []caseT{
		{"Price: $99* (see terms).", "price ninety nine dollars see terms", nil},
		{"Only 5* left.", "only five left", nil},
		{"Free shipping* on orders.", "free shipping on orders", nil},
		{"Kohli scored 82* off 53 balls.", "kohli scored eighty two not out off fifty three balls", nil},
		{"We stayed at a 5* hotel.", "we stayed at a five star hotel", nil},
		{"Rated 4* by critics.", "rated four stars by critics", nil},
		{"I gave it 5*.", "i gave it five stars", nil},
		{"He made 4* off 6 balls.", "he made four not out off six balls", nil},
		{"Compute 2*3 now.", "compute two times three now", nil},
		{"Dial *67 first.", "dial star sixty seven first", nil},
		{"**bold** text", "bold text", nil},
	})
	checkNotAmong(t, [][2]string{{"Price: $99* (see terms).", "price ninety nine dollars times see terms"}})
}

// TestSpacedMegapixels: a spaced MP before a noun of cameras or in a
// sentence of cameras is megapixels ("a 48 MP sensor" was "forty eight
// m p sensor" 0.98); elsewhere it keeps its letters.
func TestSpacedMegapixels(t *testing.T) {
	checkCases(t, []caseT{
		{"The camera has a 48 MP sensor.", "the camera has a forty eight megapixel sensor", nil},
		{"The main camera is 50 MP.", "the main camera is fifty megapixels", nil},
		{"The party won 48 MP seats.", "the party won forty eight m p seats", nil},
	})
}

// TestBoxScoreUnits: a box score's "reb", "ast", "stl", "blk" after a
// number are rebounds, assists, steals and blocks ("11 reb and 9 ast"
// was "eleven reb and nine ast", "3 stl" "three s t l").
func TestBoxScoreUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"LeBron had 28 pts, 11 reb and 9 ast in 38 minutes.", "lebron had twenty eight points eleven rebounds and nine assists in thirty eight minutes", nil},
		{"He had 3 stl and 2 blk.", "he had three steals and two blocks", nil},
	})
}

// TestLabUnitsPerVolume: U/L, IU/L, mIU/L and their per-milliliter forms
// are units per liter or milliliter ("Lipase 120 U/L." was "u l"; "AST 45
// U/L" read its number digit by digit between two "codes", 0.75).
func TestLabUnitsPerVolume(t *testing.T) {
	checkCases(t, []caseT{
		{"Lipase 120 U/L.", "lipase one hundred twenty units per liter", nil},
		{"AST 45 U/L", "ast forty five units per liter", []string{"a s t forty five units per liter"}},
		{"TSH 2.1 mIU/L", "t s h two point one milli international units per liter", nil},
		{"Heparin 5000 U/mL", "heparin five thousand units per milliliter", nil},
		{"M 16 A", "m one six a", nil},
	})
}

// TestCourtCaseNumber: a capital, a dash and n/yy are a court's case, its
// number and its year ("Case C-131/12" was "c one hundred thirty one
// twelfths" 0.75); a fraction elsewhere stays one.
func TestCourtCaseNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"See Case C-131/12, Google Spain.", "see case c one hundred thirty one slash twelve google spain", nil},
		{"Judgment in T-201/04 (Microsoft).", "judgment in t two hundred one slash oh four microsoft", nil},
		{"Add 1/2 cup.", "add half a cup", nil},
	})
}

// TestHomeRunsBesideBattingAverage: HR after a number in a text that
// writes a batting average (".312") is home runs ("He is hitting .312
// avg with 20 HR." was "twenty hours" 0.65); "Avg wait 2 HR." keeps
// hours.
func TestHomeRunsBesideBattingAverage(t *testing.T) {
	checkCases(t, []caseT{
		{"He is hitting .312 avg with 20 HR.", "he is hitting point three one two avg with twenty home runs", nil},
		{"Avg wait 2 HR.", "avg wait two hours", nil},
		{"Wait 2 HR.", "wait two hours", nil},
	})
}
