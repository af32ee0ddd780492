package sources

import (
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// gtnKaggleLanguageRE and gtnRawLanguageRE read the language of a Google
// TN release from its names: Kaggle's files (en_train.csv, ru_train.csv,
// pl_test_2.csv, en_sample_submission.csv) and the folders Google's
// archives extract to (en_with_types/, ru_with_types/).
var (
	gtnKaggleLanguageRE = regexp.MustCompile(`^([a-z]{2})_(train|test|test_2|sample_submission)\.csv$`)
	gtnRawLanguageRE    = regexp.MustCompile(`^([a-z]{2})_with_types$`)
)

// gtnLanguages are the languages Google's Text Normalization data was
// released in (Sproat & Jaitly: English and Russian; Kaggle's "Text
// Normalization for English, Russian and Polish"): only their codes are
// read from a name, so that a user's own my_train.csv is not taken for
// Burmese.
var gtnLanguages = map[string]string{"en": "English", "ru": "Russian", "pl": "Polish"}

// GTNLanguage is the language a Google TN file's path says, "" when it
// says none: Kaggle's files by their prefix (ru_train.csv: ru), raw files
// by the folder Google's archive extracts to (ru_with_types/output-00000-of-00100:
// ru). NeMo's GoogleTN.json, and any other name, says none.
func GTNLanguage(p string) string {
	if m := gtnKaggleLanguageRE.FindStringSubmatch(strings.ToLower(BaseName(p))); m != nil && gtnLanguages[m[1]] != "" {
		return m[1]
	}
	if m := gtnRawLanguageRE.FindStringSubmatch(path.Base(path.Dir(filepath.ToSlash(p)))); m != nil && gtnLanguages[m[1]] != "" {
		return m[1]
	}
	return ""
}

// GTNLanguageName is a language code's English name where GTNLanguage
// reads it (Russian for ru), else the code.
func GTNLanguageName(code string) string {
	if n := gtnLanguages[code]; n != "" {
		return n
	}
	return code
}

// GTNInputsLanguage is the language prep gtn cards a run of files paths
// given --language language ("auto" or "": what their names say,
// GTNLanguage, English where none says one; a code: that code, after
// checking it is one). A run whose names say two languages (a glob over
// en_train.csv and ru_train.csv) is refused: a version is one language's
// data, and its card names one; with a code given, a file whose name says
// another is refused, as prep nemo-cases refuses a file under another
// language's folder.
func GTNInputsLanguage(paths []string, language string) (string, error) {
	if language != "" && language != "auto" {
		if !ValidNeMoLanguage(language) {
			return "", fmt.Errorf("--language %q is not auto or a language code (two or three lower-case letters naming a language of the IANA registry: en, ru, pl)", language)
		}
		for _, p := range paths {
			if l := GTNLanguage(p); l != "" && l != language {
				return "", fmt.Errorf("%s: Google TN's %s release by its name, not --language %s: give --language auto (or %s), or only %s files", p, GTNLanguageName(l), language, l, language)
			}
		}
		return language, nil
	}
	lang, first := "", ""
	for _, p := range paths {
		l := GTNLanguage(p)
		if l == "" {
			continue
		}
		if lang != "" && l != lang {
			return "", fmt.Errorf("the inputs are Google TN releases of two languages by their names, %s (%s) and %s (%s): a version holds one language's pairs, and its card names it; run prep gtn once per language", first, GTNLanguageName(lang), p, GTNLanguageName(l))
		}
		lang, first = l, p
	}
	if lang == "" {
		return LanguageEnglish, nil
	}
	return lang, nil
}

// Commands that read Google TN files as English when nothing names their
// language (GTNOptions.CheckEnglish, ReadOptions.GTNCheckEnglish): each
// names its own remedy for a file that is not.
const (
	// GTNCheckPrep: prep gtn --language auto, no input's name saying a
	// language other than English.
	GTNCheckPrep = "prep gtn"
	// GTNCheckStyleFit: style fit, which fits English weights only.
	GTNCheckStyleFit = "style fit"
)

// gtnSampleSentences is how many of a file's first sentences
// gtnLanguageCheck reads: a hundred sentences of Google TN hold some two
// thousand words, enough to tell a release's language, and a file of
// another language is refused before the rest is read.
const gtnSampleSentences = 100

// gtnLanguageCheck judges the language of a Google TN file that a command
// reads as English though nothing names its language (no --language, and
// its name none of Google TN's releases', GTNLanguage): the written side
// of its first gtnSampleSentences sentences, counted together, with
// NotEnglishWhy's script and function-word tests (more letters of
// another script than Latin ones; another language's function words or
// letters clearly outnumbering English's, wordCounts.foreign). Google
// TN's raw files under a folder that names no language
// (data/output-00000-of-00100) and Kaggle's ru_train.csv renamed
// train.csv were published as English pairs, carded en, Russian spoken
// forms and all. A file's sentences, not each sentence: Google TN's
// English sentences quote other languages now and then (a title, a
// citation), and each stays a row as the release has it. A file checked
// and found English reads as before, its rows unchanged.
type gtnLanguageCheck struct {
	name, command string // the file; the command reading it (GTNCheckPrep...), "" when off

	sentences     int
	latin, other  int
	byScript      map[string]int
	words         wordCounts
	done, foreign bool
	why           string
}

// newGTNLanguageCheck checks the file name for command ("" checks
// nothing), unless its name says its language.
func newGTNLanguageCheck(name, command string) *gtnLanguageCheck {
	if command == "" || GTNLanguage(name) != "" {
		return &gtnLanguageCheck{done: true}
	}
	return &gtnLanguageCheck{name: name, command: command, byScript: map[string]int{}}
}

// wrap counts the written side of the pairs sink is given, until the
// check has decided.
func (c *gtnLanguageCheck) wrap(sink Sink) Sink {
	if c.done {
		return sink
	}
	return Sink{
		Pair: func(p dataset.Pair) {
			c.add(p.Written)
			sink.Pair(p)
		},
		Reject: sink.Reject,
	}
}

// add counts one sentence's written side.
func (c *gtnLanguageCheck) add(written string) {
	if c.done {
		return
	}
	text, _ := proseOf(written)
	l, o := countScripts(text, c.byScript)
	c.latin += l
	c.other += o
	c.words.add(countWords(text))
	if c.sentences++; c.sentences >= gtnSampleSentences {
		c.decide()
	}
}

// stop is the file's error once the check has found it is not English.
func (c *gtnLanguageCheck) stop() error {
	if c.foreign {
		return errors.New(c.why)
	}
	return nil
}

// end decides on the sentences counted (a file shorter than the sample)
// and is stop's error.
func (c *gtnLanguageCheck) end() error {
	if !c.done {
		c.decide()
	}
	return c.stop()
}

// decide judges the sentences counted.
func (c *gtnLanguageCheck) decide() {
	c.done = true
	sentences := fmt.Sprintf("its %d sentences", c.sentences)
	switch {
	case c.sentences == 1:
		sentences = "its only sentence"
	case c.sentences >= gtnSampleSentences:
		sentences = fmt.Sprintf("its first %d sentences", c.sentences)
	}
	var what, code string
	switch lang, n := c.words.foreign(); {
	case c.other >= 2 && c.other > c.latin:
		script := topScript(c.byScript)
		what = fmt.Sprintf("%d of the %d letters of the written side of %s are %s (Latin: %d)", c.other, c.other+c.latin, sentences, script, c.latin)
		if script == "Cyrillic" {
			code = "ru"
		}
	case lang >= 0:
		what = fmt.Sprintf("%d of the %d words of the written side of %s are %s (English: %d)", n, c.words.words, sentences, c.words.evidence(lang, true), c.words.english)
		if lang < numOtherLanguages && otherLanguages[lang].name == "Polish" {
			code = "pl"
		}
	default:
		return
	}
	c.foreign = true
	remedy := "give --language CODE, its language's code, to publish it carded so, or --language en if it is English after all"
	switch {
	case c.command == GTNCheckStyleFit:
		remedy = "style fit fits the weights of itnprep's verbalizer, which writes English spoken forms only: give English pairs (en_train.csv, en_with_types/, a version carded en)"
	case code == "ru":
		remedy = "give --language ru if it is Google TN's Russian release (the card then names Russian, and file 99 takes the Russian test set's cut), or --language en if it is English after all"
	case code == "pl":
		remedy = "give --language pl if it is Kaggle's Polish release (the card then names Polish), or --language en if it is English after all"
	}
	c.why = fmt.Sprintf("%s: not English: %s, and nothing names its language (its name is none of Google TN's releases': en_train.csv, ru_train.csv, pl_train.csv, en_with_types/, ru_with_types/), so %s would read it as English pairs; %s", c.name, what, c.command, remedy)
}
