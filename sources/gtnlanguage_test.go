package sources

import (
	"strings"
	"testing"
)

// TestGTNLanguage: the language of Google TN's releases is read from their
// names (Kaggle's en_/ru_/pl_ files, compressed too; the folders Google's
// archives extract to), and from nothing else: a user's my_train.csv is
// not Burmese, NeMo's GoogleTN.json says none.
func TestGTNLanguage(t *testing.T) {
	for p, want := range map[string]string{
		"data/ru_train.csv":                      "ru",
		"RU_TRAIN.CSV":                           "ru",
		"ru_train.csv.zip":                       "ru",
		"kaggle/pl_test_2.csv":                   "pl",
		"en_train.csv":                           "en",
		"ru_with_types/output-00000-of-00100.gz": "ru",
		"/x/en_with_types/output-00099-of-00100": "en",
		"my_train.csv":                           "",
		"ru_train_clean.csv":                     "",
		"GoogleTN.json":                          "",
		"ru/output-00000-of-00100":               "",
		"de_with_types/output-00000-of-00100.gz": "",
	} {
		if got := GTNLanguage(p); got != want {
			t.Errorf("GTNLanguage(%q) = %q, want %q", p, got, want)
		}
	}
	for _, c := range []struct {
		paths      []string
		language   string
		want, fail string
	}{
		{[]string{"GoogleTN.json"}, "auto", "en", ""},
		{[]string{"ru_train.csv", "extra.csv"}, "auto", "ru", ""},
		{[]string{"en_train.csv", "ru_train.csv"}, "auto", "", "two languages by their names, en_train.csv (English) and ru_train.csv (Russian)"},
		{[]string{"mine.csv"}, "ru", "ru", ""},
		{[]string{"ru_train.csv"}, "en", "", "ru_train.csv: Google TN's Russian release by its name, not --language en"},
		{[]string{"a.csv"}, "Russian", "", `--language "Russian" is not auto or a language code`},
	} {
		got, err := GTNInputsLanguage(c.paths, c.language)
		if c.fail != "" {
			if err == nil || !strings.Contains(err.Error(), c.fail) {
				t.Errorf("%v %s: got %q, %v; want an error %q", c.paths, c.language, got, err, c.fail)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%v %s: got %q, %v; want %q", c.paths, c.language, got, err, c.want)
		}
	}
}

// TestLanguageCodeMustNameALanguage: a --language of a code's shape that
// names no language ("xx", "zz", "es_qq") is refused by prep gtn's and
// prep nemo-cases' checks; it was taken and written on the card as the
// pairs' language. Registered codes, two or three letters, pass.
func TestLanguageCodeMustNameALanguage(t *testing.T) {
	for _, code := range []string{"en", "ru", "pl", "de", "es_en", "hi_en", "zh", "yue"} {
		if !ValidNeMoLanguage(code) {
			t.Errorf("ValidNeMoLanguage(%q) = false, want true", code)
		}
		if _, err := GTNInputsLanguage(nil, code); err != nil {
			t.Errorf("GTNInputsLanguage(nil, %q): %v", code, err)
		}
	}
	for _, code := range []string{"xx", "zz", "qq", "es_qq", "English", "e", "en-US"} {
		if ValidNeMoLanguage(code) {
			t.Errorf("ValidNeMoLanguage(%q) = true, want false", code)
		}
		if _, err := GTNInputsLanguage(nil, code); err == nil {
			t.Errorf("GTNInputsLanguage(nil, %q) accepted it", code)
		}
		if _, err := NeMoCaseFileLanguage("en/data_text_normalization/test_cases_cardinal.txt", code); err == nil {
			t.Errorf("NeMoCaseFileLanguage(..., %q) accepted it", code)
		}
	}
}
