package normalize

import "testing"

// TestGuardedPatternsStillMatch: the time, digit-group and score patterns
// are tried only where the character they need after the first digits
// is there (an h, a colon, an a or p, a dash or dot, a slash); each form
// they read is still one match read whole, with the class it had.
func TestGuardedPatternsStillMatch(t *testing.T) {
	v := New(DefaultStyle(), Options{})
	for text, class := range map[string]Class{
		"12h30":           Time,
		"2h15m":           Measure,
		"10:29:30":        Time,
		"1:59 p.m. EST":   Time,
		"5pm":             Time,
		"9 a.m":           Time,
		"11 P M":          Time,
		"555-123-4567":    Telephone,
		"978-0-8108-5347": Telephone,
		"1.2.3.4":         Telephone,
	} {
		segs, err := v.scan(text)
		if err != nil || len(segs) == 0 {
			t.Errorf("scan(%q): %v, %d segments", text, err, len(segs))
			continue
		}
		end := segs[0].end
		for _, sg := range segs {
			if sg.group == segs[0].group {
				end = sg.end
			}
		}
		if end != len(text) || segs[0].class != class {
			t.Errorf("scan(%q): first match %q class %v, want the whole text as %v", text, text[segs[0].start:end], segs[0].class, class)
		}
	}
	if ok, err := v.Accepts("GPA 3.75/4.0", "g p a three point seven five out of four point zero"); !ok || err != nil {
		t.Errorf("GPA 3.75/4.0: no score reading (%v)", err)
	}
}
