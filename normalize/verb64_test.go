package normalize

import "testing"

// TestRacePerformanceAtDottedNumber: a race's noun right before "at" and a
// number of two decimals, with a verb of running it before the number or
// a word of a result in the sentence, is the race's time, the decimal,
// where the sentence has no word of racing ("The final at 9.58 was a
// world record" read the hour 0.7); the race on a programme keeps its
// hour.
func TestRacePerformanceAtDottedNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"The final at 9.58 was a world record.", "the final at nine point five eight was a world record", nil},
		{"The semi at 9.58 was her personal best.", "the semi at nine point five eight was her personal best", nil},
		{"The final at 9.58 was a PB.", "the final at nine point five eight was a p b", nil},
		{"She won the final at 20.45.", "she won the final at twenty point four five", nil},
		{"The final at 20.45 is tonight.", "the final at twenty forty five is tonight", nil},
		{"The final at 19.30 drew a record crowd.", "the final at nineteen thirty drew a record crowd", nil},
		{"The final at 9.58 was her best.", "the final at nine fifty eight was her best", nil},
	})
}

// TestRaceEventAtResultWords: raceEventAt's words of a result are words:
// "best" and "personal" alone, "record" before an amount's noun and a
// pronoun's contraction ("It's") are no result and no possessive, so a
// race on a programme keeps its hour ("The 100m final at 20.45 drew a
// record crowd" was "twenty point four five" 0.81).
func TestRaceEventAtResultWords(t *testing.T) {
	checkCases(t, []caseT{
		{"The 100m final at 20.45 is the best event.", "the one hundred meters final at twenty forty five is the best event", nil},
		{"The 100m final at 20.45 drew a record crowd.", "the one hundred meters final at twenty forty five drew a record crowd", nil},
		{"The 100m final at 20.45 is a personal favourite.", "the one hundred meters final at twenty forty five is a personal favorite", nil},
		{"It's the 100m final at 20.45.", "it's the one hundred meters final at twenty forty five", nil},
		{"The 100m final at 9.58 was a world record.", "the one hundred meters final at nine point five eight was a world record", nil},
		{"The 100m final at 9.58 was a personal best.", "the one hundred meters final at nine point five eight was a personal best", nil},
		{"The 100m final at 9.58 was a record time.", "the one hundred meters final at nine point five eight was a record time", nil},
	})
}

// TestOrdinalsJoinedBySlash: a slash between two ordinals of digits is
// said, "or" 0.45, "slash" 0.35, unsaid 0.2 ("the third fourth grade" was
// 0.95), and a date's day after such a pair shares the article before the
// first ("the first the second of may" was 0.94).
func TestOrdinalsJoinedBySlash(t *testing.T) {
	checkCases(t, []caseT{
		{"The 1st/2nd of May.", "the first or second of may", []string{"the first slash second of may"}},
		{"On 21st/22nd June we close.", "on twenty first or twenty second of june we close", nil},
		{"The 3rd/4th grade.", "the third or fourth grade", []string{"the third slash fourth grade", "the third fourth grade"}},
		{"Meet on the 1st / 2nd floor.", "meet on the first or second floor", nil},
		{"On May 1st/2nd we close.", "on may first or second we close", nil},
		{"The 1st/2nd/3rd place.", "the first or second or third place", nil},
		{"Finished 1st/50.", "finished first out of fifty", nil},
	})
	checkNotAmong(t, [][2]string{
		{"The 1st/2nd of May.", "the first the second of may"},
		{"The 1st/2nd of May.", "the first or the second of may"},
	})
}

// TestGreekLetterAgainstVariable: a Greek letter written against one
// Latin letter is the letter's name and the variable ("the area is πr
// squared" kept the Greek letter in the spoken side); the micro sign's
// letter is a unit's.
func TestGreekLetterAgainstVariable(t *testing.T) {
	checkCases(t, []caseT{
		{"The area is πr².", "the area is pi r squared", nil},
		{"Δx is small.", "delta x is small", nil},
		{"C = 2πr", "c equals two pi r", nil},
		{"It weighs 5 μg.", "it weighs five micrograms", nil},
	})
	checkNotAmong(t, [][2]string{
		{"The area is πr².", "the area is πr squared"},
	})
}

// TestNitrogenOxideFormula: "NO" in capitals written against its digits
// is a formula, its letters ("number two levels" was 0.5); spaced or
// dotted it keeps the number's sign.
func TestNitrogenOxideFormula(t *testing.T) {
	checkCases(t, []caseT{
		{"NO2 levels rose sharply.", "n o two levels rose sharply", nil},
		{"Emissions of NO2, CO and SO2 fell.", "emissions of n o two c o and s o two fell", nil},
		{"He lives at No 5.", "he lives at number five", nil},
	})
	checkNotAmong(t, [][2]string{
		{"NO2 levels rose sharply.", "number two levels rose sharply"},
	})
}

// TestForecastPlaceAfterTheKeepsDegrees: in a forecast, one or two
// capitalized words after "the" and a preposition of place are a place's
// name, no product's ("Highs in the Lake District 22.5C" was "twenty two
// point five c" 1.0); a product's name keeps its model.
func TestForecastPlaceAfterTheKeepsDegrees(t *testing.T) {
	checkCases(t, []caseT{
		{"Highs in the Lake District 22.5C today.", "highs in the lake district twenty two point five degrees celsius today", nil},
		{"Temperatures across the Midwest 28.5C.", "temperatures across the midwest twenty eight point five degrees celsius", nil},
		{"The Galaxy 5.5C is out.", "the galaxy five point five c is out", nil},
		{"The camera in the Galaxy 5.5C runs hot.", "the camera in the galaxy five point five c runs hot", nil},
		{"Her Samsung Galaxy 5.5C runs hot.", "her samsung galaxy five point five c runs hot", nil},
	})
}

// TestStateCodeAfterAListsCode: a code the pronouncing dictionary says
// after a comma and another code in capitals is a list's code, spelled as
// the others are ("metals fe al c u" was first, the dictionary's "al");
// after a city's name it is said, as Google TN says it.
func TestStateCodeAfterAListsCode(t *testing.T) {
	checkCases(t, []caseT{
		{"Metals: FE, AL, CU and ZN.", "metals fe a l c u and z n", nil},
		{"Noble gases: HE, NE, AR.", "noble gases h e n e a r", nil},
		{"Mobile, AL is on the coast.", "mobile al is on the coast", nil},
	})
}

// TestScaleWithThousandsIsNoClock: n:m with a group of thousands after
// the minutes' digits is a map's scale, the colon "to" ("a one fifty o o
// o map" was the reading, a time and three digits).
func TestScaleWithThousandsIsNoClock(t *testing.T) {
	checkCases(t, []caseT{
		{"A 1:50,000 map.", "a one to fifty thousand map", nil},
		{"Use the 1:25,000 sheet.", "use the one to twenty five thousand sheet", nil},
		{"The map scale is 1:25,000.", "the map scale is one to twenty five thousand", nil},
		{"We met at 1:50, then left.", "we met at one fifty then left", nil},
	})
}

// TestMonthBeforeAnAmountIsNoDate: a month's name before a number that a
// decimal's point or a percent sign goes on from is no date ("APR 19.99%"
// was "april nineteenth ninety nine percent" 0.98).
func TestMonthBeforeAnAmountIsNoDate(t *testing.T) {
	checkCases(t, []caseT{
		{"APR 19.99%.", "a p r nineteen point nine nine percent", nil},
		{"Born Apr 19, 1990.", "born april nineteenth nineteen ninety", nil},
		{"On May 5.", "on may fifth", nil},
	})
	checkNotAmong(t, [][2]string{
		{"APR 19.99%.", "april nineteenth ninety nine percent"},
	})
}

// TestInternationalNumberWithTrunkZero: "+44 (0)20 7946 0958", the
// national trunk zero in brackets after the country's code, is one
// telephone number said digit by digit ("plus forty four zero twenty
// seven thousand ..." was the reading).
func TestInternationalNumberWithTrunkZero(t *testing.T) {
	checkCases(t, []caseT{
		{"Call +44 (0)20 7946 0958.", "call plus four four o two o seven nine four six o nine five eight", nil},
		{"Call +41 (0) 44 668 18 00.", "call plus four one o four four six six eight one eight o o", nil},
		{"Call +44 20 7946 0958 today.", "call plus four four two o seven nine four six o nine five eight today", nil},
	})
}

// TestMilitaryTimeAgainstHours: four digits of the 24-hour clock with
// "hrs", "hr" or "h" against them are the time, as spaced ("at 1530hrs"
// was "one thousand five hundred thirty hours", "at 0800h" "o eight o o
// hours"); a count of hours keeps its number.
func TestMilitaryTimeAgainstHours(t *testing.T) {
	checkCases(t, []caseT{
		{"At 1530hrs.", "at fifteen thirty hours", nil},
		{"At 0800h.", "at oh eight hundred hours", nil},
		{"At 1530 hrs.", "at fifteen thirty hours", nil},
		{"The bulb lasts 1000h.", "the bulb lasts one thousand hours", nil},
	})
}

// TestAgeSaidOfSomeone: "y/o" or "yo" after a number with no noun after
// it is an age said of someone, "years old" ("i'm twenty five year old"
// was the only reading); before a noun the attribute's "year old" stays.
func TestAgeSaidOfSomeone(t *testing.T) {
	checkCases(t, []caseT{
		{"I'm 25 y/o.", "i'm twenty five years old", nil},
		{"She's 30yo and single.", "she's thirty years old and single", nil},
		{"He is 1 y/o.", "he is one year old", nil},
		{"A 25 y/o man.", "a twenty five year old man", nil},
	})
}

// TestOutOfFiveAndItems: n/5 before "would" or people counted is "n out
// of five" as n/10 is ("5/5 would recommend" was "five five" 0.98); "Item
// 2/5" is one of a numbered sequence ("item two fifths shipped" was
// 0.94).
func TestOutOfFiveAndItems(t *testing.T) {
	checkCases(t, []caseT{
		{"5/5 would recommend.", "five out of five would recommend", nil},
		{"4/5 dentists agree.", "four out of five dentists agree", nil},
		{"10/10 would buy again.", "ten out of ten would buy again", nil},
		{"Item 2/5 shipped.", "item two of five shipped", nil},
		{"Add 4/5 cup of milk.", "add four fifths cup of milk", nil},
	})
}

// TestMonthYearAndZeroLedSlash: a month and a four-digit year joined by
// a slash are the month and the year ("Best before 05/2025" was "five two
// thousand twenty fifths" 0.94); a number led by a zero before a slash
// and two digits is no fraction, its digits as written first, as Google
// TN says "07 / 25" ("Exp. 03/27" was "three twenty sevenths" 0.7).
func TestMonthYearAndZeroLedSlash(t *testing.T) {
	checkCases(t, []caseT{
		{"Best before 05/2025.", "best before may twenty twenty five", nil},
		{"Since 3/2019 we grew.", "since march twenty nineteen we grew", nil},
		{"Exp. 03/27.", "e x p o three twenty seven", []string{"e x p march twenty seventh"}},
		{"The runway is designated 07 / 25 with gravel.", "the runway is designated o seven twenty five with gravel", nil},
		{"Add 3/4 cup of milk.", "add three quarters cup of milk", nil},
		{"1/2007", "one two thousand seventh", nil},
		{"the 06/19 deadline", "the june nineteenth deadline", nil},
	})
}

// TestSizeBetweenTwo: "size" before n/m, m above n by one or two, is a
// size between two ("size ten twelfths" was 0.94).
func TestSizeBetweenTwo(t *testing.T) {
	checkCases(t, []caseT{
		{"Size 10/12.", "size ten twelve", []string{"size ten or twelve"}},
		{"Sizes 8/10 fit most.", "sizes eight ten fit most", nil},
		{"Add 1/3 cup of size 2 beads.", "add one third cup of size two beads", nil},
	})
}

// TestMonthDayRange: two months and days joined by a range's dash are
// both dates ("Valid 1/1-1/31" was "one over one to january thirty
// first" 0.51); a range of common fractions stays fractions.
func TestMonthDayRange(t *testing.T) {
	checkCases(t, []caseT{
		{"Valid 1/1-1/31.", "valid january first to january thirty first", nil},
		{"Closed 12/24-12/26.", "closed december twenty fourth to december twenty sixth", nil},
		{"Add 1/2-3/4 cup of sugar.", "add one half to three quarters cup of sugar", nil},
	})
}
