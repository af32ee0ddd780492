package normalize

import (
	"strings"
	"testing"
)

// TestSlashBetweenQuantitiesNoConversion: a slash between a metric and an
// imperial measure whose amounts are no conversion of one another is a
// rate, "per" ("5 mg/1 tsp" was "five milligrams or one teaspoon" 0.6, a
// dose per teaspoon read as one amount in two units); amounts that are
// one amount stay "or" ("2 tbsp/30 ml", "90 kg/198 lb").
func TestSlashBetweenQuantitiesNoConversion(t *testing.T) {
	checkCases(t, []caseT{
		{"Take 5 mg/1 tsp twice a day.", "take five milligrams per one teaspoon twice a day", nil},
		{"Mix 2 tbsp/30 ml of oil.", "mix two tablespoons or thirty milliliters of oil", nil},
		{"Mix 2 cups/250 g flour.", "mix two cups or two hundred fifty grams flour", nil},
		{"He weighs 90 kg/198 lb now.", "he weighs ninety kilograms or one hundred ninety eight pounds now", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Take 5 mg/1 tsp twice a day.", "take five milligrams or one teaspoon twice a day"},
	})
}

// TestConvertedInchesAndSpeeds: "in" on the imperial side of a length
// given in both systems is inches ("2 in/5 cm" was "two in or five
// centimeters"), a speed in both systems is one amount ("60 mph/100 km/h"
// was "sixty miles per hour one hundred kilometers per hour"), and
// "10 km/6 mi" is no rate.
func TestConvertedInchesAndSpeeds(t *testing.T) {
	checkCases(t, []caseT{
		{"The board is 2 in/5 cm thick.", "the board is two inches or five centimeters thick", nil},
		{"The board is 5 cm/2 in thick.", "the board is five centimeters or two inches thick", nil},
		{"Speed: 60 mph/100 km/h.", "speed sixty miles per hour or one hundred kilometers per hour", nil},
		{"Drive 100 km/h/60 mph here.", "drive one hundred kilometers per hour or sixty miles per hour here", nil},
		{"It is 10 km/6 mi long.", "it is ten kilometers or six miles long", nil},
		{"I will be in 5 minutes.", "i will be in five minutes", nil},
	})
}

// TestLitersPerDistance: L before "of" or before a slash and a distance
// is liters ("8 L/100 km" was "eight l one hundred kilometers" 0.8, "Pour
// 8 L of water." "eight l" 0.86); an engine's "4.0 L" keeps the letter.
func TestLitersPerDistance(t *testing.T) {
	checkCases(t, []caseT{
		{"It uses 8 L/100 km.", "it uses eight liters per one hundred kilometers", nil},
		{"Pour 8 L of water.", "pour eight liters of water", nil},
		{"It has a 4.0 L engine.", "", []string{"it has a four point o l engine"}},
	})
}

// TestPerUnitSingular: a per-unit without a number is singular, as Google
// TN says it (per hour 7, never "per hours"): "10 km/h" had "kilometers
// per hours" 0.1, "3 mg/kg/day" "per kilograms" and "per days".
func TestPerUnitSingular(t *testing.T) {
	for _, w := range []string{"The limit is 10 km/h here.", "The dose is 3 mg/kg/day.", "It flows at 5 L/min.", "Drive at 1 km/h."} {
		vs, err := testV.Variants(w, 0)
		if err != nil {
			t.Fatalf("%q: %v", w, err)
		}
		for _, v := range vs {
			for _, bad := range []string{"per hours", "per kilograms", "per days", "per minutes"} {
				if strings.Contains(v.Spoken, bad) {
					t.Errorf("%q: variant %q (%.3f) says %q", w, v.Spoken, v.Prob, bad)
				}
			}
		}
	}
	checkCases(t, []caseT{
		{"The dose is 3 mg/kg/day.", "the dose is three milligrams per kilogram per day", nil},
		{"It is 4,507.4/km² dense.", "", []string{"it is four thousand five hundred seven point four per square kilometers dense"}},
	})
}

// TestCurrentAdjectiveBeforeGrade: "current" after a determiner right
// before nA, the sentence's only word of electricity, is the adjective
// ("The current 4A champion won again" was "the current four amperes
// champion" 0.85, 4A a school's division); a current's noun after it or
// another word of electricity keeps amperes.
func TestCurrentAdjectiveBeforeGrade(t *testing.T) {
	checkCases(t, []caseT{
		{"The current 4A champion won again.", "the current four a champion won again", []string{"the current four amperes champion won again"}},
		{"Our current 5A school is big.", "our current five a school is big", nil},
		{"The current 2A rating is too low.", "the current two amperes rating is too low", nil},
		{"The current 2A charger is slow.", "the current two amperes charger is slow", nil},
		{"The output current 3A is fine.", "the output current three amperes is fine", nil},
		{"A current of 3A flows.", "a current of three amperes flows", nil},
	})
}

// TestNoonRange: a dash between a time and noon or midnight is a range
// of hours, "to" ("Open noon-2pm daily." was "open noon two p m daily",
// the dash unsaid as between words).
func TestNoonRange(t *testing.T) {
	checkCases(t, []caseT{
		{"Open noon-2pm daily.", "open noon to two p m daily", nil},
		{"Open 9am-noon daily.", "open nine a m to noon daily", nil},
		{"Open 10am - midnight.", "open ten a m to midnight", nil},
		{"Lunch at noon-ish.", "lunch at noon ish", nil},
		{"The noon-time crowd.", "the noon time crowd", nil},
	})
}

// TestMonthApostropheYear: a month and a year's last two digits after an
// apostrophe is a date ("Since Jan '24 we grew." was "since jan twenty
// four", the month unread).
func TestMonthApostropheYear(t *testing.T) {
	checkCases(t, []caseT{
		{"Since Jan '24 we grew.", "since january twenty four we grew", nil},
		{"In Sept. '09 it fell.", "in september o nine it fell", nil},
		{"Back in March ’98.", "back in march ninety eight", nil},
	})
}

// TestSignedOneSingularUnit: a sign before 1 leaves the unit singular as
// "1 °C" is ("It is -1 °C now." was "minus one degrees celsius").
func TestSignedOneSingularUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"It is -1 °C now.", "it is minus one degree celsius now", nil},
		{"It was −1 °F.", "it was minus one degree fahrenheit", nil},
		{"It is -10 °C.", "it is minus ten degrees celsius", nil},
	})
	checkNotAmong(t, [][2]string{{"It is -1 °C now.", "it is minus one degrees celsius now"}})
}

// TestCountPerTime: a slash between a count of things and a unit of time
// is "per" ("It happens 3 times/day." was "three times day", the slash
// unsaid as between two words); words with no number before keep theirs.
func TestCountPerTime(t *testing.T) {
	checkCases(t, []caseT{
		{"It happens 3 times/day.", "it happens three times per day", nil},
		{"Work 7 days/week.", "work seven days per week", nil},
		{"Do 2 sessions/wk.", "do two sessions per week", nil},
		{"Take 1 tablet/day.", "take one tablet per day", nil},
		{"Choose yes/no.", "choose yes no", nil},
	})
}

// TestFigureNumberDash: the dash of a figure's or a table's number
// joins its chapter and its place ("Figure 2-1 shows it." was "figure
// two to one" 0.86); "Figures 2-5" is a range.
func TestFigureNumberDash(t *testing.T) {
	checkCases(t, []caseT{
		{"Figure 2-1 shows it.", "figure two dash one shows it", []string{"figure two one shows it"}},
		{"See Fig. 3-4.", "see figure three dash four", nil},
		{"Table 5-2 lists them.", "table five dash two lists them", nil},
		{"Figures 2-5 show it.", "figures two to five show it", nil},
	})
}

// TestHyphenedUnitWithPeriod: a hyphened unit with its abbreviation's
// period is a measure before its noun, a bracket or a name ("a 15-oz.
// can" was "a fifteen oz can", "A 5-qt. Dutch oven." "a five q t dutch
// oven"), "in" hyphened before a noun is inches ("Cut into 1-in. cubes."
// was "one in cubes"), and a quart is "qt"; "2-in-1" and "2-in a row"
// keep the preposition.
func TestHyphenedUnitWithPeriod(t *testing.T) {
	checkCases(t, []caseT{
		{"Open a 15-oz. can.", "open a fifteen ounce can", nil},
		{"Add 1 (15-oz.) can beans.", "add one fifteen ounce can beans", nil},
		{"A 5-qt. Dutch oven.", "a five quart dutch oven", nil},
		{"Buy a 2-lb. bag.", "buy a two pound bag", nil},
		{"Cut into 1-in. cubes.", "cut into one inch cubes", nil},
		{"Use a 10-in skillet.", "use a ten inch skillet", nil},
		{"Add 2 qt of milk.", "add two quarts of milk", nil},
		{"A 2-in-1 laptop.", "a two in one laptop", nil},
		{"He won 2-in a row.", "he won two in a row", nil},
	})
}

// TestCountPerServing: a count before a slash and a share is per the
// share ("350 cal/serving" was "three hundred fifty calories serving").
func TestCountPerServing(t *testing.T) {
	checkCases(t, []caseT{
		{"Serves 4; 350 cal/serving.", "serves four three hundred fifty calories per serving", nil},
		{"Cut 2 slices/person.", "cut two slices per person", nil},
	})
}

// TestNumberBeforeCodeAtSentenceEnd: "No." before a model's code that
// ends the sentence is "number" as before one that goes on ("Model No.
// XJ-2000." was "model no x j two thousand" 0.997).
func TestNumberBeforeCodeAtSentenceEnd(t *testing.T) {
	checkCases(t, []caseT{
		{"Model No. XJ-2000.", "model number x j two thousand", nil},
		{"Serial No. A123.", "serial number a one hundred twenty three", nil},
		{"No. I will not.", "no i will not", nil},
	})
}

// TestRatioNounAfterClockPreposition: a noun that only names a ratio
// after n:m makes it a ratio after a preposition of time too ("Mix at
// 1:10 dilution." was "mix at one ten dilution", a time); a clause that
// opens after the time keeps the clock.
func TestRatioNounAfterClockPreposition(t *testing.T) {
	checkCases(t, []caseT{
		{"Mix at 1:10 dilution.", "mix at one to ten dilution", nil},
		{"At 3:30 mix the batter.", "at three thirty mix the batter", nil},
		{"By 2:30 odds had shifted.", "by two thirty odds had shifted", nil},
	})
}
