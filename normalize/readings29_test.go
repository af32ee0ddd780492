package normalize

import "testing"

// TestNoTheAfterDeterminer: after "a", "an", "this", "each", a
// possessive ... a reading does not open with "the" ("a 2014/06/19 date"
// was "a the nineteenth of june twenty fourteen date" with P 0.93), as
// after a written "the" it does not; "that", a conjunction too, keeps it.
func TestNoTheAfterDeterminer(t *testing.T) {
	checkCases(t, []caseT{
		{"a 2014/06/19 date", "a june nineteenth twenty fourteen date", nil},
		{"this 2014/06/19 date", "this june nineteenth twenty fourteen date", nil},
		{"each 06/19/2014 entry", "each june nineteenth twenty fourteen entry", nil},
		{"his 19 June 2014 speech", "", []string{"his nineteenth of june twenty fourteen speech"}},
		{"He said that 2014/06/19 was a holiday.", "", []string{"he said that the nineteenth of june twenty fourteen was a holiday"}},
		{"It was 2014/06/19 again.", "it was the nineteenth of june twenty fourteen again", nil},
	})
	for _, text := range []string{"a 2014/06/19 date", "this 2014/06/19 date", "its 19 June 2014 launch", "every 06/19/2014 entry", "our 2014/06/19 meeting"} {
		noVariantContains(t, text, "the")
	}
	// The reading with "the" gives its weight to the one with "of", as
	// after a written "the": "our 4th July party" was "our fourth of
	// july" and "our fourth july" 0.5 each.
	checkLowVariant(t, "our 4th July party", "our fourth july party", 0.01)
	checkLowVariant(t, "a 12-14 May event", "a twelfth to fourteenth may event", 0.01)
	checkCases(t, []caseT{{"our 4th July party", "our fourth of july party", nil}})
}

// TestLowerCaseSequenceNounBeforeNoun: a lower-case sequence noun before
// an n/m and a noun makes it one of a sequence as a capitalized one does
// ("won stage 5/21 race" was "five twenty firsts race"); a unit, a
// share's word ("the size", "full") or "part" keep the fraction.
func TestLowerCaseSequenceNounBeforeNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"He won stage 5/21 race today.", "he won stage five of twenty one race today", nil},
		{"He won Stage 5/21 race today.", "he won stage five of twenty one race today", nil},
		{"see step 2/5 today", "see step two of five today", []string{"see step two fifths today"}},
		{"Volume 2/3 was printed", "volume two of three was printed", nil},
		{"step 1/2 cup sugar", "step half a cup sugar", nil},
		{"each part 1/3 the size", "each part one third the size", nil},
		{"the volume 1/2 full", "the volume one half full", nil},
	})
}

// TestMidnightDigitsReadings: "At midnight (00:00)" says midnight once;
// the digits are "zero hundred" first, with "zero zero hundred", the
// digits one by one and "oh oh hundred" (only "zero hundred" was a
// reading; zeroHourAlts since verb34); "at 00:00" stays "midnight".
func TestMidnightDigitsReadings(t *testing.T) {
	checkCases(t, []caseT{
		{"At midnight (00:00)", "at midnight zero hundred", []string{"at midnight zero zero hundred"}},
		{"at 00:00", "at midnight", nil},
	})
	for _, s := range []string{"at midnight zero zero zero zero", "at midnight oh oh hundred"} {
		checkLowVariant(t, "At midnight (00:00)", s, 0.1+1e-9)
	}
	noVariantContains(t, "At midnight (00:00)", "midnight midnight")
	checkNotAmong(t, [][2]string{{"at 00:00", "at zero zero zero zero"}, {"at 05:00", "at oh hundred"}})
}

// TestAnFractionOnlyTheName: a written "an" before 1/8 is the article of
// "eighth"; "an one eighth inch" (0.17) and "an one over eight inch" were
// readings too. A written "a" or other determiner has no "an" after it.
func TestAnFractionOnlyTheName(t *testing.T) {
	checkCases(t, []caseT{
		{"an 1/8 inch pipe", "an eighth inch pipe", nil},
		{"a 1/8 inch pipe", "a one eighth inch pipe", nil},
	})
	for _, text := range []string{"an 1/8 inch pipe", "An 1/18 scale model", "an 1/11 share"} {
		noVariantContains(t, text, "an one")
	}
	// After "a", "the" or another determiner no reading opens with
	// "an" ("a 1/8 inch pipe" had "a an eighth inch pipe" at 0.09).
	for _, text := range []string{"a 1/8 inch pipe", "the 1/8 inch pipe", "his 1/11 share", "this 1/18 scale model"} {
		noVariantContains(t, text, "an")
	}
}

// TestThreeQuarterBeforeNoun: 3/4 before a noun or a unit is also the
// compound adjective "three quarter" ("a 3/4 length coat" had only
// "three quarters" and "three fourths"), below Google TN's "three
// quarters"; not before "of", "full" or where 3/4 is one of a sequence.
// Before a length or a time that describes a noun it is first (verb34:
// TestThreeQuarterAdjective; neither Google TN set has such a 3/4).
func TestThreeQuarterBeforeNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"a 3/4 length coat", "a three quarters length coat", nil},
		{"Cut 3/4 inch plywood.", "cut three quarter inch plywood", []string{"cut three quarters inch plywood"}},
	})
	checkLowVariant(t, "a 3/4 length coat", "a three quarter length coat", 0.2+1e-9)
	checkLowVariant(t, "Add 3/4 cup sugar.", "add three quarter cup sugar", 0.2+1e-9)
	checkNotAmong(t, [][2]string{
		{"He won 3/4 of the vote.", "he won three quarter of the vote"},
		{"The tank is 3/4 full.", "the tank is three quarter full"},
		{"It grew 3/4 longer.", "it grew three quarter longer"},
		{"Game 3/4 tonight", "game three quarter tonight"},
		{"It was 3/4.", "it was three quarter"},
	})
}

// TestMilitaryZeroHour: the military clock's hour 0 is "zero" once or
// twice ("0000 hours" was "oh zero hundred hours" first, "0000Z" "oh
// zero hundred zulu" at 0.21); "oh" with "zero" is no reading.
func TestMilitaryZeroHour(t *testing.T) {
	checkCases(t, []caseT{
		{"at 0000 hours", "", []string{"at zero hundred hours", "at zero zero hundred hours", "at oh oh hundred hours"}},
		{"at 0030 hours", "", []string{"at zero thirty hours", "at zero zero thirty hours"}},
		// One reading of the zero hour for all three (zeroHourAlts).
		{"at 0000Z", "at zero hundred zulu", []string{"at zero zero hundred zulu", "at zero zero zero zero zulu"}},
		{"at 0000 hours", "at zero hundred hours", nil},
		{"at 0030 hours", "at zero zero thirty hours", nil},
		{"at 0600 hours", "at oh six hundred hours", nil},
	})
	for _, text := range []string{"at 0000 hours", "at 0030 hours", "at 0000Z", "at 0005Z"} {
		noVariantContains(t, text, "oh zero")
	}
}
