package normalize

import "strings"

// matchCreditRating reads a credit rating in a sentence of ratings
// (ratingWords): S&P's and Fitch's capitals with a plus or a minus ("A-",
// "BBB+", "AA"), Moody's capital, lower-case letters and a notch ("Baa2",
// "Aa3", "Caa1"). "A-" was "a", the minus dropped; "Baa2" "bishop a a
// two"; "Aa3" "aa three". The letters are spelled, a run of two or three
// like letters is also "double" or "triple" as analysts say it ("triple b
// minus"); the sign "plus" or "minus", the notch its digit. Hand-set:
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
	if notch == 0 && sign == 0 && len(letters) == 1 || !sc.hasWord(ratingWords) {
		// A lone capital is a letter or the article's "A".
		return match{}, false
	}
	spelled := spellLetters(strings.ToUpper(letters))
	var d dist
	if letters == "Aaa" || !moody && len(letters) >= 2 {
		run := "double "
		if len(letters) == 3 {
			run = "triple "
		}
		d.add(spelled, 0.6)
		d.add(run+strings.ToLower(letters[:1]), 0.4)
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

// ratingWords make capitals with a sign or Moody's notch a credit rating.
var ratingWords = setOf(strings.Fields(`rated rating ratings rate rates moody moody's fitch upgrade upgraded
	upgrades downgrade downgraded downgrades notch notches investment grade outlook affirmed affirms creditwatch`), false)
