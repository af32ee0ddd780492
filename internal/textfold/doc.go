// Package textfold holds the character foldings that both the verbalizer
// (normalize: how written text is read) and the cleaning rules (clean: how
// the written side is stored) need, so that the two agree on what an HTML
// character reference, a full-width form or an invisible character is.
// It also holds the one list of the clitics a Penn Treebank tokenizer
// splits off a word (Clitic), which the GTN readers (sources) join to the
// word before on both sides, and tagging joins when it reads GTN's
// written tokens against that spoken side.
// Plain Go, no I/O.
package textfold
