package normalize

import "testing"

func TestAddress(t *testing.T) {
	checkCases(t, []caseT{
		{"Santa Clara, CA 95051", "santa clara c a nine five o five one", []string{"santa clara california nine five zero five one", "santa clara c a ninety five thousand fifty one"}},
		{"708 N 1st St", "seven hundred eight north first street", []string{"seven zero eight north first street"}},
		{"1211 E Arques Ave", "twelve eleven east arques avenue", nil},
		{"a CA license", "a c a license", nil},
	})
}

// TestZIPAfterStateAndComma: a ZIP code closing an address after its
// state's code and a comma is read digit by digit as without the comma
// ("FL, 95051" was "ninety five thousand fifty one"); a count after the
// comma ("In FL, 12000 people voted") stays a number.
func TestZIPAfterStateAndComma(t *testing.T) {
	checkCases(t, []caseT{
		{"2 San Tomas hwy, Santa, FL, 95051", "two san tomas highway santa f l nine five o five one", nil},
		{"Springfield, IL, 62704.", "springfield il six two seven o four", nil},
		{"In FL, 12000 people voted", "in f l twelve thousand people voted", nil},
	})
}

// TestNoZIPAfterStateInRunningText: a state's code after a lower-case
// word is named in a sentence, and the number after it is no ZIP code
// ("Sales in CA, 95000." was "nine five o o o"); after a town it is.
func TestNoZIPAfterStateInRunningText(t *testing.T) {
	checkCases(t, []caseT{
		{"Sales in CA, 95000.", "sales in c a ninety five thousand", nil},
		{"Sales in CA 95000", "sales in c a ninety five thousand", nil},
		{"Mail to: Acme, 12 Main St, Austin TX 78701", "mail to acme twelve main street austin t x seven eight seven o one", nil},
		{"Springfield, IL, 62704.", "springfield il six two seven o four", nil},
	})
}
