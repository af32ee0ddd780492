package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// kaggleRussian is a Kaggle GTN CSV of Russian sentences, in the columns
// of ru_train.csv (the Russian release has en_train.csv's), written here.
const kaggleRussian = `"sentence_id","token_id","class","before","after"
0,0,"PLAIN","Ему","Ему"
0,1,"PLAIN","было","было"
0,2,"CARDINAL","25","двадцать пять"
0,3,"PLAIN","лет","лет"
0,4,"PUNCT",".","."
1,0,"PLAIN","Цена","Цена"
1,1,"MONEY","5 долларов","пять долларов"
1,2,"PUNCT",".","."
`

// TestPrepGTNCardsTheLanguageOfItsFiles: prep gtn of Kaggle's ru_train.csv
// cards its version "ru" (it said "en", the only language the card knew
// for gtn), taken from the release's file name (en_, ru_, pl_;
// en_with_types/, ru_with_types/), or given with --language; English
// files keep their version ids (no language recorded); files of two
// languages in one run are refused, and so a --language that a file's
// name contradicts; style fit refuses Russian pairs, a file or a version,
// since it fits the English verbalizer's weights (exit 2).
func TestPrepGTNCardsTheLanguageOfItsFiles(t *testing.T) {
	tmp := t.TempDir()
	ru := writeFile(t, tmp, "ru_train.csv", kaggleRussian)
	v := prepOK(t, "prep", "gtn", "--input", ru, "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	card, err := os.ReadFile(filepath.Join(v, "README.md"))
	if err != nil || !strings.Contains(string(card), "language:\n- ru\n") {
		t.Fatalf("card of ru_train.csv (%v):\n%.400s", err, card)
	}
	if m := verified(t, v); m.Config["language"] != "ru" {
		t.Errorf("config %v", m.Config)
	}
	// The same rows under a name that says nothing: English unless told.
	other := writeFile(t, tmp, "mine.csv", kaggleRussian)
	told := prepOK(t, "prep", "gtn", "--input", other, "--output", filepath.Join(tmp, "out2"), "--runner", "direct", "--language", "ru")
	if card, _ := os.ReadFile(filepath.Join(told, "README.md")); !strings.Contains(string(card), "language:\n- ru\n") {
		t.Errorf("--language ru: card\n%.400s", card)
	}
	// English names record nothing: the version id is the one it was.
	en := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn-kaggle/en_train.csv", "--output", filepath.Join(tmp, "out3"), "--runner", "direct")
	if m := verified(t, en); m.Config["language"] != "" {
		t.Errorf("en_train.csv recorded language %q", m.Config["language"])
	}
	enRu := "../../testdata/gtn-kaggle/en_train.csv," + ru
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"prep", "gtn", "--input", enRu, "--output", filepath.Join(tmp, "o4"), "--runner", "direct"}, 1,
			"the inputs are Google TN releases of two languages by their names, ../../testdata/gtn-kaggle/en_train.csv (English) and " + ru + " (Russian): a version holds one language's pairs"},
		{[]string{"prep", "gtn", "--input", ru, "--output", filepath.Join(tmp, "o5"), "--runner", "direct", "--language", "en"}, 1,
			ru + ": Google TN's Russian release by its name, not --language en"},
		{[]string{"prep", "gtn", "--input", ru, "--output", filepath.Join(tmp, "o6"), "--runner", "direct", "--language", "Russian"}, 2,
			`--language "Russian" is not auto or a language code`},
		{[]string{"style", "fit", "--input", ru, "--out", filepath.Join(tmp, "s1.json"), "--runner", "direct"}, 2,
			"itnprep: style fit: " + ru + " holds pairs of another language than English (by its name, Google TN's Russian release)"},
		{[]string{"style", "fit", "--from", v, "--out", filepath.Join(tmp, "s2.json"), "--runner", "direct"}, 2,
			"itnprep: style fit: " + v + " holds pairs of another language than English (its card's language ru)"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != c.code || !strings.Contains(stderr, c.msg) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", c.args, code, stderr, c.code, c.msg)
		}
	}
	if _, err := os.Stat(filepath.Join(tmp, "s1.json")); err == nil {
		t.Errorf("a refused style fit wrote its output")
	}
}

// rawRussian is raw GTN of Russian sentences, in the format of Google
// TN's ru_with_types/output-*.txt, written here.
const rawRussian = "PLAIN\tВчера\t<self>\nPLAIN\tмы\t<self>\nPLAIN\tкупили\t<self>\nCARDINAL\t3\tтри\nPLAIN\tкниги\t<self>\nPUNCT\t.\tsil\n<eos>\t<eos>\n" +
	"PLAIN\tОн\t<self>\nPLAIN\tродился\t<self>\nDATE\t5 мая 1990\tпятого мая тысяча девятьсот девяностого года\nPUNCT\t.\tsil\n<eos>\t<eos>\n"

// TestPrepGTNRefusesAnotherLanguageNoNameSays: Google TN's Russian files
// under names that say no language (a raw file copied to
// data/output-00000-of-00100, Kaggle's ru_train.csv renamed train.csv)
// were published as English pairs, carded en, Russian spoken forms and
// all; prep gtn (--language auto) and style fit now refuse such a file in
// one line, exit 1, nothing published, naming the remedy (--language ru
// publishes it carded ru).
func TestPrepGTNRefusesAnotherLanguageNoNameSays(t *testing.T) {
	tmp := t.TempDir()
	if err := os.Mkdir(filepath.Join(tmp, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	raw := writeFile(t, filepath.Join(tmp, "data"), "output-00000-of-00100", rawRussian)
	kaggle := writeFile(t, filepath.Join(tmp, "data"), "train.csv", kaggleRussian)
	for _, in := range []string{raw, kaggle} {
		out := filepath.Join(tmp, "out-"+filepath.Base(in))
		_, stderr, code := run(t, "prep", "gtn", "--input", in, "--output", out, "--runner", "direct")
		want := in + ": not English: "
		if code != 1 || !strings.HasPrefix(stderr, "itnprep: "+want) || !strings.Contains(stderr, "are Cyrillic (Latin: 0)") ||
			!strings.Contains(stderr, "give --language ru if it is Google TN's Russian release") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("prep gtn %s: exit %d, stderr %q; want exit 1 and one line %q", in, code, stderr, want)
		}
		if vs, _ := filepath.Glob(filepath.Join(out, "gtn", "[0-9a-f]*")); len(vs) != 0 {
			t.Errorf("prep gtn %s published %v", in, vs)
		}
		v := prepOK(t, "prep", "gtn", "--input", in, "--output", out, "--runner", "direct", "--language", "ru")
		if card, _ := os.ReadFile(filepath.Join(v, "README.md")); !strings.Contains(string(card), "language:\n- ru\n") {
			t.Errorf("%s --language ru: card\n%.400s", in, card)
		}
		_, stderr, code = run(t, "style", "fit", "--input", in, "--out", filepath.Join(tmp, "s.json"), "--runner", "direct")
		if code != 1 || !strings.Contains(stderr, "itnprep: "+want) || !strings.Contains(stderr, "style fit fits the weights of itnprep's verbalizer") {
			t.Errorf("style fit %s: exit %d, stderr %q", in, code, stderr)
		}
	}
}
