package tagging

import (
	"strings"
	"unicode/utf8"
)

// rangeOfAmounts aligns a range of two amounts written with a dash, each
// with its currency sign ("$50.00-$100.00" / "fifty dollars to one
// hundred dollars", NeMo's money and range test cases), as its two
// amounts and the dash: the words up to the first amount's end, a word
// saying the dash ("to", "dash", "through") or none (the dash then rides
// on the first amount), and the rest. Aligned whole, the second sign can
// only move by "<<" to the last <SELF> word before the range, before the
// first amount (it was non_monotonic); apart, the second amount is a span
// of its own after a fragment, whose sign its first word carries, as at a
// sentence start ("_$1 00.00_ <DELETE>"). The first sharing of the words
// that aligns is kept.
func rangeOfAmounts(class, written string, words []string, anchored bool) ([]string, bool) {
	k := strings.IndexAny(written, "-–")
	if k <= 0 {
		return nil, false
	}
	_, size := utf8.DecodeRuneInString(written[k:])
	dash, left, right := written[k:k+size], written[:k], written[k+size:]
	if strings.ContainsAny(right, "-–") {
		return nil, false
	}
	if !isAmount(left) || !isAmount(right) {
		return nil, false
	}
	for j := 1; j < len(words); j++ {
		if lt, f := alignSpan(class, left+dash, words[:j], anchored, true); f == nil {
			if rt, f := alignSpan(class, right, words[j:], false, true); f == nil {
				return append(lt, rt...), true
			}
		}
		if j+1 >= len(words) {
			continue
		}
		if _, ok := wordScore(words[j], dash); !ok {
			continue
		}
		if lt, f := alignSpan(class, left, words[:j], anchored, true); f == nil {
			if rt, f := alignSpan(class, right, words[j+1:], false, true); f == nil {
				return append(append(lt, "_"+dash+"_"), rt...), true
			}
		}
	}
	return nil, false
}

// isAmount reports an amount with its currency sign before its digits
// ("$50.00", "£3", "us$20"): a currency prefix and a number after it.
func isAmount(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && currencyPrefix(Tokenize(s, false)) > 0
}
