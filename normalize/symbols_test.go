package normalize

import "testing"

func TestSymbols(t *testing.T) {
	checkCases(t, []caseT{
		{"A & B", "a and b", nil},
		{"2+3", "two plus three", nil},
		{"1-2=5", "one to two equals five", []string{"one minus two equals five"}},
		{"the # 7 seed", "the number seven seed", nil},
		{"#mytext", "hashtag mytext", []string{"hash mytext"}},
		{"2x8", "two by eight", []string{"two x eight", "two times eight"}},
		{"Δ", "delta", nil},
		{"`` quoted ``", "quoted", nil},
	})
	if _, err := testV.Variants("smile 😀", 1); err == nil {
		t.Error("an emoji should be rejected with a reason")
	}
}
