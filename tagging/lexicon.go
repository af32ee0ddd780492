package tagging

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/editdist"
	"github.com/itnprep/itnprep/internal/roman"
)

// The alignment scores a (spoken word, written fragment) pair by what the
// word can say: the paper aligned with GIZA++ (statistics over the whole
// corpus); itnprep aligns each span exactly with a monotone dynamic program
// whose scores come from this lexicon of English number words, symbols,
// currencies and units, so the same input always gets the same tags and no
// corpus-wide pass is needed. A fragment is "explained" by a word when the
// lexicon (or the word itself, or an abbreviation of it) accounts for every
// letter and digit of the fragment; punctuation at a fragment's edges
// (",", ".", "-", ":", "/", brackets, quotes) rides along at a small cost.
const (
	scoreExact      = 5.0  // the fragment is the word itself
	scoreLexicon    = 4.0  // the lexicon says the word produces the fragment
	scoreImplied    = 3.0  // the fragment carries what another word may say (six: 6:00, twelve: 1,2)
	scoreLeadZero   = 2.5  // a digit word with a leading zero (seventh: 07)
	scoreAbbrev     = 2.0  // the fragment abbreviates the word (km: kilometers)
	scoreSimilar    = 1.0  // a spelling variant (popularised: popularized)
	scoreSilent     = -0.5 // a word that is often not written (the, of, and, hundred)
	scoreDelete     = -1.5 // any other word with no written fragment
	scoreUnexplain  = -3.0 // plus 0.1 per byte: a fragment the word does not explain
	costTrailRider  = 0.3  // punctuation carried at the end of a fragment
	costLeadRider   = 0.35 // at the start: attaching to the previous word is preferred
	costSwap        = 1.5  // a short movement (the paper's < and >)
	minSwapEvidence = 1.0  // each word of a swapped pair must score this much
)

var unitWords = map[string]string{
	"zero": "0", "oh": "0", "o": "0", "one": "1", "two": "2", "three": "3", "four": "4",
	"five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
	"ten": "10", "eleven": "11", "twelve": "12", "thirteen": "13", "fourteen": "14",
	"fifteen": "15", "sixteen": "16", "seventeen": "17", "eighteen": "18", "nineteen": "19",
}

var tensWords = map[string]string{
	"twenty": "2", "thirty": "3", "forty": "4", "fifty": "5", "sixty": "6", "seventy": "7",
	"eighty": "8", "ninety": "9",
}

var ordinalWords = map[string]string{
	"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6",
	"seventh": "7", "eighth": "8", "ninth": "9", "tenth": "10", "eleventh": "11", "twelfth": "12",
	"thirteenth": "13", "fourteenth": "14", "fifteenth": "15", "sixteenth": "16",
	"seventeenth": "17", "eighteenth": "18", "nineteenth": "19", "twentieth": "20", "zeroth": "0",
	"thirtieth": "30", "fortieth": "40", "fiftieth": "50", "sixtieth": "60", "seventieth": "70",
	"eightieth": "80", "ninetieth": "90",
}

// scaleZeros is how many zeros a scale word can stand for.
var scaleZeros = map[string]int{
	"hundred": 2, "thousand": 3, "million": 6, "billion": 9, "trillion": 12,
	// the short scale past a trillion (NeMo's cardinal test cases read
	// 23 digits so: "seventeen sextillion eight hundred ..."; without
	// them "trillion" was taken for the quadrillion's zeros)
	"quadrillion": 15, "quintillion": 18, "sextillion": 21, "septillion": 24,
	"hundredth": 2, "thousandth": 3, "millionth": 6,
	// India's scale, as the verbalizer reads a number grouped its way
	// ("10,00,000" "ten lakh": unaligned_fragment, "lakh" writing no
	// zeros)
	"lakh": 5, "crore": 7,
}

var scaleAbbrev = map[string][]string{
	"thousand": {"k"}, "million": {"m", "mn", "mil", "mm"}, "billion": {"b", "bn", "bil"},
	"trillion": {"t", "tn", "tr"},
}

// lexicon lists what a word writes besides digits.
var lexicon = map[string][]string{
	"point": {"."}, "dot": {"."}, "period": {"."}, "decimal": {"."},
	"slash": {"/"}, "over": {"/", "+"}, "under": {"-"}, "per": {"/", "%", "p"}, "out": {"/"},
	"dash": {"-", "–", "—"}, "hyphen": {"-"}, "minus": {"-", "−", "∓"}, "negative": {"-", "−"},
	"to": {"-", "–", "—", "to", "^", "→"}, "through": {"-", "–"}, "till": {"-"}, "until": {"-"},
	"colon": {":"}, "at": {"@"}, "and": {"&", "+"}, "plus": {"+", "±"}, "ampersand": {"&"},
	"percent": {"%"}, "cent": {"%", "¢"}, "cents": {"¢", "c"}, "pc": {"%"},
	// "º", the masculine ordinal indicator, stands for the degree sign
	// in text typed on keyboards that have it and not "°" ("45º&C",
	// NeMo's measure cases; it was unaligned_fragment)
	"degree": {"°", "º"}, "degrees": {"°", "º"}, "times": {"x", "×", "*", "e"}, "by": {"x", "×"}, "multiplied": {"×", "x"},
	"power": {"^", "e"}, "exponent": {"e", "^"},
	// one word of a symbol said in several ("plus or minus" ±, "less than
	// or equal to" ≤) carries it; the others are <DELETE>
	"greater": {"≥", "≫"}, "less": {"≤", "≪"}, "not": {"≠"}, "arrow": {"→", "←", "↑", "↓"},
	"approximately": {"≈", "~", "∼"}, "infinity": {"∞"}, "root": {"√"}, "sum": {"∑"}, "integral": {"∫"},
	"section": {"§"}, "sections": {"§", "§§"},
	"hash": {"#"}, "hashtag": {"#"}, "number": {"#", "no", "no."}, "pound": {"#", "£", "lb", "lbs", "gbp", "l"},
	"star": {"*"}, "asterisk": {"*"}, "equals": {"="}, "equal": {"="}, "underscore": {"_"},
	"backslash": {"\\"}, "tilde": {"~", "ñ", "ã", "õ"}, "caret": {"^"}, "pipe": {"|"}, "vs": {"v", "v."},
	"versus": {"v", "v.", "vs", "vs."},
	// titles whose letters the abbreviation test cannot find in order
	"missus": {"mrs"}, "misses": {"mrs"}, "missis": {"mrs"},
	"mercury": {"hg"},   // mmHg, "millimeters of mercury"
	"niners":  {"9ers"}, // the 49ers, "forty niners"
	"dollar":  {"$", "usd"}, "dollars": {"$", "usd"}, "buck": {"$"}, "bucks": {"$"},
	"pounds": {"£", "lb", "lbs", "gbp", "l"}, "quid": {"£"}, "euro": {"€", "eur"}, "euros": {"€", "eur"},
	"yen": {"¥", "jpy"}, "yuan": {"¥", "cny", "rmb"}, "renminbi": {"rmb", "¥"},
	"rupee": {"₹", "rs", "inr"}, "rupees": {"₹", "rs", "inr"}, "won": {"₩", "krw"},
	"peso": {"$", "₱"}, "pesos": {"$", "₱"}, "franc": {"fr", "chf"}, "francs": {"fr", "chf"},
	// "d": pre-decimal pence, £1 2s 6d.
	"pence": {"p", "d"}, "penny": {"p", "d"},
	// older books' money and books (the verbalizer's readings; "l" of
	// "pound" above): "5l. 10s." "five pounds ten shillings", "½d." "a
	// halfpenny", "pp. 12 ff." "... and following"; and the oil barrel,
	// "500 bbl".
	"halfpenny": {"½d", "½"}, "halfpence": {"½d", "½"},
	"following": {"ff", "f"}, "pages": {"pp"}, "barrel": {"bbl"}, "barrels": {"bbl", "bbls"},
	"duodecimo": {"12mo"}, "sextodecimo": {"16mo"}, "octodecimo": {"18mo"},
	// the decade of the 2000s, as the verbalizer reads "the 00s" ("the
	// zeros" was an unaligned_fragment reject: the decade words write
	// their tens, and zero's have none)
	"zeros": {"00s"}, "noughties": {"00s"}, "aughts": {"00s"},
	// A letter's diacritic named after it carries the accented letter,
	// the letter's own word <DELETE> ("é" said "e acute"), as the
	// verbalizer reads a lone one; a note's "sharp" its "#" ("C#" said
	// "c sharp"); the Latin abbreviations' English ("e.g." said "for
	// example", "i.e." "that is"), carried by one word as a symbol said in
	// several words is.
	"acute": {"á", "é", "í", "ó", "ú", "ý"}, "grave": {"à", "è", "ì", "ò", "ù"},
	"circumflex": {"â", "ê", "î", "ô", "û"}, "umlaut": {"ä", "ë", "ï", "ö", "ü", "ÿ"},
	"diaeresis": {"ä", "ë", "ï", "ö", "ü", "ÿ"}, "ring": {"å"}, "cedilla": {"ç"}, "sharp": {"#", "♯"}, "flat": {"♭"},
	"example": {"e.g", "eg"}, "is": {"i.e", "ie"}, "rand": {"r"}, "real": {"r$"}, "reais": {"r$"},
	"square": {"²", "sq", "2"}, "squared": {"²", "2"}, "cubic": {"³", "cu", "3"}, "cubed": {"³", "3"},
	// metric prefixes said apart from their unit ("cubic deci meters")
	"deci": {"d"}, "centi": {"c"}, "milli": {"m"}, "kilo": {"k"}, "hecto": {"h"}, "deca": {"da"},
	"alpha": {"α"}, "beta": {"β"}, "gamma": {"γ"}, "delta": {"δ", "∆", "Δ"}, "epsilon": {"ε"}, "zeta": {"ζ"},
	"eta": {"η"}, "theta": {"θ"}, "iota": {"ι"}, "kappa": {"κ"}, "lambda": {"λ"}, "mu": {"μ", "µ"},
	"nu": {"ν"}, "xi": {"ξ"}, "omicron": {"ο"}, "pi": {"π"}, "rho": {"ρ"}, "sigma": {"σ", "ς"},
	"tau": {"τ"}, "upsilon": {"υ"}, "phi": {"φ"}, "chi": {"χ"}, "psi": {"ψ"}, "omega": {"ω"},
	"micro": {"μ", "µ"},
	"inch":  {"\"", "″", "in"}, "inches": {"\"", "″", "in"}, "foot": {"'", "′", "ft"}, "feet": {"'", "′", "ft"},
	"ounce": {"oz"}, "ounces": {"oz"}, "hour": {"h", "hr"}, "hours": {"h", "hr", "hrs"},
	"minute": {"min", "m", "'", "′"}, "minutes": {"min", "mins", "m", "'", "′"}, "second": {"s", "sec", "\"", "″", "²"},
	"seconds": {"s", "sec", "secs", "\"", "″"}, "celsius": {"c", "°c"}, "centigrade": {"c"},
	"fahrenheit": {"f", "°f"}, "kelvin": {"k"}, "miles": {"mi"}, "mile": {"mi"},
	"half": {"1/2", "½", ".5", "0.5", "/2", "5"}, "halves": {"/2"},
	"quarter": {"1/4", "¼", "/4", "/4th", ".25", "25"}, "quarters": {"/4", "/4th", "3/4", "¾"},
	"thirds": {"/3"}, "third": {"/3", "⅓", "³"},
	"a": {"1"}, "an": {"1"}, "two": {"²"}, "three": {"³"},
	"o'clock": {":00"}, "oclock": {":00"},
	// the verbalizer's first reading of "00:00" ("opens at 00:00" "opens
	// at midnight"; it was unaligned_fragment: "midnight" did not
	// explain "_00:00_")
	"midnight": {"00:00"},
	// a chess move's knight, written N ("Nf3" "knight f three" was
	// unaligned_fragment; the other pieces' names start with their
	// letters)
	"knight": {"n"},
	// a capture's "x", said "takes" or "captures" ("Qxd5" "queen takes d
	// five" was unaligned_fragment: "takes" did not explain "x"; "queen x
	// d five" reads the letter), and a check's "+" or a mate's "#"
	// ("Qxf7#" "queen takes f seven mate")
	"takes": {"x", "×"}, "captures": {"x", "×"}, "check": {"+"}, "mate": {"#"}, "checkmate": {"#"},
}

// silent words often have no written counterpart of their own.
var silent = map[string]bool{
	"the": true, "of": true, "and": true, "a": true, "an": true, "o'clock": true,
	"hundred": true, "thousand": true, "million": true, "billion": true, "trillion": true,
	"quadrillion": true, "quintillion": true, "sextillion": true, "septillion": true,
	"lakh": true, "crore": true,
	"cent": true, "cents": true, "point": false,
}

var ordSuffixes = []string{"st", "nd", "rd", "th", "d"}

// riderPrefixes appends to out the byte offsets o with c[:o] all riders
// (0 first). wordScore passes a buffer on its stack: the DP of alignUnits
// scores every word against every run near it, and a slice allocated per
// score was 650 MB on a 640-word row.
func riderPrefixes(c string, out []int) []int {
	out = append(out, 0)
	for i, r := range c {
		if !isRider(r) {
			break
		}
		out = append(out, i+utf8.RuneLen(r))
	}
	return out
}

// riderSuffixes is riderPrefixes for the offsets o with c[o:] all riders
// (len(c) first).
func riderSuffixes(c string, out []int) []int {
	out = append(out, len(c))
	for o := len(c); o > 0; {
		r, n := utf8.DecodeLastRuneInString(c[:o])
		if !isRider(r) {
			break
		}
		o -= n
		out = append(out, o)
	}
	return out
}

// isRider reports punctuation that may ride at the edge of any fragment.
func isRider(r rune) bool {
	switch r {
	case ',', '.', '-', ':', '/', '(', ')', '[', ']', '\'', '"', '–', '—', ';', '’', '‘', '“', '”', '!', '?',
		'`',      // the grave accent as a quotation mark (PTB's ``, NeMo's punctuation cases: "``test``.")
		'′', '″': // primes, as the straight quotes: "six foot two" for 6′ 2″ leaves the inch mark unsaid
		return true
	}
	return false
}

// wordScore scores one word against the content of its fragment (the
// fragment without its "_" marks). explained is false when the word does
// not account for the fragment's letters and digits.
func wordScore(w, c string) (score float64, explained bool) {
	if c == "" {
		if silent[w] {
			return scoreSilent, true
		}
		return scoreDelete, true
	}
	if s := coreScore(w, c); s > 0 {
		return s, true
	}
	first, _ := utf8.DecodeRuneInString(c)
	last, _ := utf8.DecodeLastRuneInString(c)
	if !isRider(first) && !isRider(last) {
		return scoreUnexplain - 0.1*float64(len(c)), false
	}
	// Strip riders from both ends, trying every split.
	best, found := 0.0, false
	var pre, suf [8]int
	leads, trails := riderPrefixes(c, pre[:0]), riderSuffixes(c, suf[:0])
	for _, lead := range leads {
		for _, trail := range trails {
			if trail < lead || (lead == 0 && trail == len(c)) {
				continue
			}
			core := c[lead:trail]
			cost := costLeadRider*float64(utf8.RuneCountInString(c[:lead])) +
				costTrailRider*float64(utf8.RuneCountInString(c[trail:]))
			s := -cost
			if core != "" {
				cs := coreScore(w, core)
				if cs <= 0 {
					continue
				}
				s = cs - cost
			}
			if !found || s > best {
				best, found = s, true
			}
		}
	}
	if found {
		return best, true
	}
	return scoreUnexplain - 0.1*float64(len(c)), false
}

// coreScore is the score of a word for a rider-free fragment, 0 if the
// word does not produce it.
func coreScore(w, c string) float64 {
	if c == w {
		return scoreExact
	}
	if producesNumber(w, c) || inList(lexicon[w], c) || isRoman(w, c) || producesMonth(w, c) ||
		producesStars(w, c) || producesVulgar(w, c) || producesPrefixedDollar(w, c) {
		return scoreLexicon
	}
	if producesImplied(w, c) {
		return scoreImplied
	}
	if n, ok := scaleZeros[w]; ok {
		if zerosAndCommas(c, n) || inList(scaleAbbrev[w], c) {
			return scoreLexicon
		}
	}
	if len(c) == 2 && c[0] == '0' && (len(unitWords[w]) == 1 || len(ordinalWords[w]) == 1) && producesNumber(w, c[1:]) {
		return scoreLeadZero // 07: a day or month with its zero, when no scale word takes it
	}
	if abbreviates(c, w) || microAbbrev(c, w) {
		return scoreAbbrev
	}
	if similar(c, w) {
		return scoreSimilar
	}
	return 0
}

func inList(l []string, c string) bool {
	for _, s := range l {
		if s == c {
			return true
		}
	}
	return false
}

// producesNumber reports whether a number word writes c: a unit or teen
// its digits, a tens word its first digit or both ("twenty": 2, 20), an
// ordinal its digits with or without a suffix (1, 1st) or as a denominator
// (/5), a plural decade its digits and "s" (80s).
func producesNumber(w, c string) bool {
	if base, ok := strings.CutSuffix(w, "'s"); ok && base != "" {
		// a number's 's ("twelve's" 12's, "eighty's" 80's, "ninth's"
		// 9th’s: NeMo's punctuation cases), with either apostrophe
		for _, ap := range []string{"'s", "’s"} {
			if cb, ok := strings.CutSuffix(c, ap); ok && cb != "" && producesNumber(base, cb) {
				return true
			}
		}
		return false
	}
	if d, ok := unitWords[w]; ok {
		return c == d
	}
	if d, ok := tensWords[w]; ok {
		return c == d || c == d+"0"
	}
	if d, ok := ordinalWords[w]; ok {
		if c == d || c == "/"+d {
			return true
		}
		if rest, ok := strings.CutPrefix(c, "/"+d); ok && inList(ordSuffixes, rest) {
			return true // a denominator with its suffix (1/8th "one eighth")
		}
		if len(d) == 2 && d[1] == '0' && c == d[:1] {
			return false
		}
		for _, s := range ordSuffixes {
			if c == d+s {
				return true
			}
		}
		return false
	}
	if strings.HasSuffix(w, "ies") { // twenties, eighties
		if d, ok := tensWords[strings.TrimSuffix(w, "ies")+"y"]; ok {
			return c == d+"0s" || c == d+"0's" || c == d+"0"
		}
	}
	if strings.HasSuffix(w, "th") && strings.HasSuffix(c, "th") { // hundredth: 100th
		if n, ok := scaleZeros[w]; ok {
			return zerosAndCommas(strings.TrimSuffix(c, "th"), n)
		}
	}
	if strings.HasSuffix(w, "s") { // fifths, sixteenths: denominators
		if d, ok := ordinalWords[strings.TrimSuffix(w, "s")]; ok {
			return c == "/"+d || c == d+"ths" || c == d
		}
		if n, ok := scaleZeros[strings.TrimSuffix(w, "s")]; ok { // hundreds: 00s
			if strings.HasSuffix(w, "ths") { // hundredths: 98/100
				return zerosAndCommas(c, n)
			}
			return strings.HasSuffix(c, "s") && zerosAndCommas(strings.TrimSuffix(c, "s"), n)
		}
		// twos, tens, sixes: a number's plural (in 2s and 3s, 10s, 21's)
		if !strings.HasSuffix(c, "s") {
			return false
		}
		for _, base := range []string{strings.TrimSuffix(w, "s"), strings.TrimSuffix(w, "es")} {
			if d, ok := unitWords[base]; ok {
				return c == d+"s" || c == d+"'s"
			}
		}
	}
	return false
}

// monthNumbers is what a month's name writes in a numeric date
// (11/11/1918, 2008-07-28), with or without its leading zero.
var monthNumbers = map[string]string{
	"january": "1", "february": "2", "march": "3", "april": "4", "may": "5", "june": "6",
	"july": "7", "august": "8", "september": "9", "october": "10", "november": "11", "december": "12",
}

func producesMonth(w, c string) bool {
	if len(c) == 0 || len(c) > 2 || c[0] < '0' || c[0] > '9' {
		return false
	}
	d, ok := monthNumbers[w]
	return ok && (c == d || (len(d) == 1 && c == "0"+d))
}

// producesStars: a count writes that many filled stars, "stars" the
// hollow ones of a rating (★★★☆☆ said "three stars").
func producesStars(w, c string) bool {
	if c == "" || c[0] != 0xE2 { // ★ ☆ ⭐ are all E2 ...
		return false
	}
	if w == "stars" || w == "star" {
		return strings.Trim(c, "☆") == ""
	}
	d, ok := unitWords[w]
	if !ok || d == "0" {
		return false
	}
	n := 0
	for _, r := range c {
		if r != '★' && r != '⭐' {
			return false
		}
		n++
	}
	return strconv.Itoa(n) == d
}

// vulgarFractions are the single-character fractions, numerator and
// denominator (the characters NeMo's written preprocessing knows).
var vulgarFractions = map[rune][2]int{
	'¼': {1, 4}, '½': {1, 2}, '¾': {3, 4}, '⅐': {1, 7}, '⅑': {1, 9}, '⅒': {1, 10}, '⅓': {1, 3},
	'⅔': {2, 3}, '⅕': {1, 5}, '⅖': {2, 5}, '⅗': {3, 5}, '⅘': {4, 5}, '⅙': {1, 6}, '⅚': {5, 6},
	'⅛': {1, 8}, '⅜': {3, 8}, '⅝': {5, 8}, '⅞': {7, 8},
}

// producesVulgar: a word saying a fraction character's numerator or
// denominator writes it ("one over two", "three quarters": ½, ¾); the
// character is one token, so one of the fraction's words carries it and
// the others are <DELETE>.
func producesVulgar(w, c string) bool {
	if len(c) < 2 || len(c) > 3 || (c[0] != 0xC2 && c[0] != 0xE2) { // ¼-¾ are C2 .., ⅐-⅞ E2 ..
		return false
	}
	r, n := utf8.DecodeRuneInString(c)
	f, ok := vulgarFractions[r]
	if !ok || n != len(c) {
		return false
	}
	v := wordValue(w)
	return v > 0 && (v == f[0] || v == f[1])
}

// wordValue is the number a cardinal, ordinal or plural ordinal (a
// denominator) says, 0 when none.
func wordValue(w string) int {
	switch w {
	case "half", "halves":
		return 2
	case "quarter", "quarters":
		return 4
	}
	for _, m := range []map[string]string{unitWords, ordinalWords} {
		for _, k := range []string{w, strings.TrimSuffix(w, "s")} {
			if d, ok := m[k]; ok {
				v, _ := strconv.Atoi(d)
				return v
			}
		}
	}
	return 0
}

// producesPrefixedDollar: "dollars" writes a dollar with its country's
// letters (us$, c$, a$, nz$, hk$), the prefix NeMo moves whole ("_us__$<<").
func producesPrefixedDollar(w, c string) bool {
	if w != "dollars" && w != "dollar" {
		return false
	}
	letters, ok := strings.CutSuffix(c, "$")
	return ok && len(letters) >= 1 && len(letters) <= 3 && isLetters(letters) && !strings.Contains(letters, "'")
}

// producesImplied: a fragment that carries what is said elsewhere or not
// at all: an hour's ":00" ("six a m" for 6:00 am, "seven" for 07:00;
// "o'clock" takes it when said), an amount's zero cents ("one" for 1.00
// in $1.00 said "one dollar"), the zero of "point five" (0.5) and a
// thousands comma inside the digits of one word ("twelve hundred" for
// 1,200: twelve writes 1,2).
func producesImplied(w, c string) bool {
	if h, ok := strings.CutSuffix(c, ":00"); ok && h != "" {
		if len(h) == 2 && h[0] == '0' {
			h = h[1:] // 07:00 said "seven": the hour's zero unsaid too
		}
		if producesNumber(w, h) {
			return true
		}
	}
	h, ok := strings.CutSuffix(c, ".00")
	if h3, ok3 := strings.CutSuffix(c, ".000"); ok3 {
		h, ok = h3, true // "two dollars" for $2.000
	}
	if ok && h != "" && (producesNumber(w, h) || scaleZeros[w] > 0 && zerosAndCommas(h, scaleZeros[w])) {
		// "one dollar" for $1.00, "one pound" for £1.00: the whole
		// amount said, its zero cents unsaid ("one hundred dollars" for
		// $100.00: "hundred" carries "00.00")
		return true
	}
	if w == "point" && c == "0." { // "point five" for 0.5: the zero unsaid
		return true
	}
	if (w == "cents" || w == "cent" || w == "pence" || w == "p") && len(c) > 2 && strings.HasSuffix(c, "0.") {
		// "ninety nine cents" for $0.99: the cents word carries the
		// symbol and the unsaid "0." ("<<" moves them before the digits)
		sym := strings.TrimSuffix(c, "0.")
		return strings.IndexFunc(sym, func(r rune) bool { return !unicode.Is(unicode.Sc, r) }) < 0
	}
	if n := len(c); n >= 3 && (c[n-1] == 'h' || c[n-1] == 't' || c[n-1] == 'd') && c[n-3] >= '0' && c[n-3] <= '9' {
		// "december twenty five" for December 25th: an ordinal said as
		// its number, the suffix unsaid ("d" alone, pre-decimal pence,
		// is not one of them)
		switch c[n-2:] {
		case "st", "nd", "rd", "th":
			if (unitWords[w] != "" || tensWords[w] != "") && producesNumber(w, c[:n-2]) {
				return true
			}
		}
	}
	if len(c) < 3 || len(c) > 8 || c[0] == ',' || c[len(c)-1] == ',' || strings.IndexByte(c, ',') < 0 {
		return false
	}
	var buf [8]byte // the digits without their commas, not allocated (the DP asks this very often)
	n := 0
	for i := 0; i < len(c); i++ {
		switch {
		case c[i] == ',' && c[i-1] != ',':
		case c[i] >= '0' && c[i] <= '9':
			buf[n] = c[i]
			n++
		default:
			return false
		}
	}
	return producesNumber(w, string(buf[:n]))
}

// microAbbrev: a unit with the micro prefix written μ or µ (μm:
// micrometers, µs: microseconds).
func microAbbrev(c, w string) bool {
	rest, ok := strings.CutPrefix(w, "micro")
	if !ok || rest == "" {
		return false
	}
	for _, mu := range []string{"μ", "µ"} {
		if u, ok := strings.CutPrefix(c, mu); ok && u != "" && abbreviates(u, rest) {
			return true
		}
	}
	return false
}

// zerosAndCommas reports a run of zeros (at most n) with optional
// thousands commas, or a bare comma: what a scale word writes.
func zerosAndCommas(c string, n int) bool {
	zeros := 0
	for i := 0; i < len(c); i++ {
		switch c[i] {
		case '0':
			zeros++
		case ',':
		default:
			return false
		}
	}
	if zeros == 0 {
		// A comma alone is the group separator a thousand or a larger
		// scale says ("thirty one thousand seven hundred" 31,736:
		// "thousand" writes the comma); a hundred says none. Taken for
		// "hundred", GTN's "128 , 150" said "one hundred twenty eight
		// one hundred fifty" gave the comma between the numbers to the
		// second number's "hundred", swapped before its "one" (`_1>`
		// `_,_`), and "250,000" said "two hundred fifty thousand" the
		// group's comma to "hundred", swapped past "fifty" (`,>`).
		return n >= 3 && c == ","
	}
	return zeros <= n && len(c) > 0
}

var romanValues = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
	"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
	"forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
	"eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
	"fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
	"nineteenth": 19, "twentieth": 20, "hundred": 100, "thousand": 1000,
}

// isRoman reports whether c is the lower-case roman numeral of the word's
// value (fourteen: xiv, eighth: viii).
func isRoman(w, c string) bool {
	r, ok := romanLower[w]
	return ok && c == r
}

// romanLower is the lower-case numeral of each word of romanValues, made
// once: the alignment program asks isRoman of every run it scores, and
// formatting the numeral there made two allocations a run for every
// number word.
var romanLower = func() map[string]string {
	m := make(map[string]string, len(romanValues))
	for w, v := range romanValues {
		m[w] = strings.ToLower(roman.Format(v))
	}
	return m
}()

// abbreviates reports whether c (letters, maybe with inner dots) is an
// abbreviation of the word w: same first letter and c's letters appear in
// w in order (km: kilometers, dr.: doctor, ft: feet).
func abbreviates(c, w string) bool {
	if c == "" || w == "" || !isLetters(w) {
		return false
	}
	letters := strings.ReplaceAll(c, ".", "")
	if letters == "" || !isLetters(letters) {
		return false
	}
	lr, _ := utf8.DecodeRuneInString(letters)
	wr, _ := utf8.DecodeRuneInString(w)
	if lr != wr {
		return false
	}
	j := 0
	for _, r := range w {
		if j < len(letters) {
			cr, n := utf8.DecodeRuneInString(letters[j:])
			if cr == r {
				j += n
			}
		}
	}
	return j == len(letters)
}

// similar reports a spelling variant: both words of letters, same first
// letter, at least four letters, and an edit distance of at most 2
// (favoured: favored, theatre: theater).
func similar(c, w string) bool {
	if len(c) < 4 || !isLetters(c) || !isLetters(w) || c[0] != w[0] {
		return false
	}
	if d := len(c) - len(w); d > 2 || d < -2 {
		return false
	}
	return editdist.Distance(c, w, 3) <= 2
}

func isLetters(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && r != '\'' {
			return false
		}
	}
	return true
}
