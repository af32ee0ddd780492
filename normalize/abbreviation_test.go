package normalize

import "testing"

func TestAbbreviation(t *testing.T) {
	checkCases(t, []caseT{
		{"Mr. Smith", "mister smith", nil},
		{"Dr. Evil", "doctor evil", nil},
		{"St. John", "saint john", nil},
		{"Elm St. is long", "elm street is long", nil},
		{"Sammy Davis Jr.", "sammy davis junior", nil},
		{"apples, pears, etc.", "apples pears etcetera", []string{"apples pears et cetera"}},
		{"No. 5", "number five", nil},
		{"mr Vit", "mister vit", nil},
		{"e.g. this", "for example this", []string{"e g this"}},
	})
}
