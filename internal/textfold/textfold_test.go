package textfold

import "testing"

func TestDecodeCharRefs(t *testing.T) {
	for in, want := range map[string]string{
		"it&#39;s Tom &amp; Jerry &mdash; 5&nbsp;km": "it's Tom & Jerry — 5\u00a0km",
		"AT&T and R&D; Q&A":                          "AT&T and R&D; Q&A",
		"a &bogus; ref & a &amp":                     "a &bogus; ref & a &amp",
		"&&amp;&":                                    "&&&",
		"no refs":                                    "no refs",
		"&&nbsp;x":                                   "&\u00a0x",
	} {
		if got := DecodeCharRefs(in); got != want {
			t.Errorf("DecodeCharRefs(%q) = %q, want %q", in, got, want)
		}
	}
	// A reference is one name or number: "&&nbsp;" starts with a lone
	// ampersand (decoded whole, both mapped to its first byte).
	if dec, l := CharRefAt("&&nbsp;"); l != 0 {
		t.Errorf("CharRefAt(&&nbsp;) = %q, %d, want none", dec, l)
	}
	if dec, l := CharRefAt("&#x2014;x"); dec != "\u2014" || l != 8 {
		t.Errorf("CharRefAt(&#x2014;) = %q, %d", dec, l)
	}
	// A number with letters after its digits, or a name the decoder
	// knows without its ';', is no reference: the decoder kept the rest
	// as written inside the reference's span.
	for _, in := range []string{"&#0900A0;", "&#12ab;", "&#x;", "&amp1;"} {
		if dec, l := CharRefAt(in); l != 0 {
			t.Errorf("CharRefAt(%q) = %q, %d, want none", in, dec, l)
		}
	}
	if dec, l := CharRefAt("&#900;"); dec != "\u0384" || l != 6 {
		t.Errorf("CharRefAt(&#900;) = %q, %d", dec, l)
	}
	if dec, l := CharRefAt("&semi;"); dec != ";" || l != 6 {
		t.Errorf("CharRefAt(&semi;) = %q, %d", dec, l)
	}
}

func TestFullWidthASCIIAndHidden(t *testing.T) {
	if b, ok := FullWidthASCII('１'); !ok || b != '1' {
		t.Errorf("１: %q %v", b, ok)
	}
	if b, ok := FullWidthASCII('\u3000'); !ok || b != ' ' {
		t.Errorf("ideographic space: %q %v", b, ok)
	}
	if _, ok := FullWidthASCII('日'); ok {
		t.Error("an ideograph is no full-width form")
	}
	if !IsHidden('\u00ad') || IsHidden('\u200d') {
		t.Error("the soft hyphen is hidden, the zero-width joiner is not")
	}
}

// TestGroupSpaceAt: a chain of digit groups joined by fixed spaces groups
// one number when its first group is one to three digits and the others
// three; a fixed space after the last group (French style's before a
// unit, "1\u00a0200\u00a0km") ends the chain and is no group's: it
// ungrouped the whole chain, two numbers.
func TestGroupSpaceAt(t *testing.T) {
	for _, c := range []struct {
		text     string
		at       int
		grouped  bool
		chainEnd int
	}{
		{"€1\u00a0200 bill", 4, true, 9},
		{"1\u00a0200\u00a0km", 1, true, 6},
		{"1\u00a0200\u00a0km", 6, false, 6},
		{"12\u202f345\u202f678\u202f€", 2, true, 14},
		{"1\u00a0200\u00a0300", 1, true, 11},
		{"01\u00a023\u00a045", 2, false, 10},
		{"1\u00a02345", 1, false, 7},
		{"1\u00a0234,56", 1, false, 6},
		{"A1\u00a0200", 2, false, 7},
		{"5\u00a0km", 1, false, 1},
	} {
		g, end := GroupSpaceAt(c.text, c.at)
		if g != c.grouped || end != c.chainEnd {
			t.Errorf("GroupSpaceAt(%q, %d) = %v, %d; want %v, %d", c.text, c.at, g, end, c.grouped, c.chainEnd)
		}
	}
}

// TestIsUnspoken: IsHidden's characters and the zero-width (non-)joiners,
// the one reading the verbalizer, the ASR form and the tagger share.
func TestIsUnspoken(t *testing.T) {
	for r := rune(0); r < 0x30000; r++ {
		want := IsHidden(r) || r == 0x200C || r == 0x200D
		if IsUnspoken(r) != want {
			t.Fatalf("IsUnspoken(%U) = %v", r, !want)
		}
	}
	for _, r := range "a5 -\u00a0\u200d\u200c" {
		if IsUnspoken(r) != (r == 0x200C || r == 0x200D) {
			t.Errorf("IsUnspoken(%U)", r)
		}
	}
}
