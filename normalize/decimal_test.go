package normalize

import "testing"

func TestDecimal(t *testing.T) {
	checkCases(t, []caseT{
		{"2.5", "two point five", nil},
		{"2.050", "two point o five o", []string{"two point oh five oh", "two point zero five zero"}},
		{"0.004", "zero point o o four", []string{"zero point zero zero four", "point zero zero four", "oh point zero zero four"}},
		{".1665", "point one six six five", nil},
		{"-0.1", "minus zero point one", nil},
		{"1,046.5", "one thousand forty six point five", nil},
		{"0.1 billion", "zero point one billion", nil},
		{"It ends in 2.", "it ends in two", nil},
	})
}

// TestDecimalFinalZeros: a lone 0 after the point is "zero" ("4.0"),
// but after other digits Google TN reads a final 0 like the zeros
// inside, "o" ("2.30" -> "two point three o", "3.00" -> "three point o
// o"); "zero" stays among the variants.
func TestDecimalFinalZeros(t *testing.T) {
	checkCases(t, []caseT{
		{"a 4.0 engine", "a four point zero engine", nil},
		{"were 2.30 % of", "were two point three o percent of", []string{"were two point three zero percent of"}},
		{"size was 3.00 .", "size was three point o o", []string{"size was three point zero zero"}},
	})
}

// TestSlashLine: a batting line's averages after a slash keep their
// points (".305/.390/.525" said "three hundred ninety five hundred twenty
// five" after the first).
func TestSlashLine(t *testing.T) {
	checkCases(t, []caseT{
		{"His line was .305/.390/.525 last year.", "his line was point three o five point three nine o point five two five last year", nil},
	})
	checkNotAmong(t, [][2]string{{"His line was .305/.390/.525 last year.", "his line was point three o five three hundred ninety five hundred twenty five last year"}})
}
