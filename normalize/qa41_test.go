package normalize

import "testing"

// TestHappyBarsThe checks that a date after "happy" opens with no "the"
// ("Happy 4th of July!" was "happy the fourth of july" 0.99), while after
// a preposition the day-first date keeps it.
func TestHappyBarsThe(t *testing.T) {
	checkCases(t, []caseT{
		{"Happy 4th of July!", "happy fourth of july", nil},
		{"Happy 1st of May to all.", "happy first of may to all", nil},
		{"See you on 4th July.", "see you on the fourth of july", nil},
	})
	checkNotAmong(t, [][2]string{{"Happy 4th of July!", "happy the fourth of july"}})
}

// TestMillionsOfPeople checks that an "m" against a number counts
// millions before a plural of people or ending a clause about a
// population ("Japan's population is 125m." was "... meters"), while a
// distance keeps its meters.
func TestMillionsOfPeople(t *testing.T) {
	checkCases(t, []caseT{
		{"Japan has 125m people.", "japan has one hundred twenty five million people", nil},
		{"Its population is 8.9m.", "its population is eight point nine million", nil},
		{"The city's population of 2.3m is growing.", "the city's population of two point three million is growing", nil},
		{"The app has 3m users.", "the app has three million users", nil},
		{"She won the 400m freestyle.", "she won the four hundred meters freestyle", nil},
		{"The docking stations were spaced by 300m.", "the docking stations were spaced by three hundred meters", nil},
		{"The population lives within 10m of the coast.", "the population lives within ten meters of the coast", nil},
	})
}

// TestSpacedElectricUnits checks that a V or W apart from its number is
// volts or watts in a sentence of electricity ("The voltage was 230 V"
// was "two hundred thirty v" 0.81), and that an engine's "2.8 V 6" and a
// sentence without such a word keep the letter first.
func TestSpacedElectricUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"The voltage was 230 V at 50 Hz.", "the voltage was two hundred thirty volts at fifty hertz", nil},
		{"The charger delivers 65 W.", "the charger delivers sixty five watts", nil},
		{"Jeep replaced the Cherokee's 2.8 V 6 with a new battery.", "jeep replaced the cherokee's two point eight v six with a new battery", nil},
	})
}

// TestAttributiveInchMark checks that an inch mark between "a" and a
// noun, with no quotation open, is said ("a 15.6\" screen" had "a
// fifteen point six screen" at 0.19, the mark lost), and that after an
// open quotation the quote stays punctuation.
func TestAttributiveInchMark(t *testing.T) {
	checkCases(t, []caseT{
		{`It has a 15.6" screen.`, "it has a fifteen point six inch screen", nil},
		{`a 27" monitor`, "a twenty seven inch monitor", nil},
	})
	checkNotAmong(t, [][2]string{
		{`It has a 15.6" screen.`, "it has a fifteen point six screen"},
		{`a 27" monitor`, "a twenty seven monitor"},
	})
}

// TestMonthRange checks that a range of two months' abbreviations is
// said by their names ("Jan-Feb" was "jan february" 0.99, "Sep-Oct"
// "sep oct"), a year after it read apart, while the weekdays' range
// stays as it was and a name that is no month ("Jan-Erik") is no range.
func TestMonthRange(t *testing.T) {
	checkCases(t, []caseT{
		{"The flu season peaks in Jan-Feb.", "the flu season peaks in january to february", []string{"the flu season peaks in january through february"}},
		{"Sales in Sep–Oct were weak.", "sales in september to october were weak", nil},
		{"It runs Jan–Mar 2024.", "it runs january to march twenty twenty four", nil},
		{"Open Mon-Fri.", "open monday to friday", nil},
	})
	checkNotAmong(t, [][2]string{{"Jan-Erik Olsen", "january to erik olsen"}})
}

// TestResolutionAfterLineCount checks that 4K joined to a video's line
// count is the resolution ("in 1080p and 4K" was "four thousand" 0.69),
// while a count with no resolution about it keeps its thousands.
func TestResolutionAfterLineCount(t *testing.T) {
	checkCases(t, []caseT{
		{"The video is available in 1080p and 4K.", "the video is available in ten eighty p and four k", nil},
		{"Stream in 720p or 4K.", "stream in seven hundred twenty p or four k", nil},
		{"We sold 4K units.", "we sold four thousand units", nil},
	})
}

// TestSecondsNotDecade checks that tens and an s where time is waited or
// counted are seconds ("wait 30s" and "a 30s timer" were "thirties", the
// only reading), while an age and a decade keep their plural.
func TestSecondsNotDecade(t *testing.T) {
	checkCases(t, []caseT{
		{"Wait 30s before retrying.", "wait thirty seconds before retrying", []string{"wait thirties before retrying"}},
		{"Set a 30s timer.", "set a thirty second timer", nil},
		{"Set the timeout to 30s.", "set the timeout to thirty seconds", nil},
		{"It refreshes every 10s.", "it refreshes every ten seconds", nil},
		{"He was in his late 20s.", "he was in his late twenties", nil},
		{"A man in his 30s left the scene.", "a man in his thirties left the scene", nil},
		{"Music of the 80s.", "music of the eighties", nil},
	})
}

// TestHashtagNamed checks that a # after the word "hashtag" is unsaid
// ("The hashtag #MeToo" was "the hashtag hash tag me too", the word
// twice), while a hashtag alone keeps its sign.
func TestHashtagNamed(t *testing.T) {
	checkCases(t, []caseT{
		{"The hashtag #MeToo spread quickly.", "the hashtag me too spread quickly", nil},
		{"Use the hashtags #AI and #ML.", "", []string{"use the hashtags a i and hash tag m l"}},
		{"Check out #AI news today.", "check out hash tag a i news today", nil},
	})
	checkNotAmong(t, [][2]string{{"The hashtag #MeToo spread quickly.", "the hashtag hashtag me too spread quickly"}})
}

// TestScaleBeforeCount checks that a capital B or T against a whole
// number before a plural of things counted is billions or trillions
// ("70B parameters" was "seventy b parameters", the only reading), and
// that a model's name or a flat keeps its letter.
func TestScaleBeforeCount(t *testing.T) {
	checkCases(t, []caseT{
		{"The model has 70B parameters.", "the model has seventy billion parameters", nil},
		{"It was trained on 2T tokens.", "it was trained on two trillion tokens", nil},
		{"Llama 3 8B runs on a laptop.", "llama three eight b runs on a laptop", nil},
		{"She lives in Apt 4B now.", "she lives in apartment four b now", nil},
		{"The recall affects 1.2m vehicles.", "the recall affects one point two million vehicles", nil},
	})
}

// TestDecimalDenominator checks that a number over a decimal keeps the
// decimal ("1/2.3" was "a half three", the point lost) and an inch mark
// against it, while a plain fraction stays one.
func TestDecimalDenominator(t *testing.T) {
	checkCases(t, []caseT{
		{"The ratio 1/2.5 was used.", "the ratio one over two point five was used", nil},
		{`The sensor is 1/2.3" in size.`, "the sensor is one over two point three inch in size", nil},
		{"Add 1/2 cup.", "add half a cup", nil},
	})
	checkNotAmong(t, [][2]string{{"The ratio 1/2.5 was used.", "the ratio one half five was used"}})
}

// TestPatientsAbbreviated checks that "pts" in a sentence of clinical
// care is patients ("The trial enrolled 120 pts" was "... points" 0.96)
// and points elsewhere.
func TestPatientsAbbreviated(t *testing.T) {
	checkCases(t, []caseT{
		{"The trial enrolled 120 pts with diabetes.", "the trial enrolled one hundred twenty patients with diabetes", nil},
		{"He scored 25 pts.", "he scored twenty five points", nil},
	})
}

// TestCricketFiguresNoDate checks that a bowler's figures whose runs
// could be a day ("bowled 5/23 in 10 overs" was "may twenty third" 0.58)
// are wickets for runs in a sentence of cricket, as "took 5/32" was.
func TestCricketFiguresNoDate(t *testing.T) {
	checkCases(t, []caseT{
		{"She bowled 5/23 in 10 overs.", "she bowled five for twenty three in ten overs", nil},
		{"See you 12/25!", "see you december twenty fifth", nil},
	})
}

// TestDiluteRatio checks that n:m after a verb of dilution is a ratio
// ("Dilute 1:10 before use" was "one ten" 1, a time), while a time after
// "at" stays one.
func TestDiluteRatio(t *testing.T) {
	checkCases(t, []caseT{
		{"Dilute 1:10 before use.", "dilute one to ten before use", nil},
		{"The sample was diluted 1:100 in saline.", "the sample was diluted one to one hundred in saline", nil},
		{"We met at 1:10 today.", "we met at one ten today", nil},
	})
}
