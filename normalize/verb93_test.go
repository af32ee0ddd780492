package normalize

import "testing"

// TestVerb93BareRanksBeforeName: a military or police rank written
// without its period before a person's name is the rank, as with its
// period ("l t col smith" was 1.00, "s g t maj brown" 0.97, "capt jones"
// 1.00); a generation, a mountain pass, a lone letter, a text in which no
// name follows, and Google TN's tokenized text (whose vowelless ranks it
// spells) keep theirs.
func TestVerb93BareRanksBeforeName(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Lt Col Smith arrived.", "lieutenant colonel smith arrived"},
		{"Sgt Maj Brown spoke.", "sergeant major brown spoke"},
		{"Capt Jones left.", "captain jones left"},
		{"Gen Lee surrendered.", "general lee surrendered"},
		{"Col Mustard did it.", "colonel mustard did it"},
		{"Lt Gen Ross retired.", "lieutenant general ross retired"},
		{"Brig Gen Smith spoke.", "brigadier general smith spoke"},
		{"Det Sgt McNair called.", "detective sergeant mcnair called"},
		{"Ask Capt O'Brien.", "ask captain o'brien"},
		{"Lt Gov Smith spoke.", "lieutenant governor smith spoke"},
		{"Lt Brown said so.", "lieutenant brown said so"},
		// Guards.
		{"Lt. Col. Smith arrived.", "lieutenant colonel smith arrived"},
		{"Gen Z likes it.", "gen z likes it"},
		{"Gen Alpha kids.", "gen alpha kids"},
		{"Gen Ed classes", "gen ed classes"},
		{"Insp Report due", "insp report due"},
		{"The Gen Z crowd.", "the gen z crowd"},
		{"the Col de la Croix is high.", "the col de la croix is high"},
		{"The Col du Galibier.", "the col du galibier"},
		{"We climbed the Col.", "we climbed the col"},
		{"the Brig Niagara", "the brig niagara"},
		{"Det Norske Veritas", "det norske veritas"},
		{"It's Gen 3 hardware.", "it's gen three hardware"},
		{"Ask the Lt about it.", "ask the l t about it"},
		{"UK Gov Website", "u k gov website"},
		{"Lt Blue Shirt", "l t blue shirt"},
		{"Lt Grey Hoodie, Size M", "l t grey hoodie size m"},
		{"Torpedoboots Flottille ) : Lt Cdr Wilhelm hollmann , flotilla ) : Lt Friedrich Gotting 5th Half Flotilla .",
			"torpedoboots flottille l t c d r wilhelm hollmann flotilla l t friedrich gotting fifth half flotilla"},
	})
}

// TestVerb93ClothingSizes: a waist and a length written with their
// letters ("32W 34L", "W32 L34") are the trousers' size, "thirty two
// waist thirty four length" 0.6 and the letters 0.4 ("thirty two watts
// thirty four liters" was 0.70); a lone power or capacity, and an
// appliance's pair, keep watts and liters.
func TestVerb93ClothingSizes(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"These jeans are 32W 34L.", "these jeans are thirty two waist thirty four length"},
		{"Size 34W x 32L", "size thirty four waist by thirty two length"},
		{"W32 L34 jeans", "waist thirty two length thirty four jeans"},
		{"32W/34L chinos", "thirty two waist thirty four length chinos"},
		{"She wears size 16W.", "she wears size sixteen w"},
		{"Size 2L", "size two l"},
		// Guards.
		{"A 100W bulb.", "a one hundred watts bulb"},
		{"A 2L bottle.", "a two liter bottle"}, // singular before its noun (verb98)
		{"A 1500W 1.7L kettle.", "a one thousand five hundred watts one point seven liters kettle"},
		{"A 40W 30L car fridge.", "a forty watts thirty liters car fridge"},
	})
	checkProbAtLeast(t, 0.35, [][2]string{{"These jeans are 32W 34L.", "these jeans are thirty two w thirty four l"}})
}

// TestVerb93FluidLiter: a spaced L after a number before a span of time
// or a rate, or in a sentence of fluids or of a drip's rate, is a liter
// ("one l over eight hours" was 0.86); a size's or a grade's letter and
// an engine's displacement keep the letter.
func TestVerb93FluidLiter(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Give 1 L over 8 hrs.", "give one liter over eight hours"},
		{"Drink 2 L a day.", "drink two liters a day"},
		{"1 L NS at 125 mL/hr", "one liter n s at one hundred twenty five milliliters per hour"},
		{"Hydration: 2.5 L.", "hydration two point five liters"},
		{"He drank 1 L.", "he drank one liter"},
		// Guards.
		{"Size L", "size l"},
		{"An L-shaped room.", "an l shaped room"},
		{"Grade 1 L", "grade one l"},
		{"Grade 1 L students drink water.", "grade one l students drink water"},
		{"Class 2 L over 3 years", "class two l over three years"},
		{"The 5.0 L V8 engine.", "the five point zero l v eight engine"},
	})
}

// TestVerb93SlashIdentifier: a record's label before two groups of digits
// joined by a slash, the second of three digits or more, is an
// identifier, "twenty twenty four slash one two three" (a fraction,
// "... one hundred twenty thirds" 0.75, was the reading); a fraction, a
// date, "24/7", a short second group and a grouped one keep theirs.
func TestVerb93SlashIdentifier(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"See File 2024/123.", "see file twenty twenty four slash one two three"},
		{"Case No. 2024/5678 was filed.", "case number twenty twenty four slash five six seven eight was filed"},
		{"Ref 12/3456", "ref twelve slash three four five six"},
		{"Ref: 2024/123", "ref twenty twenty four slash one two three"},
		{"File 123/4567", "file one two three slash four five six seven"},
		// Guards.
		{"Add 1/2 cup.", "add half a cup"},
		{"3/4 of them", "three quarters of them"},
		{"On 12/25 we eat.", "on december twenty fifth we eat"},
		{"Open 24/7.", "open twenty four seven"},
		{"Case 3/4", "case three quarters"},
	})
	checkNotAmong(t, [][2]string{
		{"Case 2024/12", "case twenty twenty four slash one two"},
		{"Job 38/100", "job thirty eight slash one o o"},
		{"U.S . Patent Application 10/618,543 .", "u s patent application ten slash six one eight five hundred forty three"},
	})
}

// TestVerb93RecordNumberFirstGroup: a record's number after its label is
// said digit by digit in its first group too ("one hundred twenty three
// dash four five six ..." was the reading), and in a second group of
// three digits; a docket's two-digit year, a year, a law's congress and
// the ranges verb91 guarded keep theirs.
func TestVerb93RecordNumberFirstGroup(t *testing.T) {
	checkBestAtLeast(t, 0.2, [][2]string{
		{"Order no. 123-4567890", "order number one two three dash four five six seven eight nine o"},
		{"Order No. 123-4567890", "order number one two three dash four five six seven eight nine o"},
		{"Invoice #123-456", "invoice number one two three dash four five six"},
		{"Reference 445-98231", "reference four four five dash nine eight two three one"},
		{"Account No 555-12345", "account number five five five dash one two three four five"},
		// Guards.
		{"Docket No. 21-10345", "docket number twenty one dash one o three four five"},
		{"Docket No. 12-345 was filed.", "docket number twelve dash three hundred forty five was filed"},
		{"Claim 2024-56789 was denied.", "claim twenty twenty four dash five six seven eight nine was denied"},
		{"Pub. L. No. 111-148", "public law number one hundred eleven dash one hundred forty eight"},
		{"Policy 2019-2021 changes", "policy twenty nineteen to twenty twenty one changes"},
		{"Order 100-200 units", "order one hundred to two hundred units"},
		{"pages 123-456", "pages one hundred twenty three to four hundred fifty six"},
		{"the #1-2 finish", "the number one to two finish"},
	})
}
