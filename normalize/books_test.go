package normalize

import "testing"

// TestFrenchTitlesAndFollowingPages: "Mme.", "Mlle." (and without their
// period) are madame and mademoiselle ("mme curie" was the reading), and
// "ff." after a page number is "and following" ("f f"), also before
// more text ("pp. 100 ff. and 200 ff.": after_number); "the ff. notes"
// keeps its letters. Hand-set: Google TN's sentences have none.
func TestFrenchTitlesAndFollowingPages(t *testing.T) {
	checkCases(t, []caseT{
		{"Mme. Curie won twice.", "madame curie won twice", nil},
		{"Mme Curie won twice.", "madame curie won twice", nil},
		{"Mlle. Dupont sang.", "mademoiselle dupont sang", nil},
		{"See pp. 23 ff.", "see pages twenty three and following", nil},
		{"the ff. notes", "the f f notes", nil},
		{"See pp. 100 ff. and 200 ff. for details.", "see pages one hundred and following and two hundred and following for details", nil},
		{"See pp. 12 ff. for the proof.", "see pages twelve and following for the proof", nil},
	})
}

// TestFollowingPagesBeforeCountedNoun: "ff." between a number and a
// plural noun is no "and following": the number counts the noun ("Play 5
// ff. notes" was "play five and following notes").
func TestFollowingPagesBeforeCountedNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"Play 5 ff. notes", "play five f f notes", nil},
		{"See pp. 23 ff. and notes.", "see pages twenty three and following and notes", nil},
	})
}

// TestPoundsWrittenL: older books write pounds as an "l." after the
// number before shillings ("5l. 10s." was "five l tens"); "5l." without
// shillings is left (liters), and "Lieut." is lieutenant ("lieut").
func TestPoundsWrittenL(t *testing.T) {
	checkCases(t, []caseT{
		{"5l. 10s.", "five pounds ten shillings", nil},
		{"It cost 2l. 3s. 6d. in all.", "it cost two pounds three shillings and sixpence in all", []string{"it cost two pounds three shillings and six pence in all"}},
		{"He paid 100l. 5s. a year.", "he paid one hundred pounds five shillings a year", nil},
		{"Lieut. Col. Smith", "lieutenant colonel smith", nil},
	})
	checkNotAmong(t, [][2]string{{"Add 5l. of water.", "add five pounds of water"}})
}

// TestBookText: what older books (Project Gutenberg, Libriheavy's texts)
// write and the verbalizer misread: a Roman-numeral year ("dated
// MDCCCLX" was "m d c c c l x"), "&c." ("and c"), a date's "inst.",
// "ult.", "prox." ("the 3rd inst." was "the third institute"), a
// manuscript's "MS." ("the miss is dated"), "Chap." and "Vols. 1-3" kept
// as words, and the hundredweight ("c w t"). Hand-set: Google TN's
// sentences have none of them.
func TestBookText(t *testing.T) {
	checkCases(t, []caseT{
		{"The book is dated MDCCCLX.", "the book is dated eighteen sixty", []string{"the book is dated m d c c c l x"}},
		{"Copyright MCMLXXX by the author.", "copyright nineteen eighty by the author", nil},
		{"It was finished in MMXX.", "it was finished in twenty twenty", nil},
		{"Chapter MDCCC", "chapter one thousand eight hundred", nil},
		{"bread, cheese, &c., were served", "bread cheese et cetera were served", nil},
		{"&c.", "et cetera", nil},
		{"The letter was dated the 3rd inst.", "the letter was dated the third instant", nil},
		{"your letter of the 5th ult. arrived", "your letter of the fifth ultimo arrived", nil},
		{"on the 10th prox.", "on the tenth proximo", nil},
		{"The MS. is dated 1400.", "the manuscript is dated fourteen hundred", nil},
		{"See Chap. XII. for it.", "see chapter twelve for it", nil},
		{"Vols. 1-3 of the series", "volumes one to three of the series", nil},
		{"It weighed 3 cwt. at most.", "it weighed three hundredweight at most", nil},
		// A lower-case numeral after a keyword, as books and lower-cased
		// corpora write them, was kept as written.
		{"He read vol. ii. of the history.", "he read volume two of the history", nil},
		{"Book iv, chapter ii.", "book four chapter two", nil},
		{"the patient had stage iii cancer", "the patient had stage three cancer", nil},
		// Second and third with a bare d, in a date's or an ordinal's
		// context ("two d" before).
		{"It was the 22d of June, 1815.", "it was the twenty second of june eighteen fifteen", nil},
		{"the 2d Regiment of Foot", "the second regiment of foot", nil},
		{"on the 3d.", "on the third", nil},
		{"the 23d Psalm", "the twenty third psalm", nil},
		{"Messrs. Smith & Co. of London", "messieurs smith and co of london", nil},
		{"It was printed in 4to, with 12 plates.", "it was printed in quarto with twelve plates", nil},
		{"2 vols. 8vo. London", "two volumes octavo london", nil},
		// Texting's "4to" before an article or a pronoun is no quarto
		// ("going quarto the store" before).
		{"I am going 4to the store.", "i am going four to the store", nil},
		{"Printed in 4to at Oxford.", "printed in quarto at oxford", nil},
		{"Sir Walter Scott, Bart., wrote it.", "sir walter scott baronet wrote it", nil},
		// Before inst., ult., prox. or a month, 2d and 3d are ordinals
		// too, and inst. after them the date's "instant" ("the three d
		// institute", "twenty two d june" before; revn14).
		{"Yours of the 3d inst. received.", "yours of the third instant received", nil},
		{"on the 22d ult.", "on the twenty second ultimo", nil},
		{"It was dated 22d June, 1812.", "it was dated twenty second june eighteen twelve", nil},
		{"The court (2d Cir. 2005) held it.", "the court second circuit two thousand five held it", nil},
	})
	// What must not change: acronyms of four Roman letters or fewer,
	// an & in a name, "Inst." and "inst." away from a date, the title
	// Ms., MS at a sentence's end, the word chap, words after a keyword
	// ("i", "mix", "no iv"), the Vols (a team), 3d printing, the name
	// Bart, and "Mss ." spelled as
	// Google TN says it (an archive's reference).
	checkCases(t, []caseT{
		{"Gardiner Papers , Mss .", "gardiner papers m s s", nil},
		{"The DCCC said so.", "the d c c c said so", nil},
		{"The CD and the MCL", "the c d and the m c l", nil},
		{"AT&T and R&D", "a t and t and r and d", nil},
		// && said once since verb56 ("and and c" before): no "et cetera".
		{"Use a &&c in the shell.", "use a and c in the shell", nil},
		// 2d and 3d at a clause's end after no date's preposition, or
		// before a word of graphics, are dimensions (found reviewing
		// ea1ea9b: "render the second then the third").
		{"Render the 2d, then the 3d.", "render the two d then the three d", nil},
		{"Switch from the 3d to the 2d.", "switch from the three d to the two d", nil},
		{"The May 3d printing conference", "the may three d printing conference", nil},
		{"The inst. of physics", "the institute of physics", nil},
		{"Ms. Smith and ms. jones", "miss smith and miss jones", nil},
		{"She has MS.", "she has m s", nil},
		{"He was a fine chap. Then he left.", "he was a fine chap then he left", nil},
		{"In chapter i shall show it", "in chapter i shall show it", nil},
		{"as part mix of it", "as part mix of it", nil},
		{"no iv access was found", "no iv access was found", nil},
		{"3d printing is fun", "three d printing is fun", nil},
		{"from 4to 8", "from four to eight", nil},
		{"a 12mo subscription", "a twelve months subscription", nil},
		{"The 3d printer broke.", "the three d printer broke", nil},
		{"the 5d of May", "the five d of may", nil},
		{"I saw Bart. He waved.", "i saw bart he waved", nil},
		{"The 1998 Vols. won the title.", "the nineteen ninety eight vols won the title", nil},
		// Found reviewing 395dccb and f114a0b (revn14): four letters
		// beginning MM that are no year of this century, computing's
		// lower-case names and the editor vi after a keyword.
		{"Our team uses MMDC for deployment.", "our team uses m m d c for deployment", nil},
		{"The game ci pipeline failed.", "the game ci pipeline failed", nil},
		{"Use the type cli command.", "use the type cli command", nil},
		{"He reached level dvi.", "he reached level dvi", nil},
		{"Type vi and press enter.", "type vi and press enter", nil},
		// MS. before a name without a shelfmark's number is the title
		// ("dear manuscript smith", "manuscript jones objection").
		{"Dear MS. Smith, thank you for your letter.", "dear miss smith thank you for your letter", nil},
		{"MS. JONES: Objection, your honor.", "miss jones objection your honor", nil},
		{"THE COURT: MS. SMITH, please continue.", "the court miss smith please continue", nil},
		{"MS. Harley 2253 contains the lyrics.", "manuscript harley two thousand two hundred fifty three contains the lyrics", nil},
		{"It is in MS. Laud Misc. 108.", "it is in manuscript laud miscellaneous one hundred eight", nil},
		{"She earned an MS. in biology.", "she earned an m s in biology", nil},
		{"People with MS. often feel tired.", "people with m s often feel tired", nil},
		{"She has MS. Her doctor is kind.", "she has m s her doctor is kind", nil},
		{"The MS. was lost. The copy survived.", "the manuscript was lost the copy survived", nil},
		{"type ii diabetes", "type two diabetes", nil},
	})
}

// TestDuodecimoAndHalfpenny: "12mo" in a text of books or after a
// bibliography's year is the book size ("twelve months" was the
// reading; "a 12mo contract" stays months), and "½d." a halfpenny ("one
// half d").
func TestDuodecimoAndHalfpenny(t *testing.T) {
	checkCases(t, []caseT{
		{"London, 1820, 12mo.", "london eighteen twenty twelve mo", []string{"london eighteen twenty duodecimo"}},
		{"2 vols. 12mo.", "two volumes twelve mo", nil},
		{"a 12mo contract", "a twelve months contract", nil},
		{"It cost ½d.", "it cost a halfpenny", []string{"it cost half a penny"}},
		{"It cost 2½d. each", "it cost twopence halfpenny each", []string{"it cost two pence halfpenny each", "it cost two and a half pence each"}},
	})
}

// TestMonthsBesideBooks: a -mo number before a noun of no book or after
// a word of time is months in a text of books too ("The 24mo warranty
// covers the book", "He subscribed for 12mo and read books" were "twenty
// four mo", "twelve mo"); a binding after it keeps the book's size.
func TestMonthsBesideBooks(t *testing.T) {
	checkCases(t, []caseT{
		{"The 24mo warranty covers the book.", "the twenty four months warranty covers the book", nil},
		{"A 12mo lease; I read a book.", "a twelve months lease i read a book", nil},
		{"He subscribed for 12mo and read books.", "he subscribed for twelve months and read books", nil},
		{"Printed 1750, 12mo calf.", "printed seventeen fifty twelve mo calf", nil},
		{"12mo books", "twelve mo books", nil},
	})
}
