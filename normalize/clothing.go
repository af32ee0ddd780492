package normalize

import "strings"

// matchClothingSize reads a pair of trousers' waist and length in inches,
// written with the letters after the numbers ("32W 34L", "34W x 32L",
// "32W/34L") or before them ("W32 L34", "W32 x L34"): "thirty two waist
// thirty four length" 0.6, as a shop assistant says it, and the letters
// 0.4 ("thirty two w thirty four l"); an "x" between is "by" ("thirty two
// watts thirty four liters" was 0.70, the units' symbols). Both numbers
// must be written, whole, the waist 20-60 and the length 20-40, so that
// "a 100W bulb", "a 2L bottle" and "a 1500W 1.7L kettle" keep their
// units, and so do they in a text of appliances (applianceWords). Hand-set (verb93): Google TN's sentences hold no such size.
func matchClothingSize(sc *scanner, pos int) (match, bool) {
	text := sc.text
	c := text[pos]
	if !isDigit(c) && c != 'W' || pos > 0 && (isWordByte(text[pos-1]) || text[pos-1] == '.') {
		return match{}, false
	}
	if m, ok := sc.halfSize(pos); ok {
		return m, true
	}
	lettersFirst := c == 'W'
	waist, i, ok := sizePart(text, pos, 'W', lettersFirst)
	if !ok {
		return sc.lettersSize(pos)
	}
	sep, j := sizeSeparator(text, i)
	length, end, ok := sizePart(text, j, 'L', lettersFirst)
	if !ok && !lettersFirst {
		return sc.lettersSize(pos)
	}
	if !ok || !boundaryAt(text, end) || end < len(text) && text[end] == '.' && end+1 < len(text) && isDigit(text[end+1]) {
		return match{}, false
	}
	if w, l := atoiSmall(waist), atoiSmall(length); w < 20 || w > 60 || l < 20 || l > 40 {
		return match{}, false
	}
	if sc.hasWord(applianceWords) {
		// "a 40W 30L car fridge", "a 60W 25L cooler": an appliance's
		// power and capacity.
		return match{}, false
	}
	ws, ls := cardinalWords(waist, false), cardinalWords(length, false)
	var said, letters string
	if lettersFirst {
		said = "waist " + ws + sep + " length " + ls
		letters = "w " + ws + sep + " l " + ls
	} else {
		said = ws + " waist" + sep + " " + ls + " length"
		letters = ws + " w" + sep + " " + ls + " l"
	}
	var d dist
	d.add(said, 0.6)
	d.add(letters, 0.4)
	return oneSeg(Measure, pos, end, d.done()), true
}

// sizePart reads two digits and the letter l after them ("32W"), or l and
// two digits after it ("W32") where lettersFirst, at i: the digits and the
// end.
func sizePart(text string, i int, l byte, lettersFirst bool) (string, int, bool) {
	if lettersFirst {
		if i+3 > len(text) || text[i] != l || !isDigit(text[i+1]) || !isDigit(text[i+2]) {
			return "", i, false
		}
		return text[i+1 : i+3], i + 3, true
	}
	if i+3 > len(text) || !isDigit(text[i]) || !isDigit(text[i+1]) || text[i+2] != l {
		return "", i, false
	}
	return text[i : i+2], i + 3, true
}

// sizeSeparator reads what joins a waist to its length at i: a space, an
// "x" (said "by"), with or without spaces, or a slash (unsaid); the words
// to say and where the length starts.
func sizeSeparator(text string, i int) (string, int) {
	switch {
	case i < len(text) && (text[i] == 'x' || text[i] == 'X' || text[i] == '/'):
		if text[i] == '/' {
			return "", i + 1
		}
		return " by", i + 1
	case i+3 <= len(text) && text[i] == ' ' && (text[i+1] == 'x' || text[i+1] == 'X') && text[i+2] == ' ':
		return " by", i + 3
	case i+3 <= len(text) && text[i] == ' ' && text[i+1] == '/' && text[i+2] == ' ':
		return "", i + 3
	case i < len(text) && text[i] == ' ':
		return "", i + 1
	}
	return "", i
}

// applianceWords in a text make a number's W and L an appliance's watts and
// liters ("a 40W 30L car fridge"), not a waist and a length.
var applianceWords = setOf(strings.Fields(`fridge fridges refrigerator freezer cooler kettle heater boiler pump tank
	fryer cooker blender vacuum humidifier dehumidifier purifier oven microwave compressor motor solar battery
	power powered capacity appliance aquarium filter bulb lamp light speaker amp amplifier engine`), false)

// lettersSize reads a size of one or two digits and a W or an L against
// them after "size" or "sizes" ("She wears size 16W", "Size 2L"): a
// women's plus size or a Japanese large, said as written, "sixteen w"
// 0.9 ("sixteen watts" was 0.84), the unit 0.1. Hand-set (verb93).
//
// A range of them with a dash ("Sizes 14W-24W") is read whole, both
// letters said, "fourteen w to twenty four w" 0.9 (the second was
// "twenty four watts", 0.61), and so is the second of one with "to" or
// "through" ("Sizes 14W to 24W"): the size word before the first makes
// both sizes (verb96). "100W-200W bulbs", with no size word, keeps its
// watts.
func (sc *scanner) lettersSize(pos int) (match, bool) {
	text := sc.text
	i := digitsEnd(text, pos)
	if i-pos > 2 || i >= len(text) || text[i] != 'W' && text[i] != 'L' || !boundaryAt(text, i+1) {
		return match{}, false
	}
	end, second := i+1, ""
	if i+1 < len(text) && text[i+1] == '-' {
		j := digitsEnd(text, i+2)
		if j-(i+2) < 1 || j-(i+2) > 2 || j >= len(text) || text[j] != text[i] || !boundaryAt(text, j+1) {
			return match{}, false
		}
		end, second = j+1, text[i+2:j]
	}
	if pw := strings.ToLower(prevWord(text, pos)); pw != "size" && pw != "sizes" && !lettersSizeRangeBefore(text, pos, text[i]) {
		return match{}, false
	}
	n := cardinalWords(text[pos:i], false)
	unit := " watts"
	if text[i] == 'L' {
		unit = " liters"
	}
	letter := " " + strings.ToLower(text[i:i+1])
	var d dist
	if second != "" {
		m := cardinalWords(second, false)
		d.add(n+letter+" to "+m+letter, 0.9)
		d.add(n+unit+" to "+m+unit, 0.1)
		return oneSeg(Measure, pos, end, d.done()), true
	}
	if text[pos:i] == "1" {
		unit = unit[:len(unit)-1]
	}
	d.add(n+letter, 0.9)
	d.add(n+unit, 0.1)
	return oneSeg(Measure, pos, end, d.done()), true
}

// lettersSizeRangeBefore tells whether "to", "through" or a spaced dash
// and a letters
// size with the letter c after "size" or "sizes" come before pos ("Sizes
// 14W to 24W"): the number at pos ends the range.
func lettersSizeRangeBefore(text string, pos int, c byte) bool {
	at := backOverSpaces(text, pos)
	if at == pos || at == 0 || text[at-1] != '-' {
		var w string
		if w, at = prevWordAt(text, pos); w != "to" && w != "through" && w != "thru" {
			return false
		}
	} else {
		at-- // a spaced dash, "Sizes 14W - 24W"
	}
	first, at := prevWordAt(text, at)
	if k := len(first) - 1; k < 1 || k > 2 || first[k] != c || !isDigit(first[0]) || k == 2 && !isDigit(first[1]) {
		return false
	}
	pw := strings.ToLower(prevWord(text, at))
	return pw == "size" || pw == "sizes"
}

// halfSize reads a half size after "size" or "sizes" ("These shoes come
// in size 9.5", "Men's Size 11.5 boots", "Sizes 8.5 to 12"): a shoe's or
// a glove's half size, said "nine and a half" 0.8 as a shop assistant and
// a buyer say it ("nine point five" was the only reading; it keeps 0.2).
// The whole part 1-19 and ".5" only; a text of type (font, pt, points,
// px) and a unit after the number ("size 10.5 mm") keep the decimal.
// Hand-set (verb95): Google TN's sentences hold no size with a half.
func (sc *scanner) halfSize(pos int) (match, bool) {
	text := sc.text
	i := digitsEnd(text, pos)
	if i-pos > 2 || text[pos] == '0' || !strings.HasPrefix(text[i:], ".5") {
		return match{}, false
	}
	end := i + 2
	if end < len(text) && (isWordByte(text[end]) || text[end] == '%' || text[end] == '.' && end+1 < len(text) && isDigit(text[end+1])) {
		return match{}, false
	}
	if pw := strings.ToLower(prevWord(text, pos)); pw != "size" && pw != "sizes" {
		return match{}, false
	}
	if w := atoiSmall(text[pos:i]); w < 1 || w > 19 || halfSizeUnits[strings.ToLower(nextWord(text, end))] || sc.hasWord(typeSizeWords) {
		return match{}, false
	}
	n := cardinalWords(text[pos:i], false)
	var d dist
	d.add(n+" and a half", 0.8)
	d.add(n+" point five", 0.2)
	return oneSeg(Measure, pos, end, d.done()), true
}

// halfSizeUnits after a size's number make it a measure, no half size.
var halfSizeUnits = setOf(strings.Fields(`mm cm m in inch inches ft pt px em kb mb gb kg g lb lbs oz ml l`), false)

// typeSizeWords name a type's size ("set the font to size 10.5"), said
// as a decimal.
var typeSizeWords = setOf(strings.Fields(`font fonts pt points px typeface text`), false)
