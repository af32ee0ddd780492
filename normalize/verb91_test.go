package normalize

import "testing"

// TestVerb91RecordNumbers: a record's label ("Order no.", "Invoice #",
// "Claim") and digits joined by a dash is an identifier, the dash "dash"
// and the long second group digit by digit, never a range; ranges,
// counts and spans of years after the same words keep "to" (verb91).
func TestVerb91RecordNumbers(t *testing.T) {
	checkCases(t, []caseT{
		// The first group digit by digit too since verb93
		// (TestVerb93RecordNumberFirstGroup).
		{"Order no. 123-4567890", "order number one two three dash four five six seven eight nine o", nil},
		{"Invoice #123-456", "invoice number one two three dash four five six", nil},
		{"Claim 2024-56789 was denied.", "claim twenty twenty four dash five six seven eight nine was denied", nil},
		{"Reference 445-98231", "reference four four five dash nine eight two three one", nil},
		// Guards: these stay ranges.
		{"Policy 2019-2021 changes", "policy twenty nineteen to twenty twenty one changes", nil},
		{"the #1-2 finish", "the number one to two finish", nil},
		{"Order 100-200 units", "order one hundred to two hundred units", nil},
		{"the case 100-200 times", "the case one hundred to two hundred times", nil},
		{"Ticket 100-200 sold", "ticket one hundred to two hundred sold", nil},
		{"Rank #100-200", "rank number one hundred to two hundred", nil},
		{"pages 123-456", "pages one hundred twenty three to four hundred fifty six", nil},
	})
}

// TestVerb91WeekdayPairs: a capitalized weekday's abbreviation paired or
// listed with another ("Sat and Sun", "Sat & Sun.", "Tue/Thu", "Mon, Wed,
// Fri") is the day ("saturday and sun" was the reading); "Sun and Moon",
// "the Sun", "sat and sun" in lower case keep the word (verb91).
func TestVerb91WeekdayPairs(t *testing.T) {
	checkCases(t, []caseT{
		{"Open Sat and Sun only.", "open saturday and sunday only", nil},
		{"Closed Sat & Sun.", "closed saturday and sunday", nil},
		{"Open Mon, Wed, and Fri.", "open monday wednesday and friday", nil},
		{"Sat or Sun works.", "saturday or sunday works", nil},
		{"Classes Tue/Thu at 6.", "classes tuesday thursday at six", nil},
		// Guards.
		{"Sun and Moon", "sun and moon", nil},
		{"The Sun is bright.", "the sun is bright", nil},
		{"I sat and sun bathed.", "i sat and sun bathed", nil},
		{"Sun or rain", "sun or rain", nil},
		{"Sun Microsystems and Sat TV", "sun microsystems and sat t v", nil},
	})
}

// TestVerb91Noughties: "'00s" is the decade of 2000, "two thousands" as
// Google TN reads "2000s", "noughties" and "aughts" variants ("zeros" was
// the only reading); "'90s" keeps "nineties" (verb91).
func TestVerb91Noughties(t *testing.T) {
	checkCases(t, []caseT{
		{"Music of the '00s", "music of the two thousands", []string{"music of the noughties", "music of the aughts"}},
		{"in the early '00s, we", "in the early two thousands we", nil},
		{"the '90s", "the nineties", nil},
		{"the 2000s", "the two thousands", nil},
	})
}
