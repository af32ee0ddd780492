package normalize

import "testing"

// TestCov95EditorsInBrackets: "eds" closing a citation's brackets without
// its period is the editors' abbreviation, spelled first as "eds ." is
// (Google TN spells 17 of 17 "eds"; "( eds )" had no spelled reading);
// "(Eds)" against its bracket is "editors", as "Eds." is. Guards: "eds"
// outside brackets and an open bracket's word keep the word (cov95).
func TestCov95EditorsInBrackets(t *testing.T) {
	checkCases(t, []caseT{
		{"Vallejo Ruiloba J , Gasto Ferrer C ( eds ) .", "vallejo ruiloba j gasto ferrer c e d s", []string{"vallejo ruiloba j gasto ferrer c editors"}},
		{"Smith , J . and Jones , K . ( Eds ) .", "smith j and jones k e d s", nil},
		{"Smith, J. and Jones, K. (Eds) 2001.", "smith j and jones k editors two thousand one", nil},
		{"Handbook (Smith eds)", "handbook smith editors", nil},
		// Guards.
		{"Two eds work here.", "two eds work here", nil},
		{"The eds ) were", "the eds were", nil},
		{"I like Eds ( and others ).", "i like eds and others", nil},
	})
}
