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

// TestVowellessAbbreviationBeforeAnotherSpelled: a word without a vowel
// written apart from its period before another abbreviation written so
// (a rank's two short forms, "Lt . Gen .") is spelled, as it is at a
// sentence's end ("rank of Lt ."): Google TN spells every vowelless word
// before a spaced period, 24 of 24 on the fit half, the study half and the
// development set ("Kurt Waeger ) ... — Lt . Gen ." was "lt gen" 0.67).
// "Mrs", a courtesy title, keeps its word; a name after the period
// ("Ft . Wayne", "Sgt . Major") keeps the rank's word first.
func TestVowellessAbbreviationBeforeAnotherSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"Infantry Division — Lt . Gen .", "infantry division l t gen", []string{"infantry division lieutenant gen"}},
		{"Division — Lt . Gen . Smith took command .", "division l t gen smith took command", []string{"division lieutenant general smith took command"}},
		{"She became Lt . Col . in 1990 .", "she became l t col in nineteen ninety", nil},
		{"rose to the rank of Lt .", "rose to the rank of l t", nil},
		{"He was a Sgt . Major then .", "he was a sgt major then", nil},
		{"Mrs . Dr . Jones spoke .", "mrs doctor jones spoke", nil},
		{"We climbed Mt . St . Helens in 1990 .", "we climbed mount saint helens in nineteen ninety", nil},
	})
}
