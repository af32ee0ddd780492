package normalize

import "testing"

// TestRecordNumberOneStyle: a record's number is read digit by digit in
// both its groups or as numbers in both, never one of each ("one two
// three dash four million ..." was 0.15, and the reading a clerk says,
// "one two three dash four five six ...", 0.23); each style keeps its
// share (tieRecordNumbers). A docket's two-digit year, a law's number and
// a range of quantities keep theirs.
func TestRecordNumberOneStyle(t *testing.T) {
	checkBestAtLeast(t, 0.35, [][2]string{
		{"Order no. 123-4567890 was shipped.", "order number one two three dash four five six seven eight nine o was shipped"},
		{"Invoice #123-456 is due.", "invoice number one two three dash four five six is due"},
	})
	checkBestAtLeast(t, 0.3, [][2]string{
		{"Docket No. 21-10345 was filed.", "docket number twenty one dash one o three four five was filed"},
		{"Pub. L. No. 111-148", "public law number one hundred eleven dash one hundred forty eight"},
		{"Order 100-200 units.", "order one hundred to two hundred units"},
	})
	for _, c := range []struct{ text, first, second string }{
		{"Order no. 123-4567890 was shipped.", "123", "4567890"},
		{"Invoice #123-456 is due.", "123", "456"},
	} {
		vs, err := testV.Variants(c.text, MaxVariants)
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		sum := 0.0
		for _, v := range vs {
			sum += v.Prob
			var styles []int
			for _, sp := range v.Spans {
				if sp.Written == c.first || sp.Written == c.second {
					styles = append(styles, digitStyle(sp.Spoken))
				}
			}
			if len(styles) != 2 || styles[0] != styles[1] {
				t.Errorf("%q: variant %q (%.3f) mixes the styles (%v)", c.text, v.Spoken, v.Prob, styles)
			}
		}
		if sum > 1+1e-9 {
			t.Errorf("%q: variants sum to %.6f", c.text, sum)
		}
	}
}
