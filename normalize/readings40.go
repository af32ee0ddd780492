package normalize

import "strings"

// sqSquareShare is the share of "square" for a bare "sq" before a unit
// it makes a square unit of, where no number comes before it (the
// measure reader takes "2.06 sq mi"): "/ sq mi", "per sq mi". Hand set:
// Google TN says "square" for 2 of 2 such "sq" on the study half of the
// Kaggle GTN sample ("327.8 / sq mi" -> "... / square mi", the unit after
// it kept as written; its letters "s q" were the reading, and the gold
// had probability 0). The letters keep the rest: 0.4 until verb47 (the
// check half agreed, mean P(gold) up).
const sqSquareShare = 0.9

// squareBeforeUnit reads "sq" before a unit ("sq mi", "sq km": a square
// unit the style knows) as "square" beside its letters.
func (sc *scanner) squareBeforeUnit(w string, end int) ([]alt, bool) {
	if !strings.EqualFold(w, "sq") {
		return nil, false
	}
	if _, ok := sc.st.lookupUnit("sq " + nextWord(sc.text, end)); !ok {
		return nil, false
	}
	letters, ok := sc.consonantLetters(w)
	if !ok {
		return nil, false
	}
	var d dist
	d.add("square", sqSquareShare)
	d.addAll(letters, 1-sqSquareShare)
	return d.done(), true
}

// unknownFiveSpelled is the share of the spelled reading of a word of five
// letters (ASCII, not all capitals) that is no English word, no name, not
// in the pronouncing dictionary and no foreign function word: the words
// unknownShort reads, one letter longer. Hand set from counts: Google TN
// spells 5 of 990 such words (Daouk, Esaal, Semsw, Llapi, subsp on the
// study half of the Kaggle GTN sample, 5 of 665; 0 of 280 on the
// development set, 0 of 45 on the fit half); their gold had probability
// 0. Of longer such words it spells none (0 of about 9,000), so they keep
// the word alone.
const unknownFiveSpelled = 0.005

// unknownFive reads an unknown word of five letters as the word, or
// spelled (unknownFiveSpelled).
func (sc *scanner) unknownFive(w string) ([]alt, bool) {
	if len(w) != 5 || isAllUpper(w) || !asciiLetters(w) {
		return nil, false
	}
	lw := strings.ToLower(w)
	if isEnglishWord(lw) || isName(lw) || dictSaid(lw) || dictSpelled(lw) || foreignFunctionWords[lw] {
		return nil, false
	}
	var d dist
	d.addWritten(sc.plain(w), 1-unknownFiveSpelled)
	d.add(spellLetters(w), unknownFiveSpelled)
	return d.done(), true
}

// asciiLetters reports whether w is ASCII letters only.
func asciiLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}
