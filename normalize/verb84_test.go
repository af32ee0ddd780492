package normalize

import "testing"

// TestAnBeforeSpelledCapitals: "an" before capitals whose word opens with
// a consonant sound says they are spelled ("AN MR SCAN" was "an mister
// scan" 0.97 in a text in capitals); "a" asks nothing ("A MR SMITH
// CALLED" keeps the title), nor does a title before a name.
func TestAnBeforeSpelledCapitals(t *testing.T) {
	checkCases(t, []caseT{
		{"AN MR SCAN", "an m r scan", nil},
		{"AN MR SCAN WAS DONE", "an m r scan was done", nil},
		{"I had an MR scan.", "i had an m r scan", nil},
		{"A MR SMITH CALLED", "a mister smith called", nil},
		{"MR SMITH CALLED", "mister smith called", nil},
	})
	checkNotAmong(t, [][2]string{{"AN MR SCAN", "an mister scan"}})
}

// TestStateCodeWithoutComma: a state's code after its city with no comma,
// before a ZIP code or ending the text, is the state, read as after a
// comma ("HELENA MT" was "helena mount" 0.50): never the mount, whose
// name follows it.
func TestStateCodeWithoutComma(t *testing.T) {
	checkCases(t, []caseT{
		{"MT ST HELENS", "mount saint helens", nil},
		{"CLIMB MT HOOD", "climb mount hood", nil},
		{"I LIKE IT OK", "i like it okay", nil},
	})
	for _, c := range [][2]string{
		{"HELENA MT", "helena mount"},
		{"HELENA MT 59601", "helena mount five nine six o one"},
		{"Helena MT 59601", "helena mount five nine six o one"},
		{"Helena MT 59601-1234", "helena mount five nine six o one one two three four"},
	} {
		checkProbBelow(t, c[0], c[1], 0.05)
	}
	// The state itself is among the readings, as after a comma.
	vs, err := testV.Variants("HELENA MT 59601", 4096)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, v := range vs {
		found = found || v.Spoken == "helena montana five nine six o one" && v.Prob >= 0.05
	}
	if !found {
		t.Errorf("%q: no %q at 0.05 or more", "HELENA MT 59601", "helena montana five nine six o one")
	}
}

// TestCatalogueNumberInPairs: four digits after a composer's catalogue
// are said in pairs, as musicians say them ("BWV 1007" was "b w v one o o
// seven" 0.52, the year's "one thousand seven" 0.40); three digits and
// fewer keep the number, and so do four digits after other capitals.
func TestCatalogueNumberInPairs(t *testing.T) {
	checkCases(t, []caseT{
		{"BWV 1007", "b w v ten oh seven", nil},
		{"Play BWV 1048 next.", "play b w v ten forty eight next", nil},
		{"BWV 565", "b w v five hundred sixty five", nil},
		{"HWV 56", "h w v fifty six", nil},
	})
	checkProbBelow(t, "BWV 1007", "b w v one thousand seven", 0.1)
	checkProbBelow(t, "BWV 1007", "b w v one o o seven", 0.1)
}

// TestCompassDirectionDigits: three digits after "heading" or the wind's
// direction before "at" and its speed are said digit by digit, as pilots
// say them ("heading 270" was "two hundred seventy" 0.96); a count after
// them ("heading 200 miles north") and "winds" without "at" keep the
// number.
func TestCompassDirectionDigits(t *testing.T) {
	checkCases(t, []caseT{
		{"Turn left heading 270.", "turn left heading two seven o", nil},
		{"Fly hdg 180.", "fly h d g one eight o", nil},
		{"Winds 270 at 15 knots.", "winds two seven o at fifteen knots", nil},
		{"Turn left heading 090.", "turn left heading o nine o", nil},
		{"We were heading 200 miles north.", "we were heading two hundred miles north", nil},
		{"Winds 270 miles away.", "winds two hundred seventy miles away", nil},
	})
	checkProbBelow(t, "Turn left heading 270.", "turn left heading two hundred seventy", 0.2)
}

// TestClockAtEndOfSentence: four digits of an hour 13-23 after "at" ending
// the sentence are the 24-hour clock's ("Lights out at 2300." was "two
// thousand three hundred" 0.96); a sentence of levels, an hour before 13,
// a unit after the digits and a year keep theirs.
func TestClockAtEndOfSentence(t *testing.T) {
	checkCases(t, []caseT{
		{"Lights out at 2300.", "lights out at twenty three hundred", nil},
		{"We move out at 1930", "we move out at nineteen thirty", nil},
		{"The index closed at 2300.", "the index closed at two thousand three hundred", nil},
		{"We camped at 2300 meters.", "we camped at two thousand three hundred meters", nil},
		{"It was built in 2300 BC.", "it was built in twenty three hundred b c", nil},
		{"Report at 0800 hours.", "report at oh eight hundred hours", nil},
	})
	checkProbBelow(t, "Lights out at 2300.", "lights out at two thousand three hundred", 0.5)
}

// TestDoctorAfterVerbOfPerson: a verb that takes a person before Dr and a
// name after it make it the doctor ("SEE DR SMITH AT 5" and "See Dr Smith
// at 5." tied the drive with the doctor at 0.48); a street's name between
// ("VISIT OCEAN DR") keeps the drive.
func TestDoctorAfterVerbOfPerson(t *testing.T) {
	checkCases(t, []caseT{
		{"SEE DR SMITH AT 5", "see doctor smith at five", nil},
		{"See Dr Smith at 5.", "see doctor smith at five", nil},
		{"ASK DR JONES", "ask doctor jones", nil},
		{"CALL DR LEE TODAY", "call doctor lee today", nil},
		{"VISIT OCEAN DR", "visit ocean drive", nil},
	})
	checkProbBelow(t, "SEE DR SMITH AT 5", "see drive smith at five", 0.05)
}
