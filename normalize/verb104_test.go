package normalize

import "testing"

// TestVerb104PenceOneWord: old pence of two to eleven are said as one word
// first, as nineteenth-century books and their readers say them ("A loaf
// cost 4d." was "four pence" only, so Libriheavy's "fourpence" was cut),
// "a penny" for 1d. (verb104).
func TestVerb104PenceOneWord(t *testing.T) {
	checkCases(t, []caseT{
		{"A loaf cost 4d. in those days.", "a loaf cost fourpence in those days", []string{"a loaf cost four pence in those days"}},
		{"It cost 6d.", "it cost sixpence", []string{"it cost six pence"}},
		{"It cost 2d.", "it cost twopence", []string{"it cost tuppence", "it cost two pence"}},
		{"It cost 3d.", "it cost threepence", []string{"it cost thruppence", "it cost three pence"}},
		{"He paid 11d. for it.", "he paid elevenpence for it", []string{"he paid eleven pence for it"}},
		{"It cost 1d.", "it cost one penny", []string{"it cost a penny"}},
		{"He bought it for 5d.", "he bought it for fivepence", nil},
		{"It cost 6d. and 3d. then.", "it cost sixpence and threepence then", nil},
	})
}

// TestVerb104PennyAdjective: pence before a noun of coins, stamps and cheap
// goods are its adjective ("a 3d. stamp" was "a three d stamp") (verb104).
func TestVerb104PennyAdjective(t *testing.T) {
	checkCases(t, []caseT{
		{"He bought a 3d. stamp.", "he bought a threepenny stamp", []string{"he bought a thruppenny stamp", "he bought a three penny stamp"}},
		{"a 6d. piece", "a sixpenny piece", nil},
		{"a 1d. stamp", "a penny stamp", nil},
		{"two 2d. buns", "two twopenny buns", []string{"two tuppenny buns"}},
		{"a threepenny bit", "a threepenny bit", nil},
		// Guards: three-dimensional films, printers and spaces, an
		// initial's D.
		{"a 3d film", "a three d film", nil},
		{"a 3D printer", "a three d printer", nil},
		{"in 4d space", "in four d space", nil},
		{"John D. Smith", "john d smith", nil},
		{"He had 11d. left.", "he had eleven d left", nil},
		{"optimized for 4d space", "optimized for four d space", nil},
	})
}

// TestVerb104ShillingsAndPence: a sum's pence are the one word too ("two
// shillings and sixpence"), 2s. 6d. is also "half a crown" (weighed low),
// "£5 10s." also "five pounds ten", shillings alone "5s." after a price's
// verb and "5/-" are "five shillings" ("fives", "five slash" before), and
// 1½d. is "three halfpence" (verb104).
func TestVerb104ShillingsAndPence(t *testing.T) {
	checkCases(t, []caseT{
		{"It cost 2s. 6d. then.", "it cost two shillings and sixpence then",
			[]string{"it cost two shillings and six pence then", "it cost two and six then", "it cost half a crown then"}},
		{"£1 2s. 6d.", "one pound two shillings and sixpence", []string{"one pound two shillings and six pence"}},
		{"He paid £5 10s. for it.", "he paid five pounds ten shillings for it", []string{"he paid five pounds ten for it"}},
		{"It cost 5s. then.", "it cost five shillings then", nil},
		{"It cost 1s.", "it cost one shilling", nil},
		{"It cost 5/- then.", "it cost five shillings then", nil},
		{"It cost 1½d.", "it cost three halfpence", []string{"it cost one and a half pence"}},
		{"It cost ½d.", "it cost a halfpenny", []string{"it cost half a penny", "it cost a ha'penny"}},
		{"10s. 6d.", "ten shillings and sixpence", []string{"ten and six"}},
		// Guards: plurals, decades, seconds and fractions keep their
		// readings.
		{"Count in 5s. and 10s.", "count in fives and tens", nil},
		{"the 1970s.", "the nineteen seventies", nil},
		{"It cost 12d.", "it cost twelve pence", nil},
		{"Divide 5/-2 now.", "", nil},
	})
}
