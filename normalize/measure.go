package normalize

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// hitPointWords make a sentence one of a game, where "HP" after a number is
// hit points.
var hitPointWords = setOf(strings.Fields(`boss bosses dmg potion potions heal heals healing healed mana enemy
	enemies raid dps quest monster monsters spell spells regen revive respawn`), false)

// unitAt finds the longest unit of the style written at pos that ends at
// a token boundary, allowing a trailing 2/3/²/³ for square and cubic
// units. It returns the spoken unit and the written length.
func (sc *scanner) unitAt(pos int) (Unit, int) {
	text := sc.text
	if pos > 0 && text[pos-1] == '/' {
		for _, k := range sc.st.perUnitKeys {
			if strings.HasPrefix(text[pos:], k) && boundaryAt(text, pos+len(k)) {
				return sc.st.PerUnits[k], len(k)
			}
		}
		if pos < len(text) && text[pos] >= 'A' && text[pos] <= 'Z' && boundaryAt(text, pos+1) && sc.fact(factInCapitals) {
			// "80 KM/H" in a text written in capitals: one capital
			// after the slash is the unit its lower case is, as units
			// of two letters or more fold case ("kilometers h" was the
			// reading).
			if u, ok := sc.st.lookupUnit(strings.ToLower(text[pos : pos+1])); ok {
				return u, 1
			}
		}
	}
	if strings.HasPrefix(text[pos:], "HPA") && boundaryAt(text, pos+3) && barometricBefore(text, pos) {
		if u, ok := sc.st.Units["hPa"]; ok {
			// "PRESSURE 1013 HPA": a barometer's reading in capitals is
			// hectopascals (caseExactUnits keeps "the 2 HPA axis" out).
			return u, 3
		}
	}
	maxLen := sc.st.maxUnitLen
	if pos+maxLen > len(text) {
		maxLen = len(text) - pos
	}
	for l := maxLen; l >= 1; l-- {
		if !utf8.ValidString(text[pos : pos+l]) {
			continue
		}
		u, ok := sc.st.lookupUnit(text[pos : pos+l])
		if !ok {
			continue
		}
		if l == 2 && text[pos:pos+2] == "HP" && sc.hasWord(hitPointWords) {
			// "The boss has 10,000 HP", "The potion heals 50 HP": a
			// game's hit points, their letters ("horsepower" was 1.0,
			// verb82's list). Hand-set: Google TN's sentences have none
			// (verb90).
			continue
		}
		if l == 2 && (text[pos:pos+2] == "nm" || text[pos:pos+2] == "NM") && sc.hasWord(nauticalWords) && !sc.hasWord(nanoWords) {
			// "Visibility 3 nm in fog", "We anchored 2 nm off the
			// point", "Steer 270° for 5 nm": at sea and in the air nm is
			// the nautical mile ("nanometers" was 1.00, verb99). Hand-set:
			// Google TN's one nm is a film's thickness, with no word of
			// the sea.
			return Unit{Singular: "nautical mile", Plural: "nautical miles"}, l
		}
		if l == 2 && text[pos:pos+2] == "mb" && barometricBefore(text, pos) && sc.hasWord(pressureWords) {
			// "Dew point 12°C, pressure 1008 mb": a barometer's 850 to
			// 1090 before a lower-case mb, in a text of the weather, are
			// millibars ("megabytes" was 0.95, verb99), as "1013 HPA" is
			// hectopascals.
			return Unit{Singular: "millibar", Plural: "millibars"}, l
		}
		end := pos + l
		power := ""
		switch {
		case u.Singular == "times":
			// "2x2" is two by two, not "two square times".
		case end+1 <= len(text) && (text[end] == '2' || text[end] == '3'):
			power = text[end : end+1]
			end++
		case end+2 <= len(text) && (text[end:end+2] == "²" || text[end:end+2] == "³"):
			power = map[string]string{"²": "2", "³": "3"}[text[end:end+2]]
			end += 2
		}
		lastR, _ := utf8.DecodeLastRuneInString(text[pos : pos+l])
		if !boundaryAt(text, end) && isWordRune(lastR) {
			continue
		}
		if !boundaryAt(text, end) && end < len(text) {
			// Symbol units (%, °) may be followed by letters (°C is its
			// own unit, tried first as longer).
			r, _ := utf8.DecodeRuneInString(text[end:])
			compass := text[pos:end] == "°" && strings.ContainsRune("NSEW", r) && boundaryAt(text, end+1)
			if isWordRune(r) && !compass {
				continue
			}
		}
		// With its power a unit is no longer ambiguous ("5 m²" is square
		// meters, never the letter m, whose reading lost the power or said
		// the digit: "five m 2").
		switch {
		case power == "2" && timeUnits[u.Singular]:
			// "m/s²": an acceleration is "per second squared", not "per
			// square second" (a time has no area).
			u = Unit{Singular: u.Singular + " squared", Plural: u.Plural + " squared", AttachedOnly: u.AttachedOnly}
		case power == "2":
			u = Unit{Singular: "square " + u.Singular, Plural: "square " + u.Plural, AttachedOnly: u.AttachedOnly}
		case power == "3" && timeUnits[u.Singular]:
			u = Unit{Singular: u.Singular + " cubed", Plural: u.Plural + " cubed", AttachedOnly: u.AttachedOnly}
		case power == "3":
			u = Unit{Singular: "cubic " + u.Singular, Plural: "cubic " + u.Plural, AttachedOnly: u.AttachedOnly}
		}
		if kN, ok := sc.st.Units["kN"]; ok && power == "" && text[pos:pos+l] == "kn" &&
			(forceNounAfter(text, end) || sc.hasWord(forceWords) && !sc.hasWord(seaWords)) {
			// "50 kn of force", "a load of 12 kn": kilonewtons written
			// in lower case; knots on water and in the wind, unless a
			// force is named right after ("120 kn of thrust on the
			// flight", "a 300 kn load" on a bridge's approach span).
			u = kN
		}
		return u, end - pos
	}
	return Unit{}, 0
}

// doseCombination reads n/m before a unit as two numbers, a combination
// drug's doses ("875/125 mg", "5/325 mg": "one hundred twenty fifths",
// "three hundred twenty fifths" before), when m has two digits or more
// and n is larger, or m three digits or more and n is not 1 ("1/100 mg"
// stays a fraction): the pair (the fraction's "pair_improper" weight) or
// "over" (its "over" weight); nil for anything else.
func (sc *scanner) doseCombination(frac string) []alt {
	i := strings.IndexByte(frac, '/')
	if i <= 0 {
		return nil
	}
	num, den := frac[:i], frac[i+1:]
	if len(den) < 2 || num[0] == '0' || den[0] == '0' || strings.Trim(num+den, "0123456789") != "" ||
		len(num) > 6 || len(den) > 6 {
		return nil
	}
	larger := len(num) > len(den) || len(num) == len(den) && num > den
	if !larger && (len(den) < 3 || num == "1") {
		return nil
	}
	var d dist
	n, m := cardinalWords(num, false), cardinalWords(den, false)
	d.add(n+" "+m, sc.st.w("fraction", "pair_improper"))
	d.add(n+" over "+m, sc.st.w("fraction", "over"))
	return d.done()
}

// fuelEconomyPair reads n/m as a car's two fuel economy figures, city and
// highway ("28/36 mpg", "MPG: 35/42"): a fraction of a mile per gallon is
// never written, so two whole numbers of two digits each (none led by a
// zero) are the pair, "twenty eight thirty six" or "twenty eight over
// thirty six" (hand-set: Google TN's sentences have none); nil for
// anything else ("1/2 mpg" stays a half).
func fuelEconomyPair(frac string) []alt {
	num, den, ok := strings.Cut(frac, "/")
	if !ok || len(num) != 2 || len(den) != 2 || num[0] == '0' || den[0] == '0' || !isDigit(num[1]) || !isDigit(den[1]) {
		return nil
	}
	n, m := cardinalWords(num, false), cardinalWords(den, false)
	var d dist
	d.add(n+" "+m, 0.8)
	d.add(n+" over "+m, 0.2)
	return d.done()
}

// unreducedPair reads n/m before a unit as two settings or figures of
// it, "sixty slash one hundred twenty hertz" 0.8 or "sixty one hundred
// twenty hertz" 0.2 (not "or": "780/1000 GB used" is an amount used of a
// whole, no choice between two), when both are whole
// numbers of two digits or more, n the smaller, and the fraction is not
// in its lowest terms: "60/120 Hz", "10/100 Mbps", "50/100 mm" (a
// fraction of a unit is written reduced, "11/16 inch", "15/32 in"). Nil
// for anything else. Hand-set: Google TN's sentences have no slash
// between numbers before a unit.
func unreducedPair(frac string) []alt {
	num, den, ok := strings.Cut(frac, "/")
	if !ok || len(num) < 2 || len(den) < 2 || len(num) > 5 || len(den) > 5 || num[0] == '0' || den[0] == '0' ||
		strings.Trim(num+den, "0123456789") != "" {
		return nil
	}
	a, b := atoiSmall(num), atoiSmall(den)
	if a >= b || gcd(a, b) == 1 {
		return nil
	}
	n, m := cardinalWords(num, false), cardinalWords(den, false)
	var d dist
	d.add(n+" slash "+m, 0.8)
	d.add(n+" "+m, 0.2)
	return d.done()
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// perQuantity reads "/3 mL", "/5 ml", "/100 g" at end: a slash, a whole
// number, an optional space and a unit, as "per three milliliters"; it
// returns the end and the readings, 0 when none is there.
func (sc *scanner) perQuantity(end int, from Unit) (int, []alt) {
	text := sc.text
	if end+2 >= len(text) || text[end] != '/' || !isDigit(text[end+1]) || text[end+1] == '0' {
		return 0, nil
	}
	j := digitsEnd(text, end+1)
	if j-end-1 > 4 {
		return 0, nil
	}
	k := j
	if k < len(text) && text[k] == ' ' {
		k++
	}
	if k >= len(text) || !isWordStartByte(text[k]) {
		return 0, nil
	}
	u, l := sc.unitAt(k)
	if l == 0 || u.Ambiguous || !boundaryAt(text, k+l) || !perQuantityUnits[u.Singular] {
		return 0, nil
	}
	if k+l < len(text) && text[k+l] == '/' {
		// "60 mph/100 km/h": the unit after goes on ("per one hundred
		// kilometers h" was the reading).
		return 0, nil
	}
	if sc.measuresConvertedAt(end) || imperialUnit(from.Singular) != imperialUnit(u.Singular) && !slashJoinsNoConversion(text, end) {
		// "90 kg/198 lb", "250 g/9 oz", "8 oz/225 g": the same quantity
		// in the other system's unit, no rate ("per one hundred ninety
		// eight pounds" was the reading), "10 km/6 mi" too (the
		// miles no imperialUnit, measuresConvertedAt). Amounts that are no
		// conversion of one another are a rate: "5 mg/1 tsp" is per
		// teaspoon ("five milligrams or one teaspoon" was first).
		return 0, nil
	}
	digits := text[end+1 : j]
	name := u.Plural
	if digits == "1" {
		name = u.Singular
	}
	return k + l, product(single("per"), sc.cardinalAlts(digits, false), single(name))
}

// slashBefore reports whether a slash stands before pos, one space
// between allowed.
func slashBefore(text string, pos int) bool {
	i := backOverSpaceOnce(text, pos)
	return i > 0 && text[i-1] == '/'
}

// perQuantityUnits may follow a slash and a number ("mg/5 mL"): units of
// volume, mass and time, a kitchen's measures ("5 mg/1 tsp") and a
// distance in kilometers or miles ("8 L/100 km", a car's fuel use), no
// count of rooms ("3BR/2BA" is no rate).
var perQuantityUnits = map[string]bool{"milliliter": true, "liter": true, "deciliter": true, "gram": true,
	"kilogram": true, "milligram": true, "microgram": true, "ounce": true, "pound": true, "hour": true,
	"minute": true, "day": true, "week": true, "teaspoon": true, "tablespoon": true, "cup": true,
	"kilometer": true, "mile": true}

// imperialUnit reports whether a unit (by its singular name) is one of
// the units of mass and volume that a metric quantity is given in beside
// it after a slash ("250 g/9 oz"): an imperial or US unit of systemUnits
// of mass or volume. A mile is none ("8 L/100 mi" may be a rate; "10
// km/6 mi" is a conversion by measuresConvertedAt).
func imperialUnit(singular string) bool {
	u, ok := systemUnits[singular]
	return ok && u.imperial && (u.kind == "mass" || u.kind == "volume")
}

// doseUnits are the units of a drug's dose, after which n/m may be a
// combination's two doses.
var doseUnits = map[string]bool{"milligram": true, "gram": true, "microgram": true, "milliliter": true, "international unit": true}

// sectionAbbrev reports whether the unit of length l at j is "sec" or
// "Sec" with its period, a space and a number after it: the abbreviation
// of "section" ("RFC 7231 sec. 6.5.4"), no seconds.
//
// In lower case the number before is a document's ("RFC 7231", "Title
// 42": a word in capitals or one naming a document before it) or the
// number after a section's (dotted or with a subsection: "6.5.4",
// "3(a)"): "Hold for 30 sec. 3 sets" is seconds ("thirty section three
// sets" was the reading).
func sectionAbbrev(text string, pos, j, l int) bool {
	w := text[j : j+l]
	if !(w == "sec" || w == "Sec") || !strings.HasPrefix(text[j+l:], ". ") || j+l+2 >= len(text) || !isDigit(text[j+l+2]) {
		return false
	}
	if w == "Sec" {
		return true
	}
	k := digitsEnd(text, j+l+2)
	if k+1 < len(text) && (text[k] == '.' && isDigit(text[k+1]) || text[k] == '(') {
		return true
	}
	pw := prevWord(text, pos)
	if pw == "" {
		// "Art. 5 sec. 3", "§ 12 sec. 4": a document's part abbreviated
		// or its sign before the number.
		before := strings.TrimRight(text[:pos], " ")
		if strings.HasSuffix(before, "§") {
			return true
		}
		if strings.HasSuffix(before, ".") {
			pw = prevWord(before, len(before)-1)
		}
	}
	return len(pw) >= 2 && isAllUpper(pw) || documentWords[strings.ToLower(pw)]
}

// documentWords before a number make "sec." after it a section
// ("Section 8 sec. 2" was "eight seconds two").
var documentWords = setOf(strings.Fields(`title chapter code act part article rule rules regulation usc
	section sections clause schedule paragraph para art appendix annex ch pt cl`), false)

// barometricBefore reports whether the number before the unit at pos is
// an air pressure in hectopascals, 850 to 1090 ("1013 HPA", "990 HPA").
func barometricBefore(text string, pos int) bool {
	j := pos
	if j > 0 && text[j-1] == ' ' {
		j--
	}
	i, ok := numberRunBefore(text, j, 3, 4)
	if !ok {
		return false
	}
	n := atoiSmall(text[i:j])
	return n >= 850 && n <= 1090
}

// baseballWords make HR after a number home runs, and so do hitWords
// just before the number ("He hit 20 HR"): elsewhere "hit" is no
// baseball's ("The storm hit and power was out for 6 HR"), and "batter"
// is a cook's too ("Mix the batter ... for 2 HR").
var (
	baseballWords = setOf(strings.Fields(`batted batting hitter homer homers homered RBI RBIs rbi
	inning innings pitcher slugger baseball MLB AVG OPS`), false)
	hitWords = setOf(strings.Fields(`hit hits hitting belted blasted slugged smacked clubbed`), false)
)

// battingAverageIn reports whether the text writes a batting average, a
// point and three digits with no digit before the point (".312", "a .298
// hitter"): "He is hitting .312 avg with 20 HR" was "twenty hours" 0.65
// (verb78; "avg" alone would take "Avg wait 2 HR" too).
func battingAverageIn(text string) bool {
	for i := strings.IndexByte(text, '.'); i >= 0 && i+3 < len(text); {
		if (i == 0 || text[i-1] == ' ' || text[i-1] == '(') && isDigit(text[i+1]) && isDigit(text[i+2]) && isDigit(text[i+3]) && boundaryAt(text, i+4) {
			return true
		}
		k := strings.IndexByte(text[i+1:], '.')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// forceNounAfter reports whether a word of forces follows end, or "of"
// and one ("kn of thrust", "kn load").
func forceNounAfter(text string, end int) bool {
	w := strings.ToLower(nextWord(text, end))
	if w == "of" {
		i := strings.Index(text[end:], "of") + end + 2
		w = strings.ToLower(nextWord(text, i))
	}
	return forceWords[w]
}

// forceWords make a lower-case kn kilonewtons; seaWords keep it knots,
// and so do the words of flight ("The aircraft climbed at 180 kn with
// full thrust").
var (
	forceWords = setOf(strings.Fields(`force forces load loads loading thrust tension compression shear beam beams
		bolt bolts newton newtons kilonewton kilonewtons strength capacity pull axial`), false)
	seaWords = setOf(strings.Fields(`wind winds gust gusts gale sea seas ship ships boat boats sail sailed sailing
		vessel yacht knot knots speed current tide ocean
		aircraft airplane airplanes plane planes jet jets airspeed pilot pilots flight flew fly flying glider
		helicopter cruise cruised cruising climb climbed landed landing takeoff approach`), false)
)

// nauticalWords make nm after a number the nautical mile, unless a word
// of the small (nanoWords) is in the text too: a sea's and a flight's
// words, kept narrower than seaWords ("speed" and "current" are a chip's
// as often, "ships" and "port" a product's). pressureWords make a lower-case
// mb after a barometer's number millibars.
var (
	nauticalWords = setOf(strings.Fields(`nautical knot knots kn kts sea seas boat boats sail sailed
		sailing vessel vessels yacht yachts tide tides ocean offshore coast coastal harbour harbor anchor anchored
		anchorage waypoint waypoints steer steered heading bearing starboard buoy mooring fathoms gale visibility
		aircraft airplane plane planes flight flew pilot pilots runway airport`), false)
	nanoWords = setOf(strings.Fields(`wavelength wavelengths laser lasers chip chips process node transistor
		transistors silicon wafer film films thickness particle particles nanoparticles nanometer nanometers
		light spectrum emission absorption microscope resolution layer layers`), false)
	pressureWords = setOf(strings.Fields(`pressure barometer barometric isobar isobars storm hurricane cyclone typhoon
		depression low high front wind winds dew weather forecast`), false)
)

// durationNounEnds: a hyphened duration is a noun's modifier also before
// a capitalized name and as the noun phrase's end, as finance writes its
// bonds ("the 10-yr Treasury", "the 30-yr Bond", "yields on the 10-yr."
// were "ten yr"): "yr", "mo", "wk", "hr", "min" say nothing else.
func durationNounEnds(u Unit, text string, end int) bool {
	if !durationUnits[u.Singular] {
		return false
	}
	if end == len(text) || text[end] == '.' || text[end] == ',' || text[end] == ';' || text[end] == ')' {
		return true
	}
	return end+1 < len(text) && text[end] == ' ' && text[end+1] >= 'A' && text[end+1] <= 'Z'
}

// unitInCompound: a unit shortened inside a hyphened compound adjective, a
// hyphen and a lower-case word after it, is the unit's word, singular, as
// in "a 5-yr old boy" and "a 10-ft pole". A unit of time before any word
// ("a 5-yr-old boy", "a 3-hr-long movie", "a 6-mo-old baby" were "five yr
// old", "three h r long", "six mo old"; verb98); a unit of length before a
// word of which way it runs (sizeAdjectives: "a 6-ft-tall man", "a
// 10-in-long board", "a 2-m-high wall" were "six f t tall", "ten in long",
// "two m high"; verb100), where "in" and "m" can be nothing else ("3-in-1"
// has a digit after, "a 5-m-thing" no size). Hand-set: Google TN's
// sentences hold none.
func unitInCompound(u Unit, text string, end int) bool {
	if end+1 >= len(text) || text[end] != '-' || text[end+1] < 'a' || text[end+1] > 'z' {
		return false
	}
	if durationUnits[u.Singular] || u.Singular == "second" {
		return true
	}
	return lengthInCompound(u, text, end)
}

// lengthInCompound: a unit of length, a hyphen and a word of which way it
// runs after it ("6-ft-tall", "10-in-long"); see unitInCompound.
func lengthInCompound(u Unit, text string, end int) bool {
	if systemUnits[u.Singular].kind != "length" || end+1 >= len(text) || text[end] != '-' {
		return false
	}
	k := end + 1
	for k < len(text) && text[k] >= 'a' && text[k] <= 'z' {
		k++
	}
	return sizeAdjectives[text[end+1:k]] && (k == len(text) || !isWordStartByte(text[k]) && text[k] != '-')
}

// durationUnits are the units of a duration a hyphened number makes a
// modifier of ("a 3-yr deal").
var durationUnits = map[string]bool{"year": true, "month": true, "week": true, "day": true, "hour": true, "minute": true}

// pastUnitPeriod returns end past a unit's abbreviation period before a
// lower-case word, which ends no sentence ("a 5 kg. bag", "1/2 lb.
// burgers": "five kilograms bag", "half a pound burgers" were the
// readings, the noun after the period unseen); end otherwise.
func pastUnitPeriod(text string, end int) int {
	if end < len(text) && text[end] == '.' && lowerWordFollows(text, end+1) {
		return end + 1
	}
	return end
}

// hyphenUnitEnd returns where a hyphened unit ending at k ("15-oz",
// "1-in") leaves off before the noun it describes: k before a space and a
// lower-case word; past the unit's period (k+1) before a space and a
// lower-case word, a closing bracket, or a space and a capitalized word
// ("15-oz.) can", "5-qt. Dutch oven"); 0 where none follows.
func hyphenUnitEnd(text string, k int) int {
	if lowerWordFollows(text, k) {
		return k
	}
	if k >= len(text) || text[k] != '.' {
		return 0
	}
	if lowerWordFollows(text, k+1) || k+1 < len(text) && text[k+1] == ')' ||
		k+2 < len(text) && text[k+1] == ' ' && text[k+2] >= 'A' && text[k+2] <= 'Z' {
		return k + 1
	}
	return 0
}

// lowerWordFollows reports whether a space and a lower-case word follow
// end.
func lowerWordFollows(text string, end int) bool {
	return end+1 < len(text) && text[end] == ' ' && text[end+1] >= 'a' && text[end+1] <= 'z'
}

// timeUnits are units of time, which a power squares rather than makes an
// area ("per second squared").
var timeUnits = map[string]bool{"second": true, "millisecond": true, "microsecond": true, "nanosecond": true, "minute": true, "hour": true}

// reDMS is an angle in degrees, minutes and seconds, as coordinates are
// written: 40°26′46″N, 40° 26' 46.3" N, 73°59′W.
var reDMS = regexp.MustCompile(`^(\d{1,3}) ?° ?(\d{1,2}) ?['′’] ?(?:(\d{1,2}(?:\.\d+)?) ?(?:"|″|''|”) ?)?([NSEW]\b)?`)

var compassWords = map[string]string{"N": "north", "S": "south", "E": "east", "W": "west"}

// matchDMS reads 40°26′46″N as "forty degrees twenty six minutes forty
// six seconds north"; the primes were silent and "°2" became "square
// degrees".
func matchDMS(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) || pos > 0 && isDigit(text[pos-1]) || !strings.Contains(text[pos:min(len(text), pos+6)], "°") {
		return match{}, false
	}
	m := reDMS.FindStringSubmatchIndex(text[pos:])
	if m == nil || atoiSmall(text[pos+m[4]:pos+m[5]]) > 59 {
		return match{}, false
	}
	words := []string{countWords(text[pos+m[2]:pos+m[3]], "degree", "degrees"), countWords(text[pos+m[4]:pos+m[5]], "minute", "minutes")}
	if m[6] >= 0 {
		sec := text[pos+m[6] : pos+m[7]]
		n, ok := parseNumber(sec, 0)
		if !ok || atoiSmall(n.intPart) > 59 {
			return match{}, false
		}
		alts, _ := sc.numberAlts(n, true)
		secW := "seconds"
		if sec == "1" {
			secW = "second"
		}
		words = append(words, alts[0].spoken+" "+secW)
	}
	if m[8] >= 0 {
		words = append(words, compassWords[text[pos+m[8]:pos+m[9]]])
	}
	return oneSeg(Measure, pos, pos+m[1], single(strings.Join(words, " "))), true
}

// reFeetInches is a height or length in feet and inches: 6'2", 5′ 11″,
// 5'11”, and an architect's 2'-4 1/2" (a dash, a fraction of an inch).
var reFeetInches = regexp.MustCompile(`^(\d{1,2}) ?['′’] ?(?:- ?)?(\d{1,2})(?: (\d{1,2})/(\d{1,2}))? ?(?:"|″|''|”)`)

// matchFeetInches reads 6'2" as "six foot two", "six feet two inches",
// "six feet two" (hand-set weights, measure feet_inches_*: Google TN's
// sentences have none); the quotes were silent ("six two"). After a
// degree sign the primes are minutes and seconds of arc, not this.
func matchFeetInches(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) || !strings.ContainsAny(text[pos:min(len(text), pos+6)], "'′’") || strings.HasSuffix(strings.TrimRight(text[:pos], " "), "°") {
		return match{}, false
	}
	if pos > 0 && isDigit(text[pos-1]) {
		return match{}, false
	}
	m := reFeetInches.FindStringSubmatchIndex(text[pos:])
	if m == nil {
		return match{}, false
	}
	feet, inches := text[pos+m[2]:pos+m[3]], text[pos+m[4]:pos+m[5]]
	if atoiSmall(inches) > 11 {
		return match{}, false
	}
	fw, iw := cardinalWords(feet, false), cardinalWords(inches, false)
	feetW := countWords(feet, "foot", "feet")
	inchesW := countWords(inches, "inch", "inches")
	if m[6] >= 0 {
		// "2'-4 1/2\"": an architect's feet, a dash and inches with a
		// fraction ("two feet minus four and a half" was 0.58, the dash
		// a sign; verb102): the inches a mixed number, plural.
		n, dn := text[pos+m[6]:pos+m[7]], text[pos+m[8]:pos+m[9]]
		fr := sc.fractionAlts(n, dn, true)
		if atoiSmall(n) == 0 || atoiSmall(n) >= atoiSmall(dn) || len(fr) == 0 {
			return match{}, false
		}
		iw = iw + " and " + fr[0].spoken
		inchesW = iw + " inches"
	}
	w := func(r string) float64 { return sc.st.w("measure", r) }
	var d dist
	d.add(fw+" foot "+iw, w("feet_inches_foot"))
	d.add(feetW+" "+inchesW, w("feet_inches_full"))
	d.add(feetW+" "+iw, w("feet_inches_feet"))
	d.add(fw+" "+iw, w("feet_inches_bare"))
	return oneSeg(Measure, pos, pos+m[1], d.done()), true
}

// labelWithLetter reports whether the digits at pos and a capital letter
// written against them are a seat's, a gate's or a room's label after its
// word ("seat 12A", "Gate 4B", "Apartment 3C", "Her seat is 12A"): no
// quantity ("seat twelve amperes" was 0.14).
func labelWithLetter(text string, pos int) bool {
	k := digitsEnd(text, pos)
	if k == pos || k >= len(text) || !isUpperASCII(text[k]) || k+1 < len(text) && isWordStartByte(text[k+1]) {
		return false
	}
	pw, ws := prevWordAt(text, pos)
	if pw == "is" || pw == "was" {
		pw = prevWord(text, ws) // "Her seat is 12A"
	}
	return labelWords[strings.ToLower(pw)]
}

// matchMeasure reads a number and a unit: 12kg, 2.5 μm, 4 1/2 lbs, 5 %,
// 2°C, 100 million kg, 60 km/h, 12kg/kg, 4,507.4/km², 38.36 km².
func matchMeasure(sc *scanner, pos int) (match, bool) {
	text := sc.text
	// "½ tsp": a fraction of one character starts a quantity too ("one
	// half t s p" was the reading); the fraction is read below.
	vulgar := text[pos] >= 0x80 && vulgarFractionAt(text, pos)
	if !isDigit(text[pos]) && text[pos] != '-' && text[pos] != '.' && !vulgar {
		return match{}, false
	}
	if pos > 0 && isUpperASCII(text[pos-1]) {
		// "D5W", "MP3s": a number against a capital is part of a code,
		// no quantity ("d five watts" before).
		return match{}, false
	}
	if labelWithLetter(text, pos) {
		return match{}, false
	}
	numM := match{end: pos}
	var numAlts []alt
	if !vulgar {
		var ok bool
		if numM, ok = sc.numberAt(pos); !ok {
			return match{}, false
		}
		numAlts = numM.segs[0].alts
	}
	// A quantity with a unit is no year: "1220m", "1850 km" were
	// "twelve twenty meters", "eighteen fifty kilometers" (the bare
	// 4-digit number's year reading; Google TN says the cardinal). The
	// letter reading of an ambiguous unit keeps the number's own
	// readings ("1101 W . McKinley", an address: "eleven o one w").
	var quantity []alt
	// yearQuantity: the number is a bare 4-digit one, whose cardinal
	// readings become quantity once a unit is found (read then, not at
	// every number: most have no unit).
	yearQuantity := ""
	if numM.end-pos == 4 {
		// Parsed again (matchNumber does not return the number) only
		// when it can be a bare 4-digit year: this runs at every number.
		if n, ok := parseNumber(text, pos); ok && n.end == numM.end && !n.point && !n.grouped && len(n.intPart) == 4 {
			yearQuantity = n.intPart
		}
	}
	if numM.end-pos == 3 && len(numAlts) > 1 && isDigit(text[pos]) && isDigit(text[pos+1]) && isDigit(text[pos+2]) && (routeBefore(text, pos) || sc.routeJoinedBefore(pos)) {
		// "highway 350 km", "Route 101 miles east": a distance after a
		// road's name is a quantity, without the road number's reading
		// ("three fifty kilometers" was first). Three digits, not ".00"
		// ("Highways .00A0...": firstDigitAndPair read '.' as a digit
		// and indexed out of range; FuzzVariantProperties found it).
		quantity = withoutSpoken(numAlts, firstDigitAndPair(text[pos:numM.end]))
	}
	i := numM.end
	// "-1 °C" is "minus one degree celsius" as "1 °C" is one degree
	// ("minus one degrees" was the reading): a sign leaves the unit
	// singular. Hand-set: Google TN's sentences have no signed 1 before
	// a unit.
	one := strings.TrimLeft(text[pos:numM.end], "-−+±") == "1"
	// "4 1/2 lbs": a mixed number.
	properFraction := false
	if fm, ok := sc.mixedFraction(pos); ok && fm.end > i {
		numAlts, i, one = fm.segs[0].alts, fm.end, false
		quantity, yearQuantity = nil, ""
		// "1/4 acre" or "1/4 acres"; "4 1/2 pounds".
		// "1½ hrs" is a mixed number, plural ("one and one half hour"
		// was as likely).
		// A hyphened mixed number ("1-1/2 cups") is plural as "1 1/2".
		properFraction = !strings.ContainsAny(text[pos:fm.end], " -") && !(isDigit(text[pos]) && !strings.Contains(text[pos:fm.end], "/"))
	}
	if numAlts == nil {
		return match{}, false
	}
	// "100 million kg"
	if i < len(text) && text[i] == ' ' {
		k := i + 1
		for k < len(text) && isWordStartByte(text[k]) {
			k++
		}
		switch text[i+1 : k] {
		case "thousand", "million", "billion", "trillion":
			numAlts = product(numAlts, single(text[i+1:k]))
			quantity, yearQuantity = nil, ""
			i, one = k, false
		}
	}
	st := sc.st
	perOnly := false
	j := i
	spaced := false
	if j < len(text) && text[j] == ' ' {
		j++
		spaced = true
	}
	if j < len(text) && text[j] == '/' && !spaced {
		perOnly = true
		j++
	}
	hyphened := false
	if !spaced && !perOnly && j+1 < len(text) && text[j] == '-' && isWordStartByte(text[j+1]) {
		// "a 10-ft pole", "a 5-min walk": a number and a unit joined by a
		// hyphen before a noun, the unit singular ("a ten f t pole"
		// before); checked below.
		hyphened = true
		j++
	} else if spaced && !perOnly && j+2 < len(text) && text[j] == '-' && text[j+1] == ' ' && isWordStartByte(text[j+2]) {
		// "signs 10 - yr pact": the same hyphen tokenized apart, as
		// Google TN's sentences write it ("ten yr pact" was the only
		// reading; Google TN says "ten year pact"); checked as above.
		hyphened, spaced = true, false
		j += 2
	}
	u, l := sc.unitAt(j)
	if l == 1 && strings.IndexByte("NSEW", text[j]) >= 0 && boundaryAt(text, j+1) && routeBefore(text, pos) {
		// "I-10 W", "Route 9 N": a road's direction, no unit ("i ten
		// watts" was 0.14); the letter stays a letter, as Google TN's
		// route letters do ("State Route 3 B").
		return match{}, false
	}
	// "a 15-oz. can", "1 (15-oz.) can", "A 5-qt. Dutch oven": the unit's
	// period inside the compound is its abbreviation's, and a noun, a
	// closing bracket or a name may follow it ("a fifteen oz can" was the
	// reading, the number and the letters apart). "1-in. cubes", "a 1-in
	// cube": inches ("one in cubes"; "2-in-1" has a number after, "won
	// 2-in a row" an article, "3-in. Then" a new sentence).
	hyphenEnd := hyphenUnitEnd(text, j+l)
	hyphenInches := hyphened && l == 2 && text[j:j+2] == "in" && hyphenEnd > 0 && !determiners[nextWord(text, hyphenEnd)] &&
		(hyphenEnd == j+l || lowerWordFollows(text, hyphenEnd) || text[hyphenEnd] == ')')
	if hyphenInches {
		u.Ambiguous = false
	}
	if hyphened && l > 0 && (u.Ambiguous || u.AttachedOnly) && lengthInCompound(u, text, j+l) {
		// "a 10-in-long board", "a 2-m-high wall": inches and meters
		// before a size's word (unitInCompound).
		u.Ambiguous, u.AttachedOnly = false, false
	}
	if hyphened && !hyphenInches && (l == 0 || u.Ambiguous || u.AttachedOnly || perOnly ||
		!(lowerWordFollows(text, j+l) || hyphenEnd > j+l || durationNounEnds(u, text, j+l) || unitInCompound(u, text, j+l)) || !boundaryAt(text, j+l)) {
		return match{}, false
	}
	if l > 0 && spaced && sectionAbbrev(text, pos, j, l) {
		// "RFC 7231 sec. 6.5.4", "Title 42 Sec. 1983": the abbreviation
		// of "section" before its number ("seven thousand two hundred
		// thirty one seconds six point five" before).
		return match{}, false
	}
	if l == 3 && spaced && text[j:j+3] == "SEC" && conferenceRecordBefore(text, pos) {
		// "Georgia (8-1, 5-1 SEC)", "They went 10-2, 7-1 SEC.": a
		// record in a conference's games, the conference's letters after
		// it ("five to one second" before, verb103); "30 SEC", "Cook
		// 20-30 SEC." keep the seconds.
		return match{}, false
	}
	if l > 0 && spaced && isAllUpper(text[j:j+l]) && unitNamesStreet(text, j+l) {
		// "12 MG Road, Bengaluru": capitals before a street's word name
		// the street (Mahatma Gandhi Road), no unit ("twelve milligrams
		// road" was 0.98, verb78). Hand-set: Google TN's sentences have
		// none.
		return match{}, false
	}
	if stoneBeforePounds(text, j) {
		// "12 st 6 lb": a British body weight in stone and pounds
		// ("twelve street six pounds" before).
		u, l = Unit{Singular: "stone", Plural: "stone"}, 2
	}
	if l == 0 && sc.ovenFahrenheit(pos, i, j) {
		// "Roast at 425F", "preheat to 350 F": an oven's temperature
		// ("four hundred twenty five f" before).
		u, l = Unit{Singular: "degree fahrenheit", Plural: "degrees fahrenheit"}, 1
	}
	if l == 0 && sc.ovenCelsius(pos, i, j) {
		// "Heat the oven to 180C", "bake at 220 C": an oven's
		// temperature in Celsius, above the weather's 150
		// (weatherTemperature; "one hundred eighty c" before).
		u, l = Unit{Singular: "degree celsius", Plural: "degrees celsius"}, 1
	}
	if l == 0 && sc.kelvinAt(pos, i, j) {
		// "The core was cooled to 4 K.", "heated to 450 K for 2 h": a
		// temperature in kelvin ("four k" was the only reading).
		u, l = Unit{Singular: "kelvin", Plural: "kelvin"}, 1
	}
	if l == 0 && weatherTemperature(sc, pos, i, j) {
		// "Her temp was 101.3F", "It hit 95F in a heat wave", "30C and
		// sunny": a temperature in a sentence of weather or fever ("one
		// hundred one point three f" before).
		u, l = Unit{Singular: "degree fahrenheit", Plural: "degrees fahrenheit"}, 1
		if text[j] == 'C' || text[j] == 'c' {
			u = Unit{Singular: "degree celsius", Plural: "degrees celsius"}
		}
		// "heated to 25c": a lower-case letter is the scale less often
		// (cents, a grade's or a flat's letter), so the letter keeps the
		// most of the weight (an ambiguous unit's); the scale was no
		// reading ("twenty five c" alone). Google TN's sentences have
		// no such temperature.
		u.Ambiguous = text[j] == 'c' || text[j] == 'f'
	}
	if ru, rl := recipeUnit(text, j); rl > 0 && !partReference(text, pos) {
		// "3 c. sugar", "2 T. butter", "1 t. salt": a recipe's cup,
		// tablespoon and teaspoon ("three c sugar" before; "t" was tons,
		// which are said only against the number).
		u, l = ru, rl
	}
	if l == 0 && !perOnly && !hyphened && sc.percentagePointsAt(pos, i, j) {
		// "The Fed raised rates by 0.75pp", "unemployment fell 0.3 pp",
		// "up 2pp on the year, to 45%": percentage points ("zero point
		// seven five p p" before). Only after a decimal, or in a
		// sentence with a percent sign or a word of rates
		// (financeRateWords): Google TN's "212 pp ." and a book's
		// "320pp" count pages (6 of 6 on the study half and the
		// development set, none a decimal). Hand-set.
		u, l = Unit{Singular: "percentage point", Plural: "percentage points"}, 2
	}
	if l == 0 && molarAt(text, j) {
		// "0.1 M HCl", "1M NaOH": a concentration, molar ("zero point
		// one m h c l" before); M before anything else stays pooled
		// (millions, sizes).
		u, l = Unit{Singular: "molar", Plural: "molar"}, 1
	}
	if l == 0 && chainsAt(text, j) {
		// "at 295 ch .2": the surveyor's chain, Google TN's reading of
		// "ch" after a number ("two hundred ninety five chains point
		// two" on the development set, where only "c h" was read). An
		// ambiguous unit: the letters keep most of the weight; not
		// before a lower-case word (a channel's: "a 5 ch amplifier").
		u, l = Unit{Singular: "chain", Plural: "chains", Ambiguous: true}, 2
	}
	if l == 0 {
		// "200 MWh", "3.2 Mt": energy and mass of utilities' and miners'
		// reports ("two hundred m w h", "three point two mount" before).
		u, l = reportUnitAt(text, j)
	}
	if l == 0 && j < len(text) && text[j] == 'T' && boundaryAt(text, j+1) && (sc.hasWord(magneticWords) || fieldStrength(text)) {
		// "The field strength was 9.4 T.", "a 3 T MRI scanner": tesla in
		// a sentence of magnets ("nine point four t" before). Elsewhere
		// the capital stays a letter, as Google TN's "the new 415 T",
		// "A 160 T Hummingbird", "2 T - 1" (5 of 5 on the fit half, the
		// development set and the fresh sample's study half, none with
		// such a word) say it.
		u, l = Unit{Singular: "tesla", Plural: "tesla"}, 1
	}
	if l == 0 {
		return match{}, false
	}
	if yearQuantity != "" {
		quantity = sc.cardinalAlts(yearQuantity, false)
	}
	end := j + l
	written := text[j:end]
	if written == "yo" && end < len(text) && text[end] == '-' {
		// "3 yo-yo tricks": the toy, no age ("three year old yo" was
		// the reading).
		return match{}, false
	}
	if (written == "yo" || written == "y/o") && ageEndsClause(text, end) {
		// "I'm 25 y/o.", "She's 30yo and single": an age said of
		// someone, "twenty five years old" ("year old", the attribute's
		// form before a noun, "a 25 y/o man", was the only reading).
		// Hand-set: Google TN's sentences have none.
		u = Unit{Singular: "year old", Plural: "years old"}
	}
	if written == "bp" {
		// "a 500 bp fragment", "cut rates by 50 bp": base pairs beside a
		// word of genetics, basis points (as against the number) beside
		// a word of finance, spaced too ("fifty b p" before); elsewhere
		// spaced it stays letters.
		switch {
		case sc.hasWord(geneticsWords):
			u = Unit{Singular: "base pair", Plural: "base pairs"}
		case sc.hasWord(financeRateWords):
			u = Unit{Singular: "basis point", Plural: "basis points"}
		}
	}
	if written == "HRs" && !hoursWordsAfter[strings.ToLower(nextWord(text, end))] {
		// "24 HRs this year": baseball's home runs ("twenty four hours"
		// before, "hrs" case-folded); "24 HRS", "24 hrs" stay hours, and
		// so do "3 HRs of sleep", "2 HRs ago" (home runs were the
		// reading).
		u = Unit{Singular: "home run", Plural: "home runs"}
	}
	if written == "HR" && (sc.hasWord(baseballWords) || hitWords[strings.ToLower(prevWord(text, pos))] || battingAverageIn(text)) {
		// "He batted .305 with 20 HR": home runs in a sentence of
		// baseball ("twenty hours" before).
		u = Unit{Singular: "home run", Plural: "home runs"}
	}
	if (written == "mm" || written == "MM") && financeCountFollows(text, end) &&
		!(spaced && written == "mm" && strings.EqualFold(nextWord(text, end), "units") && !strings.Contains(text[pos:i], ".") && !unitsOfFollow(text, end)) {
		// "1.2mm shares", "5 MM barrels": finance's million
		// ("millimeters shares" before). Units are as often a ruler's:
		// "moved 3 mm units left" keeps millimeters; "10mm units" and
		// "1.2 mm units" are millions.
		u = Unit{Singular: "million", Plural: "million"}
	}
	if (written == "mm" || written == "MM") && sc.millionsCounted(pos, end) {
		u = Unit{Singular: "million", Plural: "million"}
	}
	if strings.EqualFold(written, "pts") && sc.hasWord(clinicalWords) && !sc.hasWord(scoreWordsBefore) && !sc.hasWord(pointsGameWords) {
		// "The trial enrolled 120 pts": patients in a sentence of
		// clinical care ("one hundred twenty points" was the reading,
		// 0.96); "He scored 25 pts" keeps points. Hand-set: Google TN's
		// sentences have none. A verb of scoring or a game's word keeps
		// points in a sentence of care too: "After being treated for an
		// ankle injury, he scored 30 pts" was "thirty patients" 0.98.
		u = Unit{Singular: "patient", Plural: "patients"}
	}
	if written == "m" && !spaced && sc.millionsOfPeople(pos, end) {
		// "125m people", "Japan's population is 125m": millions of
		// people, as "$125m" is of dollars ("one hundred twenty five
		// meters people" was the reading, 0.82). Hand-set: Google TN's
		// sentences have none (their "m" against a number is meters, 5
		// of 5 on the study halves: "the 400m freestyle", "spaced by
		// 300m").
		u = Unit{Singular: "million", Plural: "million"}
	}
	if properFraction && doseUnits[u.Singular] {
		if alts := sc.doseCombination(text[pos:i]); alts != nil {
			// "875/125 mg": two doses of a combination drug, not "eight
			// hundred seventy five one hundred twenty fifths".
			numAlts, properFraction = alts, false
		}
	}
	if properFraction && u.Singular == "mile per gallon" {
		if alts := fuelEconomyPair(text[pos:i]); alts != nil {
			// "28/36 mpg": city and highway ("twenty eight thirty sixths
			// mile per gallon" was the reading).
			numAlts, properFraction = alts, false
		}
	}
	if properFraction {
		if alts := unreducedPair(text[pos:i]); alts != nil {
			// "60/120 Hz", "10/100 Mbps": two settings of one unit
			// ("sixty one hundred twentieths hertz" was 0.94, verb78).
			numAlts, properFraction = alts, false
		}
	}
	if (written == "mmHg" || written == "mm Hg") && properFraction && strings.Contains(text[pos:i], "/") {
		// "120/80 mmHg": a blood pressure, systolic over diastolic, said
		// "one hundred twenty over eighty", never a fraction.
		if num, den, ok := strings.Cut(text[pos:i], "/"); ok && trimDigits(num) == num && trimDigits(den) == den {
			numAlts = single(cardinalWords(num, false) + " over " + cardinalWords(den, false))
			properFraction = false // millimeters, not "millimeter" as after "1/4"
		}
	}
	// In a text written in capitals ("HE IS 6 FT 2 IN TALL", "THE BOARD
	// IS 12 IN WIDE") "IN" is read as "in" is, against the text in lower
	// case ("two in tall" and "twelve in wide" were the readings); its
	// letters are all ASCII capitals, so lower-casing keeps every offset.
	inW, inText := written, text
	if written == "IN" && sc.fact(factInCapitals) {
		inW, inText = "in", sc.lowerText()
	}
	// "5 ft 11 in": inches after a length in feet, spaced or not, are
	// the unit for certain (a spaced "in" is otherwise the preposition).
	inchesAfterFeet := inW == "in" && afterFeet(inText, pos)
	// "2h 15m", "1 hr 30 m": minutes after hours ("fifteen meters" before);
	// the unit is no longer ambiguous.
	if written == "m" && afterHours(text, pos) {
		u = Unit{Singular: "minute", Plural: "minutes"}
	}
	// "12 x 8 x 4 in.", "a 4 in. pipe", "12 in. x 8 in.", "2-4 in. of
	// snow", "Cut 2 in. squares": "in." after a dimension's last number,
	// or with the sentence going on after its period (a lower-case word:
	// no preposition ends a sentence there), is inches ("four in" was the
	// only reading; the article before it was asked until verb55).
	dottedInches := inW == "in" && spaced && end < len(inText) && inText[end] == '.' &&
		(dimensionBefore(inText, pos) || dimensionAfterDot(inText, end+1) ||
			lowerWordFollows(inText, end+1))
	// "The storm brought 5 in of rain": "in" between a number and "of"
	// is no preposition ("five in of rain" was the only reading).
	// Hand-set: Google TN's sentences have no "in of" after a number.
	dottedInches = dottedInches || inW == "in" && spaced && strings.HasPrefix(inText[end:], " of ")
	// "It measures 10 in x 12 in.", "a 12 x 8 x 4 in box", "10 in wide",
	// "Screen size 6.1 in, 2556 x 1179 pixels": a spaced "in" in a
	// dimension, before an adjective of size, or after a decimal before
	// the text's punctuation is no preposition (spacedInches).
	dottedInches = dottedInches || inW == "in" && spaced && spacedInches(inText, pos, i, end)
	// "2 in/5 cm", "5 cm/2 in": a length given in both systems
	// (measuresConvertedAt) has inches on its imperial side ("two in or
	// five centimeters" was the reading). Hand-set: Google TN's
	// sentences have no slash between two measures.
	dottedInches = dottedInches || inW == "in" && spaced && (end < len(text) && text[end] == '/' && sc.measuresConvertedAt(end) ||
		slashBefore(text, pos) && sc.measuresConvertedAt(backOverSpaceOnce(text, pos)-1))
	if dottedInches {
		u.Ambiguous = false
	}
	dottedInches = dottedInches || hyphenInches
	if spaced && u.AttachedOnly && !inchesAfterFeet && !dottedInches && !(u.Singular == "megapixel" && sc.cameraAround(end)) {
		return match{}, false
	}
	// "bps" keeps its plural spaced too ("a 25 bps cut" was "a twenty five
	// basis point cut", which the tagger cannot align: "point" does not
	// write "ps").
	// "a 5-10 kg bag", "a 1.5L-2L bottle": a range of measures between
	// "a" and a noun names a kind of thing as one measure does; the
	// plural is kept second at the range's second end only, so that its
	// two ends agree ("a one point five liters to two liter bottle" is
	// no reading).
	rangeAttributive := !perOnly && !hyphened && (spaced || attachedAttributive[u.Singular]) && written != "bps" && rangeBeforeNoun(text, pos, end, written)
	attributive := (spaced || attachedAttributive[u.Singular]) && written != "bps" && !perOnly && (attributiveUnit(text, pos, end) || bracketedSizeBeforeNoun(text, pos, end)) ||
		rangeAttributive ||
		u.Singular == "megapixel" && cameraNouns[strings.ToLower(nextWord(text, end))] ||
		spaced && !perOnly && sc.countsItemsOfMeasure(pos, numM.end) ||
		spaced && !perOnly && countTimesBefore(text, pos) && nounAfterAmount(text, pastUnitPeriod(text, end)) ||
		spaced && !perOnly && written != "bps" && capitalsNounAfter(text, pos, end)
	var unitAlts, perAlts []alt
	// halfA: "1/2 cc" is also "half a c c" (Google TN's reading), the
	// singular unit's readings in singAlts; adjWord: "half" or "quarter"
	// before a unit describing a noun ("1/2 lb burgers", "1/4 lb
	// burgers").
	halfA, adjWord := false, ""
	var singAlts []alt
	if perOnly {
		unitAlts = product(single("per"), sc.perUnitAlts(u, true))
	} else {
		name := u.Plural
		if one || hyphened || attributive || writtenSingularWord(written, u) {
			name = u.Singular
		}
		unitAlts = single(name)
		if name == u.Singular && u.Singular != u.Plural && (spaced || storageAttributive[u.Singular]) && !one && !hyphened && !properFraction && (attributiveUnit(text, pos, end) || bracketedSizeBeforeNoun(text, pos, end) || rangeAttributive && dashAt(text, end) == 0) {
			// "a 420 km long canal": between "a" and a noun the singular
			// stays first, the plural a second reading
			// (indefiniteUnitPluralWeight).
			var d dist
			d.add(u.Singular, 1-indefiniteUnitPluralWeight)
			d.add(u.Plural, indefiniteUnitPluralWeight)
			unitAlts = d.done()
		} else if name == u.Plural && u.Singular != u.Plural && spaced && !perOnly && !properFraction && definiteAttributive(text, pos, end) {
			// "the 5 km race", "our 12 oz can": after "the" a quantity
			// before a noun names a kind of thing as after "a", singular;
			// Google TN says the plural once on the development set ("The
			// 14 km line" "the fourteen kilometers line", none on the fit
			// half), so the plural stays first, 0.6, the singular 0.4
			// (hand-set; it was the plural alone). "the 5 km we ran"
			// keeps the plural alone (definiteAttributive).
			var d dist
			d.add(u.Plural, 1-definiteUnitSingularWeight)
			d.add(u.Singular, definiteUnitSingularWeight)
			unitAlts = d.done()
		} else if !properFraction && name == u.Plural && u.Singular != u.Plural && strings.IndexByte(text[pos:numM.end], '.') >= 0 {
			// "1.785 kg": after a decimal some speakers keep the unit
			// singular, "one point seven eight five kilogram" (Google TN
			// once on the development set, its other decimals before a
			// unit plural; none on the fit half): 0.01, hand-set, so
			// that the plural keeps nearly all of it.
			var d dist
			d.add(u.Plural, 1-decimalSingularWeight)
			d.add(u.Singular, decimalSingularWeight)
			unitAlts = d.done()
		}
		if spaced && u.Singular != u.Plural && ageUnits[u.Singular] && ageNounAfter(text, pos, end, written) {
			// "for 18-29 yr olds", "my 5 yr old loves it": an age made
			// a noun, its unit singular as in "year-olds" ("eighteen to
			// twenty nine years olds" was 0.81; "my five years old" 0.6).
			// Hand-set (verb95): Google TN's sentences hold none.
			var d dist
			d.add(u.Singular, 0.9)
			d.add(u.Plural, 0.1)
			unitAlts = d.done()
		}
		if properFraction {
			// A fraction under one takes the singular ("seven eighths
			// inch", Google TN's; "one half teaspoons" was as likely as
			// "one half teaspoon", and kept 0.2 until verb76: "1/4 tsp"
			// "one quarter teaspoons" 0.06, which no one says), one over
			// it the plural ("three halves cups"), which keeps 0.8;
			// hand-set. A half is also "half a": "1/2 cc" is "half a c
			// c" in Google TN.
			num, den := fractionParts(text[pos:i])
			if name == u.Plural && u.Singular != u.Plural {
				sing := 0.2
				if num > 0 && num < den {
					sing = 1
				}
				var d dist
				d.add(u.Singular, sing)
				d.add(u.Plural, 1-sing)
				unitAlts = d.done()
			}
			if num == 1 && den == 2 && !determiners[strings.ToLower(prevWord(text, pos))] {
				// "1/2 hr drive", "1/2 lb burgers": a unit that
				// describes the noun after it is "half hour",
				// "half pound" (fraction.go halfABefore); any
				// other half is also "half a".
				e := pastUnitPeriod(text, end)
				if halfUnitAdjective(text, pos, e, u.Singular) || perItemWeight(text, e, u.Singular) {
					adjWord = "half"
				}
				halfA = adjWord == ""
				singAlts = sc.alsoAlts(u, single(u.Singular))
			}
			if num == 1 && den == 4 && perItemWeight(text, pastUnitPeriod(text, end), u.Singular) {
				// "1/4 lb burgers": "quarter pound burgers", as
				// fraction.go's quarterPerItem reads "1/4 pound
				// burgers" ("one quarter pound" was first, no
				// "quarter pound").
				adjWord = "quarter"
				singAlts = sc.alsoAlts(u, single(u.Singular))
			}
		}
		unitAlts = sc.alsoAlts(u, sc.britishUnitWord(written, unitAlts))
		// addPer says "per" and the per-unit u2 after the readings so far.
		addPer := func(u2 Unit) {
			pa := product(single("per"), sc.perUnitAlts(u2, false))
			if perAlts == nil {
				perAlts = pa
			} else {
				perAlts = product(perAlts, pa)
			}
			unitAlts = product(unitAlts, pa)
			if singAlts != nil {
				singAlts = product(singAlts, pa)
			}
		}
		// "km/h", "kg/kg": a per-unit after the unit; a second one
		// after it ("km/s/Mpc", "mcg/kg/min") is "per" again (its
		// letters were read apart: "per second m p c").
		for k := 0; k < 2 && end+1 < len(text) && text[end] == '/'; k++ {
			u2, l2 := sc.unitAt(end + 1)
			if l2 == 0 {
				break
			}
			addPer(u2)
			end += 1 + l2
		}
		// "5 mg / kg", "20 - 30 mmol / L", "100 km / h", "200 mg /
		// day", "5 mg / kg / day": a rate written with a spaced slash,
		// as tokenized text writes "mg/kg", is said as the unspaced one
		// ("milligrams k g", "millimoles l", "kilometers h",
		// "milligrams day" were first, the slash silent and the unit
		// after it a letter's name). Not after a count of times ("3
		// times / day" keeps Google TN's silent slash between words).
		for k := 0; k < 2 && (k > 0 || perAlts == nil) && u.Singular != "times" && strings.HasPrefix(text[end:], " / "); k++ {
			u2, l2 := sc.spacedPerUnitAt(end + 3)
			if l2 == 0 {
				break
			}
			addPer(u2)
			end += 3 + l2
		}
		if perAlts != nil && name == u.Plural && u.Singular != u.Plural && (spaced || attachedAttributive[u.Singular]) && !one && !hyphened && !properFraction &&
			attributiveUnit(text, pos, end) {
			// "a 100 km/h zone", "a 5 kWh/day habit": a rate between "a"
			// and a noun describes it, its unit singular as a unit's
			// alone ("a one hundred kilometers per hour zone" was 0.98,
			// verb78; attributiveUnit asked at the first unit's end,
			// before the slash, and found none). The plural keeps
			// indefiniteUnitPluralWeight. Hand-set: Google TN's
			// sentences have none.
			var d dist
			d.addAll(product(sc.alsoAlts(u, single(u.Singular)), perAlts), 1-indefiniteUnitPluralWeight)
			d.addAll(unitAlts, indefiniteUnitPluralWeight)
			unitAlts = d.done()
		}
		if k, pa := sc.perQuantity(end, u); k > 0 && perAlts == nil {
			// "2.5 mg/3 mL": per a quantity ("milligrams three
			// milliliters" before, the slash silent).
			perAlts = pa
			unitAlts = product(unitAlts, pa)
			if singAlts != nil {
				singAlts = product(singAlts, pa)
			}
			end = k
		}
	}
	if quantity != nil && numM.end-pos == 4 && u.Singular == "meter" && text[pos+2:pos+4] == "00" && text[pos+1] != '0' && sc.hasWord(raceDistanceWords) && !heightAround(text, pos, end) {
		// "the 1500m final", "won the 1200 m": a race's distance of
		// round hundreds is said "fifteen hundred meters" as athletics,
		// swimming and racing say it; "one thousand five hundred meters"
		// (Google TN's cardinal, none of its sentences has such a race)
		// was first at 0.81 and "fifteen hundred meters" 0.011. First
		// at raceHundredsWeight, hand-set.
		quantity = withFirst(string(appendWord(appendUnder100(nil, atoiSmall(text[pos:pos+2])), "hundred")), raceHundredsWeight, quantity)
	}
	unitNum := numAlts
	if quantity != nil {
		unitNum = quantity
	}
	if (written == "hrs" || written == "hr" || written == "h" && !spaced) && i-pos == 4 && (spaced || j == i) &&
		strings.Trim(text[pos:i], "0123456789") == "" && !strings.EqualFold(nextWord(text, end), "of") {
		// "at 0600 hrs": a 24-hour time, as before "hours" (cardinal.go
		// militaryTime; "o six o o hours" before); so against its
		// number, "at 1530hrs", "at 0800h" ("one thousand five hundred
		// thirty hours", "o eight o o hours" were first). militaryTime
		// asks for a leading zero or a preposition of time: "lasts
		// 1000h" counts hours.
		prev := strings.ToLower(prevWord(text, pos))
		if mil := militaryTime(text[pos:i], prev, "hours"); mil != nil {
			unitNum, quantity = orDuration(text[pos:i], prev, mil, unitNum), nil
			unitAlts = single("hours")
		}
	}
	alts := product(unitNum, unitAlts)
	if halfA && quantity == nil {
		var d dist
		d.addAll(alts, 0.5)
		d.addAll(product(single(halfArticle(u.Singular)), singAlts), 0.5)
		alts = d.done()
	}
	if properFraction && !halfA && adjWord == "" && quantity == nil && perAlts == nil && u.Singular != u.Plural {
		alts = sc.fractionOfAUnit(pos, i, end, u.Singular, numAlts, alts)
	}
	if adjWord != "" && quantity == nil {
		var d dist
		d.addAll(product(single(adjWord), singAlts), 0.5)
		d.addAll(alts, 0.5)
		alts = d.done()
	}
	if written == "°" {
		// "51.5° N", "0.12°W": a latitude or longitude in decimal
		// degrees, the compass letter its direction ("... degrees n"
		// before; matchDMS reads degrees with minutes).
		k := end
		if k < len(text) && text[k] == ' ' {
			k++
		}
		if k < len(text) && boundaryAt(text, k+1) {
			if w, ok := compassWords[text[k:k+1]]; ok {
				alts = product(alts, single(w))
				end = k + 1
			}
		}
	}
	if u.Ambiguous && !inchesAfterFeet {
		unit, literal := "unit", "literal"
		switch {
		case inConversion(text, pos, end):
			unit, literal = "conversion_unit", "conversion_literal"
		case written == "m" || written == "h" || written == "in" || written == "s" && (strings.Contains(text[pos:j], ".") || properFraction && strings.Contains(text[pos:j], "/") || minutesBefore(text, pos)) || (written == "L" || written == "l") && strings.HasPrefix(text[end:], " of ") || written == "L" && strings.HasPrefix(text[end:], " OF ") && sc.fact(factInCapitals) || !spaced && (written == "V" || written == "W" || written == "L" && (strings.Contains(text[pos:j], ".") || j-pos <= 2) || written == "A" && (sc.amperesAgainstNumber(pos, end) || ampereRange(text, pos, end))) && !letterLabelsNumber(text, pos, end) || sc.spacedElectricUnit(written, spaced, end) || sc.fluidLiter(written, spaced, pos, end) || written == "x" && (lowerWordFollows(text, end) || sc.financialMultipleText() || growthBefore(text, pos) || sc.elidedGrowthBefore(pos)) && !plusSize(text, pos, end) || attributive && written != "x" || perAlts != nil:
			// Meters and hours after a number are the unit in running
			// text ("a 100m sprint", "24 h", "1220m"), and so is "in"
			// against its number ("a 12in pizza", "Waist 34in" were
			// "twelve i n" 0.85; Google TN's sentences have none, and
			// "in" apart is the preposition, read before): the literal
			// readings the pooled weights learn come from capitals that
			// name models and streets (2.8 V 6, 4.0 L, 108 W 55th
			// Street). So is "s" after a decimal ("in 3.1 s") or a
			// fraction ("1/8000 s" was "one eight thousandth s" 0.74,
			// verb78), or after minutes counted before it ("8 min 20 s"
			// was "eight minutes twenty s" 0.84, verb82); after an
			// integer it stays pooled elsewhere: it is also a split plural ("the
			// 80 s") and old shillings ("4 s 4 d"). V and W against the
			// number are volts and watts ("a 5V charger", "60W"; spaced,
			// the engines and streets above; "2A" stays pooled: grade
			// 2A), L against a decimal or a number under 100 liters ("a
			// 5.0L V8", "a 2L bottle" were "five point zero l"; "Chem
			// 110L" is a course's lab), and an x before a word is "times" ("a 3x speedup",
			// "3x as many"; "4.4x" alone stays pooled; "2x2", a product,
			// is matched before), or anywhere in a sentence of debt and
			// valuation ("Net debt/EBITDA of 2.5x." was "two point
			// five x": a multiple, financialMultipleWords). So is a unit between "a" and a noun
			// ("a 60 W bulb" was "a sixty w bulb"), and one with a
			// per-unit after it ("5 L/min", "3 W/m2" were "five l per
			// minute", "three w per square meter"). Spaced V and W are
			// volts and watts in a sentence of electricity ("The voltage
			// was 230 V at 50 Hz" was "two hundred thirty v" 0.81).
			// So is A against its number in a sentence of electricity
			// (amperesAgainstNumber; elsewhere a grade's or a flat's
			// letter, "2A", "Flat 4A", pooled). So is L before "of", a
			// quantity of something ("8 L of water" was "eight l" 0.86;
			// Google TN's spaced L are engines', "4.0 L , 173 hp"), and
			// the lower-case l, the same symbol ("2 l of water" was "two
			// l" 0.86; fin3).
			unit, literal = "short_unit", "short_literal"
		}
		wUnit, wLiteral := st.w("measure", unit), st.w("measure", literal)
		if written == "x" {
			wUnit, wLiteral = sc.magnificationWeights(end, wUnit, wLiteral)
		}
		var d dist
		d.addAll(alts, wUnit)
		lit := product(numAlts, single(spellLetters(written)))
		if perAlts != nil {
			// "9.8 m/s2" read as the letter keeps its per-unit ("nine
			// point eight m" dropped "/s2").
			lit = product(lit, perAlts)
		}
		d.addAll(lit, wLiteral)
		alts = d.done()
	}
	return oneSeg(Measure, pos, end, alts), true
}

// amperesAgainstNumber reports whether the A written against the number
// at pos is amperes: the sentence speaks of electricity (electricWords:
// "The charger outputs 2.4A.", "a 10A fuse", "A 13A plug" were "two point
// four a" 0.86) and no label of a place, a grade or a model comes before
// the number ("Students in grade 2A use the electric kettle", "Model 2A
// charger" keep the letter). Hand-set: Google TN's sentences have no A
// against a number in a sentence of electricity (its "2A" and the like
// are grades and codes, the letter, pooled). A label written short with
// its period counts as well ("Apt. 4A near the battery store", "No. 2A"
// were "four amperes" 0.85; fin3, session 36).
//
// "current" after a determiner and right before the number is the
// adjective, the present one, when no other word of electricity is in the
// sentence and no word of a current's amount follows (ampereNouns): "The
// current 4A champion won again" was "the current four amperes champion"
// 0.85, where 4A is a school's division; "The current 2A rating is too low"
// keeps amperes. The letter is then first at the pooled weights (amperes
// 0.14).
func (sc *scanner) amperesAgainstNumber(pos, end int) bool {
	pw, pwAt := prevWordAt(sc.text, pos)
	if i := backOverSpaces(sc.text, pos); pw == "" && i > 0 && sc.text[i-1] == '.' {
		pw = prevWord(sc.text, i-1)
	}
	pw = strings.ToLower(pw)
	if placeLabelWords[pw] || modelWords[pw] || !sc.hasWord(electricWords) && !sc.hasWord(ampereDeviceWords) && !voltsAgainstNumber(sc.text) {
		return false
	}
	return !(pw == "current" && determiners[strings.ToLower(prevWord(sc.text, pwAt))] && sc.wordCount(electricWords) == 1 &&
		!ampereNouns[strings.ToLower(nextWord(sc.text, end))])
}

// ampereDeviceWords name what draws a current, and voltsAgainstNumber
// finds a voltage or a current written against its number elsewhere in
// the sentence: either makes an A against a number amperes as a word of
// electricity does ("The motor pulls 1.5A at stall.", "Output: 24V at
// 2.5A." were "one point five a" 0.86, verb85). Grades ("got a 2A") and
// labels ("Gate 2A") have neither. Hand-set: Google TN's sentences have
// none.
var ampereDeviceWords = setOf(strings.Fields(`motor motors resistor resistors regulator regulators transistor
	transistors psu led leds relay relays solenoid stepper`), false)

// voltsAgainstNumber reports whether the text holds a digit followed by V,
// mA, mV or kV and then no letter or digit ("24V", "500mA").
func voltsAgainstNumber(text string) bool {
	for i := 1; i < len(text); i++ {
		if !isDigit(text[i-1]) {
			continue
		}
		l := 0
		switch {
		case text[i] == 'V':
			l = 1
		case i+1 < len(text) && (text[i] == 'm' || text[i] == 'k') && (text[i+1] == 'V' || text[i] == 'm' && text[i+1] == 'A'):
			l = 2
		}
		if l > 0 && (i+l == len(text) || !isWordByte(text[i+l])) {
			return true
		}
	}
	return false
}

// ampereNouns follow a number of amperes as what it measures: "the current
// 2A rating", "a 5A draw", "its 3A output".
var ampereNouns = setOf(strings.Fields(`rating ratings draw load limit limits output input max maximum peak
	continuous supply breaker breakers service fuse fuses plug plugs socket sockets circuit circuits charger
	chargers adapter adapters outlet outlets battery batteries current`), false)

// spacedElectricUnit reports whether a V or W written apart from its
// number, ending at end, is volts or watts: a word of electricity is in
// the sentence ("230 V mains", "a 12 V battery", "the voltage was 230 V")
// and no number follows (an engine's "2.8 V 6", a street's "108 W 55th
// Street" are Google TN's literal readings, 2 of 2 on the study halves,
// in sentences without such a word). Hand-set.
func (sc *scanner) spacedElectricUnit(written string, spaced bool, end int) bool {
	if !spaced || written != "V" && written != "W" {
		return false
	}
	if nw := nextWord(sc.text, end); nw != "" && isDigit(nw[0]) {
		return false
	} else if nw != "" && nw[0] >= 'A' && nw[0] <= 'Z' && strings.ToUpper(nw) != nw {
		// A name after it is a street's, the letter its direction:
		// "The current office is at 230 W Main Street" was "two
		// hundred thirty watts main street" 0.78 ("current" is a word
		// of electricity). An acronym keeps the unit: "230 V AC".
		return false
	}
	return sc.hasWord(electricWords) || written == "W" && sc.hasWord(wattWords)
}

// fluidLiter reports whether a spaced L (or l) after the number at pos is
// a liter of something drunk or infused: before a span of time ("1 L over
// 8 hrs", "Give 2 L over 30 min") or a rate ("Drink 2 L a day", "3 L
// daily", "1 L/day" reads its per-unit already), or in a sentence of
// fluids (fluidWords: "Hydration: 2.5 L") or of a drip's rate in
// milliliters an hour ("1 L NS at 125 mL/hr"). "one l
// over eight hours" was 0.86, the pooled weights learned from Google TN's
// spaced L, which are engines' ("4.0 L , 173 hp"). A label before the
// number keeps the letter ("Grade 1 L", letterLabelsNumber, gradeLabelWords), and so does a
// sentence of engines (engineWords: "The 5.0 L V8 engine"). Hand-set
// (verb93): Google TN's sentences hold no spaced L in a fluid's sentence.
func (sc *scanner) fluidLiter(written string, spaced bool, pos, end int) bool {
	if !spaced || written != "L" && written != "l" {
		return false
	}
	if letterLabelsNumber(sc.text, pos, end) || sc.hasWord(engineWords) || gradeLabelWords[strings.ToLower(prevWord(sc.text, pos))] {
		return false
	}
	rest := sc.text[end:]
	if strings.HasPrefix(rest, " over ") && len(rest) > 6 && isDigit(rest[6]) ||
		strings.HasPrefix(rest, " a day") || strings.HasPrefix(rest, " per day") || strings.HasPrefix(rest, " daily") ||
		strings.HasPrefix(rest, " each day") || strings.HasPrefix(rest, " per hour") || strings.HasPrefix(rest, " an hour") {
		return true
	}
	return sc.hasWord(fluidWords) || strings.Contains(sc.lowerText(), "ml/h")
}

// gradeLabelWords before a number make its L a letter of a grade, a class
// or a size ("Grade 1 L", "Class 2 L"), not a liter (fluidLiter).
var gradeLabelWords = setOf(strings.Fields(`grade grades class form year size type model group division league
	tier stage phase step`), false)

// fluidWords make a spaced L after a number a liter (fluidLiter).
var fluidWords = setOf(strings.Fields(`water saline fluid fluids iv bolus infuse infused infusion drip drink drinks
	drank drinking hydration hydrate hydrated dextrose milk juice soda beer wine urine intake plasma`), false)

// engineWords make a spaced L after a number an engine's displacement,
// its letter as Google TN reads it ("4.0 L , 173 hp").
var engineWords = setOf(strings.Fields(`engine engines v6 v8 v10 v12 hp bhp turbo turbocharged cylinder cylinders
	inline diesel petrol gasoline displacement horsepower torque`), false)

// magneticWords make a T after a number tesla. Not "field" or "flux"
// alone: "Scored 3 T in the field goals", "the oil field's 5 T" were
// tesla 1 with 39e8747a; a field's strength or a flux's density says it
// (fieldStrength).
var magneticWords = setOf(strings.Fields(`magnet magnets magnetic magnetized magnetism mri fmri nmr tesla teslas
	gauss`), false)

// fieldStrength reports whether the text speaks of a field's strength
// or a flux's density ("The field strength was 9.4 T.", "field
// strengths of 3 T", "a flux density of 1.5 T").
func fieldStrength(text string) bool {
	l := strings.ToLower(text)
	return strings.Contains(l, "field strength") || strings.Contains(l, "flux densit")
}

// electricWords make a spaced V or W volts or watts.
var electricWords = setOf(strings.Fields(`voltage voltages volt volts watt watts wattage hertz battery batteries
	charger chargers mains current amps amperes amperage circuit circuits outlet outlets socket sockets adapter adapters
	electric electrical electricity hz fuse fuses plug plugs`), false)

// unitNamesStreet reports whether a street's word, capitalized, follows
// the unit ending at end: "MG Road", "KM Street" (streetAfterUnit's
// words; not "Park" or "Square", which name places a unit may measure).
func unitNamesStreet(text string, end int) bool {
	if end >= len(text) || text[end] != ' ' {
		return false
	}
	return streetAfterUnit[strings.TrimSuffix(nextWord(text, end), ".")]
}

// streetAfterUnit name a street after capitals that look like a unit.
var streetAfterUnit = setOf(strings.Fields(`Road Rd Street St Avenue Ave Lane Ln Marg Boulevard Blvd`), false)

// wattWords make a spaced W watts as electricWords do: a word of power
// and the parts that draw it ("The GPU has a 450 W TDP", "It draws 450 W
// at load" were "four hundred fifty w" 0.83, verb78). Not for A against a
// number, where "power" is a ranking's ("the 4A power rankings").
var wattWords = setOf(strings.Fields(`power powered consumption draws draw drawing tdp psu gpu cpu amplifier inverter
	heater heaters bulb bulbs laser lasers solar speaker speakers subwoofer microwave motor`), false)

// raceHundredsWeight is the weight of "fifteen hundred meters" for a
// race's distance in round hundreds ("the 1500m final").
const raceHundredsWeight = 0.6

// heightAround reports whether the quantity at [pos, end) is a height or
// a depth rather than a distance run: a word of height after its unit
// ("1500m above sea level", "a 1500 m hill") or before its number ("an
// altitude of 2100 m", "elevation 1200 m"). A sentence of races has them
// too ("the race climbs to 2100m above sea level"), where the race's
// "twenty one hundred meters" had been first.
func heightAround(text string, pos, end int) bool {
	if heightAfterWords[strings.ToLower(nextWord(text, end))] {
		return true
	}
	w, at := prevWordAt(text, pos)
	if strings.EqualFold(w, "of") {
		w, _ = prevWordAt(text, at)
	}
	return heightBeforeWords[strings.ToLower(w)]
}

// heightAfterWords after a unit and heightBeforeWords before a number
// make a quantity a height or a depth (heightAround).
var (
	heightAfterWords = setOf(strings.Fields(`above below high tall deep hill hills mountain mountains peak peaks climb
	climbs ascent descent summit`), false)
	heightBeforeWords = setOf(strings.Fields(`altitude altitudes elevation elevations height heights depth depths`), false)
)

// raceDistanceWords make a sentence one of races run or swum.
var raceDistanceWords = setOf(strings.Fields(`race races final finals heat heats semifinal semifinals freestyle backstroke
	breaststroke butterfly medley relay steeplechase hurdles runner runners swimmer swimmers sprint olympic olympics
	athletics championships champion ran run won medal lap laps track`), false)

// indefiniteUnitPluralWeight is the weight of a unit's plural between "a"
// and a noun ("a 420 km long canal" "four hundred twenty kilometers long",
// which had no reading). Hand set: Google TN's one such quantity (the
// study half of the Kaggle GTN sample; none on the fit half or the
// development set) has the plural, but the singular is English's for a
// quantity naming a kind ("a 5 km run"), so it stays first.
const indefiniteUnitPluralWeight = 0.3

// definiteUnitSingularWeight is the weight of a unit's singular between
// "the" and a noun ("the 5 km race" "five kilometer race").
const definiteUnitSingularWeight = 0.4

// decimalSingularWeight is the weight of a unit's singular after a
// decimal number ("1.785 kg" "... kilogram").
const decimalSingularWeight = 0.01

// vulgarFractionAt reports whether a fraction of one character ("½",
// "¾") is written at pos.
func vulgarFractionAt(text string, pos int) bool {
	_, size := utf8.DecodeRuneInString(text[pos:])
	_, ok := unicodeFractions[text[pos:pos+size]]
	return ok
}

// halfUnitAdjective reports whether the unit ending at end, after the
// half at pos, describes a noun after it, so "half a" does not fit: "1/2
// day workshop", "1/2 inch pipe", "1/2 hr drive" are "one half day
// workshop" ("half a day workshop" was first), as "a 12mo contract" is
// "twelve months" before its noun; and "On 1/2 day the office closes"
// names a half day. "add 1/2 cup milk" keeps "half a cup": a measure of
// content, not a length or a time, before its noun.
func halfUnitAdjective(text string, pos, end int, unit string) bool {
	if !halfAdjectiveUnits[unit] {
		return false
	}
	if unit == "day" && strings.EqualFold(prevWord(text, pos), "on") {
		return true
	}
	if !lowerWordFollows(text, end) {
		return false
	}
	nw := nextWord(text, end)
	if strings.HasSuffix(nw, "ly") || strings.HasSuffix(nw, "ed") {
		return false // "Run 1/2 mile daily", "1/2 hour passed": no noun
	}
	return !notAttributedWords[nw] && !determiners[nw] && !halfAdverbs[nw]
}

// halfAdjectiveUnits are the lengths and times that a noun after them
// makes an adjective ("a 1/2 mile walk", "a 1/2 hour drive").
var halfAdjectiveUnits = setOf(strings.Fields(`inch foot mile yard hour day week month year minute second meter metre
	acre century decade lap centimeter centimetre millimeter millimetre kilometer kilometre`), false)

// halfAdverbs after a half's unit say when or where, or are a verb or an
// adjective of size, no noun it describes ("1/2 hour later", "Walk 1/2
// mile now", "1/2 day was enough", "1/2 inch thick" stay "half an hour",
// "half a mile", "half a day", "half an inch").
var halfAdverbs = setOf(strings.Fields(`later ago earlier early late long longer behind ahead apart north south east
	west down up out back left more less if when while before after then every now today tonight tomorrow
	yesterday first again too also instead alone only even just still yet so there here home uphill downhill
	upstream downstream inland offshore overhead underground around along across past twice once thrice
	each was is will would can could should may might must has had have did does do thick thin wide deep high
	tall away old overnight`), false)

// fractionParts returns the numerator and denominator of a fraction
// written "n/d" or as one character ("½"); 0, 0 for anything else.
func fractionParts(s string) (num, den int) {
	if f, ok := unicodeFractions[s]; ok {
		return f[0], f[1]
	}
	n, d, ok := strings.Cut(s, "/")
	if !ok || n == "" || d == "" || len(n) > 4 || len(d) > 4 || !allDigits(n) || !allDigits(d) {
		return 0, 0
	}
	return atoiSmall(n), atoiSmall(d)
}

// fractionOfAUnit adds to alts, the readings of a fraction under one at
// [pos, numEnd) and its unit ending at end, the fraction "of a" unit
// where the measure ends its clause ("The pipe is 3/4 inch.", "Add 3/8
// inch."): "three quarters of an inch" first, 0.5, the rest 0.5 ("three
// quarters inch" was first), as a half is "half an inch". Not before a
// word ("3/4 inch pipe" describes it: threeQuarterBefore), nor first in
// the text or after a determiner ("the 3/4 inch"), nor for a half
// (halfA), nor where the first reading names no fraction (fractionName):
// fractionOfA, as for a unit written as a word (fractionOfABefore).
// Hand-set: neither Google TN set has a fraction under one before a unit
// but a half.
func (sc *scanner) fractionOfAUnit(pos, numEnd, end int, singular string, numAlts, alts []alt) []alt {
	if len(numAlts) == 0 {
		return alts
	}
	num, den := fractionParts(sc.text[pos:numEnd])
	// "3/4 tsp. salt": the unit's period is no clause's end.
	if of, w, ok := fractionOfA(sc.text, pos, pastUnitPeriod(sc.text, end), num, den, singular, numAlts[0].spoken); ok {
		return withFirst(of+" "+singular, w, alts)
	}
	return alts
}

// fractionOfAWeight is the weight of "three quarters of an inch" for a
// fraction and its unit that end a clause.
const fractionOfAWeight = 0.5

// halfArticle is "half a" or, before a vowel's sound, "half an" ("half
// an inch", "half an ounce", "half an hour").
func halfArticle(unit string) string {
	if unit != "" && (strings.IndexByte("aeio", unit[0]) >= 0 || strings.HasPrefix(unit, "hour") || strings.HasPrefix(unit, "u") && !strings.HasPrefix(unit, "uni") && !strings.HasPrefix(unit, "us")) {
		return "half an"
	}
	return "half a"
}

// weatherTemperature reports whether the F or C at j (or the lower-case
// f or c), against the number at [pos, numEnd) (from -80 to 150), is a
// temperature's scale: the sentence has a word of weather, fever or
// heating (temperatureWords).
func weatherTemperature(sc *scanner, pos, numEnd, j int) bool {
	text := sc.text
	if j != numEnd || j >= len(text) || strings.IndexByte("FCfc", text[j]) < 0 || !boundaryAt(text, j+1) {
		return false
	}
	k := pos
	if text[k] == '-' {
		k++
	}
	d := k
	for d < numEnd && isDigit(text[d]) {
		d++
	}
	if d == k || d-k > 3 || d < numEnd && text[d] != '.' || atoiSmall(text[k:d]) > 150 || k > pos && atoiSmall(text[k:d]) > 80 {
		return false
	}
	if pos > 0 && text[pos-1] == '#' || placeLabelWords[strings.ToLower(prevWord(text, pos))] || placeLabelWords[strings.ToLower(wordBeforeDot(text, pos))] {
		// "Seat 12F. The cabin was cold.", "Room 3C was cold", "Apt. 4C
		// has no heat": a seat's or a room's letter (the label
		// abbreviated with its point was "degrees celsius").
		return false
	}
	if gradedBefore(text, pos) {
		return false // "He scored 100F on a hot day", "a grade of 65F": a mark and its letter
	}
	if routeLabelsAfter[strings.ToLower(nextWord(text, j+1))] {
		// "The 5C bus was cold", "the 3F train": a route's or a
		// platform's code before the vehicle ("five degrees celsius bus"
		// was the reading).
		return false
	}
	if n := atoiSmall(text[k:d]); k == pos && d == numEnd && n >= 28 && n <= 48 && n%2 == 0 && (sizeWords[strings.ToLower(prevWord(text, pos))] || sc.hasWord(braWords) && !temperatureBefore[strings.ToLower(prevWord(text, pos))]) {
		// "Sizes 32C and 34B bras keep you warm", "a 36C bra for hot
		// days": a bra's band and cup ("thirty two degrees celsius" was
		// the reading).
		return false
	}
	if modelNameBefore(prevWord(text, pos)) {
		// "The iPhone 5C sold well in the hot summer", "The Model 3C
		// runs hot": a name's model ("degrees celsius" was the reading),
		// at a sentence's start too ("iPhone 5C owners complain about
		// the heat"): modelNameBefore asks more than a capital.
		return false
	}
	if namedModelBefore(text, pos) && !(placeArticleBefore(text, pos) && sc.hasWord(forecastWords)) {
		// "The Galaxy 5.5C is out", "my Samsung Galaxy 5.5C": a name
		// after an article or a possessive is a product's, the number
		// and its letter its model ("five point five degrees celsius"
		// was the reading); a place's name in a list of the weather
		// takes none ("London 15.5C, Paris 17.5C").
		return false
	}
	if (d < numEnd || k > pos) && (text[j] == 'C' || text[j] == 'F') {
		// "It was 15.5C at 14.00", "-5C overnight": a decimal or a
		// number below zero is no seat's, room's, size's or model's
		// (the guards above keep those), so a capital C or F after it
		// is the scale in any sentence ("fifteen point five c" was the
		// reading where no word of weather was there). Google TN's
		// sentences have no such number.
		return true
	}
	return sc.hasWord(temperatureWords) // once per scan: "at 3C and " 4,000 times took 1 s
}

// ageEndsClause reports whether no noun follows the age's unit ending at
// end: the text's end, a mark, or a word that goes on with the clause
// ("25 y/o and single", "30yo from Leeds"; not "a 25 y/o man").
func ageEndsClause(text string, end int) bool {
	i := skipSpaces(text, end)
	if i == len(text) || strings.IndexByte(".,;:!?)", text[i]) >= 0 {
		return true
	}
	return ageClauseWords[nextWord(text, end)]
}

// ageClauseWords after an age go on with the clause, no noun of it.
var ageClauseWords = setOf(strings.Fields(`and but or with who from in at on of since when so now today here living`), false)

// sizeWords before a number and its letter make them a size; braWords
// anywhere in the text make an even number from 28 to 48 and its letter
// a bra's size.
var (
	sizeWords = setOf(strings.Fields(`size sizes`), false)
	braWords  = setOf(strings.Fields(`bra bras brassiere brassieres lingerie underwire`), false)
	// temperatureBefore keep a temperature in a text of bras: "The bras
	// sold well in 40C heat".
	temperatureBefore = setOf(strings.Fields(`in at to of hit reached reach reaches about around over under below
		above`), false)
)

// gradedBefore reports whether a verb of scoring or grading comes right
// before the number at pos, an article or "of" between ("He scored
// 100F on a hot day", "a grade of 65F in the heat", "He scored a 4C in
// the hot exam" were "degrees fahrenheit" or "celsius" by the sentence's
// weather words).
func gradedBefore(text string, pos int) bool {
	pw, at := prevWordAt(text, pos)
	pw = strings.ToLower(pw)
	if pw == "of" || pw == "a" || pw == "an" {
		pw = strings.ToLower(prevWord(text, at))
	}
	return markWords[pw]
}

// markWords before a number and a letter make the letter a mark.
var markWords = setOf(strings.Fields(`scored score scores scoring earned earns earn graded grade grades mark marks
	marked`), false)

// modelNameBefore reports whether w, the word before a number and its F
// or C, names a product's model: a capital after its first letter
// ("iPhone", "HTC") or a word of models ("Model 3C", "Mark 5F"). A
// place's name, capitalized only first, is where the weather is: "Forecast:
// London 15C, Paris 18C", "Highs in Miami 90F" (any capital kept the
// letter, "fifteen c").
func modelNameBefore(w string) bool {
	if w == "" {
		return false
	}
	_, size := utf8.DecodeRuneInString(w)
	return strings.ContainsAny(w[size:], "ABCDEFGHIJKLMNOPQRSTUVWXYZ") || modelWords[strings.ToLower(w)]
}

// namedModelBefore reports whether one or two capitalized words come
// right before the number at pos after an article, a determiner or a
// possessive ("The Galaxy 5.5C", "her Samsung Galaxy 5.5C"): a product's
// name, as Google TN's sentences read a number and its capital letter
// after a capitalized name (a model's, a route's: "Ferrari 126 C 2",
// "Boeing 747 - 258 F", "Route 216 C", 5 of 5 the letter; none there
// with an article and a decimal).
func namedModelBefore(text string, pos int) bool {
	at := pos
	for n := 0; n < 2; n++ {
		w, a := prevWordAt(text, at)
		if w == "" {
			return false
		}
		if n > 0 && modelDeterminer(w) {
			return true
		}
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) {
			return false
		}
		at = a
	}
	w, _ := prevWordAt(text, at)
	return modelDeterminer(w)
}

// placeArticleBefore reports whether "the" before one or two capitalized
// words right before the number at pos follows a preposition of place
// ("Highs in the Lake District 22.5C", "across the Midwest 28.5C"): in
// a forecast (forecastWords) a place's name, where namedModelBefore read
// a product's ("twenty two point five c" 1.0). Hand-set: Google TN's
// sentences have no decimal and capital C after a name and "the".
func placeArticleBefore(text string, pos int) bool {
	at := pos
	for n := 0; n < 2; n++ {
		w, a := prevWordAt(text, at)
		if r, _ := utf8.DecodeRuneInString(w); w == "" || !unicode.IsUpper(r) {
			break
		}
		at = a
	}
	w, a := prevWordAt(text, at)
	if at == pos || !strings.EqualFold(w, "the") {
		return false
	}
	return placePrepositions[strings.ToLower(prevWord(text, a))]
}

// placePrepositions before "the" and a name make it a place's;
// forecastWords make a sentence a forecast's (not "hot", "heat": "Her
// Galaxy 5.5C runs hot" is a product's).
var (
	placePrepositions = setOf(strings.Fields(`in across over around throughout near for at into`), false)
	forecastWords     = setOf(strings.Fields(`highs lows forecast forecasts temperature temperatures temp temps
		weather`), false)
)

// modelDeterminer reports whether w, before a capitalized name, makes it a
// product's (modelDeterminers). "New" capitalized opens a place's name
// ("New York 22.5C", "New Delhi 31.5C" were "twenty two point five c",
// the name taken for a product's); "the new Galaxy" keeps its adjective.
func modelDeterminer(w string) bool {
	return w != "New" && w != "NEW" && modelDeterminers[strings.ToLower(w)]
}

// modelDeterminers before a capitalized name make it a thing's, a
// product's: articles, determiners, possessives.
var modelDeterminers = setOf(strings.Fields(`the a an this that these those my your his her its our their new`), false)

// modelWords before a number and its letter make a product's model.
var modelWords = setOf(strings.Fields(`model models mark mk type series version ver edition gen generation
	class no number`), false)

// routeLabelsAfter after a number and its letter make them a route's,
// a flight's or a platform's code.
var routeLabelsAfter = setOf(strings.Fields(`bus buses train trains tram trams line route flight platform gate shuttle
	ferry`), false)

// placeLabelWords before a number and its letter make a seat, a room, a
// gate or a form of it, no temperature ("Room 3C was cold all winter",
// "Row 14C on a hot flight" were "degrees celsius").
var placeLabelWords = setOf(strings.Fields(`seat seats row room rooms apartment apt suite unit gate bus form flat
	floor level box locker platform section building bldg block lot pier terminal bay stand cabin berth aisle ward
	bed court door no number route page line exit train car coach deck hall studio office cell stall rm ste fl
	grade class flight`), false)

// temperatureWords make a number's F or C a temperature's scale.
var temperatureWords = setOf(strings.Fields(`temp temps temperature temperatures fever feverish thermometer weather
	forecast highs lows heatwave heat hot cold warm chilly freezing frost sunny cloudy humid degrees heated heating
	cooled cooling warmed chilled boil boils boiled boiling thermostat warming climate`), false)

// ovenFahrenheit reports whether the F at j, after the number at
// [pos, numEnd), is an oven's degrees Fahrenheit: three digits from 200
// to 550 (from 100 in a sentence of cooking, cookingWords) after a word
// of cooking or "at"/"to" ("bake at 375F").
func (sc *scanner) ovenFahrenheit(pos, numEnd, j int) bool {
	text := sc.text
	if j >= len(text) || text[j] != 'F' || !boundaryAt(text, j+1) || numEnd-pos != 3 || !allDigits(text[pos:numEnd]) {
		return false
	}
	n := atoiSmall(text[pos:numEnd])
	if n < 100 || n > 550 || n < 200 && !sc.hasWord(cookingWords) {
		// From 100 in a sentence of cooking: "Heat the oil to 190F",
		// "Dehydrate at 160F in the oven" ("one hundred ninety f" was
		// the reading).
		return false
	}
	switch strings.ToLower(prevWord(text, pos)) {
	case "oven", "preheat", "heat", "bake", "roast", "reaches", "reach":
		return true
	case "at", "to":
		// "Go to 425F for the meeting", "Meet at 301F": rooms in a
		// sentence of meetings and places, unless it is about cooking;
		// elsewhere a temperature ("Water boils at 212F", "fired to
		// 400F" were "two hundred twelve f" once only cooking counted).
		// Under 200, below an oven's heat, a word of rooms keeps the
		// room as ovenCelsius does ("The cooking class meets at 110F").
		if n < 200 {
			return !sc.hasWord(roomWords)
		}
		return sc.hasWord(cookingWords) || !sc.hasWord(roomWords)
	}
	return false
}

// ovenCelsius reports whether the C at j, after the number at [pos,
// numEnd), is an oven's degrees Celsius: from 30 to 300 after a word of
// cooking, or after "at"/"to" in a sentence of cooking (cookingWords)
// with no word of rooms ("Go to 210C for the meeting"). Celsius ovens
// run lower than ovenFahrenheit's 200-550; weatherTemperature reads 150
// and less in a sentence of heating, not "Set the oven to 90C".
// Hand-set: Google TN's sentences have no oven's temperature.
func (sc *scanner) ovenCelsius(pos, numEnd, j int) bool {
	text := sc.text
	if j >= len(text) || text[j] != 'C' || !boundaryAt(text, j+1) || numEnd-pos < 2 || numEnd-pos > 3 || pos > 0 && text[pos-1] == '#' {
		return false
	}
	if !allDigits(text[pos:numEnd]) {
		return false // "1.5C", "-10C"
	}
	if n := atoiSmall(text[pos:numEnd]); n < 30 || n > 300 {
		return false
	}
	switch strings.ToLower(prevWord(text, pos)) {
	case "oven", "preheat", "heat", "bake", "roast", "reaches", "reach":
		return sc.hasWord(cookingWords)
	case "at", "to", "about", "around":
		return sc.hasWord(cookingWords) && !sc.hasWord(roomWords)
	}
	return false
}

// kelvinAt reports whether the capital K at j, one space after the
// number at [pos, numEnd), is kelvin: in a sentence of temperature
// (temperatureWords: "cooled to 4 K", "heated to 450 K"), the K ending
// the number's phrase (punctuation, the end or a preposition or a verb of
// notAttributedWords after it: "4 K in liquid helium"), no currency
// before the number ("$85 K"). A noun after it ("a 5 K run in the
// heat") or a K against the number ("300K", thousands) keeps the letter.
// Said "kelvin" in the plural too, as physicists say it. Hand-set:
// Google TN's sentences have no K after a number.
func (sc *scanner) kelvinAt(pos, numEnd, j int) bool {
	text := sc.text
	if j != numEnd+1 || j >= len(text) || text[j] != 'K' || !boundaryAt(text, j+1) {
		return false
	}
	for _, cur := range [...]string{"$", "£", "€", "¥"} {
		if strings.HasSuffix(text[:pos], cur) {
			return false
		}
	}
	if next := nextWord(text, j+1); next != "" && !notAttributedWords[strings.ToLower(next)] {
		return false
	}
	return sc.hasWord(temperatureWords)
}

// roomWords make "at 301F" and "to 425F" a room's number.
var roomWords = setOf(strings.Fields(`meet meets meeting meetings met goes going went come came head headed walk
	walked report reported room rooms office offices lab labs class classes classroom floor building hall suite
	desk seat gate lecture seminar interview appointment moved live lives lived living stay stays stayed staying
	apartment apt flat unit dorm`), false)

// cookingWords make "at 425F" and "to 425F" an oven's temperature.
var cookingWords = setOf(strings.Fields(`bake baked bakes baking roast roasted roasting oven ovens preheat
	preheated heat heated cook cooked cooking broil broiled grill grilled fry fried fryer temperature temp
	degrees golden browned crisp tray sheet pan dough cake bread turkey chicken`), false)

// recipeUnit returns the unit and its written length at j when a
// recipe's abbreviated measure stands there, its period written and a
// lower-case word after it: "c." or "C." a cup, "T." a tablespoon, "t."
// a teaspoon ("3 c. sugar", "2 T. butter"). Without the period, or
// before a capital ("Figure 3 c. Shows"), they are letters.
func recipeUnit(text string, j int) (Unit, int) {
	if j+2 >= len(text) || text[j+1] != '.' || !lowerWordFollows(text, j+2) {
		return Unit{}, 0
	}
	switch text[j] {
	case 'c', 'C':
		return Unit{Singular: "cup", Plural: "cups"}, 2
	case 'T':
		return Unit{Singular: "tablespoon", Plural: "tablespoons"}, 2
	case 't':
		if nextWord(text, j+2) == "of" {
			return Unit{}, 0 // "5 t. of coal": tons
		}
		return Unit{Singular: "teaspoon", Plural: "teaspoons"}, 2
	}
	return Unit{}, 0
}

// partReference reports whether a word that numbers the parts of a text
// stands before the number at pos ("Page 3 c. shows a graph", "see Fig.
// 2 c. for", "Table 4 t. values"): the letter after the number is a part,
// no recipe's measure ("page three cups" was the reading).
func partReference(text string, pos int) bool {
	w := prevWord(text, pos)
	if w == "" {
		w = wordBeforeDot(text, pos)
	}
	return partWords[strings.ToLower(w)]
}

// partWords number the parts of a text.
var partWords = setOf(strings.Fields(`page pages p pp fig figs figure figures table tables plate plates panel
	section sec chapter ch part step item exhibit appendix article art paragraph para line lines vol volume
	question q problem exercise ex example note`), false)

// hoursWordsAfter after "HRs" make it hours: "3 HRs of sleep", "2 HRs
// ago".
var hoursWordsAfter = setOf(strings.Fields(`of ago later left long per each a an before after away`), false)

// geneticsWords make bp base pairs; financeRateWords basis points.
var (
	geneticsWords = setOf(strings.Fields(`dna rna pcr fragment fragments amplicon amplicons primer primers sequence
		sequences sequencing insert deletion deletions insertion promoter upstream downstream genome gene genes
		exon exons intron introns plasmid reads allele band bands kb`), false)
	financeRateWords = setOf(strings.Fields(`rate rates yield yields spread spreads fed bank banks bond bonds
		treasury treasuries hike hikes cut cuts basis libor sofr coupon mortgage inflation ecb margin margins
		sequentially headwind headwinds tailwind tailwinds`), false)
)

// reFormula is a chemical formula: two element symbols or more, each
// with an optional count (HCl, NaOH, H2SO4, KMnO4).
var reFormula = regexp.MustCompile(`^(?:[A-Z][a-z]?\d*){2,}$`)

// reportUnits are units of energy, mass and storage in utilities',
// miners', climate and cloud reports that the style has not: watt hours
// with a larger prefix than kilo, millions and billions of tons, and bytes
// beyond the terabyte. Each says what must follow it (reportUnitAt).
var reportUnits = []struct {
	written string
	unit    Unit
	follows reportFollows
}{
	{"MWh", Unit{Singular: "megawatt hour", Plural: "megawatt hours"}, anyFollows},
	{"GWh", Unit{Singular: "gigawatt hour", Plural: "gigawatt hours"}, anyFollows},
	{"TWh", Unit{Singular: "terawatt hour", Plural: "terawatt hours"}, anyFollows},
	{"Mt", Unit{Singular: "million ton", Plural: "million tons"}, noNameFollows},
	{"Gt", Unit{Singular: "gigaton", Plural: "gigatons"}, noNameFollows},
	{"PB", Unit{Singular: "petabyte", Plural: "petabytes"}, ofOrEndFollows},
	{"EB", Unit{Singular: "exabyte", Plural: "exabytes"}, ofOrEndFollows},
	// Electron volts: "13 TeV" was "thirteen t e v", "a 511 keV
	// photon" "k e v"; no letters' word says them otherwise.
	{"eV", Unit{Singular: "electron volt", Plural: "electron volts"}, anyFollows},
	{"keV", Unit{Singular: "kilo electron volt", Plural: "kilo electron volts"}, anyFollows},
	{"MeV", Unit{Singular: "mega electron volt", Plural: "mega electron volts"}, anyFollows},
	{"GeV", Unit{Singular: "giga electron volt", Plural: "giga electron volts"}, anyFollows},
	{"TeV", Unit{Singular: "tera electron volt", Plural: "tera electron volts"}, anyFollows},
}

// reportFollows is what may follow a unit of reportUnits.
type reportFollows uint8

const (
	// anyFollows: anything.
	anyFollows reportFollows = iota
	// noNameFollows: no capitalized word but a gas's formula (CO2),
	// past an abbreviation's period: "in 1953 Mt Everest", "Mt. Hood"
	// are mountains, "40 Gt CO2" is a mass.
	noNameFollows
	// ofOrEndFollows: "of" or no word: "2 PB of data", "we store 5
	// PB.", not "a 10.5 PB in the race", a runner's personal best.
	ofOrEndFollows
)

// reportUnitAt returns the unit of reportUnits written at j (after a
// number) and its length, or a zero length, where what follows it is
// what the unit's entry allows. Mt is said "million tons" on earnings
// calls, "megatons" too (alsoAlts).
func reportUnitAt(text string, j int) (Unit, int) {
	for _, r := range reportUnits {
		e := j + len(r.written)
		if !strings.HasPrefix(text[j:], r.written) || !boundaryAt(text, e) {
			continue
		}
		switch r.follows {
		case ofOrEndFollows:
			if nw := nextWord(text, e); nw != "" && nw != "of" {
				return Unit{}, 0
			}
		case noNameFollows:
			k := e
			if k < len(text) && text[k] == '.' {
				k++
			}
			if nw := nextWord(text, k); nw != "" && isUpperASCII(nw[0]) && !strings.HasPrefix(nw, "CO") {
				return Unit{}, 0
			}
		}
		return r.unit, len(r.written)
	}
	return Unit{}, 0
}

// chainsAt reports whether a lower-case "ch" standing alone starts at j,
// the unit after a number (measure reads it only there), before no word:
// "a 5 ch amplifier" is a channel's ("a five chain amplifier" was first,
// the attributive unit's weights), "the 7.1 ch AV receiver", "a 4 ch DVR"
// too ("chains" had 0.14).
func chainsAt(text string, j int) bool {
	if j+2 > len(text) || text[j] != 'c' || text[j+1] != 'h' || !boundaryAt(text, j+2) {
		return false
	}
	k := skipSpaces(text, j+2)
	return k == j+2 || k >= len(text) || !isWordStartByte(text[k])
}

// percentagePointsAt reports whether a lower-case "pp" at j, after the
// number at [pos, i), is percentage points: against the number or one
// space after it, ending the token (not "pp." before a number, a page's
// reference), after a decimal, or in a sentence with a percent sign or a
// word of rates.
func (sc *scanner) percentagePointsAt(pos, i, j int) bool {
	text := sc.text
	if j+2 > len(text) || text[j:j+2] != "pp" || !boundaryAt(text, j+2) {
		return false
	}
	if j+2 < len(text) && text[j+2] == '.' {
		if k := skipSpaces(text, j+3); k < len(text) && isDigit(text[k]) {
			return false // "pp. 12": a page reference
		}
	}
	if pos > 0 && strings.IndexByte("$£€¥", text[pos-1]) >= 0 {
		return false // "$25pp": a price per person (money.go)
	}
	return strings.Contains(text[pos:i], ".") || strings.Contains(text, "%") || sc.hasWord(financeRateWords)
}

// molarAt reports whether an M at j is molar: a formula with a lower-case
// letter or a digit in it follows (HCl, H2SO4; not USA), or a word of
// solutions.
func molarAt(text string, j int) bool {
	if j >= len(text) || text[j] != 'M' || !boundaryAt(text, j+1) || j+2 >= len(text) || text[j+1] != ' ' {
		return false
	}
	nw := nextWord(text, j+1)
	if molarWords[strings.ToLower(nw)] {
		return true
	}
	if !reFormula.MatchString(nw) {
		return false
	}
	symbols := reElement.FindAllString(nw, -1)
	lower := false
	for _, e := range symbols {
		if !chemicalElements[strings.TrimRight(e, "0123456789")] {
			// "a 5 M PhD grant", "3 M LaTeX users": no formula.
			return false
		}
		lower = lower || len(strings.TrimRight(e, "0123456789")) == 2
	}
	if j > 0 && isDigit(text[j-1]) {
		// Written against the number, M is mostly million ("2M CO2
		// tons", "2M H1B visas", "1M B2B licenses" were "molar"): molar
		// before a formula with a lower-case letter ("1M NaOH") or of
		// three elements or more ("1M H2SO4").
		return lower || len(symbols) >= 3
	}
	return lower || strings.IndexFunc(nw, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0
}

// reElement is one element's symbol and its count in a formula.
var reElement = regexp.MustCompile(`[A-Z][a-z]?\d*`)

// chemicalElements are the symbols of the elements.
var chemicalElements = setOf(strings.Fields(`H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe
	Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm
	Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm
	Bk Cf Es Fm Md No Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og`), false)

// molarWords after "M" make it molar ("0.5 M sucrose", "1 M Tris").
var molarWords = setOf(strings.Fields(`solution solutions buffer tris edta hepes sucrose glucose urea sodium potassium
	ammonium acetic hydrochloric sulfuric sulphuric nitric phosphate acetate chloride hydroxide ethanol`), false)

// unitsOfFollow reports whether "units of" follows end: "sold 3 mm units
// of stock" counts millions of units (millimeters before).
func unitsOfFollow(text string, end int) bool {
	i := strings.Index(text[end:], "units")
	return i >= 0 && strings.EqualFold(nextWord(text, end+i+len("units")), "of")
}

// millionsCounted reports whether an "mm" after the number at pos,
// ending at end with no word after it, counts in finance's millions the
// things a sentence names before it ("Units shipped rose to 1.5 mm.",
// "Subscribers reached 12 mm." were "millimeters" 0.99): a plural that
// finance counts comes before the number, and no word of a length is in
// the sentence ("The units are 1.5 mm thick", "units of 1.5 mm
// diameter" stay millimeters).
func (sc *scanner) millionsCounted(pos, end int) bool {
	if nw := nextWord(sc.text, end); nw != "" {
		return false
	}
	return sc.hasWordBefore(countedInMillions, pos) && !sc.hasWord(lengthWords)
}

var (
	// countedInMillions are plurals that finance counts in millions.
	countedInMillions = setOf(strings.Fields(`units shares barrels subscribers users customers accounts shipments
		deliveries downloads installs copies members viewers visitors`), false)
	// lengthWords make an "mm" a length in the sentence.
	lengthWords = setOf(strings.Fields(`thick thickness thin wide width long length diameter measure measures
		measured measuring size sized tall high height deep depth gap bore caliber calibre lens film rain rainfall
		screw screws bolt bolts drill pipe wire sensor`), false)
)

// pointsGameWords keep "pts" points in a sentence of clinical care ("she
// averages 18 pts a game").
var pointsGameWords = setOf(strings.Fields(`game games season seasons match matches averages averaged averaging`), false)

// clinicalWords make "pts" patients.
var clinicalWords = setOf(strings.Fields(`enrolled enroll enrolling enrollment recruited randomized randomised
	treated trial trials cohort cohorts clinical patient patients hospital hospitalized admitted diagnosed`), false)

// millionsOfPeople reports whether an "m" against a number at pos,
// ending at end, counts people or things: a plural of people or of
// things counted follows it ("125m people", "2.3m users", "1.2m
// vehicles"), or, a population named among the four words before it,
// it ends a clause or a verb goes on after it ("a population of 8.9m.", "a
// population of 2.3m is growing"). A length has no such plural after it
// ("the 400m freestyle", "within 10m of the coast" keep meters).
func (sc *scanner) millionsOfPeople(pos, end int) bool {
	nw := nextWord(sc.text, end)
	if peopleCounted[nw] || kCountNouns[nw] && nw != "miles" {
		return true
	}
	// The population named among the four words before the number: an
	// elevation or a distance at a clause's end elsewhere in a sentence
	// that names one stays meters ("a population of 800 and lies at
	// 300m." was "three hundred million").
	return (nw == "" || afterPopulationCount[nw]) && textHasWord(sc.text[wordsBack(sc.text, pos, 4):pos], populationWords)
}

var (
	// peopleCounted are plurals of people that news counts in millions.
	// kCountNouns ("views", "downloads") count so too, not its miles.
	peopleCounted = setOf(strings.Fields(`people persons residents inhabitants citizens voters viewers
		users subscribers customers listeners readers followers fans visitors tourists passengers
		migrants refugees immigrants workers employees children adults households vehicles cars
		homes jobs doses copies units barrels tonnes`), false)
	// populationWords name a population.
	populationWords = setOf(strings.Fields(`population populations inhabitants residents`), false)
	// afterPopulationCount are the verbs and conjunctions that go on
	// after a population's count ("a population of 2.3m is growing").
	afterPopulationCount = setOf(strings.Fields(`is was are were has had and but`), false)
)

// financeCountFollows reports whether a plural that finance counts in
// millions follows end ("shares", "barrels", "users").
func financeCountFollows(text string, end int) bool {
	nw := strings.ToLower(nextWord(text, end))
	return nw == "shares" || nw == "barrels" || nw == "bbl" || nw == "units" || nw == "users" || nw == "customers" ||
		nw == "subscribers" || nw == "accounts"
}

// attributiveUnit reports whether the number at pos and its spaced unit
// ending at end stand between "a" or "an" and a lower-case word: the
// quantity names a kind of thing, and its unit is singular ("a 5 km
// run", "a 10 lb bag", "a 60 W bulb" were "kilometers", "pounds" and
// "w"), as verb9 made "a 10-ft pole". Not before a word that starts a
// phrase of its own ("a 5 km or 10 km run", "a 2 kg of").
func attributiveUnit(text string, pos, end int) bool {
	end = pastUnitPeriod(text, end)
	if pos < 2 || text[pos-1] != ' ' || !lowerWordFollows(text, end) {
		return false
	}
	switch pw, pwStart := prevWordAt(text, pos); pw {
	case "a", "an", "A", "An":
	default:
		// "a new $5 billion repurchase program", "an additional 10 km
		// stretch": an adjective of a short list between the article
		// and the amount ("a new five billion dollars repurchase
		// program" was the only reading). Hand-set.
		if !adjectivesBeforeAmount[pw] || pwStart < 2 || text[pwStart-1] != ' ' {
			return false
		}
		switch prevWord(text, pwStart) {
		case "a", "an", "A", "An":
		default:
			return false
		}
	}
	return !notAttributedWords[nextWord(text, end)]
}

// rangeBeforeNoun reports whether the number at pos and its unit written
// as written, ending at end, are one end of a range of measures between
// "a" or "an" and a noun (attributiveUnit from the range's first number):
// the second end after a dash, an en dash or "to" ("a 5-10 kg bag", "a
// 1.5-2 L bottle", "a 1.5L-2L bottle", "a 5 to 10 kg bag"), the first
// number written with the same unit or bare; or the first end before a
// dash and a number with the same unit ("1.5L" in "a 1.5L-2L bottle").
// The unit is singular, as "a 5 kg bag" has it ("a five to ten kilograms
// bag" was 0.84); without a noun after ("It holds 1.5L-2L.") the range
// keeps its plural. Hand-set (verb98): Google TN's sentences hold no range
// of measures between "a" and a noun (their "a 50 - 17 home win" is a
// score, no unit).
func rangeBeforeNoun(text string, pos, end int, written string) bool {
	if d := dashAt(text, end); d > 0 && written != "" {
		// The first end: the second number and the same unit.
		k := decimalDigitsEnd(text, end+d)
		if k == end+d || !strings.HasPrefix(text[k:], written) || !boundaryAt(text, k+len(written)) {
			return false
		}
		return attributiveUnit(text, pos, k+len(written))
	}
	i := pos
	spacedDash := i >= 1 && text[i-1] == ' '
	if spacedDash {
		i--
	}
	switch t := text[:i]; {
	case strings.HasSuffix(t, "-"):
		i--
	case strings.HasSuffix(t, "\u2013"):
		i -= len("\u2013")
	case spacedDash && strings.HasSuffix(t, " to"):
		i -= len(" to")
		spacedDash = false
	default:
		return false
	}
	if spacedDash {
		if i < 1 || text[i-1] != ' ' {
			return false
		}
		i--
	}
	if written != "" && strings.HasSuffix(text[:i], written) {
		i -= len(written)
	}
	j := i
	for j > 0 && (isDigit(text[j-1]) || text[j-1] == '.' && j >= 2 && isDigit(text[j-2])) {
		j--
	}
	return j < i && isDigit(text[i-1]) && attributiveUnit(text, j, end)
}

// dashAt returns the length of a hyphen or an en dash at i, 0 where none.
func dashAt(text string, i int) int {
	switch {
	case i < len(text) && text[i] == '-':
		return 1
	case strings.HasPrefix(text[min(i, len(text)):], "\u2013"):
		return len("\u2013")
	}
	return 0
}

// bracketedSizeBeforeNoun reports whether the number at pos and its
// unit ending at end are a size in brackets between a count and its noun
// ("Add 1 (14.5 oz) can diced tomatoes", "2 (8 oz.) packages"), a can,
// a jar, a package ... (containerNouns): the size
// names the kind of can, singular as "a 14.5 oz can" ("fourteen point
// five ounces can" was 0.99), the plural a second reading
// (indefiniteUnitPluralWeight). Hand-set (verb95): Google TN's sentences
// hold no such size.
func bracketedSizeBeforeNoun(text string, pos, end int) bool {
	if pos < 3 || text[pos-1] != '(' || text[pos-2] != ' ' || !isDigit(text[pos-3]) {
		return false
	}
	if end < len(text) && text[end] == '.' {
		end++
	}
	return end < len(text) && text[end] == ')' && lowerWordFollows(text, end+1) && containerNouns[nextWord(text, end+1)]
}

// ageUnits make an age a noun before "old" or "olds" (ageNounAfter).
var ageUnits = map[string]bool{"year": true, "month": true, "week": true, "day": true}

// ageNounAfter reports whether the unit written as written, from the
// number at pos to end, makes an age a noun: "olds" after it ("18-29 yr
// olds"), or "old" after a unit written singular ("yr", "mo", "wk") where
// a determiner stands before the number ("my 5 yr old", "the 3 mo old";
// "he is 5 yr old" and "6-12 yrs old" stay an age said "years old").
func ageNounAfter(text string, pos, end int, written string) bool {
	e := pastUnitPeriod(text, end)
	if e >= len(text) || text[e] != ' ' {
		return false
	}
	switch nextWord(text, e) {
	case "olds":
		return true
	case "old":
		return !strings.HasSuffix(written, "s") && pos >= 2 && text[pos-1] == ' ' && ageDeterminers[strings.ToLower(prevWord(text, pos))]
	}
	return false
}

// ageDeterminers before a number make "N yr old" a child (ageNounAfter).
var ageDeterminers = setOf(strings.Fields(`a an the my your his her our their this that every each`), false)

// containerNouns are what a recipe or a list counts with its size in
// brackets (bracketedSizeBeforeNoun): "1 (14.5 oz) can".
var containerNouns = setOf(strings.Fields(`can cans jar jars package packages pkg pkgs bag bags box boxes bottle bottles
	carton cartons container containers tub tubs stick sticks envelope envelopes packet packets pouch pouches loaf
	loaves block blocks bar bars tin tins`), false)

// adjectivesBeforeAmount stand between "a" or "an" and an amount that
// names a kind of thing, as the article alone does (attributiveUnit).
var adjectivesBeforeAmount = setOf(strings.Fields(`new additional further extra separate incremental
	proposed planned potential initial second third fourth fifth final combined cumulative one-time`), false)

// britishUnitWord keeps a unit written as a lower-case word in British
// spelling ("24 metres", "the 65 metre long tunnel", "87 kilometres",
// "5 litres") as written beside the American form the unit table gives
// it, with the spelling distribution's weights of the word's kind, as
// the word is read anywhere else ("the metres were long"): the unit
// table mapped "metres" to "meters" alone, so the written form had no
// reading. Google TN's GitHub release writes the American form (the
// development set 8 of 8), its Kaggle release keeps the written one (the
// fresh sample's study half 14 of 14: metres 8, metre 2, centimetres 2,
// kilometres, millimetres; 10 sentences had P(gold) 0); the fit half has
// none. Only the reading that is the written word's American form is
// split: "metres" read singular ("a 10 metres long") keeps "meter". A
// capitalized word is the same word ("24 Metres", a title's or a
// heading's; it had "meters" alone, where "the Metres were" keeps
// "metres"; fin3); one all in capitals is left as it is.
func (sc *scanner) britishUnitWord(written string, alts []alt) []alt {
	lower := strings.ToLower(written)
	if len(written) < 5 || written != lower && written[1:] != lower[1:] {
		return alts
	}
	written = lower
	a, kind := americanizeKind(written)
	if a == "" {
		return alts
	}
	ww, wa := sc.spellingWeights(kind)
	if ww <= 0 || ww+wa <= 0 {
		return alts
	}
	split := false
	var d dist
	for _, x := range alts {
		if x.spoken != a {
			d.addAlt(x)
			continue
		}
		split = true
		y := x
		y.prob = x.prob * wa / (ww + wa)
		d.addAlt(y)
		y.spoken, y.prob = written, x.prob*ww/(ww+wa)
		d.addAlt(y)
	}
	if !split {
		return alts
	}
	return d.done()
}

// writtenSingularWord reports whether a unit is written as its singular
// word, spelled out ("65 metre long", "5 acre plot"): Google TN reads a
// written word as written, so the singular stays whatever the number
// ("the sixty five metre long tunnel", "his eight metre yacht"; "meters"
// was the reading, the unit table mapping "metre" to meter/meters as it
// maps an abbreviation). Evidence: every unit word written singular after
// a number other than one is said singular, 5 of 5 on the fresh sample's
// study half (metre 2, year 2, foot 1) and 2 of 2 on the development set
// (watt, mile); the fit half has none.
func writtenSingularWord(written string, u Unit) bool {
	if u.Singular == u.Plural || len(written) < 4 || written != strings.ToLower(written) {
		return false
	}
	return written == u.Singular || americanize(written) == u.Singular
}

// attachedAttributive units written against the number are singular
// between "a" and a noun as spaced units are ("a 12MP camera" was "a
// twelve megapixels camera"); the others keep the plural Google TN says
// ("a 35mm film camera", "a 15m pool"). Basis points too, written "bp"
// ("a 25bp cut" was "a twenty five basis points cut"); not "bps", whose
// singular the tagger cannot align with the written s ("point" does not
// explain "ps").
//
// A storage size too ("Buy a 128GB model" was "a one hundred twenty
// eight gigabytes model" 0.97): a buyer says "a one twenty eight gigabyte
// model"; the plural keeps indefiniteUnitPluralWeight, as a spaced
// unit's (storageAttributive). Hand-set (verb95): Google TN's sentences
// hold no storage size between "a" and a noun ("first 1GB graphics card"
// one, "6TB main memory" after "with", both kept).
//
// A liter too, the size of a bottle or a jug ("a 2L bottle" was "a two
// liters bottle" 0.85; a shopper says "a two liter bottle"), its plural
// kept second as a storage size's. Hand-set (verb98): Google TN's
// sentences hold no liter against its number between "a" and a noun.
//
// Not a kilogram, a watt, a kilowatt or a volt ("a 5kg bag", "a 100W
// bulb"): made singular so, the held-out half lost a sentence of top-1,
// Google TN's plural (verb100).
var attachedAttributive = map[string]bool{"megapixel": true, "basis point": true,
	"kilobyte": true, "megabyte": true, "gigabyte": true, "terabyte": true, "liter": true, "milliliter": true}

// storageAttributive units written against the number keep their plural
// as a second reading between "a" and a noun, as spaced units do.
var storageAttributive = map[string]bool{"kilobyte": true, "megabyte": true, "gigabyte": true, "terabyte": true,
	"liter": true, "milliliter": true}

// cameraNouns after megapixels make them singular whatever comes before
// ("12MP cameras are common", "The 12MP camera", "It shoots 12MP photos"
// were "twelve megapixels cameras").
var cameraNouns = setOf(strings.Fields(`camera cameras sensor sensors lens lenses photo photos image images picture
	pictures shot shots selfie selfies shooter snapper resolution`), false)

// cameraAround reports whether a spaced MP ending at end is megapixels:
// a noun of cameras after it ("a 48 MP sensor" was "forty eight m p
// sensor" 0.98, verb78), or one in the sentence ("The main camera is 50
// MP."); elsewhere MP stays a member of parliament's letters.
func (sc *scanner) cameraAround(end int) bool {
	return cameraNouns[strings.ToLower(nextWord(sc.text, end))] || sc.hasWord(cameraNouns)
}

// notAttributedWords after a unit begin no noun the quantity describes;
// "x" is a dimension's "by" ("A 3 m x 3 m room" was "a three meter by
// three meters room", the first singular alone).
var notAttributedWords = setOf(strings.Fields(`of or and to per from than in on at by for off each apiece away
	with into onto over under between through plus minus times x is are was were`), false)

// stoneBeforePounds reports whether the "st" at j weighs in stone: a
// number and "lb" or "lbs" follow it ("12 st 6 lb", "11st 4lbs").
func stoneBeforePounds(text string, j int) bool {
	if !strings.HasPrefix(text[j:], "st") {
		return false
	}
	k := j + 2
	if k < len(text) && text[k] == ' ' {
		k++
	}
	d := k
	k = digitsEnd(text, k)
	if k == d || k-d > 2 {
		return false
	}
	if k < len(text) && text[k] == ' ' {
		k++
	}
	rest := text[k:]
	for _, u := range []string{"lbs", "lb"} {
		if strings.HasPrefix(rest, u) && boundaryAt(text, k+len(u)) {
			return true
		}
	}
	return false
}

// afterHours reports whether the number at pos follows a time in hours,
// "2h 15", "1 hr 30", "3 hours 20", so that an "m" after it is minutes.
func afterHours(text string, pos int) bool {
	return afterQuantity(text, pos, "hours", "hour", "hrs", "hr", "h")
}

// dimensionBefore reports whether the number at pos follows a
// dimension's "x" or "×" and a number or a unit's period before it ("12 x
// 8 x 4", "12 in. x 8").
func dimensionBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	switch {
	case strings.HasSuffix(text[:i], "×"):
		i -= len("×")
	case i > 0 && (text[i-1] == 'x' || text[i-1] == 'X') && (i == 1 || !isWordStartByte(text[i-2])):
		i--
	default:
		return false
	}
	i = backOverSpaces(text, i)
	return i > 0 && (isDigit(text[i-1]) || text[i-1] == '.')
}

// dimensionAfterDot reports whether a dimension's "x" or "×" and a
// number follow at i, after a unit's period ("12 in. x 8 in.").
func dimensionAfterDot(text string, i int) bool {
	i = skipSpaces(text, i)
	switch {
	case strings.HasPrefix(text[i:], "×"):
		i += len("×")
	case i < len(text) && (text[i] == 'x' || text[i] == 'X'):
		i++
	default:
		return false
	}
	i = skipSpaces(text, i)
	return i < len(text) && isDigit(text[i])
}

// spacedInches reports whether the spaced "in" at [j, end) after the
// number at [pos, i) is inches where no preposition can stand: in a
// dimension, an "x" or "×" and a number before the number ("12 x 8 x 4
// in") or after the "in" ("10 in x 12 in"); before an adjective of size
// that ends its phrase ("10 in wide", "5 in long and 2 in wide": "3 in
// high school" keeps the preposition); or after a decimal, punctuation
// written against the "in" or the text's end after it ("6.1 in, 2556 x
// 1179", "Screen: 6.1 in", "(7.9 in)": a preposition before nothing is a
// verb's particle, "let 3 in,", which no decimal counts). Each was "in"
// as written ("ten in x twelve in", "six point one in"). Not before a
// number ("grew 2.5 in 2020", "a 1 in 10 chance"). Google TN's sentences
// hold none of these shapes (it tokenizes punctuation apart, "22.76 in (
// 578 mm )", and keeps that "in" as written): hand-set.
func spacedInches(text string, pos, i, end int) bool {
	if end+1 < len(text) && text[end] == ' ' && isDigit(text[end+1]) {
		return false
	}
	if dimensionBefore(text, pos) || dimensionAfterDot(text, end) || inchesTimesBefore(text, pos) {
		return true
	}
	if end == len(text) || strings.IndexByte(",;:!?)", text[end]) >= 0 ||
		text[end] == '.' && (end+1 == len(text) || text[end+1] == ' ' && end+2 < len(text) && isUpperASCII(text[end+2])) {
		return strings.IndexByte(text[pos:i], '.') >= 0
	}
	if w, k := nextWordAt(text, end); text[end] == ' ' && sizeAdjectives[w] {
		return k == len(text) || !isWordStartByte(text[k]) && text[k] != ' ' || strings.HasPrefix(text[k:], " and ") ||
			strings.HasPrefix(text[k:], " by ") || dimensionAfterDot(text, k)
	}
	return false
}

// inchesTimesBefore reports whether a number, a spaced "in" and a
// dimension's "x" or "×" stand before the number at pos: the second
// side of "10 in x 12 in".
func inchesTimesBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	switch {
	case strings.HasSuffix(text[:i], "×"):
		i -= len("×")
	case i > 0 && (text[i-1] == 'x' || text[i-1] == 'X'):
		i--
	default:
		return false
	}
	i = backOverSpaces(text, i)
	if i < 4 || i < len(text) && isWordStartByte(text[i]) || text[i-2:i] != "in" || text[i-3] != ' ' {
		return false
	}
	return isDigit(text[i-4])
}

// sizeAdjectives say which way a length runs ("10 in wide").
var sizeAdjectives = setOf(strings.Fields(`wide long tall high deep thick across`), false)

// articleBefore reports whether "a" or "an" stands before the number at
// pos ("a 4 in. pipe").
func articleBefore(text string, pos int) bool {
	w := strings.ToLower(prevWord(text, pos))
	return w == "a" || w == "an"
}

// afterFeet reports whether the number at pos follows a length in feet,
// "5 ft 11", "5 ft. 11", "6 feet 2", "6 foot 1", so that an "in" after it
// is inches.
func afterFeet(text string, pos int) bool {
	return afterQuantity(text, pos, "ft.", "ft", "feet", "foot")
}

// afterQuantity reports whether the token at pos follows a number and one
// of units (longest first), the unit against the number or spaced, and no
// letter before the unit ("left 5", "craft 3" are no feet).
func afterQuantity(text string, pos int, units ...string) bool {
	i := backOverSpaces(text, pos)
	before := text[:i]
	for _, w := range units {
		if !strings.HasSuffix(before, w) {
			continue
		}
		j := len(before) - len(w)
		if j > 0 && isWordStartByte(text[j-1]) {
			continue
		}
		j = backOverSpaces(text, j)
		return j > 0 && isDigit(text[j-1])
	}
	return false
}

// perUnitAlts reads a unit after "per": singular ("kilometers per
// hour") or plural, and the unit's other form (cm3: "per c c"). After a
// bare number (afterNumber: "4,507.4/km²") a square or cubic unit has its
// own weights: Google TN says a density's unit in the plural, "per square
// kilometers".
func (sc *scanner) perUnitAlts(u Unit, afterNumber bool) []alt {
	singular, plural := "singular_per", "per_plural"
	if afterNumber && (strings.HasPrefix(u.Singular, "square ") || strings.HasPrefix(u.Singular, "cubic ")) {
		singular, plural = "per_power_singular", "per_power_plural"
	}
	var d dist
	d.add(u.Singular, sc.st.w("measure", singular))
	d.add(u.Plural, sc.st.w("measure", plural))
	return sc.alsoAlts(u, d.done())
}

// alsoAlts mixes a unit's second spoken form (Unit.Also) into the
// readings of its name.
func (sc *scanner) alsoAlts(u Unit, names []alt) []alt {
	if u.Singular == "milliampere" {
		names = milliampereAlts(names)
	}
	if u.Singular == "million ton" {
		// "3.2 Mt": "million tons" 0.6, "megatons" 0.4 (hand-set); in a
		// sentence of explosives ("a 50 Mt bomb", "a 1.2 Mt warhead")
		// a yield is said in megatons, 0.9.
		tons, megatons := 0.6, 0.4
		if sc.hasWord(explosiveYieldWords) {
			tons, megatons = 0.1, 0.9
		}
		var d dist
		for _, a := range names {
			d.add(a.spoken, a.prob*tons)
			d.add(strings.Replace(a.spoken, "million ton", "megaton", 1), a.prob*megatons)
		}
		names = d.done()
	}
	if u.Also == "" {
		return names
	}
	var d dist
	d.addAll(names, sc.st.w("measure", "also_name"))
	d.add(u.Also, sc.st.w("measure", "also"))
	return d.done()
}

// milliampereAlts reads "mA" as Google TN does, the prefix
// apart ("a maximum of 2 mA" is "two milli amperes" on the development
// set, as NeMo's tests say "one milli volt"), beside the one word and the
// short "milliamps" people say: the split form 0.5, the one word 0.35,
// "milliamp" 0.15, hand-set (one Google TN sentence has the unit; "mAh",
// which none has, keeps its one word).
func milliampereAlts(names []alt) []alt {
	var d dist
	for _, a := range names {
		if !strings.HasPrefix(a.spoken, "milliampere") {
			d.addAlt(a)
			continue
		}
		rest := a.spoken[len("milliampere"):]
		d.add("milli ampere"+rest, a.prob*0.5)
		d.add(a.spoken, a.prob*0.35)
		d.add("milliamp"+rest, a.prob*0.15)
	}
	return d.done()
}

// inConversion reports whether the measure at pos..end is one side of a
// unit conversion, "80 feet ( 24 m )" or "24 m ( 80 ft )": written in
// parentheses right after a quantity's word (a number among the last
// three words before the parenthesis: "80 feet", "5 square miles"), or
// followed by parentheses that open on a number. There an ambiguous unit
// letter (m, s, h) is the unit, where elsewhere it may be a letter ("2.8
// V six", "4.0 L"). A name before the parenthesis converts nothing:
// "Typhoon Brian ( 27 W )" is a storm's designation, "w" in Google TN
// (it was "twenty seven watts" at 0.90).
func inConversion(text string, pos, end int) bool {
	// "50 feet ( 914 x 15 m )": the last number of dimensions converted.
	i := dimensionStart(text, pos)
	i = backOverSpaces(text, i)
	if i > 0 && text[i-1] == '(' {
		j := backOverSpaces(text, i-1)
		if j > 0 {
			r, _ := utf8.DecodeLastRuneInString(text[:j])
			if isWordRune(r) && numberInLastWords(text[:j], 3) {
				return true
			}
		}
	}
	k := skipSpaces(text, end)
	if k < len(text) && text[k] == '(' {
		k++
		for k < len(text) && text[k] == ' ' {
			k++
		}
		return k < len(text) && isDigit(text[k])
	}
	return false
}

// numberInLastWords reports whether one of the last n words of s (split
// at spaces) holds a digit.
func numberInLastWords(s string, n int) bool {
	for k := 0; k < n; k++ {
		s = strings.TrimRight(s, " ")
		if s == "" {
			return false
		}
		i := strings.LastIndexByte(s, ' ') + 1
		if strings.ContainsAny(s[i:], "0123456789") {
			return true
		}
		s = s[:i]
	}
	return false
}

// dimensionStart returns where the dimensions before i begin when the
// text before i ends with numbers joined by " x ", " × " or " by "
// ("914 x 15 m", "3 by 4.5 m"); else i.
func dimensionStart(text string, i int) int {
	for {
		var j int
		switch {
		case strings.HasSuffix(text[:i], " x "):
			j = i - len(" x ")
		case strings.HasSuffix(text[:i], " × "):
			j = i - len(" × ")
		case strings.HasSuffix(text[:i], " by "):
			j = i - len(" by ")
		default:
			return i
		}
		k := j
		for k > 0 && (isDigit(text[k-1]) || text[k-1] == '.' || text[k-1] == ',') {
			k--
		}
		if k == j || !isDigit(text[k]) {
			return i
		}
		i = k
	}
}

// reInches is a length in inches written with a double quote or a double
// prime against the number: 12", 7.5″.
var reInches = regexp.MustCompile(`^(\d+(?:\.\d+)?)(?:"|″)`)

// reMixedInches is a whole number, a space or a hyphen and a fraction
// with an inch mark against it: 1 1/2", 1-1/2" (a carpenter's and a
// hardware store's form, hyphenedMixedNumber; "one to one half inch"
// before, verb99).
var reMixedInches = regexp.MustCompile(`^(\d{1,2})[ -](\d{1,2})/(\d{1,2})(?:"|″)`)

// reFractionInches is a fraction of an inch: 1/4", 3/8″.
var reFractionInches = regexp.MustCompile(`^(\d{1,2})/(\d{1,2})(?:"|″)`)

// matchInches reads 12" as "twelve inches" when the quote is no closing
// quotation mark: an even number of straight double quotes before it (none
// open); after an open quotation ("Halo 2") it is no match, the quote
// punctuation. Hand-set weight: measure inches_open (the number alone, a
// cardinal, keeps the rest); NeMo's test cases read `12"` as inches.
func matchInches(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) || pos > 0 && isDigit(text[pos-1]) {
		return match{}, false
	}
	if !inchesMayFollow(text, pos) {
		// Cheap test first: this runs at every number.
		return match{}, false
	}
	if mm := reMixedInches.FindStringSubmatchIndex(text[pos:]); mm != nil && boundaryAt(text, pos+mm[1]) && openDoubleQuotes(text[:pos])%2 == 0 && (text[pos+mm[3]] == ' ' || pos == 0 || strings.IndexByte("/-.,", text[pos-1]) < 0) {
		// "a 1 1/2\" pipe", "2 3/4\" wide": a whole number and a
		// fraction of an inch ("a one and a half pipe" 0.81 before: the
		// mixed number read, the inch mark dropped, verb82). A proper
		// fraction only; the unit is plural, as after "one and a half".
		whole, num, den := text[pos+mm[2]:pos+mm[3]], text[pos+mm[4]:pos+mm[5]], text[pos+mm[6]:pos+mm[7]]
		if atoiSmall(num) < atoiSmall(den) && trimDigits(den) != "0" && trimDigits(num) != "0" {
			if fr := sc.fractionAlts(num, den, true); fr != nil {
				fr = product(sc.cardinalAlts(trimDigits(whole), true), single("and"), fr)
				unit := "inches"
				attributive := attributiveUnit(text, pos, pos+mm[1]) || acronymNounAfter(text, pos, pos+mm[1]) || pluralNounAt(text, pos+mm[1])
				if attributive {
					unit = "inch" // "a one and a half inch pipe", "one and a half inch screws"
				}
				if attributive && !strings.Contains(text[:pos], "\u201c") {
					// No quotation open, the mark before a noun closes
					// nothing ("Use 1 1/2\" screws" had "one and a half
					// screws" 0.16).
					return oneSeg(Measure, pos, pos+mm[1], product(fr, single(unit))), true
				}
				return oneSeg(Measure, pos, pos+mm[1], sc.markedUnitAlts(fr, single(unit), "")), true
			}
		}
	}
	if fm := reFractionInches.FindStringSubmatchIndex(text[pos:]); fm != nil && boundaryAt(text, pos+fm[1]) && openDoubleQuotes(text[:pos])%2 == 0 {
		// "1/4\" bolts": a fraction of an inch ("one quarter bolts"
		// before: the fraction read, the inch mark dropped).
		num, den := text[pos+fm[2]:pos+fm[3]], text[pos+fm[4]:pos+fm[5]]
		if fr := sc.fractionAlts(num, den, false); fr != nil && trimDigits(den) != "0" {
			fr = sc.articleFraction(pos, num, den, fr)
			if num == "1" && pluralNounAt(text, pos+fm[1]) && !determiners[strings.ToLower(prevWord(text, pos))] {
				// "Buy 1/4\" bolts": no article goes before a plural
				// ("a quarter inch bolts" had 0.21, verb82), as before a
				// spaced unit (fractionBeforePlural).
				fr = fractionWithoutArticle(fr)
			}
			unit := "inch"
			if atoiSmall(num) >= atoiSmall(den) {
				unit = "inches"
			}
			if (attributiveUnit(text, pos, pos+fm[1]) || acronymNounAfter(text, pos, pos+fm[1]) || pluralNounAt(text, pos+fm[1])) && !strings.Contains(text[:pos], "\u201c") {
				// "Drill a 1/4\" hole", "Buy 1/4\" bolts": between "a"
				// and a noun or before a plural noun, with no quotation
				// open, the mark closes nothing, as for a whole number
				// between "a" and a noun below ("drill a quarter hole" had
				// 0.12, "a fourth hole" 0.05, "one quarter bolts" 0.08,
				// verb82). Hand-set.
				return oneSeg(Measure, pos, pos+fm[1], product(fr, single(unit))), true
			}
			return oneSeg(Measure, pos, pos+fm[1], sc.markedUnitAlts(fr, single(unit), "")), true
		}
	}
	m := reInches.FindStringSubmatchIndex(text[pos:])
	if m == nil || !boundaryAt(text, pos+m[1]) {
		return match{}, false
	}
	n, ok := parseNumber(text, pos)
	if !ok || n.end != pos+m[3] || len(n.intPart) > 3 || atoiSmall(n.intPart) > 144 {
		// Beyond 12 feet a number before a quote closes a quotation
		// ("3000" that made him rich").
		return match{}, false
	}
	if openDoubleQuotes(text[:pos])%2 == 1 && text[pos+m[3]] == '"' {
		// The quote closes a quotation ("Halo 2", "type 3"): the number is
		// a cardinal and the quote punctuation.
		return match{}, false
	}
	num, _ := sc.numberAlts(n, true)
	unit := "inches"
	attributive := attributiveUnit(text, pos, pos+m[1]) || acronymNounAfter(text, pos, pos+m[1])
	if trimDigits(n.intPart) == "1" && !n.point || attributive {
		// "a 27\" monitor": between "a" and a noun the size is
		// singular, as a spaced unit's ("a twenty seven inches monitor"
		// before).
		unit = "inch"
	}
	if attributive && !strings.Contains(text[:pos], "\u201c") {
		// Between "a" and a noun, with no quotation open (no straight
		// one, counted above, nor a curly one), the mark closes nothing:
		// "a 15.6\" screen" had "a fifteen point six screen" at 0.19,
		// the inch mark lost. Hand-set: Google TN's sentences have none.
		return oneSeg(Measure, pos, pos+m[1], product(num, single(unit))), true
	}
	return oneSeg(Measure, pos, pos+m[1], sc.markedUnitAlts(num, single(unit), Cardinal)), true
}

// acronymNounAfter reports whether the number at pos and its mark ending
// at end stand between "a" or "an" and a noun in capitals ("a 65\" TV",
// "a 24\" LED screen").
func acronymNounAfter(text string, pos, end int) bool {
	if pos < 2 || text[pos-1] != ' ' || end >= len(text) || text[end] != ' ' {
		return false
	}
	switch prevWord(text, pos) {
	case "a", "an", "A", "An":
	default:
		return false
	}
	nw := nextWord(text, end)
	return len(nw) >= 2 && len(nw) <= 4 && isAllUpper(nw) && strings.Trim(nw, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == ""
}

// capitalsNounAfter reports whether the spaced number and unit at [pos,
// end) stand between "a" or "an" and a word of two to five capitals and
// digits, a capital first: an acronym or a part's code names the thing
// the quantity describes, and the unit is singular as before a
// lower-case noun ("a 450 W TDP", "a 36 MB L3 cache", "a 5 V DC supply"
// were "watts", "megabytes", "volts", verb78). Hand-set: Google TN's
// sentences have none.
func capitalsNounAfter(text string, pos, end int) bool {
	if !acronymNounAfter(text, pos, end) {
		nw := nextWord(text, end)
		if pos < 2 || text[pos-1] != ' ' || end >= len(text) || text[end] != ' ' || len(nw) < 2 || len(nw) > 5 || !isUpperASCII(nw[0]) ||
			strings.Trim(nw, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" {
			return false
		}
		switch prevWord(text, pos) {
		case "a", "an", "A", "An":
		default:
			return false
		}
	}
	return true
}

// markedUnitAlts reads a number with an inch or foot mark against it:
// the number and the unit (measure inches_open), or the mark unsaid, as
// punctuation, the number alone, its class then unsaidClass ("" keeps
// it).
func (sc *scanner) markedUnitAlts(num, units []alt, unsaidClass Class) []alt {
	w := sc.st.w("measure", "inches_open")
	var d dist
	d.addAll(product(num, units), w)
	for _, a := range num {
		if unsaidClass != "" {
			a.class = unsaidClass
		}
		a.prob *= 1 - w
		d.addAlt(a)
	}
	return d.done()
}

// reFeet is a length in feet written with an apostrophe or a prime
// against the number: 30', 6.5′, and a number grouped in thousands as
// hikers and pilots write heights, 3,000', 14,505′ (verb103).
var reFeet = regexp.MustCompile(`^(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:'|′)`)

// matchFeet reads 30' as "thirty feet" (it was "thirty", the prime
// dropped) when the mark is no closing quotation mark or apostrophe: a
// boundary follows it (not "90's") and an even number of straight single
// quotes stands before it. 6'2" is matchFeetInches'. Same hand-set
// weight as inches (measure inches_open).
func matchFeet(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) || pos > 0 && (isDigit(text[pos-1]) || text[pos-1] == '.') {
		return match{}, false
	}
	// Cheap test first: this runs at every number.
	k := pos
	for k < len(text) && (isDigit(text[k]) || text[k] == '.' || text[k] == ',' && k+1 < len(text) && isDigit(text[k+1])) {
		// A thousands comma too: "The trail gains 3,000' in 4 miles."
		// read "three thousand", the foot mark dropped (verb103).
		k++
	}
	if k == len(text) || text[k] != '\'' && !strings.HasPrefix(text[k:], "′") {
		return match{}, false
	}
	m := reFeet.FindStringSubmatchIndex(text[pos:])
	if m == nil {
		return match{}, false
	}
	if e := pos + m[1]; !boundaryAt(text, e) && !(e+1 < len(text) && text[e] == 'x' && isDigit(text[e+1])) {
		// A boundary, or the x of a room's size ("12'x15'").
		return match{}, false
	}
	if rest := strings.TrimLeft(text[pos+m[1]:], " "); rest != "" && isDigit(rest[0]) {
		// 6' 2: feet and inches, or a list of numbers; not a length alone.
		return match{}, false
	}
	n, ok := parseNumber(text, pos)
	if !ok || n.end != pos+m[3] || len(n.intPart) > 5 {
		return match{}, false
	}
	if text[pos+m[3]] == '\'' && (openSingleQuotes(text[:pos])%2 == 1 || quoteOpenBefore(text[:pos])) {
		// 'Route 30': the quote closes a quotation.
		return match{}, false
	}
	if matchMinute(text, pos, pos+m[1]) {
		return match{}, false
	}
	num, _ := sc.numberAlts(n, true)
	var units dist
	switch next := nextWord(text, pos+m[1]); {
	case trimDigits(n.intPart) == "1" && !n.point:
		units.add("foot", 1)
	case strings.HasPrefix(text[pos+m[1]:], "x"):
		units.add("feet", 1) // "12'x15'": twelve feet by fifteen feet
	case next != "" && next == strings.ToLower(next) && !dimensionWords[next]:
		// "a 30' wall": a length before a noun is "thirty foot";
		// "30' long", "30' of rope" stay feet.
		units.add("foot", 0.6)
		units.add("feet", 0.4)
	default:
		units.add("feet", 1)
	}
	return oneSeg(Measure, pos, pos+m[1], sc.markedUnitAlts(num, units.done(), Cardinal)), true
}

// explosiveYieldWords make an Mt after a number an explosive yield,
// "megatons", not a mass of ore or coal, "million tons".
var explosiveYieldWords = setOf(strings.Fields(`bomb bombs warhead warheads nuclear thermonuclear explosion explosions
	explosive explosives blast detonation detonated tnt`), false)

// financialMultipleWords make an x against a number a multiple, "times",
// wherever it stands in the sentence (earnings calls: "leverage of
// 2.5x.", "trades at 12x forward earnings"; a ratio's: "Book-to-bill was
// 1.2x.", "The ratio was 1.05x." were "one point two x" first).
var financialMultipleWords = setOf(strings.Fields(`leverage levered ebitda ebitdar multiple multiples earnings
	coverage valuation oversubscribed ratio ratios bill moic tvpi sales revenue revenues`), false)

// countTimesBefore reports whether a count and an x come before the
// measure at pos ("3 x 500 MW plants", "2x 10 kg bags"): so many of a
// kind the measure names, its unit singular before the noun ("three by
// five hundred megawatts plants" was first), as after "a".
func countTimesBefore(text string, pos int) bool {
	i := pos
	if i < 1 || text[i-1] != ' ' {
		return false
	}
	i--
	switch {
	case i >= 1 && (text[i-1] == 'x' || text[i-1] == 'X'):
		i--
	case i >= 2 && text[i-2:i] == "×":
		i -= 2
	default:
		return false
	}
	if i > 0 && text[i-1] == ' ' {
		i--
	}
	j, ok := numberRunBefore(text, i, 1, 2)
	return ok && (j == 0 || text[j-1] == ' ' || text[j-1] == '(')
}

// growthBefore reports whether a verb or adverb of change comes before
// the number at pos, past a "by" or a word of about ("grew 2.5x", "rose
// by nearly 3x", "is up 4x"): the x after it is a multiple, "times" ("It
// grew 2.5x." was "two point five x" 0.86, the pooled letter's weight).
func growthBefore(text string, pos int) bool {
	w, at := prevWordAt(text, pos)
	for k := 0; k < 3 && (w == "by" || approxWords[w]); k++ {
		w, at = prevWordAt(text, at)
	}
	return growthWords[strings.ToLower(w)]
}

// elidedGrowthBefore reports whether the number at pos follows a multiple
// of growth (growthBefore) in the same sentence, its verb elided between
// ("Traffic grew 2x, users 3x.", "Revenue grew 3x and profit 2.5x."):
// the last segment before it is a number and its x read after a verb of
// change, and up to four words, a comma, "and" or "while" between, no
// number nor a sentence's end. The second x was "three x" 0.73.
func (sc *scanner) elidedGrowthBefore(pos int) bool {
	text := sc.text
	for k := len(sc.segs) - 1; k >= 0; k-- {
		sg := sc.segs[k]
		if sg.class != Measure {
			if sg.class == Plain || sg.class == Punct && text[sg.start:sg.end] == "," {
				continue
			}
			return false
		}
		between := text[sg.end:pos]
		if strings.ContainsAny(between, "0123456789.;:!?") || len(strings.Fields(between)) > 4 {
			return false
		}
		return sg.end-sg.start >= 2 && (text[sg.end-1] == 'x' || text[sg.end-1] == 'X') && growthBefore(text, sg.start)
	}
	return false
}

var (
	// growthWords change an amount by a multiple.
	growthWords = setOf(strings.Fields(`grew grow grows growing rose rise rises rising risen increased increase
		increases increasing jumped jump jumps surged surge surges soared soar soars climbed climb climbs expanded
		expand expands multiplied improved improve improves boosted gained gain gains returned return returns up
		outperformed outperform outperforms outgrew scaled`), false)
	// approxWords stand between a verb of change and its multiple.
	approxWords = setOf(strings.Fields(`nearly almost about roughly around over some more than approximately`), false)
)

// financialMultipleText reports whether text is a sentence of debt and
// valuation: one of financialMultipleWords, or a P/E ratio.
func (sc *scanner) financialMultipleText() bool {
	return sc.hasWord(financialMultipleWords) || sc.fact(factPERatio)
}

// magnificationWeights returns the weights of "times" and "x" for an x
// after a number ending at end, given the style's (wTimes, wX). An x
// before a word of lenses ("a 10x zoom", "10x optical zoom", "a 40x
// objective"), or in a sentence of them (magnifyingWords, not of sales)
// where no word follows ("The zoom is 10x."), is a magnification: "ten x zoom" as reviewers say it first,
// "ten times" 0.4 ("ten times zoom" was 0.82, a multiplier's weight);
// where the style's weights put x further ahead they stay. A
// "10x engineer" is a name, "ten x" 0.9. A multiplier stays "times" ("10x
// the sales", "3x as many", "a 3x speedup"). Hand-set: Google TN's
// sentences have none.
func (sc *scanner) magnificationWeights(end int, wTimes, wX float64) (float64, float64) {
	nw := strings.ToLower(nextWord(sc.text, end))
	switch {
	case tenXNouns[nw]:
		return 0.1, 0.9
	case (magnifierWords[nw] || !lowerWordFollows(sc.text, end) && sc.hasWord(magnifyingWords) && !sc.financialMultipleText()) && wX < 1.5*wTimes:
		return 0.4, 0.6
	}
	return wTimes, wX
}

var (
	// magnifierWords name a lens's magnification or what has one.
	magnifierWords = setOf(strings.Fields(`zoom zooms optical digital magnification magnifications magnifier
		magnifiers magnifying objective objectives eyepiece eyepieces lens lenses loupe loupes binocular binoculars
		microscope microscopes telescope telescopes scope scopes telephoto periscope`), false)
	// magnifyingWords make a sentence one of lenses: not "digital",
	// "scope" or "objective", which a sentence of sales has too
	// ("Digital revenue grew 2x." is a multiple).
	magnifyingWords = setOf(strings.Fields(`zoom zooms magnification magnifications magnifier magnifiers magnifying
		eyepiece eyepieces loupe loupes binocular binoculars microscope microscopes telescope telescopes`), false)
	// tenXNouns after "10x" make it a name of a kind of worker.
	tenXNouns = setOf(strings.Fields(`engineer engineers developer developers programmer programmers coder coders`), false)
)

// plusSize reports whether the x against the number at [pos, end) is
// a plus size ("a 2x shirt", "in size 2x only"), not "times".
func plusSize(text string, pos, end int) bool {
	if pw := strings.ToLower(prevWord(text, pos)); pw == "size" || pw == "sizes" {
		return true
	}
	return garmentWords[strings.ToLower(nextWord(text, end))]
}

var garmentWords = setOf(strings.Fields(`shirt shirts tee tees top tops dress dresses jacket jackets coat coats
	sweater sweaters hoodie hoodies pants jeans shorts skirt skirts blouse blouses leggings`), false)

// letterLabelsNumber reports whether the letter written against the
// number at [pos, end) labels it rather than being volts, watts or liters:
// an oil's viscosity grade ("5W-30", "15W-40"), a compass point ("40W
// longitude", "Route 9W", "Exit 12W"), a room, an apartment or a section
// ("Apartment 4W", "Section 5V"), a plural of letters ("the 3W's"), a
// law student's year ("3L students"). A dash before a number written with
// the same letter ("100W-200W", "5V-10V") is a range of the unit, not a
// grade (sameLetterRangeAfter).
func letterLabelsNumber(text string, pos, end int) bool {
	if rest := text[end:]; len(rest) >= 2 && (rest[0] == '-' && isDigit(rest[1]) && !sameLetterRangeAfter(text, end) || rest[0] == '\'' && rest[1] == 's') {
		return true
	}
	if next := strings.ToLower(nextWord(text, end)); next == "longitude" || next == "latitude" {
		return true
	}
	if lawYear(text, pos, end) {
		return true
	}
	return labelWords[strings.ToLower(prevWord(text, pos))]
}

// sameLetterRangeAfter reports whether the dash at end begins the second
// measure of a range written with the letter before end on both numbers
// ("100W-200W bulbs", "5V-10V", "1.5L-2L"): the first measure is the unit
// as the second is ("one hundred w to two hundred watts" was 0.60, the
// first read as an oil grade's letter, "5W-30"). Hand-set (verb97):
// Google TN's sentences hold none.
func sameLetterRangeAfter(text string, end int) bool {
	k := decimalDigitsEnd(text, end+1)
	return k > end+1 && k < len(text) && text[k] == text[end-1] && (k+1 == len(text) || !isWordByte(text[k+1]))
}

// ampereRange reports whether the A against the number at [pos, end) is
// one end of a range written with A on both numbers ("10A-20A", "a
// 15A-30A breaker"): amperes, as the range's V and W are volts and watts
// ("ten a to twenty a" was 0.61), when a number in it is over 6 and no
// label precedes it. Texas schools' classes ("Classes 4A-6A", 1A to 6A)
// and a label's letters ("Rooms 10A-12A", "Grades 2A-3A") keep the letter.
// Hand-set (verb97): Google TN's sentences hold none.
func ampereRange(text string, pos, end int) bool {
	start, hi := pos, 0
	switch {
	case sameLetterRangeAfter(text, end):
		hi = leadingInt(text[end+1:])
	case pos >= 3 && text[pos-1] == '-' && text[pos-2] == 'A' && isDigit(text[pos-3]):
		k := pos - 3
		for k > 0 && (isDigit(text[k-1]) || text[k-1] == '.') {
			k--
		}
		if k > 0 && isWordByte(text[k-1]) {
			return false
		}
		start, hi = k, leadingInt(text[k:])
	default:
		return false
	}
	if n := leadingInt(text[pos:]); n > hi {
		hi = n
	}
	pw := strings.ToLower(prevWord(text, start))
	if hi <= 6 || placeLabelWords[pw] || modelWords[pw] || labelWords[pw] || rangeLabelPlurals[pw] {
		return false
	}
	return true
}

// rangeLabelPlurals before a range of numbers with a letter make them
// labels' ("Classes 4A-6A", "Grades 10A-12A").
var rangeLabelPlurals = setOf(strings.Fields(`classes grades divisions rooms units levels years forms`), false)

// leadingInt returns the integer the digits at the start of s write (0
// when none; large values cap at 1e9).
func leadingInt(s string) int {
	n := 0
	for i := 0; i < len(s) && isDigit(s[i]) && n < 1e9; i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// lawYear reports whether the number and L at [pos, end) name a law
// student's year, 1L to 3L: before a word of students or school years
// ("3L students", "the first 1L class") or "at" and a school's name ("a
// 1L at Yale"); "a 2L bottle" stays liters.
func lawYear(text string, pos, end int) bool {
	if end-pos != 2 || text[pos] < '1' || text[pos] > '3' || text[end-1] != 'L' {
		return false
	}
	next := nextWord(text, end)
	if lawYearWords[strings.ToLower(next)] {
		return true
	}
	if next != "at" {
		return false
	}
	i := strings.Index(text[end:], next) + end + len(next)
	return isCapitalized(nextWord(text, i))
}

var lawYearWords = setOf(strings.Fields(`student students class classes year summer section sections associate
	associates grades courses curriculum`), false)

// labelWords name a place, a road or a part of a text by number and
// letter ("Room 12W", "Highway 9W", "Section 5V").
var labelWords = setOf(strings.Fields(`room rm apartment apt unit suite ste flat floor fl building bldg block
	exit highway hwy route rt rte road interstate street st avenue ave lot box gate platform pier dock
	bay seat seats row section sec sections article part chapter figure fig table level ward zone track gates
	terminal locker cabin berth`), false)

// matchMinute reports whether the number with a prime at [pos, end) is a
// match report's minute, not feet: "Messi 23', Suarez 67'" (after a name,
// nothing but punctuation after it), "Kane (45')", "the 90' minute".
func matchMinute(text string, pos, end int) bool {
	next := nextWord(text, end)
	if next == "minute" || next == "min" {
		return true
	}
	if pos > 1 && text[pos-1] == '+' && isDigit(text[pos-2]) {
		return true // stoppage time: "90+2'"
	}
	if next != "" {
		return false
	}
	if pos > 0 && text[pos-1] == '(' {
		return true // "(45')"
	}
	if open := strings.LastIndexByte(text[:pos], '('); open >= 0 && open > strings.LastIndexByte(text[:pos], ')') &&
		strings.HasSuffix(strings.TrimRight(text[open+1:pos], " "), "',") {
		return true // "(12', 80')": a list of minutes
	}
	pw := prevWord(text, pos)
	return pw != "" && isCapitalized(pw) && !atSentenceStart(text, wordStartBefore(text, pos))
}

// openDoubleQuotes counts the straight double quotes in s that are no
// inch marks (not against a digit): "6-8\", locally 10\"" has one open
// quotation less than its count of quotes ("locally ten" before: the
// first inch mark opened a quotation the second closed).
func openDoubleQuotes(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '"' && (i == 0 || !isDigit(s[i-1])) {
			n++
		}
	}
	return n
}

// quoteOpenBefore reports whether the last quotation opened in s (a
// straight quote after a space, a bracket or the start, before a letter
// or a digit: not the '90s, not '98) is not closed again (a quote before
// a space or punctuation) before the end of s. A plural's apostrophe
// before it ("Jones' 'Top 10' list") evens openSingleQuotes' count, so
// the quote after 10 was read as feet.
func quoteOpenBefore(s string) bool {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] != '\'' {
			continue
		}
		next := byte(' ')
		if i+1 < len(s) {
			next = s[i+1]
		}
		if !isWordStartByte(next) && !isDigit(next) {
			return false // a closing quote (or a plural's apostrophe)
		}
		if i > 0 && s[i-1] != ' ' && s[i-1] != '(' && s[i-1] != '[' {
			continue // inside a word: "it's"
		}
		rest := s[i+1:]
		d := digitsEnd(rest, 0)
		if d == 2 && (d == len(rest) || !isWordStartByte(rest[d]) || rest[d] == 's') {
			continue // "the '90s", "class of '98"
		}
		return true
	}
	return false
}

// openSingleQuotes counts the straight single quotes in s that can open or
// close a quotation: not a prime after a number ("12'x15'") and not an
// apostrophe inside a word ("it's").
func openSingleQuotes(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '\'' {
			continue
		}
		if i > 0 && isDigit(s[i-1]) {
			continue
		}
		if i > 0 && i+1 < len(s) && isWordStartByte(s[i-1]) && isWordStartByte(s[i+1]) {
			continue
		}
		n++
	}
	return n
}

// dimensionWords follow a length in feet said in the plural ("30 feet
// long", "6 feet of rope"), where a noun takes "foot" ("a 30 foot wall").
var dimensionWords = setOf(strings.Fields(`long high tall wide deep thick across away apart above below under over of in
	and or to from by per from up down off into onto behind beyond`), false)

// matchOilGrade reads a motor oil's viscosity grade, "5W-30", "10W-40",
// "0W-20", as it is said: "five w thirty" 0.9 ("five w to thirty" was the
// reading, the dash a range's, kept 0.1). Hand-set: Google TN's
// sentences have none.
func matchOilGrade(sc *scanner, pos int) (match, bool) {
	text := sc.text
	// Cheap test first (this runs at every token): a digit and a W one or
	// two bytes on.
	if !isDigit(text[pos]) || pos > 0 && (isDigit(text[pos-1]) || isWordStartByte(text[pos-1])) {
		return match{}, false
	}
	w := pos + 1
	if w < len(text) && isDigit(text[w]) {
		w++
	}
	if w+4 > len(text) || text[w] != 'W' && text[w] != 'w' || text[w+1] != '-' || !isDigit(text[w+2]) || !isDigit(text[w+3]) || !boundaryAt(text, w+4) {
		return match{}, false
	}
	// cardinalWords trims the zeros and reads "0W-20" as "zero" itself.
	cold, hot := cardinalWords(text[pos:w], false), cardinalWords(text[w+2:w+4], false)
	var d dist
	d.add(cold+" w "+hot, 0.9)
	d.add(cold+" w to "+hot, 0.1)
	return oneSeg(Measure, pos, w+4, d.done()), true
}

// withoutSpoken is alts less the reading spoken, renormalized; nil when
// no reading is spoken (the caller keeps its own) or it is the only one.
func withoutSpoken(alts []alt, spoken string) []alt {
	k := slices.IndexFunc(alts, func(a alt) bool { return a.spoken == spoken })
	if k < 0 || len(alts) == 1 {
		return nil
	}
	var d dist
	for i, a := range alts {
		if i != k {
			d.addAlt(a)
		}
	}
	return d.done()
}

// inchesMayFollow reports whether reMixedInches, reFractionInches or
// reInches can match at pos: the digits there followed by a slash (after
// one or two digits), a point, an inch mark (" or ″, whose first byte is
// 0xE2), or a space or a hyphen and a fraction's numerator and slash
// ("1 1/2", "1-1/2").
func inchesMayFollow(text string, pos int) bool {
	k := digitsEnd(text, pos)
	return k < len(text) && (text[k] == '/' && k-pos <= 2 || text[k] == '.' || text[k] == '"' || text[k] == 0xE2 ||
		(text[k] == ' ' || text[k] == '-') && k-pos <= 2 && isDigitAt(text, k+1) && (k+2 < len(text) && text[k+2] == '/' || isDigitAt(text, k+2) && k+3 < len(text) && text[k+3] == '/'))
}

// minutesWords are the minute's written forms before a count of seconds.
var minutesWords = setOf(strings.Fields(`min mins minute minutes`), false)

// minutesBefore reports whether the number at pos follows a count of
// minutes, a number and a minute's word ("8 min 20 s", "1 minute 5 s",
// "2min 30 s"): the seconds of a duration.
func minutesBefore(text string, pos int) bool {
	w, k := prevWordAt(text, pos)
	unit := strings.TrimLeft(w, "0123456789")
	if !minutesWords[strings.ToLower(unit)] {
		return false
	}
	if len(unit) < len(w) {
		return true // "2min 30 s"
	}
	k = backOverSpaces(text, k)
	return k > 0 && isDigit(text[k-1])
}

// spacedPerUnitAt reads the unit at pos, after a number's unit and a
// spaced slash, when it is a rate's second unit: a unit, or one of the
// per-units ("day", "week", "person"), with no number right after it
// ("5 kg / 11 lb" is a conversion, and so is "10 km / 6 mi"), and no
// English word that is also a unit's symbol ("20 mg / in adults"). l is
// 0 for none.
func (sc *scanner) spacedPerUnitAt(pos int) (u Unit, l int) {
	text := sc.text
	for _, k := range sc.st.perUnitKeys {
		if strings.HasPrefix(text[pos:], k) && boundaryAt(text, pos+len(k)) {
			u, l = sc.st.PerUnits[k], len(k)
			break
		}
	}
	if l == 0 {
		u, l = sc.unitAt(pos)
	}
	if l == 0 || text[pos:pos+l] == "in" || !boundaryAt(text, pos+l) {
		return Unit{}, 0
	}
	if i := skipSpaces(text, pos+l); i < len(text) && isDigit(text[i]) {
		return Unit{}, 0
	}
	return u, l
}

// conferenceRecordBefore reports whether the number at pos ends a
// record that follows an overall one or opens a bracket ("(8-1, 5-1
// SEC)", "went 10-2, 7-1 SEC", "(5-1 SEC)"): a team's record in its
// conference's games, whose letters follow it.
func conferenceRecordBefore(text string, pos int) bool {
	if pos < 2 || text[pos-1] != '-' || !isDigit(text[pos-2]) {
		return false
	}
	k := pos - 2
	for k > 0 && isDigit(text[k-1]) {
		k--
	}
	if k > 0 && text[k-1] == '(' {
		return true
	}
	if k < 3 || text[k-1] != ' ' || text[k-2] != ',' || !isDigit(text[k-3]) {
		return false
	}
	k -= 3
	for k > 0 && isDigit(text[k-1]) {
		k--
	}
	return k > 1 && text[k-1] == '-' && isDigit(text[k-2])
}
