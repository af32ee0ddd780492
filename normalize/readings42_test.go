package normalize

import "testing"

// TestBareStWithoutContextIsSaint checks that a lower-case "st" with no
// name after it and none before reads "saint" first (the fresh GTN
// sample's study half: 6 of 7; it was a tie that went to "street"), the
// street staying among the variants, while a name before it keeps the
// street and a name after it the saint.
func TestBareStWithoutContextIsSaint(t *testing.T) {
	checkCases(t, []caseT{
		{"He was born in st - Jacques , Canada East .", "he was born in saint jacques canada east", []string{"he was born in street jacques canada east"}},
		{"The franchise relocated to st , Newfoundland .", "the franchise relocated to saint newfoundland", nil},
		{"The church of st serves Tuamgraney .", "the church of saint serves tuamgraney", nil},
		{"building at 763 Sarmiento st and acquired", "building at seven hundred sixty three sarmiento street and acquired", nil},
		{"I live on Main st .", "i live on main street", nil},
		{"visiting a daughter in st Petersburg , Florida .", "visiting a daughter in saint petersburg florida", nil},
	})
}

// TestWrittenSingularUnitWord checks that a unit written as its singular
// word stays singular after a number other than one, as Google TN reads a
// written word ("the 65 metre long tunnel": "meters" was first), while
// the plural word and abbreviations keep the plural.
func TestWrittenSingularUnitWord(t *testing.T) {
	checkCases(t, []caseT{
		{"In 1919 the 65 metre long tunnel fell into disuse .", "in nineteen nineteen the sixty five meter long tunnel fell into disuse", nil},
		{"his 8 metre yacht Namousa", "his eight meter yacht namousa", nil},
		{"It grows to 24 metres .", "it grows to twenty four meters", nil},
		{"the 65 km long tunnel", "the sixty five kilometers long tunnel", nil},
	})
	checkNotAmong(t, [][2]string{{"the 65 metre long tunnel", "the sixty five meters long tunnel"}})
}
