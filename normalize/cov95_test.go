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

// TestCov95ScoreZeroOh: an unhyphenated score's zero is also "o" ("oh")
// where its dash is unsaid ("a three o lead", as Google TN reads "BUILDS
// 3-0 LEAD"), never after "to" ("three to o"); "to zero" stays first. A
// spaced score, a decimal after the dash and a zero-led number are left
// (cov95).
func TestCov95ScoreZeroOh(t *testing.T) {
	checkCases(t, []caseT{
		{"DE OCAMPO TURNS FROM GOAT TO HERO AS TNT BUILDS 3-0 LEAD", "de ocampo turns from goat to hero as t n t builds three to zero lead",
			[]string{"de ocampo turns from goat to hero as t n t builds three o lead"}},
		{"The team took a 3-0 lead.", "the team took a three to zero lead", []string{"the team took a three o lead", "the team took a three zero lead"}},
		{"a 3-0 lead and a 2-0 win", "a three to zero lead and a two to zero win", []string{"a three o lead and a two o win", "a three o lead and a two to zero win"}},
	})
	for _, c := range []struct{ written, spoken string }{
		{"The team took a 3-0 lead.", "the team took a three to o lead"},
		{"The team took a 3-0 lead.", "the team took a three through o lead"},
		{"won 1 - 0", "won one o"},
		{"a 3-0.5 mix", "a three o point five mix"},
		{"pages 10-05", "pages ten o o five"},
	} {
		if ok, err := testV.Accepts(c.written, c.spoken); err != nil || ok {
			t.Errorf("%q: %q accepted (err %v)", c.written, c.spoken, err)
		}
	}
}
