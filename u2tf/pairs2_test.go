package u2tf

import "testing"

// TestWordMismatchSpan: a span that writes a plain English word nobody
// said there is a reject (word_mismatch), as derive tagger's
// unaligned_fragment: Libriheavy's "The old man sat" / "the old woman
// sat" was the span row "woman" -> "man". Words joined or split, an
// abbreviation, a numeral and a spelling variant (Google TN's spoken
// "theater" for "Theatre") stay spans (pairs2).
func TestWordMismatchSpan(t *testing.T) {
	d, _ := NewDeriver(DefaultOptions())
	for _, tc := range []struct {
		written, spoken string
		reject          bool
	}{
		{"The old man sat by the fire and said nothing.", "the old woman sat by the fire and said nothing", true},
		{"It was the 20th time that week that the post came late.", "it was the twentieth time that weak that the post came late", true},
		{"He won one prize.", "he won won prize", true},
		{"To-morrow we shall see the well-known house.", "to morrow we shall see the well known house", false},
		{"Dr. Smith and Mrs. Brown came in.", "doctor smith and missus brown came in", false},
		{"Three things, viz. bread, salt and water, were given him.", "three things namely bread salt and water were given him", false},
		{"Henry VIII had six wives.", "henry the eighth had six wives", false},
		{"The Corbett Theatre opened in the spring.", "the corbett theater opened in the spring", false},
		// A misprint outside the word list is left: the check cannot tell
		// it from a British spelling.
		{"He found tbe rest of them.", "he found the rest of them", false},
	} {
		_, rj := d.Derive(tc.written, tc.spoken, nil)
		if got := rj != nil && rj.Rule == RuleWordMismatch; got != tc.reject {
			t.Errorf("%q / %q: reject %v, want word_mismatch %v", tc.written, tc.spoken, rj, tc.reject)
		}
	}
}

// TestClauseDashInSpan: Project Gutenberg's em dash, "--" between two
// words, is a clause's dash, not a hyphen: "He turned--slowly--and
// looked" / "he turned slowly and looked" was the span "turned slowly
// and" -> "turned--slowly--and"; it is a punct_dash reject, as a dash
// standing between words is. Hyphens, an en dash and a range stay.
func TestClauseDashInSpan(t *testing.T) {
	d, _ := NewDeriver(DefaultOptions())
	for _, tc := range []struct {
		written, spoken string
		reject          bool
	}{
		{"He turned--slowly--and looked at the door.", "he turned slowly and looked at the door", true},
		{"He had seen it all\u2014the fire and the crowd.", "he had seen it all the fire and the crowd", true},
		{"To-morrow we shall see the well-known house.", "to morrow we shall see the well known house", false},
		{"It was a twenty-five-year-old vessel.", "it was a twenty five year old vessel", false},
	} {
		_, rj := d.Derive(tc.written, tc.spoken, nil)
		if got := rj != nil && rj.Rule == RulePunctDash; got != tc.reject {
			t.Errorf("%q / %q: reject %v, want punct_dash %v", tc.written, tc.spoken, rj, tc.reject)
		}
	}
}
