package tagging

import (
	"regexp"
	"slices"
)

// clockTime matches a time of day of hours and minutes ("01:15", "3:30").
var clockTime = regexp.MustCompile(`^(\d{1,2}):(\d{2})$`)

// pastMinutes are the minutes a clock reading says by name before "past".
var pastMinutes = map[string]string{"quarter": "fifteen", "half": "thirty"}

// reorderedTime tags a time of day said minutes first, "quarter past one"
// for "01:15", "half past twelve" for "12:30", "ten past three" for
// "3:10" (NeMo's time test cases): the minutes' words write the minutes
// and the hour's word the hour with its colon, "past" is <DELETE>, and
// movement marks put the hour back in front as reorderedDate does for
// dates ("15_> <DELETE> _01:<"). "quarter" and "half" write 15 and 30
// here only, before "past". A reading that counts to the next hour
// ("quarter to one" for 12:45) says an hour that is not written, which no
// tagging expresses: false, as when nothing aligns.
func reorderedTime(written string, words []string, anchored bool) ([]string, bool) {
	m := clockTime.FindStringSubmatch(written)
	if m == nil {
		return nil, false
	}
	p := slices.Index(words, "past")
	if p < 1 || p != len(words)-2 {
		return nil, false // minutes, "past", then one hour word
	}
	said := slices.Clone(words)
	for i := range p {
		if r, ok := pastMinutes[said[i]]; ok {
			said[i] = r
		}
	}
	toks := Tokenize(written, false)
	if len(toks) != len(written) { // one token per byte: digits and the colon
		return nil, false
	}
	h := len(m[1]) + 1 // the hour and its colon
	units := appendUnits(appendUnits(make([]unit, 0, len(toks)), toks[h:]), toks[:h])
	r := alignUnits(units, said)
	if len(r.unexplained) > 0 {
		return nil, false
	}
	return restoreOrder(r.tags, said, written, anchored)
}
