package normalize

import "strings"

// Number words are built by appending to byte slices rather than joining
// strings: the numbers benchmark (issue 4 asks for 40x num2words) is
// dominated by allocation, so one buffer per reading keeps it cheap.

var onesWords = [20]string{
	"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
	"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
	"seventeen", "eighteen", "nineteen",
}

var tensWords = [10]string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}

// scaleWords are the short-scale names of successive powers of 1000; a
// digit string longer than these allow is read digit by digit instead.
var scaleWords = [...]string{
	"", "thousand", "million", "billion", "trillion", "quadrillion", "quintillion",
	"sextillion", "septillion", "octillion", "nonillion", "decillion",
}

// maxCardinalDigits is the longest digit string read as a cardinal.
const maxCardinalDigits = 3 * len(scaleWords)

func appendWord(b []byte, w string) []byte {
	if len(b) > 0 && b[len(b)-1] != ' ' {
		b = append(b, ' ')
	}
	return append(b, w...)
}

// appendUnder100 appends the words for 0 < n < 100.
func appendUnder100(b []byte, n int) []byte {
	if n < 20 {
		return appendWord(b, onesWords[n])
	}
	b = appendWord(b, tensWords[n/10])
	if n%10 != 0 {
		b = appendWord(b, onesWords[n%10])
	}
	return b
}

// appendUnder1000 appends the words for 0 < n < 1000. british inserts "and"
// between the hundreds and the rest, as num2words and British English do.
func appendUnder1000(b []byte, n int, british bool) []byte {
	if n >= 100 {
		b = appendWord(b, onesWords[n/100])
		b = appendWord(b, "hundred")
		n %= 100
		if n == 0 {
			return b
		}
		if british {
			b = appendWord(b, "and")
		}
	}
	return appendUnder100(b, n)
}

// trimDigits drops leading zeros, keeping one zero for an all-zero string.
func trimDigits(digits string) string {
	i := 0
	for i < len(digits)-1 && digits[i] == '0' {
		i++
	}
	return digits[i:]
}

// andStyle says where a cardinal reading says "and".
type andStyle int

const (
	andNone andStyle = iota // american: "one hundred twenty three thousand one"
	andAll                  // british, as num2words: after every hundreds, before a final group under 100
	andLast                 // only in the last group: "one hundred twenty three thousand five hundred and one" (NeMo)
)

// appendCardinal appends the cardinal reading of a plain digit string
// (ASCII digits only, at most maxCardinalDigits after leading zeros are
// dropped; callers check).
func appendCardinal(b []byte, digits string, and andStyle) []byte {
	digits = trimDigits(digits)
	if digits == "0" {
		return appendWord(b, "zero")
	}
	ngroups := (len(digits) + 2) / 3
	first := len(digits) - 3*(ngroups-1)
	for g := 0; g < ngroups; g++ {
		var chunk string
		if g == 0 {
			chunk = digits[:first]
		} else {
			off := first + 3*(g-1)
			chunk = digits[off : off+3]
		}
		n := atoiSmall(chunk)
		if n == 0 {
			continue
		}
		scale := ngroups - 1 - g
		if and != andNone && scale == 0 && n < 100 && len(digits) > 3 {
			b = appendWord(b, "and")
		}
		b = appendUnder1000(b, n, and == andAll || (and == andLast && scale == 0))
		if scale > 0 {
			b = appendWord(b, scaleWords[scale])
		}
	}
	return b
}

func atoiSmall(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// cardinalWords returns the cardinal reading of a digit string.
func cardinalWords(digits string, british bool) string {
	and := andNone
	if british {
		and = andAll
	}
	return string(appendCardinal(make([]byte, 0, 48), digits, and))
}

// hasBritishAnd reports whether the british reading differs from the
// american one, so a distribution does not offer the same string twice.
func hasBritishAnd(digits string) bool {
	digits = trimDigits(digits)
	for g := len(digits); g > 0; g -= 3 {
		lo := g - 3
		if lo < 0 {
			lo = 0
		}
		n := atoiSmall(digits[lo:g])
		if n >= 100 && n%100 != 0 {
			return true
		}
		if g == len(digits) && len(digits) > 3 && n > 0 && n < 100 {
			return true
		}
	}
	return false
}

// ordinalSuffix turns the last word of a cardinal reading into its ordinal.
func ordinalize(cardinal string) string {
	i := strings.LastIndexByte(cardinal, ' ')
	head, last := cardinal[:i+1], cardinal[i+1:]
	return head + ordinalWord(last)
}

func ordinalWord(w string) string {
	switch w {
	case "one":
		return "first"
	case "two":
		return "second"
	case "three":
		return "third"
	case "five":
		return "fifth"
	case "eight":
		return "eighth"
	case "nine":
		return "ninth"
	case "twelve":
		return "twelfth"
	}
	if strings.HasSuffix(w, "y") {
		return w[:len(w)-1] + "ieth"
	}
	return w + "th"
}

// pluralOrdinal gives the denominator form of a fraction ("thirds",
// "halves" is handled by the fraction table).
func pluralWord(w string) string {
	if strings.HasSuffix(w, "s") {
		return w
	}
	return w + "s"
}

// zeroStyle names how the digit 0 is read inside digit strings.
type zeroStyle int

const (
	zeroZero zeroStyle = iota // "zero"
	zeroOh                    // "oh", num2words' year style
	zeroO                     // "o", as in the Google TN data
)

var zeroWords = [...]string{"zero", "oh", "o"}

// appendDigits reads each ASCII digit of s; other bytes are skipped.
func appendDigits(b []byte, s string, z zeroStyle) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			continue
		}
		if c == '0' {
			b = appendWord(b, zeroWords[z])
		} else {
			b = appendWord(b, onesWords[c-'0'])
		}
	}
	return b
}

func digitWords(s string, z zeroStyle) string {
	return string(appendDigits(make([]byte, 0, 6*len(s)), s, z))
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// countWords says a count of digits (commas allowed) with its noun:
// "one degree", "ten shillings" (one or many by the count).
func countWords(digits, one, many string) string {
	n := trimDigits(strings.ReplaceAll(digits, ",", ""))
	if n == "1" {
		return "one " + one
	}
	return cardinalWords(n, false) + " " + many
}
