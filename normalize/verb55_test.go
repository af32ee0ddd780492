package normalize

import (
	"strings"
	"testing"
)

// TestDottedClock: a time of the 24-hour clock written with a dot after a
// preposition of time, joined to a time, or before a train's word is the
// time ("the train leaves at seventeen point four five" 0.98 was the
// reading); the decimal stays a variant. Amounts keep the decimal: a
// multiple, a price per thing, a unit, a sentence of prices or changes,
// an hour past 23 or the hour 0.
func TestDottedClock(t *testing.T) {
	checkCases(t, []caseT{
		{"The train leaves at 17.45.", "the train leaves at seventeen forty five", []string{"the train leaves at seventeen point four five"}},
		{"Open from 09.30 to 17.30 daily.", "open from nine thirty to seventeen thirty daily", nil},
		{"Catch the 17.45 train to Leeds.", "catch the seventeen forty five train to leeds", nil},
		{"Meet me at 2.30 tomorrow.", "meet me at two thirty tomorrow", nil},
		{"Be there by 18.00.", "be there by eighteen hundred", nil},
		{"Doors open at 19.00, show at 19.30.", "doors open at nineteen hundred show at nineteen thirty", nil},
		{"The bus goes at 8.05.", "the bus goes at eight oh five", nil},
		{"Train times: 07.15, 08.45 and 10.15.", "train times seven fifteen eight forty five and ten fifteen", nil},
		{"The 7.15 from Brighton was cancelled.", "the seven fifteen from brighton was cancelled", nil},
		{"Version 07.15 is out", "", nil},
		// Amounts stay decimals.
		{"It grew at 2.5 times the rate.", "it grew at two point five times the rate", nil},
		{"Shares closed at 17.45.", "shares closed at seventeen point four five", nil},
		{"It rose from 12.30 to 14.45.", "it rose from twelve point three o to fourteen point four five", nil},
		{"Interest at 4.25 a year", "interest at four point two five a year", nil},
		{"It sold at 12.50 each.", "it sold at twelve point five o each", nil},
		{"The run took 2.45 at 5.30 km.", "", nil},
		{"It grew by 2.15 last year.", "it grew by two point one five last year", nil},
		{"at 0.30 mg", "at zero point three o milligrams", nil},
		{"at 25.30", "at twenty five point three o", nil},
	})
	checkNotAmong(t, [][2]string{
		{"at 5.30 km", "at five thirty kilometers"},
		{"at 2.25 times", "at two twenty five times"},
		{"It was $17.45 at noon.", "it was seventeen forty five dollars at noon"},
		{"at 4.50 a share", "at four fifty a share"},
		{"up 3.2 at 1.25 percent", "up three point two at one twenty five percent"},
	})
}

// TestSquareUnitsWithSq: "sq" before a metric unit, an inch or a yard is
// the square unit ("seventy five s q m" was the reading), dotted or not,
// as "sq ft" and "sq km" were.
func TestSquareUnitsWithSq(t *testing.T) {
	checkCases(t, []caseT{
		{"The flat is 75 sq m.", "the flat is seventy five square meters", nil},
		{"It is 40 sq. m. in size.", "it is forty square meters in size", nil},
		{"a 120 sqm house", "a one hundred twenty square meter house", nil},
		{"A 12 sq in patch", "a twelve square inch patch", nil},
		{"about 30 sq cm of skin", "about thirty square centimeters of skin", nil},
		{"500 sq yd of turf", "five hundred square yards of turf", nil},
		{"An area of 3 sq. mi. only", "an area of three square miles only", nil},
		{"It is 12 sq ft.", "it is twelve square feet", nil},
		{"An area of 300 sq km.", "an area of three hundred square kilometers", nil},
	})
}

// TestDottedInchesAfterRange: "in." after a number, a range's second
// too, with the sentence going on (a lower-case word after its period),
// is inches ("two to four in of snow", "cut two in squares" were the
// readings); "in" without its period, or before a new sentence, stays the
// preposition.
func TestDottedInchesAfterRange(t *testing.T) {
	checkCases(t, []caseT{
		{"Expect 2-4 in. of snow.", "expect two to four inches of snow", nil},
		{"Expect 2 to 4 in. of rain.", "expect two to four inches of rain", nil},
		{"Add 3 in. of water.", "add three inches of water", nil},
		{"Expect 1–2 in. totals today.", "expect one to two inches totals today", nil},
		{"Open 2-4 in the morning.", "open two to four in the morning", nil},
		{"We were 3 in. The rest stayed.", "we were three in the rest stayed", nil},
		{"Cut 2 in. squares.", "cut two inches squares", nil},
		{"A 1.5-2 in. layer of mulch.", "a one point five to two inch layer of mulch", []string{"a one point five to two inches layer of mulch"}}, // singular before its noun (verb98)
	})
}

// TestLargerPence: pence with decimals, or of three digits in a sentence
// of prices, written against the number ("one hundred twenty three point
// four five p" was the only reading); a video's line count and an orbital
// keep their letter.
func TestLargerPence(t *testing.T) {
	checkCases(t, []caseT{
		{"Shares rose to 123.45p.", "shares rose to one hundred twenty three point four five pence", []string{"shares rose to one hundred twenty three point four five p"}},
		{"It fell 2.5p.", "it fell two point five pence", nil},
		{"The stock closed at 150p.", "the stock closed at one hundred fifty pence", nil},
		{"It costs 50p.", "it costs fifty pence", nil},
		{"Watch it in 720p.", "watch it in seven hundred twenty p", nil},
		{"Stream at 480p and 150p.", "", nil},
	})
	checkNotAmong(t, [][2]string{
		{"a 3.5p orbital", "a three point five pence orbital"},
		{"Stream 150p video", "stream one hundred fifty pence video"},
		{"Shares of 1080p TVs fell", "shares of one thousand eighty pence t v s fell"},
	})
}

// TestMoneyRangeTie: a range's or a list's two amounts with cents are
// read alike, with "and" or without or as decimals, never one of each
// (each chose on its own, and the best reading was 0.30).
func TestMoneyRangeTie(t *testing.T) {
	v := New(nil, Options{})
	for _, c := range []struct{ text, mixed string }{
		{"Prices rose from $2.10 to $2.20.", "prices rose from two dollars ten cents to two dollars and twenty cents"},
		{"It costs £1.50-£2.75.", "it costs one pound and fifty pence to two pounds seventy five pence"},
		{"between €3.25 and €4.75", "between three euros twenty five cents and four point seven five euros"},
	} {
		checkTiedDistribution(t, v, c.text, c.mixed, func(spoken string) bool {
			return strings.Count(spoken, " and ") == 1 && !strings.HasPrefix(spoken, "between") ||
				strings.Count(spoken, " point ") == 1
		})
	}
	checkCases(t, []caseT{
		{"Prices rose from $2.10 to $2.20.", "prices rose from two dollars ten cents to two dollars twenty cents", []string{"prices rose from two dollars and ten cents to two dollars and twenty cents"}},
		// An amount offering one reading stays apart.
		{"From $2.10 to $3.", "from two dollars ten cents to three dollars", []string{"from two dollars and ten cents to three dollars"}},
	})
}

// TestRoomAbbreviation: "Rm." and "Rm" before a number are a room ("r m
// two hundred four" was the reading); "RM 500", Malaysia's ringgit as
// often, keeps its letters.
func TestRoomAbbreviation(t *testing.T) {
	checkCases(t, []caseT{
		{"Meet in Rm. 204.", "meet in room two hundred four", nil},
		{"Meet in Rm 204.", "meet in room two hundred four", nil},
		{"See Rms. 14-16.", "see rooms fourteen to sixteen", nil},
		{"RM 500 was paid", "r m five hundred was paid", nil},
	})
}

// TestDottedClockSpan: two times of the 24-hour clock written with dots
// and a range's dash between them are a span of time ("nine point three o
// to eleven point o o" was the reading): where the sentence speaks of
// times, one end is past 12 or a whole hour; whole hours as the 24-hour
// clock says them where one end is past 12. A range of decimals in a
// sentence of amounts, or before a unit, stays one.
func TestDottedClockSpan(t *testing.T) {
	checkCases(t, []caseT{
		{"The meeting runs 9.30-11.00.", "", []string{"the meeting runs nine thirty to eleven o'clock"}},
		{"Office hours: 9.00-17.00 Mon-Fri.", "office hours nine hundred to seventeen hundred monday to friday", nil},
		{"Lunch is served 12.00-14.00.", "lunch is served twelve hundred to fourteen hundred", nil},
		{"Open 9.30–17.30.", "open nine thirty to seventeen thirty", nil},
		{"Open 9.30 - 17.30.", "open nine thirty to seventeen thirty", nil},
		{"The ratio was 1.25-1.50.", "the ratio was one point two five to one point five o", nil},
		{"Values of 9.30-11.00 were seen.", "values of nine point three o to eleven point o o were seen", nil},
		{"Between 9.30-11.00 kg", "between nine point three o to eleven point o o kilograms", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Between 9.30-11.00 kg", "between nine thirty to eleven point o o kilograms"},
	})
}

// TestMoneyVersusTie: two amounts with cents compared by "vs" or "versus"
// are read alike, as a range's are.
func TestMoneyVersusTie(t *testing.T) {
	v := New(nil, Options{})
	for _, text := range []string{"EPS came in at $1.23 vs $1.10 expected.", "$1.23 vs. $1.10", "$1.23 versus $1.10"} {
		checkTiedDistribution(t, v, text, "", func(spoken string) bool {
			return strings.Count(spoken, " and ") == 1 || strings.Count(spoken, " point ") == 1
		})
	}
	checkCases(t, []caseT{
		{"EPS came in at $1.23 vs $1.10 expected.", "e p s came in at one dollar twenty three cents versus one dollar ten cents expected", nil},
	})
}
