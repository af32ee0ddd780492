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

// TestNoBeforeNumberInBrackets checks that "no" before a number that a
// closing quote or a bracket follows is the number's sign, and "No" so
// opening a sentence (Google TN 6 of 6 "number"; these had probability
// 0), while "no" before a counted noun stays the word.
func TestNoBeforeNumberInBrackets(t *testing.T) {
	checkCases(t, []caseT{
		{"\" Chepstow National Shipyard no 1 \" .", "chepstow national shipyard number one", []string{"chepstow national shipyard no one"}},
		{"In no 1 ( the Prologue ) , the scene", "in number one the prolog the scene", nil},
		{"\" No 43 ( Fighter ) Squadron Disbanded \" .", "number forty three fighter squadron disbanded", nil},
		{"No 2 people agree .", "no two people agree", nil},
		{"there were no 5 star hotels .", "there were no five star hotels", nil},
		{"He said no ( 3 votes )", "he said no three votes", nil},
	})
}

// TestGovtSpelled checks that "govt" without its apostrophe is spelled
// first, as Google TN does (2 of 2 on the fresh sample's study half; no
// spelled reading before), "government" second, and that "gov't" stays
// the word it shortens.
func TestGovtSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"\" Bihar govt for speedy trial \" .", "bihar g o v t for speedy trial", []string{"bihar government for speedy trial"}},
		{"\" Govt knew Thane district had buildings . \"", "g o v t knew thane district had buildings", nil},
		{"The gov't said no.", "the government said no", nil},
	})
}
