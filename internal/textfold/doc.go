// Package textfold holds the character foldings that both the verbalizer
// (normalize: how written text is read) and the cleaning rules (clean: how
// the written side is stored) need, so that the two agree on what an HTML
// character reference, a full-width form or an invisible character is.
// Plain Go, no I/O.
package textfold
