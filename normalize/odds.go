package normalize

import "strings"

// matchMoneylineOdds reads American odds, a plus or a minus sign against
// three digits in a text of betting ("The Chiefs are +150 underdogs",
// "Bet the Eagles at -110", "The moneyline is +180"), as a bettor and a
// sportscaster say them: the hundreds' digit, then the rest as a number,
// "plus one fifty", "minus one ten", "plus one o five", "minus two
// hundred" (0.6); the whole number keeps 0.4 ("plus one hundred fifty"
// was the only reading). Only after a space, a bracket or the text's
// start, before no digit, decimal part, percent sign or letter, and only
// where a word of betting (bettingWords) is in the text: "-150 degrees"
// elsewhere stays the number. Hand-set (verb95): Google TN's sentences
// hold no odds.
func matchMoneylineOdds(sc *scanner, pos int) (match, bool) {
	text := sc.text
	c := text[pos]
	if c != '+' && c != '-' || pos > 0 && text[pos-1] != ' ' && text[pos-1] != '(' {
		return match{}, false
	}
	i := pos + 1
	e := digitsEnd(text, i)
	if e-i != 3 || text[i] == '0' {
		return match{}, false
	}
	if e < len(text) && (isWordByte(text[e]) || text[e] == '%' || (text[e] == '.' || text[e] == ',') && e+1 < len(text) && isDigit(text[e+1])) {
		return match{}, false
	}
	if !sc.hasWord(bettingWords) {
		return match{}, false
	}
	digits := text[i:e]
	var said string
	switch rest := digits[1:]; {
	case rest == "00":
		said = digitWords(digits[:1], zeroO) + " hundred"
	case rest[0] == '0':
		said = digitWords(digits, zeroO)
	default:
		said = digitWords(digits[:1], zeroO) + " " + cardinalWords(rest, false)
	}
	sign := "plus"
	if c == '-' {
		sign = "minus"
	}
	var d dist
	d.add(sign+" "+said, 0.6)
	d.addAll(product(single(sign), sc.cardinalAlts(digits, false)), 0.4)
	return oneSeg(Cardinal, pos, e, d.done()), true
}

// bettingWords mark a text of betting, where a signed three-digit number
// is American odds (matchMoneylineOdds).
var bettingWords = setOf(strings.Fields(`odds underdog underdogs favorite favorites favourite favourites moneyline
	moneylines bet bets betting bettor bettors wager wagers sportsbook sportsbooks parlay parlays payout vig`), false)
