package normalize

import "testing"

func TestDate(t *testing.T) {
	checkCases(t, []caseT{
		{"October 20, 2020", "october twentieth twenty twenty", []string{"october the twentieth two thousand twenty"}},
		{"9 November 2009", "the ninth of november two thousand nine", []string{"ninth of november two thousand nine"}},
		{"2009-11-09", "the ninth of november two thousand nine", []string{"november ninth two thousand nine"}},
		{"11/09/2009", "the ninth of november two thousand nine", []string{"november ninth two thousand nine", "the eleventh of september two thousand nine"}},
		// A day-first date is said day first (it was "december twenty
		// fifth", the ISO weights swapped); Google TN 4 of 4.
		{"25/12/2020", "the twenty fifth of december twenty twenty", []string{"december twenty fifth twenty twenty"}},
		{"access date 25-12-2011", "access date the twenty fifth of december twenty eleven", nil},
		{"dal 14.04.2014", "dal the fourteenth of april twenty fourteen", nil},
		// A range of days: both ordinals ("june third to five" before).
		{"runs Sept 12-14, 2024.", "runs september twelfth to fourteenth twenty twenty four", nil},
		{"from June 3–5", "from june third to fifth", nil},
		{"runs 12-14 September 2024", "runs the twelfth to the fourteenth of september twenty twenty four", nil},
		{"on May 14-12", "", nil},
		{"on the 12-14 May", "on the twelfth to fourteenth of may", nil},
		{"the 1990s", "the nineteen nineties", nil},
		{"'80s", "eighties", nil},
		{"2000s", "two thousands", nil},
		{"June 30", "june thirtieth", nil},
		{"Jan. 15", "january fifteenth", nil},
		{"SEPT. 15", "september fifteenth", nil},
		{"June 2015", "june twenty fifteen", nil},
		{"on the 26th May", "on the twenty sixth of may", nil},
		{"340 A.D", "three forty a d", []string{"three forty ad"}},
		{"you may 5", "", nil},
		{"in Q2 results", "in q two results", []string{"in second quarter results"}},
		{"Q3 2021", "q three twenty twenty one", []string{"third quarter twenty twenty one"}},
		{"growth in 2Q22", "growth in the second quarter of twenty two", nil},
		// verb16: without its year ("three q" before).
		{"Merck Posts 3Q Profit Drop", "merck posts third quarter profit drop", []string{"merck posts three q profit drop"}},
		{"a 3.7 Percent Rate in 3Q", "a three point seven percent rate in third quarter", nil},
		{"3Qs", "", []string{"three q s"}},
	})
	noVariantContains(t, "on the 12-14 May", "the the")
}

// TestPluralNumberApostrophe: a number with 's apart, as tokenized text
// writes it, is read plural ("Lead 21 's" -> "twenty ones", Google TN's
// reading) or kept as a possessive; a word's 's is untouched.
func TestPluralNumberApostrophe(t *testing.T) {
	checkCases(t, []caseT{
		{"Lead 21 's official website", "lead twenty ones official website", []string{"lead twenty one 's official website"}},
		{"the 40 's and", "the forties and", nil},
		{"Chairman 's Circle", "chairman's circle", nil},
	})
}

// "100s of people", "1,000s": the scale word in the plural, not "one
// hundreds"; other numbers keep their plurals.
func TestRoundPowerPlurals(t *testing.T) {
	checkCases(t, []caseT{
		{"100s of people", "hundreds of people", []string{"one hundreds of people"}},
		{"1,000s of sites", "thousands of sites", nil},
		{"1000s", "thousands", nil},
		{"200s", "two hundreds", nil},
		{"the 1900s", "the nineteen hundreds", nil},
	})
}

// A range of weekday abbreviations is the days ("mon fri" before); one
// alone stays a word; "2x2" is two by two (was "two square times").
func TestDayRangesAndByProducts(t *testing.T) {
	checkCases(t, []caseT{
		{"Mon–Fri 9–5", "monday to friday nine to five", []string{"monday through friday nine to five"}},
		{"open Mon.-Sat.", "open monday to saturday", nil},
		{"Sun-Times", "sun times", nil},
		{"the Sun", "the sun", nil},
		{"a 2x2 matrix", "a two by two matrix", nil},
	})
}

// TestNumberErs: a number with "ers" against it names people or things
// by the number ("49ers" was "forty nine ers").
func TestNumberErs(t *testing.T) {
	checkCases(t, []caseT{
		{"The 49ers beat the 76ers.", "the forty niners beat the seventy sixers", nil},
		// Only nine, six and five have an -er form.
		{"3ers and 4ers", "three ers and four ers", nil},
	})
	checkNotAmong(t, [][2]string{{"3ers and 4ers", "threers and fourers"}})
}

// TestUSDateSaidAsWritten: a numeric date that can only be month first
// (no month 25) is said month first, as written ("12/25/2020" was "the
// twenty fifth of december" with P 0.93; Google TN: "6/25/1940" ->
// "june twenty fifth nineteen forty"); a day-first date is said day
// first.
func TestUSDateSaidAsWritten(t *testing.T) {
	checkCases(t, []caseT{
		{"Due 12/25/2020.", "due december twenty fifth twenty twenty", nil},
		{"Klipsch , 6/25/1940 .", "klipsch june twenty fifth nineteen forty", nil},
		{"on 25/12/2020 we", "on the twenty fifth of december twenty twenty we", nil},
	})
}

// TestDottedDateDayFirst: a dotted date is European, day first ("Born
// 03.04.1985" was "the fourth of march"); with a 2-digit year only a
// zero-padded day and month make a date ("Python 3.11.10" was "the
// eleventh of march ten").
func TestDottedDateDayFirst(t *testing.T) {
	checkCases(t, []caseT{
		{"Born 03.04.1985 in Munich.", "born the third of april nineteen eighty five in munich", []string{"born the fourth of march nineteen eighty five in munich"}},
		{"Released 1.2.2024 in Berlin.", "released the first of february twenty twenty four in berlin", nil},
		{"Born 03.04.85 in Munich.", "born the third of april eighty five in munich", nil},
		{"Dated 28.11.2026 in Berlin.", "dated the twenty eighth of november twenty twenty six in berlin", nil},
		{"Due 12.25.2020.", "due december twenty fifth twenty twenty", nil},
	})
	noVariantContains(t, "Upgrade to Python 3.11.10 today.", "march")
	noVariantContains(t, "See section 6.5.14 for details.", "june")
}

// TestWeekdayBeforeDate: a weekday's abbreviation written bare before a
// date or a time is the day ("on Tue, Mar 5" was "on tue march fifth",
// "Fri 5 May" "fri the fifth of may"), as Google TN reads it ("Ottawa Sun
// , April 9" -> "sunday"); before a count, alone, or after "the" it is
// the word.
func TestWeekdayBeforeDate(t *testing.T) {
	checkCases(t, []caseT{
		{"on Tue, Mar 5", "on tuesday march fifth", nil},
		{"Fri 5 May", "friday the fifth of may", nil},
		{"Sat, 12 Oct 2024", "saturday the twelfth of october twenty twenty four", nil},
		{"TUE, MAR 5", "tuesday march fifth", nil},
		{"Wed 10:30", "wednesday ten thirty", nil},
		{"Sun 3/4", "sunday march fourth", nil},
		{"Ottawa Sun , April 9 , 2006 .", "ottawa sunday april ninth two thousand six", []string{"ottawa sun april ninth two thousand six"}},
		{"Mon 5 people came", "mon five people came", nil},
		{"See you Sun!", "see you sun", nil},
		{"the Sun, May 5", "the sun may fifth", nil},
		// revn15: a month needs its day, a time its two digits of minutes.
		{"Yi Sun, May 2020", "yi sun may twenty twenty", nil},
		{"Mon May", "mon may", nil},
		{"Thurs, Nov. 5", "thursday november fifth", nil},
		{"Wed 2:1 ratio", "wed two to one ratio", nil},
		{"Sat 12:00", "saturday twelve o'clock", nil},
	})
}

// TestModelNumberAfterMixedCaseName: a number and an s after a product's
// name whose models take an s is its model, "six s" ("The iPhone 6s" was
// "the iphone sixes"); after another name in mixed case the model is
// plural (verb27: "PlayStation 4s sold out" was "four s"), and elsewhere
// the plural stays.
func TestModelNumberAfterMixedCaseName(t *testing.T) {
	checkCases(t, []caseT{
		{"The iPhone 6s", "the iphone six s", []string{"the iphone sixes"}},
		{"my old iPad 2s", "my old ipad twos", []string{"my old ipad two s"}},
		{"PlayStation 4s sold out", "playstation fours sold out", []string{"playstation four s sold out"}},
		{"PlayStation 4s", "playstation fours", nil},
		{"He rolled two 6s.", "he rolled two sixes", nil},
		{"the McDonald 5s", "the mcdonald fives", nil},
	})
}

// TestModelListAfterMixedCaseName: the later numbers of a list of a
// product's models ("iPhone 5s and 6s") are models too, as the first is
// ("sixes" was the reading); a list after no such name stays plural.
func TestModelListAfterMixedCaseName(t *testing.T) {
	checkCases(t, []caseT{
		{"the iPhone 5s and 6s Plus", "the iphone five s and six s plus", nil},
		{"The iPhone 5s, 6s and 7s Plus.", "the iphone five s six s and seven s plus", nil},
		{"He owns an iPhone 6s or 6s Plus.", "he owns an iphone six s or six s plus", nil},
		{"Rolled 5s and 6s all night.", "rolled fives and sixes all night", nil},
	})
}

// TestFertilizerGradeIsNoDate: three numbers of one or two digits before
// a word of fertilizer are its grade ("The 10-10-10 fertilizer" was "the
// october tenth ten fertilizer"); before another word they may be a
// date.
func TestFertilizerGradeIsNoDate(t *testing.T) {
	checkCases(t, []caseT{
		{"The 10-10-10 fertilizer.", "the ten ten ten fertilizer", nil},
		{"Spread 20-10-10 fertiliser.", "spread twenty ten ten fertilizer", nil},
		{"Born 10-10-10 in Ohio.", "born the tenth of october ten in ohio", nil},
	})
}

// TestWrittenOrdinalDayIsNoCardinal checks that a day written as an
// ordinal ("3rd") or with "of" keeps its ordinal: the cardinal day that a
// bare day-first date may have ("5 December" -> "five december") is not
// among its variants ("the 3rd of August" was also "the three august").
func TestWrittenOrdinalDayIsNoCardinal(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"I was born on the 3rd of August.", "i was born on the three august"},
		{"on 3rd August 2001", "on three august two thousand one"},
		{"on 3 of August", "on three august"},
		{"19 April 1956 - 5th December 1959", "the nineteenth of april nineteen fifty six to five december nineteen fifty nine"},
	})
	checkVariantAtLeast(t, "19 April 1956 - 5 December 1959", "the nineteenth of april nineteen fifty six to five december nineteen fifty nine", 0.2)
}
