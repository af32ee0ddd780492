package tagging

import "testing"

// TestFoundWordBeforeNumberIsItsOwnSpan: a word of letters before a
// number in a found span ("vol 16" said "volume sixteen", "No 3", "pp
// 12", a PLAIN respelling "harbour 9") is a span of its own, as Google
// TN has it (a PLAIN token, no entry; a roman numeral a CARDINAL), and
// the number another: one CARDINAL held both. The tags do not change.
// A month, an era and a currency stay their date's or amount's.
func TestFoundWordBeforeNumberIsItsOwnSpan(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags, sem string }{
		{"see vol 16 of it", "see volume sixteen of it", "<SELF> _vol_ _16_ <SELF> <SELF>", "[CARDINAL 2 3]"},
		{"item No 3 here", "item number three here", "<SELF> _no_ _3_ <SELF>", "[CARDINAL 2 3]"},
		{"see pp 12 now", "see pages twelve now", "<SELF> _pp_ _12_ <SELF>", "[CARDINAL 2 3]"},
		{"the Harbour 9 site", "the harbor nine site", "<SELF> _harbour_ _9_ <SELF>", "[CARDINAL 2 3]"},
		{"in vol 4 no 2 .", "in volume four number two", "<SELF> _vol_ _4_ _no_ _2_", "[CARDINAL 2 3 CARDINAL 4 5]"},
		// The number after "No" is no day of the month after it.
		{"Theory , vol 5 , no 3 , ( August 1977 ) , pp", "theory volume five number three august nineteen seventy seven p p", "", "[CARDINAL 2 3 CARDINAL 4 5 DATE 5 9 LETTERS 9 11]"},
		// Kept whole: a date's month, an era, an amount's currency.
		{"on Aug 5 1990 .", "on august fifth nineteen ninety", "", "[DATE 1 5]"},
		{"in AD 79 .", "in a d seventy nine", "", "[DATE 1 5]"},
		{"paid Rs 500 .", "paid five hundred rupees", "", "[MONEY 1 4]"},
	} {
		checkFoundSpan(t, d, c.written, c.spoken, c.tags, c.sem)
	}

}
