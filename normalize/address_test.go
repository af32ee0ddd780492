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
