package normalize

import "testing"

// TestAmpersandJoinsCapitalsSpelled: a street's or title's abbreviation
// written bare in capitals and joined by an ampersand to an initialism's
// capitals is one initialism's letters, as "R & D" is ("FRDC RD & E
// plan" was "road and e" 0.49; Google TN "r d and e", the development
// set). Capitals that are an English word ("MAIN ST & ELM RD", two
// streets), a title ("DR & MRS SMITH") or a number ("OAK ST & 5TH AVE")
// on the other side leave the abbreviation's readings as they were.
func TestAmpersandJoinsCapitalsSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"FRDC RD & E plan , 2010 , pp .", "f r d c r d and e plan twenty ten p p", nil},
		{"The RD & E plan is due.", "the r d and e plan is due", nil},
		{"E & RD costs rose.", "e and r d costs rose", nil},
		{"The RD&E plan is due.", "the r d and e plan is due", nil},
		{"The MT & E budget grew.", "the m t and e budget grew", nil},
		{"MAIN ST & ELM RD", "main street and elm road", nil},
		{"Turn at OAK ST & 5TH AVE.", "turn at oak street and fifth avenue", nil},
	})
	checkNotAmong(t, [][2]string{{"The RD & E plan is due.", "the road and e plan is due"}})
}
