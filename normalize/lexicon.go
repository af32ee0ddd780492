package normalize

import (
	_ "embed"
	"encoding/json"
	"strings"
	"sync"
)

// The word lexicon: how Google TN read each capitalized or unknown word
// (the Letters segments: "UPA" said, "SM" or "Ohta" spelled) in the
// Google TN sentences this repository may be fitted on: the fit half
// (sentences 1-1,000 of the shared sample), the fresh sample's study half
// and the development set (docs/STYLE-FIT.md "Thirty-ninth round
// (verb70)"). Google TN decides said or spelled by the type, not by its
// letters or its context: of the 3,164 types the study half reads
// decisively, one is read both ways; of the 1,629 the development set
// reads, none; of the 453 both read, 451 the same way across the two
// releases. No feature of the letters found the split (the said-spelled
// model, saidspelled.go, gives each token its odds but never the
// decision), so a type Google TN has read is best read as it read it.
//
// A word the style's own word_readings do not list takes the lexicon's
// counts, smoothed toward the rules' distribution as a style's learned
// words are (learnedReadings, word_readings_prior): the style's words
// (the shipped style's fit-half counts, or a user's fit) come first, and a
// style whose words replace the default's (word_readings_replace, `style
// fit --corpus-words-only`: another house style) does not read the
// lexicon. British spellings are not in it: the two releases read them
// apart (the Kaggle release keeps "centre", GitHub's says "center").
// TestWordLexiconIsTheCount counts it and checks the shipped file.

//go:embed data/word-lexicon.json
var wordLexiconJSON []byte

// wordLexiconFile is data/word-lexicon.json: per branch of the rules that
// read a word (kind: letters' first weight, "english_word", "spelled",
// "sayable_spelled", or the rule's name, "unknown_short") and per word as
// written, its count of each reading Google TN took (spoken form, lower
// case), over Sentences sentences. Keyed by the branch, a headline's "AT"
// (said, as the run of capitals makes it an English word) does not move
// "AT&T" (spelled, by the two letters' branch), nor Google TN's readings a
// style's own lists (acronym_words, initialisms) that send a word to
// another branch.
type wordLexiconFile struct {
	Doc       string                               `json:"doc"`
	Sentences int                                  `json:"sentences"`
	Tokens    int                                  `json:"tokens"`
	Words     map[string]map[string]map[string]int `json:"words"`
}

var wordLexicon = sync.OnceValue(func() *wordLexiconFile {
	l := new(wordLexiconFile)
	if err := json.Unmarshal(wordLexiconJSON, l); err != nil {
		panic("normalize: data/word-lexicon.json: " + err.Error())
	}
	for kind, ws := range l.Words {
		for w, rs := range ws {
			for r, n := range rs {
				if kind == "" || w == "" || strings.ContainsAny(w, " \t\n") || r == "" || r != strings.ToLower(r) || n <= 0 {
					panic("normalize: data/word-lexicon.json: bad entry " + kind + " " + w + ": " + r)
				}
			}
		}
	}
	return l
})

// readsLexicon reports whether s reads the word lexicon: unless its words
// replace the default's, or it is the style a fit moves the weights of.
func (s *Style) readsLexicon() bool { return !s.WordReadingsReplace && !s.noLexicon }

// lexiconWords is the word lexicon s reads: the shipped one, or the one a
// test put in its place (lexicon).
func (s *Style) lexiconWords() map[string]map[string]map[string]int {
	if s.lexicon != nil {
		return s.lexicon
	}
	return wordLexicon().Words
}
