package normalize

import "strings"

// matchCreditRating reads a credit rating in a sentence of ratings
// (ratingWords): S&P's and Fitch's capitals with a plus or a minus ("A-",
// "BBB+", "AA"), Moody's capital, lower-case letters and a notch ("Baa2",
// "Aa3", "Caa1"). "A-" was "a", the minus dropped; "Baa2" "bishop a a
// two"; "Aa3" "aa three". The letters are spelled, a run of two or three
// like letters is "double" or "triple" first as analysts say it ("triple
// b minus"; ratingRunWeight); the sign "plus" or "minus", the notch its digit. Hand-set:
// Google TN's sentences have none.
func matchCreditRating(sc *scanner, pos int) (match, bool) {
	text := sc.text
	c := text[pos]
	if c != 'A' && c != 'B' && c != 'C' || pos > 0 && isWordStartByte(text[pos-1]) {
		return match{}, false
	}
	i := pos + 1
	moody := i < len(text) && text[i] == 'a'
	for i < len(text) && i-pos < 3 && (moody && text[i] == 'a' || !moody && text[i] == c) {
		i++
	}
	letters := text[pos:i]
	notch, sign := byte(0), byte(0)
	if i < len(text) && text[i] >= '1' && text[i] <= '3' {
		notch = text[i]
		i++
	} else if !moody && i < len(text) && (text[i] == '+' || text[i] == '-') {
		sign = text[i]
		i++
	}
	if moody && notch == 0 && letters != "Aaa" {
		return match{}, false
	}
	if i < len(text) && (isWordStartByte(text[i]) || isDigit(text[i]) || text[i] == '+' || text[i] == '-' || text[i] == '/') {
		return match{}, false
	}
	// "Baa2", "Caa1": Moody's two lower-case a's and a notch name a
	// rating in any sentence ("baa two", the sheep's word, was the
	// reading outside one of ratings); "Aa3", "Ba1" are shorter and
	// shared with codes, chemistry and moves, so they want the words.
	moodyFull := moody && len(letters) == 3 && notch != 0
	if notch == 0 && sign == 0 && len(letters) == 1 || !moodyFull && !sc.hasWord(ratingWords) {
		// A lone capital is a letter or the article's "A".
		return match{}, false
	}
	if notch == 0 && sign == 0 && !moody && !sc.bareRating(pos, i) {
		// "The AA batteries rate well", "the CC rate": capitals alone
		// are a rating only where a rating is named (bareRating); they
		// were "double a" 0.4 in any sentence with "rate".
		return match{}, false
	}
	spelled := spellLetters(strings.ToUpper(letters))
	var d dist
	if (letters == "Aaa" || letters == "Aa" || !moody && len(letters) >= 2) && !anBefore(text, pos) {
		// "an AA rating": the article says the writer spells the
		// letters ("an double a rating" was 0.4).
		run := "double "
		if len(letters) == 3 {
			run = "triple "
		}
		d.add(run+strings.ToLower(letters[:1]), ratingRunWeight)
		d.add(spelled, 1-ratingRunWeight)
	} else {
		d.add(spelled, 1)
	}
	var tail string
	switch {
	case sign == '+':
		tail = " plus"
	case sign == '-':
		tail = " minus"
	case notch != 0:
		tail = " " + onesWords[notch-'0']
	}
	alts := d.done()
	for k := range alts {
		alts[k].spoken += tail
	}
	return oneSeg(Letters, pos, i, alts), true
}

// ratingRunWeight is the weight of "double" and "triple" for a run of
// like capitals in a credit rating ("triple b minus" for BBB-, "double a"
// for AA), the letters one by one the rest. Analysts, rating agencies and
// financial news say the run ("a double a rating", "cut to triple b"; the
// letters were first, 0.6). Hand-set: neither Google TN set has a credit
// rating.
const ratingRunWeight = 0.6

// ratingWords make capitals with a sign or Moody's notch a credit rating:
// namedRatingWords and "rate", "rates" (one list, not two kept alike).
var ratingWords = setOf(append(strings.Fields(namedRatingList), "rate", "rates"), false)

// namedRatingList names a credit rating: the words of ratings but "rate"
// and "rates", which every sentence of interest has.
const namedRatingList = `rated rating ratings moody moody's fitch upgrade upgraded upgrades downgrade downgraded
	downgrades notch notches investment grade outlook affirmed affirms creditwatch`

// bareRating reports whether capitals with no sign nor notch at [pos,
// end) ("AA", "BBB", "CC") are a credit rating: a word of ratings other
// than "rate" or "rates" is in the sentence (the rate of interest is in
// every sentence of money), and the word after them, if any, is one a
// rating takes ("an AA rating", "AA credit", "rated BBB by S&P", "its
// rating is AA."), not a noun of another kind ("the AA batteries", "an AA
// meeting").
func (sc *scanner) bareRating(pos, end int) bool {
	if !sc.hasWord(namedRatingWords) {
		return false
	}
	nw := nextWord(sc.text, end)
	return nw == "" || nw[0] < 'a' || nw[0] > 'z' || ratingNouns[strings.ToLower(nw)]
}

// anBefore reports whether the word before pos is the article "an".
func anBefore(text string, pos int) bool {
	return strings.EqualFold(prevWord(text, pos), "an")
}

var (
	// namedRatingWords are ratingWords without "rate" and "rates".
	namedRatingWords = setOf(strings.Fields(namedRatingList), false)
	// ratingNouns follow a rating's capitals: its name, the words of
	// its scale and of the debt it rates, and the words of a list.
	ratingNouns = setOf(strings.Fields(`rating ratings rated credit category range level levels or and to by at
		with from for in on is was as bonds bond debt notes issuer issuers paper securities tranche tranches grade
		stable negative positive outlook territory status equivalent`), false)
)

// matchBatterySize reads a battery's size, "AA" or "AAA", before a word
// of batteries or after "size": "double a", "triple a" as everyone says
// them, the letters 0.15 ("I use AA batteries" was "a a batteries", "The
// AAA batteries died" "the aaa batteries", the word of acronyms_as_words).
// "AA or AAA batteries" reads both. Hand-set: Google TN's sentences have
// none.
func matchBatterySize(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if text[pos] != 'A' || pos > 0 && isWordStartByte(text[pos-1]) {
		return match{}, false
	}
	i := pos
	for i < len(text) && text[i] == 'A' && i-pos < 4 {
		i++
	}
	if n := i - pos; n != 2 && n != 3 || !boundaryAt(text, i) || i < len(text) && (text[i] == '-' || text[i] == '+') {
		return match{}, false
	}
	if !batteryAfter(text, i) && !strings.EqualFold(prevWord(text, pos), "size") {
		return match{}, false
	}
	run := "double a"
	if i-pos == 3 {
		run = "triple a"
	}
	var d dist
	d.add(run, 0.85)
	d.add(spellLetters(text[pos:i]), 0.15)
	return oneSeg(Letters, pos, i, d.done()), true
}

// batteryAfter reports whether a word of batteries follows end, or "or"
// or "and" and another size before one ("AA or AAA batteries").
func batteryAfter(text string, end int) bool {
	nw := nextWord(text, end)
	if batteryNouns[strings.ToLower(nw)] {
		return true
	}
	if nw != "or" && nw != "and" {
		return false
	}
	k := skipSpaces(text, end) + len(nw)
	if size := nextWord(text, k); size == "AA" || size == "AAA" {
		return batteryNouns[strings.ToLower(nextWord(text, skipSpaces(text, k)+len(size)))]
	}
	return false
}

// batteryNouns follow a battery's size.
var batteryNouns = setOf(strings.Fields(`battery batteries cell cells alkaline alkalines rechargeable rechargeables
	lithium nimh`), false)
