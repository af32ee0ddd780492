package normalize

import "strings"

// Processors' and video codecs' model codes, as buyers and reviewers say
// them (verb94; verb92's list). Google TN's sentences write none of these
// shapes (the fit half, the study half and the development set), so the
// weights are hand-set; the plain number each was read as keeps a share.

// matchIntelCore reads an Intel Core model, "i3", "i5", "i7" or "i9", a
// dash and four or five digits and the suffix's capitals ("i7-13700K",
// "i5-12400F", "i9-9900K", "i7-1165G7"): the generation and the rest in
// pairs, the dash unsaid, "i seven thirteen seven hundred k", "i nine
// ninety nine hundred k" 0.8 ("i seven thirteen thousand seven hundred
// k" was 0.70), the number 0.2. A space for the dash ("i7 13700K") is
// the same model where a suffix or "Core" says so ("thirteen thousand
// seven hundred thousand" was 0.70, the K a thousand): "i7 2024" and
// "an i7 laptop" keep theirs (verb96).
func matchIntelCore(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos+7 > len(text) || text[pos] != 'i' || text[pos+2] != '-' && text[pos+2] != ' ' || !strings.ContainsRune("3579", rune(text[pos+1])) || pos > 0 && isWordByte(text[pos-1]) {
		return match{}, false
	}
	spaced := text[pos+2] == ' ' // "i7 13700K": a suffix or "Core" before makes it a model
	j := digitsEnd(text, pos+3)
	n := text[pos+3 : j]
	if len(n) != 4 && len(n) != 5 || n[0] == '0' {
		return match{}, false
	}
	k, suffix := modelSuffixAt(text, j, 3)
	if !boundaryAt(text, k) || spaced && suffix == "" && !strings.EqualFold(prevWord(text, pos), "core") {
		return match{}, false
	}
	var model string
	if len(n) == 4 {
		model = pairWords(n)
	} else {
		model = cardinalWords(n[:2], false) + " " + threeDigitsSaid(n[2:])
	}
	head := "i " + cardinalWords(text[pos+1:pos+2], false) + " "
	var d dist
	d.add(head+model+suffix, 0.8)
	d.add(head+cardinalWords(n, false)+suffix, 0.2)
	return oneSeg(Cardinal, pos, k, d.done()), true
}

// threeDigitsSaid says three digits of a model's number as its seller
// does: a round hundred as itself ("700" "seven hundred"), others as the
// first digit and a pair ("650" "six fifty").
func threeDigitsSaid(d string) string {
	if d[1:] == "00" || d[0] == '0' {
		return cardinalWords(d, false)
	}
	return firstDigitAndPair(d)
}

// modelSuffixAt returns where the suffix's capitals at i (up to max of
// them, and one digit after them: "K", "KF", "HX", "G7", "X3D") end and
// the suffix said letter by letter ("" and i where none).
func modelSuffixAt(text string, i, max int) (int, string) {
	k := i
	for k < len(text) && k-i < max && isUpperASCII(text[k]) {
		k++
	}
	if k == i {
		return i, ""
	}
	if k < len(text) && isDigit(text[k]) && (k+1 >= len(text) || !isDigit(text[k+1])) {
		k++
		for k < len(text) && k-i < max+2 && isUpperASCII(text[k]) {
			k++
		}
	}
	var b strings.Builder
	for c := i; c < k; c++ {
		b.WriteByte(' ')
		if isDigit(text[c]) {
			b.WriteString(cardinalWords(text[c:c+1], false))
		} else {
			b.WriteByte(text[c] | 0x20)
		}
	}
	return k, b.String()
}

// matchRyzenModel reads an AMD Ryzen processor's four digits and suffix
// after "Ryzen" and its tier ("Ryzen 7 7800X3D", "Ryzen 5 5600X", "Ryzen
// 9 7950X"): in pairs, "seventy eight hundred x three d", "seventy nine
// fifty x" 0.8 ("seven thousand eight hundred by three d" was 0.48), the
// number 0.2.
func matchRyzenModel(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos < 8 || text[pos-1] != ' ' || !isDigit(text[pos]) {
		return match{}, false
	}
	j := digitsEnd(text, pos)
	if j-pos != 4 || text[pos] == '0' {
		return match{}, false
	}
	tier, at := prevWordAt(text, pos)
	if len(tier) != 1 || !strings.ContainsRune("3579", rune(tier[0])) || !strings.EqualFold(prevWord(text, at), "ryzen") {
		return match{}, false
	}
	k, suffix := modelSuffixAt(text, j, 2)
	if !boundaryAt(text, k) {
		return match{}, false
	}
	n := text[pos:j]
	var d dist
	d.add(pairWords(n)+suffix, 0.8)
	d.add(cardinalWords(n, false)+suffix, 0.2)
	return oneSeg(Cardinal, pos, k, d.done()), true
}

// matchVideoCodec reads a video codec's name, the ITU's "H.261" to
// "H.266" or the encoders "x264" and "x265": digit by digit, "h two six
// four" 0.5, or "h two sixty four" 0.35, as video people say them ("h two
// hundred sixty four" was 0.97), the number 0.15. After a word of laws or
// documents ("section H.264") it is no codec.
func matchVideoCodec(sc *scanner, pos int) (match, bool) {
	text := sc.text
	c := text[pos]
	if c != 'H' && c != 'x' || pos > 0 && isWordByte(text[pos-1]) {
		return match{}, false
	}
	i := pos + 1
	if c == 'H' {
		if i >= len(text) || text[i] != '.' {
			return match{}, false
		}
		i++
	}
	if i+3 > len(text) || text[i] != '2' || text[i+1] != '6' || !boundaryAt(text, i+3) && text[i+3] != '/' {
		return match{}, false
	}
	if last := text[i+2]; c == 'H' && (last < '1' || last > '6') || c == 'x' && last != '4' && last != '5' {
		return match{}, false
	}
	if c == 'H' && codecNotAfter[strings.ToLower(prevWord(text, pos))] {
		return match{}, false
	}
	letter := string(c|0x20) + " "
	n := text[i : i+3]
	var d dist
	d.add(letter+digitWords(n, zeroO), 0.5)
	d.add(letter+firstDigitAndPair(n), 0.35)
	d.add(letter+cardinalWords(n, false), 0.15)
	return oneSeg(Cardinal, pos, i+3, d.done()), true
}

// codecNotAfter are words after which "H.264" numbers a part of a text.
var codecNotAfter = setOf(strings.Fields(`section sections § rule rules chapter part clause paragraph para appendix table figure fig`), false)

// satScoreAfter reports the share of the test's letters for a "SAT"
// ending at end before a score: a number 400-1600 in tens, after a colon
// or "score(s)" ("SAT: 1450", "SAT score 1450") or none, and no word or
// mark of a clock or a date after it ("SAT 1400 hrs", "SAT 1400-1600",
// "SAT 12/14" are Saturday's). A word of tests or admissions in the
// sentence (score, scored, ACT, GPA, college ...) makes it 0.9; a round
// hundred, a 24-hour clock's hour as often ("SAT 1500 - Team meeting"),
// 0.4 without one; others 0.8. 0 when no score follows. Hand-set: Google
// TN's sentences have no "SAT" before a number (its two "SAT"s, "the SAT
// exams" and "SAT scores dip", keep the word as written).
func (sc *scanner) satScoreAfter(end int) float64 {
	text := sc.text
	i := end
	if i < len(text) && text[i] == ':' {
		i++
	}
	i = skipSpaces(text, i)
	if w, e := nextWordAt(text, i); w == "score" || w == "scores" || w == "Score" {
		i = skipSpaces(text, e)
		if i < len(text) && text[i] == ':' {
			i = skipSpaces(text, i+1)
		}
		if w2, e2 := nextWordAt(text, i); w2 == "of" {
			i = skipSpaces(text, e2)
		}
	}
	if i == end || i >= len(text) || !isDigit(text[i]) {
		return 0
	}
	j := digitsEnd(text, i)
	n := atoiSmall(text[i:j])
	if j-i < 3 || j-i > 4 || n < 400 || n > 1600 || n%10 != 0 {
		return 0
	}
	if j < len(text) && (text[j] == ':' || text[j] == '/' || text[j] == '-' || text[j] == '.' && j+1 < len(text) && isDigit(text[j+1]) || !boundaryAt(text, j)) {
		return 0
	}
	if nw := strings.ToLower(nextWord(text, j)); clockAfterScore[nw] {
		return 0
	}
	if sc.hasWord(satScoreWords) {
		return 0.9
	}
	if n%100 == 0 {
		return 0.4
	}
	return 0.8
}

// clockAfterScore after a number make it a time, not a test's score.
var clockAfterScore = setOf(strings.Fields(`hrs hours hr h am pm a.m p.m utc gmt local z`), false)

// satScoreWords make a "SAT" before a number the test.
var satScoreWords = setOf(strings.Fields(`score scores scored scoring act gpa college colleges university admission
	admissions admitted test tests exam percentile composite superscore math verbal reading writing applied apply`), false)
