package sources

import (
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"strings"
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
			return "", fmt.Errorf("--language %q is not auto or a language code (two or three lower-case letters: en, ru, pl)", language)
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
