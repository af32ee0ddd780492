package sources

import (
	"strings"
	"testing"
)

// TestNotEnglishWhy: lines of another script or, with 6 words or more, of
// another Latin-script language's function words are not English; English
// with foreign names, titles, Greek letters in math or emoji is.
func TestNotEnglishWhy(t *testing.T) {
	foreign := map[string]string{
		"東京は2020年": "Han",
		"Москва — столица России с 1147 года.":                                           "Cyrillic",
		"서울은 2020년에 인구가 많았다":                                                             "Hangul",
		"القاهرة هي عاصمة مصر منذ 969":                                                   "Arabic",
		"दिल्ली भारत की राजधानी है":                                                      "Devanagari",
		"Η Αθήνα είναι η πρωτεύουσα της Ελλάδας":                                         "Greek",
		"Le 14 juillet 1789, la prise de la Bastille marque le début de la Révolution.":  "French",
		"Am 3. Oktober 1990 wurde die Einheit Deutschlands mit einem Vertrag vollendet.": "German",
		"El 12 de octubre de 1492 Colón llegó a las islas del Caribe con tres barcos.":   "Spanish",
		"Il 2 giugno 1946 gli italiani hanno scelto la repubblica con un referendum.":    "Italian",
		"O Brasil declarou a independência em 7 de setembro de 1822 e não foi fácil.":    "Portuguese",
		"Op 5 mei 1945 werd Nederland bevrijd en het land vierde dat met een feest.":     "Dutch",
	}
	for text, lang := range foreign {
		why := NotEnglishWhy(text)
		if why == "" || !strings.Contains(why, lang) || !strings.Contains(why, "--language any") {
			t.Errorf("NotEnglishWhy(%q) = %q, want a reason naming %s and --language any", text, why, lang)
		}
	}
	for _, text := range []string{
		"The Tokyo (東京) Olympics were held in 2021 after a delay of one year.",
		"Let α + β = γ, then Δx → 0 as n grows.",
		"α + β = γ",
		"I paid $5 for the 🍕 at 3pm 😀 today.",
		"He had a casual meeting with Jorge Rafael Videla , who is also held in Campo de Mayo .",
		"The film Le Fabuleux Destin d'Amélie Poulain was released in 2001 in France.",
		"Teske , E . ; Naan , E . C . ; Van Dijk , E . M . ; Van Garderen , E . ; Schalken , J . A . ( 2002 ) .",
		"Le 14 juillet", // too short to judge
		"Dostoevsky (Достоевский) wrote Crime and Punishment in 1866 while in debt.",
	} {
		if why := NotEnglishWhy(text); why != "" {
			t.Errorf("NotEnglishWhy(%q) = %q, want English", text, why)
		}
	}
}
