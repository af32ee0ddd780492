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
