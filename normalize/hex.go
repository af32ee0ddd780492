package normalize

import (
	"regexp"
	"strings"
)

var (
	// 0x1F, 0xFF00: a hexadecimal literal.
	reHexLiteral = regexp.MustCompile(`^0[xX]([0-9A-Fa-f]+)`)
	// #FF5733, #1e90ff: a colour in hexadecimal, six or eight digits.
	reHexColour = regexp.MustCompile(`^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})`)
)

// hexAlts says hexadecimal digits one by one, letters as letters and
// digits as digit words ("1F" -> "one f").
func hexAlts(h string) string {
	var b []byte
	for i := 0; i < len(h); i++ {
		c := h[i]
		if isDigit(c) {
			b = appendWord(b, onesWords[c-'0'])
		} else {
			b = appendWord(b, string(c|0x20))
		}
	}
	return string(b)
}

// matchHex reads a hexadecimal literal, "zero x one f" ("0x1F" was
// "zero by one f": the x read as a product).
func matchHex(sc *scanner, pos int) (match, bool) {
	if m, ok := hexDigest(sc.text, pos); ok {
		return m, true
	}
	if m, ok := ipv6Address(sc.text, pos); ok {
		return m, true
	}
	if sc.text[pos] != '0' || pos+2 >= len(sc.text) || sc.text[pos+1]|0x20 != 'x' {
		return match{}, false
	}
	m := reHexLiteral.FindStringSubmatchIndex(sc.text[pos:])
	if m == nil || !boundaryAt(sc.text, pos+m[1]) {
		return match{}, false
	}
	return oneSeg(Electronic, pos, pos+m[1], single("zero x "+hexAlts(sc.text[pos+m[2]:pos+m[3]]))), true
}

// hexDigest reads a hash or digest in hexadecimal, seven digits or more
// with letters (a-f, or A-F) and at least two digits among them: a git
// commit "3f2a9c1", a SHA-1 "3f786850e387550f...": said character by
// character ("three f seven hundred eighty six thousand eight hundred
// fifty e ..." before, the digit runs read as numbers).
func hexDigest(text string, pos int) (match, bool) {
	c := text[pos]
	if !isDigit(c) && (c < 'a' || c > 'f') && (c < 'A' || c > 'F') {
		return match{}, false
	}
	end := pos
	digits, lower, upper := 0, 0, 0
scan:
	for end < len(text) {
		switch c := text[end]; {
		case isDigit(c):
			digits++
		case c >= 'a' && c <= 'f':
			lower++
		case c >= 'A' && c <= 'F':
			upper++
		default:
			break scan
		}
		end++
	}
	if end-pos < 7 || digits < 2 || lower+upper == 0 || lower > 0 && upper > 0 || !boundaryAt(text, end) {
		return match{}, false
	}
	if notDigest(text[pos:end]) {
		return match{}, false
	}
	return oneSeg(Electronic, pos, end, single(hexAlts(text[pos:end]))), true
}

// ipv6Address reads an IPv6 address at pos: groups of one to four
// hexadecimal digits between colons, eight of them or fewer with one
// "::", a digit among them ("::1", "fe80::1", "2001:db8::ff00:42:8329"),
// each group said character by character and each colon "colon" ("::1"
// was "one", its colons unsaid; "2001:db8::1" "two thousand one d b
// eight one"); so is a MAC address, six groups of two ("00:1A:2B:3C:4D:5E"
// was "o o to one a two b ..."). Hand-set: Google TN's sentences have
// none.
func ipv6Address(text string, pos int) (match, bool) {
	if pos > 0 && text[pos-1] == ':' {
		return match{}, false // the tail of a longer run ("1:1:...:1")
	}
	end, colons, groups, digits, double := pos, 0, 0, 0, false
	run := 0 // the current group's length
	for ; end < len(text); end++ {
		c := text[end]
		switch {
		case c == ':':
			if end > pos && text[end-1] == ':' {
				if double {
					return match{}, false // two "::", or ":::"
				}
				double = true
			}
			if colons++; colons > 8 {
				return match{}, false // no address; and a long run stays linear
			}
			run = 0
			continue
		case isDigit(c):
			digits++
		case c|0x20 >= 'a' && c|0x20 <= 'f':
		default:
			goto done
		}
		if run++; run > 4 {
			return match{}, false
		}
		if run == 1 {
			groups++
		}
	}
done:
	if colons < 2 || digits == 0 || groups == 0 || !(double && groups <= 7 || !double && groups == 8 && colons == 7 || !double && macGroups(text[pos:end])) ||
		text[end-1] == ':' && !double || !boundaryAt(text, end) || end < len(text) && text[end] == '.' && end+1 < len(text) && isDigit(text[end+1]) {
		return match{}, false
	}
	var b []byte
	for i := pos; i < end; i++ {
		if text[i] == ':' {
			b = appendWord(b, "colon")
			continue
		}
		j := i
		for j < end && text[j] != ':' {
			j++
		}
		b = appendWord(b, hexAlts(text[i:j]))
		i = j - 1
	}
	return oneSeg(Electronic, pos, end, single(string(b))), true
}

// macGroups reports whether s is six groups of two characters between
// colons, as a MAC address is written.
func macGroups(s string) bool {
	if len(s) != 17 {
		return false
	}
	for i := 2; i < len(s); i += 3 {
		if s[i] != ':' {
			return false
		}
	}
	return true
}

// reNotDigest are numbers with letters of a hexadecimal digit that are no
// digest: an era or a currency after the number ("12000BC",
// "100000CAD"), a military date ("12DEC2023", "05FEB24") and a number in
// scientific notation ("1e100000").
var reNotDigest = regexp.MustCompile(`^(?:\d+(?:BC|BCE|AD|CE|CAD|bc|bce|ad|ce)|\d{1,2}(?:DEC|FEB|Dec|Feb|dec|feb)\d{2,4}|\d+[eE]\d+)$`)

// notDigest reports whether h, digits and letters a to f, is a number
// and a word rather than a hash (reviewing 8b988e7: "around 12000BC"
// was "one two zero zero zero b c").
func notDigest(h string) bool { return reNotDigest.MatchString(h) }

// hexColour reads a colour written in hexadecimal after a hash ("#FF5733"
// was "hash tag f f five thousand seven hundred thirty three"): "hash f f
// five seven three three". It needs a digit among the six or eight
// hexadecimal digits (#FACADE, #BEEF12 aside, a run of A-F letters is a
// hashtag; digits alone need a word of colours in the text).
func (sc *scanner) hexColour(pos int) (match, bool) {
	m := reHexColour.FindStringSubmatchIndex(sc.text[pos:])
	if m == nil || !boundaryAt(sc.text, pos+m[1]) {
		return match{}, false
	}
	h := sc.text[pos+m[2] : pos+m[3]]
	digit, letter := false, false
	for i := 0; i < len(h); i++ {
		digit = digit || isDigit(h[i])
		letter = letter || !isDigit(h[i])
	}
	if !digit {
		return match{}, false
	}
	if !letter && !sc.fact(factColourWord) {
		// Digits alone after a hash are a number ("issue #123456",
		// "Order #100200" were "hash one two three ..."), a colour only
		// beside a word of colours ("the colour #333333", "fill:
		// #000000").
		return match{}, false
	}
	return oneSeg(Electronic, pos, pos+m[1], single("hash "+hexAlts(h))), true
}

// colourWords name a colour or where one goes: six digits after a hash
// beside them are a colour's, not a number ("the colour #333333").
var colourWords = setOf(strings.Fields(`color colour colors colours coloured colored hex background foreground
	fill stroke css rgb shade palette tint border font`), false)

// colourWordIn reports whether text has one of colourWords.
func colourWordIn(text string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return r < 'a' || r > 'z' }) {
		if colourWords[w] {
			return true
		}
	}
	return false
}

// rePath is a Unix path of two pieces or more: /etc/hosts,
// /usr/local/bin, /var/log/nginx/error.log.
var rePath = regexp.MustCompile(`^(?:/[A-Za-z0-9._-]*[A-Za-z][A-Za-z0-9._-]*){2,}/?`)

// reRelativePath is a path from the home or the current folder:
// ~/.bashrc, ./configure, ../README.md, ~/src/app.
var reRelativePath = regexp.MustCompile(`^(?:~|\.\.?)(?:/[A-Za-z0-9._-]*[A-Za-z][A-Za-z0-9._-]*)+/?`)

// unixPath reads a path at pos, each slash "slash", dots "dot", dashes
// "dash", underscores "underscore", digits one by one ("Edit /etc/hosts"
// was "edit etcetera hosts").
func (sc *scanner) unixPath(pos int) (match, bool) {
	if pos > 0 && !isSpaceBefore(sc.text, pos) && sc.text[pos-1] != '(' && sc.text[pos-1] != '`' {
		return match{}, false
	}
	re := rePath
	if c := sc.text[pos]; c == '~' || c == '.' {
		// "Edit ~/.bashrc", "Run ./configure" were "edit bashrc", "run
		// configure": the tilde and the leading dots said too.
		re = reRelativePath
	}
	m := re.FindString(sc.text[pos:])
	// A period (or several) closing the path ends the sentence, not
	// the path: "Use /usr/local/bin/go." was "... slash go dot".
	for strings.HasSuffix(m, ".") && (strings.Count(m, "/") >= 2 || re == reRelativePath && strings.Contains(m, "/")) {
		m = m[:len(m)-1]
	}
	if m == "" || re.FindString(m) != m || !boundaryAt(sc.text, pos+len(m)) {
		return match{}, false
	}
	var b []byte
	for i := 0; i < len(m); i++ {
		switch c := m[i]; {
		case c == '/':
			b = appendWord(b, "slash")
		case c == '~':
			b = appendWord(b, "tilde")
		case c == '.':
			b = appendWord(b, "dot")
		case c == '-':
			b = appendWord(b, "dash")
		case c == '_':
			b = appendWord(b, "underscore")
		case isDigit(c):
			b = appendWord(b, onesWords[c-'0'])
		default:
			j := i
			for j < len(m) && isWordStartByte(m[j]) {
				j++
			}
			b = appendWord(b, sc.plain(m[i:j]))
			i = j - 1
		}
	}
	return oneSeg(Electronic, pos, pos+len(m), single(string(b))), true
}
