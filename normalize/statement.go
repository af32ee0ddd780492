package normalize

import "strings"

// Readings of a bank statement's and a trader's marks (verb90, the
// forty-fifth round): a statement's DR and CR after an amount, its
// balance brought or carried forward or down ("b/f", "c/d"), and a
// cashtag ("$AAPL"). Each is hand-set: Google TN's sentences (the fit
// half, the study half, the development set) hold none of these shapes.

// matchStatementMark reads "DR" or "CR" ("Dr", "Cr") right after an
// amount written with its cents ("300.00 DR", "1,250.00 CR"): a
// statement's debit or credit, as an accountant reads it ("three hundred
// point o o drive" was 0.95, the street's abbreviation; "c r" its
// letters), the letters kept at 0.2. "Dr" before a capitalized word
// ("paid 45.00 Dr Smith") is left to the title's readings.
func matchStatementMark(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos+2 > len(text) || pos+2 < len(text) && isWordByte(text[pos+2]) {
		return match{}, false
	}
	w := text[pos : pos+2]
	word := ""
	switch w {
	case "DR", "Dr":
		word = "debit"
	case "CR", "Cr":
		word = "credit"
	default:
		return match{}, false
	}
	if !amountWithCentsBefore(text, pos) {
		return match{}, false
	}
	if w == "Dr" && isCapitalized(nextWord(text, pos+2)) {
		return match{}, false
	}
	var d dist
	d.add(word, 0.8)
	d.add(spellLetters(w), 0.2)
	return oneSeg(Abbreviation, pos, pos+2, d.done()), true
}

// amountWithCentsBefore reports whether an amount with two decimals
// ("300.00", "1,250.50") ends right before pos, a space or none between.
func amountWithCentsBefore(text string, pos int) bool {
	i := pos
	if i > 0 && text[i-1] == ' ' {
		i--
	}
	return i >= 4 && isDigit(text[i-1]) && isDigit(text[i-2]) && text[i-3] == '.' && isDigit(text[i-4]) &&
		(i == 4 || !isWordByte(text[i-5]) || isDigit(text[i-5]) || text[i-5] == ',')
}

// broughtForward are a statement's or a ledger's balance marks, said as
// the words they stand for.
var broughtForward = map[string]string{"b/f": "brought forward", "b/d": "brought down", "c/f": "carried forward",
	"c/d": "carried down"}

// balanceWords make a text one of balances, where "b/f" and "c/d" are
// marks of a balance ("b/d" is also barrels a day: "500,000 b/d").
var balanceWords = setOf(strings.Fields(`balance balances bal statement account accounts ledger brought carried`), false)

// matchBroughtForward reads "b/f", "b/d", "c/f", "c/d" (either case) in a
// text of balances (balanceWords) as "brought forward", "brought down",
// "carried forward", "carried down" 0.8, the letters 0.2 ("Balance b/f"
// was "balance b f" 0.76).
func matchBroughtForward(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos+3 > len(text) || text[pos+1] != '/' || pos+3 < len(text) && isWordByte(text[pos+3]) {
		return match{}, false
	}
	k := strings.ToLower(text[pos : pos+3])
	words, ok := broughtForward[k]
	if !ok || !sc.hasWord(balanceWords) {
		return match{}, false
	}
	var d dist
	d.add(words, 0.8)
	d.add(spellLetters(k[:1])+" "+spellLetters(k[2:]), 0.2)
	return oneSeg(Abbreviation, pos, pos+3, d.done()), true
}

// cashtagPrefixes are the capitals a dollar sign stands before as a
// currency's prefix ("$US", "$NZ"), no ticker.
var cashtagPrefixes = setOf(strings.Fields(`US NZ HK SG AU CA NT A C S`), false)

// tickerWords make a text one of markets, where "$" before capitals is a
// cashtag; shellWords one of a shell's or a program's variables.
var (
	tickerWords = setOf(strings.Fields(`stock stocks share shares bought buy buying sold sell selling price prices
		market markets trade trading traded long short calls puts earnings ticker bullish bearish rally rallied
		crypto coin coins token tokens hodl moon dip pump dump position portfolio holding holdings invest invested
		investing investor investors`), false)
	shellWords = setOf(strings.Fields(`echo export env shell bash script variable variables set unset printenv
		php perl command terminal`), false)
)

// cashtagCount counts "$" against one to five capitals that end a word.
func cashtagCount(text string) int {
	n := 0
	for i := strings.IndexByte(text, '$'); i >= 0; {
		j := i + 1
		for j < len(text) && text[j] >= 'A' && text[j] <= 'Z' {
			j++
		}
		if l := j - i - 1; l >= 1 && l <= 5 && (j == len(text) || !isWordByte(text[j])) {
			n++
		}
		k := strings.IndexByte(text[i+1:], '$')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return n
}

// matchCashtag reads the dollar sign of a cashtag, "$" against one to
// five capitals that end a word and no amount after ("$BTC is up",
// "Bought $AAPL and $TSLA"): a trader says the ticker, the sign unsaid
// 0.9 ("dollar b t c" was 1.0), "dollar" 0.1, in a text of markets
// (tickerWords, a percent) or with two cashtags or more. A currency's
// code ("$CAD", "$USD") or prefix ("$US 50") and a shell's variable
// ("Echo $HOME", shellWords) keep the sign's reading.
func matchCashtag(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if text[pos] != '$' || pos > 0 && isWordByte(text[pos-1]) {
		return match{}, false
	}
	j := pos + 1
	for j < len(text) && text[j] >= 'A' && text[j] <= 'Z' {
		j++
	}
	if n := j - pos - 1; n < 1 || n > 5 || j < len(text) && (isWordByte(text[j]) || text[j] == '$') {
		return match{}, false
	}
	code := text[pos+1 : j]
	if cashtagPrefixes[code] || sc.st.Currencies[code].Plural != "" {
		return match{}, false
	}
	if k := skipSpaces(text, j); k < len(text) && isDigit(text[k]) {
		return match{}, false
	}
	if sc.hasWord(shellWords) || !(sc.hasWord(tickerWords) || sc.fact(factCashtagText)) {
		// "Echo $HOME to see it": a shell's variable, "dollar home"
		// (verb58); a cashtag stands among words of markets, a percent
		// or another cashtag.
		return match{}, false
	}
	var d dist
	d.addAlt(alt{spoken: "", prob: 0.9, literal: true})
	d.add("dollar", 0.1)
	return oneSeg(Symbol, pos, pos+1, d.done()), true
}
