package normalize

import "testing"

// TestVerb94TwentyTens: "'10s" is the decade of 2010, "twenty tens" as
// "2010s" reads ("tens" was the only reading); "'90s", "the 1910s", "10s"
// without its apostrophe (banknotes) keep theirs (verb94).
func TestVerb94TwentyTens(t *testing.T) {
	checkCases(t, []caseT{
		{"the '10s", "the twenty tens", []string{"the tens", "the twenty teens"}},
		{"In the early '10s, we moved.", "in the early twenty tens we moved", nil},
		// Guards.
		{"the '90s", "the nineties", nil},
		{"the 1910s", "the nineteen tens", nil},
		{"the 2010s", "the twenty tens", nil},
		{"Pay in 10s and 20s.", "pay in tens and twenties", nil},
		{"the '00s", "the two thousands", nil},
	})
}

// TestVerb94WeekdayBeforeName: a weekday's abbreviation with a
// capitalized name right after it is the name's first word, no list's
// item, and a neighbor with one names no list ("Sun, Mon Kim" was "sunday
// monday kim" 0.76); verb91's pairs and lists keep the days (verb94).
func TestVerb94WeekdayBeforeName(t *testing.T) {
	checkCases(t, []caseT{
		{"Sun, Mon Kim", "sun mon kim", nil},
		{"Guests: Sun, Mon Kim and Li.", "guests sun mon kim and li", nil},
		{"Sun Mon", "sun mon", nil},
		// Guards: days stay days.
		{"Open Sat and Sun Only.", "open saturday and sunday only", nil},
		{"Open Mon, Wed, Fri.", "open monday wednesday friday", nil},
		{"Open Sat and Sun only.", "open saturday and sunday only", nil},
		{"Closed Sat & Sun.", "closed saturday and sunday", nil},
		{"Classes Tue/Thu at 6.", "classes tuesday thursday at six", nil},
	})
}

// TestVerb94GluedSeason: a season or fiscal year of two years in a row
// written against its dash ("2008-09", "2019-20"; "1999-2000" before a
// word of seasons) is said with the dash unsaid, as a commentator says
// it ("two thousand eight to o nine" was 0.68); spans of years, dates, a
// fiscal year's code and Google TN's spaced season keep theirs (verb94).
func TestVerb94GluedSeason(t *testing.T) {
	checkCases(t, []caseT{
		{"the 2008-09 season", "the two thousand eight o nine season", []string{"the two thousand eight to o nine season"}},
		{"The 2019-20 season was cut short.", "the twenty nineteen twenty season was cut short", nil},
		{"the 1992-93 season", "the nineteen ninety two ninety three season", nil},
		{"the 1999-2000 season", "the nineteen ninety nine two thousand season", []string{"the nineteen ninety nine to two thousand season"}},
		{"In 2008-09, he scored 20 goals.", "in two thousand eight o nine he scored twenty goals", nil},
		{"the 2008–09 season", "the two thousand eight o nine season", nil},
		// Guards.
		{"in 1999-2000", "in nineteen ninety nine to two thousand", nil},
		{"in 1837-38", "in eighteen thirty seven to thirty eight", nil},
		{"Policy 2019-2021 changes", "policy twenty nineteen to twenty twenty one changes", nil},
		{"Published 2008-09-30.", "published the thirtieth of september two thousand eight", nil},
		{"FY2023-24", "f y twenty twenty three to twenty four", nil},
		{"It rose 2010-11%.", "it rose two thousand ten to eleven percent", nil},
		{"in the 2008 - 09 budget .", "in the two thousand eight nine budget", nil},
		{"from 2010-15", "from twenty ten to fifteen", nil},
	})
}

// TestVerb94AircraftVariant: an airliner's model against its maker's
// letter with its variant is said as people who fly say it ("a three
// eight o f", "a three five o one o o o" and "b seven hundred thirty seven
// eight hundred" were first); a model alone, "777X" and a range keep
// theirs (verb94).
func TestVerb94AircraftVariant(t *testing.T) {
	checkCases(t, []caseT{
		{"The A380F freighter", "the a three eighty f freighter", []string{"the a three hundred eighty f freighter"}},
		{"an A350-1000", "an a three fifty one thousand", nil},
		{"a B737-800", "a b seven three seven eight hundred", []string{"a b seven thirty seven eight hundred"}},
		{"the B777F", "the b seven seven seven f", []string{"the b triple seven f"}},
		{"B787-9 Dreamliner", "b seven eight seven nine dreamliner", nil},
		{"the A320neo", "the a three twenty neo", nil},
		{"A330-200F", "a three thirty two hundred f", nil},
		{"A300-600", "a three hundred six hundred", nil},
		// Guards.
		{"the 777X", "the seven hundred seventy seven x", nil},
		{"the A380", "the a three hundred eighty", nil},
		{"Room A320-5", "room a three hundred twenty to five", nil},
		{"Grade B737-12", "grade b seven hundred thirty seven twelve", nil},
		{"an LM317T regulator", "an l m three one seven t regulator", nil},
	})
}

// TestVerb94ProcessorAndCodec: an Intel Core or AMD Ryzen model and a
// video codec's name are said as buyers and video people say them ("i
// seven thirteen thousand seven hundred k", "h two hundred sixty four"
// were first); a section's "H.264", "x2650", "Core i7" and "MP3" keep
// theirs (verb94).
func TestVerb94ProcessorAndCodec(t *testing.T) {
	checkCases(t, []caseT{
		{"a Core i7-13700K", "a core i seven thirteen seven hundred k", []string{"a core i seven thirteen thousand seven hundred k"}},
		{"the i9-9900K CPU", "the i nine ninety nine hundred k c p u", nil},
		{"i7-4790K", "i seven forty seven ninety k", nil},
		{"i7-12650H", "i seven twelve six fifty h", nil},
		{"Ryzen 7 7800X3D", "ryzen seven seventy eight hundred x three d", nil},
		{"Ryzen 9 7950X", "ryzen nine seventy nine fifty x", nil},
		{"Encoded in H.264.", "encoded in h two six four", []string{"encoded in h two sixty four", "encoded in h two hundred sixty four"}},
		{"H.265", "h two six five", nil},
		{"an x264 encode", "an x two six four encode", nil},
		// Guards.
		{"section H.264", "section h two hundred sixty four", nil},
		{"x2650", "x two thousand six hundred fifty", nil},
		{"Core i7 laptop", "core i seven laptop", nil},
		{"an MP3 file", "an m p three file", nil},
		{"MP4 video", "m p four video", nil},
		{"He won 7 7800 votes", "he won seven seven thousand eight hundred votes", nil},
	})
}

// TestVerb94SATScore: "SAT" before a score of 400-1600 is the test, its
// letters ("sat fourteen fifty" was 0.97); before a time or a date it is
// Saturday, and without a number Google TN's word (verb94).
func TestVerb94SATScore(t *testing.T) {
	checkCases(t, []caseT{
		{"SAT 1450", "s a t fourteen fifty", []string{"sat fourteen fifty"}},
		{"My SAT 1520 got me in.", "my s a t fifteen twenty got me in", nil},
		{"SAT: 1450, ACT: 32", "s a t fourteen fifty act thirty two", nil},
		{"SAT score 1450", "s a t score fourteen fifty", nil},
		{"She scored an SAT 1400.", "she scored an s a t fourteen hundred", nil},
		// Guards.
		{"SAT 10am", "saturday ten a m", nil},
		{"SAT 9:30", "saturday nine thirty", nil},
		{"SAT Dec 14", "saturday december fourteenth", nil},
		{"SAT 1400 hrs", "sat one thousand four hundred hours", nil},
		{"SAT 1500 - Team meeting", "sat fifteen hundred team meeting", nil},
		{"took the SAT exams", "took the sat exams", nil},
		{"Sat 1450", "sat fourteen fifty", nil},
		{"SAT 1455", "sat fourteen fifty five", nil},
	})
}

// TestVerb94ZoneName: a US zone of two letters after a time keeps its
// letters first and has its name as a variant, "eastern time" (it had
// none); "EST" and "ET" without a time keep theirs (verb94).
func TestVerb94ZoneName(t *testing.T) {
	checkCases(t, []caseT{
		{"3pm ET", "three p m e t", []string{"three p m eastern time", "three p m et"}},
		{"Kickoff at 8 ET", "kickoff at eight e t", []string{"kickoff at eight eastern time"}},
		{"3:30pm CT", "three thirty p m c t", []string{"three thirty p m central time"}},
		// Guards.
		{"3pm EST", "three p m e s t", nil},
		{"ET phone home", "e t phone home", nil},
	})
	checkNotAmong(t, [][2]string{{"ET phone home", "eastern time phone home"}, {"3pm EST", "three p m eastern time"}})
}
