package normalize

import "strings"

// unitAfterPerShare is the share of a unit's name for a unit's
// abbreviation standing alone after "per" ("£2.50 per kg", "5 mg per
// kg", "prices per lb"), or after "a" or "an" after an amount of money
// ("£2.50 a kg"): its letters were the reading ("per k g" 0.97, "per l
// b"). Hand-set: Google TN's sentences have no unit's abbreviation after
// "per" or a price's "a" (fit half, development set, the fresh sample's
// study half: 0; "per mt" is no unit of the style's). The letters keep
// the rest.
const unitAfterPerShare = 0.9

// unitAfterPer reads the word w at [pos, end), a unit's abbreviation
// (exactly as the style writes it; not one written only against a
// number, "in", "t", "A", "x") after "per", after "per sq" (its square:
// "per sq ft" "per square foot"), or after "a"/"an" that follows an
// amount of money, as the unit's singular name beside its letters; a
// unit of one letter or an ambiguous one ("m", "h", "L") only after
// "per" or "per sq".
func (sc *scanner) unitAfterPer(pos, end int, w string) ([]alt, bool) {
	if len(w) > 4 || pos < 4 {
		return nil, false
	}
	text := sc.text
	u, ok := sc.st.Units[w]
	if !ok || u.AttachedOnly || u.Singular == w || notUnitAfterPer[w] || (len(w) < 2 || u.Ambiguous) && !perBefore(text, pos) {
		return nil, false
	}
	if end < len(text) && (isDigit(text[end]) || text[end] == '/' || isWordByte(text[end])) {
		return nil, false
	}
	prev, at := prevWordAt(text, pos)
	switch strings.ToLower(prev) {
	case "per":
	case "sq":
		if p2, _ := prevWordAt(text, at); !strings.EqualFold(p2, "per") {
			return nil, false
		}
		if _, ok := sc.st.lookupUnit("sq " + w); !ok {
			return nil, false
		}
	case "a", "an":
		n := len(sc.segs)
		if n < 2 || sc.segs[n-1].start != at || sc.segs[n-2].class != Money ||
			sc.segs[n-2].end != backOverSpaces(text, at) {
			return nil, false
		}
	default:
		return nil, false
	}
	letters, ok := sc.consonantLetters(w)
	if !ok {
		letters = single(sc.plain(w))
	}
	share := unitAfterPerShare
	if u.Ambiguous {
		// "50 km per h", "£3 per m", "5 mg per L": a letter that is
		// also a unit is read after "per" as after a number in running
		// text ("24 h", "a 100m sprint": the measure's short_unit and
		// short_literal weights); "per h" and "per m" kept their
		// letters. Whatever a capital names after a number (a model, a
		// street: "2.8 V 6", "108 W 55th Street") it does not after
		// "per".
		unit, lit := sc.st.w("measure", "short_unit"), sc.st.w("measure", "short_literal")
		share = unit / (unit + lit)
	}
	var d dist
	d.add(u.Singular, share)
	d.addAll(letters, 1-share)
	return d.done(), true
}

// perBefore reports whether "per" or "per sq" comes right before pos.
func perBefore(text string, pos int) bool {
	w, at := prevWordAt(text, pos)
	if strings.EqualFold(w, "sq") {
		w, _ = prevWordAt(text, at)
	}
	return strings.EqualFold(w, "per")
}

// notUnitAfterPer are units of the style that name no thing a price or a
// rate is per: a percentage, a multiple, basis points.
var notUnitAfterPer = setOf(strings.Fields(`Pct pct percent bp bps deg degs`), false)

// unitAfterPlus reads the word w at [pos, end), a unit's abbreviation of
// two letters or more (not ambiguous, not one written only against a
// number), after a number with a plus and one space ("5+ yrs", "10+
// hrs", "20+ mins"), as the unit's plural name beside its letters ("five
// plus yrs", "ten plus h r s" were the readings). Hand-set at
// unitAfterPerShare: Google TN's sentences hold no unit after "N+ ".
func (sc *scanner) unitAfterPlus(pos, end int, w string) ([]alt, bool) {
	text := sc.text
	if len(w) < 2 || len(w) > 4 || pos < 3 || text[pos-1] != ' ' || text[pos-2] != '+' || !isDigit(text[pos-3]) {
		return nil, false
	}
	u, ok := sc.st.Units[w]
	if !ok || u.AttachedOnly || u.Ambiguous || u.Plural == "" || u.Singular == w || notUnitAfterPer[w] {
		return nil, false
	}
	if end < len(text) && (isDigit(text[end]) || text[end] == '/' || isWordByte(text[end])) {
		return nil, false
	}
	letters, ok := sc.consonantLetters(w)
	if !ok {
		letters = single(sc.plain(w))
	}
	var d dist
	d.add(u.Plural, unitAfterPerShare)
	d.addAll(letters, 1-unitAfterPerShare)
	return d.done(), true
}
