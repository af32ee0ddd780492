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
