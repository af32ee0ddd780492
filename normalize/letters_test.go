package normalize

import "testing"

func TestLetters(t *testing.T) {
	checkCases(t, []caseT{
		{"CEO", "c e o", []string{"ceo"}},
		{"NASA", "nasa", []string{"n a s a"}},
		{"the U.S.A. team", "the u s a team", nil},
		{"CDs", "c d s", nil},
		{"PbS", "pbs", []string{"p b s"}},
		{"YouTube", "youtube", nil},
		{"Hello World", "hello world", nil},
		{"pp", "pp", []string{"p p"}},
	})
}
