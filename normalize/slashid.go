package normalize

import "strings"

// matchSlashIdentifier reads a record's number written as two groups of
// digits joined by a slash after its label ("File 2024/123", "Case No.
// 2024/5678", "Ref 12/3456", "Invoice #2024/001"): an identifier, the
// slash said "slash" (0.9; "stroke", as British offices say it, 0.1), the
// first group a year where it may be one ("twenty twenty four"), a
// number of one or two digits ("twelve") or its digits, and the second
// group digit by digit (0.75; the number 0.25). It was a fraction
// ("twenty twenty four one hundred twenty thirds" 0.75, "five thousand
// six hundred seventy eighths" 0.94) or a date. The second group has
// three digits or more, no fraction's small denominator nor a date's
// day: "1/2 cup", "3/4 of", "12/25", "24/7" have no label or a short
// second group and keep theirs, and so does a score out of a round
// hundred or thousand ("Job 38/100"). Hand-set (verb93): Google TN's sentences
// hold no label before digits joined by a slash.
func matchSlashIdentifier(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) || pos < 4 || pos > 0 && (isWordByte(text[pos-1]) || text[pos-1] == '/' || text[pos-1] == '.' || text[pos-1] == '-') {
		return match{}, false
	}
	i := digitsEnd(text, pos)
	if i-pos > 4 || i+1 >= len(text) || text[i] != '/' || !isDigit(text[i+1]) {
		return match{}, false
	}
	j := digitsEnd(text, i+1)
	if j-(i+1) < 3 || j-(i+1) > 10 || !boundaryAt(text, j) || j < len(text) && (text[j] == '/' || text[j] == '-' || (text[j] == '.' || text[j] == ',') && j+1 < len(text) && isDigit(text[j+1])) {
		// "Patent Application 10/618,543": a group with a thousands
		// separator is Google TN's fraction ("ten six hundred eighteen
		// thousand five hundred forty thirds", the study half), kept.
		return match{}, false
	}
	if strings.Trim(text[i+2:j], "0") == "" && text[i+1] == '1' {
		// "Job 38/100", "scored 450/1000": a score out of a round
		// hundred or thousand, the fraction's.
		return match{}, false
	}
	t := strings.TrimRight(text[:pos], " ")
	if t != "" && t[len(t)-1] == ':' {
		// "Ref: 2024/123", "File no.: 12/3456".
		t = strings.TrimRight(t[:len(t)-1], " ")
	}
	if !idLabelBefore(text, t, pos) && !slashLabelBefore(t) {
		return match{}, false
	}
	first, second := text[pos:i], text[i+1:j]
	var firstAlts []alt
	switch {
	case yearLike(first):
		firstAlts = sc.yearAlts(atoiSmall(first))
	case len(first) <= 2 && first[0] != '0':
		firstAlts = sc.cardinalAlts(first, false)
	default:
		firstAlts = sc.digitAlts(first, 1)
	}
	var sep, sec dist
	sep.add("slash", 0.9)
	sep.add("stroke", 0.1)
	sc.addDigitAlts(&sec, second, 0.75)
	sec.addAll(sc.cardinalAlts(second, false), 0.25)
	return oneSeg(Digits, pos, j, product(firstAlts, sep.done(), sec.done())), true
}

// slashLabelBefore reports whether t, the text before a number, ends with
// one of slashLabels, capitalized, or one of them and "no."/"No"/"#"
// ("File 2024/123", "File No. 12/3456"): labels of a record numbered with a
// slash, which the dash's idLabels leave out, being verbs as often ("file
// 100-200 forms").
func slashLabelBefore(t string) bool {
	t = strings.TrimRight(strings.TrimSuffix(t, "#"), " ")
	w := t[strings.LastIndexByte(t, ' ')+1:]
	marked := false
	switch strings.ToLower(w) {
	case "no.", "no", "nr.", "num.", "number":
		t = strings.TrimRight(t[:len(t)-len(w)], " ")
		w = t[strings.LastIndexByte(t, ' ')+1:]
		marked = true
	}
	return w != "" && slashLabels[strings.ToLower(w)] && (marked || w[0] >= 'A' && w[0] <= 'Z')
}

// slashLabels name records numbered with a slash ("File 2024/123", "Matter
// 12/3456", "Appeal 2023/0456") beside idLabels.
var slashLabels = setOf(strings.Fields(`file files folder matter appeal application permit licence license dossier
	project job`), false)
