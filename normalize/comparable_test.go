package normalize

import "testing"

// TestComparableClitics: a clitic compares the same however it is
// spaced: joined to its word (written text, the GTN readers' spoken
// side), split off as Google TN's tokens, or its ASR form alone ("s",
// versions prepared before the readers joined clitics). n't is a word of
// its own; apostrophes elsewhere are word boundaries.
func TestComparableClitics(t *testing.T) {
	for _, group := range [][]string{
		{"mike's house", "Mike 's house", "mike s house", "MIKE'S HOUSE", "mike’s house", "Mike ’s house ."},
		{"don't", "do n't", "Do N'T", "don’t", "do n’t", "do nt"},
		{"olin doesn't support", "Olin does n't support", "olin does n't support"},
		{"they're", "They 're", "they re"},
		{"i'd've gone", "I 'd 've gone"},
		{"five o'clock", "five o clock"},
		{"rock 'n' roll", "rock n roll", "rock'n'roll"},
		{"the students' union", "the students ' union", "the students union"},
		{"twenty one's", "twenty one 's", "twenty one s"},
	} {
		want := Comparable(group[0])
		for _, s := range group[1:] {
			if got := Comparable(s); got != want {
				t.Errorf("Comparable(%q) = %q, Comparable(%q) = %q: want one form", s, got, group[0], want)
			}
		}
		if Comparable(want) != want {
			t.Errorf("Comparable(%q) is not its own form", want)
		}
	}
	for s, want := range map[string]string{
		"Mike 's house": "mike s house",
		"don't":         "do nt",
		"n't":           "nt",
		"'n't":          "nt",
		"can't stand":   "ca nt stand",
		"nation'tis":    "nation tis",
		"ant'two":       "ant two",
		"'s":            "s",
		"twenty ones":   "twenty ones",
	} {
		if got := Comparable(s); got != want {
			t.Errorf("Comparable(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestProbOfJoinedClitic: the verbalizer reading Google TN's tokens
// ("Orem 's", "does n't") gives the readers' joined spoken side
// ("orem's", "doesn't") the probability it gives GTN's own tokens, and
// the same for text written joined: calibration and style fits compare
// either form.
func TestProbOfJoinedClitic(t *testing.T) {
	v := New(nil, Options{})
	for _, c := range []struct{ text, tokens, joined string }{
		{"Under Orem 's model , Olin does n't support it .", "under orem 's model olin does n't support it", "under orem's model olin doesn't support it"},
		{"Under Orem's model, Olin doesn't support it.", "under orem 's model olin does n't support it", "under orem's model olin doesn't support it"},
		{"the 29th's score", "the twenty ninth 's score", "the twenty ninth's score"},
	} {
		pt, err := v.ProbOf(c.text, c.tokens)
		if err != nil {
			t.Fatal(err)
		}
		pj, err := v.ProbOf(c.text, c.joined)
		if err != nil {
			t.Fatal(err)
		}
		ok, err := v.Accepts(c.text, c.joined)
		if err != nil {
			t.Fatal(err)
		}
		if pt <= 0.5 || pj != pt || !ok {
			t.Errorf("%q: P(%q) = %v, P(%q) = %v (accepted %v): want the same, most of the mass", c.text, c.tokens, pt, c.joined, pj, ok)
		}
	}
}
