package sources

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Languages of the written-only sources' language check (--language).
const (
	// LanguageEnglish: lines clearly in another language are
	// parse/not_english rejects (NotEnglishWhy). The default.
	LanguageEnglish = "en"
	// LanguageAny: every line is verbalized, whatever its language (as
	// before the check).
	LanguageAny = "any"
)

// minFunctionWords is the fewest Latin-script words a line needs before the
// function-word test judges it: a short line ("Le 14 juillet", a title, a
// name) says too little to tell its language.
const minFunctionWords = 6

// NotEnglishWhy says why a written line is not English, or "" when it may
// be. The verbalizer writes English spoken forms only: a French line was
// published as "le fourteen juillet", a Japanese one as "東京は twenty
// twenty 年". The check is cheap and deterministic, in two tests:
//
//  1. Script: the line's letters are mostly of another script than Latin
//     (Han, Kana, Hangul, Cyrillic, Arabic, Devanagari, Greek...). Letters
//     count in words (runs of letters); a one-letter word of an alphabetic
//     script (a Greek letter in math: "α + β = γ", "Δx") does not count,
//     one Han, Kana or Hangul character does. A line is rejected when such
//     letters are at least 2 and outnumber its Latin letters: an English
//     line with a few foreign names ("Tokyo (東京) hosted") passes, and
//     emoji and symbols are no letters.
//  2. Function words, for Latin-script lines of at least 6 words: the
//     line's words that are common function words of English ("the",
//     "of", "was") against those of French, German, Spanish, Italian,
//     Portuguese and Dutch ("le", "und", "los", "della", "não", "het"); a
//     word of both lists counts as English, and a word of ambiguousWords
//     for no language. A line is rejected when
//     another language has at least 3 such words, at least a quarter of
//     the line's words, and more than twice the English ones: an English
//     sentence with a French title or a Spanish name has English function
//     words enough to keep it. Google TN's English Wikipedia sentences:
//     11 of the development set's 5,518 and 34 of the 11,547 of Proteno's
//     sample rejected, each, read by hand, a citation or quotation in
//     another language (qa44, 2026-11-30).
func NotEnglishWhy(text string) string {
	if why := scriptWhy(text); why != "" {
		return why
	}
	return functionWordsWhy(text)
}

// scriptWhy is NotEnglishWhy's script test.
func scriptWhy(text string) string {
	latin, other := 0, 0
	byScript := map[string]int{}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsLetter(r) {
			i += size
			continue
		}
		// One word: a run of letters and marks.
		j, n := i, 0
		var lat, oth int
		var scripts []string
		for j < len(text) {
			r, size := utf8.DecodeRuneInString(text[j:])
			if !unicode.IsLetter(r) && !unicode.IsMark(r) {
				break
			}
			j += size
			if unicode.IsMark(r) {
				continue
			}
			n++
			switch name := scriptOf(r); name {
			case "Latin":
				lat++
			default:
				oth++
				if name != "" {
					scripts = append(scripts, name)
				}
			}
		}
		i = j
		latin += lat
		if oth == 0 {
			continue
		}
		if n == 1 && !ideographic(scripts) {
			continue // a lone Greek (or other alphabet's) letter: a symbol
		}
		other += oth
		for _, s := range scripts {
			byScript[s]++
		}
	}
	if other < 2 || other <= latin {
		return ""
	}
	top, topN := "", 0
	for _, s := range scriptNames {
		if byScript[s] > topN {
			top, topN = s, byScript[s]
		}
	}
	if top == "" {
		top = "a non-Latin script"
	}
	return fmt.Sprintf("not English: %d of the line's %d letters are %s (Latin: %d): the verbalizer writes English spoken forms only, so a line of another language would be published half read as English (東京は2020年 said 東京は twenty twenty 年); --language any keeps such lines", other, other+latin, top, latin)
}

// scriptNames are the scripts scriptWhy names, in a fixed order so that a
// tie names the same one every run.
var scriptNames = []string{"Han", "Hiragana", "Katakana", "Hangul", "Cyrillic", "Arabic", "Hebrew", "Devanagari", "Bengali", "Tamil", "Thai", "Greek", "Armenian", "Georgian", "Ethiopic"}

// scriptOf names r's script among scriptNames, "Latin", or "" for another.
func scriptOf(r rune) string {
	if r < 0x250 || unicode.Is(unicode.Latin, r) {
		return "Latin"
	}
	for _, name := range scriptNames {
		if unicode.Is(unicode.Scripts[name], r) {
			return name
		}
	}
	return ""
}

// ideographic: a one-character word of these scripts is a word (東, は).
func ideographic(scripts []string) bool {
	for _, s := range scripts {
		switch s {
		case "Han", "Hiragana", "Katakana", "Hangul", "Thai":
			return true
		}
	}
	return false
}

// englishFunctionWords are common English function words.
var englishFunctionWords = wordSet(`the of and to a in is was for that with as on by at from it its his her he she
they their them this these those which who whom whose are were be been being has have had not but or an
also into than then there when where while would will could should about after before over under between
during because if so such our we you your my me him us what all any some more most other only one`)

// otherFunctionWords are common function words of the Latin-script
// languages the check knows; a word also in englishFunctionWords counts
// as English, one in ambiguousWords for no language (functionWordsWhy).
var otherFunctionWords = map[string]map[string]bool{
	"French": wordSet(`le la les l un une des du de d au aux et est sont ou où que qui quoi dans pour sur avec sans pas ne ce cette ces il ils elle elles nous vous je tu
on leur leurs mais très été était être avoir sa ses son qu lui aussi comme plus`),
	"German": wordSet(`der die das den dem des ein eine einen einem einer und ist sind nicht mit von zu zum zur auf für sich auch es war wird werden wurde
im bei nach aus wie oder aber noch über ich wir sie er dass hat haben nur kein keine ihr ihre sein seine vom beim`),
	"Spanish": wordSet(`el la los las de del y en que es un una unos unas por con para se su sus al lo como más pero está están son fue muy también
entre sobre hay este esta estos ya le les o yo nosotros ella ellos fueron era`),
	"Italian": wordSet(`il lo la gli le di del della dei degli delle e è che un una uno per con non si da nel nella sono anche ma come più questo
questa alla al ha sul dal era essere io noi loro ed alle dalla dalle nei negli sulla`),
	"Portuguese": wordSet(`o os a as de do da dos das e em um uma que não com para por no na nos nas se é mais mas foi ao aos pelo pela seu sua são
também está eu ele ela eles elas isso isto às pelos pelas`),
	"Dutch": wordSet(`de het een en van in is dat op te met voor niet zijn er die aan ook als bij maar om dan nog wordt werd door naar uit hij ze
we ik zij worden deze dit wat`),
}

// ambiguousWords are common in English text as words or in names, though
// not English function words: they count for no language.
var ambiguousWords = wordSet(`no do so me die son per come war hat fin pour par once sale pie men den`)

// otherLanguages is otherFunctionWords' keys in a fixed order.
var otherLanguages = []string{"French", "German", "Spanish", "Italian", "Portuguese", "Dutch"}

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// functionWordsWhy is NotEnglishWhy's function-word test.
func functionWordsWhy(text string) string {
	words := latinWords(text)
	if len(words) < minFunctionWords {
		return ""
	}
	english := 0
	counts := make([]int, len(otherLanguages))
	for _, w := range words {
		if englishFunctionWords[w] {
			english++
			continue
		}
		if ambiguousWords[w] {
			continue
		}
		for i, lang := range otherLanguages {
			if otherFunctionWords[lang][w] {
				counts[i]++
			}
		}
	}
	best, bestN := "", 0
	for i, n := range counts {
		if n > bestN {
			best, bestN = otherLanguages[i], n
		}
	}
	if bestN < 3 || bestN*4 < len(words) || bestN <= 2*english {
		return ""
	}
	return fmt.Sprintf("not English: %d of the line's %d words are %s function words (English: %d): the verbalizer writes English spoken forms only, so a line of another language would be published half read as English (Le 14 juillet said le fourteen juillet); --language any keeps such lines", bestN, len(words), best, english)
}

// latinWords are text's words of letters, lower-cased; an apostrophe ends
// a word (l'homme: l, homme; don't: don, t). A one-letter capital stays as
// it is, matching no list: an initial ("Teske , E . ; Naan , E . C .") is
// no Italian "e".
func latinWords(text string) []string {
	var words []string
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) }) {
		if utf8.RuneCountInString(f) > 1 || !unicode.IsUpper([]rune(f)[0]) {
			f = strings.ToLower(f)
		}
		words = append(words, f)
	}
	return words
}
