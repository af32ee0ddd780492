package tagging

import (
	"regexp"
	"slices"
)

// clockTime finds a time of day of hours and minutes ("01:15", "3:30")
// inside a span's written text, not part of a longer run of digits and
// colons ("12:30:05", "2:150").
var clockTime = regexp.MustCompile(`(?:^|[^0-9:])(\d{1,2}):(\d{2})(?:$|[^0-9:])`)

// pastMinutes are the minutes a clock reading says by name before "past".
var pastMinutes = map[string]string{"quarter": "fifteen", "half": "thirty"}

// minuteWord reports the words a clock reading may say its minutes with
// before "past" or "to" ("a quarter", "twenty five", "one min").
func minuteWord(w string) bool {
	switch w {
	case "quarter", "half", "a", "min", "mins", "minute", "minutes":
		return true
	}
	return unitWords[w] != "" || tensWords[w] != ""
}

// reorderedTime tags a time of day said minutes first, "quarter past one"
// for "01:15", "half past twelve" for "12:30", "ten past three" for
// "3:10" (NeMo's time test cases): the minutes' words write the minutes
// and the hour's word the hour with its colon, "past" is <DELETE>, and
// movement marks put the hour back in front as reorderedDate does for
// dates ("15_> <DELETE> _01:<"). "quarter" and "half" write 15 and 30
// here only, before "past". A reading that counts to the next hour
// ("quarter to one" for 12:45, "ten to eleven" for 10:50) says the
// complements of what is written: its minutes' first word writes the
// minutes whole and its hour's word the hour, when the arithmetic holds
// (60 less the said minutes, the said hour less one), the rest <DELETE>:
// "45_> <DELETE> _12:<". Words before and after the reading ("at",
// "p m") are aligned with the text around the time as usual, so a time
// with its am/pm or inside a longer span is tagged too. false when no
// such reading aligns.
func reorderedTime(written string, words []string, anchored bool) ([]string, bool) {
	ms := clockTime.FindAllStringSubmatchIndex(written, -1)
	if len(ms) != 1 {
		return nil, false
	}
	m := ms[0]
	hs, he, me := m[2], m[3], m[5] // hour start and end, minutes end
	p := -1                        // minutes, "past" or "to", then one hour word
	for i := 1; i+1 < len(words) && p < 0; i++ {
		if (words[i] == "past" || words[i] == "to") && minuteWord(words[i-1]) && unitWords[words[i+1]] != "" {
			p = i
		}
	}
	if p < 0 {
		return nil, false
	}
	k := p // the first minute word
	for k > 0 && p-k < 4 && minuteWord(words[k-1]) {
		k--
	}
	// The words around the reading may spell letters ("p m" for "pm"):
	// the text is tokenized both ways, as AlignSpan does.
	for _, split := range []bool{false, true} {
		toks := Tokenize(written, split)
		pre := len(Tokenize(written[:hs], split))
		clock := pre + me - hs     // one token per byte: digits and the colon
		colon := pre + he - hs + 1 // the hour and its colon
		var mids [][]string
		if words[p] == "past" {
			mids = pastTags(toks[colon:clock], toks[pre:colon], words[k:p+2])
		} else {
			mids = toTags(written[hs:he], written[he+1:me], toks[colon:clock], toks[pre:colon], words[k:p+2])
		}
		// Punctuation around the time with no word left to carry it
		// ("(10:50)" said "ten to eleven"): the opening mark rides on the
		// hour's fragment, written first, the closing one on the
		// minutes' (it was unaligned_fragment, the brackets left to no
		// word). Added after the alignment, so no other word ("past")
		// takes them.
		if k == 0 && pre > 0 && allRiders(toks[:pre]) {
			for _, mid := range mids {
				mid[len(mid)-1] = JoinTokens(toks[:pre]) + mid[len(mid)-1]
			}
			pre = 0
		}
		if p+2 == len(words) && clock < len(toks) && allRiders(toks[clock:]) {
			for _, mid := range mids {
				if i := lastFragment(mid[:len(mid)-1]); i >= 0 {
					mid[i] += JoinTokens(toks[clock:])
				}
			}
			clock = len(toks)
		}
		if mids == nil || (k == 0) != (pre == 0) || (p+2 == len(words)) != (clock == len(toks)) {
			return nil, false
		}
		before := alignUnits(appendUnits(nil, toks[:pre]), words[:k])
		after := alignUnits(appendUnits(nil, toks[clock:]), words[p+2:])
		if len(before.unexplained) > 0 || len(after.unexplained) > 0 {
			continue
		}
		for _, mid := range mids {
			if tags, ok := restoreOrder(slices.Concat(before.tags, mid, after.tags), words, written, anchored); ok {
				return tags, true
			}
		}
	}
	return nil, false
}

// pastTags aligns a "past" reading's words (minutes, "past", hour) with
// the minutes' tokens and then the hour's (with its colon): the hour's
// word is last, so the hour's tokens go after the minutes'.
func pastTags(minutes, hour []Token, words []string) [][]string {
	said := slices.Clone(words)
	for i := range said {
		if r, ok := pastMinutes[said[i]]; ok {
			said[i] = r
		}
	}
	r := alignUnits(appendUnits(appendUnits(nil, minutes), hour), said)
	if len(r.unexplained) > 0 {
		return nil
	}
	return [][]string{r.tags}
}

// toTags tags a "to" reading's words (minutes, "to", hour) when they say
// the complements of the written hour h and minutes mm: one of the
// minutes' words writes the minutes, the hour's word the hour and its
// colon, every other word <DELETE>. The first word with a value writes
// them in the first tagging, each other minute word in the next ones
// ("one min to one": "min" carries them when the marks cannot move them
// past two <DELETE> words).
func toTags(h, mm string, minutes, hour []Token, words []string) [][]string {
	said, first := 0, -1
	for i, w := range words[:len(words)-2] {
		v := atoi(unitWords[w])
		switch {
		case w == "quarter":
			v = 15
		case tensWords[w] != "":
			v = 10 * atoi(tensWords[w])
		}
		if v > 0 && first < 0 {
			first = i
		}
		said += v
	}
	hv := wordValue(words[len(words)-1])
	if first < 0 || said >= 60 || hv < 1 || hv > 12 || atoi(mm) != 60-said || atoi(h)%12+1 != hv {
		return nil
	}
	order := []int{first}
	for i := range len(words) - 2 {
		if i != first {
			order = append(order, i)
		}
	}
	var out [][]string
	for _, c := range order {
		tags := make([]string, len(words))
		for i := range tags {
			tags[i] = Delete
		}
		tags[c] = JoinTokens(minutes)
		tags[len(tags)-1] = JoinTokens(hour)
		out = append(out, tags)
	}
	return out
}

// atoi is the value of a run of ASCII digits.
func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = 10*n + int(s[i]-'0')
	}
	return n
}

// allRiders reports whether every token is punctuation that may ride at a
// fragment's edge.
func allRiders(toks []Token) bool {
	for _, t := range toks {
		for _, r := range t.Text {
			if !isRider(r) {
				return false
			}
		}
	}
	return true
}

// lastFragment is the index of the last tag that writes something, -1
// when none does.
func lastFragment(tags []string) int {
	for i := len(tags) - 1; i >= 0; i-- {
		if tags[i] != Delete && tags[i] != Self {
			return i
		}
	}
	return -1
}
