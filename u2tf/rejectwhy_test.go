package u2tf

import "testing"

// TestRejectReasonsNameTheMark: a reject's reason names the mark that
// stops the row and where it stands, read on Google TN's development set
// and Kaggle study half (qa80). A comma GTN wrote apart from its word was
// "written "," is punctuation the classifier cannot predict", though the
// classifier predicts commas (4,179 of the 5,518 development rows derived
// from a tokenized parent said so), and a span's reason was only
// "punctuation the models cannot produce", naming no mark: "ISBN 1 -."
// ends in a dash no word says.
func TestRejectReasonsNameTheMark(t *testing.T) {
	d, err := NewDeriver(DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ written, spoken, rule, reason string }{
		{"It works , really .", "it works really", RulePunctDetached,
			`written "," stands apart from the word before it, a space between (GTN's tokenized marks: prep gtn --detokenize joins them): the classifier labels the mark at a word's end, and no word carries this one`},
		{", later went on.", "later went on", RulePunctDetached,
			`written "," opens the sentence, before any word: the classifier labels the mark at a word's end, and no word carries this one`},
		{"ISBN 1 -. Originally pub.", "i s b n one four one seven originally pub", RulePunctDash,
			`span "i s b n one four one seven" -> "ISBN 1 -.": it ends in "-", which no word says (a rating's "minus" says one): punctuation the models cannot produce`},
		{"It opened in 1935 .", "it opened in nineteen thirty five", RulePunctDetached,
			`span "nineteen thirty five" -> "1935 .": a mark stands apart from the span's words, a space before it (GTN's tokenized marks: prep gtn --detokenize joins them): punctuation the models cannot produce`},
		{"It was (1990) good.", "it was nineteen ninety good", RulePunctBracket,
			`span "nineteen ninety" -> "(1990)": brackets wrap the whole span: punctuation the models cannot produce`},
		{"Law #- OZ here.", "law hash oz here", RulePunctDash,
			`span "hash" -> "#-": it ends in "-", which no word says (a rating's "minus" says one): punctuation the models cannot produce`},
	} {
		_, rj := d.Derive(c.written, c.spoken, nil)
		if rj == nil || rj.Rule != c.rule || rj.Reason != c.reason {
			t.Errorf("%q: got %v\nwant %s: %s", c.written, rj, c.rule, c.reason)
		}
	}
}
