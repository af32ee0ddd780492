package normalize

import "strings"

// Readings of numbers written as English is written outside the US
// (verb86's list): a British degree's class, an Irish Eircode, an
// Australian 1300 or 1800 number, an Indian Aadhaar number. Each is
// hand-set: Google TN's sentences (the fit half, the study half, the
// development set) hold none of these shapes.

// matchDegreeClass reads a British degree's class, "2:1" or "2:2", after
// "a" where the text speaks of a degree (degreeWords) or a degree's noun,
// or "in" or "from" and a capitalized subject or university, follows it
// ("I got a 2:1 in History", "She has a 2:2 degree"): "two one", as
// British speakers say it ("a two to one in history" was 0.92). "a 2:1
// ratio", "a 2:1 win" keep the ratio's and the score's readings.
func matchDegreeClass(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos+3 > len(text) || text[pos] != '2' || text[pos+1] != ':' || text[pos+2] != '1' && text[pos+2] != '2' ||
		pos+3 < len(text) && (isWordByte(text[pos+3]) || text[pos+3] == ':') || pos == 0 || text[pos-1] != ' ' {
		return match{}, false
	}
	if !strings.EqualFold(prevWord(text, pos), "a") {
		return match{}, false
	}
	next := strings.ToLower(nextWord(text, pos+3))
	ok := degreeNouns[next] || sc.hasWord(degreeWords)
	if !ok && (next == "in" || next == "from") {
		i := skipSpaces(text, pos+3) + len(next)
		w := nextWord(text, i)
		ok = w != "" && w[0] >= 'A' && w[0] <= 'Z'
	}
	if !ok {
		return match{}, false
	}
	second := cardinalWords(text[pos+2:pos+3], false)
	var d dist
	d.add("two "+second, 0.9)
	d.add("two to "+second, 0.1)
	return oneSeg(Cardinal, pos, pos+3, d.done()), true
}

// degreeNouns follow a degree's class; degreeWords anywhere in the text
// make "a 2:1" one.
var (
	degreeNouns = setOf(strings.Fields(`degree degrees honours honors hons classification`), false)
	degreeWords = setOf(strings.Fields(`degree graduated graduate graduating graduation honours honors university
		dissertation undergraduate finals`), false)
)

// matchEircode reads an Irish postcode, a routing key (a letter and two
// digits, or D6W), a space and four letters and digits of the set the
// codes use (at least one of each), in a text of Ireland (irishWords): each
// letter and digit said ("Dublin D02 X285" was "d o two by two hundred
// eighty five" 0.39).
func matchEircode(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos+8 > len(text) || text[pos] < 'A' || text[pos] > 'Z' || text[pos+3] != ' ' || pos > 0 && isWordByte(text[pos-1]) {
		return match{}, false
	}
	key := text[pos : pos+3]
	if !(isDigit(key[1]) && isDigit(key[2]) || key == "D6W") {
		return match{}, false
	}
	unique := text[pos+4 : pos+8]
	letters, digits := 0, 0
	for i := 0; i < len(unique); i++ {
		switch c := unique[i]; {
		case isDigit(c):
			digits++
		case strings.IndexByte(eircodeLetters, c) >= 0:
			letters++
		default:
			return match{}, false
		}
	}
	if letters == 0 || digits == 0 || !boundaryAt(text, pos+8) || !sc.hasWord(irishWords) {
		return match{}, false
	}
	return oneSeg(Cardinal, pos, pos+8, product(sc.spellCode(key), sc.spellCode(unique))), true
}

// eircodeLetters are the letters an Eircode's unique identifier uses.
const eircodeLetters = "ACDEFHKNPRTVWXY"

// irishWords make a text one of Ireland.
var irishWords = setOf(strings.Fields(`eircode ireland irish dublin cork galway limerick waterford kildare wicklow
	meath kerry donegal sligo mayo wexford kilkenny louth clare`), false)

// spellCode says a code's letters one by one and its digits digit by
// digit.
func (sc *scanner) spellCode(code string) []alt {
	parts := make([][]alt, 0, len(code))
	for i := 0; i < len(code); {
		if isDigit(code[i]) {
			j := digitsEnd(code, i)
			parts = append(parts, sc.digitAlts(code[i:j], 1))
			i = j
			continue
		}
		parts = append(parts, single(strings.ToLower(code[i:i+1])))
		i++
	}
	return product(parts...)
}

// matchAustralianServiceNumber reads an Australian 1300 or 1800 number,
// written "1300 123 456": "one three hundred" (or "thirteen hundred") and
// the six digits one by one ("thirteen hundred one hundred twenty three
// four hundred fifty six" was 0.91).
func matchAustralianServiceNumber(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos+12 > len(text) || text[pos] != '1' || text[pos+2] != '0' || text[pos+3] != '0' || text[pos+1] != '3' && text[pos+1] != '8' ||
		pos > 0 && (isWordByte(text[pos-1]) || text[pos-1] == '-') {
		return match{}, false
	}
	if text[pos+4] != ' ' || digitsEnd(text, pos+5) != pos+8 || text[pos+8] != ' ' || digitsEnd(text, pos+9) != pos+12 ||
		!boundaryAt(text, pos+12) || pos+13 < len(text) && text[pos+12] == ' ' && isDigit(text[pos+13]) || countsNounAfter(text, pos+12) {
		return match{}, false
	}
	prefix := [2]string{"one three hundred", "thirteen hundred"}
	if text[pos+1] == '8' {
		prefix = [2]string{"one eight hundred", "eighteen hundred"}
	}
	rest := product(sc.digitAlts(text[pos+5:pos+8], 1), sc.digitAlts(text[pos+9:pos+12], 1))
	var d dist
	d.addAll(product(single(prefix[0]), rest), 0.6)
	d.addAll(product(single(prefix[1]), rest), 0.4)
	return oneSeg(Telephone, pos, pos+12, d.done()), true
}

// matchAadhaar reads an Indian Aadhaar number, three groups of four
// digits with a space between ("1234 5678 9012"), in a text that names
// it: digit by digit ("twelve thirty four five thousand six hundred
// seventy eight nine thousand twelve" was 0.91).
func matchAadhaar(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos+14 > len(text) || pos > 0 && (isWordByte(text[pos-1]) || text[pos-1] == '-') {
		return match{}, false
	}
	for k := 0; k < 3; k++ {
		i := pos + 5*k
		if digitsEnd(text, i) != i+4 || k < 2 && text[i+4] != ' ' {
			return match{}, false
		}
	}
	if !boundaryAt(text, pos+14) || pos+15 < len(text) && text[pos+14] == ' ' && isDigit(text[pos+15]) || !sc.hasWord(aadhaarWords) {
		return match{}, false
	}
	digits := text[pos:pos+4] + text[pos+5:pos+9] + text[pos+10:pos+14]
	return oneSeg(Digits, pos, pos+14, sc.digitAlts(digits, 1)), true
}

// matchVATNumber reads a British VAT registration number after "GB" in a
// text that names VAT: nine digits, written together or as three, four
// and two ("VAT No. GB 123 4567 89" was "one hundred twenty three four
// thousand five hundred sixty seven eighty nine" 0.88, verb89's list),
// digit by digit. Hand-set: Google TN's sentences have none.
func matchVATNumber(sc *scanner, pos int) (match, bool) {
	text := sc.text
	gb := pos - 2 // "GB123456789"
	if pos > 0 && text[pos-1] == ' ' {
		gb-- // "GB 123 4567 89"
	}
	if gb < 0 || text[gb:gb+2] != "GB" || gb > 0 && isWordByte(text[gb-1]) {
		return match{}, false
	}
	var digits string
	end := pos
	switch {
	case digitsEnd(text, pos) == pos+9:
		digits, end = text[pos:pos+9], pos+9
	case pos+11 < len(text) && digitsEnd(text, pos) == pos+3 && text[pos+3] == ' ' && digitsEnd(text, pos+4) == pos+8 && text[pos+8] == ' ' && digitsEnd(text, pos+9) == pos+11:
		digits, end = text[pos:pos+3]+text[pos+4:pos+8]+text[pos+9:pos+11], pos+11
	default:
		return match{}, false
	}
	if !boundaryAt(text, end) || end+1 < len(text) && text[end] == ' ' && isDigit(text[end+1]) || !sc.fact(factVATNamed) {
		return match{}, false
	}
	return oneSeg(Digits, pos, end, sc.digitAlts(digits, 1)), true
}

// aadhaarWords name an Aadhaar number.
var aadhaarWords = setOf(strings.Fields(`aadhaar aadhar uid uidai`), false)
