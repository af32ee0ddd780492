package normalize

import (
	_ "embed"
	"math"
	"strings"
	"sync"

	"github.com/itnprep/itnprep/internal/englishwords"
)

// wordSet is an English word list (internal/englishwords: SCOWL's
// american-english, lower-case entries). Google TN reads an all-caps token
// that is an English word as the word (HALL OF FAME, BEEF) and most others
// letter by letter, and says run-on domain names word by word
// (stylusmagazine.com -> "stylus magazine dot com"): both need to know
// what an English word is.
var wordSet = englishwords.Set

// isEnglishWord reports whether lower-case w is in the word list.
func isEnglishWord(w string) bool { return englishwords.Is(w) }

// namesTxt lists proper names of 3-5 letters that are not English words
// (SCOWL's american-english capitalized entries; see the file's header).
// Google TN says an all-caps name (GUS, CARR, CLIO) as the name, where it
// spells most other sayable all-caps tokens (GIS, EPA, UGA).
//
//go:embed data/names.txt
var namesTxt []byte

var nameSet = sync.OnceValue(func() map[string]struct{} { return englishwords.ReadList(namesTxt, 2200) })

// isName reports whether lower-case w is in the names list.
func isName(w string) bool {
	_, ok := nameSet()[w]
	return ok
}

// urlNamesTxt lists proper names of 6-15 letters that are not English
// words (SCOWL's capitalized entries; see the file's header), used only to
// cut run-on domain names: without them "washingtonpost" was cut into the
// words "washing ton post".
//
//go:embed data/url-names.txt
var urlNamesTxt []byte

var urlNameSet = sync.OnceValue(func() map[string]struct{} { return englishwords.ReadList(urlNamesTxt, 7000) })

// isURLWord reports whether lower-case w may be a whole piece of a run-on
// domain name of 3+ letters: an English word or a long proper name.
func isURLWord(w string) bool {
	if isEnglishWord(w) {
		return true
	}
	if len(w) < 6 {
		return false
	}
	_, ok := urlNameSet()[w]
	return ok
}

// cmuWordsTxt and cmuLettersTxt list the entries of 2-5 letters of the
// CMU Pronouncing Dictionary (0.4, as Festival ships it) that are in
// neither list above, split by how the dictionary says them: as a word
// (nasa, seo, lac, raf, ira, wa) or letter by letter (usa, bbc, uk); see
// the files' headers and scripts/cmu-words.py. An all-caps token the
// dictionary says as a word is said by Google TN nearly every time (16 of
// 17 sayable ones on its fit half and development set), where it spells
// most sayable tokens the dictionary lacks (GIS, EPA, UGA: 47 of 58).
//
//go:embed data/cmu-words.txt
var cmuWordsTxt []byte

//go:embed data/cmu-letters.txt
var cmuLettersTxt []byte

var (
	cmuWordSet   = sync.OnceValue(func() map[string]struct{} { return englishwords.ReadList(cmuWordsTxt, 14000) })
	cmuLetterSet = sync.OnceValue(func() map[string]struct{} { return englishwords.ReadList(cmuLettersTxt, 64) })
)

// dictSaid reports whether lower-case w is in the pronouncing dictionary
// said as a word (and is neither an English word nor a listed name).
func dictSaid(w string) bool {
	_, ok := cmuWordSet()[w]
	return ok
}

// dictSpelled reports whether the pronouncing dictionary says lower-case w
// letter by letter.
func dictSpelled(w string) bool {
	_, ok := cmuLetterSet()[w]
	return ok
}

// English syllable edges: the consonant clusters a syllable may start
// (onsets) and end (codas) with. A letter string whose clusters all fit
// can be said as a word (UPA, SEO, LAC); one that cannot (TCM, GOSC, AVN,
// ABC) is spelled, which is how Google TN reads all-caps tokens that are
// not English words.
var (
	onsets = setOf(strings.Fields(`b c d f g h j k l m n p q r s t v w x y z
		bl br ch cl cr dr dw fl fr gh gl gn gr kl kn kr ph pl pr qu sc sh sk sl sm sn sp st sw th tr tw wh wr
		sch scr shr sph spl spr squ str thr`), false)
	codas = setOf(strings.Fields(`b c d f g h k l m n p r s t v w x z
		ch ck ct ds ff ft gh ks ld lf lk ll lm lp ls lt mb mp ms nd ng nk ns nt ps pt rb rc rd rf rg rk rl rm rn rp
		rr rs rt sh sk sp ss st th ts ws zz
		ght lls nch nds ngs nks nth nts rch rst rth tch`), false)
)

// pronounceable reports whether the letters of w (any case) split into
// syllables with English onsets and codas: at least one vowel (y counts
// after the first letter), a legal first and last consonant cluster, and
// every inner cluster a legal coda followed by a legal onset.
func pronounceable(w string) bool {
	w = strings.ToLower(w)
	if w == "" {
		return false
	}
	isVowel := func(i int) bool {
		switch w[i] {
		case 'a', 'e', 'i', 'o', 'u':
			return true
		case 'y':
			return i > 0
		}
		return false
	}
	var clusters []string // consonant clusters, first and last may be ""
	vowels, start := 0, 0
	for i := 0; i <= len(w); i++ {
		if i < len(w) && (w[i] < 'a' || w[i] > 'z') {
			return false
		}
		if i == len(w) || isVowel(i) {
			clusters = append(clusters, w[start:i])
			if i < len(w) {
				vowels++
				// Skip the whole vowel group.
				for i+1 < len(w) && isVowel(i+1) {
					i++
				}
			}
			start = i + 1
		}
	}
	if vowels == 0 {
		return false
	}
	first, last := clusters[0], clusters[len(clusters)-1]
	if first != "" && !onsets[first] || last != "" && !codas[last] {
		return false
	}
	for _, c := range clusters[1 : len(clusters)-1] {
		ok := c == ""
		for k := 0; k <= len(c) && !ok; k++ {
			coda, onset := c[:k], c[k:]
			ok = (coda == "" || codas[coda]) && (onset == "" || onsets[onset])
		}
		if !ok {
			return false
		}
	}
	return true
}

// letterTrigramCounts are the letter trigrams of the English words and
// the names lists (their entries of ASCII letters, "^^" before each and
// "$" after it), and the pairs of letters that open them: how often
// English words and names string letters together as a token does.
type letterTrigramCounts struct {
	tri [28 * 28 * 28]int32
	bi  [28 * 28]int32
}

// letterIndex numbers "^" 0, a-z 1-26, "$" 27; -1 for anything else.
func letterIndex(c byte) int {
	switch {
	case c == '^':
		return 0
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 1
	case c == '$':
		return 27
	}
	return -1
}

var letterTrigrams = sync.OnceValue(func() *letterTrigramCounts {
	t := new(letterTrigramCounts)
	for _, set := range []map[string]struct{}{wordSet(), nameSet(), urlNameSet()} {
	words:
		for w := range set {
			for i := 0; i < len(w); i++ {
				if letterIndex(w[i]) < 1 || letterIndex(w[i]) > 26 {
					continue words
				}
			}
			s := "^^" + w + "$"
			for i := 2; i < len(s); i++ {
				a, b, c := letterIndex(s[i-2]), letterIndex(s[i-1]), letterIndex(s[i])
				t.tri[(a*28+b)*28+c]++
				t.bi[a*28+b]++
			}
		}
	}
	return t
})

// englishLetterScore is the mean log probability, per letter and the
// end, of lower-case w under a letter trigram model of the word lists
// (letterTrigramCounts, add-0.1 smoothing over 27 letters and the end);
// ok is false when w is not all ASCII letters a-z. English words score
// about -2.5, "anadyr" -3.9, "tcm" -6.
func englishLetterScore(w string) (score float64, ok bool) {
	if w == "" {
		return 0, false
	}
	for i := 0; i < len(w); i++ {
		if c := letterIndex(w[i]); c < 1 || c > 26 {
			return 0, false
		}
	}
	t := letterTrigrams()
	s := "^^" + w + "$"
	sum := 0.0
	for i := 2; i < len(s); i++ {
		a, b, c := letterIndex(s[i-2]), letterIndex(s[i-1]), letterIndex(s[i])
		sum += math.Log((float64(t.tri[(a*28+b)*28+c]) + 0.1) / (float64(t.bi[a*28+b]) + 0.1*27))
	}
	return sum / float64(len(w)+1), true
}

// unEnglishLetters reports whether w (any case, six letters or more)
// strings its letters together as English words and names seldom do:
// englishLetterScore below -3.25. Google TN spells every all-caps token
// of six letters or more that no list knows and scores so (19 of 19 on
// the development set and the fresh sample's study half: ANADYR, SUYUTI,
// IUPHAR, JOZEFA, GILUPI, COFADEH, KAJART, PRIMJENI), where it spells
// 26 of 58 of those that score higher (said: FUKUHARA, ANHYDRASE,
// FRELIMO, ESTRELLA, HEEBNER at -3.13).
func unEnglishLetters(w string) bool {
	if len(w) < 6 {
		return false
	}
	s, ok := englishLetterScore(strings.ToLower(w))
	return ok && s < -3.25
}
