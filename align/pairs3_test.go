package align

import "testing"

// A replacement of plain words whose written side writes an English word
// the transcript does not say ("The old woman sat." / "the old man sat",
// a misreading or misrecognition) is cut from both sides
// (align/word_mismatch): kept, it taught an ITN model to write "woman"
// for "man". Joined words, abbreviations, spelling variants and the
// number rule's replacements are left as they were (pairs3).
func TestWordMismatchCut(t *testing.T) {
	c := NewCleaner(DefaultCleanConfig())
	r := c.Clean("The old woman sat by the fire that night.", "the old man sat by the fire that night")
	if r.Dropped || r.Written != "The old sat by the fire that night." || r.Spoken != "the old sat by the fire that night" ||
		r.Hits[RuleWordMismatch] != 1 || len(r.Edits) != 1 || r.Edits[0].Written != "woman" || r.Edits[0].Spoken != "man" ||
		RuleWordMismatch.String() != "word_mismatch" {
		t.Errorf("got %q / %q, edits %v, hits %v; want woman / man cut as word_mismatch", r.Written, r.Spoken, r.Edits, r.Hits)
	}
	off := DefaultCleanConfig()
	off.CutWordMismatch = false
	if r := NewCleaner(off).Clean("The old woman sat by the fire that night.", "the old man sat by the fire that night"); r.Written != "The old woman sat by the fire that night." || r.Hits[RuleWordMismatch] != 0 {
		t.Errorf("CutWordMismatch off: got %q, hits %v; want the pair whole", r.Written, r.Hits)
	}
	for _, g := range [][2]string{
		{"He sailed into the harbour at dawn with the rest.", "he sailed into the harbor at dawn with the rest"},
		{"He sailed into the harbor at dawn with the rest.", "he sailed into the harbour at dawn with the rest"},
		{"He will come back to-day with the rest of them.", "he will come back today with the rest of them"},
		{"He will come back today with the rest of them.", "he will come back to day with the rest of them"},
		{"And then Mr. Brown came in with the rest.", "and then mister brown came in with the rest"},
		{"And then Dr. Brown came in with the rest.", "and then doctor brown came in with the rest"},
		{"The grey horse stood by the gate with the rest.", "the gray horse stood by the gate with the rest"},
		{"Smith & Sons sold it to the rest of them.", "smith and sons sold it to the rest of them"},
		{"It was in the year 1840 that he came.", "it was in the year eighteen forty that he came"},
	} {
		r := c.Clean(g[0], g[1])
		if r.Dropped || r.Hits[RuleWordMismatch] != 0 || r.Written != g[0] {
			t.Errorf("%q / %q: got %q, hits %v; want it kept whole", g[0], g[1], r.Written, r.Hits)
		}
	}
}
