package normalize

import "testing"

// TestSpacedThousandsCountingMeasuredItems: one digit and a group spaced
// as thousands before a unit or a currency and a plural noun count items
// of that measure ("Take 2 500 mg tablets" was "two thousand five
// hundred milligrams tablets" first); the thousands stay first before a
// plural right after, a measure of one thing and a group led by a zero.
func TestSpacedThousandsCountingMeasuredItems(t *testing.T) {
	checkCases(t, []caseT{
		{"Take 2 500 mg tablets daily.", "take two five hundred milligrams tablets daily", []string{"take two thousand five hundred milligrams tablets daily"}},
		{"He has 3 100 dollar bills.", "he has three one hundred dollar bills", nil},
		{"Buy 3 250 ml bottles.", "buy three two hundred fifty milliliters bottles", nil},
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
