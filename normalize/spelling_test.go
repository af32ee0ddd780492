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

// TestSpellingForeignReWords: a Spanish or French -tre/-bre word whose
// -ter/-ber form is an English word (sobre -> sober, entre -> enter,
// lettre -> letter, ministre -> minister) is no British spelling: it
// takes the foreign_re weights and is kept, where the -re rule made
// "sober" with P 0.98. British -re words and their compounds still
// americanize; "analyses" (mostly the plural of analysis) is kept.
func TestSpellingForeignReWords(t *testing.T) {
	for _, w := range []string{"sobre", "entre", "lettres", "ministre", "votre", "outre", "registre", "arbitre"} {
		if _, got := americanizeKind(w); got != spellForeignRe {
			t.Errorf("americanizeKind(%q) kind %q, want %q", w, got, spellForeignRe)
		}
	}
	for w, want := range map[string]string{"kilometres": "kilometers", "amphitheatre": "amphitheater", "epicentre": "epicenter",
		"sabres": "sabers", "sombre": "somber", "saltpetre": "saltpeter", "sepulchre": "sepulcher", "centred": "centered"} {
		if got, kind := americanizeKind(w); got != want || kind != spellGeneral {
			t.Errorf("americanizeKind(%q) = %q %q, want %q general", w, got, kind, want)
		}
	}
	if got := americanize("analyses"); got != "" {
		t.Errorf("americanize(analyses) = %q, want none", got)
	}
	checkCases(t, []caseT{
		{"los datos sobre la", "los datos sobre la", nil},
		{"entre nous", "entre nous", nil},
		{"their analyses show", "their analyses show", nil},
		{"she analysed it", "she analyzed it", nil},
		{"the church sepulchre", "the church sepulcher", nil},
	})
}

// TestPossessiveBritishSpelling: a British spelling with a possessive
// clitic is Americanized as the word alone is, the clitic kept ("the
// centre's staff" kept "centre's" whole, with no other reading).
func TestPossessiveBritishSpelling(t *testing.T) {
	v := New(nil, Options{})
	for _, c := range []struct{ in, want string }{
		{"The centre's staff left.", "the center's staff left"},
		{"The colours' names.", "the colors names"},
		{"The theatre’s roof.", "the theater’s roof"},
		{"The centre staff left.", "the center staff left"},
	} {
		best, err := v.Best(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if best.Spoken != c.want {
			t.Errorf("%q: best %q, want %q", c.in, best.Spoken, c.want)
		}
	}
}
