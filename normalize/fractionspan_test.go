package normalize

import (
	"math/rand"
	"regexp"
	"testing"
)

// TestFractionSpanIsTheExpression: fractionSpan and
// unicodeFractionMayStart, the hand scans that replaced the regular
// expressions' work on every number, agree with the expressions they
// stand for on hand-picked texts and on random ones built from the bytes
// that matter.
func TestFractionSpanIsTheExpression(t *testing.T) {
	ref := regexp.MustCompile(`^(?:(\d+) )?(\d+)/(\d+)(?i:(st|nd|rd|th))?`)
	texts := []string{"", "1", "1/", "/2", "1/2", "2 1/2", "2 1/2nd", "2 1/", "2 /3", "2  1/2", "12/25th", "1/4TH",
		"1/4Th lb", "1/4ſt", "1/4ſT", "1/4ſ", "3/4 st", "31/31/100", "4 1/2 lbs", "1 2", "1 2/x", "10/3rdly", "7/2s", "1/2n"}
	alphabet := []string{"1", "2", "0", " ", "/", "s", "t", "S", "T", "n", "d", "r", "h", "ſ", "½", "x", "."}
	r := rand.New(rand.NewSource(43))
	for range 200000 {
		b := ""
		for n := r.Intn(9); n > 0; n-- {
			b += alphabet[r.Intn(len(alphabet))]
		}
		texts = append(texts, b)
	}
	for _, text := range texts {
		want := ref.FindStringSubmatchIndex(text)
		got, ok := fractionSpan(text)
		if ok != (want != nil) {
			t.Fatalf("fractionSpan(%q) ok %v, expression %v", text, ok, want)
		}
		if ok {
			for k := range want {
				if got[k] != want[k] {
					t.Fatalf("fractionSpan(%q) = %v, expression %v", text, got, want)
				}
			}
		}
		if text == "" {
			continue
		}
		re := reUnicodeFrac
		if !isDigit(text[0]) {
			re = reUnicodeFrac0
		}
		if re.MatchString(text) && !unicodeFractionMayStart(text) {
			t.Fatalf("unicodeFractionMayStart(%q) is false, the expression matches", text)
		}
	}
}
