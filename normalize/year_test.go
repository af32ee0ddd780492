package normalize

import "testing"

func TestYear(t *testing.T) {
	checkCases(t, []caseT{
		{"1905", "nineteen o five", []string{"one thousand nine hundred five", "nineteen oh five"}},
		{"2010", "twenty ten", []string{"two thousand ten"}},
		{"2005", "two thousand five", []string{"twenty oh five"}},
		{"1800", "eighteen hundred", nil},
		{"1066", "ten sixty six", nil},
	})
	rs, err := testV.ClassReadings(Year, "2001")
	if err != nil || rs[0].Spoken != "two thousand one" {
		t.Errorf("ClassReadings(Year, 2001) = %v, %v", rs, err)
	}
}
