package normalize

import "testing"

// TestEtcIsMostlyEtcetera checks that "etc." reads "etcetera" far more
// often than "et cetera": Google TN says "etcetera" 10 of 10 (the fresh
// sample's study half 7, the development set 3); it was 0.6 against 0.4,
// which prep text sampled as "et cetera" once in three.
func TestEtcIsMostlyEtcetera(t *testing.T) {
	checkVariantAtLeast(t, "apples, pears, etc.", "apples pears etcetera", 0.85)
	checkVariantAtLeast(t, "Synod , etc .", "synod etcetera", 0.85)
	checkLowVariant(t, "apples, pears, etc.", "apples pears et cetera", 0.15)
}

// TestLowerStBetweenNamesIsSaint checks that a lower-case "st" between two
// names is the second's saint well ahead of the street ("Port st Joe":
// Google TN "saint" 4 of 4; "port street joe" was 0.43 beside 0.55),
// while after a name before a lower-case word it stays the street.
func TestLowerStBetweenNamesIsSaint(t *testing.T) {
	checkVariantAtLeast(t, "Port st Joe and near Carrabelle .", "port saint joe and near carrabelle", 0.8)
	checkVariantAtLeast(t, "Louie McCarthy Scarsbrook st Helens", "louie mccarthy scarsbrook saint helens", 0.8)
	checkCases(t, []caseT{
		{"at 763 Sarmiento st and", "at seven hundred sixty three sarmiento street and", nil},
		{"the 2nd st Bridge", "the second street bridge", nil},
	})
}

// TestSqBeforeUnitIsMostlySquare checks that a bare "sq" before a unit,
// no number before it ("/ sq mi", Wikipedia's density whose figure was
// lost), is "square" well ahead of its letters: Google TN 2 of 2 on the
// fresh sample's study half; "s q mi" kept 0.36 beside 0.56.
func TestSqBeforeUnitIsMostlySquare(t *testing.T) {
	checkVariantAtLeast(t, "density of 327.8 / sq mi ( ) .", "density of three hundred twenty seven point eight square mi", 0.8)
	checkLowVariant(t, "density of 327.8 / sq mi ( ) .", "density of three hundred twenty seven point eight s q mi", 0.1)
}

// TestLexiconReadingsSharpened checks lexicon readings that Google TN
// says nearly always, given probability to match (style.json with
// testdata/style-handset.json's priors sharpened, then refitted): "p ." before
// a number "p" (195 of 195 on the fresh sample's study half, the
// development set and the fit half; "page" was 0.04), "vs" "versus" (21
// of 21; "v s" was 0.10), "Ltd" "limited" (34 of 34; "l t d" 0.10), "#"
// before a number "number" (28 of 29; "hash" 0.065, "pound" 0.04) and a
// spaced "_" "underscore" (6 of 6; silence 0.19).
func TestLexiconReadingsSharpened(t *testing.T) {
	checkLowVariant(t, "Smith , p . 209 .", "smith page two hundred nine", 0.02)
	checkVariantAtLeast(t, "Smith , p . 209 .", "smith p two hundred nine", 0.9)
	checkLowVariant(t, "Tanahashi vs Okada", "tanahashi v s okada", 0.05)
	checkLowVariant(t, "Penguin Books Ltd .", "penguin books l t d", 0.05)
	checkLowVariant(t, "It debuted at # 3 on the chart .", "it debuted at hash three on the chart", 0.045)
	checkLowVariant(t, "the value of A / A _ t should", "the value of a a t should", 0.06)
	checkCases(t, []caseT{
		{"It debuted at # 3 on the chart .", "it debuted at number three on the chart", nil},
		{"the value of A / A _ t should", "the value of a a underscore t should", nil},
	})
}
