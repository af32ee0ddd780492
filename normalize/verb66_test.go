package normalize

import "testing"

// TestStreetAfterNameIsNoSaint: "St." or "St" in title case after a name
// or a house number with no name after it is the street alone (a saint
// comes before the saint's name: "baker saint" was 0.1), and after a
// house number before a name it opens the street's name, the saint's
// ("street mary's road" was 0.42); between two names both stay.
func TestStreetAfterNameIsNoSaint(t *testing.T) {
	checkCases(t, []caseT{
		{"221B Baker St.", "two hundred twenty one b baker street", nil},
		{"He lives at 12 Baker St in London.", "he lives at twelve baker street in london", nil},
		{"Turn left at Main St. and walk on.", "turn left at main street and walk on", nil},
		{"1428 Elm St. It was dark.", "fourteen twenty eight elm street it was dark", nil},
		{"123 St. Mary's Rd.", "one hundred twenty three saint mary's road", nil},
		{"I love St. Louis.", "i love saint louis", nil},
		{"The shop at 40 Port St. Lucie Blvd is open.", "", []string{"the shop at forty port saint lucie boulevard is open", "the shop at forty port street lucie boulevard is open"}},
	})
	checkNotAmong(t, [][2]string{
		{"221B Baker St.", "two hundred twenty one b baker saint"},
		{"He lives at 12 Baker St in London.", "he lives at twelve baker saint in london"},
		{"He lives on Baker St. now.", "he lives on baker saint now"},
		{"Meet me at 5 Elm St, Apt 2.", "meet me at five elm saint apt two"},
	})
	if p := probOfSpoken(t, testV, "123 St. Mary's Rd.", "one hundred twenty three street mary's road"); p > 0.1 {
		t.Errorf("\"123 St. Mary's Rd.\": \"street mary's road\" %.2f, want at most 0.1 (before_name's share)", p)
	}
}

// TestAmperesAgainstNumber: A written against a number in a sentence of
// electricity is amperes ("the charger outputs two point four a" was
// 0.86); a grade's, a model's or a flat's letter keeps the letter.
func TestAmperesAgainstNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"The charger outputs 2.4A.", "the charger outputs two point four amperes", nil},
		{"The circuit draws 3A.", "the circuit draws three amperes", nil},
		{"Use a 10A fuse.", "use a ten amperes fuse", nil},
		{"The battery gives 5V 2A.", "the battery gives five volts two amperes", nil},
		{"Students in grade 2A use the electric kettle.", "students in grade two a use the electric kettle", nil},
		{"Model 2A charger", "model two a charger", nil},
		{"She lives at 4A Church Road.", "she lives at four a church road", nil},
		{"He lives in Flat 4A.", "he lives in flat four a", nil},
	})
}

// TestStateCodeAfterCityBeforePeriod: a state's postal code after a
// city's name and its comma, the sentence's period after it, is the
// state's, as without the period ("I live in Tulsa, OK." was "tulsa
// okay" 1.0, "Helena, MT." "helena mount"); a reply opening the sentence
// ("Well, OK.") keeps "okay".
func TestStateCodeAfterCityBeforePeriod(t *testing.T) {
	checkCases(t, []caseT{
		{"I live in Tulsa, OK.", "i live in tulsa o k", []string{"i live in tulsa oklahoma"}},
		{"Tulsa, OK.", "tulsa o k", nil},
		{"I live in Helena, MT.", "", []string{"i live in helena montana", "i live in helena m t"}},
		{"I live in Jackson, MS.", "i live in jackson m s", []string{"i live in jackson mississippi"}},
		{"Well, OK.", "well okay", nil},
		{"The show was great, OK.", "the show was great okay", nil},
		{"We hiked Mt. Hood.", "we hiked mount hood", nil},
	})
	checkNotAmong(t, [][2]string{
		{"I live in Tulsa, OK.", "i live in tulsa okay"},
		{"I live in Helena, MT.", "i live in helena mount"},
	})
}

// TestMonthYearNotBeforeOf: n/yyyy after a word of dates is a month and
// its year (984f5613) unless "of" or a unit follows, a part of what it
// measures ("Shot in 1/2000 of a second" was "january two thousand of a
// second" 0.95).
func TestMonthYearNotBeforeOf(t *testing.T) {
	checkCases(t, []caseT{
		{"Shot in 1/2000 of a second.", "shot in one two thousandth of a second", nil},
		// The s after a fraction is seconds (verb78, TestSecondAfterShutterFraction).
		// Before a function word, "of a second" first (verb99's
		// TestVerb99ShutterSpeedOfASecond).
		{"In 1/2000 s the light fades.", "in one two thousandth of a second the light fades", []string{"in one two thousandth second the light fades"}},
		{"Since 3/2010 we grew.", "since march twenty ten we grew", nil},
		{"Best before 05/2025.", "best before may twenty twenty five", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Shot in 1/2000 of a second.", "shot in january two thousand of a second"},
	})
}

// TestSlashBetweenConvertedMeasures: a slash between one amount given in
// two units (a temperature in °C and °F, a length, a mass, a recipe's
// volume and mass) is said "or" ("bake at one hundred eighty degrees
// celsius three hundred fifty degrees fahrenheit" was 0.88, the slash
// unsaid); the same unit twice, a pace and "km/h" keep theirs.
func TestSlashBetweenConvertedMeasures(t *testing.T) {
	checkCases(t, []caseT{
		{"Bake at 180°C/350°F.", "bake at one hundred eighty degrees celsius or three hundred fifty degrees fahrenheit",
			[]string{"bake at one hundred eighty degrees celsius three hundred fifty degrees fahrenheit"}},
		{"It is 10 km/6 mi long.", "it is ten kilometers or six miles long", nil},
		{"Mix 2 cups/250 g flour.", "mix two cups or two hundred fifty grams flour", nil},
		{"Run 100 m/50 m splits.", "run one hundred meters fifty meters splits", nil},
		{"It costs 5 kg/10 dollars.", "it costs five kilograms ten dollars", nil},
		{"Drive at 100 km/h.", "drive at one hundred kilometers per hour", nil},
		{"The ratio is 1 g/2 ml.", "the ratio is one gram per two milliliters", nil},
	})
}

// TestInchesBeforeOf: a spaced "in" between a number and "of" is inches,
// no preposition ("The storm brought 5 in of rain." was "five in of
// rain", the only reading); "1 in 5 people" keeps the preposition.
func TestInchesBeforeOf(t *testing.T) {
	checkCases(t, []caseT{
		{"The storm brought 5 in of rain.", "the storm brought five inches of rain", nil},
		{"Expect 2-4 in of snow.", "expect two to four inches of snow", nil},
		{"About 1 in of water pooled.", "about one inch of water pooled", nil},
		{"1 in 5 people agree.", "one in five people agree", nil},
	})
}

// TestMoneyPerAbbreviation: a price's "per" written short in lower case
// against the amount or after it ("£25pp" was "pound twenty five p p"
// 0.98, the amount unread; "£30,000 pa" "thirty thousand pounds pa") is
// said, the letters kept a fifth.
func TestMoneyPerAbbreviation(t *testing.T) {
	checkCases(t, []caseT{
		{"Tickets from £25pp.", "tickets from twenty five pounds per person", []string{"tickets from twenty five pounds p p"}},
		{"Tickets from £25 pp.", "tickets from twenty five pounds per person", nil},
		{"Salary £30,000 pa.", "salary thirty thousand pounds per annum", nil},
		{"Rent £300pw.", "rent three hundred pounds per week", nil},
		{"Rent is £1,200 pcm.", "rent is one thousand two hundred pounds per calendar month", nil},
	})
}

// TestOutOfAnyDigitBeforePeople: n/m of one digit before a plural of
// people counted is "n out of m" as n/5, n/10 and n/100 are ("3/4
// doctors agree" was "three quarters doctors" 0.53); "would" keeps the
// share but after n/5, and "of" the fraction.
func TestOutOfAnyDigitBeforePeople(t *testing.T) {
	checkCases(t, []caseT{
		{"3/4 doctors agree.", "three out of four doctors agree", nil},
		{"2/3 voters said no.", "two out of three voters said no", nil},
		{"5/5 would recommend.", "five out of five would recommend", nil},
		{"2/3 would recommend.", "two thirds would recommend", nil},
		{"About 2/5 of people agree.", "about two fifths of people agree", nil},
		{"Add 3/4 cups of flour.", "", []string{"add three quarters cups of flour"}},
	})
}
