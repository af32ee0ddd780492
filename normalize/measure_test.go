package normalize

import (
	"slices"
	"strings"
	"testing"
)

func TestMeasure(t *testing.T) {
	checkCases(t, []caseT{
		{"12kg", "twelve kilograms", nil},
		{"1 kg", "one kilogram", nil},
		{"12KG", "twelve kilograms", nil},
		{"2.5 μm", "two point five micrometers", nil},
		{"60 km/h", "sixty kilometers per hour", nil},
		{"12/kg", "twelve per kilogram", nil},
		{"5%", "five percent", nil},
		{"5 %", "five percent", nil},
		{"2°C", "two degrees celsius", nil},
		{"38.36 km²", "thirty eight point three six square kilometers", nil},
		{"40.285 km2", "forty point two eight five square kilometers", nil},
		{"100 million kg", "one hundred million kilograms", nil},
		{"4 1/2 lbs", "four and a half pounds", []string{"four and one half pounds"}},
		{"80 s", "eighty s", []string{"eighty seconds"}},
		{"0-60 mph in 3.1 s", "zero to sixty miles per hour in three point one seconds", nil},
		{"a 100m sprint", "a one hundred meters sprint", []string{"a one hundred m sprint"}},
		{"it is 24 m high", "it is twenty four meters high", nil},
		{"within 24 h", "within twenty four hours", nil},
		// A quantity with a unit is no year ("twelve twenty meters").
		{"at 1220m", "at one thousand two hundred twenty meters", nil},
		{"1850 km away", "one thousand eight hundred fifty kilometers away", nil},
		{"a 1999 cc engine", "a one thousand nine hundred ninety nine c c engine", nil},
		{"born in 5 in", "", nil},
		{"4.4x", "four point four x", []string{"four point four times"}},
		{"1,046.0 sq mi", "one thousand forty six point zero square miles", []string{"one thousand forty six point o square miles"}},
	})
}

// TestMeasureConversion: an ambiguous unit letter that is one side of a
// unit conversion ("80 feet ( 24 m )", Wikipedia's habit and Google TN's
// reading) is the unit, where a bare "80 s" keeps both readings.
func TestMeasureConversion(t *testing.T) {
	checkCases(t, []caseT{
		{"approximately 80 feet ( 24 m ) above", "approximately eighty feet twenty four meters above", []string{"approximately eighty feet twenty four m above"}},
		{"a 24 m ( 80 ft ) tower", "a twenty four meters eighty feet tower", nil},
		{"the 2.8 V six", "", []string{"the two point eight v six", "the two point eight volts six"}},
	})
	if !inConversion("80 feet (24 m)", 9, 13) || !inConversion("24 m (80 ft)", 0, 4) || inConversion("24 m (see)", 0, 4) || inConversion("x, 24 m", 3, 7) {
		t.Error("inConversion misjudges a conversion context")
	}
	// Dimensions converted: the last number's unit letter is the unit too.
	checkCases(t, []caseT{
		{"measuring 3,000 by 50 feet ( 914 x 15 m ) .", "measuring three thousand by fifty feet nine hundred fourteen by fifteen meters", nil},
		{"a hall of 40 by 60 feet ( 12 by 18 m )", "a hall of forty by sixty feet twelve by eighteen meters", nil},
		// A name before the parenthesis converts nothing: a storm's
		// designation, its letter (Google TN; "twenty seven watts" was
		// first at 0.90).
		{"Typhoon Brian ( 27 W ) .", "typhoon brian twenty seven w", []string{"typhoon brian twenty seven watts"}},
	})
	for _, c := range []struct {
		text     string
		pos, end int
		want     bool
	}{
		{"50 feet ( 914 x 15 m )", 16, 20, true},
		{"50 feet ( 1.5 × 2 × 3 m )", 22, 25, true},
		{"tiles 914 x 15 m", 12, 16, false},
		{"feet ( see x 15 m )", 13, 17, false},
		{"Typhoon Brian ( 27 W )", 16, 20, false},
		{"100 feet tall ( 30 m )", 16, 20, true},
	} {
		if got := inConversion(c.text, c.pos, c.end); got != c.want {
			t.Errorf("inConversion(%q, %q) = %v, want %v", c.text, c.text[c.pos:c.end], got, c.want)
		}
	}
}

// TestMeasurePerPowerAndAlso: after a bare number, a square or cubic
// per-unit is mostly plural ("4,507.4/km²" -> "per square kilometers",
// Google TN's reading of a density), while "12/kg" and "km/h" stay
// singular; cm3 is "cubic centimeters" or "c c", alone and after a slash.
func TestMeasurePerPowerAndAlso(t *testing.T) {
	checkCases(t, []caseT{
		{"4,507.4/km²", "four thousand five hundred seven point four per square kilometers",
			[]string{"four thousand five hundred seven point four per square kilometer"}},
		{"120/km2", "one hundred twenty per square kilometers", nil},
		{"12/kg", "twelve per kilogram", nil},
		{"60 km/h", "sixty kilometers per hour", nil},
		{"5 cm3", "", []string{"five cubic centimeters", "five c c"}},
		{"1 cm³", "", []string{"one cubic centimeter", "one c c"}},
		{"0.5 g/cm3", "", []string{"zero point five grams per cubic centimeter", "zero point five grams per c c"}},
	})
	if p := probContaining(t, "120/km2", "per square kilometers"); p < 0.5 {
		t.Errorf("120/km2: P(per square kilometers) %.3f, want >= 0.5", p)
	}
	noVariantContains(t, "5 cm3", "per")
}

// TestPerMille: the per-mille sign was dropped ("50‰" -> "fifty", the
// sign's meaning lost); it is read as "per mille" after a number, as "%"
// is "percent", and alone.
func TestPerMille(t *testing.T) {
	checkCases(t, []caseT{
		{"50‰ of it", "fifty per mille of it", nil},
		{"by 0.5 ‰", "by zero point five per mille", nil},
	})
	noVariantContains(t, "50‰ of it", "fifty of it")
	if p := probContaining(t, "the ‰ sign", "per mille"); p < 0.99 {
		t.Errorf("a lone ‰ is read as per mille with P %.3f", p)
	}
}

// Kitchen units: recipes in web corpora write tbsp and tsp, which were
// spelled ("two t b s p").
func TestKitchenUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"2 tbsp", "two tablespoons", nil},
		{"1 tsp", "one teaspoon", nil},
		{"1.5 Tbsp", "one point five tablespoons", nil},
	})
}

// Heights in feet and inches were "six two" (the primes silent); angles in
// degrees, minutes and seconds were "forty square degrees six ..." .
func TestFeetInchesAndDMS(t *testing.T) {
	checkCases(t, []caseT{
		{`a 6'2" man`, "a six foot two man", []string{"a six feet two inches man", "a six two man"}},
		{"about 5′ 11″ tall", "about five foot eleven tall", nil},
		{`1'1"`, "one foot one", []string{"one foot one inch"}},
		{"40°26′46″N 79°58′56″W", "forty degrees twenty six minutes forty six seconds north seventy nine degrees fifty eight minutes fifty six seconds west", nil},
		{`at 51° 30' 26.5" N`, "at fifty one degrees thirty minutes twenty six point five seconds north", nil},
		{"1°01′1″S", "one degree one minute one second south", nil},
		{"a 45° angle", "a forty five degrees angle", nil},
		// Decimal degrees with a compass letter ("... degrees n" before).
		{"at 51.5° N, 0.12°W", "at fifty one point five degrees north zero point one two degrees west", nil},
		{"a 30° Slope", "a thirty degrees slope", nil},
	})
}

// Inches written with a double quote against the number (12", a 27"
// monitor) were the number alone; a quote that closes a quotation ("Halo
// 2") is punctuation, and the number keeps its cardinal span.
func TestInchesQuote(t *testing.T) {
	checkCases(t, []caseT{
		{`12"`, "twelve inches", []string{"twelve"}},
		{`a 1" pipe`, "a one inch pipe", nil},
		{`he said "I have 12"`, "he said i have twelve", nil},
		{`"Halo 2" appears`, "halo two appears", nil},
		{`6'2" man`, "six foot two man", nil},
		// Beyond 12 feet the quote closes a quotation.
		{`won 3000" that made him rich`, "won three thousand that made him rich", nil},
	})
	b, err := testV.Best(`"Halo 2" appears`)
	if err != nil || len(b.Spans) != 1 || b.Spans[0].Class != Cardinal || b.Spans[0].Written != "2" {
		t.Errorf("a closing quote is no part of the number's span: %+v %v", b.Spans, err)
	}
}

// A spaced "in" is the preposition ("born 1956 in Leeds", "85 in 2000"),
// except after a length in feet, where it is inches: "5 ft 11 in" was
// "five feet eleven in".
func TestInchesAfterFeet(t *testing.T) {
	checkCases(t, []caseT{
		{"he was 5 ft 11 in and weighed 80 kg", "he was five feet eleven inches and weighed eighty kilograms", nil},
		{"6 feet 1 in tall", "six feet one inch tall", nil},
		{"a 5ft. 3 in board", "a five feet three inches board", nil},
		{"died in 1850 in Pittsburgh", "died in eighteen fifty in pittsburgh", nil},
		{"left 5 in the box", "left five in the box", nil},
		// Minutes after hours ("two hours fifteen meters").
		{"runs 2h 15m", "runs two hours fifteen minutes", nil},
		{"took 1 hr 1 m", "took one hour one minute", nil},
		{"a 15m pool", "a fifteen meters pool", nil},
	})
}

// The letter reading of an ambiguous unit keeps the number's own readings:
// "1101 W . McKinley ave" is an address, "eleven o one w" (Google TN),
// while "1101 W" as watts says the cardinal.
func TestMeasureLetterKeepsNumberReadings(t *testing.T) {
	checkCases(t, []caseT{
		{"located at 1101 W . McKinley ave", "", []string{"located at eleven o one w mckinley avenue", "located at one thousand one hundred one watts mckinley avenue"}},
	})
}

// TestStoneAndBloodPressure: "st" before pounds is stone ("12 st 6 lb"
// was "twelve street six pounds"), elsewhere still a street; a blood
// pressure in mmHg is systolic over diastolic ("120/80 mmHg" was "one
// hundred twenty eightieths mmhg").
func TestStoneAndBloodPressure(t *testing.T) {
	checkCases(t, []caseT{
		{"He weighs 12 st 6 lb now", "he weighs twelve stone six pounds now", nil},
		{"11st 4lbs", "eleven stone four pounds", nil},
		{"W 42 St is", "w forty two street is", nil},
		{"BP was 120/80 mmHg today", "b p was one hundred twenty over eighty millimeters of mercury today", nil},
		// verb13: spaced "mm Hg" ("millimeter h g" before).
		{"BP 140/90 mm Hg.", "b p one hundred forty over ninety millimeters of mercury", nil},
		{"It rose 5 mm Hg.", "it rose five millimeters of mercury", nil},
		{"a pressure of 760 mmHg", "a pressure of seven hundred sixty millimeters of mercury", nil},
	})
}

// TestFeetPrime: a number with an apostrophe or prime against it is a
// length in feet ("a 30' wall" was "a thirty wall"), "foot" before a
// noun; not a plural's apostrophe ("1990's") nor a closing quote
// ("'Route 30'").
func TestFeetPrime(t *testing.T) {
	checkCases(t, []caseT{
		{"a 30' wall", "a thirty foot wall", []string{"a thirty feet wall"}},
		{"it is 30' long today", "it is thirty feet long today", nil},
		{"a 12.5′ boat", "a twelve point five foot boat", nil},
		{"a 1' ruler", "a one foot ruler", nil},
		{"the 1990's were", "the nineteen nineties were", nil},
		{"He said 'Route 30' today", "he said route thirty today", nil},
		{"a 6' 2\" man", "a six foot two man", nil},
		{"The room is 12'x15'.", "the room is twelve feet by fifteen feet", []string{"the room is twelve feet x fifteen feet"}},
		{"it's a 30' wall", "it's a thirty foot wall", nil},
	})
	checkNotAmong(t, [][2]string{{"He said 'Route 30' today", "he said route thirty feet today"}})
	// A match report's minutes are no feet.
	checkCases(t, []caseT{
		{"Goals: Messi 23', Suarez 67'", "goals messi twenty three suarez sixty seven", nil},
		{"Kane (45') scored", "kane forty five scored", nil},
		{"He scored 2 goals (12', 80')", "he scored two goals twelve eighty", nil},
		{"Ronaldo 90+2' and", "ronaldo ninety plus two and", nil},
		{"The wall is 30'.", "the wall is thirty feet", nil},
		// A plural's apostrophe before a quotation does not make its
		// closing quote feet.
		{"Jones' 'Top 10' list", "jones top ten list", nil},
		{"the kids' 'Area 51' game", "the kids area fifty one game", nil},
	})
}

// TestScienceUnits: moles, microliters, micrograms, mAh and Wh are units
// ("2.5 mol/L" was "two point five mol l", "10 µL" "ten µ l"); V and W
// against a number are volts and watts ("a 5V charger" was "five v"),
// where "2A" stays pooled (grade 2A) and "2.8 V 6" an engine.
func TestScienceUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"it yields 2.5 mol/L today", "it yields two point five moles per liter today", nil},
		{"Add 10 µL of buffer.", "add ten microliters of buffer", nil},
		{"Take 500 µg daily", "take five hundred micrograms daily", nil},
		{"a 5000 mAh battery", "a five thousand milliampere hour battery", nil},
		{"It uses a 5V charger.", "it uses a five volts charger", nil},
		{"2.8 V 6 engine", "two point eight v six engine", nil},
	})
}

// TestLetterLabelsNumber: a V, W or L against a number that labels it is
// no unit: a motor oil's grade, a compass point, a room or a section
// ("5W-30" was "five watts to thirty", "Exit 12W" "twelve watts").
func TestLetterLabelsNumber(t *testing.T) {
	checkCases(t, []caseT{
		// verb23: the grade as it is said, no range (TestOilViscosityGrade).
		{"a 5W-30 motor oil", "a five w thirty motor oil", nil},
		{"take Exit 12W today", "take exit twelve w today", nil},
		{"Apartment 4W is free", "apartment four w is free", nil},
		{"at 40W longitude", "at forty w longitude", nil},
		{"Section 5V of the act", "section five v of the act", nil},
		{"the 3W's of news", "the three w's of news", nil},
		{"a 60W bulb", "a sixty watts bulb", nil},
	})
}

// TestAccelerationUnits: a power on a unit of time squares it, "meters
// per second squared" ("per square second" before), and the letter
// reading of an ambiguous unit keeps its per-unit ("nine point eight m"
// dropped "/s2").
func TestAccelerationUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"g = 9.8 m/s² here", "g equals nine point eight meters per second squared here", nil},
		{"9.8 m/s2 here", "nine point eight meters per second squared here", []string{"nine point eight m per second squared here"}},
		{"5 m² room", "five square meters room", nil},
	})
	checkNotAmong(t, [][2]string{{"9.8 m/s2 here", "nine point eight m here"}})
}

// TestTimesX: an x against a number before a word is "times" ("a 3x
// speedup" was "a three x speedup").
func TestTimesX(t *testing.T) {
	checkCases(t, []caseT{
		{"a 3x speedup", "a three times speedup", nil},
		{"3x as many", "three times as many", nil},
		// A plus size is no "times".
		{"a 2x shirt", "a two x shirt", nil},
		{"in size 3x only", "in size three x only", nil},
	})
}

// TestFractionInchesAndTimeUnits: a fraction of an inch keeps its inch
// mark ("1/4\" bolts" was "one quarter bolts"; the quote unsaid keeps
// its share, as for "12\""), not after an open
// quotation; wks, mos, mins, secs are units ("10 wks" was "ten w k s").
func TestFractionInchesAndTimeUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"Use 1/4\" bolts.", "", []string{"use one quarter inch bolts"}},
		{"a 3/8\" drill bit", "a three eighths inch drill bit", nil},
		{"He said \"take 1/2\" and left", "he said take one half and left", nil},
		{"for 10 wks now", "for ten weeks now", nil},
		{"in 5 mins now", "in five minutes now", nil},
	})
}

// TestDomainUnits: units met in product listings, weather reports, car
// specifications, tech and music text were spelled or read as letters
// ("16.9 fl oz" was "f l oz", "29.92 inHg" "inhg", "273 lb-ft" "pounds f
// t", "16 GiB" "g i b", "120 BPM" "bpm").
func TestDomainUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"Pack of 12, 16.9 fl oz bottles.", "pack of twelve sixteen point nine fluid ounces bottles", nil},
		{"a 1 fl oz sample", "a one fluid ounce sample", nil},
		{"pressure 29.92 inHg and falling", "pressure twenty nine point nine two inches of mercury and falling", nil},
		{"makes 273 lb-ft of torque", "makes two hundred seventy three pound feet of torque", nil},
		{"Torque it to 25 ft-lbs.", "torque it to twenty five foot pounds", nil},
		{"RAM is 16 GiB", "ram is sixteen gibibytes", nil},
		{"a 512 MiB buffer", "a five hundred twelve mebibyte buffer", nil},
		{"Set the tempo to 120 BPM.", "set the tempo to one hundred twenty beats per minute", nil},
	})
}

// TestLitersAgainstNumber: L written against the number is liters, as
// V and W are volts and watts ("a 5.0L V8", "the 2.0L turbo" were "five
// point zero l"); spaced ("4.0 L", Google TN's engine) or after a number
// of three digits or more (a course's lab, "Chem 110L") it stays pooled.
func TestLitersAgainstNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"The 2.0L turbo makes 255 hp.", "the two point zero liters turbo makes two hundred fifty five horsepower", nil},
		{"with a 5.0L V8", "with a five point zero liters v eight", nil},
		{"a 2L bottle", "a two liter bottle", nil}, // singular before its noun (verb98)
		// The course numbers as students say them (verb99).
		{"Take Bio 201 and Chem 110L.", "take bio two oh one and chem one ten l", nil},
		{"the powerful 4.0 L , 173 hp engine", "the powerful four point zero l one hundred seventy three horsepower engine", nil},
		// A law student's year is no volume (session 13: "three liters
		// students", "a one liter at yale").
		{"3L students graduate in May.", "three l students graduate in may", nil},
		{"He is a 1L at Yale.", "he is a one l at yale", nil},
		{"The first 1L class met.", "the first one l class met", nil},
	})
}

// TestRealEstateUnits: bedrooms and baths written against the number
// ("3BR/2BA" was "three b r two b a") and "sqft"; spaced or alone ("a BA
// in history") they stay letters.
func TestRealEstateUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"A 3BR/2BA home, 1,850 sqft.", "a three bedrooms two baths home one thousand eight hundred fifty square feet", nil},
		{"Charming 1BR apartment.", "charming one bedroom apartment", nil},
		{"4bd/3ba house", "four beds three baths house", nil},
		{"He has a BA in history.", "he has a b a in history", nil},
	})
}

// TestInchMarksAreNoQuotation: an inch mark is no quotation's opening
// quote ("locally 10\"" was "locally ten": the first inch mark had
// opened a quotation the second closed).
func TestInchMarksAreNoQuotation(t *testing.T) {
	checkCases(t, []caseT{
		{`Snowfall: 6-8", locally 10".`, "snowfall six to eight inches locally ten inches", nil},
		{`Rainfall of 1.5" to 2" is possible.`, "rainfall of one point five inches to two inches is possible", nil},
		{`The "Halo 2" game.`, "the halo two game", nil},
		{`He said "take 1/2" and left`, "he said take one half and left", nil},
	})
}

// TestPointsPixelsSquareFeet: "5 pts" was "five p t s", "1290 px" "p x",
// "2,400 sq. ft." "square f t".
func TestPointsPixelsSquareFeet(t *testing.T) {
	checkCases(t, []caseT{
		{"leads by 5 pts in the poll", "leads by five points in the poll", nil},
		{"a 1290 px image", "a one thousand two hundred ninety pixel image", nil},
		{"The 2,400 sq. ft. house", "the two thousand four hundred square feet house", nil},
	})
}

// TestHyphenedUnitBeforeNoun: a number and a unit joined by a hyphen
// before a noun ("a 10-ft pole" was "a ten f t pole", "a 5-min walk" "a
// five min walk") is read with the unit singular; "COVID-19", "3-D",
// "1-in-5" are no measures.
func TestHyphenedUnitBeforeNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"a 10-ft pole", "a ten foot pole", nil},
		{"A 5-min walk to the metro.", "a five minute walk to the metro", nil},
		{"a 2-km walk", "a two kilometer walk", nil},
		{"a 12-oz can", "a twelve ounce can", nil},
		{"a 1-in-5 chance", "a one in five chance", nil},
		{"a 3-D movie", "a three d movie", nil},
		{"He ran 5-10 km daily.", "he ran five to ten kilometers daily", nil},
	})
}

// A number and its spaced unit between "a" and a noun name a kind of
// thing: the unit is singular ("a five kilometers run", "a sixty w bulb"
// before), as TestHyphenedUnitBeforeNoun's hyphened units.
func TestSpacedUnitBeforeNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"Buy a 60 W bulb.", "buy a sixty watt bulb", nil},
		{"I went on a 5 km run.", "i went on a five kilometer run", nil},
		{"He carried a 10 lb bag.", "he carried a ten pound bag", nil},
		{"It is a 12 V battery.", "it is a twelve volt battery", nil},
		{"I want a 500 mg dose.", "i want a five hundred milligram dose", nil},
		{"He ran 5 km yesterday.", "he ran five kilometers yesterday", nil},
		{"It weighs 10 lb and more.", "it weighs ten pounds and more", nil},
		{"She walked a 5 km or 10 km route.", "she walked a five kilometers or ten kilometers route", nil},
		{"He lives at 108 W 55th Street.", "he lives at one hundred eight w fifty fifth street", nil},
	})
}

// Laboratory and pharmacy units: molar before a formula or a word of
// solutions ("0.1 M HCl" was "zero point one m h c l"), mM, µM, nM,
// dL ("mg/dL" was "milligrams d l"), IU, mcg, mEq.
func TestLabAndDoseUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"Add 0.1 M HCl to the flask.", "add zero point one molar h c l to the flask", nil},
		{"Titrate with 1M NaOH slowly.", "titrate with one molar n a o h slowly", []string{"titrate with one molar naoh slowly"}}, // a formula spelled (TestChemicalFormulas)
		{"Use 0.5 M sucrose solution.", "use zero point five molar sucrose solution", nil},
		{"Use 10 mM Tris buffer.", "use ten millimolar tris buffer", nil},
		{"Blood glucose of 180 mg/dL.", "blood glucose of one hundred eighty milligrams per deciliter", nil},
		{"Vitamin D 1000 IU daily.", "vitamin d one thousand i u daily", []string{"vitamin d one thousand international units daily"}},
		{"Take 400 mcg folic acid.", "take four hundred micrograms folic acid", nil},
		{"Potassium 20 mEq daily.", "potassium twenty milliequivalents daily", nil},
		{"He has 2.5M followers.", "he has two point five million followers", nil},
		{"They raised 5 M dollars.", "they raised five m dollars", nil},
		{"The size M shirt.", "the size m shirt", nil},
		// Found reviewing 239f27a (revn14): a formula is of elements
		// ("PhD", "LaTeX" are none), and M against the number before a
		// formula of capitals and digits is million ("2M CO2 tons" was
		// "two molar").
		{"We hired 2 M PhD students.", "we hired two m p h d students", nil},
		{"We have 3M LaTeX users.", "we have three million latex users", nil},
		{"Saved 2M CO2 tons.", "saved two million c o two tons", nil},
		{"2M H1B visas were filed.", "two million h one b visas were filed", nil},
		{"Add 1M H2SO4 slowly.", "add one molar h two s o four slowly", nil},
		{"Add 0.5 M H2SO4 slowly.", "add zero point five molar h two s o four slowly", nil},
	})
}

// Units of the sea and the sky ("12 kn" was "twelve k n", "4.2 ly" "four
// point two ly"), and a 24-hour time before "hrs" as before "hours"
// ("at 0600 hrs" was "o six o o hours").
func TestKnotsLightYearsHrs(t *testing.T) {
	checkCases(t, []caseT{
		{"The ship sailed at 12 kn.", "the ship sailed at twelve knots", nil},
		{"Winds of 25 kts were reported.", "winds of twenty five knots were reported", nil},
		{"The star is 4.2 ly away.", "the star is four point two light years away", nil},
		{"HMS Victory fired at 0600 hrs.", "h m s victory fired at oh six hundred hours", nil},
		{"We flew 1430 hrs last year.", "we flew one thousand four hundred thirty hours last year", nil},
		{"It was 40 hrs of work.", "it was forty hours of work", nil},
		// Found reviewing 0421250 (revn14): kN is kilonewtons, not knots
		// ("fifty knots").
		{"The beam takes 50 kN.", "the beam takes fifty kilonewtons", nil},
		// Hours before "of" are counted, no time of day ("after twenty
		// hundred hours of use"; "hours" did it before "hrs" did).
		{"It failed after 2000 hrs of use.", "it failed after two thousand hours of use", nil},
		{"It failed after 1000 hours of testing.", "it failed after one thousand hours of testing", nil},
		{"Report at 0600 hrs.", "report at oh six hundred hours", nil},
		{"by 1800 hours", "by eighteen hundred hours", nil},
		// "after" or "before" takes a length of time as well as a time
		// of day ("twenty hundred hours" was certain).
		{"It failed after 2000 hrs.", "", []string{"it failed after twenty hundred hours", "it failed after two thousand hours"}},
		{"No visitors after 2000 hours.", "", []string{"no visitors after twenty hundred hours", "no visitors after two thousand hours"}},
		// A lower-case kn in a sentence of forces is kilonewtons ("fifty
		// knots of force" before); on water it stays knots.
		{"The beam takes 50 kn of force.", "the beam takes fifty kilonewtons of force", nil},
		{"A bolt load of 12 kn.", "a bolt load of twelve kilonewtons", nil},
		// In the air knots, thrust or not (were kilonewtons).
		{"The aircraft climbed at 180 kn with full thrust.", "the aircraft climbed at one hundred eighty knots with full thrust", nil},
		{"The plane cruised at 250 kn with reduced thrust.", "the plane cruised at two hundred fifty knots with reduced thrust", nil},
		{"The ship held 12 kn against the current.", "the ship held twelve knots against the current", nil},
		// revn17: a force named right after kn ("knots of thrust").
		{"Each engine makes 120 kn of thrust on the flight.", "each engine makes one hundred twenty kilonewtons of thrust on the flight", nil},
		{"The approach span carries a 300 kn load.", "the approach span carries a three hundred kilonewton load", nil},
	})
}

// Finance's mm before shares or barrels is million ("1.2mm shares" was
// "one point two millimeters shares").
func TestFinanceMillionMM(t *testing.T) {
	checkCases(t, []caseT{
		{"We repurchased 1.2mm shares.", "we repurchased one point two million shares", nil},
		{"Output rose to 5 MM barrels per day.", "output rose to five million barrels per day", nil},
		{"The bolt is 12 mm long.", "the bolt is twelve millimeters long", nil},
		{"A 35mm film camera.", "a thirty five millimeters film camera", nil},
		// Units spaced from a whole number are as often a ruler's
		// (revn14: "10 mm units" was "ten million units").
		{"It moved 3 mm units left.", "it moved three millimeters units left", nil},
		{"We sold 10mm units.", "we sold ten million units", nil},
		{"We sold 1.2 mm units.", "we sold one point two million units", nil},
		// verb13: "units of" counts ("millimeters units of stock" before).
		{"They sold 3 mm units of stock.", "they sold three million units of stock", nil},
	})
}

// An oven's temperature written with a bare F ("Roast at 425F" was "four
// hundred twenty five f").
func TestOvenFahrenheit(t *testing.T) {
	checkCases(t, []caseT{
		{"Roast at 425F for 45 mins.", "roast at four hundred twenty five degrees fahrenheit for forty five minutes", nil},
		{"Bake at 375F until golden.", "bake at three hundred seventy five degrees fahrenheit until golden", nil},
		{"Room 425F is upstairs.", "room four hundred twenty five f is upstairs", nil},
		{"He got a 100F grade.", "he got a one hundred f grade", nil},
		{"Preheat the oven to 350F.", "preheat the oven to three hundred fifty degrees fahrenheit", nil},
		{"Cook at 400F for 20 minutes.", "cook at four hundred degrees fahrenheit for twenty minutes", nil},
		// "at" and "to" alone are rooms' and labs' ("Go to 425F" was
		// degrees Fahrenheit).
		{"Go to 425F for the meeting.", "go to four hundred twenty five f for the meeting", nil},
		{"Meet at 301F near the lab.", "meet at three hundred one f near the lab", nil},
		{"Report to 301F at noon.", "report to three hundred one f at noon", nil},
		// revn17: where one lives ("degrees fahrenheit" since ac65065).
		{"I live at 403F.", "i live at four hundred three f", nil},
		// Elsewhere a temperature, as before 1b19017.
		{"Water boils at 212F at sea level.", "water boils at two hundred twelve degrees fahrenheit at sea level", nil},
		{"Solder melts at 361F.", "solder melts at three hundred sixty one degrees fahrenheit", nil},
		{"The kiln was fired to 400F.", "the kiln was fired to four hundred degrees fahrenheit", nil},
		{"Cure the epoxy at 300F for two hours.", "cure the epoxy at three hundred degrees fahrenheit for two hours", nil},
	})
}

// A recipe's abbreviated cup, tablespoon and teaspoon, written with the
// period before a lower-case word ("3 c. sugar" was "three c sugar", "2 T.
// butter" "two t butter"); before a capital or as circa and century they
// are not.
func TestRecipeAbbreviations(t *testing.T) {
	checkCases(t, []caseT{
		{"Add 3 c. sugar.", "add three cups sugar", nil},
		{"Cream 2 T. butter with 1 tsp vanilla.", "cream two tablespoons butter with one teaspoon vanilla", nil},
		{"Add 1 t. salt and 2 T. oil.", "add one teaspoon salt and two tablespoons oil", nil},
		{"Use 1/4 c. milk.", "", []string{"use one quarter cup milk"}},
		{"Add 1 C. water.", "add one cup water", nil},
		{"See Figure 3 c. The plot shows it.", "see figure three c the plot shows it", nil},
		{"He was born c. 1500.", "he was born circa fifteen hundred", nil},
		{"The 14th c. church.", "the fourteenth century church", nil},
		// revn15: after a word that numbers a text's parts, a part.
		{"Page 3 c. shows a graph.", "page three c shows a graph", nil},
		{"See Fig. 2 c. for details.", "see figure two c for details", nil},
		{"Stir in 2 c. flour.", "stir in two cups flour", nil},
	})
}

// A prescription's dosing interval, q and hours, is "every N hours"
// ("q8h" was "q eight hours").
func TestDosingInterval(t *testing.T) {
	checkCases(t, []caseT{
		{"Take one tablet q8h.", "take one tablet every eight hours", nil},
		{"Give 500 mg q6h with food.", "give five hundred milligrams every six hours with food", nil},
		{"Take q12hr with food.", "take every twelve hours with food", nil},
		{"Take q1h.", "take every hour", nil},
		// An interval's range is no fiscal quarter ("q four to six
		// hours", "fourth quarter to six hours" before).
		{"Take 2 tablets q4-6h.", "take two tablets every four to six hours", nil},
		{"Revenue rose in q4.", "revenue rose in q four", nil},
		{"The q8 model.", "the q eight model", nil},
	})
}

// Medicine's "yo" and "y/o" after an age are "year old" ("a 45 yo male"
// was "a forty five yo male", "a 3 y/o girl" "three y o girl").
func TestAgeYearsOld(t *testing.T) {
	checkCases(t, []caseT{
		{"A 45 yo male presented with chest pain.", "a forty five year old male presented with chest pain", nil},
		{"A 3 y/o girl.", "a three year old girl", nil},
		// revn15: the toy.
		{"We did 3 yo-yo tricks.", "we did three yo yo tricks", nil},
	})
}

// Cars' and weather's units: "35 mpg" was "thirty five m p g", "1013 hPa"
// "ten thirteen h p a".
func TestMilesPerGallonHectopascals(t *testing.T) {
	checkCases(t, []caseT{
		{"It gets 35 mpg on the highway.", "it gets thirty five miles per gallon on the highway", nil},
		{"Pressure was 1013 hPa.", "pressure was one thousand thirteen hectopascals", nil},
		// revn15: hPa only as written.
		{"The 2 HPA axis genes", "the two h p a axis genes", nil},
		// A barometer's reading in capitals stays hectopascals (was "h p
		// a" once hPa was read only as written).
		{"PRESSURE FALLING 990 HPA.", "pressure falling nine hundred ninety hectopascals", nil},
		{"Pressure 1013 HPA.", "pressure one thousand thirteen hectopascals", nil},
	})
}

// Baseball's "HRs" are home runs ("24 HRs" was "twenty four hours");
// "HRS" in capitals and "hrs" stay hours.
func TestHomeRuns(t *testing.T) {
	checkCases(t, []caseT{
		{"He batted .312 with 24 HRs.", "he batted point three one two with twenty four home runs", []string{"he batted three twelve with twenty four home runs"}},
		{"Open 24 HRS a day.", "open twenty four hours a day", nil},
		{"It took 3 hrs.", "it took three hours", nil},
		// revn15: before a word of time spans, hours.
		{"I got 3 HRs of sleep.", "i got three hours of sleep", nil},
		{"He left 2 HRs ago.", "he left two hours ago", nil},
		// verb13: HR in a sentence of baseball ("twenty hours" before).
		{"He batted .305 with 20 HR.", "he batted point three o five with twenty home runs", []string{"he batted three oh five with twenty home runs"}},
		{"He hit 1 HR today.", "he hit one home run today", nil},
		{"It took 2 HR to fix.", "it took two hours to fix", nil},
		{"He has 5 HRs and 2 RBIs.", "", []string{"he has five home runs and two r b i s"}},
		// revn17: "hit" elsewhere in the sentence, a cook's batter.
		{"The storm hit and power was out for 6 HR.", "the storm hit and power was out for six hours", nil},
		{"Mix the batter and rest it for 2 HR.", "mix the batter and rest it for two hours", nil},
	})
}

// bp beside a word of genetics is base pairs ("a 500 bp fragment" was
// "five hundred b p", "a 500bp PCR product" "basis points"), beside a word
// of finance basis points, spaced too ("cut rates by 50 bp" was "fifty b
// p").
func TestBasisPointsBasePairs(t *testing.T) {
	checkCases(t, []caseT{
		{"The Fed cut rates by 50 bp.", "the fed cut rates by fifty basis points", nil},
		{"Yields rose 10bp on the day.", "yields rose ten basis points on the day", nil},
		{"A 500 bp fragment was amplified by PCR.", "a five hundred base pair fragment was amplified by p c r", nil},
		{"The 500bp PCR product.", "the five hundred base pairs p c r product", nil},
		{"He ran 50 bp today.", "he ran fifty b p today", nil},
	})
}

// A camera's megapixels: MP written against the number ("a 12MP camera"
// was "a twelve m p camera"), singular between "a" and a noun.
func TestMegapixels(t *testing.T) {
	checkCases(t, []caseT{
		{"A 12MP camera.", "a twelve megapixel camera", nil},
		{"It shoots at 108MP.", "it shoots at one hundred eight megapixels", nil},
		{"He won 3 MP seats.", "he won three m p seats", nil},
		// Before a noun of cameras singular whatever comes before (were
		// "megapixels cameras").
		{"12MP cameras are common.", "twelve megapixel cameras are common", nil},
		{"THE 12MP CAMERA.", "the twelve megapixel camera", nil},
		{"It shoots 12MP photos.", "it shoots twelve megapixel photos", nil},
		{"It has 12MP, 4K video and more.", "it has twelve megapixels four k video and more", nil},
	})
}

// An inch mark between "a" and a noun is singular, as a spaced unit is
// ("a 27\" monitor" was "a twenty seven inches monitor").
func TestInchesBeforeNoun(t *testing.T) {
	checkCases(t, []caseT{
		{`I bought a 27" monitor.`, "i bought a twenty seven inch monitor", nil},
		{`It is a 65" TV.`, "it is a sixty five inch t v", nil},
		{`The screen is 27" wide.`, "the screen is twenty seven inches wide", nil},
		{`A 12" or 14" pan.`, "a twelve inches or fourteen inches pan", nil},
	})
}

// Units of football and astronomy: "1,200 yds" was "yds", "2.5 Mpc" "m p
// c", "8 kpc" "k p c".
func TestYardsAndParsecs(t *testing.T) {
	checkCases(t, []caseT{
		{"He rushed for 1,200 yds.", "he rushed for one thousand two hundred yards", nil},
		{"It is 2.5 Mpc away.", "it is two point five megaparsecs away", nil},
		{"The galaxy is 8 kpc across.", "the galaxy is eight kiloparsecs across", nil},
		// Only as written: in capitals a committee (was "megaparsecs").
		{"All 9 MPC members voted.", "all nine m p c members voted", nil},
	})
}

// TestTwoPerUnits: a second per-unit after the first is "per" again
// ("km/s/Mpc" read "per second m p c", "mcg/kg/min" "per kilogram min").
func TestTwoPerUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"H0 is 70 km/s/Mpc.", "h zero is seventy kilometers per second per megaparsec", nil},
		{"Run it at 2.5 mcg/kg/min now.", "run it at two point five micrograms per kilogram per minute now", nil},
		{"Speed 300,000 km/s.", "speed three hundred thousand kilometers per second", nil},
	})
}

// TestSectionAbbreviationAfterNumber: "sec." between two numbers is the
// section of a document ("RFC 7231 sec. 6.5.4" was "seven thousand two
// hundred thirty one seconds").
func TestSectionAbbreviationAfterNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"See RFC 7231 sec. 6.5.4.", "see r f c seventy two thirty one section six point five point four", nil},
		{"Title 42 Sec. 1983 applies.", "title forty two section nineteen eighty three applies", nil},
		{"It took 12 sec.", "it took twelve seconds", nil},
		{"It took 12 sec to load.", "it took twelve seconds to load", nil},
		{"RFC 2616 sec. 14 says so.", "r f c twenty six sixteen section fourteen says so", nil},
		// A workout's seconds before its sets (revn17: "thirty section
		// three sets").
		{"Hold for 30 sec. 3 sets.", "hold for thirty seconds three sets", nil},
		{"Plank 30 sec. 2 rounds.", "plank thirty seconds two rounds", nil},
		// verb16: after a section's number too ("section eight seconds
		// two" before).
		{"Section 8 sec. 2 applies.", "section eight section two applies", nil},
		{"See Art. 5 sec. 3.", "see article five section three", nil},
	})
}

// TestDoseCombination: n/m before a unit with a denominator of two digits
// or more below n, or of three digits, is a combination drug's two doses
// ("875/125 mg" was "eight hundred seventy five one hundred twenty fifths
// milligrams").
func TestDoseCombination(t *testing.T) {
	checkCases(t, []caseT{
		{"Amoxicillin 875/125 mg bid.", "amoxicillin eight hundred seventy five one hundred twenty five milligrams b i d", []string{"amoxicillin eight hundred seventy five over one hundred twenty five milligrams b i d"}},
		{"Norco 5/325 mg tablets.", "norco five three hundred twenty five milligrams tablets", nil},
		{"A 3/16 inch bolt.", "a three sixteenths inch bolt", nil},
		{"Add 1/100 mg.", "", []string{"add one one hundredth milligram"}},
	})
	checkNotAmong(t, [][2]string{{"Amoxicillin 875/125 mg bid.", "amoxicillin eight hundred seventy five one hundred twenty fifths milligrams b i d"}})
}

// TestAmbiguousUnitBeforePerUnit: an ambiguous unit with a per-unit after
// it is mostly the unit ("5 L/min" was "five l per minute").
func TestAmbiguousUnitBeforePerUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"Give 5 L/min of oxygen.", "give five liters per minute of oxygen", nil},
		{"Power density 3 W/m2.", "power density three watts per square meter", nil},
		{"It runs at 9.8 m/s2.", "it runs at nine point eight meters per second squared", nil},
	})
}

// TestDosingFrequency: bid, tid, qid after a dose's unit, a route or a
// form are spelled ("5 mg PO BID" was "p o bid", the word).
func TestDosingFrequency(t *testing.T) {
	checkCases(t, []caseT{
		{"Take 5 mg PO BID.", "take five milligrams p o b i d", nil},
		{"Amoxicillin 500 mg bid for 7 days.", "amoxicillin five hundred milligrams b i d for seven days", nil},
		{"Take 1 tab TID.", "take one tab t i d", nil},
		{"Place a bid now.", "place a bid now", nil},
		{"The BID was high.", "the bid was high", nil},
		// revn17: a unit's word without its number, or "daily", is no
		// dose's ("min b i d").
		{"Min bid $5 on this item.", "min bid five dollars on this item", nil},
		{"The housing unit bid was accepted.", "the housing unit bid was accepted", nil},
		{"The exchange's daily bid rose.", "the exchange's daily bid rose", nil},
		// verb15: bid before "for", "on" or "against" and no number
		// is the verb ("the three units b i d for the contract").
		{"The 3 units bid for the contract.", "the three units bid for the contract", nil},
		{"The 2 units bid on the lot.", "the two units bid on the lot", nil},
		{"Insulin 10 units bid for 2 weeks.", "insulin ten units b i d for two weeks", nil},
		// revn19: after a dose's mass, form or route bid is the
		// frequency before any "for" (the verb since d31ae7c).
		{"He took 250 mg bid for pain.", "he took two hundred fifty milligrams b i d for pain", nil},
		{"Take 2 tabs bid for a week.", "take two tabs b i d for a week", nil},
		{"Metformin 500 mg BID for diabetes.", "metformin five hundred milligrams b i d for diabetes", nil},
	})
}

// TestMixedUnicodeFractionPlural: a number and a vulgar fraction against
// it is a mixed number, its unit plural ("1½ hrs" was "one and one half
// hour" as likely as "hours").
func TestMixedUnicodeFractionPlural(t *testing.T) {
	checkCases(t, []caseT{
		{"Cook for 1½ hrs.", "cook for one and a half hours", []string{"cook for one and one half hours"}},
		{"Add ½ cup of milk.", "", []string{"add one half cup of milk"}},
	})
	checkNotAmong(t, [][2]string{{"Cook for 1½ hrs.", "cook for one and one half hour"}})
}

// TestCodeBeforeNumberNoUnit: a number against a capital letter is part
// of a code, its letters after it no unit ("Start D5W" was "d five
// watts").
func TestCodeBeforeNumberNoUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"Start D5W at 75 mL/h.", "start d five w at seventy five milliliters per hour", nil},
		{"It weighs 5W less.", "", []string{"it weighs five watts less"}},
	})
}

// TestPerQuantity: a unit, a slash and a quantity is "per" the quantity
// ("2.5 mg/3 mL" was "two point five milligrams three milliliters").
func TestPerQuantity(t *testing.T) {
	checkCases(t, []caseT{
		{"Albuterol 2.5 mg/3 mL neb.", "albuterol two point five milligrams per three milliliters neb", nil},
		{"It has 250 mg/5 ml of syrup.", "it has two hundred fifty milligrams per five milliliters of syrup", nil},
		{"Fat 12 g/100 g today.", "fat twelve grams per one hundred grams today", nil},
		// A quantity in the other system's unit is the same quantity
		// (revn17: "90 kg/198 lb" was "per one hundred ninety eight
		// pounds"), said "or" (verb66: measuresConvertedAt), the slash
		// unsaid beside it.
		{"He weighs 90 kg/198 lb now.", "he weighs ninety kilograms or one hundred ninety eight pounds now", []string{"he weighs ninety kilograms one hundred ninety eight pounds now"}},
		{"Use 250 g/9 oz of flour.", "use two hundred fifty grams or nine ounces of flour", []string{"use two hundred fifty grams nine ounces of flour"}},
		{"Add 8 oz/225 g butter.", "add eight ounces or two hundred twenty five grams butter", []string{"add eight ounces two hundred twenty five grams butter"}},
	})
}

// TestNewtonMeters: Nm and N·m are newton meters ("350 Nm" was "three
// hundred fifty nanomolar", nM case-folded; "350 N·m" "n m").
func TestNewtonMeters(t *testing.T) {
	checkCases(t, []caseT{
		{"Torque of 350 Nm at 4000 rpm.", "torque of three hundred fifty newton meters at four thousand revolutions per minute", nil},
		{"Torque of 350 N·m.", "torque of three hundred fifty newton meters", nil},
		{"A 532 nm laser.", "a five hundred thirty two nanometer laser", nil},
		{"Add 10 nM of it.", "add ten nanomolar of it", nil},
		{"Add 10 NM of it.", "", []string{"add ten nanomolar of it"}},
	})
}

// TestDoseCourse: x after a dose and before a number of days is the
// course's length ("5 mg PO BID x 7 days" said "x seven days").
func TestDoseCourse(t *testing.T) {
	checkCases(t, []caseT{
		{"Take 5 mg PO BID x 7 days.", "take five milligrams p o b i d for seven days", []string{"take five milligrams p o b i d times seven days"}},
		{"Give 1 tab daily x 2 weeks.", "give one tab daily for two weeks", nil},
		{"A 2 x 4 board.", "a two by four board", nil},
	})
}

// TestHyphenedDurationBeforeAName: a hyphened duration is a modifier also
// before a capitalized name and at a noun phrase's end, as finance names
// its bonds ("the 10-yr Treasury", "yields on the 10-yr." were "ten yr";
// verb13's finding); other hyphened units still need a lower-case noun
// ("the 10-m Dash" keeps its letters).
func TestHyphenedDurationBeforeAName(t *testing.T) {
	checkCases(t, []caseT{
		{"The 10-yr Treasury fell.", "the ten year treasury fell", nil},
		{"The yield on the 10-yr.", "the yield on the ten year", nil},
		{"The 2-yr, 5-yr and 10-yr notes.", "the two year five year and ten year notes", nil},
		{"The 5-day Forecast.", "the five day forecast", nil},
		{"A 3-yr deal.", "a three year deal", nil},
		{"He ran the 10-m Dash.", "he ran the ten m dash", nil},
	})
}

// "Fahr." after degrees is Fahrenheit ("ninety eight degrees fahr" before).
func TestFahrenheitAbbreviation(t *testing.T) {
	checkCases(t, []caseT{
		{"The bath was 104° Fahr. at most.", "the bath was one hundred four degrees fahrenheit at most", nil},
		{"Water boils at 212 °Fahr.", "water boils at two hundred twelve degrees fahrenheit", nil},
		// verb15: "deg" ("deg.", "deg F") after a number is degrees
		// ("ninety eight deg fahrenheit" before).
		{"It was 98 deg. Fahr. today.", "it was ninety eight degrees fahrenheit today", nil},
		{"Heat to 350 deg F.", "heat to three hundred fifty degrees fahrenheit", nil},
		{"Turn 90 deg. left.", "turn ninety degrees left", nil},
		{"It is 1 deg. colder.", "it is one degree colder", nil},
		{"The deg. of freedom", "the deg of freedom", nil},
	})
}

// TestPercentAbbreviation: a headline's "Pct" after a number is percent
// ("Nikkei Up 2.5 Pct" was "two point five p c t"); without a number it
// stays its letters.
func TestPercentAbbreviation(t *testing.T) {
	checkCases(t, []caseT{
		{"Nikkei Up 2.5 Pct in Afternoon", "nikkei up two point five percent in afternoon", nil},
		{"Technology drops 4.4 pct", "technology drops four point four percent", nil},
		{"Sales Seen Up 1-3 Pct (Reuters)", "sales seen up one to three percent reuters", nil},
		{"the pct of users", "the p c t of users", nil},
	})
}

// TestFinancialMultiple: an x against a number in a sentence of debt and
// valuation is "times" wherever it stands ("Net debt/EBITDA of 2.5x." was
// "two point five x"); alone it keeps the pooled weights ("zoom 10x").
func TestFinancialMultiple(t *testing.T) {
	checkCases(t, []caseT{
		{"Net debt/EBITDA of 2.5x.", "net debt ebitda of two point five times", nil},
		{"Net leverage fell to 1.8x", "net leverage fell to one point eight times", nil},
		{"zoom 10x", "zoom ten x", nil},
		{"a 2x shirt with leverage", "a two x shirt with leverage", nil},
	})
}

// TestBarrelsAndPERatio: "bbl" is the oil barrel ("per bbl" was the
// reading) and an x in a sentence with a P/E ratio is "times".
func TestBarrelsAndPERatio(t *testing.T) {
	checkCases(t, []caseT{
		{"Brent at $85/bbl", "brent at eighty five dollars per barrel", nil},
		{"output of 500,000 bbl per day", "output of five hundred thousand barrels per day", nil},
		{"a P/E of 15x", "a p e of fifteen times", nil},
	})
}

// TestMeasureByMeasure: x between two measures is "by", as between two
// numbers ("12 ft x 15 ft" was "twelve feet x fifteen feet": x was read
// only after a digit); a bare count after it is no dimension.
func TestMeasureByMeasure(t *testing.T) {
	checkCases(t, []caseT{
		{"The room is 12 ft x 15 ft.", "the room is twelve feet by fifteen feet", []string{"the room is twelve feet x fifteen feet"}},
		{"a 2.5cm x 3cm label", "a two point five centimeters by three centimeters label", nil},
		{"The lot is 50' x 100'.", "the lot is fifty foot by one hundred feet", nil},
	})
	checkNotAmong(t, [][2]string{{"5 kg x 3", "five kilograms by three"}})
}

// TestMeasureTimesCount: x between a measure and a bare count is "times"
// ("5 kg x 3" was "five kilograms x three"); after a length it is a
// dimension whose second unit is left out, "by".
func TestMeasureTimesCount(t *testing.T) {
	checkCases(t, []caseT{
		{"5 kg x 3", "five kilograms times three", []string{"five kilograms x three"}},
		{"Squat 100 kg x 5 reps", "squat one hundred kilograms times five reps", nil},
		{"10 ml x 2", "ten milliliters times two", nil},
		{"It is 5 ft x 3", "it is five feet by three", nil},
		{"Take 5 mg x 2 weeks", "take five milligrams for two weeks", nil},
	})
}

// TestVulgarFractionMeasure: a fraction of one character before a unit
// is a quantity, as "1/2" is ("½ tsp. pepper" was "one half t s p
// pepper").
func TestVulgarFractionMeasure(t *testing.T) {
	checkCases(t, []caseT{
		{"Season with ½ tsp. pepper.", "season with half a teaspoon pepper", []string{"season with one half teaspoon pepper"}},
		{"¾ lb beef", "three quarters pound beef", nil},
		{"1½ hrs", "one and a half hours", nil},
		{"½ of them", "one half of them", nil},
	})
}

// TestTemperatureScaleLetter: F or C against a number in a sentence of
// weather or fever is the scale ("Her temp was 101.3F" was "one hundred
// one point three f"); elsewhere the letter stays.
func TestTemperatureScaleLetter(t *testing.T) {
	checkCases(t, []caseT{
		{"Her temp was 101.3F.", "her temp was one hundred one point three degrees fahrenheit", nil},
		{"a fever of 102F", "a fever of one hundred two degrees fahrenheit", nil},
		{"It was 30C and sunny.", "it was thirty degrees celsius and sunny", nil},
		{"Temps fell to -5C overnight.", "temps fell to minus five degrees celsius overnight", nil},
		{"He got a 65F on the test.", "he got a sixty five f on the test", nil},
	})
}

// TestGradeLetterInWeather: a number and a letter after a verb of scoring
// or a word of marks stay a mark in a sentence of weather ("He scored
// 100F on a hot day" was "one hundred degrees fahrenheit").
func TestGradeLetterInWeather(t *testing.T) {
	checkCases(t, []caseT{
		{"He scored 100F on a hot day", "he scored one hundred f on a hot day", nil},
		{"She got a grade of 65F in the heat.", "she got a grade of sixty five f in the heat", nil},
		{"It hit 100F on a hot day", "it hit one hundred degrees fahrenheit on a hot day", nil},
	})
}

// TestSeatOrRoomLetterInWeather: a seat's, a room's or a gate's number
// and letter stay so in a sentence of weather ("Room 3C was cold all
// winter", "Seat 12F. The cabin was cold." were "degrees" after
// be79f58).
func TestSeatOrRoomLetterInWeather(t *testing.T) {
	checkCases(t, []caseT{
		{"Room 3C was cold all winter.", "room three c was cold all winter", nil},
		{"Seat 12F. The cabin was cold.", "seat twelve f the cabin was cold", nil},
		{"He lives in apartment 5C; the heat was off.", "he lives in apartment five c the heat was off", nil},
		{"Gate 23F, weather delay.", "gate twenty three f weather delay", nil},
		{"Lows near -5C tonight, cold.", "lows near minus five degrees celsius tonight cold", nil},
		// A name's model too.
		{"The iPhone 5C sold well in the hot summer.", "the iphone five c sold well in the hot summer", nil},
		{"The Model 3C runs hot.", "the model three c runs hot", nil},
		{"Highs 25C tomorrow, sunny.", "highs twenty five degrees celsius tomorrow sunny", nil},
		// The label abbreviated with its point, a grade or a flight.
		{"Apt. 4C has no heat.", "apartment four c has no heat", nil},
		{"No. 5C was cold.", "number five c was cold", nil},
		{"Grade 3C students were cold.", "grade three c students were cold", nil},
		{"Temperatures will reach 30C by noon.", "temperatures will reach thirty degrees celsius by noon", nil},
		// A place's name before it is where the weather is.
		{"Forecast: London 15C, Paris 18C.", "forecast london fifteen degrees celsius paris eighteen degrees celsius", nil},
		{"Highs in Miami 90F today.", "highs in miami ninety degrees fahrenheit today", nil},
		{"The HTC 5C ran hot.", "the h t c five c ran hot", nil},
		{"The Mark 5F runs hot.", "the mark five f runs hot", nil},
	})
}

// TestModelLetterAtSentenceStart: a model's name that opens the sentence
// keeps its number's letter in a sentence of weather as it does inside
// one ("iPhone 5C owners complain about the heat." was "iphone five
// degrees celsius"); a place's name there stays where the weather is.
func TestModelLetterAtSentenceStart(t *testing.T) {
	checkCases(t, []caseT{
		{"iPhone 5C owners complain about the heat.", "iphone five c owners complain about the heat", nil},
		{"Model 3C runs hot in summer.", "model three c runs hot in summer", nil},
		{"London 15C today, hot and sunny.", "london fifteen degrees celsius today hot and sunny", nil},
		{"Highs 25C tomorrow, sunny.", "highs twenty five degrees celsius tomorrow sunny", nil},
	})
}

// TestOilViscosityGrade: a motor oil's grade is said "five w thirty"
// ("5W-30" was "five w to thirty", the dash a range's).
func TestOilViscosityGrade(t *testing.T) {
	checkCases(t, []caseT{
		{"Use 5W-30 oil.", "use five w thirty oil", []string{"use five w to thirty oil"}},
		{"Use 0W-20 synthetic.", "use zero w twenty synthetic", nil},
		{"10W-40", "ten w forty", nil},
		{"a 5W bulb", "a five watts bulb", nil},
	})
}

// TestFuelEconomyPair: n/m before mpg or after a label "MPG:" is a car's
// city and highway figures, two numbers, never a fraction of a mile per
// gallon ("twenty eight thirty sixths mile per gallon" was the reading).
func TestFuelEconomyPair(t *testing.T) {
	checkCases(t, []caseT{
		{"It gets 28/36 mpg.", "it gets twenty eight thirty six miles per gallon", []string{"it gets twenty eight over thirty six miles per gallon"}},
		// The label is an abbreviation without a vowel, spelled (see
		// TestVowellessEntrySpelled); the word stays a variant.
		{"MPG: 35/42", "m p g thirty five forty two", []string{"mpg thirty five forty two"}},
		{"Ratio: 35/42", "ratio thirty five forty seconds", nil},
		{"It gets 1/2 mpg more.", "it gets half a mile per gallon more", nil},
	})
	checkNotAmong(t, [][2]string{{"It gets 28/36 mpg.", "it gets twenty eight thirty sixths mile per gallon"}})
}

// TestAttributiveUnitWithPeriod: a spaced unit with its abbreviation's
// period between "a" and a lower-case noun is singular as without the
// period ("a five kilograms bag" was the reading); "5 lbs. of apples"
// keeps its plural.
func TestAttributiveUnitWithPeriod(t *testing.T) {
	checkCases(t, []caseT{
		{"Buy a 5 kg. bag of rice.", "buy a five kilogram bag of rice", nil},
		{"a 2 oz. glass", "a two ounce glass", nil},
		{"I bought 5 lbs. of apples.", "i bought five pounds of apples", nil},
		{"Buy a 5 kg bag of rice.", "buy a five kilogram bag of rice", nil},
	})
}

// TestDimensionIsNoAttributiveUnit: a measure before "x" in a dimension
// keeps the plural as before "by" ("A 3 m x 3 m room" was "a three meter
// by three meters room", "A 3 m x 3 m." "a three meter by three
// meters"); a unit before a noun stays singular.
func TestDimensionIsNoAttributiveUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"A 3 m x 3 m room.", "a three meters by three meters room", nil},
		{"A 3 m x 3 m.", "a three meters by three meters", nil},
		{"A 3 m by 3 m room.", "a three meters by three meters room", nil},
		{"a 5 kg bag", "a five kilogram bag", nil},
	})
}

// TestRouteLetterBeforeVehicle: a number and its letter before a bus,
// a train or a platform is a route's code in a sentence of weather too
// ("The 5C bus was cold." was "the five degrees celsius bus"); a
// temperature before another word stays one.
func TestRouteLetterBeforeVehicle(t *testing.T) {
	checkCases(t, []caseT{
		{"The 5C bus was cold.", "the five c bus was cold", nil},
		{"Take the 3F train, it is hot.", "take the three f train it is hot", nil},
		{"It was 5C and cold.", "it was five degrees celsius and cold", nil},
	})
}

// TestConvertedUnitsAreSystemUnits: which units are imperial was said by
// two tables, convertedUnitKinds (by written token) and imperialUnits (by
// name), the pound, ounce, cup, spoons, gallon, pint and quart in both;
// now systemUnits says it once, by the unit's name. Every token of
// convertedUnitTokens names a unit of it, by the name the default style
// gives the token where it has it as a unit, and the imperial units of
// mass and volume are the ten imperialUnits listed.
func TestConvertedUnitsAreSystemUnits(t *testing.T) {
	st := DefaultStyle()
	for tok, name := range convertedUnitTokens {
		if _, ok := systemUnits[name]; !ok {
			t.Errorf("token %q names %q, no unit of systemUnits", tok, name)
		}
		if u, ok := st.lookupUnit(tok); ok && u.Singular != name {
			t.Errorf("token %q names %q, the style's unit %q", tok, name, u.Singular)
		}
	}
	var imperial []string
	for name := range systemUnits {
		if imperialUnit(name) {
			imperial = append(imperial, name)
		}
	}
	slices.Sort(imperial)
	if got := strings.Join(imperial, ","); got != "cup,fluid ounce,gallon,ounce,pint,pound,quart,stone,tablespoon,teaspoon" {
		t.Errorf("imperial units of mass and volume %s", got)
	}
}
