package align

import "testing"

// TestReadingAt: the search edgeReading and partReading share finds the
// longest written run at the asked end that the check reads as spoken
// words at that end, then the longest spoken run; a run opening with
// sentence punctuation or refused by take is no candidate, nor the whole
// opcode on both sides unless whole.
func TestReadingAt(t *testing.T) {
	c := NewCleaner(DefaultCleanConfig())
	c.SetNumberCheck(func(w, s string) bool {
		return map[string]string{"$5": "five dollars", "$5 for": "five dollars four", "17": "seventeen", "Mr.": "mister"}[w] == s
	})
	written, spoken := "$5 for 17", "five dollars four seventeen"
	c.al.Align(written, spoken)
	aT, bT := c.al.WrittenTokens(), c.al.SpokenTokens()
	op := Opcode{Tag: Replace, I1: 0, I2: len(aT), J1: 0, J2: len(bT)}
	str := func(r Opcode) string { return span(written, aT[r.I1:r.I2]) + " / " + span(spoken, bT[r.J1:r.J2]) }
	readable := func(toks []Token) bool { return readable(written, toks) }
	for _, tc := range []struct {
		atStart, whole bool
		take           func([]Token) bool
		want           string
	}{
		{true, false, readable, "$5 for / five dollars four"},
		{false, false, readable, "17 / seventeen"},
		{true, true, hasWords, "$5 for / five dollars four"},
		{true, false, func(w []Token) bool { return w[len(w)-1].Text != "for" }, "$5 / five dollars"},
	} {
		r, ok := c.readingAt(written, spoken, op, aT, bT, tc.atStart, tc.take, tc.whole)
		if !ok || str(r) != tc.want {
			t.Errorf("atStart %v whole %v: %v %q, want %q", tc.atStart, tc.whole, ok, str(r), tc.want)
		}
	}
	// The whole opcode is the only reading: found only when whole.
	written, spoken = "Mr.", "mister"
	c.al.Align(written, spoken)
	aT, bT = c.al.WrittenTokens(), c.al.SpokenTokens()
	op = Opcode{Tag: Replace, I1: 0, I2: len(aT), J1: 0, J2: len(bT)}
	if _, ok := c.readingAt(written, spoken, op, aT, bT, true, hasWords, false); ok {
		t.Errorf("Mr. / mister: a reading of the whole opcode found with whole false")
	}
	if r, ok := c.readingAt(written, spoken, op, aT, bT, true, hasWords, true); !ok || r != op {
		t.Errorf("Mr. / mister: %v %+v, want the whole opcode", ok, r)
	}
}
