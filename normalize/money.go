package normalize

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

func isCurrencyStart(c byte) bool {
	return c == '$' || c >= 0x80 || (c >= 'A' && c <= 'Z')
}

// dollarCountryKeys are a dollar's country written after its sign, and
// the currency each is (dollarCountryAfterSign, longest first).
var (
	dollarCountryKeys = map[string]string{"$USD": "USD", "$AUD": "AUD", "$CAD": "CAD", "$HKD": "HKD", "$US": "US$",
		"$NZ": "NZ$", "$AU": "A$", "$A": "A$"}
	dollarCountryAfterSign = []string{"$USD", "$AUD", "$CAD", "$HKD", "$US", "$NZ", "$AU", "$A"}
)

// matchMoney reads a currency before an amount ($12.50, US$ 5, HK$3 bn,
// EUR 20, £1.20, $20/mo) or an ISO code or symbol after it (20 USD, 5€).
func matchMoney(sc *scanner, pos int) (match, bool) {
	text := sc.text
	c := text[pos]
	if c == '-' && pos+1 < len(text) && isCurrencyStart(text[pos+1]) && (pos == 0 || isSpaceBefore(text, pos) || signAfter(text, pos)) {
		// "-$5", "(-€3.50)": a signed amount; the minus was a silent dash.
		m, ok := matchMoney(sc, pos+1)
		if !ok || len(m.segs) == 0 {
			return match{}, false
		}
		m.segs[0].start = pos
		m.segs[0].alts = product(sc.signAlts(), m.segs[0].alts)
		return m, true
	}
	if isDigit(c) {
		return sc.moneySuffix(pos)
	}
	if !isCurrencyStart(c) {
		return match{}, false
	}
	if c == 'R' && pos+1 < len(text) && (isDigit(text[pos+1]) || text[pos+1] == ' ' && pos+2 < len(text) && isDigit(text[pos+2])) {
		if m, ok := sc.randScaled(pos); ok {
			return m, true
		}
		if m, ok := sc.randUnscaled(pos); ok {
			return m, true
		}
	}
	if strings.HasPrefix(text[pos:], "INR") && inrRatio(sc, pos) {
		// "Warfarin, target INR 2-3", "INR 2.5 on warfarin": the
		// international normalized ratio of a blood test, no rupees
		// ("two to three rupees" was 0.98, verb89's list). Hand-set.
		return match{}, false
	}
	if currencyPairBefore(text, pos) {
		// "GBP/USD 1.27", "EUR/USD at 1.0845": a currency pair's rate,
		// no amount ("one dollar twenty seven cents" before).
		return match{}, false
	}
	keys := sc.st.curKeys
	if c == '$' && pos+2 < len(text) && text[pos+1] >= 'A' && text[pos+1] <= 'Z' {
		// "$US 50 million", "$NZ 20", "$AUD 40": a dollar's country
		// or its code written after the sign, as "US$" or "AUD" alone
		// ("dollar u s fifty million" was 0.97, "dollar forty
		// australian dollars" 1.00). Hand-set: Google TN's sentences
		// have none (verb90).
		keys = append(slices.Clone(dollarCountryAfterSign), keys...)
	}
	for _, w := range keys {
		k := w
		if a, ok := dollarCountryKeys[w]; ok {
			k = a
		}
		if !strings.HasPrefix(text[pos:], w) {
			continue
		}
		i := pos + len(w)
		if isWordStartByte(w[len(w)-1]) && i < len(text) && isWordStartByte(text[i]) {
			continue
		}
		// "Rs.10", "Rs. 10": the period ends the abbreviation; it is not
		// a decimal point (which would make "ten paise").
		if isWordStartByte(w[len(w)-1]) && i+1 < len(text) && text[i] == '.' && (isDigit(text[i+1]) || text[i+1] == ' ') {
			i++
		}
		if i < len(text) && text[i] == ' ' {
			i++
		}
		if i+1 < len(text) && text[i] == '(' && isDigit(text[i+1]) {
			if m, ok := sc.accountingNegative(pos, i); ok {
				return m, true
			}
			continue
		}
		if i >= len(text) || !(isDigit(text[i]) || (text[i] == '.' && i+1 < len(text) && isDigit(text[i+1]))) {
			continue
		}
		n, ok := parseMoneyNumber(text, i)
		if !ok {
			continue
		}
		cur := sc.st.Currencies[k]
		if e, ok := euroThousands(text, i, cur); ok {
			// "€1.000", "€2.500 a month": a euro amount with one dot
			// before three digits groups thousands, as the euro's
			// countries write it (it was "one euro", the dot a decimal
			// point with zero cents).
			n = number{start: i, end: e, intPart: strings.Replace(text[i:e], ".", "", 1), grouped: true}
		}
		if m, ok := sc.moneyScaledRange(pos, n, cur); ok {
			return m, true
		}
		return sc.moneyAfterNumber(pos, n, cur)
	}
	return match{}, false
}

// randScaled reads a South African rand amount with a scale of millions
// or more: "R5M", "R2.5bn", "R10 million" ("r five m" and "r five
// million" were the readings): "five million rand" 0.8, the letter and
// the number kept (a code, a road). A rand amount without a scale ("R5",
// "a Renault R5") stays the letter: the scale says it is money.
// Hand-set: Google TN's sentences have none.
func (sc *scanner) randScaled(pos int) (match, bool) {
	text := sc.text
	n, ok := parseNumber(text, pos+1)
	if !ok || n.grouped || pos > 0 && isWordByte(text[pos-1]) {
		return match{}, false
	}
	scale, l := numberScaleAt(text, n.end, n.point)
	end := n.end + l
	if l > 0 && scale == "thousand" {
		return match{}, false
	}
	if l == 0 {
		switch w := nextWord(text, n.end); w {
		case "million", "billion", "trillion":
			if n.end == len(text) || text[n.end] != ' ' {
				return match{}, false
			}
			scale, end = w, n.end+1+len(w)
		default:
			return match{}, false
		}
	}
	amount := sc.moneyAmount(n, scale, randCurrency)
	if amount == nil {
		return match{}, false
	}
	var d dist
	d.addAll(amount, 0.8)
	letters := product(single("r"), sc.numberAltsPlain(n))
	if l > 0 {
		d.addAll(product(letters, single(scale)), 0.1)
		d.addAll(product(letters, single(spellLetters(text[n.end:end]))), 0.1)
	} else {
		d.addAll(product(letters, single(scale)), 0.2)
	}
	return oneSeg(Money, pos, end, d.done()), true
}

// randUnscaled reads a rand amount without a scale where something says
// it is money: its cents ("R18.50", "R49,90", a comma decimal as South
// Africa writes it), a word of South Africa or of its money in the text
// (randWords: "rand", "ZAR", "Johannesburg" ...), or a word of paying
// among the two before it ("costs R200", "paid R50", "The taxi fare
// was R200"). "r eighteen point five o",
// "r forty nine ninety" and "r two hundred" were the readings (verb86's
// list): the amount 0.8, the letter and the number 0.2. "a Renault R5",
// "R2D2", "R35i", "The R5 costs" keep the letter. Hand-set: Google TN's
// sentences have no rand amount.
func (sc *scanner) randUnscaled(pos int) (match, bool) {
	text := sc.text
	if pos > 0 && isWordByte(text[pos-1]) {
		return match{}, false
	}
	at, spacedSign := pos+1, text[pos+1] == ' '
	if spacedSign {
		at++
	}
	n, ok := parseNumber(text, at)
	if !ok {
		return match{}, false
	}
	spaceGrouped := false
	if !n.point && !n.grouped && len(n.intPart) <= 3 && n.intPart[0] != '0' {
		// "R8 500", "R 250 000": South Africa groups thousands with a
		// space ("eight rand five hundred" was 0.78, verb99).
		e, ip := n.end, n.intPart
		for e+4 <= len(text) && text[e] == ' ' && isDigit(text[e+1]) && isDigit(text[e+2]) && isDigit(text[e+3]) && (e+4 == len(text) || !isWordByte(text[e+4])) {
			ip += text[e+1 : e+4]
			e += 4
		}
		if e > n.end {
			n.intPart, n.grouped, n.end, spaceGrouped = ip, true, e, true
		}
	}
	if spacedSign && !textHasWord(text[wordsBack(text, pos, 2):pos], payingWords) && !(spaceGrouped && sc.hasWord(randWords)) {
		// "The bread costs R 25", "He earns R 250 000 a year": an R
		// and a space before a number is money after a word of paying,
		// or grouped as South Africa groups its thousands in a text of
		// South Africa ("r two hundred fifty thousand" was 0.97); else
		// it stays the letter.
		return match{}, false
	}
	if !n.point && !n.grouped && n.end+3 <= len(text) && text[n.end] == ',' && isDigit(text[n.end+1]) && isDigit(text[n.end+2]) && (n.end+3 == len(text) || !isWordByte(text[n.end+3])) {
		n.point, n.frac, n.end = true, text[n.end+1:n.end+3], n.end+3
	}
	if n.end < len(text) && (isWordByte(text[n.end]) || text[n.end] == '.' && n.end+1 < len(text) && isDigit(text[n.end+1])) {
		return match{}, false
	}
	cents := n.point && len(n.frac) == 2
	if !cents && !sc.hasWord(randWords) && !textHasWord(text[wordsBack(text, pos, 2):pos], payingWords) {
		return match{}, false
	}
	amount := sc.moneyAmount(n, "", randCurrency)
	if amount == nil {
		return match{}, false
	}
	var d dist
	d.addAll(amount, 0.8)
	d.addAll(product(single("r"), sc.numberAltsPlain(n)), 0.2)
	return oneSeg(Money, pos, n.end, d.done()), true
}

// randWords say a text is of South Africa or its money; payingWords,
// among the two words before an R and a number, make it an amount ("the
// price of the R5" is a car's).
var (
	randWords = setOf(strings.Fields(`rand rands zar africa african johannesburg joburg jozi durban pretoria
		soweto gauteng natal springboks eskom`), false)
	payingWords = setOf(strings.Fields(`cost costs costing paid pay pays paying charged charge charges fare fee
		fees price priced earn earns earned spent spend owe owes owed worth rent salary`), false)
)

// randCurrency is the South African rand, whose amounts are written with
// an R before them.
var randCurrency = Currency{Singular: "rand", Plural: "rand", MinorSingular: "cent", MinorPlural: "cents"}

func (sc *scanner) moneySuffix(pos int) (match, bool) {
	text := sc.text
	k := pos
	for k < len(text) && k-pos < 4 && isDigit(text[k]) {
		k++
	}
	// One to three digits and a separator, tested before the regexp,
	// which would otherwise run at every number.
	european := k+1 < len(text) && k-pos <= 3 && strings.IndexByte(" ,.", text[k]) >= 0 && isDigit(text[k+1]) &&
		(text[k] != ' ' || k+3 < len(text) && isDigit(text[k+2]) && isDigit(text[k+3]))
	var sm []string
	if european {
		sm = reSuffixEuropean.FindStringSubmatch(text[pos:])
	}
	if sm != nil && (strings.Contains(sm[1], ",") || strings.Contains(sm[1], " ") || strings.Count(sm[1], ".") == 1 && euroAfter(text, pos+len(sm[1])) && sm[1][0] != '0' && !perFuelUnit(text, pos+len(sm[1]))) {
		m := sm[1]
		// "12,50 €", "1 234,56 €": with the currency after it, an amount
		// with a comma before two cents or spaces grouping thousands is
		// European (and one with a dot before three digits, before a
		// euro: "1.000 EUR") ("twelve fifty euros", "one two hundred thirty four
		// fifty six euros" before). Tried first, kept only when a
		// currency follows.
		intPart, frac, _ := strings.Cut(m, ",")
		n := number{start: pos, end: pos + len(m), intPart: strings.NewReplacer(" ", "", ".", "").Replace(intPart), grouped: true}
		if frac != "" {
			n.point, n.frac = true, frac
		}
		if got, ok := sc.moneySuffixOf(pos, n); ok {
			return got, true
		}
	}
	n, ok := parseMoneyNumber(text, pos)
	if !ok {
		return match{}, false
	}
	return sc.moneySuffixOf(pos, n)
}

// euroAfter reports whether a euro sign or code follows i, spaced or not
// ("1.000 EUR", "2.500€": one dot before three digits groups thousands
// there, as before euroThousands' prefixed amounts).
func euroAfter(text string, i int) bool {
	if i < len(text) && text[i] == ' ' {
		i++
	}
	return strings.HasPrefix(text[i:], "€") || strings.HasPrefix(text[i:], "EUR") && boundaryAt(text, i+3)
}

// reSuffixEuropean is an amount written the European way before its
// currency: spaces or dots grouping thousands, a comma before two cents
// (12,50; 1 234,56; 15 000; 1.234,56). No digit may follow.
var reSuffixEuropean = regexp.MustCompile(`^(\d{1,3}(?:(?: \d{3})+|(?:\.\d{3})+)?(?:,\d{2})?)(?:[^0-9,.]|[,.][^0-9]|[,.]?$)`)

// moneySuffixOf reads the currency after the amount n read at pos.
func (sc *scanner) moneySuffixOf(pos int, n number) (match, bool) {
	text := sc.text
	i := n.end
	if i < len(text) && text[i] == ' ' {
		i++
	}
	// "88.5 million HRK"
	scale := ""
	k := i
	for k < len(text) && isWordStartByte(text[k]) {
		k++
	}
	if s, ok := sc.st.MoneyScales[text[i:k]]; ok && k > i && k+1 < len(text) && text[k] == ' ' && len(text[i:k]) > 1 {
		scale, i = s, k+1
	}
	if !sc.st.curAnywhere && (i >= len(text) || !sc.st.curFirst[text[i]]) {
		// No key starts with this byte (or the text ends): the loop
		// below would find none. Most numbers end here.
		return match{}, false
	}
	for _, k := range sc.st.curKeys {
		// The prefix first: it rejects almost every key, at every
		// number, where the code and symbol tests cost a case mapping
		// and a rune count each.
		if !strings.HasPrefix(text[i:], k) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(k)
		isCode := len(k) == 3 && k == strings.ToUpper(k) && r < 0x80 && r != '$'
		isSym := utf8.RuneCountInString(k) == 1 && r != '$'
		if !(isCode || isSym) || !boundaryAt(text, i+len(k)) {
			continue
		}
		cur := sc.st.Currencies[k]
		if rate, end, ok := sc.exchangeRate(n, scale, cur, k, i+len(k)); ok {
			return oneSeg(Money, pos, end, rate), true
		}
		amount := sc.moneyAmount(n, scale, cur)
		end := i + len(k)
		if per, e, ok := sc.moneyPer(end, cur); ok {
			// "5 EUR/month", "20 USD/hr" as "$20/hr" ("five euros
			// month" was the reading, the slash silent).
			amount, end = product(amount, per), e
		}
		if w := attributiveMoneyWeight(text, pos, end, n, scale); w > 0 && !n.point && cur.Singular != cur.Plural {
			// "a 25¢ stamp", "a 5 EUR fee": the singular as "a $5 fee".
			amount = attributiveMoney(amount, cur, w)
		}
		return oneSeg(Money, pos, end, amount), true
	}
	return match{}, false
}

// exchangeRate reads an amount before a currency pair ("1.10 USD/EUR",
// "150 JPY/USD"), the code at code and the slash at j: a rate of
// exchange, quoted in decimals, never cents ("one dollar ten cents e u
// r" was first, the slash silent). The codes spelled with "per" between
// 0.6 ("one point one zero u s d per e u r"), the currencies' names 0.4
// ("... dollars per euro"). Hand-set: Google TN's sentences have none.
func (sc *scanner) exchangeRate(n number, scale string, cur Currency, code string, j int) ([]alt, int, bool) {
	text := sc.text
	if scale != "" || len(code) != 3 || j+4 > len(text) || text[j] != '/' || !boundaryAt(text, j+4) {
		return nil, j, false
	}
	other, ok := sc.st.Currencies[text[j+1:j+4]]
	if !ok || text[j+1:j+4] == code || sameCurrency(cur, other) {
		return nil, j, false
	}
	num := sc.cardinalAlts(trimDigits(n.intPart), true)
	if n.point {
		num = sc.decimalAlts(n.intPart, n.frac)
	}
	name := cur.Plural
	if !n.point && trimDigits(n.intPart) == "1" {
		name = cur.Singular
	}
	var d dist
	d.add(spellLetters(code)+" per "+spellLetters(text[j+1:j+4]), 0.6)
	d.add(name+" per "+other.Singular, 0.4)
	return product(num, d.done()), j + 4, true
}

// euroThousands reports whether the amount at i after a euro sign is one
// to three digits, a dot and three digits ("€1.000", "€12.500") and no
// more digits or separators, and where it ends.
func euroThousands(text string, i int, cur Currency) (int, bool) {
	if cur.Singular != "euro" {
		return 0, false
	}
	k := digitsEnd(text, i)
	if k == i || k-i > 3 || text[i] == '0' || k+4 > len(text) || text[k] != '.' || !isDigit(text[k+1]) || !isDigit(text[k+2]) || !isDigit(text[k+3]) {
		// "€0.125 per kWh": no thousands start with a zero.
		return 0, false
	}
	e := k + 4
	if e < len(text) && (isDigit(text[e]) || (text[e] == '.' || text[e] == ',') && e+1 < len(text) && isDigit(text[e+1])) {
		return 0, false
	}
	if perFuelUnit(text, e) {
		// "€1.799 a litre", "€1.659/l": fuel and power are priced to a
		// tenth of a cent ("one thousand seven hundred ninety nine
		// euros a liter" was the reading).
		return 0, false
	}
	return e, true
}

// fuelUnits are the units fuel and power are priced in, to three
// decimals.
var fuelUnits = setOf(strings.Fields(`l litre liter litres liters ltr kwh gal gallon gallons therm mwh`), false)

// perFuelUnit reports whether a price per a unit of fuel or power follows
// i (past a euro sign or code): "/l", "/kWh", "per litre", "a litre".
func perFuelUnit(text string, i int) bool {
	if i < len(text) && text[i] == ' ' {
		i++
	}
	if strings.HasPrefix(text[i:], "€") {
		i += len("€")
	} else if strings.HasPrefix(text[i:], "EUR") {
		i += 3
	}
	if i < len(text) && text[i] == '/' {
		return fuelUnits[strings.ToLower(nextWord(text, i+1))]
	}
	w := strings.ToLower(nextWord(text, i))
	if w != "per" && w != "a" && w != "an" {
		return false
	}
	j := strings.Index(text[i:], nextWord(text, i)) + i + len(w)
	return fuelUnits[strings.ToLower(nextWord(text, j))]
}

// moneyScaledRange reads a range of amounts whose scale word comes after
// the second number only: "$10.5-11.0 billion", "$3-3.5B", "€2–3 million"
// (it was "ten dollars fifty cents to eleven point zero billion": the
// first number read as a whole amount). Both numbers take the scale, and
// the currency is said once, at the end: "ten point five to eleven point
// zero billion dollars"; so are two whole amounts without a scale ("$10-15"
// "ten to fifteen dollars"); amounts with cents are each said whole. The dash takes the range weights (not
// "minus", "dash" or silent).
func (sc *scanner) moneyScaledRange(pos int, n number, cur Currency) (match, bool) {
	text := sc.text
	j, ok := pastDash(text, n.end)
	if !ok {
		return match{}, false
	}
	dashEnd := j
	secondSign := j < len(text) && text[j] == '$' && strings.HasPrefix(text[pos:], "$")
	if secondSign {
		j++ // "$3-$5 million"
	}
	if j >= len(text) || !isDigit(text[j]) {
		return match{}, false
	}
	n2, ok := parseMoneyNumber(text, j)
	if !ok || n2.end < len(text) && text[n2.end] == '-' {
		// "$1-800-FLOWERS": a telephone's number, no range.
		return match{}, false
	}
	k := n2.end
	if k < len(text) && text[k] == ' ' {
		k++
	}
	l := k
	for l < len(text) && isWordStartByte(text[l]) {
		l++
	}
	scale, ok := sc.st.MoneyScales[text[k:l]]
	if !ok || l == k || !boundaryAt(text, l) {
		// "$10-15": two whole amounts without a scale are one range
		// too, the currency said after the second ("ten dollars to
		// fifteen" before); "$10-$15" keeps its two amounts.
		if secondSign || !boundaryAt(text, n2.end) {
			return match{}, false
		}
		scale, l = "", n2.end
	}
	cents := scale == "" && (n.point || n2.point)
	// "$10-15/hour"
	per, e, hasPer := sc.moneyPer(l, cur)
	if hasPer {
		l = e
	} else if !boundaryAt(text, l) || l < len(text) && text[l] == '/' {
		return match{}, false
	}
	num := func(n number) []alt {
		if n.point {
			return sc.decimalAlts(n.intPart, n.frac)
		}
		return indianAlts(n.intPart, n.indian, sc.cardinalAlts(n.intPart, true))
	}
	first := num(n)
	if cents {
		// "$2.50-3.00": each amount whole ("three point o o" was the
		// second).
		first = sc.moneyAmount(n, "", cur)
	}
	if first == nil {
		return match{}, false
	}
	if cur.Prefix != "" {
		first = product(single(cur.Prefix), first)
	}
	var d dist
	for _, w := range []string{"to", "through"} {
		d.add(w, sc.st.w("range", w))
	}
	plural := cur.Plural
	if scale == "" && trimDigits(n2.intPart) == "1" {
		plural = cur.Singular
	}
	second := product(num(n2), single(scale), single(plural), per)
	if scale == "" && !cents && !hasPer && cur.Prefix == "" && strayCurrencyRange(text, n2.end, n.intPart, n2.intPart) {
		// "$20-30 years old", "$10-20%", "$9-5 job": a range of other
		// things after a stray currency sign ("twenty to thirty dollars
		// years old" was certain); the amount keeps 0.3.
		var m dist
		m.addAll(num(n2), 0.7)
		m.addAll(second, 0.3)
		second = m.done()
		if w, ue := strayRangeUnit(sc, n2.end); ue > 0 {
			// "$10-12 mph winds": the unit after the range is the
			// range's ("ten to twelve m p h" read it alone, as letters).
			second = product(second, single(w))
			l = ue
		}
	}
	if cents {
		amount := sc.moneyAmount(n2, "", cur)
		if amount == nil {
			return match{}, false
		}
		second = product(amount, per)
	}
	return match{end: l, segs: []segment{
		{class: Money, start: pos, end: n.end, alts: first},
		{class: Range, start: n.end, end: dashEnd, alts: d.done()},
		{class: Money, start: dashEnd, end: l, alts: second},
	}}, true
}

// strayCurrencyRange reports whether what follows a range of amounts at
// end counts something other than money: a percent sign or a noun of
// time, age, speed or size ("$20-30 years old", "$10-20%"); "job" or
// "shift" only after a range of clock hours, from and to 1-12 ("a $9-5
// job"; "a $50-60 job" is a price).
func strayCurrencyRange(text string, end int, from, to string) bool {
	if end < len(text) && text[end] == '%' {
		return true
	}
	switch next := strings.ToLower(nextWord(text, end)); next {
	case "job", "shift":
		f, t := atoiSmall(from), atoiSmall(to)
		return len(from) <= 2 && len(to) <= 2 && f >= 1 && f <= 12 && t >= 1 && t <= 12
	default:
		return strayRangeNouns[next]
	}
}

// strayRangeUnit returns the plural of a unit of the style spelled as a
// word after a stray range of amounts ("$10-12 mph", "$5-6 km") and the
// end of that word; 0 when no unambiguous unit follows a space there.
func strayRangeUnit(sc *scanner, end int) (string, int) {
	text := sc.text
	if end >= len(text) || text[end] != ' ' {
		return "", 0
	}
	w := nextWord(text, end)
	ue := end + 1 + len(w)
	if w == "" || !boundaryAt(text, ue) {
		return "", 0
	}
	u, ok := sc.st.lookupUnit(w)
	if !ok || u.Ambiguous || u.AttachedOnly || u.Plural == "" {
		return "", 0
	}
	return u.Plural, ue
}

// strayRangeNouns after a range of amounts make its currency sign a slip.
var strayRangeNouns = setOf(strings.Fields(`years year yrs hours hour hrs minutes mins days weeks months mph kph
	miles km degrees percent people persons times inches feet ft lbs kg cm mm`), false)

// moneyAfterNumber finishes a prefix-currency amount: scale word and
// per-unit.
func (sc *scanner) moneyAfterNumber(pos int, n number, cur Currency) (match, bool) {
	text := sc.text
	end := n.end
	scale := ""
	// "$12.3 million", "¥30b", "$2 bn"
	j := end
	if j < len(text) && text[j] == ' ' {
		j++
	}
	k := j
	for k < len(text) && isWordStartByte(text[k]) {
		k++
	}
	if text[j:k] == "L" && cur.Singular == "rupee" && boundaryAt(text, k) {
		// "₹45 L flat", "Rs.2.5L per annum": Indian English's L after
		// rupees is lakh ("forty five rupees l" was 1.0, "r s two point
		// five liters" 0.82, verb89's list). Hand-set.
		scale, end = "lakh", k
	} else if s, ok := sc.st.MoneyScales[text[j:k]]; ok && k > j && boundaryAt(text, k) {
		scale, end = s, k
		if s == "lakh" && k < len(text) && text[k] == ' ' {
			// "₹3.5 lakh crore": a hundred thousand crore, both scale
			// words before the currency ("three point five lakh rupees
			// crore" was 0.99, verb89's list). Hand-set.
			l := k + 1
			for l < len(text) && isWordStartByte(text[l]) {
				l++
			}
			if s2 := sc.st.MoneyScales[text[k+1:l]]; s2 == "crore" && boundaryAt(text, l) {
				scale, end = "lakh crore", l
			}
		}
	}
	plus := false
	if scale == "" {
		if s, e, ok := sc.plusBeforeScale(end); ok {
			scale, end, plus = s, e, true
		}
	}
	alts := sc.moneyAmount(n, scale, cur)
	if alts == nil {
		return match{}, false
	}
	if plus {
		alts = plusBeforeScaleWord(alts, scale)
	}
	if cur.Prefix != "" {
		alts = product(single(cur.Prefix), alts)
	}
	if per, e, ok := sc.moneyPer(end, cur); ok {
		alts, end = product(alts, per), e
	}
	if !boundaryAt(text, end) {
		return match{}, false
	}
	if (!n.point || scale != "") && cur.Singular != cur.Plural {
		// A decimal with its scale word is said as a whole amount is ("a
		// $1.5bn deal" "one point five billion dollar deal"); a decimal
		// of cents is not ("a $5.50 fee").
		if w := attributiveMoneyWeight(text, pos, end, n, scale); w > 0 {
			alts = attributiveMoney(alts, cur, w)
		}
	} else if n.point && scale == "" && (n.intPart == "" || trimDigits(n.intPart) == "0") && cur.MinorSingular != "" && cur.MinorSingular != cur.MinorPlural &&
		(attributiveUnit(text, pos, end) || definiteAttributive(text, pos, end)) && nextWord(text, end) != "well" {
		// "a $0.03 tax benefit", "the $0.10 fee": cents alone before
		// the noun they describe, "three cent tax benefit" as "a 25c
		// stamp" is (matchCents: "a three cents tax benefit" was 0.89),
		// at a whole price's weight (attributivePriceSingular).
		// Hand-set: Google TN's sentences have none.
		alts = attributiveMoney(alts, Currency{Singular: cur.MinorSingular, Plural: cur.MinorPlural}, attributivePriceSingular)
	}
	return oneSeg(Money, pos, end, alts), true
}

// plusBeforeScale reads "-plus" or "+" written after an amount's number
// that ends at i and before a space and a scale word ("$500-plus
// million", "$500+ million"), returning the scale's word and where it
// ends: the "plus" is the number's, said before the scale ("five hundred
// dollars plus million" was the only reading, the currency said before
// the words it follows). Hand-set: Google TN's sentences have none.
func (sc *scanner) plusBeforeScale(i int) (string, int, bool) {
	text := sc.text
	switch {
	case strings.HasPrefix(text[i:], "-plus "):
		i += len("-plus ")
	case strings.HasPrefix(text[i:], "+ "):
		i += len("+ ")
	default:
		return "", 0, false
	}
	k := i
	for k < len(text) && isWordStartByte(text[k]) {
		k++
	}
	s, ok := sc.st.MoneyScales[text[i:k]]
	if !ok || k-i < 3 || !boundaryAt(text, k) {
		// A scale of letters alone ("$500+ m") is no word after a space.
		return "", 0, false
	}
	return s, k, true
}

// plusBeforeScaleWord puts "plus" before the scale's word in each of an
// amount's readings ("five hundred million dollars" -> "five hundred plus
// million dollars").
func plusBeforeScaleWord(alts []alt, scale string) []alt {
	out := make([]alt, len(alts))
	for i, a := range alts {
		a.spoken = strings.Replace(a.spoken, " "+scale, " plus "+scale, 1)
		out[i] = a
	}
	return out
}

// attributiveMoneyWeight returns the weight of the currency's singular
// for a whole amount at [pos, end) before a noun, 0 where the amount
// names no kind of thing. A bill, a note or a coin is named by its value
// wherever it stands ("a $5 bill", "the $20 bills", "two $1 coins": "five
// dollar bill", 0.9); not an amount of millions or of five digits or
// more, which no bill is: "$500 million notes due 2030" are debt notes
// (fin1: "dollar notes" was first at 0.87). Between "a" and a noun (attributiveUnit, as a
// measure's "a 5 km run" is "five kilometer run") a price of a few
// digits or with a scale word is the singular first, 0.9
// (attributivePriceSingular: "a $5 fee", "a $10 million deal": "a five
// dollars fee" was first); a figure of
// thousands written out keeps the plural Google TN says ("a $ 133,000
// grant" "one hundred thirty three thousand dollars grant", 2 of 2 on
// the development set), the singular 0.4. After "the", "this", "our" ...
// the same before a noun (definiteAttributive: "the $5 fee" was "the
// five dollars fee" alone); not before a clause ("the $20 they owe", "the
// $50 is waived"). Hand-set: Google TN has no such amount after "the".
func attributiveMoneyWeight(text string, pos, end int, n number, scale string) float64 {
	if scale == "" && len(trimDigits(n.intPart)) <= 4 && lowerWordFollows(text, end) && denominationNouns[nextWord(text, end)] {
		return 0.9
	}
	if !attributiveUnit(text, pos, end) && !definiteAttributive(text, pos, end) || nextWord(text, end) == "well" {
		return 0 // "a $100 well spent": an adverb, no noun
	}
	if scale != "" || len(trimDigits(n.intPart)) <= 3 {
		return attributivePriceSingular
	}
	return 0.4
}

// attributivePriceSingular is the singular's weight for a price of up to
// three digits or with a scale word between "a" (or "the") and a noun:
// "a $20 gift card" "a twenty dollar gift card" 0.9, the plural 0.1, as a
// bill's ("a twenty dollars gift card" had 0.4 beside 0.6, verb82). Google
// TN's evidence for the plural is two figures of thousands written out
// ("a $ 133,000 grant", above: their plural stays first); its sentences hold no smaller
// price before a noun (the fit half, the study half, the development
// set), and English names a kind by its value in the singular, as the
// style's "a 5 km run" does. Hand-set.
const attributivePriceSingular = 0.9

// denominationNouns are the money a value names.
var denominationNouns = setOf(strings.Fields(`bill bills note notes banknote banknotes coin coins`), false)

// attributiveMoney adds, to the readings of a whole amount, the currency
// in the singular at weight w, as English says a price that names a kind
// of thing ("a twenty dollar bill"; attributiveMoneyWeight); "a twenty
// dollars bill" was the only reading.
func attributiveMoney(alts []alt, cur Currency, w float64) []alt {
	var d dist
	d.addAll(alts, 1-w)
	for _, a := range alts {
		if sing, ok := strings.CutSuffix(a.spoken, " "+cur.Plural); ok {
			d.add(sing+" "+cur.Singular, a.prob*w)
		}
	}
	return d.done()
}

// moneyPer reads a per-unit after an amount in cur ending at end
// ("$20/mo") and where it ends. A code of the amount's own currency
// after the slash restates it and is no per-unit: "$20/USD" "twenty
// dollars u s d", as "$20 USD" is ("per u s d" was the reading);
// "¥150/USD" stays "per u s d", a rate of exchange.
func (sc *scanner) moneyPer(end int, cur Currency) ([]alt, int, bool) {
	text := sc.text
	if alts, e, ok := moneyPerAbbreviation(text, end); ok {
		return alts, e, true
	}
	if l := sc.restatedCode(end, cur); l > 0 {
		return single(spellLetters(text[end+1 : end+1+l])), end + 1 + l, true
	}
	if end+2 < len(text) && text[end] == ' ' || end+1 < len(text) && text[end] == '/' && text[end+1] == ' ' {
		return sc.spacedMoneyPer(end)
	}
	if end+1 >= len(text) || text[end] != '/' {
		return nil, end, false
	}
	if l := capitalsUnitAt(text, end+1); l == 3 {
		if code, ok := sc.st.Currencies[text[end+1:end+4]]; ok && sameCurrency(code, cur) {
			return single(spellLetters(text[end+1 : end+4])), end + 4, true
		}
	}
	if u, l := sc.unitAt(end + 1); l > 0 {
		return single("per " + u.Singular), end + 1 + l, true
	}
	if u, l := reportUnitAt(text, end+1); l > 0 {
		// "$35/MWh": a power price ("thirty five dollars m w h" before).
		return single("per " + u.Singular), end + 1 + l, true
	}
	if l := capitalsUnitAt(text, end+1); l > 0 {
		// "$2.50/MMBtu", "$3/Mcf": a price per a unit written in
		// capitals, its letters ("two dollars fifty cents mmbtu" before,
		// the slash silent).
		return single("per " + spellLetters(text[end+1:end+1+l])), end + 1 + l, true
	}
	if l := lowerWordAt(text, end+1); l >= 2 {
		switch w := text[end+1 : end+1+l]; {
		case perLetterUnits[w]:
			// "$75/boe", "$3/mcf": oil and gas units said as letters
			// ("per boe" before).
			return single("per " + spellLetters(w)), end + 1 + l, true
		case !notPerWords[w]:
			// "$40/couple", "$5/head": a price per any thing; the slash
			// was silent ("forty dollars couple").
			return single("per " + w), end + 1 + l, true
		}
	}
	return nil, end, false
}

// inrRatio reports whether "INR" at pos is the international normalized
// ratio: a number under 10 (one digit, a decimal or a range of such)
// after it, no scale word, and "target" right before it or a word of
// anticoagulation in the text (inrWords).
func inrRatio(sc *scanner, pos int) bool {
	text := sc.text
	i := pos + 3
	if i < len(text) && text[i] == ':' {
		i++
	}
	i = skipSpaces(text, i)
	if i >= len(text) || !isDigit(text[i]) || digitsEnd(text, i)-i > 1 {
		return false
	}
	if _, ok := sc.st.MoneyScales[nextWord(text, digitsEnd(text, i))]; ok {
		return false
	}
	return strings.EqualFold(prevWord(text, pos), "target") || sc.hasWord(inrWords)
}

// inrWords make a text one of anticoagulation, where INR is a ratio.
var inrWords = setOf(strings.Fields(`warfarin coumadin anticoagulant anticoagulants anticoagulation anticoagulated
	clotting prothrombin heparin`), false)

// moneyPerAbbreviation reads a price's "per" written short in lower case
// against the amount or one space after it: "£25pp" (per person), "£30k
// pa" (per annum), "£1,200pcm" (per calendar month), "£300pw" (per week),
// "£80pppn" (per person per night). "£25pp" was "pound twenty five p p"
// 0.98 (the amount unread, its currency said first), "£25 pp" "twenty
// five pounds p p". The letters keep a fifth. Hand-set: Google TN's
// sentences have no such abbreviation after an amount of money.
func moneyPerAbbreviation(text string, end int) ([]alt, int, bool) {
	i := skipSpaceOnce(text, end)
	if key, j, ok := dottedPerAbbreviation(text, i); ok {
		var d dist
		d.add(moneyPerDotted[key], 0.8)
		d.add(spellLetters(key), 0.2)
		return d.done(), j, true
	}
	j := i
	for j < len(text) && text[j] >= 'a' && text[j] <= 'z' {
		j++
	}
	said, ok := moneyPerAbbreviations[text[i:j]]
	if !ok || j < len(text) && (isWordByte(text[j]) || isDigit(text[j])) {
		return nil, end, false
	}
	var d dist
	d.add(said, 0.8)
	d.add(spellLetters(text[i:j]), 0.2)
	return d.done(), j, true
}

// dottedPerAbbreviation finds "p.a." (per annum) or "p.m." (per month)
// at i, each letter's period written ("Rs 75,000 p.m.", "£35k p.a.",
// "7.5% p.a."), no letter or digit after it: the key without its periods
// and where it ends. Undotted "pm" after a price is left ("$5 pm" may be
// a clock's hour dropped); "p.m." with its periods after an amount is
// British and Indian writing's "per mensem" (it was "p m", "p a",
// verb86's list).
//
// "p.c.m." (per calendar month) and "p.w." (per week) are read so too
// ("£850 p.c.m." was "p c m" 0.93, though "£850 pcm" was "per calendar
// month", verb89's list).
func dottedPerAbbreviation(text string, i int) (string, int, bool) {
	if i+4 > len(text) || text[i] != 'p' || text[i+1] != '.' {
		return "", i, false
	}
	key, j := "p", i+2
	for len(key) < 3 && j+1 < len(text) && text[j] >= 'a' && text[j] <= 'z' && text[j+1] == '.' {
		key += text[j : j+1]
		j += 2
	}
	if _, ok := moneyPerDotted[key]; !ok || j < len(text) && isWordByte(text[j]) {
		return "", i, false
	}
	return key, j, true
}

// moneyPerDotted are the dotted short forms of "per" after an amount.
var moneyPerDotted = map[string]string{"pa": "per annum", "pm": "per month", "pcm": "per calendar month", "pw": "per week"}

// moneyPerAbbreviations are the short forms of "per" after a price.
var moneyPerAbbreviations = map[string]string{"pp": "per person", "pa": "per annum", "pcm": "per calendar month",
	"pw": "per week", "pppn": "per person per night", "pn": "per night"}

// spacedMoneyPer reads a price's per-unit after a slash with a space on
// either side or both ("€5 / kg", "£3 / hour", "$4 /lb"): a unit
// (unitAt, as after "$3/lb") or a period of time or a person
// (spacedPerWords); the slash was silent and the unit's letters read
// ("five euros k g" 0.92, "three pounds hour"). Google TN's sentences
// have no amount of money before such a slash (fit half, development
// set, the fresh sample's study half: 0), so it stays as unspaced
// "$3/lb" reads. Any other word keeps the slash apart ("$10 / free").
func (sc *scanner) spacedMoneyPer(end int) ([]alt, int, bool) {
	text := sc.text
	i := skipSpaces(text, end)
	if i >= len(text) || text[i] != '/' || i+1 >= len(text) {
		return nil, end, false
	}
	j := skipSpaces(text, i+1)
	if j == i+1 && i == end || j-i > 2 || i-end > 1 {
		return nil, end, false // "$3/lb" is moneyPer's; one space at most
	}
	if u, l := sc.unitAt(j); l > 0 && boundaryAt(text, j+l) && !u.Ambiguous && !u.AttachedOnly && unitWordEnds(text, j+l) {
		return single("per " + u.Singular), j + l, true
	}
	if l := lowerWordAt(text, j); l >= 2 && spacedPerWords[text[j:j+l]] {
		w := text[j : j+l]
		if a := americanize(w); a != "" {
			w = a // "litre": "liter", as the word alone
		}
		return single("per " + w), j + l, true
	}
	return nil, end, false
}

// unitWordEnds reports whether a unit ending at e ends its word: no
// letter, digit or another slash follows ("€5 / kg", not "€5 / kg/m").
func unitWordEnds(text string, e int) bool {
	return e == len(text) || text[e] != '/' && boundaryAt(text, e)
}

// spacedPerWords name what a price is per after a spaced slash: a period
// of time, a person.
var spacedPerWords = setOf(strings.Fields(`hour day week month year night minute person head litre liter
	gallon kilo`), false)

// moneyAmount reads an amount in a currency with the style's money
// distribution: "twenty dollars fifty cents", "... and fifty cents",
// "twenty dollars fifty", "twenty point five zero dollars"; with a scale word "two point five million dollars".
func (sc *scanner) moneyAmount(n number, scale string, cur Currency) []alt {
	st := sc.st
	unit := func(one bool) string {
		if one {
			return cur.Singular
		}
		return cur.Plural
	}
	major := trimDigits(n.intPart)
	if n.intPart == "" {
		major = "0"
	}
	if len(major) > maxCardinalDigits {
		return nil
	}
	frac := n.frac
	if scale != "" {
		var num []alt
		if n.point {
			num = sc.decimalAlts(n.intPart, frac)
		} else {
			num = indianAlts(n.intPart, n.indian, sc.cardinalAlts(n.intPart, true))
		}
		return product(num, single(scale), single(cur.Plural))
	}
	// Trailing zeros beyond the cents do not change the amount ($2.000,
	// $20.500), so the cents are what is left.
	cents := strings.TrimRight(frac, "0")
	if len(cents) <= 2 {
		for len(cents) < 2 && n.point {
			cents += "0"
		}
	}
	majorAlts := indianAlts(major, n.indian, sc.cardinalAlts(major, true))
	majorPart := product(majorAlts, single(unit(major == "1")))
	if !n.point || strings.Trim(frac, "0") == "" {
		return majorPart
	}
	decimal := product(sc.decimalAltsOpt(n.intPart, frac, false), single(cur.Plural))
	if len(cents) > 2 || cur.MinorPlural == "" {
		return decimal
	}
	// An amount with its cents said as a decimal reads the cents'
	// digits with "zero", as NeMo's TN cases do ("€1.50" "one point
	// five zero euros"): Google TN's "o" of a decimal's final zero
	// ("95.50" "ninety five point five o") is no money's ("twelve point
	// five o dollars" was 0.12 of "$12.50"; Google TN has no amount
	// with cents).
	intAlts := single("zero")
	if trimDigits(n.intPart) != "" && trimDigits(n.intPart) != "0" {
		intAlts = sc.cardinalAlts(n.intPart, true)
	}
	decimal = product(intAlts, single("point "+digitWords(frac, zeroZero)), single(cur.Plural))
	c := atoiSmall(cents)
	minorWord := cur.MinorPlural
	if c == 1 {
		minorWord = cur.MinorSingular
	}
	minorPart := product(sc.cardinalAlts(itoa(c), true), single(minorWord))
	var d dist
	if major == "0" {
		d.addAll(minorPart, st.w("money", "major_minor")+st.w("money", "major_and_minor"))
	} else {
		d.addAll(product(majorPart, minorPart), st.w("money", "major_minor"))
		d.addAll(product(majorPart, single("and"), minorPart), st.w("money", "major_and_minor"))
		if c >= 10 && len(major) <= 2 {
			// A price is said without its cents' word, "twelve
			// dollars fifty", as often as with it: a form an ITN model
			// meets in speech and learned from no reading here. Up to
			// 99 of the major unit and ten or more cents ("$3.05" is
			// not said "three dollars five"). Not "twelve fifty"
			// alone: without the currency a model is taught to write a
			// "$" that the words do not say (TestNoWrongReadingOfIssue15).
			// Hand-set: Google TN has no amount with cents.
			d.addAll(product(majorPart, sc.cardinalAlts(itoa(c), true)), st.w("money", "major_minor_unnamed"))
		}
	}
	d.addAll(decimal, st.w("money", "decimal"))
	return d.done()
}

// Pre-decimal British money, as books before 1971 write it: "10s. 6d.",
// "£5 10s.", "£1 2s. 6d." (pounds, shillings, pence). The s. and d. were
// read as letters ("tens six d").
var (
	// The periods are optional ("10s 6d", "£1 2s 6d", as later and
	// lighter typesetting writes them: "tens six d" and "one pound twos
	// six d" before); without them a pence part or a pound amount must
	// be there, so "the 1970s" and "10s of" stay what they were.
	reShillingsPence = regexp.MustCompile(`^(\d{1,3})s(?:\. ?| )(\d{1,2})d\b\.?`)
	rePenceAlone     = regexp.MustCompile(`^(\d{1,2})d\b\.?`)
	rePoundsShilling = regexp.MustCompile(`^£ ?(\d{1,3}(?:,\d{3})*) (\d{1,2})s(?:\.|\b)(?: ?(\d{1,2})d\b\.?)?`)
	// The pounds as older books also write them, an "l." after the
	// number (libra): "5l. 10s.", "2l. 3s. 6d." ("five l tens" before).
	// Its period and the shillings after it are needed: "5l." alone
	// may be liters.
	rePoundsLShilling = regexp.MustCompile(`^(\d{1,3}(?:,\d{3})*)l\. ?(\d{1,2})s(?:\.|\b)(?: ?(\d{1,2})d\b\.?)?`)
)

// penceOneWord are the one-word names of two to eleven pence, as the
// books of the nineteenth century and their readers say them
// ("fourpence", "sixpence"; "tuppence" and "thruppence" as spoken).
var penceOneWord = map[string][]string{
	"2": {"twopence", "tuppence"}, "3": {"threepence", "thruppence"}, "4": {"fourpence"}, "5": {"fivepence"},
	"6": {"sixpence"}, "7": {"sevenpence"}, "8": {"eightpence"}, "9": {"ninepence"}, "10": {"tenpence"},
	"11": {"elevenpence"},
}

// pennyAdjectives are the adjectives of two to eleven pence before a
// noun: "a threepenny bit", "a sixpenny piece".
var pennyAdjectives = map[string][]string{
	"2": {"twopenny", "tuppenny"}, "3": {"threepenny", "thruppenny"}, "4": {"fourpenny"}, "5": {"fivepenny"},
	"6": {"sixpenny"}, "7": {"sevenpenny"}, "8": {"eightpenny"}, "9": {"ninepenny"}, "10": {"tenpenny"},
	"11": {"elevenpenny"},
}

// penceAlone reads a number of old pence: the one-word form first for
// two to eleven ("fourpence" 0.6, "four pence" 0.4; "twopence" 0.45,
// "two pence" 0.35, "tuppence" 0.2), "one penny" 0.6 or "a penny" 0.4,
// "twelve pence" alone above (hand-set: Google TN has none; Libriheavy's
// readers of nineteenth-century books say the one word).
func penceAlone(digits string) []alt {
	n := trimDigits(digits)
	var d dist
	switch words := penceOneWord[n]; {
	case n == "1":
		d.add("one penny", 0.6)
		d.add("a penny", 0.4)
	case len(words) == 2:
		d.add(words[0], 0.45)
		d.add(cardinalWords(n, false)+" pence", 0.35)
		d.add(words[1], 0.2)
	case len(words) == 1:
		d.add(words[0], 0.6)
		d.add(cardinalWords(n, false)+" pence", 0.4)
	default:
		d.add(cardinalWords(n, false)+" pence", 1)
	}
	return d.done()
}

// pennyAdjective reads the pence before a noun ("a 3d. stamp"): "a
// threepenny stamp" 0.5, "thruppenny" 0.3, "three penny" 0.2; "a penny
// stamp" 0.7 or "one penny" 0.3 for 1d.; nil above eleven.
func pennyAdjective(digits string) []alt {
	n := trimDigits(digits)
	var d dist
	switch words := pennyAdjectives[n]; {
	case n == "1":
		d.add("penny", 0.7)
		d.add("one penny", 0.3)
	case len(words) == 2:
		d.add(words[0], 0.5)
		d.add(words[1], 0.3)
		d.add(cardinalWords(n, false)+" penny", 0.2)
	case len(words) == 1:
		d.add(words[0], 0.8)
		d.add(cardinalWords(n, false)+" penny", 0.2)
	default:
		return nil
	}
	return d.done()
}

// penceNouns after a number of pence make it the adjective of a coin, a
// stamp or a cheap good ("a 3d. stamp", "a 6d. piece", "a 1d. bun").
var penceNouns = setOf(strings.Fields(`stamp stamps piece pieces bit bits coin coins loaf loaves bun buns
	packet packets ticket tickets fare fares novel novels dreadful dreadfuls post postage rate
	edition editions paper papers cigar cigars seat seats tin tins bottle bottles box boxes`), false)

// reShillingsAlone is shillings alone: "5s." (its period needed) or
// "5/-", the shilling mark and a dash for no pence.
var reShillingsAlone = regexp.MustCompile(`^(\d{1,2})(?:s\.|/-)`)

// matchOldShillings reads shillings alone, "It cost 5s." and "5/-", as
// "five shillings" ("fives" and "five slash" before). "5s." needs a verb
// of prices (or "for") before it and a word that ends a price after it,
// as pence alone do: "in 5s. and 10s." and "the 1970s." stay; "5/-" is
// the shillings anywhere (hand-set: Google TN has none).
func matchOldShillings(sc *scanner, pos int) (match, bool) {
	text := sc.text[pos:]
	if len(text) < 3 || !isDigit(text[0]) || (text[1] != 's' && text[1] != '/' && text[2] != 's' && text[2] != '/') {
		return match{}, false
	}
	if pos > 0 && (isDigit(sc.text[pos-1]) || sc.text[pos-1] == '.' || sc.text[pos-1] == '/') {
		return match{}, false
	}
	m := reShillingsAlone.FindStringSubmatchIndex(text)
	if m == nil {
		return match{}, false
	}
	end := pos + m[1]
	if sc.text[end-1] == '-' {
		if end < len(sc.text) && (isDigit(sc.text[end]) || !boundaryAt(sc.text, end)) {
			return match{}, false
		}
	} else {
		pw := strings.ToLower(prevWord(sc.text, pos))
		if !penceVerbs[pw] && pw != "for" || !penceFollowers[nextWord(sc.text, end)] {
			return match{}, false
		}
		if r := strings.TrimLeft(sc.text[end:], " "); r != "" && isDigit(r[0]) {
			// "cost 2s. 6d." is the sum, read by matchOldMoney.
			return match{}, false
		}
	}
	return oneSeg(Money, pos, end, single(countWords(text[m[2]:m[3]], "shilling", "shillings"))), true
}

// penceVerbs before a number of pence alone ("It cost 3d.") make the d
// pence.
var penceVerbs = setOf(strings.Fields(`cost costs costing paid pay pays price priced worth charged sold fetched`), false)

// penceFollowers end a price of pence alone ("paid 6d for it"); a noun
// after it makes it something else ("cost 3d printing").
var penceFollowers = setOf(append(strings.Fields(`for a an each per and or in at then`), ""), false)

// rePenceBefore is a price of pence alone after a verb of prices, then a
// joiner, ending the text before a second price ("cost 3d, then ",
// "paid 2d or ").
var rePenceBefore = regexp.MustCompile(`(?i)\b(?:cost|costs|costing|paid|pay|pays|price|priced|worth|charged|sold|fetched|for) \d{1,2}d\.?,? (?:then|and|or|to) $`)

// forPence reports whether the pence alone at pos, written (with its
// period) as written, follow "for" ("bought it for 4d."): the period is
// needed there, as "for 4d space" is no price.
func forPence(text string, pos int, written string) bool {
	return strings.HasSuffix(written, ".") && strings.EqualFold(prevWord(text, pos), "for")
}

// penceListBefore reports whether the pence alone at pos follow another
// price of pence and a joiner: "It cost 3d, then 4d" (the second was
// "four d").
func penceListBefore(text string, pos int) bool {
	switch prevWord(text, pos) {
	case "then", "and", "or", "to":
		return rePenceBefore.MatchString(text[max(0, pos-40):pos])
	}
	return false
}

// matchOldMoney reads pounds, shillings and pence (hand-set weights,
// money_lsd in the style: Google TN's sentences have none).
func matchOldMoney(sc *scanner, pos int) (match, bool) {
	text := sc.text[pos:]
	if pos > 0 && isDigit(sc.text[pos-1]) {
		return match{}, false
	}
	if len(text) >= 2 && (text[1] == 'd' || len(text) >= 3 && text[2] == 'd') {
		if m := rePenceAlone.FindStringSubmatchIndex(text); m != nil && (penceVerbs[strings.ToLower(prevWord(sc.text, pos))] || penceListBefore(sc.text, pos) || forPence(sc.text, pos, text[:m[1]])) &&
			(boundaryAt(sc.text, pos+m[1]) || strings.HasSuffix(text[:m[1]], ".")) && penceFollowers[nextWord(sc.text, pos+m[1])] {
			// "It cost 3d.", "paid 6d": pence alone after a verb of
			// prices ("three d" before; "2s. 3d." is read below).
			return oneSeg(Money, pos, pos+m[1], penceAlone(text[m[2]:m[3]])), true
		}
		if m := rePenceAlone.FindStringSubmatchIndex(text); m != nil && boundaryAt(sc.text, pos+m[1]) &&
			penceNouns[strings.ToLower(nextWord(sc.text, pos+m[1]))] {
			// "a 3d. stamp", "a 6d. piece": the pence before a noun of
			// coins, stamps and cheap goods are its adjective, "a
			// threepenny stamp", "a sixpenny piece" ("three d stamp"
			// before). "3d film", "4d space" have no such noun.
			if alts := pennyAdjective(text[m[2]:m[3]]); alts != nil {
				return oneSeg(Money, pos, pos+m[1], alts), true
			}
		}
	}
	if m, ok := halfpence(sc, pos); ok {
		return m, true
	}
	// Cheap test first: this runs at every number.
	head := text[:min(len(text), 5)]
	if !strings.HasPrefix(text, "£") && !strings.Contains(head, "s.") && !strings.Contains(head, "s ") && !strings.Contains(head, "l.") {
		return match{}, false
	}
	w := func(r string) float64 { return sc.st.w("money_lsd", r) }
	var d dist
	end := 0
	m := rePoundsShilling.FindStringSubmatchIndex(text)
	if m == nil && strings.Contains(head, "l.") {
		m = rePoundsLShilling.FindStringSubmatchIndex(text)
	}
	if m != nil {
		pounds := countWords(text[m[2]:m[3]], "pound", "pounds")
		shillings := countWords(text[m[4]:m[5]], "shilling", "shillings")
		if m[6] >= 0 {
			pence := penceAlone(text[m[6]:m[7]])
			d.addAll(product(single(pounds+" "+shillings+" and"), pence), w("and"))
			d.addAll(product(single(pounds+" "+shillings), pence), w("no_and"))
		} else {
			// "£5 10s." is "five pounds ten shillings" or, as a price
			// is said, "five pounds ten" (hand-set).
			d.add(pounds+" "+shillings, 0.7)
			d.add(pounds+" "+cardinalWords(text[m[4]:m[5]], false), 0.3)
		}
		end = m[1]
	} else if m := reShillingsPence.FindStringSubmatchIndex(text); m != nil {
		s, p := text[m[2]:m[3]], text[m[4]:m[5]]
		shillings, pence := countWords(s, "shilling", "shillings"), penceAlone(p)
		d.addAll(product(single(shillings+" and"), pence), w("and"))
		d.addAll(product(single(shillings), pence), w("no_and"))
		short := w("short")
		if trimDigits(s) == "2" && trimDigits(p) == "6" {
			// Half a crown, the coin of 2s. 6d.: a reading some give
			// of the sum in prose, weighed low (hand-set).
			d.add("half a crown", short/4)
			short -= short / 4
		}
		d.add(cardinalWords(s, false)+" and "+cardinalWords(p, false), short)
		end = m[1]
	} else {
		return match{}, false
	}
	if !boundaryAt(sc.text, pos+end) && !strings.HasSuffix(text[:end], ".") {
		return match{}, false
	}
	return oneSeg(Money, pos, pos+end, d.done()), true
}

// accountingNegative reads an amount in an accountant's brackets after
// its currency sign, a negative ("$(0.3) million", "$(1,234)": "dollar
// zero point three million" was the reading): the amount read without
// the brackets, after "negative" or "minus" (the negative distribution)
// 0.6 or alone 0.4, as speakers read a table's losses (after "loss of"
// alone 0.9). The brackets open at open.
func (sc *scanner) accountingNegative(pos, open int) (match, bool) {
	text := sc.text
	n, ok := parseMoneyNumber(text, open+1)
	if !ok || n.end >= len(text) || text[n.end] != ')' {
		return match{}, false
	}
	inner := *sc
	inner.setText(text[:open] + text[open+1:n.end] + text[n.end+1:])
	m, ok := matchMoney(&inner, pos)
	if !ok || len(m.segs) != 1 || m.end < n.end-1 {
		return match{}, false
	}
	back := func(x int) int {
		switch {
		case x < open:
			return x
		case x < n.end-1:
			return x + 1
		}
		return x + 2
	}
	seg := m.segs[0]
	signed := 0.6
	if lossBefore(text, pos) {
		// "a loss of $(0.3) million", "Net loss was $(5) million": the
		// word says the sign.
		signed = 0.1
	}
	var d dist
	d.addAll(product(sc.signAlts(), seg.alts), signed)
	d.addAll(seg.alts, 1-signed)
	return oneSeg(seg.class, back(seg.start), back(m.end), d.done()), true
}

// lossBefore reports whether one of the three words before pos is a word
// of loss ("loss of $(0.3)", "Net loss was $(5)", "a deficit of about
// $(2)"; the third word before was left unread: "net loss was minus five
// million dollars" was first).
func lossBefore(text string, pos int) bool {
	for i := 0; i < 3; i++ {
		w, start := prevWordAt(text, pos)
		if w == "" {
			return false
		}
		if lossWords[strings.ToLower(w)] {
			return true
		}
		pos = start
	}
	return false
}

// lossWords before a bracketed amount say its sign already.
var lossWords = setOf(strings.Fields(`loss losses deficit deficits outflow outflows shortfall decrease decline`), false)

// halfpence reads a halfpenny written with "½" and "d" ("½d." was "one
// half d", "2½d" "two and one half d"): "a halfpenny" 0.5, "half a
// penny" 0.3 or "a ha'penny" 0.2 alone; "three halfpence" 0.4 for 1½d.;
// "twopence halfpenny" 0.4 (one word first, as penceAlone says two to
// eleven), "two pence halfpenny" 0.2, "two and a half pence" 0.3 after
// pence (hand-set; Google TN's sentences have none).
func halfpence(sc *scanner, pos int) (match, bool) {
	text := sc.text
	k := pos
	for k < len(text) && k-pos < 2 && isDigit(text[k]) {
		k++
	}
	if !strings.HasPrefix(text[k:], "½d") {
		return match{}, false
	}
	if k == pos+1 && text[pos] == '0' {
		return match{}, false
	}
	end := k + len("½d")
	if end < len(text) && text[end] == '.' {
		end++
	} else if !boundaryAt(text, end) {
		return match{}, false
	}
	var d dist
	switch n := text[pos:k]; {
	case k == pos:
		// "a ha'penny" as readers say it too (Comparable "a ha penny").
		d.add("a halfpenny", 0.5)
		d.add("half a penny", 0.3)
		d.add("a ha'penny", 0.2)
	case n == "1":
		// "1½d." is "three halfpence" as the Victorians said it.
		d.add("three halfpence", 0.4)
		d.add("one penny halfpenny", 0.2)
		d.add("a penny halfpenny", 0.1)
		d.add("one and a half pence", 0.3)
	case penceOneWord[n] != nil:
		// "twopence halfpenny" first, as "fourpence" alone is.
		words := penceOneWord[n]
		d.add(words[0]+" halfpenny", 0.4)
		d.add(cardinalWords(n, false)+" pence halfpenny", 0.2)
		d.add(cardinalWords(n, false)+" and a half pence", 0.3)
		// "tuppence halfpenny", or the one word's share again.
		d.add(words[len(words)-1]+" halfpenny", 0.1)
	default:
		d.add(countWords(n, "penny", "pence")+" halfpenny", 0.5)
		d.add(cardinalWords(n, false)+" and a half pence", 0.5)
	}
	return oneSeg(Money, pos, end, d.done()), true
}

// notPence reports whether the number with a p at [pos, end) is a
// chemist's orbital ("the 2p orbital", "3p electrons") or a geneticist's
// chromosome arm ("loss of chromosome 17p", "1p/19q codeleted", "9p
// deletion"), not pence.
func notPence(text string, pos, end int) bool {
	if end+1 < len(text) && text[end] == '/' && isDigit(text[end+1]) {
		return true
	}
	if pw := strings.ToLower(prevWord(text, pos)); pw == "chromosome" || pw == "chromosomes" {
		return true
	}
	return orbitalOrArmWords[strings.ToLower(nextWord(text, end))]
}

var orbitalOrArmWords = setOf(strings.Fields(`orbital orbitals electron electrons subshell subshells shell
	deletion deletions codeletion codeleted deleted arm arms locus`), false)

// matchPence reads decimal pence written against the number, "50p",
// "20p coin": "fifty pence" 0.7 or "fifty p" 0.3 as British speakers
// say both (hand-set; it was "fifty p" only). One or two digits only:
// 720p and 1080p are video resolutions.
func matchPence(sc *scanner, pos int) (match, bool) {
	text := sc.text
	k, ok := smallAmountAgainst(text, pos, 'p')
	if !ok {
		return sc.largerPence(pos)
	}
	if notPence(text, pos, k+1) {
		return match{}, false
	}
	var d dist
	d.add(countWords(text[pos:k], "penny", "pence"), 0.7)
	d.add(cardinalWords(text[pos:k], false)+" p", 0.3)
	alts, end := d.done(), k+1
	if per, e, ok := sc.spacedMoneyPer(end); ok {
		// "50p / kg" as "50p/kg"
		alts, end = product(alts, per), e
	}
	return oneSeg(Money, pos, end, alts), true
}

// largerPence reads pence with a decimal part or of three digits
// written against the number, as a share's price is quoted in London:
// "Shares rose to 123.45p", "fell 2.5p", "a 150p target". It was the
// decimal and a letter, "one hundred twenty three point four five p" 1.
// Pence 0.7, the letter 0.3, as matchPence's. A decimal before p is
// pence wherever it is no orbital's or a chromosome's (notPence); three
// digits only in a sentence of prices (pencePriceWords) and never a video
// line count ("720p", "480p": videoLines), and never after a digit,
// a point or a letter, nor led by a zero. Hand-set: Google TN's sentences
// have no pence written against a number.
func (sc *scanner) largerPence(pos int) (match, bool) {
	text := sc.text
	if pos > 0 && (isDigit(text[pos-1]) || text[pos-1] == '.' || text[pos-1] == ',' || isWordStartByte(text[pos-1])) || !isDigit(text[pos]) {
		return match{}, false
	}
	n, ok := parseNumber(text, pos)
	if !ok || n.grouped || n.end >= len(text) || text[n.end] != 'p' || !boundaryAt(text, n.end+1) || notPence(text, pos, n.end+1) {
		return match{}, false
	}
	if ntscFrameRate(n) || sc.hasWord(resolutionWords) {
		// "shot in 29.97p", "records 900p video": a video's frame rate
		// or lines, as "720p" is ("twenty nine point nine seven pence"
		// was 0.7).
		return match{}, false
	}
	var num []alt
	switch {
	case n.point && len(n.frac) >= 1 && len(n.frac) <= 2 && len(n.intPart) >= 1 && len(n.intPart) <= 4 && (n.intPart == "0" || n.intPart[0] != '0'):
		num = sc.decimalAlts(n.intPart, n.frac)
	case !n.point && len(n.intPart) == 3 && n.intPart[0] != '0' && !videoLines[n.intPart] &&
		(sc.hasWord(pencePriceWords) || pricePerAfter(text, n.end+1)):
		num = sc.cardinalAlts(n.intPart, false)
	default:
		return match{}, false
	}
	var d dist
	d.addAll(product(num, single("pence")), 0.7)
	d.addAll(product(num, single("p")), 0.3)
	alts, end := d.done(), n.end+1
	if per, e, ok := sc.spacedMoneyPer(end); ok {
		alts, end = product(alts, per), e
	}
	return oneSeg(Money, pos, end, alts), true
}

// pricePerAfter reports whether what follows end says what a price is
// per: "per" or "a"/"an" and a word, or a slash ("150p per litre", "150p
// a litre", "150p / litre").
func pricePerAfter(text string, end int) bool {
	i := skipSpaces(text, end)
	if i < len(text) && text[i] == '/' {
		return lowerWordAt(text, skipSpaces(text, i+1)) >= 2
	}
	switch strings.ToLower(nextWord(text, end)) {
	case "per", "a", "an":
		return i > end
	}
	return false
}

// ntscFrameRate reports whether n is an NTSC frame rate written with two
// decimals, a whole rate times 1000/1001 (23.98, 29.97, 47.95, 59.94,
// 119.88): "29.97p" is progressive video at that rate.
func ntscFrameRate(n number) bool {
	if !n.point || len(n.frac) != 2 || len(n.intPart) < 2 || len(n.intPart) > 3 {
		return false
	}
	hundredths := atoiSmall(n.intPart)*100 + atoiSmall(n.frac)
	whole := (hundredths + 99) / 100 // the rate it falls short of
	switch whole {
	case 24, 30, 48, 60, 120:
		return (whole*200000+1001)/2002 == hundredths
	}
	return false
}

// videoLines are the line counts of video formats ("480p", "720p").
var videoLines = setOf(strings.Fields(`144 240 360 480 540 576 720`), false)

// pencePriceWords make three digits against a p a price in pence.
var pencePriceWords = setOf(strings.Fields(`share shares stock stocks price prices priced cost costs pence penny pay
	paid rose fell closed opened traded trading target valued values offer bid ftse aim dividend dividends
	cheaper dearer`), false)

// smallAmountAgainst returns where the number of one or two digits at pos
// ends, when the unit's letter u is written against it with a boundary
// after ("50p", "25c"), the number led by no zero and standing after no
// digit, point or letter: the shape matchPence and matchCents share.
func smallAmountAgainst(text string, pos int, u byte) (int, bool) {
	if pos > 0 && (isDigit(text[pos-1]) || text[pos-1] == '.' || isWordStartByte(text[pos-1])) || text[pos] == '0' || !isDigit(text[pos]) {
		return 0, false
	}
	k := pos
	for k < len(text) && k-pos < 3 && isDigit(text[k]) {
		k++
	}
	if k-pos > 2 || k >= len(text) || text[k] != u || !boundaryAt(text, k+1) {
		return 0, false
	}
	return k, true
}

// matchCents reads cents written against a number with a lower-case c,
// "50c each", "a 25c stamp", "it costs 99c": "fifty cents" 0.9 beside
// "fifty c" 0.1 (hand-set; "fifty c" was the only reading); before a noun
// "twenty five cent" 0.7 and "twenty five cents" 0.2. Only in a price's
// context, a centsPriceAfter word or one of centsNouns after it or a
// centsPriceBefore word before it, and one or two digits as matchPence:
// "the 5c rule", "25C" (a temperature's capital) and "cdc 25 c" keep
// their letters.
func matchCents(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos > 0 && text[pos-1] == ',' {
		return match{}, false
	}
	k, ok := smallAmountAgainst(text, pos, 'c')
	if !ok {
		return match{}, false
	}
	if k+2 < len(text) && text[k+1] == '/' && isASCIILetter(text[k+2]) {
		// "Calls cost 10c/min", "International calls are 5c/min": cents
		// per a unit, a rate, whatever the words around it ("ten cents
		// min" 0.85, "five c min" 0.95 were the readings, verb99).
		if per, e, ok := sc.moneyPer(k+1, Currency{Singular: "cent", Plural: "cents"}); ok {
			var d dist
			d.add(countWords(text[pos:k], "cent", "cents"), 0.9)
			d.add(cardinalWords(text[pos:k], false)+" c", 0.1)
			return oneSeg(Money, pos, e, product(d.done(), per)), true
		}
	}
	nw := strings.ToLower(nextWord(text, k+1))
	if !centsPriceAfter[nw] && !centsNouns[nw] && !centsPriceBefore[strings.ToLower(prevWord(text, pos))] {
		return match{}, false
	}
	var d dist
	if centsNouns[nw] {
		// "a 25c stamp": the attributive singular first, "twenty five
		// cent stamp", as a measure's unit before a noun.
		d.add(cardinalWords(text[pos:k], false)+" cent", 0.7)
		d.add(countWords(text[pos:k], "cent", "cents"), 0.2)
	} else {
		d.add(countWords(text[pos:k], "cent", "cents"), 0.9)
	}
	d.add(cardinalWords(text[pos:k], false)+" c", 0.1)
	return oneSeg(Money, pos, k+1, d.done()), true
}

// centsPriceAfter and centsPriceBefore are the words after and before
// "50c" that make it a price, centsNouns the things a price names before
// them ("a 25c stamp") (matchCents).
var (
	centsPriceAfter  = setOf(strings.Fields(`each apiece a per an off extra`), false)
	centsNouns       = setOf(strings.Fields(`stamp stamps coin coins piece pieces ticket tickets fare fee charge bottle bag box copy`), false)
	centsPriceBefore = setOf(strings.Fields(`cost costs costing for only just paid pay pays priced price charge
		charges charged fare sold sell sells selling buy bought`), false)
)

// notPerWords follow a slash without naming what a price is per ("$3/or
// $4", "$5/and"; "$10/each" is "ten dollars each", not "per each"; "per"
// itself, "$25/per person", was "per per", fuzz9).
var notPerWords = setOf(strings.Fields(`and or but nor the an to of in on at by for with from each apiece per`), false)

// perLetterUnits are oil and gas units written in lower case after a
// price's slash and said as letters.
var perLetterUnits = setOf(strings.Fields(`boe mcf mcfe mmcf mmbtu bcf`), false)

// capitalsUnitAt returns the length of a unit's abbreviation at i, two to
// six ASCII letters opening with two capitals ("MMBtu", "MCF"), or gas's
// volumes "Mcf", "Bcf", "Tcf"; 0 for anything else (a capitalized word,
// "$5/Day", keeps its reading).
func capitalsUnitAt(text string, i int) int {
	j := i
	for j < len(text) && j-i < 7 && (isUpperASCII(text[j]) || text[j] >= 'a' && text[j] <= 'z') {
		j++
	}
	n := j - i
	if n < 2 || n > 6 || !boundaryAt(text, j) {
		return 0
	}
	switch w := text[i:j]; {
	case isUpperASCII(w[0]) && isUpperASCII(w[1]), w == "Mcf", w == "Bcf", w == "Tcf":
		return n
	}
	return 0
}

// restatedCode returns the length of a currency's code after one space
// at end that restates the amount's currency, or names which dollars a
// bare "$" meant: "$3.35 AUD", "C$20 CAD", "€5 EUR". It is said in
// letters, as "$5 USD" and "$20/USD" are ("a u d" was "aud" 0.44, a word,
// and "c a d" "cad" 0.97, verb101). A code before its amount is the
// currency's name ("AUD 3.35" "three australian dollars"), where no sign
// has said it. A slash after it ("$20 USD/month") or another currency
// ("$5 GBP") is left to the readings before, and so is "USD", a word
// the style's fit counts.
func (sc *scanner) restatedCode(end int, cur Currency) int {
	text := sc.text
	if end+4 > len(text) || text[end] != ' ' || !isUpperASCII(text[end+1]) {
		return 0
	}
	if !boundaryAt(text, end+4) || end+4 < len(text) && (text[end+4] == '/' || isUpperASCII(text[end+4])) {
		return 0
	}
	code, ok := sc.st.Currencies[text[end+1:end+4]]
	if !ok || !isUpperASCII(text[end+2]) || !isUpperASCII(text[end+3]) {
		return 0
	}
	if text[end+1:end+4] == "USD" {
		// "$ 90 billion USD": Google TN's own "u s d", counted by the
		// fit as a word's reading (style.json word_readings) and said
		// so already; taken into the amount it left the fit.
		return 0
	}
	if sameCurrency(code, cur) || cur.Plural == "dollars" && strings.HasSuffix(code.Plural, " dollars") {
		return 3
	}
	return 0
}

// sameCurrency reports whether a and b name one currency, one perhaps
// with "us" ("dollars", "us dollars": "$", "USD" and "US$"). Another
// country's dollars are another currency: "$0.75/CAD" is a rate of
// exchange, "per c a d" (a suffix of the plural, "canadian dollars", made
// it the amount's own code).
func sameCurrency(a, b Currency) bool {
	return a.Plural == b.Plural || a.Plural == "us "+b.Plural || b.Plural == "us "+a.Plural
}

// lowerWordAt returns the length of the lower-case ASCII word at i when a
// boundary follows it, else 0.
func lowerWordAt(text string, i int) int {
	j := i
	for j < len(text) && text[j] >= 'a' && text[j] <= 'z' {
		j++
	}
	if j == i || !boundaryAt(text, j) {
		return 0
	}
	return j - i
}

// reEuropeanAmount is an amount written the continental European way,
// dots grouping thousands and a comma before the cents: 1.234,56,
// 12.500.000, 3.000,00. One dot group without a comma ("1.234") stays a
// decimal, as it is in English.
var reEuropeanAmount = regexp.MustCompile(`^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?`)

// europeanAmountMayStart reports whether reEuropeanAmount may match
// text: the pattern needs one to three digits, all of its first ones,
// and a dot.
func europeanAmountMayStart(text string) bool {
	k := digitsEnd(text, 0)
	return k > 0 && k <= 3 && k < len(text) && text[k] == '.'
}

// parseMoneyNumber reads an amount: parseNumber's, or a European one
// ("€1.234,56" was "one point two three four euros fifty six").
func parseMoneyNumber(text string, pos int) (number, bool) {
	if !europeanAmountMayStart(text[pos:]) {
		return parseNumber(text, pos) // the cheap test first: this runs at every number
	}
	m := reEuropeanAmount.FindString(text[pos:])
	if e := pos + len(m); m != "" && e < len(text) && (isDigit(text[e]) || (text[e] == '.' || text[e] == ',') && e+1 < len(text) && isDigit(text[e+1])) {
		m = "" // more digits follow: another grouping ("1.234.5", "1.234,567")
	}
	if m == "" || !strings.Contains(m, ",") && strings.Count(m, ".") < 2 {
		return parseNumber(text, pos)
	}
	intPart, frac, _ := strings.Cut(m, ",")
	n := number{start: pos, end: pos + len(m), intPart: strings.ReplaceAll(intPart, ".", ""), grouped: true}
	if frac != "" {
		n.point, n.frac = true, frac
	}
	return n, true
}

// currencyPairBefore reports whether the token at pos is the second code
// of a currency pair, three capitals and a slash before it ("GBP/USD").
func currencyPairBefore(text string, pos int) bool {
	if pos < 4 || text[pos-1] != '/' {
		return false
	}
	for k := pos - 4; k < pos-1; k++ {
		if !isUpperASCII(text[k]) {
			return false
		}
	}
	return pos == 4 || !isWordStartByte(text[pos-5])
}
