package main

import (
	"path/filepath"
	"testing"
)

// TestPrepTextRejectsOtherLanguages: prep text verbalized every line as
// English ("Le 14 juillet 1789..." published as "le fourteen juillet
// seventeen eighty nine ..."). A line of another script or, with 6 words or
// more, of another language's function words is a parse/not_english reject
// with its reason; English with a foreign name, Greek letters or emoji is
// kept; --language any keeps every line, recorded in the config.
func TestPrepTextRejectsOtherLanguages(t *testing.T) {
	tmp := t.TempDir()
	txt := writeFile(t, tmp, "mixed.txt", `The meeting on July 14 cost $20.
Le 14 juillet 1789, la prise de la Bastille marque le début de la Révolution.
東京は2020年
Москва — столица России с 1147 года.
Tokyo (東京) hosted the Olympics in 2021 with 11,000 athletes 😀.
Let α + β = 90 degrees.
El 12 de octubre de 1492 Colón llegó a las islas del Caribe con tres barcos.
`)
	m, rejects := accounted(t, "prep", "text", "--input", txt, "--output", filepath.Join(tmp, "en"), "--runner", "direct")
	// One English line is a verbalize/ reject of its own (a symbol the
	// verbalizer has no reading for), with or without the check.
	en := m.Accounting
	if en.Read != 7 || en.RejectedByReason["parse/not_english"] != 4 || en.Written+en.Rejected != 7 {
		t.Errorf("accounting %+v, want 7 read, 4 of them parse/not_english", en)
	}
	wantReject(t, rejects, "parse/not_english", "mixed.txt:2: ", "French function words", "--language any")
	wantReject(t, rejects, "parse/not_english", "mixed.txt:3: ", "Han")
	wantReject(t, rejects, "parse/not_english", "mixed.txt:4: ", "Cyrillic")
	wantReject(t, rejects, "parse/not_english", "mixed.txt:7: ", "Spanish function words")
	if _, ok := m.Config["language"]; ok {
		t.Errorf("config %v: the default language is not recorded (ids of English versions unchanged)", m.Config)
	}
	m, _ = accounted(t, "prep", "text", "--input", txt, "--language", "any", "--output", filepath.Join(tmp, "any"), "--runner", "direct")
	if a := m.Accounting; a.Read != 7 || a.RejectedByReason["parse/not_english"] != 0 || a.Written != en.Written+4 {
		t.Errorf("--language any: accounting %+v, want the 4 other-language lines written too (%d)", a, en.Written+4)
	}
	if m.Config["language"] != "any" {
		t.Errorf("--language any: config %v lacks language=any", m.Config)
	}
	_, _, code := run(t, "prep", "text", "--input", txt, "--language", "fr", "--output", filepath.Join(tmp, "fr"), "--runner", "direct")
	if code != 2 {
		t.Errorf("--language fr: exit %d, want 2 (usage)", code)
	}
}
