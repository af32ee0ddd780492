package normalize

// yearAlts reads a year 1-9999 the way years are said: "nineteen oh
// five", "eighteen hundred", "two thousand five", "twenty ten", with the
// style's year distribution.
func (sc *scanner) yearAlts(y int) []alt {
	st := sc.st
	w := func(r string) float64 { return st.w("year", r) }
	digits := itoa(y)
	card := cardinalWords(digits, false)
	var d dist
	if y < 1000 {
		// 3-digit years (340 AD): "three forty" or "three hundred forty".
		if y >= 100 && y%100 >= 10 {
			d.add(string(appendUnder100(appendUnder100(nil, y/100), y%100)), w("pair"))
		}
		d.add(card, w("cardinal"))
		if y >= 100 && y%100 > 0 && y%100 < 10 {
			d.add(onesWords[y/100]+" oh "+onesWords[y%10], w("oh"))
			d.add(onesWords[y/100]+" o "+onesWords[y%10], w("o"))
		}
		return d.done()
	}
	hi, lo := y/100, y%100
	hiWords := string(appendUnder100(nil, hi))
	switch {
	case hi%10 == 0 && lo < 10:
		// 2000-2009, 1000-1009: "two thousand five".
		d.add(card, w("thousand"))
		if lo > 0 {
			d.add(cardinalWords(digits, true), w("thousand_and"))
			d.add(hiWords+" oh "+onesWords[lo], w("pair_oh"))
		}
	case hi%10 == 0 && hi >= 20:
		// 2010-2099: "twenty ten" or "two thousand ten".
		d.add(hiWords+" "+string(appendUnder100(nil, lo)), w("pair21"))
		d.add(card, w("thousand21"))
	case lo == 0:
		d.add(hiWords+" hundred", w("pair"))
		d.add(card, w("cardinal"))
	case lo < 10:
		d.add(hiWords+" oh "+onesWords[lo], w("oh"))
		d.add(hiWords+" zero "+onesWords[lo], w("zero"))
		d.add(hiWords+" o "+onesWords[lo], w("o"))
		d.add(card, w("cardinal"))
	default:
		d.add(hiWords+" "+string(appendUnder100(nil, lo)), w("pair"))
		d.add(card, w("cardinal"))
	}
	return d.done()
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
