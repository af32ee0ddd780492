package normalize

import "testing"

// TestVerb100LengthUnitInCompound: a unit of length shortened inside a
// hyphened compound adjective before a word of which way it runs
// ("6-ft-tall", "10-in-long", "2-m-high") is the unit's word, singular, as
// verb98's units of time are ("six f t tall", "ten in long", "two m high"
// before); "in" and "m" elsewhere, and a unit of length before any other
// word, keep theirs (verb100). verb98's guards "a 6-ft-tall man" and "the
// 5-m-long pole" moved here, read as asked.
func TestVerb100LengthUnitInCompound(t *testing.T) {
	checkCases(t, []caseT{
		{"a 6-ft-tall man", "a six foot tall man", nil},
		{"a 5-ft-wide shelf", "a five foot wide shelf", nil},
		{"a 10-in-long board", "a ten inch long board", nil},
		{"a 3-cm-thick slab", "a three centimeter thick slab", nil},
		{"a 2-m-high wall", "a two meter high wall", nil},
		{"A 4-ft-deep pool.", "a four foot deep pool", nil},
		{"He is 6-ft-tall.", "he is six foot tall", nil},
		{"the 5-m-long pole", "the five meter long pole", nil},
		{"a 5-mi-long trail", "a five mile long trail", nil},
		{"a 3-mm-thick sheet", "a three millimeter thick sheet", nil},
		// Guards.
		{"a 6-ft man", "a six foot man", nil},
		{"a 3-in-1 tool", "a three in one tool", nil},
		{"Use a sign-in-sheet.", "use a sign in sheet", nil},
		{"Won 2-in a row.", "won two in a row", nil},
		{"a 5-m-thing", "a five m thing", nil},
		{"It was 5-m-long-ish", "it was five m long ish", nil},
		{"a 2-in-long-ago", "a two in long ago", nil},
		{"a 5-yr-old boy", "a five year old boy", nil},
		{"a 1-in cube", "a one inch cube", nil},
	})
}

// TestVerb100RecordAfterOpeningName: a capitalized name opening the
// sentence before a verb of being holds a record where a word of a span of
// games follows the numbers ("Brady is 20-5 in his last 25" was "twenty
// to five" 0.82), as verb98's pronouns and team words do; a moment of one
// game ("in the ninth", "at the half", "in the last inning"), a score's
// subject, and a name with no such word after keep "to" (verb100).
func TestVerb100RecordAfterOpeningName(t *testing.T) {
	checkCases(t, []caseT{
		{"Brady is 20-5 in his last 25.", "brady is twenty and five in his last twenty five", []string{"brady is twenty to five in his last twenty five"}},
		{"Brady is 20-5 in his career.", "brady is twenty and five in his career", nil},
		{"Brady was 8-2 as a starter.", "brady was eight and two as a starter", nil},
		{"Boston was 8-2 at home this year.", "boston was eight and two at home this year", nil},
		{"Boston is 12-4 on the road.", "boston is twelve and four on the road", nil},
		{"Brady is 20-5 against the Jets.", "brady is twenty and five against the jets", nil},
		// Guards.
		{"Boston was 3-2 in the ninth.", "boston was three to two in the ninth", nil},
		{"Boston was 3-2 in the last inning.", "boston was three to two in the last inning", nil},
		{"Boston was 3-2 at the half.", "boston was three to two at the half", nil},
		{"Boston was 3-2 in the ninth against Toronto.", "boston was three to two in the ninth against toronto", nil},
		{"Boston was 3-2 in extra innings against the Jays.", "boston was three to two in extra innings against the jays", nil},
		{"Scores were 3-2 at home.", "scores were three to two at home", nil},
		{"Smith is 6-2, 220 pounds.", "smith is six two two hundred twenty pounds", nil}, // a height (verb103)
		{"Tickets are 10-15 at the door.", "tickets are ten to fifteen at the door", nil},
		{"The score is 3-2 in the ninth.", "the score is three to two in the ninth", nil},
		{"He is 20-5 in his last 25.", "he is twenty and five in his last twenty five", nil},
	})
}
