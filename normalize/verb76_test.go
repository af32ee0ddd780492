package normalize

import "testing"

// TestSpacedInchesNoPreposition: a spaced "in" after a number is inches
// where no preposition can stand: in a dimension ("10 in x 12 in", "12 x
// 8 x 4 in" were "ten in x twelve in", "four in"), before an adjective of
// size that ends its phrase ("10 in wide" was "ten in wide"), after a
// decimal before punctuation written against it or the end ("6.1 in,"
// was "six point one in"). A verb's particle ("let 3 in,"), a
// preposition before a number ("grew 2.5 in 2020", "a 1 in 10 chance")
// or before a noun phrase ("3 in high school") and Google TN's spaced
// "( 7.9 in )", which it reads as written, keep "in".
func TestSpacedInchesNoPreposition(t *testing.T) {
	checkCases(t, []caseT{
		{"It measures 10 in x 12 in.", "it measures ten inches by twelve inches", nil},
		{"It is 12 x 8 x 4 in", "it is twelve by eight by four inches", nil},
		{"A 12 x 8 x 4 in box", "a twelve by eight by four inch box", nil},
		{"The box is 10 in wide.", "the box is ten inches wide", nil},
		{"It is 5 in long and 2 in wide.", "it is five inches long and two inches wide", nil},
		{"Screen size 6.1 in, 400 pixels.", "screen size six point one inches four hundred pixels", nil},
		{"Screen: 6.1 in", "screen six point one inches", nil},
		{"It was 7.9 in.", "it was seven point nine inches", nil},
		{"They let 3 in, then closed.", "they let three in then closed", nil},
		{"It grew 2.5 in 2020.", "it grew two point five in twenty twenty", nil},
		{"a 1 in 10 chance", "a one in ten chance", nil},
		{"There are 3 in high school.", "there are three in high school", nil},
		{"It reaches 7.9 in ( 20 cm ) .", "it reaches seven point nine in twenty centimeters", nil},
	})
}

// TestSpacedCommaBeforeShortUnit: a comma and a space before a round
// hundred and a metric unit written short are a list's ("Pack of 12, 500
// ml each." was "twelve thousand five hundred milliliters" 1.0): a writer
// who abbreviates the unit groups thousands without a space. A unit
// spelled out, as transcripts write it, a group of "000" and an amount's
// sign keep the thousands (TestSpacedThousands).
func TestSpacedCommaBeforeShortUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"Pack of 12, 500 ml each.", "pack of twelve five hundred milliliters each", nil},
		{"It holds 12, 500 ml.", "it holds twelve five hundred milliliters", nil},
		{"a distance of 14, 500 kilometers", "a distance of fourteen thousand five hundred kilometers", nil},
		{"about 2, 000 km away", "about two thousand kilometers away", nil},
	})
	checkNotAmong(t, [][2]string{{"Pack of 12, 500 ml each.", "pack of twelve thousand five hundred milliliters each"}})
}

// TestFractionBeforePluralNoArticle: a fraction of one before a length
// or a time that describes a plural noun, spaced or hyphened, takes no
// "a" ("Cut into 1/2-inch cubes." was "a half inch cubes" 0.38, "two
// 1/2-inch pipes" "two a half inch pipes" 0.38); the hyphened unit is
// read as the spaced one ("half inch cubes" was no reading of it). A
// singular noun keeps "a half inch pipe", an article written keeps its
// own reading.
func TestFractionBeforePluralNoArticle(t *testing.T) {
	checkCases(t, []caseT{
		{"Cut into 1/2-inch cubes.", "cut into half inch cubes", []string{"cut into one half inch cubes"}},
		{"Cut into 1/2 inch cubes.", "cut into half inch cubes", nil},
		{"two 1/2-inch pipes", "two half inch pipes", nil},
		{"Cut into 1/4-inch slices.", "", []string{"cut into quarter inch slices", "cut into one quarter inch slices"}},
		{"Use 1/2-inch pipe.", "use half inch pipe", []string{"use a half inch pipe"}},
		{"Use a 1/2-inch pipe.", "use a half inch pipe", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Cut into 1/2-inch cubes.", "cut into a half inch cubes"},
		{"two 1/2-inch pipes", "two a half inch pipes"},
		{"Cut into 1/4-inch slices.", "cut into a quarter inch slices"},
		{"Cut 1/3-inch slices.", "cut a third inch slices"},
	})
}

// TestFractionUnderOneSingularUnit: a fraction under one before an
// abbreviated unit leaves it singular ("1/4 tsp" "one quarter teaspoons"
// 0.06, "1/2 tsp" "one half teaspoons" 0.06); a fraction over one keeps
// the plural first ("three halves teaspoons").
func TestFractionUnderOneSingularUnit(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"Add 1/4 tsp of salt.", "add one quarter teaspoons of salt"},
		{"Stir in 1/2 tsp vanilla.", "stir in one half teaspoons vanilla"},
		{"Add 3/4 tsp salt.", "add three quarters teaspoons salt"},
	})
	checkCases(t, []caseT{{"Add 3/2 tsp salt.", "add three halves teaspoons salt", nil}})
}

// TestNumberErNamesPeople: "49ers", "76ers", "a 49er", "a 5er" are one
// word, "forty niners", "seventy sixers", "a forty niner", "a fiver";
// the number and the suffix apart ("forty nine ers" 0.1, "a forty nine
// er" 0.98) were readings no one says.
func TestNumberErNamesPeople(t *testing.T) {
	checkCases(t, []caseT{
		{"The 49ers beat the 76ers.", "the forty niners beat the seventy sixers", nil},
		{"He is a 49er.", "he is a forty niner", nil},
		{"Lend me a 5er.", "lend me a fiver", nil},
	})
	checkNotAmong(t, [][2]string{
		{"The 49ers won.", "the forty nine ers won"},
		{"The 76ers play tonight.", "the seventy six ers play tonight"},
	})
}

// TestStartEndVerbsBeforeDate: every form of a verb of a start or an end
// before n/m makes it a month and a day ("The sale ends 12/31." was
// "twelve thirty firsts" 0.38, where "ending" and "ended" made the date
// already); a noun or "of" after keeps the quantity.
func TestStartEndVerbsBeforeDate(t *testing.T) {
	checkCases(t, []caseT{
		{"The sale ends 12/31.", "the sale ends december thirty first", nil},
		{"Classes start 9/5.", "classes start september fifth", nil},
		{"It begins 3/14 at noon.", "it begins march fourteenth at noon", nil},
		{"The pipe ends 3/4 inch from the wall.", "the pipe ends three quarters inch from the wall", nil},
	})
	if p, err := testV.ProbOf("The sale ends 12/31.", "the sale ends twelve thirty firsts"); err != nil || p > 0.1 {
		t.Errorf("the fraction after \"ends\": P %.3f (was 0.38), %v", p, err)
	}
}

// TestMenuPathSeparator: ">" between the items of a path through menus
// or pages, three items or more ("Tap Settings > General > About." was
// "settings greater than general greater than about" 1.0), is unsaid or
// "then", the same at every ">" of the path; a single ">" ("Go to File >
// Save As."), a relation between numbers or letters ("x > 5", "a > b >
// c"), an unspaced ">" and an item "then" keep "greater than".
func TestMenuPathSeparator(t *testing.T) {
	checkCases(t, []caseT{
		{"Tap Settings > General > About.", "tap settings general about", []string{"tap settings then general then about"}},
		{"Open Settings > Privacy & Security > Location Services.", "open settings privacy and security location services", nil},
		{"Home > Products > Shoes", "home products shoes", nil},
		{"Go to File > Save As.", "go to file greater than save as", nil},
		{"x > 5", "x greater than five", nil},
		{"if a > b > c then", "if a greater than b greater than c then", nil},
		{"Settings>Privacy>Security", "settings greater than privacy greater than security", nil},
		{"Go to Settings > General > then About.", "go to settings greater than general greater than then about", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Tap Settings > General > About.", "tap settings then general about"},
		{"Tap Settings > General > About.", "tap settings general then about"},
	})
}

// TestKelvinInSentenceOfTemperature: a spaced capital K after a number in
// a sentence of temperature, ending the number's phrase, is kelvin
// ("The core was cooled to 4 K." was "four k" 1.0); a noun after it ("a 5
// K run in the heat"), a currency before the number and a sentence of no
// temperature ("She earns 85 K a year.") keep the letter.
func TestKelvinInSentenceOfTemperature(t *testing.T) {
	checkCases(t, []caseT{
		{"The core was cooled to 4 K.", "the core was cooled to four kelvin", nil},
		{"The sample was heated to 450 K for 2 h.", "the sample was heated to four hundred fifty kelvin for two hours", nil},
		{"The temperature is 300 K, or 27 degrees.", "the temperature is three hundred kelvin or twenty seven degrees", nil},
		{"a 5 K run in the heat", "a five k run in the heat", nil},
		{"She earns 85 K a year.", "she earns eighty five k a year", nil},
		{"It raised $85 K in hot weather.", "it raised eighty five thousand dollars in hot weather", nil},
	})
}

// TestCountTimesBeforeWord: a lower-case "x" one space after a number
// standing alone and before a lower-case word is a multiple's sign,
// "times" ("Take 3 x daily." was "three x daily" 1.0). Algebra's single
// letter ("2 x y"), capitals after it ("2 x AA batteries": unsaid there
// lowered the check half's top-1), the capital "X" of a model ("the 747
// X family", as Google TN reads it), a code's digit ("A4 x") and a
// dimension keep theirs.
func TestCountTimesBeforeWord(t *testing.T) {
	checkCases(t, []caseT{
		{"Take 3 x daily.", "take three times daily", nil},
		{"It is 1.5 x faster.", "it is one point five times faster", nil},
		{"We need 3 x more", "we need three times more", nil},
		{"Includes 2 x AA batteries.", "includes two x double a batteries", nil},
		{"x = 2 x y", "x equals two x y", nil},
		{"the 747 X family", "the seven hundred forty seven x family", nil},
		{"Page A4 x large", "page a four x large", nil},
		{"a 2 x 4 board", "a two by four board", nil},
	})
}
