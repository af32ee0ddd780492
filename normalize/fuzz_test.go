package normalize

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzVerbalize checks that no input panics the verbalizer, that outputs
// are valid UTF-8, and that every span's offsets are in range and cut out
// exactly its Written and Spoken text, in both rendering modes.
func FuzzVerbalize(f *testing.F) {
	for _, s := range []string{
		"", "$20.50 on July 25, 2012 at 10:30 p.m. EST", "1-800-255-7828", "a.bc@gmail.com",
		"Henry VIII", "Dr. Smith, St. John's", "3¾ km/h", "-0.1", "1980s-90s", "2x8 m²", "$ 60",
		"http : //www.x.com", "'80s", "10 -15", "U.S.A.", "¥30b", "\xff", "1,2345", "99999999999999999999999999999999999999999",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	styles := [2]*Verbalizer{New(nil, Options{}), New(nil, Options{KeepCasePunct: true})}
	f.Fuzz(func(t *testing.T, text string, keep bool) {
		v := styles[0]
		if keep {
			v = styles[1]
		}
		vs, err := v.Variants(text, 8)
		if err != nil {
			if vs != nil {
				t.Fatalf("error %v with variants", err)
			}
			return
		}
		if len(vs) == 0 {
			t.Fatalf("no variant for %q", text)
		}
		total := 0.0
		for _, x := range vs {
			checkVariant(t, text, x)
			total += x.Prob
		}
		if total > 1.000001 {
			t.Fatalf("probabilities sum to %v > 1 for %q", total, text)
		}
		s, err := v.Sample(text, 1, "id", 0)
		if err != nil {
			t.Fatalf("Sample failed where Variants did not: %v", err)
		}
		checkVariant(t, text, s)
		if ok, err := v.Accepts(text, vs[0].Spoken); err != nil || (!keep && !ok) {
			t.Fatalf("best variant %q of %q not accepted (err %v)", vs[0].Spoken, text, err)
		}
	})
}

func checkVariant(t *testing.T, text string, x Variant) {
	t.Helper()
	if !utf8.ValidString(x.Spoken) {
		t.Fatalf("invalid UTF-8 spoken %q for %q", x.Spoken, text)
	}
	if x.Prob <= 0 || x.Prob > 1.000001 {
		t.Fatalf("probability %v for %q", x.Prob, text)
	}
	prevEnd := 0
	for _, sp := range x.Spans {
		if sp.WrittenStart < prevEnd || sp.WrittenStart > sp.WrittenEnd || sp.WrittenEnd > len(text) ||
			sp.SpokenStart < 0 || sp.SpokenStart > sp.SpokenEnd || sp.SpokenEnd > len(x.Spoken) {
			t.Fatalf("span out of range: %+v in %q -> %q", sp, text, x.Spoken)
		}
		if text[sp.WrittenStart:sp.WrittenEnd] != sp.Written || x.Spoken[sp.SpokenStart:sp.SpokenEnd] != sp.Spoken {
			t.Fatalf("span text mismatch: %+v in %q -> %q", sp, text, x.Spoken)
		}
		if !utf8.ValidString(sp.Written) || strings.TrimSpace(sp.Written) == "" {
			t.Fatalf("bad written span %+v in %q", sp, text)
		}
		prevEnd = sp.WrittenEnd
	}
}

// FuzzClassReadings checks that reading any string as any supported
// class either fails cleanly or gives valid UTF-8 readings whose
// probabilities sum to 1.
func FuzzClassReadings(f *testing.F) {
	for _, s := range []string{"0", "1,234", "-5", "21st", "1905", "3.14", "0042", "3/4", "2 1/2", "½", "XIV", "", "-", "1,2", "99999999999999999999999999999999999999999"} {
		f.Add(s)
	}
	v := New(nil, Options{})
	classes := []Class{Cardinal, Ordinal, Year, Decimal, Digits, Fraction, Roman}
	f.Fuzz(func(t *testing.T, s string) {
		for _, c := range classes {
			rs, err := v.ClassReadings(c, s)
			if err != nil {
				continue
			}
			total := 0.0
			for _, r := range rs {
				if !utf8.ValidString(r.Spoken) || r.Prob <= 0 {
					t.Fatalf("%s %q: bad reading %+v", c, s, r)
				}
				total += r.Prob
			}
			if total < 0.999999 || total > 1.000001 {
				t.Fatalf("%s %q: probabilities sum to %v", c, s, total)
			}
		}
	})
}

// FuzzVariantProperties checks two properties of every input (issue 15):
// no variant says a function word twice in a row across a token's edge
// ("on the the twenty first") unless the written text has that repeat
// itself, and the probabilities of one record's variants, whether the
// most probable ones or K distinct samples, sum to at most 1.
func FuzzVariantProperties(f *testing.F) {
	for _, s := range []string{
		"on the 21st of December", "The the 5th", "to 5 to 6", "$5 and 50 cents and", "in 1990s in", "at 10:30 at",
		"of 3/4 of", "the 1st the", "a 1 a", "by 2x4 by", "per 5 km per", "and & and", "$12.50 each", "?-34 x,-34",
		"there--0.004kg", "18:00:00Z", "Rs.10 and INR 50", "Τ Ο Δ", "on the 26th May the", "the 2nd of of",
	} {
		f.Add(s, uint64(1))
	}
	v := New(nil, Options{})
	f.Fuzz(func(t *testing.T, text string, seed uint64) {
		vs, err := v.Variants(text, 64)
		if err != nil {
			return
		}
		written := " " + Comparable(text) + " "
		total := 0.0
		for _, x := range vs {
			total += x.Prob
			words := strings.Fields(x.Spoken)
			for i := 1; i < len(words); i++ {
				w := words[i]
				if w == words[i-1] && contextWords[w] && !strings.Contains(written, " "+w+" "+w+" ") {
					t.Fatalf("%q: variant %q repeats %q", text, x.Spoken, w)
				}
			}
		}
		if total > 1+1e-9 {
			t.Fatalf("%q: variants' probabilities sum to %v", text, total)
		}
		ds, err := v.SampleDistinct(text, seed, "id", 4)
		if err != nil {
			t.Fatalf("%q: SampleDistinct: %v after Variants succeeded", text, err)
		}
		seen := map[string]bool{}
		total = 0
		for _, x := range ds {
			if seen[x.Spoken] {
				t.Fatalf("%q: SampleDistinct repeats %q", text, x.Spoken)
			}
			seen[x.Spoken] = true
			total += x.Prob
		}
		if total > 1+1e-9 {
			t.Fatalf("%q: distinct samples' probabilities sum to %v", text, total)
		}
	})
}
