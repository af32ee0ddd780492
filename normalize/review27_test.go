package normalize

import (
	"strings"
	"testing"
	"time"
)

// TestSpacedThousandsCountingMeasuredItems: one digit and a group spaced
// as thousands before a unit or a currency and a plural noun count items
// of that measure ("Take 2 500 mg tablets" was "two thousand five
// hundred milligrams tablets" first); the thousands stay first before a
// plural right after, a measure of one thing and a group led by a zero.
// The unit describing the items is singular ("milligrams tablets" was
// the reading; qa27).
func TestSpacedThousandsCountingMeasuredItems(t *testing.T) {
	checkCases(t, []caseT{
		{"Take 2 500 mg tablets daily.", "take two five hundred milligram tablets daily", []string{"take two thousand five hundred milligram tablets daily"}},
		{"He has 3 100 dollar bills.", "he has three one hundred dollar bills", nil},
		{"Buy 3 250 ml bottles.", "buy three two hundred fifty milliliter bottles", nil},
		{"In 2 000 cases", "in two thousand cases", nil},
		{"The 5 000 m race", "the five thousand meters race", nil},
		{"About 2 000 mg doses", "about two thousand milligrams doses", nil},
		{"12 345 678 people", "twelve million three hundred forty five thousand six hundred seventy eight people", nil},
	})
}

// TestRoundTheClockNeedsNoDay: 7/24 after a word of service read as the
// verb of one day's event (after a modal, "to" or a verb of starting,
// or "opened") is a date ("Registration will open 7/24" was "seven
// twenty four"); a service open at all hours keeps round the clock.
func TestRoundTheClockNeedsNoDay(t *testing.T) {
	checkCases(t, []caseT{
		{"Registration will open 7/24.", "registration will open july twenty fourth", []string{"registration will open seven twenty four"}},
		{"The new store opened 7/24.", "the new store opened july twenty fourth", nil},
		{"The site went online 7/24.", "the site went online july twenty fourth", nil},
		{"I start work 7/24.", "i start work july twenty fourth", nil},
		{"We are open 7/24.", "we are open seven twenty four", nil},
		{"We work 7/24 to help you.", "we work seven twenty four to help you", nil},
		{"Support available 7/24.", "support available seven twenty four", nil},
		{"7/24 support", "seven twenty four support", nil},
	})
}

// TestFigureNeedsNoArticle: n/m after a figure's or a table's name is
// two figures only as a reference cites them; after an article the name
// is the thing, and n/m a fraction of it ("Fill the plate 1/2 full" was
// "one slash two full").
func TestFigureNeedsNoArticle(t *testing.T) {
	checkCases(t, []caseT{
		{"Fill the plate 1/2 full with vegetables.", "fill the plate one half full with vegetables", nil},
		{"The figure 1/3 of the way down is a bird.", "the figure one third of the way down is a bird", nil},
		{"He cut the table 1/3 shorter.", "he cut the table one third shorter", nil},
		{"See Fig. 3/4 for details.", "see figure three slash four for details", nil},
		{"Figures 2/3 show the results.", "figures two slash three show the results", nil},
		{"Table 1/2 shows the data.", "table one slash two shows the data", nil},
	})
}

// TestMarketHoursStayTimes: four digits before "tonight" after a market
// that opens or closes then, or a meeting at a market, are a time of
// day ("The stock market closes at 2200 tonight" was "two thousand two
// hundred"); a level that stood or closed there stays a number.
func TestMarketHoursStayTimes(t *testing.T) {
	checkCases(t, []caseT{
		{"The stock market closes at 2200 tonight.", "the stock market closes at twenty two hundred tonight", nil},
		{"The night market opens at 2100 tonight.", "the night market opens at twenty one hundred tonight", nil},
		{"Meet at the market at 2100 tonight.", "meet at the market at twenty one hundred tonight", nil},
		{"The index closed at 2200 tonight.", "the index closed at two thousand two hundred tonight", nil},
		{"The market closed at 2200 tonight.", "the market closed at two thousand two hundred tonight", nil},
		{"The Nasdaq stood at 2200 tonight.", "the nasdaq stood at two thousand two hundred tonight", nil},
		{"The bar closed at 2200 tonight.", "the bar closed at twenty two hundred tonight", nil},
	})
}

// TestRoadBeforeNounInEst: a road's number before a noun in -est ("rest
// stops", "guest houses", "forest roads") or "most" and a plural ("most
// days") stays the road's ("Highway 401 rest stops" was "four hundred
// one"); a superlative's count stays a count.
func TestRoadBeforeNounInEst(t *testing.T) {
	checkCases(t, []caseT{
		{"Highway 401 rest stops are closed.", "highway four hundred one rest stops are closed", []string{"highway four oh one rest stops are closed"}},
		{"Highway 401 guest houses are full.", "highway four hundred one guest houses are full", []string{"highway four oh one guest houses are full"}},
		{"Route 101 forest roads were cleared.", "route one hundred one forest roads were cleared", []string{"route one oh one forest roads were cleared"}},
		{"Take Highway 101 most days.", "take highway one hundred one most days", []string{"take highway one oh one most days"}},
		{"The US 150 largest firms", "the u s one hundred fifty largest firms", nil},
		{"US 150 best cities", "u s one hundred fifty best cities", nil},
	})
}

// TestVersionNeedsNoUnit: two decimal digits after a word of versions
// before a unit or a currency are a quantity's ("The windows 2.25 m wide"
// was "two point twenty five meters"); a version's stay a number.
func TestVersionNeedsNoUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"The windows 2.25 m wide were replaced.", "the windows two point two five meters wide were replaced", nil},
		{"The release 12.50 percent faster.", "the release twelve point five o percent faster", nil},
		{"Python 3.10 is out.", "python three point ten is out", nil},
		{"Upgrade to Python 3.10 in May.", "upgrade to python three point ten in may", nil},
		{"Install v3.11 now.", "install v three point eleven now", nil},
	})
}

// TestHalfPoundOfProduce: a half or a quarter before a unit of weight and
// produce a recipe measures is half a pound of it ("Add 1/2 pound
// mushrooms" was "add half pound mushrooms"); items each of that weight
// keep "half pound", "quarter pound".
func TestHalfPoundOfProduce(t *testing.T) {
	checkCases(t, []caseT{
		{"Add 1/2 pound mushrooms, sliced.", "add half a pound mushrooms sliced", nil},
		{"Buy 1/2 pound grapes.", "buy half a pound grapes", nil},
		{"Add 1/2 kg potatoes.", "add half a kilogram potatoes", nil},
		{"Add 1/4 pound walnuts.", "add one quarter pound walnuts", nil},
		{"Grill 1/2 pound burgers.", "grill half pound burgers", nil},
		{"1/4 pound hot dogs", "quarter pound hot dogs", nil},
		{"Two 1/4 pound beef patties", "two quarter pound beef patties", nil},
		{"Order 1/2 lb burgers.", "order half pound burgers", nil},
		{"Add 1/2 lb mushrooms.", "add half a pound mushrooms", nil},
	})
}

// TestSpacedThousandsLongChain: a chain of groups spaced as thousands
// longer than a number said whole is read group by group, and fast: 16
// groups of zeros after a digit took minutes (each group's readings
// multiplied with the others' in the reading apart), where four groups
// still make one number.
func TestSpacedThousandsLongChain(t *testing.T) {
	checkCases(t, []caseT{
		{"1 000 000 000 000 people", "one trillion people", nil},
		{"123 000 000 000 000", "one hundred twenty three trillion", nil},
	})
	for _, n := range []int{5, 16, 2000} {
		text := "1" + strings.Repeat(" 000", n) + " people"
		start := time.Now()
		v, err := testV.Best(text)
		if err != nil {
			t.Fatalf("%d groups: %v", n, err)
		}
		if strings.Contains(v.Spoken, "illion") {
			t.Errorf("%d groups: %.60q..., want the groups apart", n, v.Spoken)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%d groups took %v", n, d)
		}
	}
}

// TestLowerSequenceNounBeforeShare: n/m after a lower-case sequence noun
// before a comparative or a noun of size or price is a share ("The day
// 1/3 longer" was "one of three longer"); before another noun it stays
// one of a sequence.
func TestLowerSequenceNounBeforeShare(t *testing.T) {
	checkCases(t, []caseT{
		{"The day 1/3 longer felt endless.", "the day one third longer felt endless", nil},
		{"Each game 1/2 price on Monday.", "each game half price on monday", nil},
		{"The unit 1/2 size is cheaper.", "the unit one half size is cheaper", nil},
		{"A task 1/2 finished.", "a task one half finished", nil},
		{"He won stage 5/21 race.", "he won stage five of twenty one race", nil},
		{"My lap 12/58 time was fast.", "my lap twelve of fifty eight time was fast", nil},
	})
}

// TestRoundTheClockOnsetBeforeAWord: 7/24 after a verb of one day's
// event reads the date whatever follows it ("The store will open 7/24
// online." had no date, the sentence ending after 7/24 had it first).
func TestRoundTheClockOnsetBeforeAWord(t *testing.T) {
	checkCases(t, []caseT{
		{"The store will open 7/24 online.", "the store will open july twenty fourth online", []string{"the store will open seven twenty fourths online"}},
		{"The store will open 7/24.", "the store will open july twenty fourth", nil},
		{"The new store opened 7/24 downtown.", "the new store opened july twenty fourth downtown", nil},
		{"We are open 7/24 online.", "we are open seven twenty four online", nil},
	})
}

// TestForeignSentenceNotSpelled: a sentence in German keeps its short
// words said ("auf", "Weg" had "a u f", "w e g" at 0.08 each), and a
// foreign function word alone is no letters either.
func TestForeignSentenceNotSpelled(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"Er ist auf dem Weg nach Hause.", "er ist a u f dem weg nach hause"},
		{"Er ist auf dem Weg nach Hause.", "er ist auf dem w e g nach hause"},
		{"We went auf the hill.", "we went a u f the hill"},
	})
	checkCases(t, []caseT{{"Er ist auf dem Weg nach Hause.", "er ist auf dem weg nach hause", nil}})
}

// TestOhPointSaysNoZeroO: after "oh point" the decimals' zeros are "oh"
// or "zero", not "o" ("minus oh point o o o one" was a reading), and
// "zero point o o o one" stays; a big number written with commas past
// the scale's names reads its zeros "zero" ("one o o o ..." was first).
func TestOhPointSaysNoZeroO(t *testing.T) {
	checkCases(t, []caseT{
		{"The value -0.0001 is small.", "the value minus zero point o o o one is small", []string{"the value minus oh point oh oh oh one is small", "the value minus oh point zero zero zero one is small"}},
		{"It is 1,000,000,000,000,000,000,000,000,000,000,000,000,000 km.", "it is one" + strings.Repeat(" zero", 39) + " kilometers", nil},
	})
	checkNotAmong(t, [][2]string{
		{"The value -0.0001 is small.", "the value minus oh point o o o one is small"},
		{"The value 0.05 is small.", "the value oh point o five is small"},
		{"It is 1,000,000,000,000,000,000,000,000,000,000,000,000,000 km.", "it is one" + strings.Repeat(" o", 39) + " kilometers"},
	})
}

// TestIPv6Address: an IPv6 address says its groups character by
// character and its colons ("::1" was "one", "2001:db8::1" "two thousand
// one d b eight one"); a time with seconds and a C++ scope are none.
func TestIPv6Address(t *testing.T) {
	checkCases(t, []caseT{
		{"The address ::1 is local.", "the address colon colon one is local", nil},
		{"Ping 2001:db8::1 now.", "ping two zero zero one colon d b eight colon colon one now", nil},
		{"Use fe80::1 here.", "use f e eight zero colon colon one here", nil},
		{"Meet at 10:30:45 today.", "meet at ten hours thirty minutes and forty five seconds today", nil},
		{"MAC 00:1A:2B:3C:4D:5E here", "mac zero zero colon one a colon two b colon three c colon four d colon five e here", nil},
	})
	checkNotAmong(t, [][2]string{{"at 1:1:abcd:2:3:4 x", "at one colon one colon a b c d colon two colon three colon four x"}})
	checkNotAmong(t, [][2]string{{"std::cout and a::b", "s t d colon colon cout and a colon colon b"}})
	// A run of colons and digits past an address's eight groups is given
	// up at its ninth colon, and a German text's short words ask
	// wordCount, read once per scan: long texts stay linear.
	checkLongTexts(t, []longTextCase{
		{"1:2:3:4:5:6:7:8:9:", "one"},
		{"ist auf dem Weg und ", "ist auf dem weg und ist auf dem weg und"},
		{"at ::1 and ", "at colon colon one and at colon colon one and"},
	})
}

// TestSpacedThousandsZeroLedGroup: a group led by a zero is seldom a
// number of its own, so reading the groups apart keeps 0.02 ("He ran
// 2 000 m" was "two o o o meters" at 0.14).
func TestSpacedThousandsZeroLedGroup(t *testing.T) {
	checkLowVariant(t, "He ran 2 000 m.", "he ran two o o o meters", 0.02)
	checkLowVariant(t, "In 2 000 cases", "in two o o o cases", 0.02)
	checkLowVariant(t, "It cost 12 050 dollars.", "it cost twelve o five o dollars", 0.02)
}

// TestHalfPoundAbbreviatedWithPeriod: "lb." with its period before the
// items is each item's weight as "lb" is ("Use 1/2 lb. burgers" was
// "half a pound burgers" first); produce keeps "half a pound".
func TestHalfPoundAbbreviatedWithPeriod(t *testing.T) {
	checkCases(t, []caseT{
		{"Use 1/2 lb. burgers", "use half pound burgers", nil},
		{"Add 1/2 lb. mushrooms", "add half a pound mushrooms", nil},
		{"a 5 kg. bag", "a five kilogram bag", nil},
	})
}

// TestRouteListWithCommas: a road's number after a comma in a list that
// goes on reads as the road before it, as after "and" ("Highways 401,
// 403 and 427" was "four oh one four hundred three and four hundred
// twenty seven", which joinedSegment's doc said it read alike); a count
// after a road and a comma stays a count.
func TestRouteListWithCommas(t *testing.T) {
	checkCases(t, []caseT{
		{"Highways 401, 403 and 427", "highways four hundred one four hundred three and four hundred twenty seven", []string{"highways four oh one four oh three and four twenty seven"}},
		{"On Highway 401, 300 cars were stuck.", "on highway four hundred one three hundred cars were stuck", []string{"on highway four oh one three hundred cars were stuck"}},
	})
}

// TestQuarterPoundAbbreviated: a quarter before "lb" and items of that
// weight is "quarter pound" as before "pound" (quarterPerItem): "Buy 1/4
// lb burgers" had "one quarter pound" first and no "quarter pound";
// produce keeps none.
func TestQuarterPoundAbbreviated(t *testing.T) {
	checkCases(t, []caseT{
		{"Buy 1/4 lb burgers", "buy quarter pound burgers", []string{"buy one quarter pound burgers"}},
		{"Buy 1/4 lb. burgers", "buy quarter pound burgers", nil},
		{"the 1/4 lb burgers", "the quarter pound burgers", nil},
	})
	checkNotAmong(t, [][2]string{{"Add 1/4 lb mushrooms", "add quarter pound mushrooms"}})
}
