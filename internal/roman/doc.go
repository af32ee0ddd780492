// Package roman owns the one conversion of an integer to its canonical
// roman numeral, shared by the verbalizer (normalize, which reads XIV as
// "fourteen" and checks a numeral is canonical) and the Thutmose tagger's
// alignment lexicon (tagging, which scores "fourteen" against "xiv").
package roman
