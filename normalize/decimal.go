package normalize

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
	fr := sc.digitAlts(frac, 1)
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
		d.addAll(product(single("oh point"), fr), sc.st.w("decimal", "oh_point"))
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
