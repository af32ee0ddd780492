package normalize

import "testing"

// TestDottedTimesTied: two dotted times joined as a span or a list are
// both times or both decimals, in one style ("from nine point three o to
// seventeen thirty" was second, 0.07); the decimals stay a variant.
func TestDottedTimesTied(t *testing.T) {
	checkCases(t, []caseT{
		{"The office is open from 09.30 to 17.30.", "the office is open from nine thirty to seventeen thirty",
			[]string{"the office is open from nine point three o to seventeen point three o"}},
		{"Open from 09.30 to 17.45.", "open from nine thirty to seventeen forty five",
			[]string{"open from nine point three zero to seventeen point four five"}},
		{"Open 9.00-17.00 daily.", "open nine hundred to seventeen hundred daily",
			[]string{"open nine o'clock to seventeen o'clock daily", "open nine point o o to seventeen point o o daily"}},
		{"Train times: 07.15, 08.45 and 10.15.", "train times seven fifteen eight forty five and ten fifteen",
			[]string{"train times seven point one five eight point four five and ten point one five"}},
	})
	checkNotAmong(t, [][2]string{
		{"The office is open from 09.30 to 17.30.", "the office is open from nine point three o to seventeen thirty"},
		{"The office is open from 09.30 to 17.30.", "the office is open from nine thirty to seventeen point three o"},
		{"Open from 09.30 to 17.45.", "open from nine point three o to seventeen forty five"},
		{"Open 9.00-17.00 daily.", "open nine hundred to seventeen daily"},
		{"Train times: 07.15, 08.45 and 10.15.", "train times seven fifteen eight point four five and ten fifteen"},
	})
	// The second reading is the decimals of both ends, not a mix.
	vs, err := testV.Variants("The office is open from 09.30 to 17.30.", 2)
	if err != nil || len(vs) < 2 {
		t.Fatalf("variants: %v %v", vs, err)
	}
	if want := "the office is open from nine point three o to seventeen point three o"; vs[1].Spoken != want {
		t.Errorf("second %q, want %q", vs[1].Spoken, want)
	}
}

// TestDottedClockMoreTimes: a dotted time before "until"/"till" and an
// hour, after a timetable's label, or at the hour 0 led by a zero is the
// time ("from eight point three o until ten", "last entry sixteen point
// three o", "at zero point three o" were the readings); "until 10 days"
// and "0.30" keep the decimal.
func TestDottedClockMoreTimes(t *testing.T) {
	checkCases(t, []caseT{
		{"From 8.30 until 10.", "from eight thirty until ten", []string{"from eight point three o until ten"}},
		{"Open 9.15 till 5 pm daily.", "open nine fifteen till five p m daily", nil},
		{"From 8.30 until 10.15 on weekdays.", "from eight thirty until ten fifteen on weekdays", nil},
		{"Last entry 16.30.", "last entry sixteen thirty", []string{"last entry sixteen point three o"}},
		{"Kick-off 19.45.", "kick off nineteen forty five", nil},
		{"Check-in 14.00.", "check in fourteen hundred", nil},
		{"The bar opens at 00.30.", "the bar opens at zero thirty", []string{"the bar opens at zero point three o"}},
		// Amounts and other numbers stay decimals.
		{"Wait 8.30 until 10 days later.", "wait eight point three o until ten days later", nil},
		{"The entry 16.30 in the table", "the entry sixteen point three o in the table", nil},
		{"at 0.30 mg", "at zero point three o milligrams", nil},
		{"Last entry 16.30 kg.", "", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Last entry 16.30 kg.", "last entry sixteen thirty kilograms"},
		{"at 00.00", "at zero hundred"},
	})
}

// TestDottedClockNotARaceTime: in a sentence of a race (a word of racing,
// a track's distance as "100m") a number of two decimals is the race's
// seconds, the decimal ("he finished at ten forty five in the one hundred
// meters" 0.58 was first); where the sentence speaks of times of day
// ("The race starts at 10.45 tomorrow") it is the time still.
func TestDottedClockNotARaceTime(t *testing.T) {
	checkCases(t, []caseT{
		{"He finished at 10.45 in the 100m.", "he finished at ten point four five in the one hundred meters", nil},
		{"She clocked 22.15 after 9.30 in the heats.", "", nil},
		{"The race starts at 10.45 tomorrow.", "the race starts at ten forty five tomorrow", nil},
		{"He finished at 10.45.", "he finished at ten forty five", nil},
	})
	checkNotAmong(t, [][2]string{
		{"He finished at 10.45 in the 100m.", "he finished at ten forty five in the one hundred meters"},
		{"She swam the relay and finished at 10.45.", "she swam the relay and finished at ten forty five"},
	})
}

// TestUnitAfterPer: a unit's abbreviation alone after "per" (or "per
// sq"), or after a price's "a", is the unit's singular name ("per k g"
// 0.97 was the reading); its letters stay a variant (verb59: so do "per
// m", "per h", TestUnitLetterAfterPer). A word that is no unit keeps its
// reading.
func TestUnitAfterPer(t *testing.T) {
	checkCases(t, []caseT{
		{"It costs £2.50 per kg.", "it costs two pounds fifty pence per kilogram", []string{"it costs two pounds fifty pence per k g"}},
		{"The dose is 5 mg per kg.", "the dose is five milligrams per kilogram", nil},
		{"Prices per lb rose.", "prices per pound rose", nil},
		{"We pay $4 per gal.", "we pay four dollars per gallon", nil},
		{"It costs $3 per sq ft.", "it costs three dollars per square foot", nil},
		{"It costs £2.50 a kg.", "it costs two pounds fifty pence a kilogram", nil},
		{"Speed 30 km per h.", "speed thirty kilometers per hour", []string{"speed thirty kilometers per h"}},
		{"He has a kg of rice.", "", nil},
	})
	checkNotAmong(t, [][2]string{
		{"He has a kg of rice.", "he has a kilogram of rice"},
		{"per kg2", "per kilogram two"},
	})
}

// TestSpacedMoneyPer: a price's per-unit after a slash with spaces about
// it reads as after "$3/lb" ("five euros k g" 0.92, "three pounds hour");
// pence of three digits before a per-unit are a price.
func TestSpacedMoneyPer(t *testing.T) {
	checkCases(t, []caseT{
		{"Apples cost €5 / kg.", "apples cost five euros per kilogram", nil},
		{"Beef is $12 / lb.", "beef is twelve dollars per pound", nil},
		{"Parking is £3 / hour.", "parking is three pounds per hour", nil},
		{"Petrol is 150p / litre.", "petrol is one hundred fifty pence per liter", nil},
		{"Petrol is 150p per litre.", "petrol is one hundred fifty pence per liter", nil},
		{"Apples are 50p / kg.", "apples are fifty pence per kilogram", nil},
		{"Tickets $10 / free for kids", "", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Tickets $10 / free for kids", "tickets ten dollars per free for kids"},
		{"It was $5 / $6.", "it was five dollars per six dollars"},
	})
}

// TestTemperatureDecimalOrBelowZero: a capital C or F against a decimal
// or a number below zero is the temperature's scale in any sentence
// ("it was fifteen point five c" where no word of weather was there);
// "warming" and "climate" are words of temperature. A seat's letter
// keeps its letter.
func TestTemperatureDecimalOrBelowZero(t *testing.T) {
	checkCases(t, []caseT{
		{"It was 15.5C at noon.", "it was fifteen point five degrees celsius at noon", nil},
		{"It was -5C overnight.", "it was minus five degrees celsius overnight", nil},
		{"The room was 21.5C.", "the room was twenty one point five degrees celsius", nil},
		{"Limit global warming to 2C.", "limit global warming to two degrees celsius", nil},
		{"Seat 14C was free.", "seat fourteen c was free", nil},
	})
}

// TestTimesBeforePackages: a count, x and a weight or a volume before a
// noun are so many packages, "times" ("two by four hundred grams tins"
// was first); a length ("2 x 4 m") and a relay ("4 x 100m") keep "by".
func TestTimesBeforePackages(t *testing.T) {
	checkCases(t, []caseT{
		{"Buy 2 x 400g tins of tomatoes.", "buy two times four hundred grams tins of tomatoes", []string{"buy two x four hundred grams tins of tomatoes"}},
		{"A pack of 6 x 330ml cans.", "a pack of six times three hundred thirty milliliters cans", nil},
		{"The 4 x 100m relay was won by Jamaica.", "the four by one hundred meters relay was won by jamaica", nil},
		{"A 2 x 4 m room.", "a two by four meter room", nil},
	})
}

// TestCricketFiguresWithADash: a bowler's figures or a side's score
// written with a dash in a sentence of cricket are "for", as "4/32" is
// ("four to thirty two" was first); a baseball record and a sentence
// with no word of cricket keep theirs.
func TestCricketFiguresWithADash(t *testing.T) {
	checkCases(t, []caseT{
		{"Anderson took 4-32 in 20 overs.", "anderson took four for thirty two in twenty overs", []string{"anderson took four to thirty two in twenty overs"}},
		{"England were 245-6 at stumps.", "england were two hundred forty five for six at stumps", nil},
		{"The Yankees went 9-12 in extra innings.", "the yankees went nine and twelve in extra innings", nil},
		{"He took 4-32 in the match.", "he took four to thirty two in the match", nil},
	})
}

// TestDottedClockDistanceNotARace: a distance in metres that names no
// race ("200m from the beach", "the 100m deal") leaves a dotted time the
// time (it was "fourteen point three o", first; the race's "in the 100m",
// "won the 400m at" stay races).
func TestDottedClockDistanceNotARace(t *testing.T) {
	checkCases(t, []caseT{
		{"The hotel is 200m from the beach and we got there at 14.30.", "the hotel is two hundred meters from the beach and we got there at fourteen thirty", nil},
		{"The 100m deal was signed at 14.30.", "the one hundred meters deal was signed at fourteen thirty", nil},
		{"He won the 400m at 14.30 in 45.12.", "", nil},
	})
	checkNotAmong(t, [][2]string{
		{"He won the 400m at 10.45.", "he won the four hundred meters at ten forty five"},
		{"He ran 10.45 in the 100m final.", "he ran ten forty five in the one hundred meters final"},
	})
}
