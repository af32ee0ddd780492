package clean

import (
	"strings"
	"testing"
	"unicode/utf8"
)

var fuzzSeeds = []string{
	"it&#39;s Tom &amp; Jerry &mdash; 5&nbsp;km, AT&T &#x;&#99999999; &",
	"Author: abc. I was b@rn in 1969 [1], have a nice day. The price is $1",
	"read by edf i was born in ummm nineteen sixty nine and have a nice day the price is on",
	"Speaker 1: . hello there (laughs)!!  mr smith , ok?",
	"<i>well</i> I was... The best , Thank You 😀",
	"[Illustration: A ship [inner] ( { ] } ) * * * word¹ [193] {xiv} [p. 12",
	"o.k. O.K o.k.. Mr Mr. mr\tdr PROF prof",
	"\xff\xfe broken \xc3 utf8 \u2026 …… ... ..",
	"", " ", "!", "...", "[", "]", "o", "o.k",
}

// FuzzRuleSets checks that no rule panics or loops on arbitrary input, that
// results are deterministic, that hits name only enabled rules in order, and
// that valid UTF-8 stays valid.
func FuzzRuleSets(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, strings.ToUpper(s))
	}
	all := func(rules []Rule, name string) *Set {
		cfg := Config{Rules: map[string]RuleConfig{}}
		on := true
		for _, r := range rules {
			cfg.Rules[r.Name] = RuleConfig{Enabled: &on}
		}
		s, err := NewSet(name, rules, cfg)
		if err != nil {
			f.Fatal(err)
		}
		return s
	}
	sets := []*Set{Transcript(), Book(), all(TranscriptRules(), "transcript"), all(BookRules(), "book"), all(BasicRules(), "basic")}
	f.Fuzz(func(t *testing.T, written, spoken string) {
		for _, s := range sets {
			a := s.ApplyPair(written, spoken)
			b := s.ApplyPair(written, spoken)
			if a.Written != b.Written || a.Spoken != b.Spoken || a.Dropped != b.Dropped || a.Reason != b.Reason {
				t.Fatalf("%s: not deterministic", s.Name())
			}
			checkHits(t, s, a)
			if a.Dropped && (a.Rule == "" || a.Reason == "" || a.Hits[len(a.Hits)-1] != a.Rule) {
				t.Fatalf("%s: drop without rule or reason: %+v", s.Name(), a)
			}
			if utf8.ValidString(written) && !utf8.ValidString(a.Written) {
				t.Fatalf("%s: produced invalid UTF-8 from %q: %q", s.Name(), written, a.Written)
			}
			// Running the set again on its own output must not panic.
			s.ApplyPair(a.Written, a.Spoken)
			s.Apply(written)
		}
		ITNFlags(written)
	})
}

func checkHits(t *testing.T, s *Set, r Result) {
	t.Helper()
	pos := map[string]int{}
	for i, ri := range s.Describe() {
		if ri.Enabled {
			pos[ri.Name] = i
		}
	}
	last := -1
	for _, h := range r.Hits {
		p, ok := pos[h]
		if !ok || p <= last {
			t.Fatalf("%s: hits %v out of order or naming a disabled rule", s.Name(), r.Hits)
		}
		last = p
	}
}

// FuzzITNFlags checks the flags agree with a direct digit scan.
func FuzzITNFlags(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fl := ITNFlags(s)
		hasDigit := strings.ContainsFunc(s, func(r rune) bool { return r >= '0' && r <= '9' })
		if hasDigit && fl&FlagDigits == 0 {
			t.Fatalf("%q has an ASCII digit but no digits flag", s)
		}
	})
}
