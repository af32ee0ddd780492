package normalize

import (
	"math"
	"testing"
)

// TestUpperCaseOrdinalReadsAsLower: an ordinal's suffix in capitals reads
// as in lower case. A street's ordinal after a house number ("708 N 42ND
// St.") gave the house number's pair readings a share "42nd" did not
// (streetAfterHouseNumber asked a case-sensitive numberedStreet where
// readDirection asked streetOrdinal); shortNumberText keeps "24TH" with
// the short numbers, as parseOrdinalSuffix reads it.
func TestUpperCaseOrdinalReadsAsLower(t *testing.T) {
	for _, p := range [][2]string{
		{"He lives at 708 N 42ND St.", "He lives at 708 N 42nd St."},
		{"THE 21ST CENTURY", "THE 21st CENTURY"},
		{"He lives on 42ND Street", "He lives on 42nd Street"},
	} {
		up, err := testV.Variants(p[0], 8)
		if err != nil {
			t.Fatal(err)
		}
		low, err := testV.Variants(p[1], 8)
		if err != nil {
			t.Fatal(err)
		}
		if len(up) != len(low) {
			t.Errorf("%q: %d variants, %q %d", p[0], len(up), p[1], len(low))
			continue
		}
		for i := range up {
			if up[i].Spoken != low[i].Spoken || math.Abs(up[i].Prob-low[i].Prob) > 1e-9 {
				t.Errorf("%q variant %d: %q %.4f, %q: %q %.4f", p[0], i, up[i].Spoken, up[i].Prob, p[1], low[i].Spoken, low[i].Prob)
			}
		}
	}
	for _, s := range []string{"24TH", "24th,", "1ST.", "3Rd"} {
		if !shortNumberText(s) {
			t.Errorf("shortNumberText(%q) = false", s)
		}
	}
	if shortNumberText("24THS") {
		t.Error(`shortNumberText("24THS") = true`)
	}
}

// TestEvery90sCapitalized: "every" before tens and s and a noun is the
// decade capitalized as in lower case ("Every 90s Kid Remembers This", a
// headline's, was "every ninety seconds kid" 0.9: secondsNotDecade's
// "every" branch asked for a lower-case word where its other branches
// lower-cased it).
func TestEvery90sCapitalized(t *testing.T) {
	checkCases(t, []caseT{
		{"Every 90s Kid Remembers This", "every nineties kid remembers this", nil},
		{"Every 90s kid remembers this", "every nineties kid remembers this", nil},
		{"Every 30s, the page reloads.", "every thirty seconds the page reloads", nil},
		{"Every 30s Later the page reloads", "every thirty seconds later the page reloads", nil},
	})
}

// TestHashApartBeforeWord: a # standing apart before a word is no hashtag
// (one is written against its word): before a number's word it is the
// number's sign ("Section C # five" was "c sharp five"), before "of" the
// written short for "number of", before a word in lower case the sign
// named ("a hash tag sign", "use hash tag for comments" were the
// readings); "# Selfie" (Google TN's hashtag) and "C # and F #" keep
// theirs.
func TestHashApartBeforeWord(t *testing.T) {
	checkCases(t, []caseT{
		{"Section C # five", "section c number five", nil},
		{"A # sign", "a hash sign", []string{"a pound sign"}},
		{"Type the # symbol twice.", "type the hash symbol twice", nil},
		{"Use # for comments in Python.", "use hash for comments in python", nil},
		{"The # of users doubled.", "the number of users doubled", nil},
		{"Press the # button.", "press the pound button", []string{"press the hash button"}},
		{"Lines starting with # are ignored.", "lines starting with hash are ignored", nil},
		{"C # and F # are languages", "c sharp and f sharp are languages", nil},
		{"`` Bring Cheeky Smash `` # Selfie `` to SF", "bring cheeky smash hash tag selfie to s f", nil},
	})
	checkNotAmong(t, [][2]string{
		{"A # sign", "a hash tag sign"},
		{"Use # for comments in Python.", "use hash tag for comments in python"},
	})
}

// TestHashtagNamedBeforeNumber: after the word "hashtag" a # against a
// number is the number's sign ("the hashtag one trend" was the only
// reading); against a word it stays unsaid.
func TestHashtagNamedBeforeNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"The hashtag #1 trend", "the hashtag number one trend", nil},
		{"The hashtag #MeToo spread.", "the hashtag me too spread", nil},
	})
}

// TestTeslaAndElectronVolts: a T after a number is tesla in a sentence of
// magnets or fields ("nine point four t" was the reading), a letter
// elsewhere (Google TN's "the new 415 T"); eV, keV, MeV, GeV and TeV are
// electron volts ("thirteen t e v" was the reading).
func TestTeslaAndElectronVolts(t *testing.T) {
	checkCases(t, []caseT{
		{"The field strength was 9.4 T.", "the field strength was nine point four tesla", nil},
		{"A 3 T MRI scanner", "a three tesla m r i scanner", nil},
		{"However , during pre season testing lead driver René Arnoux compared the new 415 T to used food .", "however during pre season testing lead driver rené arnoux compared the new four hundred fifteen t to used food", nil},
		{"The energy was 13 TeV.", "the energy was thirteen tera electron volts", nil},
		{"a 511 keV photon", "a five hundred eleven kilo electron volt photon", nil},
		{"The mass is 125 GeV.", "the mass is one hundred twenty five giga electron volts", nil},
	})
}

// TestTildeApart: a ~ standing apart before no number is said ("x ~ y"
// was "x y" 0.67, "the ~ key" "the key"), "tilde" first; between two
// numbers it is a range's "to" ("five approximately ten people"); before
// a number it keeps "approximately".
func TestTildeApart(t *testing.T) {
	checkCases(t, []caseT{
		{"x ~ y", "x tilde y", []string{"x approximately y"}},
		{"Press the ~ key.", "press the tilde key", nil},
		{"5~10 people", "five to ten people", nil},
		{"It takes 3 ~ 5 days.", "it takes three to five days", nil},
		{"It weighs ~ 5 kg.", "it weighs approximately five kilograms", nil},
		{"It costs ~$5.", "it costs approximately five dollars", nil},
		{"cd ~/bin", "c d tilde slash bin", nil},
	})
	checkNotAmong(t, [][2]string{{"x ~ y", "x y"}})
}

// TestRouteCompassLetter: N, S, E or W after a road's number is its
// direction first wherever it stands ("I-95 N" was "i ninety five n" 1
// where "I-90 W Exit" was "west" 0.68), the letter second; a branch's
// letter (Google TN's "SR 25 A", "State Route 3 B") stays a letter.
func TestRouteCompassLetter(t *testing.T) {
	checkCases(t, []caseT{
		{"I-90 W Exit", "i ninety west exit", []string{"i ninety w exit"}},
		{"Take I-95 N.", "take i ninety five north", []string{"take i ninety five n"}},
		{"Follow Route 9 W to the bridge", "follow route nine west to the bridge", nil},
		{"State Route 3 B", "state route three b", nil},
	})
}

// TestLogicalOperatorsSaidOnce: && and || are "and" and "or" ("if (a &&
// b)" was "if a and and b", "x || y" "x y").
func TestLogicalOperatorsSaidOnce(t *testing.T) {
	checkCases(t, []caseT{
		{"if (a && b) return;", "if a and b return", nil},
		{"x || y", "x or y", nil},
		{"Tom & Jerry", "tom and jerry", nil},
	})
}

// TestHashInCodeAndHeadings: a C preprocessor's directive takes "hash"
// or "pound" ("#include" was "hash tag include" 0.66), a Markdown
// heading's run of #s is unsaid ("## Installation" was "hash tag hash
// tag installation"), and the home directory "~/" alone is "tilde slash"
// ("type in the terminal" was first); a hashtag keeps its reading.
func TestHashInCodeAndHeadings(t *testing.T) {
	checkCases(t, []caseT{
		{"#include <stdio.h>", "hash include less than stdio h greater than", []string{"pound include less than stdio h greater than"}},
		{"Use #define for constants.", "use hash define for constants", nil},
		{"## Installation", "installation", nil},
		{"Type ~/ in the terminal.", "type tilde slash in the terminal", nil},
		{"Check out #AI and #ML!", "check out hash tag a i and hash tag m l", nil},
		{"#MeToo", "hash tag me too", nil},
	})
}

// TestAsteriskBetweenTerms: a * between two terms is "times" ("a * b" was
// "a asterisk b" 0.6, "2 * 3 = 6" tied "times" and "asterisk"); a
// footnote's or a telephone's star keeps its readings.
func TestAsteriskBetweenTerms(t *testing.T) {
	checkCases(t, []caseT{
		{"a * b", "a times b", []string{"a asterisk b"}},
		{"2 * 3 = 6", "two times three equals six", nil},
		{"2*3", "two times three", nil},
		{"Dial *67 first.", "dial star sixty seven first", nil},
		{"*Note* this", "note this", nil},
	})
}

// TestRemainderBetweenTerms: a % after a variable or a bracket, before a
// term, is the remainder's "mod" ("return a % b" was "return a percent
// b"); after a number it stays the percent.
func TestRemainderBetweenTerms(t *testing.T) {
	checkCases(t, []caseT{
		{"return a % b", "return a mod b", []string{"return a modulo b"}},
		{"(i + 1) % n", "i plus one mod n", nil},
		{"It rose 50 % in a year.", "it rose fifty percent in a year", nil},
		{"Sales rose 5% and 3% after that.", "sales rose five percent and three percent after that", nil},
	})
}

// TestSignNamedAfterDeterminer: a sign standing apart after an article or
// a determiner is a noun, named ("Put a * next to it" was "put a next to
// it" 0.4, "Type a / between them" "type a between them" 0.95, "the |
// key" "the key" 1); a capital's word is no determiner (Google TN's "AN
// / FPS", "A / A _ t" keep the slash unsaid).
func TestSignNamedAfterDeterminer(t *testing.T) {
	checkCases(t, []caseT{
		{"Put a * next to it.", "put a asterisk next to it", nil},
		{"Type a / between them.", "type a slash between them", nil},
		{"Press the | key.", "press the pipe key", nil},
	})
	checkCases(t, []caseT{
		{"with Bendix AN / FPS - 18 Radars", "with bendix an f p s eighteen radars", nil},
		{"a / b", "a b", nil},
		{"the value of A / A _ t should be large", "the value of a a underscore t should be large", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Put a * next to it.", "put a next to it"},
		{"Type a / between them.", "type a between them"},
	})
}
