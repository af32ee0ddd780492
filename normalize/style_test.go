package normalize

import (
	"strings"
	"testing"
)

func TestParseStyleOverrides(t *testing.T) {
	s, err := ParseStyle([]byte(`{"distributions": {"year": {"doc": "always cardinal", "weights": {"cardinal": 1,
		"pair": 0, "oh": 0, "zero": 0, "o": 0, "thousand": 0, "thousand_and": 0, "pair_oh": 0, "pair21": 0, "thousand21": 0}}},
		"acronyms_as_words": ["CEO"]}`))
	if err != nil {
		t.Fatal(err)
	}
	v := New(s, Options{})
	for in, want := range map[string]string{"in 1905": "in one thousand nine hundred five", "the CEO": "the ceo", "DARPA": "d a r p a", "3 kg": "three kilograms"} {
		if got, _ := v.Best(in); got.Spoken != want {
			t.Errorf("%q: got %q, want %q", in, got.Spoken, want)
		}
	}
}

func TestParseStyleErrors(t *testing.T) {
	for _, bad := range []string{
		`{"distributions": {"year": {"weights": {"pair": -1}}}}`,
		`{"distributions": {"year": {"weights": {}}}}`,
		`{"no_such_field": 1}`,
		`{"units": [}`,
	} {
		if _, err := ParseStyle([]byte(bad)); err == nil {
			t.Errorf("ParseStyle(%s) accepted a bad style", bad)
		}
	}
	if _, err := ParseStyle([]byte(`{"distributions": {"zero": {"weights": {"oh": -2}}}}`)); err == nil || !strings.Contains(err.Error(), "zero") {
		t.Errorf("ParseStyle error should name the distribution: %v", err)
	}
	// A distribution names every reading of its class, and only those: a
	// file from an older version lacking a newer reading, a misspelt
	// reading or class, would otherwise silently change what is read
	// (a context whose readings all went missing read nothing).
	for bad, want := range map[string]string{
		`{"distributions": {"telephone": {"weights": {"digits": 1}}}}`:                              "distribution telephone lacks reading hundred",
		`{"distributions": {"telephone": {"weights": {"digits": 1, "hundred": 0, "hundreds": 1}}}}`: "distribution telephone: unknown reading hundreds (known: digits, hundred)",
		`{"distributions": {"telefone": {"weights": {"digits": 1}}}}`:                               "unknown distribution telefone",
	} {
		if _, err := ParseStyle([]byte(bad)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseStyle(%s) = %v, want an error saying %q", bad, err, want)
		}
	}
	if _, err := ParseStyle([]byte(`{"distributions": {"telephone": {"weights": {"digits": 1, "hundred": 0}}}}`)); err != nil {
		t.Errorf("a distribution naming every reading, one at 0: %v", err)
	}
}

// TestStyleDocumented checks that every distribution of the embedded style
// says what its readings are.
func TestStyleDocumented(t *testing.T) {
	s := DefaultStyle()
	for name, d := range s.Distributions {
		if len(d.Doc) < 20 {
			t.Errorf("distribution %s has no doc", name)
		}
		for r := range d.Weights {
			if !strings.Contains(d.Doc, r) && !strings.Contains(d.Doc, strings.ReplaceAll(r, "_", " ")) {
				t.Errorf("distribution %s: reading %s is not mentioned in its doc", name, r)
			}
		}
	}
}

func TestStyleMarshalRoundTrip(t *testing.T) {
	s, err := ParseStyle([]byte(`{"units": {"kg": {"singular": "kilo", "plural": "kilos"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	s2, err := ParseStyle(data)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := New(s, Options{}).Variants("3 kg in 1905 cost $2.50", 0)
	b, _ := New(s2, Options{}).Variants("3 kg in 1905 cost $2.50", 0)
	if len(a) != len(b) || a[0].Spoken != "three kilos in nineteen o five cost two dollars fifty cents" {
		t.Fatalf("round trip changed the style: %d vs %d variants, best %q", len(a), len(b), a[0].Spoken)
	}
	for i := range a {
		if a[i].Spoken != b[i].Spoken || a[i].Prob != b[i].Prob {
			t.Fatalf("variant %d differs: %+v vs %+v", i, a[i], b[i])
		}
	}
}

// TestStyleRefusesUnknownContext: a lexicon reading whose context the
// verbalizer does not know (a typo) would never apply, silently; the
// style file is refused naming the entry, the context and the known ones.
func TestStyleRefusesUnknownContext(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{`{"abbreviations": {"Vol.": [{"spoken": "volume", "weight": 1, "context": "before_numbers"}]}}`,
			`style: abbreviation "Vol.": unknown context "before_numbers" (known: after_name, after_note, after_number, after_ordinal, before_letter, before_name, before_number, before_year, between_numbers, closing_number, mid_sentence, tokenized)`},
		{`{"symbols": {"&": [{"spoken": "and", "weight": 1, "context": "midsentence"}]}}`,
			`style: symbol "&": unknown context "midsentence"`},
	} {
		_, err := ParseStyle([]byte(tc.file))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ParseStyle(%s) = %v, want %s", tc.file, err, tc.want)
		}
	}
	if _, err := ParseStyle([]byte(`{"abbreviations": {"Vol.": [{"spoken": "volume", "weight": 1, "context": "before_number"}]}}`)); err != nil {
		t.Errorf("a known context is refused: %v", err)
	}
}
