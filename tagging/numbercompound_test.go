package tagging

import (
	"slices"
	"strings"
	"testing"
)

// A number joined to the word after it by prep gtn --detokenize
// ("18-month", det35's compoundAfterNumber) is tagged as the tokenized
// sentence is ("18 - month", NeMo's Thutmose data): the number a span of
// its own, the word <SELF>, the hyphen dropped from the target as a plain
// compound's is. Found whole it was "_18-_ <SELF>" with CARDINAL over
// "eighteen month" (14 rows of NeMo GTN 2,001-7,551 detokenized; 13 now
// tag as their tokenized sentence).
func TestNumberCompoundIsTaggedAsTokenized(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ joined, tokenized, spoken, tags string }{
		{"he signed an 18-month contract .", "he signed an 18 - month contract .", "he signed an eighteen month contract", "<SELF> <SELF> <SELF> _18_ <SELF> <SELF>"},
		{"a 25-year collaboration", "a 25 - year collaboration", "a twenty five year collaboration", "<SELF> _2 5_ <SELF> <SELF>"},
		{"an 11,064-seat arena", "an 11,064 - seat arena", "an eleven thousand sixty four seat arena", "<SELF> _11 ,0 6 4_ <SELF> <SELF>"},
		{"a 3-manifold", "a 3 - manifold", "a three manifold", "<SELF> _3_ <SELF>"},
	} {
		ex, f := d.Derive(c.joined, c.spoken, nil, false)
		tok, ft := d.Derive(c.tokenized, c.spoken, nil, false)
		if f != nil || ft != nil {
			t.Fatalf("%q: %v / %v", c.joined, f, ft)
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags || !slices.Equal(ex.Tags, tok.Tags) || !slices.Equal(ex.Semiotic, tok.Semiotic) || ex.Target != tok.Target {
			t.Errorf("%q: tags %q %v target %q; the tokenized sentence: %q %v %q; want tags %q", c.joined, got, ex.Semiotic, ex.Target, tok.Tags, tok.Semiotic, tok.Target, c.tags)
		}
		number := len(strings.Fields(c.tags)) - strings.Count(c.tags, Self)
		if strings.Contains(ex.Target, "-") || len(ex.Semiotic) != 1 || ex.Semiotic[0].End-ex.Semiotic[0].Start != number {
			t.Errorf("%q: target %q, semiotic %v: want no hyphen, one span over the %d number words", c.joined, ex.Target, ex.Semiotic, number)
		}
	}
	// A plain word after the number's compound: "year-old" is said as two
	// plain words.
	ex, f := d.Derive("her 18-year-old son", "her eighteen year old son", nil, false)
	if f != nil || strings.Join(ex.Tags, " ") != "<SELF> _18_ <SELF> <SELF> <SELF>" || ex.Target != "her 18 year old son" {
		t.Errorf("18-year-old: %q %q %v", ex.Tags, ex.Target, f)
	}
	// Codes and units keep their hyphen in one span: a short or capital
	// part after it, digits after it, a hyphen in the number part.
	for _, c := range [][2]string{
		{"401-ks", "four oh one ks"},             // NeMo's test_cases_normalize_with_audio.txt
		{"a 5-km race", "a five kilometer race"}, // a unit
		{"COVID-19 cases", "covid nineteen cases"},
		{"the 18-20 range", "the eighteen to twenty range"},
	} {
		ex, f := d.Derive(c[0], c[1], nil, false)
		if f != nil || !strings.Contains(ex.Target, "-") {
			t.Errorf("%q: target %q (%v), want the hyphen kept", c[0], ex.Target, f)
		}
	}
}
