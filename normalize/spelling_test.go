package normalize

import "testing"

func TestSpellingKeepsCase(t *testing.T) {
	v := New(nil, Options{KeepCasePunct: true})
	for in, want := range map[string]string{"Colour TV.": "Color TV.", "the CENTRE": "the CENTER"} {
		if ok, err := v.Accepts(in, want); err != nil || !ok {
			t.Errorf("%q: %q not among the variants", in, want)
		}
		vs, _ := v.Variants(in, 0)
		found := false
		for _, x := range vs {
			found = found || x.Spoken == want
		}
		if !found {
			t.Errorf("%q: keep-case variants %v lack %q", in, vs, want)
		}
	}
}

func TestAmericanize(t *testing.T) {
	for w, want := range map[string]string{
		"colour": "color", "favourite": "favorite", "organisation": "organization", "realising": "realizing",
		"centre": "center", "theatres": "theaters", "travelled": "traveled", "catalogue": "catalog",
		"analyse": "analyze", "programme": "program",
		"four": "", "hour": "", "surprise": "", "rise": "", "otherwise": "", "notre": "", "house": "",
	} {
		if got := americanize(w); got != want {
			t.Errorf("americanize(%q) = %q, want %q", w, got, want)
		}
	}
}

// TestSpellingKinds: each kind of British spelling has its own weights,
// fitted to Google TN, which americanizes -our, -re and -ise (centre ->
// center) but keeps a doubled l and ae/-ence words (travelled,
// encyclopaedia, defence).
func TestSpellingKinds(t *testing.T) {
	for w, want := range map[string]string{"colour": spellGeneral, "centre": spellGeneral, "organise": spellGeneral,
		"programme": spellGeneral, "travelled": spellDoubledL, "cancelling": spellDoubledL,
		"encyclopaedia": spellAeEnce, "defence": spellAeEnce, "licence": spellAeEnce, "manoeuvre": spellAeEnce} {
		if _, got := americanizeKind(w); got != want {
			t.Errorf("americanizeKind(%q) kind %q, want %q", w, got, want)
		}
	}
	checkCases(t, []caseT{
		{"the centre", "the center", []string{"the centre"}},
		{"they travelled", "they travelled", []string{"they traveled"}},
		{"the Defence Force", "the defence force", []string{"the defense force"}},
		// Listed words Google TN keeps take the kept kind's weights.
		{"a grey wall", "a grey wall", []string{"a gray wall"}},
		{"untreated aluminium", "untreated aluminium", []string{"untreated aluminum"}},
		{"the programme", "the program", []string{"the programme"}},
	})
}

// TestSpellingUnlisted: a rule's American form that is no word of the
// word list (sunrize, fundraize, advertized) is its own kind, fitted; an
// unlisted -re -> -er one (orchester, octuber) another, kept as written;
// a listed one (organize) is the general kind; -red becomes -ered
// (centred -> centered, not "centerd").
func TestSpellingUnlisted(t *testing.T) {
	for w, want := range map[string]string{"advertising": spellUnlisted, "orchestre": spellForeignRe, "crystalliser": spellUnlisted,
		"octubre": spellForeignRe, "advertised": spellUnlisted, "organise": spellGeneral, "grey": spellAeEnce, "aluminium": spellAeEnce, "programme": spellGeneral, "centre": spellGeneral} {
		if _, got := americanizeKind(w); got != want {
			t.Errorf("americanizeKind(%q) kind %q, want %q", w, got, want)
		}
	}
	if got := americanize("centred"); got != "centered" {
		t.Errorf("americanize(centred) = %q, want centered", got)
	}
	checkCases(t, []caseT{
		{"at sunrise", "", []string{"at sunrise"}},
		{"critique orchestre de", "critique orchestre de", nil},
		{"the centred text", "", []string{"the centered text"}},
	})
	noVariantContains(t, "the centred text", "centerd")
}

// TestSpellingKeepsIseByShape: French, German and compound -ise words have
// no -ize form (the rule made "sunrize", "fundraize", "appraizers"),
// where the -ise suffix after a vowel + r still has one (authorise).
func TestSpellingKeepsIseByShape(t *testing.T) {
	for _, w := range []string{"sunrise", "sunrises", "moonrise", "fundraise", "fundraising", "appraisers", "appraised",
		"polonaise", "mayonnaise", "kreise", "turquoise", "cruises", "arise"} {
		if got := americanize(w); got != "" {
			t.Errorf("americanize(%q) = %q, want none", w, got)
		}
	}
	for w, want := range map[string]string{"authorise": "authorize", "memorised": "memorized", "organising": "organizing",
		"realise": "realize", "popularised": "popularized", "advertising": "advertizing", "crystalliser": "crystallizer"} {
		if got := americanize(w); got != want {
			t.Errorf("americanize(%q) = %q, want %q", w, got, want)
		}
	}
	for _, text := range []string{"at sunrise", "a fundraising dinner", "the appraisers said", "a polonaise"} {
		vs, err := New(nil, Options{}).Variants(text, MaxVariants)
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) != 1 || vs[0].Spoken != text {
			t.Errorf("%q: variants %v, want the text alone", text, vs)
		}
	}
}
