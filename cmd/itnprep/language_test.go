package main

import (
	"fmt"
	"path/filepath"
	"strings"
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

// TestPrepTextJudgesShortLinesWithTheirNeighbours: lines under 6 words of
// another Latin-script language passed as English ("Le 14 juillet." was
// published as "le fourteen juillet"). Read in their file's order, a short
// line among lines of another language is now a parse/not_english reject
// naming it a short line; English short lines ("OK.", "Hi there", "Meet
// at 5 pm.", a name, a number) in an English file are kept, and a
// Polish line, a language the check did not know, is rejected.
func TestPrepTextJudgesShortLinesWithTheirNeighbours(t *testing.T) {
	tmp := t.TempDir()
	fr := writeFile(t, tmp, "fr.txt", `Le 14 juillet.
La prise de la Bastille marque le début de la Révolution française.
Les députés du tiers état se sont proclamés Assemblée nationale.
Le roi est à Versailles.
`)
	en := writeFile(t, tmp, "en.txt", `OK.
Hi there
Meet at 5 pm.
The meeting on July 14 cost $20 and lasted 2 hours.
Los Angeles, CA 90012
Gdy w wypadku autokaru ginie 26 osób, jest to tragedia.
`)
	m, rejects := accounted(t, "prep", "text", "--input", fr, "--input", en, "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	if a := m.Accounting; a.Read != 10 || a.RejectedByReason["parse/not_english"] != 5 {
		t.Errorf("accounting %+v, want 10 read, 5 of them parse/not_english (4 French, 1 Polish)", a)
	}
	wantReject(t, rejects, "parse/not_english", "fr.txt:1: ", "a short line (2 words) among lines of French", "--language any")
	wantReject(t, rejects, "parse/not_english", "fr.txt:4: ", "a short line", "French")
	wantReject(t, rejects, "parse/not_english", "en.txt:6: ", "Polish function words")
	for _, r := range rejects {
		if strings.Contains(r.Reason, "en.txt:") && !strings.Contains(r.Reason, "en.txt:6:") {
			t.Errorf("English line rejected: %s", r.Reason)
		}
	}
}

// TestVerbalizeLanguage: `itnprep verbalize` wrote English readings of
// French lines without a word. --language en (the default) rejects a
// line clearly in another language, one stderr line each, and a short
// line after lines of that language; --language any verbalizes them all.
func TestVerbalizeLanguage(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.txt", `I paid $5 in 2010.
Le 14 juillet 1789, la prise de la Bastille marque le début de la Révolution.
Les députés du tiers état se sont proclamés Assemblée nationale en 1789.
Le 14 juillet.
Meet at 5 pm.
The train leaves at 6:45 from platform 2.
It costs $12.50.
`)
	code, out, errs := runVerbalizeCmd(t, "verbalize", "--in", in)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var ids []string
	for _, o := range decodeVerbalizeOut(t, out) {
		ids = append(ids, o.ID)
	}
	if strings.Join(ids, " ") != "1 5 6 7" {
		t.Errorf("verbalized ids %v, want 1, 5, 6, 7 (the English lines)", ids)
	}
	for _, want := range []string{"in.txt:2: quarantined: not English: ", "in.txt:3: quarantined: not English: ", "in.txt:4: quarantined: not English: a short line"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	if n := strings.Count(errs, "not English"); n != 3 {
		t.Errorf("stderr names %d lines not English, want one line each for 3:\n%s", n, errs)
	}
	code, out, errs = runVerbalizeCmd(t, "verbalize", "--in", in, "--language", "any")
	if n := len(decodeVerbalizeOut(t, out)); code != 0 || n != 7 {
		t.Errorf("--language any: exit %d, %d lines, want 0 and 7: %s", code, n, errs)
	}
	// One French sentence given as the argument: nothing verbalized, exit 1.
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "Le 14 juillet 1789, la prise de la Bastille marque le début de la Révolution."); code != 1 || !strings.Contains(errs, "--language any") {
		t.Errorf("a French argument: exit %d, want 1 naming --language any: %s", code, errs)
	}
	if code, _, _ := runVerbalizeCmd(t, "verbalize", "--language", "fr", "Hello"); code != 2 {
		t.Errorf("--language fr: exit %d, want 2 (usage)", code)
	}
}

// TestNotEnglishRefusalNamesTheSourceRun: a prep refused for its
// parse/not_english rejects named Common Voice's English clip lists
// (cv-corpus-*/en/*.tsv) as the remedy whatever the source, so a prep spgi
// of French lines was told to give Common Voice files. The remedy names
// the source run: English text for spgi and text, the English release's
// clip lists for commonvoice.
func TestNotEnglishRefusalNamesTheSourceRun(t *testing.T) {
	tmp := t.TempDir()
	var spgi, text, cv strings.Builder
	spgi.WriteString("wav_filename|wav_filesize|transcript\n")
	cv.WriteString("client_id\tpath\tsentence\tup_votes\tdown_votes\tage\tgender\taccent\tlocale\n")
	for i := range 4 {
		line := fmt.Sprintf("Le %d juillet 1789, la prise de la Bastille marque le début de la Révolution.", i+10)
		fmt.Fprintf(&spgi, "a/%d.wav|100|%s\n", i, line)
		fmt.Fprintf(&text, "%s\n", line)
		fmt.Fprintf(&cv, "c\tclip_%d.mp3\tEr ist %d Jahre alt.\t2\t0\t\t\t\tde\n", i, i+20)
	}
	for _, c := range []struct {
		source, file, body, want string
	}{
		{"spgi", "train.csv", spgi.String(), "give prep spgi English text"},
		{"text", "fr.txt", text.String(), "give prep text English text"},
		{"commonvoice", "train.tsv", cv.String(), "give the English release's clip lists (cv-corpus-*/en/*.tsv"},
	} {
		in := writeFile(t, tmp, c.file, c.body)
		_, stderr, code := run(t, "prep", c.source, "--input", in, "--output", filepath.Join(tmp, "out-"+c.source), "--runner", "direct")
		if code != 1 || !strings.Contains(stderr, "parse/not_english") || !strings.Contains(stderr, c.want) {
			t.Errorf("prep %s: exit %d, stderr %q: want a refusal naming %q", c.source, code, stderr, c.want)
		}
		if c.source != "commonvoice" && (strings.Contains(stderr, "cv-corpus") || strings.Contains(stderr, "clip lists")) {
			t.Errorf("prep %s: the refusal names Common Voice: %q", c.source, stderr)
		}
	}
}

// TestPrepRefusesShortGreetingsOfAnotherLanguage: a file of short German
// and French lines ("Guten Morgen.", "Wie geht's?", "Das ist gut.",
// "Merci beaucoup.") was published by prep text, half of it verbalized as
// English ("guten morgen", "merci beaucoup"): the lines with no function
// word of the language around them passed, and 2 rejects of 4 were not
// above --max-reject-rate. Each is now rejected (none of its words is
// English), and the run refused naming the first line and the remedy;
// SPGISpeech's transcripts and a Common Voice list alike. An English file
// with a few foreign words loses no row.
func TestPrepRefusesShortGreetingsOfAnotherLanguage(t *testing.T) {
	tmp := t.TempDir()
	lines := []string{"Guten Morgen.", "Wie geht's?", "Das ist gut.", "Merci beaucoup."}
	var spgi, text, cv strings.Builder
	spgi.WriteString("wav_filename|wav_filesize|transcript\n")
	cv.WriteString("client_id\tpath\tsentence\tup_votes\tdown_votes\tage\tgender\taccent\tlocale\n")
	for i, l := range lines {
		fmt.Fprintf(&spgi, "a/%d.wav|100|%s\n", i, l)
		fmt.Fprintf(&text, "%s\n", l)
		fmt.Fprintf(&cv, "c\tclip_%d.mp3\t%s\t2\t0\t\t\t\ten\n", i, l)
	}
	for _, c := range []struct{ source, file, body, first string }{
		{"text", "de.txt", text.String(), "de.txt:1: parse/not_english"},
		{"spgi", "train.csv", spgi.String(), "parse/not_english"},
		{"commonvoice", "train.tsv", cv.String(), "parse/not_english"},
	} {
		in := writeFile(t, tmp, c.file, c.body)
		_, stderr, code := run(t, "prep", c.source, "--input", in, "--output", filepath.Join(tmp, "out-"+c.source), "--runner", "direct")
		if code != 1 || !strings.Contains(stderr, "rejected 4") || !strings.Contains(stderr, c.first) || !strings.Contains(stderr, "none of them English") {
			t.Errorf("prep %s: exit %d, stderr %q: want a refusal, 4 rejects, the first %q", c.source, code, stderr, c.first)
		}
	}
	en := writeFile(t, tmp, "en.txt", "Guten Morgen.\nThe menu said Guten Appetit in large letters.\nMerci beaucoup.\nWe left at 5 pm.\nDanke schön.\nGood morning.\n")
	m, _ := accounted(t, "prep", "text", "--input", en, "--output", filepath.Join(tmp, "out-en"), "--runner", "direct")
	if a := m.Accounting; a.Read != 6 || a.Rejected != 0 {
		t.Errorf("English file with foreign words: accounting %+v, want 6 read, none rejected", a)
	}
}
