package tagging

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	reTime      = regexp.MustCompile(`\d:\d\d|\b[ap]\.?m\.?$`)
	reDateNum   = regexp.MustCompile(`^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$`)
	reDecade    = regexp.MustCompile(`^'?\d{2,4}'?s$`)
	reOrdinal   = regexp.MustCompile(`^\d+(st|nd|rd|th)$`)
	reFraction  = regexp.MustCompile(`\d\s*/\s*\d|[½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚⅐⅑⅒]`)
	reDecimal   = regexp.MustCompile(`^-?\d*\.\d+$`)
	rePhone     = regexp.MustCompile(`^\+?[\d\s().-]{7,}$`)
	reCardinal  = regexp.MustCompile(`^-?[\d,]+$`)
	reMeasure   = regexp.MustCompile(`^[\d.,/]+\s*[%a-zµ°²³"'/]+`)
	reRoman     = regexp.MustCompile(`^[ivxlcdm]+$`)
	reElectrons = regexp.MustCompile(`@|://|^www\.|\.(com|org|net|edu|gov|io|co|uk)\b`)
	months      = regexp.MustCompile(`\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\b`)
)

// GuessClass names the semiotic class of a span found without GTN's
// classes (NeMo's sentence-level GoogleTN JSONL has none), from its written
// text and spoken words, with GTN's class names. It is a guess by simple
// patterns, used only for the semiotic column; the tags do not depend on it
// except that LETTERS, ELECTRONIC, PLAIN and VERBATIM spans are tokenized
// letter by letter first.
func GuessClass(written string, words []string) string {
	w := strings.ToLower(strings.TrimSpace(written))
	compact := strings.Join(strings.Fields(w), "")
	hasDigit := strings.IndexFunc(w, unicode.IsDigit) >= 0
	hasLetter := strings.IndexFunc(w, unicode.IsLetter) >= 0
	for _, r := range w {
		if unicode.Is(unicode.Sc, r) {
			return "MONEY"
		}
	}
	switch {
	case reElectrons.MatchString(w):
		return "ELECTRONIC"
	case hasDigit && reTime.MatchString(w):
		return "TIME"
	case hasDigit && (months.MatchString(w) || reDateNum.MatchString(compact) || reDecade.MatchString(compact)):
		return "DATE"
	case reOrdinal.MatchString(compact):
		return "ORDINAL"
	case reFraction.MatchString(w):
		return "FRACTION"
	case reDecimal.MatchString(compact):
		return "DECIMAL"
	case reCardinal.MatchString(compact):
		digits := strings.ReplaceAll(strings.TrimPrefix(compact, "-"), ",", "")
		if len(digits) == 4 && digits >= "1000" && digits <= "2099" && !strings.Contains(compact, ",") {
			return "DATE"
		}
		return "CARDINAL"
	case hasDigit && rePhone.MatchString(w):
		return "TELEPHONE"
	case hasDigit && reMeasure.MatchString(w):
		return "MEASURE"
	case hasDigit:
		return "CARDINAL"
	case reRoman.MatchString(compact) && anyNumberWord(words):
		return "CARDINAL"
	case hasLetter && allSingleLetters(words):
		return "LETTERS"
	case !hasLetter:
		return "VERBATIM"
	}
	return "PLAIN"
}

func anyNumberWord(words []string) bool {
	for _, w := range words {
		if _, ok := romanValues[w]; ok {
			return true
		}
	}
	return false
}

func allSingleLetters(words []string) bool {
	for _, w := range words {
		if len([]rune(w)) != 1 {
			return false
		}
	}
	return len(words) > 0
}
