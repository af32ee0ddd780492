package normalize

import "strings"

// definiteAttributive reports whether an amount or a quantity at [pos,
// end) stands between a definite determiner ("the", "this", "our" ...:
// definiteDeterminers) and a noun it describes: "the $5 fee", "the 5 km
// race", "our $20 entry fee". What follows a determiner's amount is a noun
// (the amount names a kind of thing, singular as after "a") or a clause
// the amount is the object of ("the $20 they owe", "the 5 km we ran",
// "the $50 is waived", "the $20 spent", "the $5 remaining"), and those
// keep the plural. So the next word must be noun-ish (nounAfterAmount):
// lower-case, no pronoun, determiner, preposition or conjunction, no verb
// of a short list, no participle in -ed nor adverb in -ly; a word in -ing
// counts only before a noun of its own ("the $5 shipping fee", not "the
// $5 remaining"). A few byte comparisons and map look-ups; the word
// before is lower-cased for its look-up, an allocation only when it is
// capitalized ("The $5 fee").
func definiteAttributive(text string, pos, end int) bool {
	end = pastUnitPeriod(text, end)
	if pos < 2 || text[pos-1] != ' ' || !definiteDeterminers[strings.ToLower(prevWord(text, pos))] {
		return false
	}
	return nounAfterAmount(text, end)
}

// nounAfterAmount reports whether the word after end (a space and a
// lower-case word) is noun-ish in the sense of definiteAttributive.
func nounAfterAmount(text string, end int) bool {
	if !lowerWordFollows(text, end) {
		return false
	}
	w := nextWord(text, end)
	if w == "can" {
		return canNounAt(text, end+1+len(w))
	}
	if !nounish(w) {
		return false
	}
	if strings.HasSuffix(w, "ing") {
		// "the $5 shipping fee", "the 5 km running track": a noun of its
		// own follows; "the $5 remaining is yours" has none.
		after := end + 1 + len(w)
		if !lowerWordFollows(text, after) {
			return false
		}
		w2 := nextWord(text, after)
		return nounish(w2) && !strings.HasSuffix(w2, "ing")
	}
	return true
}

// canNounAt reports whether the "can" that ends at i is the container
// ("the 12 oz can", "the 12 oz can of soda", "the 12 oz can is empty"),
// not the modal verb, which a bare verb follows ("the 5 km can be run").
// The container ends the text or a clause, or a preposition, conjunction
// or copula follows it (canNounFollowers); "can" was an amountVerb alone,
// so "the 12 oz can" kept the plural unit alone.
func canNounAt(text string, i int) bool {
	if !lowerWordFollows(text, i) {
		return true
	}
	return canNounFollowers[nextWord(text, i)]
}

// canNounFollowers follow the container "can", never the modal.
var canNounFollowers = setOf(strings.Fields(`of for with and or but is was has had holds costs from in on at
	than that which`), false)

// nounish reports whether a lower-case word can be a noun an amount
// describes: not a word of notAttributedWords, clauseOpeners (pronouns,
// determiners), amountVerbs or amountAdverbs, nor a participle in -ed or
// an adverb in -ly.
func nounish(w string) bool {
	if w == "" || w != strings.ToLower(w) || strings.ContainsAny(w, "'’") {
		return false
	}
	if notAttributedWords[w] || clauseOpeners[w] || amountVerbs[w] || amountAdverbs[w] {
		return false
	}
	return !strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "ly")
}

var (
	// definiteDeterminers take an amount that describes a noun as "a"
	// does; not "her", which is also the object ("pay her $20 weekly").
	definiteDeterminers = setOf(strings.Fields(`the this that these those my your his its our their`), false)
	// amountVerbs follow an amount that is a clause's subject or
	// object ("the $50 covers shipping", "the $20 goes to charity", "the
	// $5 paid", "the 5 km left"); participles not in -ed among them.
	amountVerbs = setOf(strings.Fields(`is are was were be been being has have had does do did can could will
		would shall should may might must covers cover includes include goes go went gets get got buys buy bought
		pays pay paid comes come came seems seem makes make made means mean helps help brings bring brought adds
		remains remain stays stay equals equal amounts represents reflects spent left lost won given taken held kept
		sent sold found lent stolen gotten put cost costs saw see seen takes take gave give needs need says said
		won't isn't wasn't doesn't`), false)
	// amountAdverbs follow an amount a clause ends on ("the $20
	// yesterday", "the 5 km again"), or a distance's direction ("the 5 km
	// north of town", "the 10 miles upstream": no noun it describes).
	amountAdverbs = setOf(strings.Fields(`yesterday today tonight tomorrow now then later earlier again instead too
		also back already ago alone only more less extra total altogether apiece overall still either
		north south east west northeast northwest southeast southwest northward southward eastward westward
		northwards southwards eastwards westwards upstream downstream uphill downhill inland offshore ahead behind`), false)
)
