package libriheavysample

import (
	"strconv"
	"strings"
	"unicode"
)

// A small, fixed verbalizer: it reads written book text aloud the way a
// LibriVox reader does, so the sample's transcripts have numbers, money,
// dates, titles and roman numerals as words. It only needs to cover the
// sentences this package writes; it is not itnprep's verbalizer (normalize/).

var ones = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
var tens = []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}

func cardinal(n int) string {
	switch {
	case n < 0:
		return "minus " + cardinal(-n)
	case n < 20:
		return ones[n]
	case n < 100:
		if n%10 == 0 {
			return tens[n/10]
		}
		return tens[n/10] + " " + ones[n%10]
	case n < 1000:
		s := ones[n/100] + " hundred"
		if n%100 != 0 {
			s += " " + cardinal(n%100)
		}
		return s
	case n < 1000000:
		s := cardinal(n/1000) + " thousand"
		if n%1000 != 0 {
			s += " " + cardinal(n%1000)
		}
		return s
	}
	s := cardinal(n/1000000) + " million"
	if n%1000000 != 0 {
		s += " " + cardinal(n%1000000)
	}
	return s
}

var ordinalWord = map[string]string{"one": "first", "two": "second", "three": "third", "five": "fifth",
	"eight": "eighth", "nine": "ninth", "twelve": "twelfth"}

func ordinal(n int) string {
	c := cardinal(n)
	i := strings.LastIndexByte(c, ' ')
	last := c[i+1:]
	if w, ok := ordinalWord[last]; ok {
		return c[:i+1] + w
	}
	if strings.HasSuffix(last, "y") {
		return c[:i+1] + strings.TrimSuffix(last, "y") + "ieth"
	}
	return c + "th"
}

func year(n int) string {
	switch {
	case n >= 2000 && n < 2010:
		return cardinal(n)
	case n%100 == 0:
		return cardinal(n/100) + " hundred"
	case n%100 < 10:
		return cardinal(n/100) + " oh " + ones[n%100]
	}
	return cardinal(n/100) + " " + cardinal(n%100)
}

var romanValues = map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}

func romanValue(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	total := 0
	for i := 0; i < len(s); i++ {
		v, ok := romanValues[s[i]]
		if !ok {
			return 0, false
		}
		if i+1 < len(s) && romanValues[s[i+1]] > v {
			total -= v
		} else {
			total += v
		}
	}
	return total, true
}

var months = map[string]bool{"January": true, "February": true, "March": true, "April": true, "May": true,
	"June": true, "July": true, "August": true, "September": true, "October": true, "November": true, "December": true}

var numberingWords = map[string]bool{"Chapter": true, "CHAPTER": true, "Book": true, "Part": true, "Volume": true,
	"Canto": true, "Letter": true, "LETTER": true, "SERMON": true, "LESSON": true, "Vol": true}

var abbreviations = map[string]string{
	"Mr.": "mister", "Mrs.": "missus", "Dr.": "doctor", "St.": "saint", "Capt.": "captain",
	"Col.": "colonel", "Gen.": "general", "No.": "number", "Jr.": "junior", "Rev.": "reverend",
	"&c.": "et cetera", "&": "and", "a.m.": "a m", "p.m.": "p m",
}

// speak returns the spoken words of one written sentence, lower case.
func speak(sentence string) []string {
	toks := strings.Fields(sentence)
	var out []string
	for i, tok := range toks {
		prev := ""
		if i > 0 {
			prev = strings.Trim(toks[i-1], `"'(),.;:!?`)
		}
		out = append(out, speakToken(tok, prev)...)
	}
	return out
}

func speakToken(tok, prev string) []string {
	if w, ok := abbreviations[tok]; ok {
		return strings.Fields(w)
	}
	if w, ok := abbreviations[strings.TrimRight(tok, ",;:")]; ok {
		return strings.Fields(w)
	}
	core := strings.Trim(tok, `"'(),;:!?`)
	if w, ok := abbreviations[core]; ok {
		return strings.Fields(w)
	}
	core = strings.TrimRight(core, ".")
	if core == "" {
		return nil
	}
	switch {
	case core[0] == '$' || strings.HasPrefix(core, "£"):
		return money(core)
	case strings.HasSuffix(core, "%"):
		return append(number(strings.TrimSuffix(core, "%"), prev), "percent")
	case strings.Contains(core, ":") && isDigits(strings.ReplaceAll(core, ":", "")):
		h, m, _ := strings.Cut(core, ":")
		hh, _ := strconv.Atoi(h)
		mm, _ := strconv.Atoi(m)
		switch {
		case mm == 0:
			return []string{cardinal(hh), "o'clock"}
		case mm < 10:
			return strings.Fields(cardinal(hh) + " oh " + ones[mm])
		}
		return strings.Fields(cardinal(hh) + " " + cardinal(mm))
	case unicode.IsDigit(rune(core[0])):
		return number(core, prev)
	}
	if v, ok := romanValue(core); ok && core != "I" && len(core) >= 1 && (numberingWords[prev] || isName(prev)) {
		if numberingWords[prev] {
			return strings.Fields(cardinal(v))
		}
		return append([]string{"the"}, strings.Fields(ordinal(v))...)
	}
	if core == "I" && numberingWords[prev] {
		return []string{"one"}
	}
	var words []string
	for _, part := range strings.FieldsFunc(core, func(r rune) bool { return r == '-' || r == '—' || r == '"' }) {
		part = strings.Trim(part, `'`)
		if part != "" {
			words = append(words, strings.ToLower(part))
		}
	}
	return words
}

// isName: a capitalized word that a regnal numeral may follow.
func isName(w string) bool {
	switch w {
	case "Henry", "George", "Louis", "Charles", "Edward", "William", "James", "Pius", "Richard":
		return true
	}
	return false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func number(s, prev string) []string {
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if strings.HasSuffix(s, suf) && isDigits(strings.TrimSuffix(s, suf)) {
			n, _ := strconv.Atoi(strings.TrimSuffix(s, suf))
			return strings.Fields(ordinal(n))
		}
	}
	if strings.Contains(s, ".") {
		a, b, _ := strings.Cut(s, ".")
		n, _ := strconv.Atoi(a)
		out := strings.Fields(cardinal(n))
		out = append(out, "point")
		for _, d := range b {
			out = append(out, ones[d-'0'])
		}
		return out
	}
	plain := strings.ReplaceAll(s, ",", "")
	n, err := strconv.Atoi(plain)
	if err != nil {
		return []string{strings.ToLower(s)}
	}
	switch {
	case months[prev]:
		return strings.Fields(ordinal(n))
	case !strings.Contains(s, ",") && len(plain) == 4 && n >= 1100 && n < 2100:
		return strings.Fields(year(n))
	}
	return strings.Fields(cardinal(n))
}

func money(s string) []string {
	unit, units, sub, subs := "dollar", "dollars", "cent", "cents"
	body := strings.TrimPrefix(s, "$")
	if strings.HasPrefix(s, "£") {
		unit, units, sub, subs = "pound", "pounds", "penny", "pence"
		body = strings.TrimPrefix(s, "£")
	}
	whole, frac, _ := strings.Cut(body, ".")
	n, _ := strconv.Atoi(strings.ReplaceAll(whole, ",", ""))
	out := strings.Fields(cardinal(n))
	if n == 1 {
		out = append(out, unit)
	} else {
		out = append(out, units)
	}
	if f, _ := strconv.Atoi(frac); f > 0 {
		out = append(out, "and")
		out = append(out, strings.Fields(cardinal(f))...)
		if f == 1 {
			out = append(out, sub)
		} else {
			out = append(out, subs)
		}
	}
	return out
}
