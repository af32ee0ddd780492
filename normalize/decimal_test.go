package normalize

import "testing"

func TestDecimal(t *testing.T) {
	checkCases(t, []caseT{
		{"2.5", "two point five", nil},
		{"2.050", "two point o five zero", []string{"two point o five o", "two point oh five oh", "two point zero five zero"}},
		{"0.004", "zero point o o four", []string{"zero point zero zero four", "point zero zero four", "oh point zero zero four"}},
		{".1665", "point one six six five", nil},
		{"-0.1", "minus zero point one", nil},
		{"1,046.5", "one thousand forty six point five", nil},
		{"0.1 billion", "zero point one billion", nil},
		{"It ends in 2.", "it ends in two", nil},
	})
}
