package normalize

import "strings"

// decimalAlts reads intPart.frac: the integer part as a cardinal, the
// fraction digit by digit ("two point zero five").
func (sc *scanner) decimalAlts(intPart, frac string) []alt {
	return sc.decimalAltsOpt(intPart, frac, true)
}

// decimalAltsOpt is decimalAlts; numberAfter allows "one point twenty
// four". Money leaves it out: cents are said as cents or digit by digit
// ("twelve point five zero dollars"), never "twelve point fifty dollars",
// which would mean $12.050.
func (sc *scanner) decimalAltsOpt(intPart, frac string, numberAfter bool) []alt {
	fr := sc.fracAlts(frac)
	point := single("point")
	if intPart == "" {
		var d dist
		// ".5" is said as written more often than not.
		d.addAll(product(point, fr), sc.st.w("decimal", "zero_point")+sc.st.w("decimal", "oh_point"))
		d.addAll(product(single("zero point"), fr), sc.st.w("decimal", "point"))
		return d.done()
	}
	if trimDigits(intPart) == "0" {
		var d dist
		d.addAll(product(single("zero point"), fr), sc.st.w("decimal", "zero_point"))
		d.addAll(product(point, fr), sc.st.w("decimal", "point"))
		d.addAll(product(single("oh point"), withoutZeroO(fr)), sc.st.w("decimal", "oh_point"))
		return d.done()
	}
	var d dist
	d.addAll(product(sc.cardinalAlts(intPart, true), point, fr), sc.st.w("decimal", "digits_after_point"))
	if numberAfter && len(frac) == 2 && frac[0] != '0' {
		// "one point twenty four": the decimals said as a number.
		d.addAll(product(sc.cardinalAlts(intPart, true), point, single(cardinalWords(frac, false))), sc.st.w("decimal", "number_after_point"))
	}
	return d.done()
}

// fracAlts reads the digits after a decimal point one by one. A lone
// final 0 ("4.0", "1,046.0") is "zero" in Google TN even where zeros
// inside the digits are "o" ("zero point o o one"): its reading is drawn
// from final_zero ('zero') and final_zero_inner (like the zeros inside).
// After other digits ("2.30", "3.00", "50.8500") Google TN says the final
// 0 like the others, "o": final_zero_long and final_zero_long_inner.
func (sc *scanner) fracAlts(frac string) []alt {
	if !strings.HasSuffix(frac, "0") {
		return sc.digitAlts(frac, 1)
	}
	zero, inner := "final_zero", "final_zero_inner"
	if len(frac) > 1 {
		zero, inner = "final_zero_long", "final_zero_long_inner"
	}
	var last dist
	last.add("zero", sc.st.w("decimal", zero))
	sc.addDigitAlts(&last, "0", sc.st.w("decimal", inner))
	all := product(sc.digitAlts(frac[:len(frac)-1], 1), last.done())
	var d dist
	for _, a := range all {
		// "1.000", "3.00": a number's zeros are said one way ("one point
		// o o zero" was 0.095; Google TN 4 of 4 on the study sets, all
		// "o"), so a final zero read apart from the zeros before it is
		// dropped (its weight goes to the others).
		if !mixedZeros(a.spoken) {
			d.addAlt(a)
		}
	}
	if out := d.done(); len(out) > 0 {
		return out
	}
	return all
}

// mixedZeros reports whether spoken says zeros two ways ("o o zero").
func mixedZeros(spoken string) bool {
	seen := ""
	for _, w := range strings.Fields(spoken) {
		if w != "zero" && w != "o" && w != "oh" {
			continue
		}
		if seen != "" && w != seen {
			return true
		}
		seen = w
	}
	return false
}

// withoutZeroO drops the readings that say a zero "o" (their weight
// goes to the others): after "oh point" the decimals' zeros are "oh" or
// "zero", one sound written one way ("oh point o o o one" mixed them).
func withoutZeroO(alts []alt) []alt {
	var d dist
	for _, a := range alts {
		if s := a.spoken; s != "o" && !strings.HasPrefix(s, "o ") && !strings.HasSuffix(s, " o") && !strings.Contains(s, " o ") {
			d.addAlt(a)
		}
	}
	if out := d.done(); len(out) > 0 {
		return out
	}
	return alts
}

// matchSplitPoint reads a decimal point written apart from its digits
// right after an opening bracket ("( . 608 )", a tokenizer's split of
// "(.608)", a batting average or a rate) as the decimal without its
// zero, "point six o eight" as ".608" reads: after a bracket the period
// ends no sentence ("six hundred eight" was the only reading, the period
// unsaid; Google TN says "point six o eight").
func matchSplitPoint(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if text[pos] != '.' || pos < 2 || text[pos-1] != ' ' || text[pos-2] != '(' || pos+2 >= len(text) || text[pos+1] != ' ' || !isDigit(text[pos+2]) {
		return match{}, false
	}
	k := digitsEnd(text, pos+2)
	if !boundaryAt(text, k) || k < len(text) && (text[k] == '.' || text[k] == ',') && k+1 < len(text) && isDigit(text[k+1]) {
		return match{}, false
	}
	return oneSeg(Decimal, pos, k, sc.decimalAlts("", text[pos+2:k])), true
}
