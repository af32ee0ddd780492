package normalize

import "testing"

// TestHashBeforeLoneLetter checks that a # standing apart before a lone
// capital letter reads "number" first, as Google TN says it (the hashtag's
// readings were the only ones), while a # before a word stays a hashtag
// and one before a digit keeps its number reading.
func TestHashBeforeLoneLetter(t *testing.T) {
	checkCases(t, []caseT{
		{"Platform # B is closed .", "platform number b is closed", []string{"platform hash tag b is closed"}},
		{"Act # Q of the code", "act number q of the code", nil},
		{"They posted # Monday again .", "they posted hash tag monday again", nil},
		{"Issue # 4 is out .", "issue number four is out", nil},
	})
}
