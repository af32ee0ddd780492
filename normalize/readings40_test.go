package normalize

import "testing"

// TestAccentedWordSpelled checks that a short accented word has its
// spelled reading with the accent named ("Métis" -> "m e acute t i s":
// Google TN spells some; the sentence's gold had probability 0), below
// the word itself; that a word another rule spells names its accent too
// ("j a e acute n", not "j a é n"); and that a long accented word keeps
// the word alone.
func TestAccentedWordSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"the provisional Métis government", "the provisional métis government", []string{"the provisional m e acute t i s government"}},
		{"at Crécy and Sluys", "at crécy and sluys", []string{"at c r e acute c y and sluys"}},
		{"Diputacion de Jaén , 2005", "diputacion de jaén two thousand five", []string{"diputacion de j a e acute n two thousand five"}},
		{"ÉCOLE", "e acute c o l e", nil},
	})
	checkVariantAtLeast(t, "Métis", "m e acute t i s", 0.1)
	checkNotAmong(t, [][2]string{
		{"Diputacion de Jaén", "diputacion de j a é n"},
		{"Catégories", "c a t e acute g o r i e s"},
		{"Métis", "m é t i s"},
	})
}
