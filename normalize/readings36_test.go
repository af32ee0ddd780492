package normalize

import "testing"

// TestNineElevenIsThePair checks that "9/11" (and the other named pairs
// whose top is smaller, "40/60") is two numbers first by far: the pair
// took the proper fraction's pair weight, 0.03, and "after 9/11" was
// "nine elevenths" at 0.28. The fraction stays an alternative (Google TN
// says it once) at under 0.2. A score out of eleven stays one.
func TestNineElevenIsThePair(t *testing.T) {
	checkCases(t, []caseT{
		{"Everything changed after 9/11.", "everything changed after nine eleven", nil},
		{"The 9/11 attacks shocked everyone.", "the nine eleven attacks shocked everyone", nil},
		{"a 40/60 split", "a forty sixty split", nil},
		{"He scored 9/11 on the test.", "he scored nine out of eleven on the test", nil},
		{"Add 3/8 cup of milk.", "add three eighths cup of milk", nil},
	})
	for _, c := range [][2]string{
		{"after 9/11", "after nine elevenths"},
		{"the 9/11 attacks", "the nine elevenths attacks"},
	} {
		if p := probOfSpoken(t, testV, c[0], c[1]); p > 0.2 || p == 0 {
			t.Errorf("%q: %q %.3f, want an alternative under 0.2", c[0], c[1], p)
		}
	}
}

// TestHalfPrice checks that 1/2 before "price" or "off" is a sale's half
// ("one half price" 0.57 and "a half off" 0.38 were the readings), and
// that other halves keep their readings.
func TestHalfPrice(t *testing.T) {
	checkCases(t, []caseT{
		{"Shirts are 1/2 price today.", "shirts are half price today", []string{"shirts are one half price today"}},
		{"Everything is 1/2 off.", "everything is half off", nil},
		{"Buy one, get one 1/2 off!", "buy one get one half off", nil},
		{"Add 1/2 cup of sugar.", "add half a cup of sugar", nil},
		{"Save 1/2 of the price.", "save one half of the price", nil},
	})
}

// TestWinLossRecord checks that two numbers and a dash after "went" or
// "record", or before "record", "start" or "season", are wins and losses,
// "twelve and four" ("twelve to four", a score's, was first), while
// scores, ranges and two years keep "to".
func TestWinLossRecord(t *testing.T) {
	checkCases(t, []caseT{
		{"They posted a 12-4 record.", "they posted a twelve and four record", []string{"they posted a twelve four record"}},
		{"The Bulls went 12-4 in March.", "the bulls went twelve and four in march", nil},
		{"Their record is 9-3.", "their record is nine and three", nil},
		{"a record of 101-61", "a record of one hundred one and sixty one", nil},
		{"after a 3-1 start", "after a three and one start", nil},
		{"a 1-2 finish", "a one to two finish", nil},
		{"The Rangers won 3-1 on Saturday.", "the rangers won three to one on saturday", nil},
		{"We need 3-4 people for the job.", "we need three to four people for the job", nil},
		{"They took a 2-0 lead.", "they took a two to zero lead", nil},
		{"the 97-98 season", "the ninety seven to ninety eight season", nil},
		{"went 5-10%", "went five to ten percent", nil},
	})
}

// TestDimensionPairBy checks that an x between whole numbers after a
// determiner, or before a noun of lumber, vehicles or grids, is "by"
// ("times" was 0.2, "by" 0.5), and that a product elsewhere keeps the
// style's weights and an equation its "times".
func TestDimensionPairBy(t *testing.T) {
	checkCases(t, []caseT{
		{"Buy some 2 x 4 lumber.", "buy some two by four lumber", nil},
		{"He drives a 4x4 truck.", "he drives a four by four truck", nil},
		{"Grab a 2x4 from the shed.", "grab a two by four from the shed", nil},
		{"We need six 2x4s.", "we need six two by fours", nil},
		{"She anchored the 4x100m relay.", "she anchored the four by one hundred meters relay", nil},
		{"Use a 3 x 3 grid.", "use a three by three grid", nil},
	})
	for _, c := range [][2]string{
		{"He drives a 4x4 truck.", "he drives a four times four truck"},
		{"Grab a 2x4 from the shed.", "grab a two times four from the shed"},
	} {
		if p := probOfSpoken(t, testV, c[0], c[1]); p > 0.05 {
			t.Errorf("%q: %q %.3f, want at most 0.05", c[0], c[1], p)
		}
	}
	if p := probOfSpoken(t, testV, "3 x 5 = 15", "three times five equals fifteen"); p < 0.1 {
		t.Errorf("3 x 5 = 15: times %.3f, want at least 0.1", p)
	}
}

// TestKThousandsBeforeCounts checks that a lower-case k against a whole
// number before a plural of things counted is thousands ("2k views" was
// "two k views", the only reading), and that a race stays "five k".
func TestKThousandsBeforeCounts(t *testing.T) {
	checkCases(t, []caseT{
		{"The video got 2k views.", "the video got two thousand views", []string{"the video got two k views"}},
		{"I walk 10k steps a day.", "i walk ten thousand steps a day", nil},
		{"She has 15k followers.", "she has fifteen thousand followers", nil},
		{"I ran a 5k on Sunday.", "i ran a five k on sunday", nil},
		{"Sign up for the 5k run.", "sign up for the five k run", nil},
	})
}

// TestBattingAverage checks that ".ddd" beside a word of hitting may be
// a batting average said as thousandths ("a .300 hitter", "three
// hundred"), behind the decimal that Google TN says ("batted .217" "point
// two one seven"; verb45), while a p value, a slash line and a page stay
// decimals only.
func TestBattingAverage(t *testing.T) {
	checkCases(t, []caseT{
		{"He is a .300 hitter.", "he is a point three o o hitter", []string{"he is a three hundred hitter"}},
		{"She is batting .315 this year.", "she is batting point three one five this year", []string{"she is batting three fifteen this year"}},
		{"He hit .305 with two homers.", "he hit point three o five with two homers", []string{"he hit three oh five with two homers"}},
		{"a .250 average", "a point two five o average", []string{"a two fifty average"}},
		{"The p value was .045.", "the p value was point o four five", nil},
		{"He hit .305/.390/.525 last year.", "he hit point three o five point three nine o point five two five last year", nil},
	})
}

// TestGolfScoreToPar checks that a signed whole number in a text of golf
// is strokes under or over par ("-12" was "minus twelve" 0.87, "+3" "plus
// three"), the sign's reading kept, and that a sign elsewhere, before
// "under par" or a percent stays as it was.
func TestGolfScoreToPar(t *testing.T) {
	checkCases(t, []caseT{
		{"She finished at -12 after three birdies.", "she finished at twelve under after three birdies", []string{"she finished at minus twelve after three birdies"}},
		{"He was +3 for the round after a bogey at 17.", "he was three over for the round after a bogey at seventeen", []string{"he was plus three for the round after a bogey at seventeen"}},
		{"He was +3 under par after a bogey.", "he was plus three under par after a bogey", nil},
		{"The temperature was -5 on the golf course.", "the temperature was minus five on the golf course", nil},
		{"Shares fell -12% after the PGA deal.", "shares fell minus twelve percent after the p g a deal", nil},
		{"Shares rose +3 points.", "shares rose plus three points", nil},
	})
}

// TestRaceTimeBeforeNoun checks that h:mm:ss after "a" and before a
// lower-case noun is said as the clock shows it ("a 2:03:45 marathon" was
// "two hours three minutes and forty five seconds marathon" first), and
// that a time alone keeps the hours, minutes and seconds first.
func TestRaceTimeBeforeNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"He finished in a 2:03:45 marathon.", "he finished in a two oh three forty five marathon", []string{"he finished in a two hours three minutes and forty five seconds marathon"}},
		{"She set a 1:05:30 half marathon record.", "she set a one oh five thirty half marathon record", nil},
		{"He ran 2:03:45 in Berlin.", "he ran two hours three minutes and forty five seconds in berlin", nil},
		{"The video is 1:02:03 long.", "the video is one hour two minutes and three seconds long", nil},
	})
}

// TestSeasonRecord checks that two numbers and a dash after a verb of
// ending or beginning and "the season" are the season's record ("finished
// the season 12-4" was "twelve to four"), while a TV season's numbers and
// a range of minutes stay "to".
func TestSeasonRecord(t *testing.T) {
	checkCases(t, []caseT{
		{"The team finished the season 12-4.", "the team finished the season twelve and four", []string{"the team finished the season twelve to four"}},
		{"They ended the season 9-3 overall.", "they ended the season nine and three overall", nil},
		{"Watch the season 2-3 finale.", "watch the season two to three finale", nil},
		{"They started the season 10-15 minutes late.", "they started the season ten to fifteen minutes late", nil},
	})
}

// TestSeatLabelNoUnit checks that a number and a capital letter after a
// word of seats, gates and rooms is a label ("seat 12A" had "twelve
// amperes" at 0.14), and that a fuse's amperes stay a reading.
func TestSeatLabelNoUnit(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"Seat 12A", "seat twelve amperes"},
		{"Her seat is 12A.", "her seat is twelve amperes"},
		{"Apartment 12A", "apartment twelve amperes"},
	})
	checkCases(t, []caseT{
		{"Her seat is 12A.", "her seat is twelve a", nil},
		{"The fuse is 12A.", "", []string{"the fuse is twelve amperes"}},
	})
}
