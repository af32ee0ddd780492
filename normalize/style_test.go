package normalize

import (
	"strings"
	"testing"
)

func TestParseStyleOverrides(t *testing.T) {
	s, err := ParseStyle([]byte(`{"distributions": {"year": {"doc": "always cardinal", "weights": {"cardinal": 1}}},
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
