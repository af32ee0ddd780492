package normalize

import "testing"

// TestVerb98TimeUnitInCompound: a unit of time shortened inside a hyphened
// compound adjective ("5-yr-old", "3-hr-long", "6-mo-old") is the unit's
// word, singular, as "a 5-yr old boy" and "a 10-yr bond" were ("five yr
// old", "three h r long", "six mo old" before); units that are not of time
// and a capital after the hyphen keep theirs (verb98).
func TestVerb98TimeUnitInCompound(t *testing.T) {
	checkCases(t, []caseT{
		{"A 5-yr-old boy.", "a five year old boy", nil},
		{"My 3-yr-old loves it.", "my three year old loves it", nil},
		{"a 3-hr-long movie", "a three hour long movie", nil},
		{"a 6-mo-old baby", "a six month old baby", nil},
		{"a 12-wk-old puppy", "a twelve week old puppy", nil},
		{"a 2-min-long clip", "a two minute long clip", nil},
		{"a 5-sec-long clip", "a five second long clip", nil},
		{"the 5-yr-olds", "the five year olds", nil},
		// Guards.
		{"a 10-yr bond", "a ten year bond", nil},
		{"a 2-hr drive", "a two hour drive", nil},
		{"a 30-min walk", "a thirty minute walk", nil},
		{"a 6-ft-tall man", "a six f t tall man", nil},
		{"a 3-in-1 tool", "a three in one tool", nil},
		{"3 yo-yo tricks", "three yo yo tricks", nil},
		{"a 3-d-printed part", "a three d printed part", nil},
		{"the 5-m-long pole", "the five m long pole", nil},
		{"a 5-hr-Energy", "a five h r energy", nil},
	})
}
