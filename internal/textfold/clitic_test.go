package textfold

import "testing"

func TestClitic(t *testing.T) {
	for _, tok := range []string{"'s", "'re", "'ve", "'ll", "'d", "'m", "n't", "'S", "N'T", "'LL", "’s", "n’t", "’re", "’M", "N't", "n'T", "N’T"} {
		if !Clitic(tok) {
			t.Errorf("Clitic(%q) = false, want true", tok)
		}
	}
	// Quotes, a lone apostrophe (a quote or a plural possessive), words
	// holding an apostrophe and near misses are no clitics.
	for _, tok := range []string{"'", "’", "''", "``", "s", "'n'", "o'clock", "don't", "'t", "'st", "nt", "n'", "'ss", "'s'", "ca", "", "'sa", "n’", "n't'", "‘s", "n''t", "nn't", "n'tt", "n’'t", "m't", "n‘t"} {
		if Clitic(tok) {
			t.Errorf("Clitic(%q) = true, want false", tok)
		}
	}
}
