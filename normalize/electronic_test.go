package normalize

import "testing"

func TestElectronic(t *testing.T) {
	checkCases(t, []caseT{
		{"a.bc@gmail.com", "a dot b c at gmail dot com", []string{"a dot bc at gmail dot com"}},
		{"email abc1@gmail.com.", "email abc one at gmail dot com", nil},
		{"https://www.nvidia.com/dgx-basepod", "h t t p s colon slash slash w w w dot nvidia dot com slash d g x dash base pod", []string{"h t t p s colon slash slash w w w dot nvidia dot com slash d g x dash basepod", "https colon slash slash www dot nvidia dot com slash dgx dash basepod"}},
		{"nvidia.com", "nvidia dot com", nil},
		{"test.abc", "test dot abc", nil},
		{"upgrade/update", "upgrade update", []string{"upgrade slash update", "upgrade or update"}},
	})
}

// TestRunOnWords: a run-on domain name that is nothing but words and
// has no cut into two words is read as three or more words ("on the
// issues"), as Google TN reads it; a cut into two words stays as it was
// ("stylus magazine", "usa today"), and a run with a piece that is no
// word keeps the two-piece split.
func TestRunOnWords(t *testing.T) {
	checkCases(t, []caseT{
		{"See ontheissues.org now", "see on the issues dot org now", nil},
		{"www.thefreedictionary.com", "w w w dot the free dictionary dot com", nil},
	})
	for w, want := range map[string]string{
		"ontheissues":       "on the issues",
		"thefreedictionary": "the free dictionary",
		"stylusmagazine":    "stylus magazine",
		"usatoday":          "usa today",
		"bodog":             "bo dog",
	} {
		if got := runOnSplit(w); got != want {
			t.Errorf("runOnSplit(%q) = %q, want %q", w, got, want)
		}
	}
	if got := splitWords("xyzqj"); got != "" {
		t.Errorf("splitWords(xyzqj) = %q, want none", got)
	}
}
