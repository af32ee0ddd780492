package normalize

import "testing"

// TestVerb103FeetMarkAfterGroupedNumber: a foot mark against a number
// grouped in thousands, as hikers and pilots write heights, is feet as
// against an ungrouped one ("The trail gains 3,000' in 4 miles." was
// "three thousand in four miles" 1.00, the mark dropped) (verb103). A
// quotation the mark closes and a plural's apostrophe keep the number.
func TestVerb103FeetMarkAfterGroupedNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"The trail gains 3,000' in 4 miles.", "the trail gains three thousand feet in four miles", nil},
		{"The cliff is 1,200' high.", "the cliff is one thousand two hundred feet high", nil},
		{"It's 12,000' up.", "it's twelve thousand feet up", nil},
		{"Clearance 12,000′ AGL.", "clearance twelve thousand feet a g l", nil},
		{"A 1,000' tower.", "a one thousand foot tower", nil},
		// Guards.
		{"The trail gains 3000' in 4 miles.", "the trail gains three thousand feet in four miles", nil},
		{"He said 'I have 3,000' and left.", "he said i have three thousand and left", nil},
		{"The '1,000' figure is wrong.", "the one thousand figure is wrong", nil},
		{"It costs 1,000's of dollars.", "it costs one thousand's of dollars", nil},
		{"Sales were 5,6' here.", "", nil},
	})
}

// TestVerb103ScreenResolutionInPairs: a number of 2100 to 9999 beside an
// "x" and another number of three or four digits, a screen's or a video's
// size in pixels, is said in pairs as 1920 beside it is ("3840x2160" was
// "three thousand eight hundred forty by two thousand one hundred sixty"
// 0.46) (verb103). A drawing's size in a unit of length, a product and a
// magnification keep the count.
func TestVerb103ScreenResolutionInPairs(t *testing.T) {
	checkCases(t, []caseT{
		{"Set the resolution to 3840x2160.", "set the resolution to thirty eight forty by twenty one sixty", nil},
		{"The projector is 3840 x 2160.", "the projector is thirty eight forty by twenty one sixty", nil},
		{"Resolution: 2560x1440 @ 165Hz.", "resolution twenty five sixty by fourteen forty at one hundred sixty five hertz", nil},
		{"The monitor is 3440x1440.", "the monitor is thirty four forty by fourteen forty", nil},
		{"Export at 4096x2160p.", "export at forty ninety six by twenty one sixty p", nil},
		// Guards.
		{"Set the resolution to 1920x1080.", "set the resolution to nineteen twenty by ten eighty", nil},
		{"The panel is 2500 x 3000 mm.", "the panel is two thousand five hundred by three thousand millimeters", nil},
		{"The sheet is 2440x1220mm.", "the sheet is two thousand four hundred forty by one thousand two hundred twenty millimeters", nil},
		{"It is 3000x magnified.", "it is three thousand times magnified", nil},
		{"Multiply 2500x3000 = 7500000.", "multiply two thousand five hundred by three thousand equals seven million five hundred thousand", nil},
		{"A 2.5x3000 thing.", "a two point five by three thousand thing", nil},
		{"The room is 12x15.", "the room is twelve by fifteen", nil},
	})
}

// TestVerb103RadioTenCode: a radio ten-code ("10-4", "10-20", "10-8") after
// a word of answering or owning, opening the text before a mark, or in a
// text of radio, is said "ten four" ("ten to four" 0.84 was the reading, a
// range's) (verb103). A score, a span of hours, a ratio, pages and ages
// keep the range.
func TestVerb103RadioTenCode(t *testing.T) {
	checkCases(t, []caseT{
		{"10-4, we're en route.", "ten four we're en route", []string{"ten to four we're en route"}},
		{"Roger, 10-4.", "roger ten four", nil},
		{"Copy that, 10-20 is Exit 42.", "copy that ten twenty is exit forty two", nil},
		{"What's your 10-20?", "what's your ten twenty", nil},
		{"Dispatch, Unit 4 is 10-8.", "dispatch unit four is ten eight", nil},
		{"10-4 good buddy.", "ten four good buddy", nil},
		// Guards.
		{"The Yankees won 10-4.", "the yankees won ten to four", nil},
		{"10-4 was the final score.", "ten to four was the final score", nil},
		{"The score was 10-4.", "the score was ten to four", nil},
		{"Unit 4 won 10-4 in the final.", "unit four won ten to four in the final", nil},
		{"Officers said the ratio was 10-4.", "officers said the ratio was ten to four", nil},
		{"The officer's hours are 10-4 on weekdays.", "the officer's hours are ten to four on weekdays", nil},
		{"Read pages 10-40.", "read pages ten to forty", nil},
		{"Kids ages 10-12 can join.", "kids ages ten to twelve can join", nil},
		{"They led 10-4 at the half.", "they led ten to four at the half", nil},
	})
}

// TestVerb103LotteryDrawNumbers: three or more dash-joined numbers of one
// or two digits in a text of a lottery are each said as a number
// ("Powerball numbers: 4-18-27-33-61" was "four one eight two seven ..."
// 1.00, a telephone number's digits) (verb103). Telephone numbers, a
// number after a word of calling and a sort code keep their digits.
func TestVerb103LotteryDrawNumbers(t *testing.T) {
	checkCases(t, []caseT{
		{"Tonight's Powerball numbers: 4-18-27-33-61, Powerball 9.", "tonight's powerball numbers four eighteen twenty seven thirty three sixty one powerball nine", nil},
		{"Mega Millions: 5-12-19-44-67, Mega Ball 3.", "mega millions five twelve nineteen forty four sixty seven mega ball three", nil},
		{"Draw results: 07-14-22-35-48 + 11", "draw results seven fourteen twenty two thirty five forty eight plus eleven", nil},
		{"The winning lottery numbers are 3-9-21-30-44.", "the winning lottery numbers are three nine twenty one thirty forty four", nil},
		// Guards.
		{"Call 555-123-4567 about the lottery.", "call five five five one two three four five six seven about the lottery", nil},
		{"The lotto office number is 1-800-555-0199.", "the lotto office number is one eight hundred five five five o one nine nine", nil},
		{"The sort code is 20-00-00 for numbers.", "the sort code is two o o o o o for numbers", nil},
		{"Tonight's numbers: 4-18-27-33-61.", "", []string{"tonight's numbers four eighteen twenty seven thirty three sixty one"}},
	})
}

// TestVerb103StandardEditionYear: the colon between a standard's number
// after a standards body's code and its edition's year is unsaid, 0.7, or
// "colon" ("ISO 9001:2015" was "nine thousand one to twenty fifteen" 0.87,
// a ratio's "to") (verb103). Scripture, ratios and a colon after no
// body's code keep theirs.
func TestVerb103StandardEditionYear(t *testing.T) {
	checkCases(t, []caseT{
		{"The plant is certified to ISO 9001:2015.", "the plant is certified to iso nine thousand one twenty fifteen", []string{"the plant is certified to iso nine thousand one colon twenty fifteen"}},
		{"We follow ISO/IEC 17025:2017.", "we follow iso i e c seventeen thousand twenty five twenty seventeen", nil},
		{"It complies with IEC 62368-1:2018.", "it complies with i e c sixty two thousand three hundred sixty eight dash one twenty eighteen", nil},
		{"ISO 27001:2022 audit", "iso twenty seven thousand one twenty twenty two audit", nil},
		// Guards.
		{"Genesis 1:1", "genesis one one", nil},
		{"The ratio is 3:2.", "the ratio is three to two", nil},
		{"Game 9001:2015 score", "game nine thousand one to twenty fifteen score", nil},
		{"ISO 400 at 10:2015", "iso four hundred at ten to twenty fifteen", nil},
	})
}

// TestVerb103PlayerHeight: a player's height written AP style, "6-10",
// before a position, before a comma and a weight, before "in height" or
// after a verb of standing, is "six ten" 0.6 ("six foot ten" 0.3; "six to
// ten" 0.84 was the reading, a range's) (verb103). TestVerb98's "He is 6-2,
// 220 pounds." and "He is 6-2 in height." and TestVerb100's "Smith is 6-2,
// 220 pounds.", which guarded their records' rules with the range, now
// hold the height. Ages, a loss, a record and a score keep theirs.
func TestVerb103PlayerHeight(t *testing.T) {
	checkCases(t, []caseT{
		{"The 6-10 center was drafted in 2019.", "the six ten center was drafted in twenty nineteen", []string{"the six foot ten center was drafted in twenty nineteen"}},
		{"He's a 6-5 guard from Duke.", "he's a six five guard from duke", nil},
		{"A 6-3, 215-pound quarterback.", "a six three two hundred fifteen pound quarterback", nil},
		{"He stands 6-8.", "he stands six eight", nil},
		{"He is listed at 6-4.", "he is listed at six four", nil},
		{"The 6-5 senior guard scored 20.", "the six five senior guard scored twenty", nil},
		{"Smith is 6-2, 220 pounds.", "smith is six two two hundred twenty pounds", nil},
		// Guards.
		{"Ages 6-10 welcome.", "ages six to ten welcome", nil},
		{"The 6-10 loss hurt.", "the six to ten loss hurt", nil},
		{"They went 6-10 last season.", "they went six and ten last season", nil},
		{"A 6-10 record.", "a six and ten record", nil},
		{"Score 6-4, 220 points.", "score six to four two hundred twenty points", nil},
		{"Tickets cost 5-10 dollars.", "tickets cost five to ten dollars", nil},
	})
}

// TestVerb103SECLetters: "SEC." in capitals after a determiner or a
// conference's record is the commission's or the conference's letters,
// not "Sec." ("He filed with the SEC." was "secretary" 1.00), and "SEC"
// after a conference's record no unit ("5-1 SEC" was "five to one
// second") (verb103). A statute's "SEC. 5", "See Sec. 5." and seconds
// keep theirs.
func TestVerb103SECLetters(t *testing.T) {
	checkCases(t, []caseT{
		{"He filed with the SEC.", "he filed with the sec", []string{"he filed with the s e c"}},
		{"Alabama leads the SEC.", "alabama leads the sec", nil},
		{"They went 10-2, 7-1 SEC.", "they went ten and two seven to one sec", nil},
		{"No. 5 Georgia (8-1, 5-1 SEC) travels to Ole Miss.", "number five georgia eight to one five to one sec travels to ole miss", nil},
		// Guards.
		{"SEC. 5. DEFINITIONS.", "section five definitions", nil},
		{"See Sec. 5.", "see section five", nil},
		{"Sec. of State Blinken", "secretary of state blinken", nil},
		{"Wait 30 SEC.", "wait thirty seconds", nil},
		{"Cook 20-30 SEC.", "cook twenty to thirty seconds", nil},
	})
}

// TestVerb103MediaTimestamp: minutes and seconds past 24 after "at",
// after "to" behind a verb of seeking, or in a text of videos and
// podcasts, are a point in the recording, said as a race's time ("Skip
// to 34:56" was "thirty four to fifty six" 0.89, a ratio's) (verb103).
// Verses, scores, ratios and a fall to a ratio keep theirs.
func TestVerb103MediaTimestamp(t *testing.T) {
	checkCases(t, []caseT{
		{"Skip to 34:56 for the answer.", "skip to thirty four fifty six for the answer", []string{"skip to thirty four minutes and fifty six seconds for the answer"}},
		{"Episode 12 (at 34:56) covers it.", "episode twelve at thirty four fifty six covers it", nil},
		{"At 25:30 the host laughs.", "at twenty five thirty the host laughs", nil},
		{"Jump to 41:10 in the video.", "jump to forty one ten in the video", nil},
		// Guards.
		{"Psalm 34:56", "psalm thirty four fifty six", nil},
		{"Matthew 24:36 says so.", "matthew twenty four thirty six says so", nil},
		{"The ratio was 30:45.", "the ratio was thirty to forty five", nil},
		{"They won 34:28.", "they won thirty four to twenty eight", nil},
		{"The score at 34:28 was close.", "the score at thirty four to twenty eight was close", nil},
		{"It fell to 25:30 against.", "it fell to twenty five to thirty against", nil},
		{"Meet at 12:34.", "meet at twelve thirty four", nil},
	})
}
