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
