package textfold

import "strings"

// cliticTails are what follows the apostrophe of a clitic that begins
// with one: 's, 're, 've, 'll, 'd, 'm.
var cliticTails = [...]string{"s", "re", "ve", "ll", "d", "m"}

// Clitic reports whether tok is a whole token that a Penn Treebank
// tokenizer (Google TN's, and so NeMo's GoogleTN.json) splits off the
// word before it: 's, 're, 've, 'll, 'd, 'm and n't ("Mike 's house",
// "do n't"), with the ASCII or the typographic apostrophe (’), in any
// letter case ("DO N'T"). It is the one list of them: sources'
// --detokenize joins a clitic to the word before on the written side
// ("Mike's"), and the GTN readers join it on the spoken side ("mike's",
// not the word "s"). A lone apostrophe (a quote, or the plural
// possessive of "students ' union"), the PTB quote tokens (two
// backquotes, two apostrophes) and words that hold an apostrophe
// (o'clock, 'n') are no clitics.
func Clitic(tok string) bool {
	for _, ap := range [...]string{"'", "’"} {
		if rest, ok := strings.CutPrefix(tok, ap); ok {
			for _, t := range cliticTails {
				if strings.EqualFold(rest, t) {
					return true
				}
			}
			return false
		}
		if strings.EqualFold(tok, "n"+ap+"t") {
			return true
		}
	}
	return false
}
