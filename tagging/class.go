package tagging

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	// reTime: a clock's colon, or an hour's a.m. or p.m. last or before
	// a time zone ("10 pm et" was a MEASURE).
	reTime     = regexp.MustCompile(`\d:\d\d|\b[ap]\.?m\.?(\s+\(?(et|ct|mt|pt|[ecmpa][sd]t|gmt|utc|bst|cet|ist|jst)\)?)?$`)
	reDateNum  = regexp.MustCompile(`^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$`)
	reDecade   = regexp.MustCompile(`^'?\d{2,4}'?s$`)
	reOrdinal  = regexp.MustCompile(`^\d+(st|nd|rd|th)$`)
	reFraction = regexp.MustCompile(`\d\s*/\s*\d|[½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚⅐⅑⅒]`)
	reDecimal  = regexp.MustCompile(`^-?\d*\.\d+$`)
	rePhone    = regexp.MustCompile(`^\+?[\d\s().-]{7,}$`)
	reCardinal = regexp.MustCompile(`^-?[\d,]+$`)
	// a quantity with its unit or sign, the quantity maybe a range with
	// the unit said once ("5-10%", "3–4 km"; "5-10%" was a CARDINAL)
	reMeasure = regexp.MustCompile(`^[\d.,/]+(?:\s*[-–—]\s*[\d.,/]+)?\s*[%a-zµ°²³"'/]+`)
	// reHyphenUnit: a number joined to its unit by a hyphen, the compound
	// adjective's form ("a 5-km race", "a 9-mm pistol"); the unit is the
	// group. A MEASURE when the unit is said as a word other than its
	// letters (hyphenUnitSaid); "401-ks" and "133-a" said "four oh one
	// ks", "one thirty three a" are codes.
	reHyphenUnit = regexp.MustCompile(`^\d[\d.,]*-([a-zµ°]+[²³]?(?:/[a-z]+)?)$`)
	reRoman      = regexp.MustCompile(`^[ivxlcdm]+$`)
	reElectrons  = regexp.MustCompile(`@|://|^www\.|\.(com|org|net|edu|gov|io|co|uk)\b`)
	months       = regexp.MustCompile(`\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\b`)
	// reSeason: two years around a dash or a slash, "1880 - 1952",
	// "2003-04", "1624–1713", "1988 / 89" (GTN classes each year DATE, or
	// CARDINAL said as counts; the mark is said "to" or nothing).
	reSeason = regexp.MustCompile(`^(1\d|20)\d\d\s*[-–—/]\s*(\d\d|(1\d|20)\d\d)$`)
	// reDayOfMonth: a day that a month next to it makes a date: "7",
	// "21st", "21 ," (before a year: "21 , 2011").
	reDayOfMonth = regexp.MustCompile(`^(0?[1-9]|[12]\d|3[01])(st|nd|rd|th)?\s*,?$`)
	// reDayAndYear: a day and a year found as one span ("21 , 2011" after
	// "August").
	reDayAndYear = regexp.MustCompile(`^(0?[1-9]|[12]\d|3[01])(st|nd|rd|th)?\s*,?\s*(1\d|20)\d\d$`)
	reYear       = regexp.MustCompile(`^(1\d|20)\d\d$`)
	// reCurrencyCode: an amount with a currency's ISO code before or
	// after it ("100 USD", "EUR 30"): Google TN's MONEY (it was a
	// MEASURE, the code taken for a unit).
	// The codes and the amount are written once each (isoCodeAlternatives,
	// scaledAmount) for the two orders.
	// India's rupee is written "Rs" or "Rs." before its amount, in lakhs
	// and crores too ("Rs 500", "Rs. 10 lakh" were CARDINAL).
	reCurrencyCode = regexp.MustCompile(`^((` + isoCodeAlternatives + `|rs\.?)\s*` + scaledAmount + `|` + scaledAmount + `\s*(` + isoCodeAlternatives + `))$`)
	// reEra: a year with its era, before or after it ("200 AD", "44
	// BC", "AD 79"), or a range of years with the era written once
	// ("1425 - 1400 BC", "AD 79-81"): Google TN's DATE (it was a MEASURE,
	// the era taken for a unit, and a range was once the range of
	// measures reMeasure takes).
	reEra = regexp.MustCompile(`^((\d{1,4}\s*[-–—]\s*)?\d{1,4}\s*(ad|a\.d\.?|bc|b\.c\.?|bce|ce)|(ad|a\.d\.?)\s*\d{1,4}(\s*[-–—]\s*\d{1,4})?)$`)
	// reMultiplier: a number and the sign of a multiple ("10x", "2.5×"
	// said "ten times" or "ten x"): a MEASURE, as NeMo's test cases class
	// "4.4x" / "four point four x" (test_cases_measure.txt) and the
	// verbalizer's span has it. Said "ten x" it was a CARDINAL, the x
	// spelled and no unit (spellsNonUnit), "ten times" a MEASURE.
	reMultiplier = regexp.MustCompile(`^\d+(\.\d+)?\s*[x×]$`)
	// reMilitaryTime: a 24-hour clock's four digits, "0000" to "2359",
	// read before "hours" ("0600 hours" / "oh six hundred hours").
	reMilitaryTime = regexp.MustCompile(`^([01]\d|2[0-3])[0-5]\d$`)
	// reMilitaryHours: the same with "hours" inside the found span.
	reMilitaryHours = regexp.MustCompile(`^([01]\d|2[0-3])[0-5]\d\s*(hours|hrs)$`)
	// reScaled: a number and its scale word ("100 million", "2.5
	// billion", "30 lakh", "3 crore"): Google TN's and NeMo's DECIMAL, a
	// number with its quantity (it was a MEASURE, the scale taken for a
	// unit).
	reScaled = regexp.MustCompile(`^-?\d[\d,]*(\.\d+)?\s*(thousand|million|billion|trillion|lakhs?|crores?)$`)
)

// isoCodeAlternatives are the ISO codes reCurrencyCode knows, as a regexp's
// alternatives; scaledAmount is a number and its optional scale ("30",
// "1.5 million", "2bn").
const (
	isoCodeAlternatives = `usd|eur|gbp|jpy|cny|rmb|inr|chf|aud|cad|nzd|hkd|sek|nok|dkk|rub|krw|brl|zar|mxn`
	scaledAmount        = `[\d.,]*\d[\d.,]*(\s*(thousand|million|billion|lakhs?|crores?|[mbk]n?))?`
)

// GuessClass names the semiotic class of a span found without GTN's
// classes (NeMo's sentence-level GoogleTN JSONL has none), from its written
// text and spoken words, with GTN's class names. It is a guess by simple
// patterns, used only for the semiotic column; the tags do not depend on it
// except that LETTERS, ELECTRONIC, PLAIN and VERBATIM spans are tokenized
// letter by letter first.
func GuessClass(written string, words []string) string {
	// A found span of detokenized text ends with the sentence's
	// punctuation ("100 USD." "44 BC." "1990,"): the patterns are
	// anchored at the end ("10 p.m." and "a.d." still match, their last
	// period optional), so the class was MEASURE or CARDINAL; so do its
	// brackets ("(2008)." "1992)." "(24"), which made DATE a CARDINAL or
	// a TELEPHONE ("(2015-05-18).").
	w := classText(written)
	compact := strings.Join(strings.Fields(w), "")
	hasDigit := strings.IndexFunc(w, unicode.IsDigit) >= 0
	hasLetter := strings.IndexFunc(w, unicode.IsLetter) >= 0
	for _, r := range w {
		if unicode.Is(unicode.Sc, r) {
			return "MONEY"
		}
	}
	if reCurrencyCode.MatchString(w) {
		return "MONEY"
	}
	switch {
	case reElectrons.MatchString(w):
		return "ELECTRONIC"
	case hasDigit && reTime.MatchString(w):
		return "TIME"
	case hasDigit && (months.MatchString(w) || reDateNum.MatchString(compact) && !saysDigits(words) && !saysPoint(words) || reDecade.MatchString(compact)):
		// A date is never said digit by digit: "49-30-4" said "four
		// nine three o four" (a record of wins, losses and draws) is
		// digits in groups, a TELEPHONE below as Google TN classes
		// such groups; nor with "point" between its fields: "3.2.1"
		// said "three point two point one" (a figure's or a section's
		// number) falls through to CARDINAL.
		return "DATE"
	case reOrdinal.MatchString(compact) || reCardinal.MatchString(compact) && saysOrdinal(words):
		// "7" said "the seventh of": an ordinal reading of digits (a
		// day, before mergeFoundDates sees its month).
		return "ORDINAL"
	case reSeason.MatchString(w) && !slices.Contains(words, "over") && !slices.Contains(words, "slash") && !saysDenominator(words):
		// Two years around a dash or a slash ("1950 - 1951", "1988 /
		// 89"): a season or a range, DATE said as years; said as counts
		// ("one thousand nine hundred fifty ...", Google TN's reading of
		// a season and the verbalizer's) CARDINAL, the verbalizer's class
		// ("two thousand" alone is a year's reading of 2000 too).
		// A slash made it a FRACTION, which "over" or a denominator
		// says ("1922/33" "... twenty two thirty thirds").
		if slices.Contains(words, "thousand") && slices.Contains(words, "hundred") {
			return "CARDINAL"
		}
		return "DATE"
	case reEra.MatchString(w):
		return "DATE"
	case reFraction.MatchString(w) && saysMonth(words):
		// "3/15" said "march fifteenth" (the verbalizer reads n/m after
		// "on", "due", "through" ... as a month and a day): a DATE.
		return "DATE"
	case reFraction.MatchString(w):
		return "FRACTION"
	case reDecimal.MatchString(compact):
		return "DECIMAL"
	case reCardinal.MatchString(compact) && strings.ContainsAny(w, " \t") && rePhone.MatchString(w) && saysDigits(words):
		// Groups of digits apart said digit by digit ("0161 496 0000"
		// "o one six one four nine six o o o o"): a telephone number,
		// no cardinal (the groups were joined before the test).
		return "TELEPHONE"
	case reCardinal.MatchString(compact):
		digits := strings.ReplaceAll(strings.TrimPrefix(compact, "-"), ",", "")
		if len(digits) >= 2 && digits == compact && saysDigits(words) {
			// One run of digits said one by one ("JESC 2013" "two o
			// one three", "GB 1005" "one o o five", an ISBN's ten
			// digits): Google TN's DIGIT, never a year's DATE (the
			// year rule below took them) nor a CARDINAL.
			return "DIGIT"
		}
		if len(digits) == 4 && digits >= "1000" && digits <= "2099" && !strings.Contains(compact, ",") {
			return "DATE"
		}
		return "CARDINAL"
	case hasDigit && rePhone.MatchString(w) && !saysRange(w, words):
		// Digits, spaces, dashes and brackets said digit by digit
		// ("five five five one two three four") or in groups of three
		// or more ("1-800-555-1234", "one eight hundred five five five
		// ..."); a range said as numbers ("28 - 30", "twenty eight to
		// thirty") falls through to CARDINAL.
		return "TELEPHONE"
	case reScaled.MatchString(w):
		return "DECIMAL"
	case reMultiplier.MatchString(w):
		return "MEASURE"
	case reMilitaryHours.MatchString(w) && !slices.Contains(words, "thousand"):
		return "TIME"
	case hasDigit && reMeasure.MatchString(w) && !saysReference(words) && !spellsNonUnit(w, words):
		return "MEASURE"
	case hyphenUnitSaid(w, words):
		// "5-km" said "five kilometer": a MEASURE as "5 km" and "5km"
		// are (it was a CARDINAL, reMeasure wanting the unit right
		// after the number).
		return "MEASURE"
	case hasDigit:
		return "CARDINAL"
	case reRoman.MatchString(compact) && anyNumberWord(words):
		if saysOrdinal(words) {
			// "Henry VIII" said "henry the eighth": an ORDINAL, as the
			// verbalizer's roman span said so maps (semioticClass); it
			// was a CARDINAL, so the two paths disagreed.
			return "ORDINAL"
		}
		return "CARDINAL"
	case hasLetter && (allSingleLetters(words) || spelledPlural(words) || spellsRating(w, words) || spellsAccented(words)):
		return "LETTERS"
	case !hasLetter || namedGreek(compact, words):
		return "VERBATIM"
	}
	return "PLAIN"
}

// classText is a found span's written text as the class patterns read
// it: lower case, without the sentence's punctuation after it (".,;:!?")
// and without the brackets detokenized text glues to it: a pair around
// it, or one with no partner inside ("(2008)." -> "2008", "1992)." ->
// "1992", "(24" -> "24"; "(555) 123-4567" keeps its own). The text
// itself when nothing is left.
func classText(written string) string {
	w := strings.ToLower(strings.TrimSpace(written))
	for {
		t := strings.TrimRight(w, ".,;:!?")
		for _, p := range [][2]string{{"(", ")"}, {"[", "]"}} {
			open, closed := strings.HasPrefix(t, p[0]), strings.HasSuffix(t, p[1])
			switch {
			case open && closed:
				t = t[1 : len(t)-1]
			case open && !strings.Contains(t, p[1]):
				t = t[1:]
			case closed && !strings.Contains(t, p[0]):
				t = t[:len(t)-1]
			}
		}
		t = strings.TrimSpace(t)
		if t == "" || t == w {
			return w
		}
		w = t
	}
}

// saysReference reports whether a spoken word names a numbered part of a
// text or a work, an abbreviation said whole inside a found span: "5 sec.
// 3" "five section three", "14, Op. 27 No. 2" "fourteen opus twenty seven
// number two", "100 ff." "one hundred and following". Its letters are no
// unit (a MEASURE was the guess once the abbreviation before the number
// became a word of its own); no measure says these words.
func saysReference(words []string) bool {
	for _, w := range words {
		if referenceWords[w] {
			return true
		}
	}
	return false
}

// saysPoint reports whether a spoken word says a decimal point ("point",
// "dot"): a numeric date's separators are never said so.
func saysPoint(words []string) bool {
	return slices.Contains(words, "point") || slices.Contains(words, "dot")
}

// hyphenUnitSaid reports a number joined to its unit by a hyphen
// (reHyphenUnit) whose unit is said by a word other than its own letters
// (or is a unit written so: "five km") and not spelled: "5-km" said "five
// kilometer", not "401-ks" said "four oh one ks" nor "3-d" said "three d"
// (codes, CARDINAL as before).
func hyphenUnitSaid(w string, words []string) bool {
	m := reHyphenUnit.FindStringSubmatch(w)
	if m == nil || len(words) < 2 {
		return false
	}
	unit := m[1]
	said := !slices.Contains(words, unit) || spelledUnits[strings.ToUpper(unit)]
	return said && !spellsNonUnit(w, words) && !saysReference(words)
}

// spellsNonUnit reports whether the letters ending w after its last digit
// are spelled letter by letter as the last words and are no unit said so
// (spelledUnits: "5 MB" "five m b"): "4C" said "four c" (a flat, "Apt.
// 4C") is a code, CARDINAL as "X5" is, not a MEASURE with "c" for
// Celsius. A unit is said as a word ("4 °C" "four degrees celsius").
func spellsNonUnit(w string, words []string) bool {
	i := strings.LastIndexFunc(w, unicode.IsDigit)
	letters := strings.TrimLeft(w[i+1:], " ")
	if letters == "" || len(letters) > 6 || len(words) <= len(letters) || !isLetters(letters) || strings.Contains(letters, "'") {
		return false
	}
	return spellsCapitals(strings.ToUpper(letters), words[len(words)-len(letters):]) && !spelledUnits[strings.ToUpper(letters)]
}

// referenceWords are saysReference's words.
var referenceWords = map[string]bool{"section": true, "sections": true, "opus": true, "number": true, "numbers": true,
	"following": true, "page": true, "pages": true, "volume": true, "volumes": true, "chapter": true, "chapters": true,
	"article": true, "articles": true, "figure": true, "figures": true, "paragraph": true, "paragraphs": true}

// saysMonth reports whether a spoken word names a month in full ("march
// fifteenth", "the fifteenth of march"): one of lexicon.go's
// monthNumbers.
func saysMonth(words []string) bool {
	for _, w := range words {
		if _, ok := monthNumbers[w]; ok {
			return true
		}
	}
	return false
}

// semioticClass is the class a span's semiotic entry gets, in Google TN's
// class names (NeMo's semiotic_classes.txt), or "" for none (PLAIN,
// PUNCT). GTN's classes pass through; the verbalizer's own classes (prep
// text, spgi, commonvoice spans, upper-cased) map to the class GTN gives
// the same text, so tagger rows from written corpora and from GTN are
// scored by the same classes: a year is a DATE, digits read one by one a
// DIGIT, a roman numeral a CARDINAL or, said "the eighth", an ORDINAL (the
// pronoun I and a numeral said as written none, spelled LETTERS), a word
// in capitals said as a word (a letters span without a letter spelled)
// none, a
// symbol ("&" -> "and") VERBATIM, an abbreviation read out or a British
// spelling made American PLAIN (GTN's "Dr." -> "doctor" is PLAIN), a range
// the class of its ends (GuessClass: "1990-95" DATE, "10-12" CARDINAL),
// and a NeMo test-case file's class that GTN lacks (WHITELIST, SERIAL,
// MATH) the class GuessClass gives, none for PLAIN.
// Only the semiotic column changes: the alignment keeps the span's own
// class. The verbalizer's classes stay in the parent version's spans.
func semioticClass(class, written string, words []string) string {
	switch class {
	case "ABBREVIATION":
		if strings.ContainsAny(written, "0123456789") {
			// A chess move ("Nf3" "knight f three", "Rb2" "rook b
			// two"): a code of letters and a number said as one,
			// CARDINAL as "X5" and "e4" are (it had no class, as an
			// abbreviation read out has).
			if c := GuessClass(written, words); c != "PLAIN" {
				return c
			}
		}
		return ""
	case "", "PLAIN", "PUNCT", "SPELLING":
		return ""
	case "LETTERS":
		if !anySingleLetter(words) {
			// "FAVOURABLE", "BEEF" in capitals said as words: GTN's
			// PLAIN (they were LETTERS entries over a word).
			return ""
		}
	case "YEAR":
		return "DATE"
	case "DIGITS":
		if slices.ContainsFunc(words, func(w string) bool { return scaleZeros[w] > 0 }) {
			// The verbalizer's digits read as a count ("Ext. 204"
			// "extension two hundred four"): a CARDINAL, as Google TN
			// classes a number said so (it was a DIGIT).
			return "CARDINAL"
		}
		return "DIGIT"
	case "SYMBOL":
		if strings.Join(words, " ") == strings.ToLower(strings.TrimSpace(written)) {
			// "3 m x 4" with "x" said "x" (the verbalizer's "times" or
			// "by" not taken): nothing read, PLAIN as it was before
			// 5c35c7c made the x a symbol's span (it was a VERBATIM).
			return ""
		}
		return "VERBATIM"
	case "ROMAN":
		switch {
		case strings.Join(words, " ") == strings.ToLower(written):
			// The pronoun I, or a numeral kept as written ("the LIX
			// Legislature": "lix"): no number said (it was a CARDINAL).
			return ""
		case allSingleLetters(words):
			return "LETTERS" // "Super Bowl XXV" said "x x v"
		case saysOrdinal(words):
			return "ORDINAL"
		}
		return "CARDINAL"
	case "RANGE":
		if c := GuessClass(written, words); c != "PLAIN" {
			return c
		}
		return "CARDINAL"
	case "WHITELIST", "SERIAL", "MATH":
		// Classes of NeMo's test-case files that Google TN has not
		// (prep nemo-cases gives each case its file's class): the class
		// GTN gives the text, none for PLAIN ("Dr." read out, as GTN's
		// abbreviations). The column named the file (qa65).
		if c := GuessClass(written, words); c != "PLAIN" {
			return c
		}
		return ""
	}
	return class
}

// saysOrdinal reports spoken words that end in an ordinal ("seventh",
// "the twenty first of"), a trailing "of" aside.
func saysOrdinal(words []string) bool {
	n := len(words)
	if n > 0 && words[n-1] == "of" {
		n--
	}
	if n == 0 {
		return false
	}
	_, ok := ordinalWords[words[n-1]]
	return ok
}

// mergeFoundDates joins the spans of a date that the matcher found apart
// around its month name: Google TN's "7 May 2014" is one DATE token said
// "the seventh of may twenty fourteen", but without GTN's classes the
// month matches itself, so the day ("the seventh of" -> "7") and the year
// ("twenty fourteen" -> "2014") were two spans, the day a CARDINAL, and
// the month in neither. A found span (foundWritten[i] != "") that is a day
// or a year next to a month word read as itself (<SELF>, in no span)
// becomes one DATE span with the month, and with a year span right after
// it ("7 May 2014", "August 21, 2011", "May 2014"). Given spans (GTN's own
// classes) are kept as they are; a number said after "number" is no day.
func mergeFoundDates(words, tags []string, sem []Semiotic, foundWritten []string) []Semiotic {
	if len(sem) == 0 || len(foundWritten) != len(sem) {
		return sem
	}
	found := func(i int) string { return classText(foundWritten[i]) }
	// A number said after "number" ("no 3 , ( August 1977 )", the "No"
	// a span of its own since wordBeforeNumber) is no day.
	day := func(i int) bool {
		return foundWritten[i] != "" && reDayOfMonth.MatchString(found(i)) && (sem[i].Start == 0 || words[sem[i].Start-1] != "number")
	}
	// isMonth: a month's name read as itself next to span i. "may" is a
	// month only beside a day said as an ordinal or a year ("you may 2
	// times" has none).
	isMonth := func(w, i int) bool {
		if w < 0 || w >= len(words) || tags[w] != Self {
			return false
		}
		if _, ok := monthNumbers[words[w]]; !ok {
			return false
		}
		return words[w] != "may" || !day(i) || saysOrdinal(words[sem[i].Start:sem[i].End])
	}
	year := func(i int) bool { return foundWritten[i] != "" && reYear.MatchString(found(i)) }
	dayAndYear := func(i int) bool { return foundWritten[i] != "" && reDayAndYear.MatchString(found(i)) }
	out := make([]Semiotic, 0, len(sem))
	for i := 0; i < len(sem); i++ {
		s := sem[i]
		next := func(start int) bool { return i+1 < len(sem) && sem[i+1].Start == start }
		switch {
		case day(i) && isMonth(s.End, i) && !next(s.End):
			// the seventh of | may | twenty fourteen
			s = Semiotic{Class: "DATE", Start: s.Start, End: s.End + 1}
			if next(s.End) && year(i+1) {
				i++
				s.End = sem[i].End
			}
		case (day(i) || year(i) || dayAndYear(i)) && isMonth(s.Start-1, i) && (len(out) == 0 || out[len(out)-1].End < s.Start):
			// may | seventh ; august | twenty first twenty eleven ; may | twenty fourteen
			s = Semiotic{Class: "DATE", Start: s.Start - 1, End: s.End}
			if day(i) && next(s.End) && year(i+1) {
				i++
				s.End = sem[i].End
			}
		}
		out = append(out, s)
	}
	return out
}

// classesInContext corrects the class of a number that the words around
// its span, read as themselves, make something other than the number's
// own look suggests; it returns sem, or a copy when an entry changes.
//
//   - After "number" (a customer, account, member or order number, "No."
//     and "#" said so): a number of four digits is no year. "customer
//     number 1000" / "... one thousand" was a DATE (GuessClass takes 1000
//     to 2099 for years, and the verbalizer's span for a year); it is a
//     CARDINAL, or a DIGIT said digit by digit. A reading with a month,
//     an ordinal or "of" stays a DATE.
//   - Before "hours": a 24-hour clock's four digits ("0000 hours" /
//     "zero hundred hours", "1400 hours" / "fourteen hundred hours") are a
//     TIME; they were a CARDINAL, or a DATE from 1000 up. Said with
//     "thousand" they count hours ("1500 hours" / "one thousand five
//     hundred hours"): a CARDINAL, no year either.
func classesInContext(words, tags []string, sem []Semiotic, foundWritten []string) []Semiotic {
	var out []Semiotic
	for i, s := range sem {
		c := s.Class
		spw := words[s.Start:s.End]
		written := ""
		if i < len(foundWritten) {
			written = classText(foundWritten[i])
		}
		switch {
		case c == "DATE" && readAsItself(words, tags, s.Start-1, "number") && saysPlainNumber(spw) && (written == "" || reYear.MatchString(written)):
			c = "CARDINAL"
			if saysDigits(spw) {
				c = "DIGIT"
			}
		case (c == "CARDINAL" || c == "DATE" || c == "DIGIT") && reMilitaryTime.MatchString(written) && readAsItself(words, tags, s.End, "hours"):
			c = "TIME"
			if slices.Contains(spw, "thousand") {
				c = "CARDINAL"
			}
		}
		if c != s.Class {
			if out == nil {
				out = slices.Clone(sem)
			}
			out[i].Class = c
		}
	}
	if out == nil {
		return sem
	}
	return out
}

// readAsItself reports whether input word i is word, tagged <SELF>.
func readAsItself(words, tags []string, i int, word string) bool {
	return i >= 0 && i < len(words) && words[i] == word && tags[i] == Self
}

// saysPlainNumber reports words that read a number as a count or digits:
// no month, no ordinal, no "of" or "the" (a date's reading).
func saysPlainNumber(words []string) bool {
	if saysMonth(words) || slices.Contains(words, "of") || slices.Contains(words, "the") {
		return false
	}
	for _, w := range words {
		if _, ok := ordinalWords[w]; ok {
			return false
		}
	}
	return len(words) > 0
}

// saysRange reports whether written digits w (with dashes, spaces and
// brackets), read as words, are a range rather than a telephone number:
// "to" said between them, or two numbers only, one of them said whole
// ("28 - 30" "twenty eight thirty"). A telephone number of three groups
// or more stays one when a group is said whole ("1-800-555-1234" "one
// eight hundred five five five ...").
func saysRange(w string, words []string) bool {
	if slices.Contains(words, "to") {
		return true
	}
	groups := strings.FieldsFunc(w, func(r rune) bool { return !unicode.IsDigit(r) && r != '.' })
	return len(groups) <= 2 && saysGroupedNumber(words)
}

// saysDigitByDigit reports whether words are all digits' names ("o",
// "oh", "zero" ... "nine"), one word a digit.
func saysDigitByDigit(words []string) bool {
	for _, w := range words {
		if len(unitWords[w]) != 1 {
			return false
		}
	}
	return len(words) > 0
}

// saysDigits is saysDigitByDigit for the class guess, "double" or
// "triple" before a digit's name counted with it ("double five" for 55,
// "triple nine" for 999: a CARDINAL was the guess once 9fb0ed0 aligned
// them). The alignment's own tests keep one word a digit.
func saysDigits(words []string) bool {
	for i, w := range words {
		if repeatWords[w] > 0 && i+1 < len(words) && len(unitWords[words[i+1]]) == 1 {
			continue
		}
		if len(unitWords[w]) != 1 {
			return false
		}
	}
	return len(words) > 0
}

// saysGroupedNumber reports whether words read a number whole: a teen or
// a tens word (unitWords of two digits, tensWords) or a scale word
// (scaleZeros), which a telephone number read digit by digit never says.
func saysGroupedNumber(words []string) bool {
	for _, w := range words {
		if len(unitWords[w]) == 2 || tensWords[w] != "" || scaleZeros[w] > 0 {
			return true
		}
	}
	return false
}

func anyNumberWord(words []string) bool {
	for _, w := range words {
		if _, ok := romanValues[w]; ok {
			return true
		}
	}
	return false
}

// anySingleLetter reports whether a word of words is one letter (a
// letter spelled).
func anySingleLetter(words []string) bool {
	for _, w := range words {
		if len([]rune(w)) == 1 {
			return true
		}
	}
	return false
}

// spellsRating reports whether words spell letters with "double" or
// "triple" before one ("triple b" for BBB, "i triple e" for IEEE) and
// maybe the sign of a credit rating after them ("triple b minus" for
// BBB-, "double a plus" for AA+), as the verbalizer reads them (LETTERS;
// they were PLAIN, no semiotic entry).
func spellsRating(w string, words []string) bool {
	n := len(words)
	if n > 1 && (words[n-1] == "minus" && strings.HasSuffix(w, "-") || words[n-1] == "plus" && strings.HasSuffix(w, "+")) {
		n--
	}
	repeats := false
	for i := 0; i < n; i++ {
		if repeatWords[words[i]] > 0 && i+1 < n && len([]rune(words[i+1])) == 1 {
			repeats = true
			continue
		}
		if len([]rune(words[i])) != 1 {
			return false
		}
	}
	return n > 0 && (repeats || n < len(words))
}

// spelledPlural reports letters spelled whose last one carries "'s", as
// GTN says an initialism's plural or possessive ("UFOs", "PDFs" said "u f
// o's", "p d f's"): LETTERS, as GTN classes them (the span had no class).
func spelledPlural(words []string) bool {
	n := len(words)
	if n < 2 || !allSingleLetters(words[:n-1]) {
		return false
	}
	l, ok := strings.CutSuffix(words[n-1], "'s")
	return ok && len([]rune(l)) == 1
}

func allSingleLetters(words []string) bool {
	for _, w := range words {
		if len([]rune(w)) != 1 {
			return false
		}
	}
	return len(words) > 0
}

// accentWords name the diacritic of an accented letter spelled out after
// its letter, as the verbalizer and Google TN spell "Métis" ("m e acute t
// i s") and "Peña" ("p e n tilde a").
var accentWords = map[string]bool{"acute": true, "grave": true, "circumflex": true, "umlaut": true,
	"diaeresis": true, "ring": true, "cedilla": true, "tilde": true}

// spellsAccented reports letters spelled with an accent named after one
// of them at least, maybe "'s" on the last ("f i b r e acute e's"): a word
// spelled (LETTERS, the verbalizer's class for it too); the accent's name
// is no single letter, so the span had no class.
func spellsAccented(words []string) bool {
	accent := false
	for i, w := range words {
		if accentWords[w] && i > 0 && utf8.RuneCountInString(words[i-1]) == 1 {
			accent = true
			continue
		}
		if i == len(words)-1 {
			w = strings.TrimSuffix(w, "'s")
		}
		if utf8.RuneCountInString(w) != 1 {
			return false
		}
	}
	return accent
}

// namedGreek reports Greek letters alone (compact: the span's text without
// spaces) each said by its name ("α ρ ε τ η" "alpha rho epsilon tau
// eta"): VERBATIM, the verbalizer's class for a Greek letter (its symbol
// span) and Google TN's. They had no class (letters, but no Latin one).
func namedGreek(compact string, words []string) bool {
	n := 0
	for _, r := range compact {
		if n >= len(words) || !unicode.Is(unicode.Greek, r) || !unicode.IsLetter(r) || !inList(lexicon[words[n]], string(r)) {
			return false
		}
		n++
	}
	return n > 0 && n == len(words)
}

// saysDenominator reports words ending in a fraction's denominator: an
// ordinal, its plural ("thirty thirds"), "half", "halves", "quarter(s)".
func saysDenominator(words []string) bool {
	if len(words) == 0 {
		return false
	}
	last := words[len(words)-1]
	switch last {
	case "half", "halves", "quarter", "quarters":
		return true
	}
	_, ord := ordinalWords[last]
	_, plural := ordinalWords[strings.TrimSuffix(last, "s")]
	return ord || plural
}
