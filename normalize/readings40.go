package normalize

import "strings"

// sqSquareShare is the share of "square" for a bare "sq" before a unit
// it makes a square unit of, where no number comes before it (the
// measure reader takes "2.06 sq mi"): "/ sq mi", "per sq mi". Hand set:
// Google TN says "square" for 2 of 2 such "sq" on the study half of the
// Kaggle GTN sample ("327.8 / sq mi" -> "... / square mi", the unit after
// it kept as written); its letters "s q" were the reading, and the gold
// had probability 0. The letters keep the rest.
const sqSquareShare = 0.6

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
