package normalize

import (
	"slices"
	"strings"
)

// A word is read the same way every time it occurs in a sentence: Google
// TN reads by the word (wordreadings.go), so "NASA said NASA would" is
// "nasa said nasa would" or "n a s a said n a s a would", never one of
// each. A sentence's distribution therefore ties the later occurrences of
// a capitalized or unknown word (Letters) and of a British spelling
// (Spelling) to its first occurrence: they take the reading the first one
// takes, and only the first one's probability counts. So are those of an
// abbreviation (Abbreviation: "OK OK OK" "okay okay okay" or "o k o k o
// k"), but only where each occurrence gives its readings the same
// probabilities: where the context reads them apart ("St. John's St.",
// saint then street) the occurrences stay apart. Without the tie,
// every variant after the first mixed readings of a repeated word, and the
// gold reading was given the product of the word's probability over its
// occurrences.
//
// A British spelling is the same word in any case and with its possessive
// ("Centre ... centre", "the colour's colour": tieKey), as the style
// learns it under one key (wordKey); a capitalized word is not ("NASA" and
// "Nasa" may well be read apart).
//
// Ties are made in scan, so Variants, Sample, ProbOf and Accepts (and the
// style fit, which maximizes ProbOf) all read the same joint distribution.

// maxTiedAssignments bounds the joint readings of the tied words of one
// sentence: ProbOf and Accepts align the gold once per assignment of a
// reading to each tied word. A word whose tie would take the product of
// its group sizes above the bound stays untied (each occurrence read on
// its own), which keeps the cost of a sentence of many repeated words
// bounded and the distribution still a distribution.
const maxTiedAssignments = 64

// tieRepeatedWords marks, in segs of text, each later occurrence of a word
// of a learned class (the same written word, offered the same readings in
// the same order) as following the first occurrence.
func tieRepeatedWords(text string, segs []segment) {
	// firsts lists the first occurrences seen, by tie key (segment index,
	// or -1 - index for a word the bound left untied); most sentences have
	// a handful of such words, so a linear search over a stack array beats
	// a map, which takes over past manyWords.
	const manyWords = 32
	type first struct {
		key string
		j   int
	}
	var buf [16]first
	firsts := buf[:0]
	var byWord map[string]int
	lookup := func(w string) (int, bool) {
		if byWord != nil {
			j, ok := byWord[w]
			return j, ok
		}
		for _, f := range firsts {
			if f.key == w {
				return f.j, true
			}
		}
		return 0, false
	}
	remember := func(w string, j int) {
		if byWord == nil && len(firsts) < manyWords {
			for n, f := range firsts {
				if f.key == w {
					firsts[n].j = j
					return
				}
			}
			firsts = append(firsts, first{w, j})
			return
		}
		if byWord == nil {
			byWord = make(map[string]int, 2*manyWords)
			for _, f := range firsts {
				byWord[f.key] = f.j
			}
		}
		byWord[w] = j
	}
	// led are the first occurrences with a tie so far (at most
	// log2(maxTiedAssignments) of them: each offers two readings or more).
	var ledBuf [8]int
	led := ledBuf[:0]
	joint := 1
	for i := range segs {
		sg := &segs[i]
		if sg.punct || !learnedClass(sg.class) && !(sg.class == Abbreviation && capitalsWord(text[sg.start:sg.end])) || len(sg.alts) < 2 {
			continue
		}
		w := tieKey(sg.class, text[sg.start:sg.end])
		j, seen := lookup(w)
		if !seen {
			remember(w, i)
			continue
		}
		if j < 0 || segs[j].class != sg.class || !sameAlts(segs[j].alts, sg.alts, sg.class == Spelling) ||
			sg.class == Abbreviation && !sameProbs(segs[j].alts, sg.alts) {
			continue
		}
		if !containsInt(led, j) {
			if joint*len(segs[j].alts) > maxTiedAssignments {
				remember(w, -1-j) // untied from now on
				continue
			}
			joint *= len(segs[j].alts)
			led = append(led, j)
		}
		sg.follows = j + 1
	}
}

// sameAlts reports whether two occurrences offer the same readings in
// the same order (their probabilities may differ with their context; the
// first occurrence's count); possessive: a reading with 's is the same as
// one without ("color's" and "color": a British spelling and its
// possessive).
func sameAlts(a, b []alt, possessive bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		sa, sb := a[i].spoken, b[i].spoken
		if possessive {
			sa, sb = trimPossessive(sa), trimPossessive(sb)
		}
		if sa != sb || a[i].literal != b[i].literal {
			return false
		}
	}
	return true
}

// sameProbs reports whether two occurrences with the same readings
// (sameAlts) give each reading the same probability: an abbreviation is
// tied only then ("OK OK OK" reads "okay" or "o k" throughout; it mixed
// them), so one its context reads apart stays untied ("St. John's St.":
// saint, then street).
func sameProbs(a, b []alt) bool {
	for i := range a {
		if a[i].prob != b[i].prob {
			return false
		}
	}
	return true
}

// capitalsWord reports whether w is two capitals or more and nothing
// else ("OK"), an abbreviation written without a period.
func capitalsWord(w string) bool {
	if len(w) < 2 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// tieKey is the written word a later occurrence must repeat to be tied:
// the word itself, or for a British spelling the word in lower case
// without its possessive (wordKey's key, which the style learns it under).
func tieKey(c Class, w string) string {
	if c != Spelling {
		return w
	}
	return trimPossessive(wordKey(c, w))
}

// trimPossessive drops a final 's or ’s.
func trimPossessive(w string) string {
	if t, ok := strings.CutSuffix(w, "'s"); ok {
		return t
	}
	if t, ok := strings.CutSuffix(w, "\u2019s"); ok {
		return t
	}
	return w
}

// followLeaders sets each tied occurrence's reading to its first
// occurrence's.
func followLeaders(segs []segment, choice []int) {
	for i := range segs {
		if f := segs[i].follows; f > 0 {
			choice[i] = choice[f-1]
		}
	}
}

// tieLeaders returns the first occurrences that later ones follow, in
// text order (nil for a sentence without ties).
func tieLeaders(segs []segment) []int {
	var leaders []int
	for i := range segs {
		if f := segs[i].follows; f > 0 && !containsInt(leaders, f-1) {
			leaders = append(leaders, f-1)
		}
	}
	slices.Sort(leaders)
	return leaders
}

// tiedAssignments calls fn with fixed[i] set, for every segment i of a tie
// group, to the reading index the group takes, once per joint assignment
// (fixed[i] = -1 for free segments), and stops when fn returns false. A
// sentence without ties calls fn once with fixed nil.
func tiedAssignments(segs []segment, fn func(fixed []int) bool) {
	leaders := tieLeaders(segs)
	if len(leaders) == 0 {
		fn(nil)
		return
	}
	fixed := make([]int, len(segs))
	idx := make([]int, len(leaders))
	for {
		for i := range fixed {
			fixed[i] = -1
		}
		for k, l := range leaders {
			fixed[l] = idx[k]
		}
		for i := range segs {
			if f := segs[i].follows; f > 0 {
				fixed[i] = fixed[f-1]
			}
		}
		if !fn(fixed) {
			return
		}
		// Next assignment, odometer order.
		k := 0
		for ; k < len(leaders); k++ {
			idx[k]++
			if idx[k] < len(segs[leaders[k]].alts) {
				break
			}
			idx[k] = 0
		}
		if k == len(leaders) {
			return
		}
	}
}

// A sentence's clock times are read in one style: Google TN's "between
// 8:00am and 6:00pm" is "eight a m and six p m", and a speaker who says
// "a m" once does not say "pm" the next time. A time with am/pm is a
// clock segment and a suffix segment (matchTime's clockSegments), so
// every later suffix whose readings line up with the first one's (the
// same number, spelled "a m" or said "am" at each position: they always
// do, both come from the same two weights) takes the reading the first
// one takes, as a repeated word does, and only the first one's
// probability counts: "9:30am to 5pm" is "... a m to five p m" or "...
// am to five pm", though only the second time offers o'clock. A later
// clock whose readings line up with the first clock's (the same number,
// and o'clock, hundred or neither at each position: clockStyle) is tied
// the same way, so "8:00am and 6:00pm" is not "eight o'clock a m and six
// p m"; clocks that do not line up ("9:30am" offers no o'clock) stay
// free. Without the ties, half the variants of "9am to 5pm" mixed "a m"
// and "pm" and the consistent gold was given the product of the two
// suffix probabilities (0.18 where one is 0.43).
func tieClockStyles(segs []segment) {
	firstSuffix, firstClock := -1, -1
	var bound jointBound // a tie past the bound is not made
	for i := range segs {
		sg := &segs[i]
		if sg.punct || sg.class != Time || len(sg.alts) < 2 || sg.follows > 0 {
			continue
		}
		if amPm(sg.alts) {
			switch {
			case firstSuffix < 0:
				firstSuffix = i
			case sameStyles(segs[firstSuffix].alts, sg.alts, amPmStyle):
				bound.tie(segs, firstSuffix, i)
			}
			continue
		}
		if i+1 == len(segs) || segs[i+1].group != sg.group || !amPm(segs[i+1].alts) {
			continue // a clock without am/pm is not tied
		}
		switch {
		case firstClock < 0:
			firstClock = i
		case sameStyles(segs[firstClock].alts, sg.alts, clockStyle):
			bound.tie(segs, firstClock, i)
		}
	}
}

// followed reports whether a later segment follows segs[j].
func followed(segs []segment, j int) bool {
	for i := j + 1; i < len(segs); i++ {
		if segs[i].follows == j+1 {
			return true
		}
	}
	return false
}

// sameStyles reports whether two lists of readings line up: as many, and
// the same style at each position.
func sameStyles(a, b []alt, style func(string) string) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if style(a[k].spoken) != style(b[k].spoken) {
			return false
		}
	}
	return true
}

// amPm reports whether alts are an am/pm suffix's readings (not a
// clock's or a zone's).
func amPm(alts []alt) bool {
	for _, a := range alts {
		switch a.spoken {
		case "a m", "p m", "am", "pm":
		default:
			return false
		}
	}
	return len(alts) > 0
}

// amPmStyle is an am/pm suffix's style: spelled ("a m", "p m") or said
// ("am", "pm").
func amPmStyle(spoken string) string {
	if strings.Contains(spoken, " ") {
		return "spelled"
	}
	return "said"
}

// clockStyle is how a clock's reading is said apart from its numbers:
// the hour with "o'clock", with "hundred" or bare.
func clockStyle(spoken string) string {
	switch {
	case strings.Contains(spoken, "o'clock"):
		return "oclock"
	case strings.Contains(spoken, " hundred"):
		return "hundred"
	}
	return ""
}

// An amount grouped the Indian way is read in lakhs and crores or in
// millions (indianAlts), and a range's two ends are read in the same
// scale: "Rs. 10,00,000 - 20,00,000" is "ten lakh rupees to twenty lakh"
// or "one million rupees to two million", never one of each (0.18 each
// before). So the later end of a range (a dash read as a range, or "to",
// "and", "or", "through" between two numbers) whose readings line up
// with the first end's (the same number, and at each position in lakhs
// and crores or not, with "and" or without alike: scaleStyle) takes the
// reading the first end takes, as a repeated word does, and only the
// first end's probability counts. Ends whose readings do not line up
// ("1,50,000-2,00,000": the first offers "one hundred and fifty
// thousand", the second no reading with "and") stay apart.
func tieRangeScales(text string, segs []segment) {
	var bound jointBound
	for i := 1; i+1 < len(segs); i++ {
		if !indianEnd(&segs[i+1]) || !rangeJoin(text, &segs[i]) {
			continue
		}
		a, b := i-1, i+1
		if f := segs[a].follows; f > 0 {
			a = f - 1 // "10,00,000 to 20,00,000 to 30,00,000"
		}
		if !indianEnd(&segs[a]) || segs[b].follows > 0 || !sameStyles(segs[a].alts, segs[b].alts, scaleStyle) {
			continue // segs[b] is an Indian end: the loop's test
		}
		if !bound.tie(segs, a, b) {
			// Past the bound: the ranges after it stay untied, as
			// they always have (tieClockStyles tries its later ties
			// still, a clock's leader offering fewer readings than a
			// suffix's).
			return
		}
	}
}

// An amount of money with cents is read with "and" or without it
// ("two dollars ten cents", "two dollars and ten cents") or as a decimal
// ("two point one zero dollars"), and a speaker reads a range's or a
// list's two amounts alike: "$2.10 to $2.20" was "two dollars ten cents
// to two dollars and twenty cents" as often as a consistent reading, the
// best of them 0.30 (each amount chose on its own). So the later amount
// (after a dash read as a range, or "to", "and", "or", "through", or
// "vs" between two amounts compared) whose
// readings line up with the first one's (the same number, and at each
// position with "and", with "point" or with neither: centsStyle) takes
// the reading the first one takes, and only the first one's probability
// counts. Amounts that do not line up ("$2.10 to $3": the second offers
// one reading) stay apart. Google TN's sentences have no two amounts with
// cents joined so; the fit half none at all.
func tieMoneyRanges(text string, segs []segment) {
	var bound jointBound
	for i := 1; i+1 < len(segs); i++ {
		if !centsAmount(&segs[i+1]) || !rangeJoin(text, &segs[i]) && !versusJoin(text, &segs[i]) {
			continue
		}
		a, b := i-1, i+1
		if f := segs[a].follows; f > 0 {
			a = f - 1 // "$1.10, $1.20 to $1.30": the first amount leads
		}
		if !centsAmount(&segs[a]) || segs[b].follows > 0 || !sameStyles(segs[a].alts, segs[b].alts, centsStyle) {
			continue
		}
		if !bound.tie(segs, a, b) {
			return
		}
	}
}

// Two times of the 24-hour clock written with a dot and joined as a span
// or a list ("from 09.30 to 17.30", "9.30 – 17.45", "07.15, 08.45 and
// 10.15") are both times or both decimals: each end was read on its own
// (time.go dottedClock: the time 0.9, the decimal 0.1), so "from nine
// point three o to seventeen thirty" came second, 0.07. So the later end
// takes the reading of the first end's kind (the time or the decimal) in
// the first end's style where it offers one (o'clock, hundred or bare; the
// decimal's digits one by one or in pairs, and its zero's word), and only
// the first end's probability counts. The later end's readings are laid
// out again to line up with the first end's (dottedFollowerAlts), since
// the two ends seldom offer as many readings ("09.30" five, "17.45"
// three). Google TN's sentences have no two dotted times so joined (none
// on the fit half, the development set or the fresh sample's study half).
func tieDottedTimes(text string, segs []segment) {
	var bound jointBound
	for b := range segs {
		if !dottedTimeEnd(&segs[b]) || segs[b].follows > 0 {
			continue
		}
		a := dottedTimeBefore(text, segs, b)
		if a < 0 {
			continue
		}
		if f := segs[a].follows; f > 0 {
			a = f - 1 // "07.15, 08.45 and 10.15": the first time leads
		}
		alts, ok := dottedFollowerAlts(&segs[a], &segs[b])
		if !ok {
			continue
		}
		old := segs[b].alts
		segs[b].alts = alts
		if !bound.tie(segs, a, b) {
			segs[b].alts = old
			return
		}
	}
}

// dottedTimeEnd reports whether sg is a dotted clock's time offering its
// decimal too ("17.45": "seventeen forty five" or "seventeen point four
// five").
func dottedTimeEnd(sg *segment) bool {
	if sg.punct || sg.class != Time || len(sg.alts) < 2 {
		return false
	}
	dec, clock := false, false
	for _, a := range sg.alts {
		switch a.class {
		case Decimal:
			dec = true
		case Time, "":
			clock = true
		}
	}
	return dec && clock
}

// dottedTimeBefore returns the index of the dotted time that a range's
// dash, "to", "until", "till", "and", "or", "through" or a list's comma
// joins to segs[b], or -1.
func dottedTimeBefore(text string, segs []segment, b int) int {
	j := b - 1
	if j < 1 {
		return -1
	}
	sg := &segs[j]
	switch {
	case sg.punct:
		if strings.TrimSpace(text[sg.start:sg.end]) != "," {
			return -1
		}
	case rangeJoin(text, sg):
	case sg.class == Plain && (strings.EqualFold(text[sg.start:sg.end], "until") || strings.EqualFold(text[sg.start:sg.end], "till")):
	default:
		return -1
	}
	if !dottedTimeEnd(&segs[j-1]) {
		return -1
	}
	return j - 1
}

// dottedFollowerAlts lays the readings of the later end f out to line up
// with the first end l's: at each of l's positions, f's reading of the
// same kind (time or decimal) in the same style (dottedStyle), or where
// f offers none in that style, or l offers a single reading of that kind
// (no style chosen), f's most probable reading of the kind. The
// probabilities are l's (only the first end's count). ok is false where
// f offers no reading of a kind l offers.
func dottedFollowerAlts(l, f *segment) ([]alt, bool) {
	kind := func(a alt) Class {
		if a.class == "" {
			return Time
		}
		return a.class
	}
	count := func(c Class) int {
		n := 0
		for _, a := range l.alts {
			if kind(a) == c {
				n++
			}
		}
		return n
	}
	out := make([]alt, len(l.alts))
	for k, la := range l.alts {
		best, styled := -1, -1
		for m, fa := range f.alts {
			if kind(fa) != kind(la) {
				continue
			}
			if best < 0 {
				best = m // f's alts are sorted, most probable first
			}
			if styled < 0 && dottedStyle(fa) == dottedStyle(la) {
				styled = m
			}
		}
		if best < 0 {
			return nil, false
		}
		if styled >= 0 && count(kind(la)) > 1 {
			best = styled
		}
		out[k] = f.alts[best]
		out[k].prob = la.prob
	}
	return out, true
}

// dottedStyle is how a dotted time's reading is said apart from its
// numbers: a time's o'clock, hundred or bare hour (clockStyle); a
// decimal's digits after the point one by one or as a pair ("point
// thirty", "point forty five") and the word it says a zero with.
func dottedStyle(a alt) string {
	if a.class != Decimal {
		return "time " + clockStyle(a.spoken)
	}
	_, frac, _ := strings.Cut(a.spoken, " point ")
	ws := strings.Fields(frac)
	style := "digits"
	if len(ws) > 0 && tensOrTeen(ws[0]) {
		style = "pair"
	}
	for _, w := range ws {
		switch w {
		case "o", "oh", "zero":
			return style + " " + w
		}
	}
	return style
}

// tensOrTeen reports whether w is a number word from ten to ninety that
// begins a pair of digits ("thirty", "forty", "twelve").
func tensOrTeen(w string) bool {
	return slices.Contains(onesWords[10:], w) || slices.Contains(tensWords[2:], w)
}

// versusJoin reports whether sg is "vs", "vs." or "versus" between two
// amounts compared ("EPS of $1.23 vs $1.10 expected").
func versusJoin(text string, sg *segment) bool {
	switch strings.ToLower(text[sg.start:sg.end]) {
	case "vs", "vs.", "versus":
		return !sg.punct
	}
	return false
}

// centsAmount reports whether sg is an amount of money offering a reading
// with "and" and another one ("$2.10": dollars and cents), or one said as
// a decimal ("point") and another one: an amount of cents alone ("$0.80":
// "eighty cents", "zero point eight zero dollars"), whose range "$0.80 to
// $0.85" was "zero point eight zero dollars to eighty five cents" 0.10 (the
// second of prep's samples in an earnings call's guidance, verb83).
func centsAmount(sg *segment) bool {
	if sg.punct || sg.class != Money || len(sg.alts) < 2 {
		return false
	}
	for _, a := range sg.alts {
		if strings.Contains(a.spoken, " and ") || strings.Contains(a.spoken, " point ") {
			return true
		}
	}
	return false
}

// centsStyle is how an amount's reading says its cents: with "and", as a
// decimal ("point"), or with neither.
func centsStyle(spoken string) string {
	switch {
	case strings.Contains(spoken, " and "):
		return "and"
	case strings.Contains(spoken, " point "):
		return "point"
	}
	return ""
}

// jointBound counts the joint assignments of a sentence's ties as a tie
// pass adds its own, so that they stay within maxTiedAssignments with
// the ties made before it (tieRepeatedWords', the clock styles').
type jointBound struct {
	joint int // 0 until the first tie asks
}

// tie makes segs[i] follow segs[first] and reports true, unless the
// first's new tie would take the joint assignments above
// maxTiedAssignments (false, nothing tied).
func (b *jointBound) tie(segs []segment, first, i int) bool {
	if b.joint == 0 {
		b.joint = 1
		for _, l := range tieLeaders(segs) {
			b.joint *= len(segs[l].alts)
		}
	}
	if !followed(segs, first) {
		if b.joint*len(segs[first].alts) > maxTiedAssignments {
			return false
		}
		b.joint *= len(segs[first].alts)
	}
	segs[i].follows = first + 1
	return true
}

// rangeJoin reports whether sg joins a range's two ends: a dash read as
// a range, or "to", "and", "or" or "through" written as a word.
func rangeJoin(text string, sg *segment) bool {
	if sg.class == Range {
		return true
	}
	if sg.class != Plain {
		return false
	}
	w := text[sg.start:sg.end]
	for _, j := range [...]string{"to", "and", "or", "through"} {
		if strings.EqualFold(w, j) {
			return true
		}
	}
	return false
}

// indianEnd reports whether sg is an amount or number with a reading in
// lakhs or crores and another one.
func indianEnd(sg *segment) bool {
	if sg.punct || len(sg.alts) < 2 || !numericClasses[sg.class] {
		return false
	}
	for _, a := range sg.alts {
		if inLakhs(a.spoken) {
			return true
		}
	}
	return false
}

// inLakhs reports whether a number's reading says lakhs or crores.
func inLakhs(spoken string) bool {
	return strings.Contains(spoken, "lakh") || strings.Contains(spoken, "crore")
}

// scaleStyle is how a number's reading says its scale: in lakhs and
// crores ("indian") or not, and with "and" or without.
func scaleStyle(spoken string) string {
	indian, and := inLakhs(spoken), strings.Contains(spoken, " and ")
	switch {
	case indian && and:
		return "indian and"
	case indian:
		return "indian"
	case and:
		return "western and"
	}
	return "western"
}

// A dimension's separators are read one way: "12 x 8 x 4 in." is "twelve
// by eight by four inches" or "twelve x eight x four inches", never "by"
// then "x" (each "x" was read on its own, and the readings that mixed them
// were the second and third, 0.15 each). So each later "x" or "×" of a
// chain of numbers (only numbers and their units between it and the one
// before) whose readings line up with the first one's takes the reading
// the first one takes, and only the first one's probability counts.
func tieDimensionSeparators(text string, segs []segment) {
	var bound jointBound
	first := -1
	for i := range segs {
		sg := &segs[i]
		if sg.class != Symbol || !dimensionX(text[sg.start:sg.end]) || len(sg.alts) < 2 || sg.follows > 0 {
			if first >= 0 && !sg.punct && !numericClasses[sg.class] && sg.class != Symbol {
				first = -1 // a word ends the chain
			}
			continue
		}
		if first >= 0 && sameStyles(segs[first].alts, sg.alts, func(s string) string { return s }) {
			if !bound.tie(segs, first, i) {
				return
			}
			continue
		}
		first = i
	}
}

// A menu path's separators are read one way: "Settings > General >
// About" is "settings general about" or "settings then general then
// about", never "then" once (each ">" was read on its own, and the
// readings that mixed them were the second and third, 0.24 each). So
// each later ">" of a path (menuPathAt: only words between it and the one
// before) takes the reading the first one takes.
func tieMenuPaths(text string, segs []segment) {
	var bound jointBound
	first, prev := -1, -1
	for i := range segs {
		sg := &segs[i]
		if sg.class != Symbol || text[sg.start:sg.end] != ">" || len(sg.alts) != 2 || sg.alts[1].spoken != "then" || sg.follows > 0 {
			continue
		}
		if first >= 0 && onlyWordsBetween(text, segs[prev].end, sg.start) && sameStyles(segs[first].alts, sg.alts, func(s string) string { return s }) {
			if !bound.tie(segs, first, i) {
				return
			}
		} else {
			first = i
		}
		prev = i
	}
}

// onlyWordsBetween reports whether text[i:j] holds only letters, spaces,
// apostrophes and ampersands (a menu item's name: "Privacy & Security").
func onlyWordsBetween(text string, i, j int) bool {
	for k := i; k < j; k++ {
		if c := text[k]; !isWordStartByte(c) && c != ' ' && c != '\'' && c != '&' {
			return false
		}
	}
	return true
}

// dimensionX reports whether w is a dimension's separator, "x" or "×".
func dimensionX(w string) bool {
	return w == "x" || w == "X" || w == "×"
}

// A sentence's flight numbers are read in one style: "Flights BA 287 and
// BA 289" is "two eighty seven and two eighty nine", digit by digit both
// or the cardinal both; each read apart mixed them in a third of the
// variants. So each later flight number (a Digits segment of an
// airline's code and three or four digits in a flight's context,
// flightBefore, that matchFlightNumber marks flight as it makes it) whose
// readings line up with the first one's (as many, and the same style at
// each position: flightStyle) takes the reading the first one takes, and
// only the first one's probability counts. Hand-set: Google TN's
// sentences have no airline's code.
func tieFlightNumbers(segs []segment) {
	var bound jointBound
	first := -1
	for i := range segs {
		sg := &segs[i]
		if sg.class != Digits || len(sg.alts) < 2 || sg.follows > 0 || !sg.flight {
			continue
		}
		if first >= 0 && sameStyles(segs[first].alts, sg.alts, flightStyle) {
			if !bound.tie(segs, first, i) {
				return
			}
			continue
		}
		if first < 0 {
			first = i
		}
	}
}

// flightStyle is how a flight number's reading says its digits: with
// "and", as the cardinal (hundred, thousand), digit by digit, or in pairs.
func flightStyle(spoken string) string {
	if strings.Contains(spoken, " and ") {
		return "and"
	}
	if strings.Contains(spoken, "hundred") || strings.Contains(spoken, "thousand") {
		return "cardinal"
	}
	for _, w := range strings.Fields(spoken) {
		if len(w) > 1 && !singleDigitWords[w] {
			return "pairs"
		}
	}
	return "digits"
}

// singleDigitWords say one digit: "o", "oh", "zero" to "nine".
var singleDigitWords = setOf(append([]string{"o", "oh"}, onesWords[:10]...), false)

// scoreZeroOh is the probability of "three o" among the readings of "a
// 3-0 lead" (tieScoreZero): the dash unsaid and the zero "oh", beside
// the range's readings, which keep their shares of the rest. Hand-set and
// kept out of the range's weights, so that the fit (whose one such score
// is the fit half's "BUILDS 3-0 LEAD", "three o") does not move the
// unsaid dash of every range: Google TN's spaced scores ("won 1 - 0") are
// "to zero", 5 of 5.
const scoreZeroOh = 0.05

// A score's zero is "oh" only where its dash is unsaid: "a 3-0 lead" is
// "three to zero", "three zero" or "three o" ("three-oh", as sportscasters
// say it), never "three to o". The dash and the zero are two segments, so
// the zero's "o" is tied to a reading of the dash: the dash gets a second
// unsaid reading (scoreZeroOh), and the zero, following the dash, reads
// "o" with it and "zero" with every other. Only an
// unhyphenated score: a number of one or two digits, a hyphen and a lone
// 0 against both ("3-0", not "3 - 0", "3-0.5", "10-05").
func tieScoreZero(text string, segs []segment) {
	var bound jointBound
	for i := 1; i+1 < len(segs); i++ {
		sg := &segs[i]
		if sg.class != Range || sg.end-sg.start != 1 || text[sg.start] != '-' || sg.follows > 0 {
			continue
		}
		prev, next := &segs[i-1], &segs[i+1]
		if prev.class != Cardinal || prev.punct || prev.end != sg.start || prev.end-prev.start > 2 ||
			next.class != Cardinal || next.punct || next.start != sg.end || next.end != next.start+1 || text[next.start] != '0' ||
			len(next.alts) != 1 || next.follows > 0 || followed(segs, i+1) || followed(segs, i) {
			continue
		}
		if next.end < len(text) && (isDigit(text[next.end]) || text[next.end] == '.' && next.end+1 < len(text) && isDigit(text[next.end+1])) {
			continue
		}
		type reading struct {
			a  alt
			oh bool
		}
		rs := make([]reading, 0, len(sg.alts)+1)
		for _, a := range sg.alts {
			a.prob *= 1 - scoreZeroOh
			rs = append(rs, reading{a, false})
		}
		rs = append(rs, reading{alt{spoken: "", prob: scoreZeroOh, literal: true}, true})
		// Most probable first, as every segment's readings are (stable).
		for x := 1; x < len(rs); x++ {
			for y := x; y > 0 && rs[y].a.prob > rs[y-1].a.prob; y-- {
				rs[y], rs[y-1] = rs[y-1], rs[y]
			}
		}
		dash := make([]alt, len(rs))
		zero := make([]alt, len(rs))
		for k, r := range rs {
			dash[k] = r.a
			zero[k] = next.alts[0]
			if r.oh {
				zero[k].spoken = "o"
			}
		}
		oldDash, oldZero := sg.alts, next.alts
		sg.alts, next.alts = dash, zero
		if !bound.tie(segs, i, i+1) {
			sg.alts, next.alts = oldDash, oldZero
			return
		}
	}
}

// A record's number is read in one style: "Order no. 123-4567890" is "one
// two three dash four five six ..." or "one hundred twenty three dash four
// million ...", its two groups digit by digit both or as numbers both.
// Each group read apart gave the mixtures ("one two three dash four
// million five hundred ...") 0.15 each and the reading a clerk says 0.23.
// So the first group (recordNumberGroup, a Cardinal of three digits or
// more: a docket's two-digit year stays a number before its digits,
// "twenty one dash one o three four five") leads: each of its
// readings is paired with each reading of the second group (the number
// after the dash) in the same style (digitStyle), with the probability
// P(first) * P(second) / P(second's style), and the second group takes
// the reading its pair names. The two groups' own weights (cardinal.go,
// verb91 and verb93's) keep their shares; only the mixtures go. Hand-set:
// Google TN's sentences hold no record's label before such a number.
func tieRecordNumbers(text string, segs []segment) {
	var bound jointBound
	for i := 0; i+2 < len(segs); i++ {
		first, dash, second := &segs[i], &segs[i+1], &segs[i+2]
		if first.class != Cardinal || first.punct || first.follows > 0 || first.end != dash.start ||
			dash.end-dash.start != 1 || text[dash.start] != '-' || second.start != dash.end || second.punct ||
			second.follows > 0 || len(first.alts) < 2 || len(second.alts) < 2 ||
			first.end-first.start < 3 || !recordNumberGroup(text, first.start, first.end) || followed(segs, i) || followed(segs, i+2) {
			continue
		}
		var styleMass [2]float64
		for _, b := range second.alts {
			styleMass[digitStyle(b.spoken)] += b.prob
		}
		var firstStyles [2]bool
		for _, a := range first.alts {
			firstStyles[digitStyle(a.spoken)] = true
		}
		if styleMass[0] == 0 || styleMass[1] == 0 || !firstStyles[0] || !firstStyles[1] {
			continue // one style only: nothing to mix
		}
		type pair struct{ a, b alt }
		pairs := make([]pair, 0, len(first.alts)*len(second.alts))
		for _, a := range first.alts {
			s := digitStyle(a.spoken)
			for _, b := range second.alts {
				if digitStyle(b.spoken) == s {
					joint := a
					joint.prob = a.prob * b.prob / styleMass[s]
					pairs = append(pairs, pair{joint, b})
				}
			}
		}
		// Most probable first, as every segment's readings are (stable).
		slices.SortStableFunc(pairs, func(x, y pair) int {
			switch {
			case x.a.prob > y.a.prob:
				return -1
			case x.a.prob < y.a.prob:
				return 1
			}
			return 0
		})
		lead, follow := make([]alt, len(pairs)), make([]alt, len(pairs))
		for k, p := range pairs {
			lead[k], follow[k] = p.a, p.b
		}
		oldLead, oldFollow := first.alts, second.alts
		first.alts, second.alts = lead, follow
		if !bound.tie(segs, i, i+2) {
			first.alts, second.alts = oldLead, oldFollow
			return
		}
	}
}

// digitStyle is 1 where spoken says digits one by one ("one two three",
// "four o o"), 0 where it says a number ("one hundred twenty three",
// "forty five sixty seven").
func digitStyle(spoken string) int {
	for w := range strings.FieldsSeq(spoken) {
		if !singleDigitWords[w] {
			return 0
		}
	}
	return 1
}
