package normalize

import "testing"

// TestEditionAndFloorAfterOrdinal: "edn" after an ordinal in digits is a
// book's edition and "fl." a building's floor ("the 4th edn" was "fourth
// e d n" 0.75, "3rd fl." "third f l" 0.94); "ed" keeps Google TN's "ed".
func TestEditionAndFloorAfterOrdinal(t *testing.T) {
	checkCases(t, []caseT{
		{"The 4th edn is cheaper.", "the fourth edition is cheaper", nil},
		{"Lamb, H. (1994), Hydrodynamics (6th ed.", "lamb h nineteen ninety four hydrodynamics sixth ed", nil},
		{"Apt 4B, 3rd fl.", "apartment four b third floor", nil},
		{"Our office is on the 3rd Fl. of the tower.", "our office is on the third floor of the tower", nil},
		{"We saw the 2nd Ed Sheeran show.", "we saw the second ed sheeran show", nil},
	})
}

// TestDottedPerCalendarMonth: "p.c.m." and "p.w." after an amount are "per
// calendar month" and "per week", as undotted "pcm" and "pw" were ("£850
// p.c.m." was "p c m" 0.93).
func TestDottedPerCalendarMonth(t *testing.T) {
	checkCases(t, []caseT{
		{"Studio flat, £850 p.c.m.", "studio flat eight hundred fifty pounds per calendar month", []string{"studio flat eight hundred fifty pounds p c m"}},
		{"Rent £200 p.w. for students.", "rent two hundred pounds per week for students", nil},
		{"We meet at 5 p.m. today.", "we meet at five p m today", nil},
	})
}

// TestBloodPressureAfterColon: a blood pressure's name and a colon before
// systolic/diastolic is "over" ("Blood pressure: 130/85." was "one
// hundred thirty eighty fifths" 0.75); a fraction after another label
// stays one.
func TestBloodPressureAfterColon(t *testing.T) {
	checkCases(t, []caseT{
		{"Blood pressure: 130/85.", "blood pressure one hundred thirty over eighty five", nil},
		{"BP: 120/80 today.", "b p one hundred twenty over eighty today", nil},
		{"Ratio: 3/4 of the total.", "ratio three quarters of the total", nil},
		{"Pressure: 3/4 of the max.", "pressure three quarters of the max", nil},
	})
}

// TestLabUnitsAndSquareFeet: micromoles, nanomoles and picomoles (a lab
// report's µmol/L, nmol/L, pmol/L: "ninety µmol l" was 0.74) and "sq.ft"
// (an Indian listing's: "fourteen fifty s q dot f t" 0.63) are units.
func TestLabUnitsAndSquareFeet(t *testing.T) {
	checkCases(t, []caseT{
		{"Creatinine 90 µmol/L.", "creatinine ninety micromoles per liter", nil},
		{"Vitamin D 50 nmol/L.", "vitamin d fifty nanomoles per liter", nil},
		{"B12 300 pmol/L.", "b twelve three hundred picomoles per liter", nil},
		{"3 BHK, 1450 sq.ft, Rs. 1.2 cr.", "three b h k one thousand four hundred fifty square feet one point two crore rupees", nil},
	})
}

// TestLakhCrore: "lakh crore" after an amount is both scale words before
// the currency ("₹3.5 lakh crore" was "three point five lakh rupees
// crore" 0.99).
func TestLakhCrore(t *testing.T) {
	checkCases(t, []caseT{
		{"The budget is ₹3.5 lakh crore.", "the budget is three point five lakh crore rupees", nil},
		{"Rs 2 lakh crores were spent.", "two lakh crore rupees were spent", nil},
		{"Rs 10 lakh in crore terms.", "ten lakh rupees in crore terms", nil},
	})
}

// TestListingAndTransitLabelColon: a room, floor, plot, platform or gate
// and its number before a colon is a label, the colon unsaid ("Bedroom 1:
// 3.5m x 4.2m" was "bedroom one to three point five meters" 0.52); a
// ratio and a journal's volume keep "to".
func TestListingAndTransitLabelColon(t *testing.T) {
	checkCases(t, []caseT{
		{"Bedroom 1: 3.5m x 4.2m.", "bedroom one three point five meters by four point two meters", nil},
		{"Room 2: 4 beds.", "room two four beds", nil},
		{"The ratio is 1: 3.", "the ratio is one to three", nil},
		{"Nature 4: 217", "nature four to two hundred seventeen", nil},
	})
}

// TestSTSegment: "ST" before elevation, depression or segment is an ECG's
// ST segment, its letters ("street" and "saint" were 0.25 each); a
// street's ST keeps "street".
func TestSTSegment(t *testing.T) {
	checkCases(t, []caseT{
		{"ST depression was seen.", "s t depression was seen", nil},
		{"ECG showed ST elevation in V1-V4.", "e c g showed s t elevation in v one to v four", nil},
		{"He lives on Main ST.", "he lives on main street", nil},
	})
}

// TestMotorwayJunction: J and a number in a text naming a motorway is its
// junction ("j ten" was 0.96), "Jnc" after a name a junction ("j n c"
// 0.97); a J elsewhere stays the letter.
func TestMotorwayJunction(t *testing.T) {
	checkCases(t, []caseT{
		{"Take the M25 to J10.", "take the m twenty five to junction ten", nil},
		{"Roadworks on the M6 between J4 and J5.", "roadworks on the m six between junction four and junction five", nil},
		{"Exit at J10.", "exit at j ten", nil},
		{"Change at Clapham Jnc. for Brighton.", "change at clapham junction for brighton", nil},
	})
}

// TestDottedClockTrainToPlace: a British timetable's time after "the" and
// before "from" or "to" and a place's name is a train's ("The 10.30 from
// Euston" was "ten point three o" 0.81, "the 7.15 to Leeds" 0.98); a
// change between amounts stays a decimal.
func TestDottedClockTrainToPlace(t *testing.T) {
	checkCases(t, []caseT{
		{"The 10.30 from Euston.", "the ten thirty from euston", nil},
		{"I caught the 7.15 to Leeds.", "i caught the seven fifteen to leeds", nil},
		{"It rose from the 10.30 to 11.", "it rose from the ten point three o to eleven", nil},
	})
}

// TestCodeGroupLedByZero: a second group led by a zero and as long as the
// first is a code's, no range's end ("INV-2024-0042" was "twenty twenty
// four to o o four two" 0.63); a shortened range keeps "to".
func TestCodeGroupLedByZero(t *testing.T) {
	checkCases(t, []caseT{
		{"Invoice #INV-2024-0042.", "invoice number i n v twenty twenty four dash o o four two", nil},
		{"Ticket 2024-0042", "ticket twenty twenty four dash o o four two", nil},
		{"PAGES 101-09 ARE MISSING", "pages one hundred one to o nine are missing", nil},
		{"from 1990-2000", "from nineteen ninety to two thousand", nil},
	})
}

// TestINRRatio: "INR" before a small number in a text of anticoagulation
// or after "target" is the blood test's ratio ("target INR 2-3" was "two
// to three rupees" 0.98); rupees keep theirs.
func TestINRRatio(t *testing.T) {
	checkCases(t, []caseT{
		{"Warfarin, target INR 2-3.", "warfarin target i n r two to three", nil},
		{"INR 2.5 today on warfarin.", "i n r two point five today on warfarin", nil},
		{"Price INR 2,500.", "price two thousand five hundred rupees", nil},
		{"He paid INR 2-3 lakh.", "he paid two to three lakh rupees", nil},
		{"It costs INR 5 at the clinic.", "it costs five rupees at the clinic", nil},
	})
}

// TestIndianLandline: an STD code joined by a hyphen to a number in two
// spaced groups is a telephone number ("080-2345 6789" ended "six thousand
// seven hundred eighty nine" 0.84).
func TestIndianLandline(t *testing.T) {
	checkCases(t, []caseT{
		{"Call 080-2345 6789.", "call o eight o two three four five six seven eight nine", nil},
		{"Call 0120-456 7890 today.", "call o one two o four five six seven eight nine o today", nil},
	})
}

// TestSuiteAndWeekend: "Ste" before a number is a suite ("s t e two
// hundred" was 0.90), "Sat" beside "& Sun" Saturday ("sat and sunday"
// 0.59); "He sat & Sun shone" keeps the verb.
func TestSuiteAndWeekend(t *testing.T) {
	checkCases(t, []caseT{
		{"Ste 200, 2nd floor.", "suite two hundred second floor", nil},
		{"Sat & Sun 10am-4pm.", "saturday and sunday ten a m to four p m", nil},
		{"He sat & Sun shone.", "he sat and sun shone", nil},
	})
}

// TestClinicalDuration: a clinician's n/7, n/52 and n/12 after "for" or
// "in" in a note are days, weeks and months ("for 5/7" was "five
// sevenths" 0.91, "in 2/52" "two fifty seconds" 0.94); "of" after it and
// a text of no clinic keep the fraction.
func TestClinicalDuration(t *testing.T) {
	checkCases(t, []caseT{
		{"Prednisolone 40 mg once daily for 5/7.", "prednisolone forty milligrams once daily for five days", nil},
		{"Review in 2/52.", "review in two weeks", nil},
		{"Follow up in 6/12.", "follow up in six months", nil},
		{"Cough for 1/7 only.", "cough for one day only", nil},
		{"The clinic opens in 6/12 of cases.", "the clinic opens in six twelfths of cases", nil},
		{"He ate 5/7 of the pie.", "he ate five sevenths of the pie", nil},
	})
}

// TestGlasgowComaScale: a GCS is a score out of fifteen ("GCS 15/15" was
// "fifteen fifteen" 0.98, "GCS 14/15" "fourteen fifteenths").
func TestGlasgowComaScale(t *testing.T) {
	checkCases(t, []caseT{
		{"GCS 15/15.", "g c s fifteen out of fifteen", nil},
		{"GCS 14/15 on arrival.", "g c s fourteen out of fifteen on arrival", nil},
	})
}

// TestDayFirstInCityText: a numeric date both orders can read is day first
// in a text naming a large city of a country that writes it so ("born
// 02/05/1990 in Leeds" was "the fifth of february" 0.77); "US" keeps
// month first.
func TestDayFirstInCityText(t *testing.T) {
	checkCases(t, []caseT{
		{"He was born 02/05/1990 in Leeds.", "he was born the second of may nineteen ninety in leeds", nil},
		{"The US office in London opens 04/12/2026.", "the u s office in london opens the twelfth of april twenty twenty six", nil},
		{"The event is on 04/12/2026.", "the event is on the twelfth of april twenty twenty six", nil},
	})
}

// TestClinicalAgoAndPainScore: a clinician's n/7 before "ago" is days
// ("Admitted 3/7 ago" was "three sevenths ago" 0.94), and "pain" before
// n/10 a score ("pain eight tenths" 0.94).
func TestClinicalAgoAndPainScore(t *testing.T) {
	checkCases(t, []caseT{
		{"Admitted 3/7 ago.", "admitted three days ago", nil},
		{"Pain 8/10, worse at night.", "pain eight out of ten worse at night", nil},
		{"He ate 3/7 ago pie.", "he ate three sevenths ago pie", nil},
		{"Pain 1/2 the time.", "pain one half the time", nil},
	})
}

// TestLakhL: an L after rupees is lakh ("₹45 L flat" was "forty five
// rupees l" 1.0, "Rs.2.5L per annum" "r s two point five liters" 0.82);
// after dollars it is no scale.
func TestLakhL(t *testing.T) {
	checkCases(t, []caseT{
		{"₹45 L flat in Thane.", "forty five lakh rupees flat in thane", nil},
		{"Rs.2.5L per annum.", "two point five lakh rupees per annum", nil},
		{"$5 L bottle", "five dollars l bottle", nil},
	})
}

// TestDottedClockTrainStatus: a dotted time after "the" and before "is
// cancelled", "was delayed" is a train's ("The 18.05 is cancelled" was
// "eighteen point o five" 0.79); a price stays a decimal.
func TestDottedClockTrainStatus(t *testing.T) {
	checkCases(t, []caseT{
		{"The 18.05 is cancelled.", "the eighteen oh five is cancelled", nil},
		{"The 7.15 was delayed.", "the seven fifteen was delayed", nil},
		{"The 2.50 is the price.", "the two point five o is the price", nil},
	})
}

// TestIncVATAndExtension: "inc." and "exc" before VAT or a charge are
// including and excluding ("inc. VAT" was "incorporated vat" 0.24 beside
// "inc vat"), "ext" before a number an extension ("e x t" 0.60); a
// company's "Inc." keeps its readings.
func TestIncVATAndExtension(t *testing.T) {
	checkCases(t, []caseT{
		{"Price £2.50 (inc. VAT).", "price two pounds fifty pence including vat", nil},
		{"£20 exc VAT.", "twenty pounds excluding vat", nil},
		{"ext 234.", "extension two three four", nil},
		{"The ext is 2.", "the e x t is two", nil},
	})
	checkNotAmong(t, [][2]string{{"Smith Inc. VAT number", "smith including vat number"}})
}

// TestLetterPrefixedRange: the same capital and numbers on both sides of a
// dash are a range of leads, seats or rooms ("V1-V4" was "v one v four"
// 1.0); adjacent vertebrae ("C5-C6", a disc) keep the dash unsaid.
func TestLetterPrefixedRange(t *testing.T) {
	checkCases(t, []caseT{
		{"ST elevation in V1-V4.", "s t elevation in v one to v four", nil},
		{"Seats A1-A4.", "seats a one to a four", nil},
		{"He had a C5-C6 fracture.", "he had a c five c six fracture", nil},
		{"Size A4-A3 paper.", "size a four a three paper", nil},
	})
}

// TestVATNumberAndApgar: a British VAT number after "GB" in a text naming
// VAT is said digit by digit ("one hundred twenty three four thousand
// ..." was 0.88), "Apgar 8/9" a newborn's two scores ("eight ninths"
// 0.94); "GB" and the groups without VAT keep the numbers.
func TestVATNumberAndApgar(t *testing.T) {
	checkCases(t, []caseT{
		{"VAT No. GB 123 4567 89.", "vat no g b one two three four five six seven eight nine", nil},
		{"VAT reg GB123456789", "vat reg g b one two three four five six seven eight nine", nil},
		{"GB 123 4567 89 is a code.", "g b one hundred twenty three four thousand five hundred sixty seven eighty nine is a code", nil},
		{"Apgar 8/9.", "apgar eight and nine", nil},
		{"Apgars 9/10 at birth.", "apgars nine and ten at birth", nil},
	})
}
