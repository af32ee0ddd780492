package normalize

import (
	_ "embed"
	"encoding/json"
	"math"
	"strings"
	"sync"
	"unicode/utf8"
)

// A fitted said-or-spelled decision for two classes of tokens whose
// reading Google TN decides word by word (docs/STYLE-FIT.md "Thirty-sixth
// round (verb65)"): short words no list knows (Ohta, Suat, Akl: the
// unknown_word undict_* readings) and all caps the syllable check rejects
// or of two letters (SM, ABS, MGR, RA: the letters spelled/word readings
// of that branch). A logistic regression over the letters of the token
// alone (saidSpelledFeatures; Google TN reads a type the same way in every
// context) gives the odds of the minority reading; the style's fitted
// weights keep the class's level, and the model moves a token's odds by
// how far its own are from the class's average (saidSpelledWeight). The
// coefficients are fitted by TestSaidSpelledModelIsTheFit on the fit half,
// the fresh sample's study half and the development set, and shipped in
// data/said-spelled.json.

//go:embed data/said-spelled.json
var saidSpelledJSON []byte

// saidSpelledClass is one class's fitted model: Coef weighs
// saidSpelledFeatures (Coef[0] the intercept), Center is the log odds of
// the minority reading over the tokens it was fitted on.
type saidSpelledClass struct {
	Doc    string    `json:"doc"`
	Minor  string    `json:"minority"`
	Coef   []float64 `json:"coef"`
	Center float64   `json:"center"`
	Tokens int       `json:"tokens"`
	Minors int       `json:"minority_tokens"`
}

type saidSpelledModel struct {
	Doc      string                      `json:"doc"`
	Features []string                    `json:"features"`
	Classes  map[string]saidSpelledClass `json:"classes"`
}

var saidSpelled = sync.OnceValue(func() *saidSpelledModel {
	m := new(saidSpelledModel)
	if err := json.Unmarshal(saidSpelledJSON, m); err != nil {
		panic("normalize: data/said-spelled.json: " + err.Error())
	}
	for name, c := range m.Classes {
		if len(c.Coef) != saidSpelledFeatureCount {
			panic("normalize: data/said-spelled.json: class " + name + " has the wrong number of coefficients")
		}
	}
	return m
})

// saidSpelledFeatureNames name saidSpelledFeatures' entries, in order.
var saidSpelledFeatureNames = []string{"intercept", "letter_score", "two_letters", "three_letters",
	"vowel_first", "vowel_share", "double_vowel", "cvc", "non_ascii"}

const saidSpelledFeatureCount = 9

// saidSpelledFeatures describes the letters of w: the letter trigram score
// of the word lists (englishLetterScore, plus 3; -1 when w has other
// letters than a-z), whether it has two letters, three, whether the first
// is a vowel (a, e, i, o, u), the share of vowels, whether two vowels
// follow each other, whether it is three letters consonant-vowel-consonant,
// and whether a letter is not ASCII.
func saidSpelledFeatures(w string) [saidSpelledFeatureCount]float64 {
	var x [saidSpelledFeatureCount]float64
	lw := strings.ToLower(w)
	n := utf8.RuneCountInString(lw)
	x[0] = 1
	if s, ok := englishLetterScore(lw); ok {
		x[1] = s + 3
	} else {
		x[1] = -1
	}
	x[2] = b2f(n == 2)
	x[3] = b2f(n == 3)
	vowels, prev, i := 0, false, 0
	var pattern [3]bool
	for _, r := range lw {
		v := r < utf8.RuneSelf && isVowelByte(byte(r))
		if v {
			vowels++
			if prev {
				x[6] = 1
			}
		}
		if i == 0 {
			x[4] = b2f(v)
		}
		if i < 3 {
			pattern[i] = v
		}
		if r >= utf8.RuneSelf {
			x[8] = 1
		}
		prev = v
		i++
	}
	if n > 0 {
		x[5] = float64(vowels) / float64(n)
	}
	x[7] = b2f(n == 3 && !pattern[0] && pattern[1] && !pattern[2])
	return x
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// logit is the fitted log odds of the class's minority reading for w.
func (c saidSpelledClass) logit(w string) float64 {
	x := saidSpelledFeatures(w)
	z := 0.0
	for i, v := range x {
		z += c.Coef[i] * v
	}
	return z
}

// saidSpelledMaxShare caps the minority reading's share of the two: the
// model never puts it first. In cross-validation between the development
// set and the study half (each fitted on the other and the fit half) the
// tokens it gave the minority more than half were read the majority way
// more often (short unknown words: 5 of 7, Xiu, Pua, Oru, Yiok, Uefa said,
// Aam, Ud spelled; the capitals: none), so the model moves probability,
// not the decision.
const saidSpelledMaxShare = 0.45

// saidSpelledWeight is the weight of class's minority reading of w (the
// spelled one of a short unknown word, the word of capitals) given the
// style's minority and majority weights: minority times the model's odds
// for w over its average odds, so that the style's weights keep the
// class's level, at most saidSpelledMaxShare of the two. minority for a
// class the model lacks.
func saidSpelledWeight(class, w string, minority, majority float64) float64 {
	c, ok := saidSpelled().Classes[class]
	if !ok {
		return minority
	}
	m := minority * math.Exp(c.logit(w)-c.Center)
	return math.Min(m, majority*saidSpelledMaxShare/(1-saidSpelledMaxShare))
}

// traceSaidSpelled tells the Verbalizer's saidSpelledTrace, when a test
// set it, of w, a token class's model weighs.
func (sc *scanner) traceSaidSpelled(class, w string) {
	if sc.v != nil && sc.v.saidSpelledTrace != nil {
		sc.v.saidSpelledTrace(class, w)
	}
}
