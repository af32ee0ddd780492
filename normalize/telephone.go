package normalize

import (
	"regexp"
	"strings"
)

var (
	// +1 123-123-5678, (123) 123-5678, 123.123.5678, 1-800-255-7828,
	// with an optional extension group; the area code's brackets may be
	// spaced, as tokenized text writes them ("( 555 ) 123-4567" read the
	// area code as a cardinal).
	rePhoneUS = regexp.MustCompile(`^(?:\+?(\d{1,3})[\s-]?)?(?:\( ?(\d{3}) ?\)[\s-]?|(\d{3})[-.])(\d{3})[-.](\d{4})(?:-(\d{1,4}))?`)
	// 4111 1111 1111 1111: card-like groups; 94105-1234: ZIP+4.
	reCardGroups = regexp.MustCompile(`^\d{4}(?: \d{4}){3}\b`)
	reZipPlus4   = regexp.MustCompile(`^\d{5}-\d{4}\b`)
	// 555-1234: a local number.
	rePhoneLocal = regexp.MustCompile(`^(\d{3})-(\d{4})\b`)
	// +44 20 7946 0958, +91-98765-43210, +49 30 123456
	rePhoneIntl = regexp.MustCompile(`^\+(\d{1,3})((?:[\s-]\d{1,5}){1,4}[\s-]\d{1,8})`)
	// +44 (0)20 7946 0958, +41 (0)44 668 18 00: the national trunk
	// prefix in brackets after the country's code.
	rePhoneIntlTrunk = regexp.MustCompile(`^\+(\d{1,3}) ?\(0\) ?(\d{1,5}(?:[\s-]\d{1,5}){0,3}[\s-]\d{1,8})`)
	// (02) 9876 5432, 020 7946 0958, 0161 496 0000, 06 12 34 56 78: a
	// national number with its trunk prefix 0, in spaced groups; a
	// British one of five and six digits too (07700 900123, 01632
	// 960123: "nine hundred thousand one hundred twenty three" was the
	// second group).
	rePhoneNational = regexp.MustCompile(`^(?:\(0\d{1,4}\)|0\d{1,4}) (?:\d{6}\b|\d{2,4}(?: \d{2,4}){1,3})`)
	// 080-2345 6789, 0120-456 7890: an Indian landline, its STD code
	// joined by a hyphen and the number in two spaced groups ("o eight o
	// two three four five six thousand seven hundred eighty nine" was
	// 0.84, verb89's list).
	rePhoneNationalDash = regexp.MustCompile(`^0\d{2,4}-\d{3,4} \d{4}\b`)
	// 1-800-FLOWERS, 1-800-GO-U-HAUL, 1-888-GO-2-HAUL: a toll-free
	// vanity number, groups of capitals or digits after the code.
	reVanity = regexp.MustCompile(`^1-(800|888|877|866|855|844|833)-([A-Z0-9]+(?:-[A-Z0-9]+)*)\b`)
	// 978-0-19-960563-7, 111-11-1111: three or more dash-joined digit groups.
	reDigitGroups = regexp.MustCompile(`^\d+(?:-\d+){2,}`)
	// 0891-1851, 978-0816648368: two or more dash-joined digit groups,
	// an identifier only after ISBN or ISSN (elsewhere a range).
	reIDGroups = regexp.MustCompile(`^\d+(?:-\d+)+`)
	// 123.123.0.40: dotted groups (IP addresses, versions).
	reDotGroups = regexp.MustCompile(`^\d+(?:\.\d+){2,}`)
	// 192.168.1.10:8080: an IPv4 address and a port.
	reIPPort = regexp.MustCompile(`^\d{1,3}(?:\.\d{1,3}){3}:(\d{1,5})\b`)
)

// idNumberKeywords name the identifiers written as dash-joined digit
// groups that are read digit by digit.
var idNumberKeywords = map[string]bool{"ISBN": true, "ISSN": true, "isbn": true, "issn": true, "SKU": true, "sku": true, "UPC": true, "EAN": true}

// pairCodeBefore reports whether a word of codes (pairCodeWords) comes
// right before the dashed numbers at pos, or before the dashed numbers
// that "and" or "or" joins them to ("Sort codes 20-00-00 and 40-47-84":
// the second was "forty forty seven eighty four").
func pairCodeBefore(text string, pos int) bool {
	pw, at := prevWordAt(text, pos)
	if pw == "and" || pw == "or" {
		i := backOverSpaces(text, at)
		j := i
		for j > 0 && (isDigit(text[j-1]) || text[j-1] == '-') {
			j--
		}
		if j == i || !isDigit(text[j]) {
			return false
		}
		pw = prevWord(text, j)
	}
	return pairCodeWords[strings.ToLower(pw)]
}

// pairCodeWords before numbers of two digits joined by dashes make them
// a code's, digit by digit ("Sort code 40-47-84" was "forty forty seven
// eighty four"), not a golfer's rounds or a game's scores.
var pairCodeWords = setOf(strings.Fields(`code codes number no account acct pin id ref reference`), false)

// matchTelephone reads telephone numbers and digit groups digit by digit,
// in one zero style per token.
func matchTelephone(sc *scanner, pos int) (match, bool) {
	text := sc.text[pos:]
	c := text[0]
	if !isDigit(c) && c != '+' && c != '(' {
		return match{}, false
	}
	if c == '+' && pos > 0 && !isSpaceBefore(sc.text, pos) && sc.text[pos-1] != '(' {
		return match{}, false
	}
	type cand struct {
		end    int
		groups []string
		plus   bool
		dots   bool
		pairs  bool
	}
	var best cand
	consider := func(cd cand) {
		if cd.end > best.end && boundaryAt(sc.text, pos+cd.end) {
			best = cd
		}
	}
	// What each pattern needs right after a number's first digits,
	// tested first: this runs at every number.
	nd, sep := 0, byte(0)
	if isDigit(c) {
		nd = digitsEnd(text, 0)
		if nd < len(text) {
			sep = text[nd]
		}
	}
	if m := findSubmatchIf(phoneUSMayStart(text, nd, sep), rePhoneUS, text); m != nil {
		var groups []string
		for _, g := range m[1:] {
			if g != "" {
				groups = append(groups, g)
			}
		}
		consider(cand{end: len(m[0]), groups: groups, plus: c == '+'})
	}
	if m := findIf(nd == 4 && sep == ' ', reCardGroups, text); m != "" {
		consider(cand{end: len(m), groups: strings.Fields(m)})
	}
	if m := findIf(nd == 5 && sep == '-', reZipPlus4, text); m != "" {
		consider(cand{end: len(m), groups: strings.Split(m, "-")})
	}
	if m := findSubmatchIf(nd == 3 && sep == '-', rePhoneLocal, text); m != nil && !sc.rangeBeforeUnit(pos, m[1], m[2], pos+len(m[0])) {
		consider(cand{end: len(m[0]), groups: m[1:]})
	}
	if n := spacedCallNumber(text); n > 0 && sc.callingBefore(pos) {
		// "call 555 1234", "dial 555 0199", "call 800 555 1234", "call
		// me at 555 1234 5678": a number spaced after a word of calling
		// ("five hundred fifty five twelve thirty four" was the reading;
		// the third group was a cardinal).
		consider(cand{end: n, groups: strings.Fields(text[:n])})
	}
	if c == '+' {
		if m := rePhoneIntl.FindStringSubmatch(text); m != nil {
			groups := append([]string{m[1]}, strings.FieldsFunc(m[2], func(r rune) bool { return r == ' ' || r == '-' })...)
			consider(cand{end: len(m[0]), groups: groups, plus: true})
		}
		if m := rePhoneIntlTrunk.FindStringSubmatch(text); m != nil {
			// "+44 (0)20 7946 0958": the bracketed trunk zero said with
			// the digits ("plus forty four zero twenty seven thousand
			// ..." was the reading: the brackets broke the number).
			// Hand-set: Google TN's sentences have none.
			groups := append([]string{m[1], "0"}, strings.FieldsFunc(m[2], func(r rune) bool { return r == ' ' || r == '-' })...)
			consider(cand{end: len(m[0]), groups: groups, plus: true})
		}
	}
	if isDigit(c) {
		// Both patterns need their separator right after the first
		// digits (sep): this runs at every number.
		if m := findIf(sep == '-', reDigitGroups, text); m != "" {
			groups := strings.Split(m, "-")
			consider(cand{end: len(m), groups: groups, pairs: twoDigitNumbers(groups) && !idNumberKeywords[prevWord(sc.text, pos)] && !pairCodeBefore(sc.text, pos) && !sc.callingBefore(pos) ||
				recordTriple(sc.text, pos, pos+len(m), groups) || lotteryDraw(groups) && sc.hasWord(lotteryWords) && !sc.callingBefore(pos)})
		}
		// An ISSN (0891-1851) or a hyphenated ISBN (978-0816648368,
		// 0-8108-5347-7) is read digit by digit, hyphens silent: Google
		// TN does so for all 12 such identifiers on the fit half and the
		// development set, where two groups alone read as a range ("o
		// eight nine one to eighteen fifty one").
		if sep == '-' && idNumberKeywords[prevWord(sc.text, pos)] {
			if m := reIDGroups.FindString(text); m != "" {
				consider(cand{end: len(m), groups: strings.Split(m, "-")})
			}
		}
		if m := findIf(sep == '.', reDotGroups, text); m != "" {
			consider(cand{end: len(m), groups: strings.Split(m, "."), dots: true})
		}
	}
	if len(text) > 2 && (c == '0' && isDigit(text[1]) || c == '(' && text[1] == '0') {
		// "(02) 9876 5432" was "o two nine thousand eight hundred seventy
		// six five thousand ..." (cheap test first: a 0 and a digit, or
		// "(0").
		if m := rePhoneNational.FindString(text); m != "" && sc.nationalNumber(pos, m) {
			consider(cand{end: len(m), groups: strings.FieldsFunc(m, func(r rune) bool { return r == ' ' || r == '(' || r == ')' })})
		}
		if m := rePhoneNationalDash.FindString(text); m != "" && sc.nationalNumber(pos, m) {
			consider(cand{end: len(m), groups: strings.FieldsFunc(m, func(r rune) bool { return r == ' ' || r == '-' })})
		}
	}
	if m := findSubmatchIf(strings.HasPrefix(text, "1-"), reVanity, text); m != nil && len(m[0]) > best.end && vanityWords(m[2]) != "" {
		// "1-800-FLOWERS" was "one to eight hundred flowers": "one eight
		// hundred flowers" (888 and the like digit by digit); "1-800-GO-
		// U-HAUL" "one eight hundred go u haul" ("one to eight hundred g
		// o u haul" before).
		code := m[1]
		said := "eight hundred"
		if code != "800" {
			said = string(appendDigits(nil, code, zeroStyle(0)))
		}
		return oneSeg(Telephone, pos, pos+len(m[0]), single("one "+said+" "+vanityWords(m[2]))), true
	}
	if best.end == 0 {
		return match{}, false
	}
	alts := sc.phoneAlts(best.groups, best.plus, best.dots)
	if best.pairs {
		// "shot 68-70-69", "Scores: 31-45-28": numbers of two digits
		// each, a golfer's rounds or a game's scores, each said as a
		// number ("six eight seven o six nine" was the reading); the
		// digits keep 0.3. Hand-set: Google TN's sentences have none.
		var b []byte
		for _, g := range best.groups {
			b = appendUnder100(b, atoiSmall(g))
		}
		var d dist
		d.add(string(b), 0.7)
		d.addAll(alts, 0.3)
		alts = d.done()
	}
	if best.dots && len(best.groups) <= 4 && afterVersionKeyword(sc.text, pos) && (!ipAddress(best.groups) || versionWordBefore(sc.text, pos) && !reservedIP(best.groups)) {
		// "Version 2.0.1", "Python 3.11.4", "Section 4.2.1" were "two dot
		// o dot one", "three dot one one dot four": a version's or a
		// section's numbers are said with "point", each its number
		// ("two point oh point one", "three point eleven point four");
		// the digits and dots keep 0.3. Hand-set: Google TN's sentences
		// have none.
		var d dist
		d.add(pointGroups(best.groups), 0.7)
		d.addAll(alts, 0.3)
		alts = d.done()
	}
	if m := reIPPort.FindStringSubmatch(text); m != nil && best.dots && len(m[0]) > best.end && boundaryAt(sc.text, pos+len(m[0])) {
		// "192.168.1.10:8080": the port after a colon ("one o to eight
		// thousand eighty" before, the colon read as a ratio's "to").
		alts = product(alts, single("colon"), sc.cardinalAlts(m[1], false))
		best.end = len(m[0])
	}
	return oneSeg(Telephone, pos, pos+best.end, alts), true
}

// rangeBeforeUnit reports whether the local number's two groups a-b
// ending at end are a range before a unit: the first smaller than the
// second and a unit of measure after them, against the number or a space
// between ("760-1220 kg", "300-1500mm"; "seven six o one two two o k g"
// was the reading), not after a word of calling ("call 555-1234"). An
// ambiguous unit's letters ("in", "m" before a word) keep the telephone.
// Google TN writes its one such range tokenized ("760 - 1220m", "seven
// hundred sixty to one thousand two hundred twenty meters": the
// development set), which the range's own rules read.
func (sc *scanner) rangeBeforeUnit(pos int, a, b string, end int) bool {
	if atoiSmall(a) >= atoiSmall(b) || sc.callingBefore(pos) {
		return false
	}
	j := end
	if j < len(sc.text) && sc.text[j] == ' ' {
		j++
	}
	if j >= len(sc.text) {
		return false
	}
	u, l := sc.unitAt(j)
	return l > 0 && !u.Ambiguous && !u.AttachedOnly && boundaryAt(sc.text, j+l)
}

// versionKeywords are the words before a version's or a section's dotted
// numbers.
var versionKeywords = setOf(strings.Fields(`version versions ver v release build update patch
	python java node js go ruby php perl rust kotlin kernel linux ubuntu debian fedora android ios macos windows
	chrome firefox firmware bios
	section sections sec chapter rule step figure fig table article art clause paragraph para item appendix`), false)

// afterVersionKeyword reports whether a version keyword ("version",
// "Python", "Section", "Fig." with its period) or a section sign comes
// before pos.
func afterVersionKeyword(text string, pos int) bool {
	return versionKeywordBefore(text, pos, 8)
}

// versionKeywordBefore is afterVersionKeyword looking back across at most
// items earlier numbers of a list.
func versionKeywordBefore(text string, pos, items int) bool {
	k := backOverSpaces(text, pos)
	if strings.HasSuffix(text[:k], "§") {
		return true
	}
	if k > 0 && text[k-1] == '.' {
		k--
	}
	w := prevWord(text, k)
	if versionKeywords[strings.ToLower(w)] {
		return true
	}
	// A list of them: "Versions 1.2.3 and 1.2.4", "sections 4.2.1, 4.2.2
	// and 4.2.3" (only the first said "point").
	switch strings.ToLower(w) {
	case "and", "or", "to", "through", "vs":
		k = wordStartBefore(text, k)
	default:
		if k == 0 || text[k-1] != ',' {
			return false
		}
		k--
	}
	k = backOverSpaces(text, k)
	if k > 0 && text[k-1] == ',' {
		k-- // "4.2.2, and 4.2.3"
	}
	j := k
	for j > 0 && (isDigit(text[j-1]) || text[j-1] == '.') {
		j--
	}
	return items > 0 && j < k && isDigit(text[j]) && strings.Count(text[j:k], ".") >= 2 && versionKeywordBefore(text, j, items-1)
}

// ipAddress reports whether four dotted groups are an IP address rather
// than a version: each 0-255, the first 100 or more ("Update
// 192.168.0.1" was "one hundred ninety two point ..."); versions of four
// groups begin lower (1.0.0.1) or run past 255 (120.0.6099.109).
func ipAddress(groups []string) bool {
	if len(groups) != 4 {
		return false
	}
	for _, g := range groups {
		if len(g) > 3 || atoiSmall(g) > 255 {
			return false
		}
	}
	return atoiSmall(groups[0]) >= 100
}

// versionWordBefore reports whether the word "version" ("ver.", "v")
// comes right before pos: there four dotted groups that could be an IP
// address are a version all the same ("Version 100.0.1.2" was "one o o
// dot o dot one dot two"), unless reservedIP.
func versionWordBefore(text string, pos int) bool {
	k := backOverSpaces(text, pos)
	if k > 0 && text[k-1] == '.' {
		k--
	}
	w := prevWord(text, k)
	return strings.EqualFold(w, "version") || strings.EqualFold(w, "ver") || strings.EqualFold(w, "v")
}

// reservedIP reports whether dotted groups begin as a private, loopback or
// link-local address does (127., 169.254., 172.16-31., 192.168.), no
// version whatever word comes before.
func reservedIP(groups []string) bool {
	switch groups[0] {
	case "127":
		return true
	case "169":
		return groups[1] == "254"
	case "172":
		n := atoiSmall(groups[1])
		return len(groups[1]) == 2 && n >= 16 && n <= 31
	case "192":
		return groups[1] == "168"
	}
	return false
}

// pointGroups says dotted numbers with "point": each group its number,
// a lone zero "oh", a group with a leading zero digit by digit.
func pointGroups(groups []string) string {
	var b []byte
	for i, g := range groups {
		if i > 0 {
			b = append(b, " point "...)
		}
		switch {
		case g == "0":
			b = append(b, "oh"...)
		case g[0] == '0':
			b = appendDigits(b, g, zeroOh)
		default:
			b = append(b, cardinalWords(g, false)...)
		}
	}
	return string(b)
}

// vanityWords reads the groups after a toll-free code, "GO-U-HAUL" "go u
// haul", "GO-2-HAUL" "go two haul": capitals as the word they spell,
// digits one by one. It returns "" unless one group is three capitals or
// more (a number of digits is read as a telephone number).
func vanityWords(groups string) string {
	word := false
	var b []byte
	for _, g := range strings.Split(groups, "-") {
		if len(b) > 0 {
			b = append(b, ' ')
		}
		if isDigit(g[0]) {
			for i := 0; i < len(g); i++ {
				if !isDigit(g[i]) {
					return ""
				}
			}
			b = appendDigits(b, g, zeroStyle(0))
			continue
		}
		for i := 0; i < len(g); i++ {
			if g[i] < 'A' || g[i] > 'Z' {
				return ""
			}
		}
		word = word || len(g) >= 3
		b = append(b, strings.ToLower(g)...)
	}
	if !word {
		return ""
	}
	return string(b)
}

// phoneAlts reads groups digit by digit; a toll-free 800 group may be
// "eight hundred" (anyTollFree); dotted groups say "dot" (IP addresses) unless they
// have a telephone's 3-3-4 shape, which may be either.
func (sc *scanner) phoneAlts(groups []string, plus, dots bool) []alt {
	st := sc.st
	var d dist
	seps := []struct {
		sep string
		w   float64
	}{{"", 1}}
	if dots {
		seps = []struct {
			sep string
			w   float64
		}{{"dot", 1}}
		if len(groups) == 3 && len(groups[0]) == 3 && len(groups[1]) == 3 && len(groups[2]) == 4 {
			seps = append(seps, struct {
				sep string
				w   float64
			}{"", 1})
		}
	}
	zeros := []string{"zero", "oh", "o"}
	for _, sp := range seps {
		for z, zn := range zeros {
			zw := st.w("zero", zn)
			if !strings.Contains(strings.Join(groups, ""), "0") {
				if z > 0 {
					break
				}
				zw = 1
			}
			for hundred := 0; hundred < 2; hundred++ {
				hw := st.w("telephone", "digits")
				if hundred == 1 {
					hw = st.w("telephone", "hundred")
				}
				var b []byte
				if plus {
					b = appendWord(b, "plus")
				}
				usedHundred := false
				for gi, g := range groups {
					if gi > 0 && sp.sep != "" {
						b = appendWord(b, sp.sep)
					}
					if hundred == 1 && g == "800" && gi <= 1 {
						b = appendWord(b, onesWords[g[0]-'0']+" hundred")
						if g[1] != '0' {
							b = appendUnder100(b, atoiSmall(g[1:]))
						}
						usedHundred = true
						continue
					}
					b = appendDigits(b, g, zeroStyle(z))
				}
				if hundred == 1 && !usedHundred {
					continue
				}
				if !usedHundred {
					hw = 1
					if hundred == 0 && anyTollFree(groups) {
						hw = st.w("telephone", "digits")
					}
				}
				d.add(string(b), sp.w*zw*hw)
			}
		}
	}
	return d.done()
}

// anyTollFree reports whether one of the first two groups is 800, said
// "eight hundred" too. Only 800: 888, 877 and 866 are said digit by digit as
// the vanity numbers' are ("877-555-0123" was "eight hundred seventy seven
// five five five ..." 0.26, a reading nobody dials by).
func anyTollFree(groups []string) bool {
	for gi, g := range groups {
		if gi <= 1 && g == "800" {
			return true
		}
	}
	return false
}

// matchContainerID reads a shipping container's number (ISO 6346): an
// owner's three capitals and U, J or Z, six digits and a check digit,
// spaced, hyphened or run together ("MSCU 123456-7", "TGHU1234567"),
// letters spelled and digits one by one ("one hundred twenty three
// thousand four hundred fifty six to seven" before).
func matchContainerID(sc *scanner, pos int) (match, bool) {
	text := sc.text
	// Cheap test first (this runs at every capital): four capitals, the
	// fourth U, J or Z, then a digit or a space.
	if pos+11 > len(text) || !isUpperASCII(text[pos]) || !isUpperASCII(text[pos+1]) || !isUpperASCII(text[pos+2]) ||
		strings.IndexByte("UJZ", text[pos+3]) < 0 || pos > 0 && (isWordStartByte(text[pos-1]) || isDigit(text[pos-1])) {
		return match{}, false
	}
	j := pos + 4
	if text[j] == ' ' {
		j++
	}
	k := j
	for k < len(text) && k-j < 7 && isDigit(text[k]) {
		k++
	}
	serial := text[j:k]
	switch {
	case len(serial) == 7:
	case len(serial) == 6 && k+1 < len(text) && (text[k] == '-' || text[k] == ' ') && isDigit(text[k+1]):
		serial += text[k+1 : k+2]
		k += 2
	default:
		return match{}, false
	}
	if !boundaryAt(text, k) || k < len(text) && (text[k] == '-' || isDigit(text[k])) {
		return match{}, false
	}
	if isEnglishWord(strings.ToLower(text[pos : pos+4])) {
		// "The MENU 1234567 code", "GURU 7654321": a word in capitals,
		// no owner's code ("m e n u one two three ..." was the reading).
		return match{}, false
	}
	return match{end: k, segs: []segment{
		{class: Letters, start: pos, end: pos + 4, alts: single(spellLetters(text[pos : pos+4]))},
		{class: Digits, start: j, end: k, alts: sc.digitAlts(serial, 1)},
	}}, true
}

func isUpperASCII(c byte) bool { return c >= 'A' && c <= 'Z' }

// spacedCallNumber returns the length of the spaced telephone number
// text opens with, or 0: three digits and four ("555 1234"), or three
// digits, then three or four, then four ("800 555 1234", "555 1234
// 5678"), the last with the North American 1 before it ("1 800 555
// 1234"), single spaces between, and no digit or digit group after.
func spacedCallNumber(text string) int {
	var lens [4]int
	groups, i := 0, 0
	for groups < len(lens) {
		j := digitsEnd(text, i)
		if j == i {
			break
		}
		lens[groups] = j - i
		groups++
		i = j
		if i+1 < len(text) && text[i] == ' ' && isDigit(text[i+1]) {
			i++
			continue
		}
		break
	}
	if i < len(text) && (isDigit(text[i]) || text[i] == ' ' && i+1 < len(text) && isDigit(text[i+1]) ||
		(text[i] == ',' || text[i] == '.') && i+1 < len(text) && isDigit(text[i+1])) {
		return 0 // a fifth group, or a number's comma or point
	}
	switch {
	case groups == 2 && lens[0] == 3 && lens[1] == 4,
		groups == 3 && lens[0] == 3 && (lens[1] == 3 || lens[1] == 4) && lens[2] == 4,
		groups == 4 && lens[0] == 1 && text[0] == '1' && lens[1] == 3 && lens[2] == 3 && lens[3] == 4:
		return i
	}
	return 0
}

// callingBefore reports whether a word of calling comes right before pos
// ("call 555 1234"), a point or a colon between ("Tel. 555 1234"), or
// among the four words before a preposition or "is" right before it
// ("call me at 555 1234", "Our phone number is 555 1234"); or whether
// "or" or "and" joins the number at pos to a spaced one the scan read as
// a telephone number ("Call 555 123 4567 or 555 123 4568": the second
// was "five hundred fifty five ..."; joinedSegment finds it).
func (sc *scanner) callingBefore(pos int) bool {
	if pw, _ := prevWordAt(sc.text, pos); pw == "or" || pw == "and" {
		k := sc.joinedSegment(pos, joinAndOr)
		if k < 0 || sc.segs[k].class != Telephone {
			return false
		}
		s := sc.segs[k]
		return spacedCallNumber(sc.text[s.start:]) == s.end-s.start
	}
	return callingWordBefore(sc.text, pos)
}

// callingWordBefore is callingBefore without the number before "or" or
// "and".
func callingWordBefore(text string, pos int) bool {
	pw, at := prevWordAt(text, pos)
	if pw == "" {
		// "Tel. 555 1234", "Fax: 555 1234": a label and its point or
		// colon.
		i := backOverSpaces(text, pos)
		if i > 0 && (text[i-1] == '.' || text[i-1] == ':') {
			pw, at = prevWordAt(text, i-1)
		}
	}
	switch strings.ToLower(pw) {
	case "at", "on", "is", "number", "no":
		return textHasWord(text[wordsBack(text, at, 4):at], telephoneWords)
	}
	return telephoneWords[strings.ToLower(pw)]
}

// lotteryDraw reports whether the groups are a draw's numbers: three or
// more, one or two digits each, a zero before one digit as draws print
// them ("07-14-22-35-48"). In a text of a lottery (lotteryWords) and after
// no word of calling, each is
// said as a number, "four eighteen twenty seven thirty three sixty one",
// where "4-18-27-33-61" was a telephone number's digits "four one eight
// two seven ..." 1.00 (verb103). Hand-set: Google TN's readable sentences
// hold no draw.
func lotteryDraw(groups []string) bool {
	for _, g := range groups {
		if len(g) > 2 || g == "00" || g == "0" {
			return false
		}
	}
	return len(groups) >= 3
}

// twoDigitNumbers reports whether every group has two digits, none led
// by a zero ("68-70-69"; "20-00-00" is a bank's sort code, digit by
// digit).
func twoDigitNumbers(groups []string) bool {
	for _, g := range groups {
		if len(g) != 2 || g[0] == '0' {
			return false
		}
	}
	return true
}

// recordTriple reports whether the three groups of one or two digits at
// [pos, end), dashes between them, are a team's wins, losses and ties
// (or draws) where winLossRecord finds a record's two: after a verb of
// going or of a season's end ("went 12-4-1", "finished 10-6-1"), after
// "record" ("a record of 8-8-1"), or before a noun of a record ("a
// 12-4-1 mark"). Each is said as its number, as the golfer's rounds are
// ("The team went 12-4-1" was "one two four one" 1.0, verb78); Google
// TN's "lead the rivalry 49-30-4", "four nine three o four" (the fit
// half), has none of these words and keeps its digits.
func recordTriple(text string, pos, end int, groups []string) bool {
	if len(groups) != 3 {
		return false
	}
	for _, g := range groups {
		if len(g) > 2 || len(g) == 2 && g[0] == '0' {
			return false
		}
	}
	if recordNouns[nextWord(text, end)] {
		return true
	}
	pw, ws := prevWordAt(text, pos)
	pw = strings.ToLower(pw)
	switch {
	case pw == "record":
		return true
	case recordVerbs[pw] || seasonEnders[pw]:
		return !lowerWordFollows(text, end) || recordFollowers[nextWord(text, end)]
	case pw == "of" || pw == "is" || pw == "at" || pw == "was":
		return strings.EqualFold(prevWord(text, ws), "record")
	}
	return false
}

// nationalNumber reports whether m, matched at pos by rePhoneNational,
// is a telephone number: 9 to 12 digits in all, no digit, comma or point
// against its start, and no digit group after it.
func (sc *scanner) nationalNumber(pos int, m string) bool {
	text := sc.text
	if pos > 0 && (isDigit(text[pos-1]) || text[pos-1] == ',' || text[pos-1] == '.') {
		return false
	}
	end := pos + len(m)
	if end < len(text) && (isDigit(text[end]) || text[end] == ',' && end+1 < len(text) && isDigit(text[end+1])) {
		return false
	}
	if end+1 < len(text) && text[end] == ' ' && isDigit(text[end+1]) || pos > 1 && text[pos-1] == ' ' && isDigit(text[pos-2]) {
		// "Lottery draw: 04 12 23 35 41 45": a run of numbers longer
		// than the match, no telephone number.
		return false
	}
	n, pairs := 0, true
	for i := 0; i < len(m); i++ {
		if isDigit(m[i]) {
			n++
			if i+2 < len(m) && isDigit(m[i+1]) && isDigit(m[i+2]) {
				pairs = false
			}
		}
	}
	if pairs && sc.hasWord(lotteryWords) && !textHasWord(text[wordsBack(text, pos, 4):pos], telephoneWords) {
		// "The winning numbers were 03 11 24 36 42": two-digit numbers
		// drawn, shaped as a French telephone number; a word of calling
		// keeps it one ("Our phone numbers are 06 12 34 56 78", "The
		// draw is at 8 pm, call 01 23 45 67 89" were read as numbers).
		return false
	}
	return n >= 9 && n <= 12
}

// telephoneWords among the four words before a row of two-digit groups
// make it a telephone number whatever else the sentence says; after it
// or further away they name something else ("The lottery numbers: 03 11
// 24 36 42 ; contact us to claim", "... ; call 555-1234 to claim" were
// read digit by digit). A text message is sent to a number as a call is
// made to one ("Text 555 123 4567" was "text five hundred fifty five one
// hundred twenty three ...").
var telephoneWords = setOf(strings.Fields(`call calls calling phone phones telephone tel fax mobile cell dial ring
	contact reach text texts texting txt sms whatsapp`), false)

// lotteryWords make a row of two-digit numbers a draw's.
var lotteryWords = setOf(strings.Fields(`lottery lotteries lotto winning draw drawn draws drawing numbers balls ball
	powerball megaball mega megaplier jackpot bingo keno`), false)

// matchArxivID reads an arXiv identifier after "arXiv" ("arXiv:2106.01234",
// "arXiv 2103.00020v2"): its two digit groups digit by digit, "point" or
// "dot" between them, and a version "v two" ("two thousand one hundred
// six point o one two three four" before). Hand-set.
func matchArxivID(sc *scanner, pos int) (match, bool) {
	text := sc.text
	// Cheap test first (this runs at every digit): four digits and a dot.
	if pos+10 > len(text) || text[pos+4] != '.' || !isDigit(text[pos]) || !isDigit(text[pos+3]) || pos < 6 ||
		(text[pos-1] != ':' && text[pos-1] != ' ') || !strings.EqualFold(prevWord(text, pos-1), "arxiv") {
		return match{}, false
	}
	for k := pos; k < pos+4; k++ {
		if !isDigit(text[k]) {
			return match{}, false
		}
	}
	j := digitsEnd(text, pos+5)
	if n := j - pos - 5; n != 4 && n != 5 {
		return match{}, false
	}
	end := j
	version := ""
	if end+1 < len(text) && text[end] == 'v' && isDigit(text[end+1]) {
		k := digitsEnd(text, end+1)
		version, end = text[end+1:k], k
	}
	if !boundaryAt(text, end) {
		return match{}, false
	}
	var dot dist
	dot.add("point", 0.5)
	dot.add("dot", 0.5)
	segs := []segment{
		{class: Digits, start: pos, end: pos + 4, alts: sc.digitAlts(text[pos:pos+4], 1)},
		{class: Electronic, start: pos + 4, end: pos + 5, alts: dot.done()},
		{class: Digits, start: pos + 5, end: j, alts: sc.digitAlts(text[pos+5:j], 1)},
	}
	if version != "" {
		segs = append(segs, segment{class: Electronic, start: j, end: end, alts: single("v " + cardinalWords(version, false))})
	}
	return match{end: end, segs: segs}, true
}

// wordsBack returns the start of the n words before pos (0 at the text's
// start).
func wordsBack(text string, pos, n int) int {
	for ; n > 0 && pos > 0; n-- {
		pos = wordStartBefore(text, pos)
	}
	return pos
}

// findSubmatchIf is re.FindStringSubmatch(text) where ok, nil where not.
func findSubmatchIf(ok bool, re *regexp.Regexp, text string) []string {
	if !ok {
		return nil
	}
	return re.FindStringSubmatch(text)
}

// phoneUSMayStart reports whether rePhoneUS can match text, whose first
// nd bytes are digits and sep the byte after them (0 at the end): always
// where text starts with another byte ("+1 ...", "(800) ..."); after
// digits, only with a country code of at most 3 digits and then a '(',
// a dash or a space before '(' or a digit ("1 (800) 555-1234", "1-800-
// ..."), or with 3 digits (after a code of at most 3) and a dash or a
// dot ("555-123-4567", "1800-555-1234"). The space is the pattern's \s.
func phoneUSMayStart(text string, nd int, sep byte) bool {
	if nd == 0 {
		return true
	}
	switch {
	case nd > 6:
		return false
	case sep == '-' || sep == '.':
		return true
	case nd > 3:
		return false
	case sep == '(':
		return true
	case sep == ' ' || sep == '\t' || sep == '\n' || sep == '\f' || sep == '\r':
		return nd+1 < len(text) && (text[nd+1] == '(' || isDigit(text[nd+1]))
	}
	return false
}

// findIf is re.FindString(text) where ok, "" where not: a cheap test of
// what the pattern needs first.
func findIf(ok bool, re *regexp.Regexp, text string) string {
	if !ok {
		return ""
	}
	return re.FindString(text)
}
