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

// TestCov95DoubleOSeven: "007" is also "double o seven", James Bond's
// number and Google TN's reading of "KAL 007" (the gold was absent); the
// digits stay first. Other zero-led codes keep their readings (cov95).
func TestCov95DoubleOSeven(t *testing.T) {
	checkCases(t, []caseT{
		{"KAL 007 had been carrying 269 people .", "", []string{"kal double o seven had been carrying two hundred sixty nine people"}},
		{"Agent 007 returns.", "agent o o seven returns", []string{"agent double o seven returns"}},
	})
	for _, s := range []string{"flight 006", "Call 0070 now", "Jumo 004 engine"} {
		alts, err := testV.Variants(s, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range alts {
			if containsWord(a.Spoken, "double") {
				t.Errorf("%q: %q says double", s, a.Spoken)
			}
		}
	}
}
