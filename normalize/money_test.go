package normalize

import (
	"strings"
	"testing"
)

func TestMoney(t *testing.T) {
	checkCases(t, []caseT{
		{"$1", "one dollar", nil},
		{"$2.00", "two dollars", nil},
		{"$20.50", "twenty dollars fifty cents", []string{"twenty dollars and fifty cents", "twenty point five zero dollars"}},
		{"$0.02", "two cents", nil},
		{"$.01", "one cent", nil},
		{"$12.3 million", "twelve point three million dollars", nil},
		{"¥30b", "thirty billion yen", nil},
		{"US$76.3 trillion", "seventy six point three trillion us dollars", nil},
		{"HK$5", "five hong kong dollars", nil},
		{"£1.20", "one pound twenty pence", nil},
		{"€3", "three euros", nil},
		{"EUR 20", "twenty euros", nil},
		{"20 USD", "twenty dollars", nil},
		{"$20/mo", "twenty dollars per month", nil},
		{"$ 60", "sixty dollars", nil},
		{"$18,925,000", "eighteen million nine hundred twenty five thousand dollars", nil},
		{"$50-$100", "fifty dollars to one hundred dollars", nil},
		{"50¢", "fifty cents", nil},
	})
}

// A signed amount keeps its sign: "-$5" was "five dollars" (the minus
// read as a silent dash). After a digit the dash stays a range.
func TestNegativeMoney(t *testing.T) {
	checkCases(t, []caseT{
		{"-$5 balance", "minus five dollars balance", []string{"negative five dollars balance"}},
		{"a loss (-€3.50)", "", []string{"a loss minus three euros fifty cents"}},
		{"net −£2m", "net minus two million pounds", nil},
		{"5-$3", "five to three dollars", nil},
	})
}

// Pounds, shillings and pence, as pre-1971 books write them, were read as
// letters ("tens six d"); "in his 20s." stays a decade.
func TestPreDecimalMoney(t *testing.T) {
	checkCases(t, []caseT{
		{"10s. 6d.", "ten shillings and sixpence", []string{"ten shillings and six pence", "ten and six", "ten shillings six pence"}},
		{"paid £5 10s. for it", "paid five pounds ten shillings for it", nil},
		{"£1 2s. 6d.", "one pound two shillings and sixpence", []string{"one pound two shillings and six pence"}},
		{"£1 1s.", "one pound one shilling", nil},
		// Without the periods ("tens six d", "one pound twos six d").
		{"10s 6d", "ten shillings and sixpence", []string{"ten shillings and six pence"}},
		{"£1 2s 6d", "one pound two shillings and sixpence", []string{"one pound two shillings and six pence"}},
		{"paid £5 10s for it", "paid five pounds ten shillings for it", nil},
		{"in the 1970s 6 days", "in the nineteen seventies six days", nil},
		{"10s of people", "tens of people", nil},
		{"in his 20s.", "in his twenties", nil},
		// Pence alone after a verb of prices ("three d" before).
		{"It cost 3d.", "it cost threepence", []string{"it cost three pence"}},
		{"He paid 6d for it.", "he paid sixpence for it", []string{"he paid six pence for it"}},
		{"It cost 3d printing.", "it cost three d printing", nil},
	})
}

// Indian scale words after an amount are the amount's scale: "₹8 lakh"
// was "eight rupees lakh".
func TestMoneyIndianScales(t *testing.T) {
	checkCases(t, []caseT{
		{"₹8 lakh", "eight lakh rupees", nil},
		{"Rs 5 crore", "five crore rupees", nil},
		{"Rs. 2.5 crore", "two point five crore rupees", nil},
	})
}

// TestMoneyPerAnyWord: a price per a thing the per-units do not list
// says "per" ("$40/couple" was "forty dollars couple").
func TestMoneyPerAnyWord(t *testing.T) {
	checkCases(t, []caseT{
		{"Tickets are $25/person or $40/couple.", "tickets are twenty five dollars per person or forty dollars per couple", nil},
		{"$5/head", "five dollars per head", nil},
		{"$10/hr today", "ten dollars per hour today", nil},
	})
	// A function word after the slash is not what a price is per.
	checkNotAmong(t, [][2]string{{"it was $3/and more", "it was three dollars per and more"}, {"mugs $10/each today", "mugs ten dollars per each today"}})
	checkCases(t, []caseT{{"mugs $10/each today", "mugs ten dollars each today", nil}})
}

// TestMoneyEuropeanAmount: an amount with dots grouping thousands and a
// comma before the cents is read as one ("€1.234,56" was "one point two
// three four euros fifty six"); one dot group alone stays a decimal.
func TestMoneyEuropeanAmount(t *testing.T) {
	checkCases(t, []caseT{
		{"It costs €1.234,56 in Germany.", "", []string{"it costs one thousand two hundred thirty four euros fifty six cents in germany"}},
		{"€12.500.000 raised", "twelve million five hundred thousand euros raised", nil},
		{"1.234,56 € total", "", []string{"one thousand two hundred thirty four euros fifty six cents total"}},
		{"$1.234 only", "one point two three four dollars only", nil},
	})
	checkNotAmong(t, [][2]string{{"It costs €1.234,56 in Germany.", "it costs one point two three four euros fifty six in germany"}})
}

// TestPence: decimal pence against a number of one or two digits
// ("50p" was "fifty p"); 720p, a resolution, and a code's "B12p" stay.
func TestPence(t *testing.T) {
	checkCases(t, []caseT{
		{"I paid 50p for it.", "i paid fifty pence for it", []string{"i paid fifty p for it"}},
		{"the 5p bag charge", "the five pence bag charge", nil},
		{"a 1p coin", "a one penny coin", nil},
	})
	checkNotAmong(t, [][2]string{{"in 720p now", "in seven hundred twenty pence now"}, {"B12p x", "b twelve pence x"},
		// An orbital or a chromosome's arm.
		{"the 2p orbital", "the two pence orbital"}, {"loss of chromosome 17p", "loss of chromosome seventeen pence"},
		{"1p/19q codeleted", "one penny nineteen q codeleted"}, {"a 9p deletion", "a nine pence deletion"}})
}

// TestMoneyEuropeanSuffix: an amount before its currency written the
// European way, a comma before two cents or spaces grouping thousands
// ("12,50 €" was "twelve fifty euros", "1 234,56 €" "one two hundred
// thirty four fifty six euros").
func TestMoneyEuropeanSuffix(t *testing.T) {
	checkCases(t, []caseT{
		{"The total is 1 234,56 €.", "the total is one thousand two hundred thirty four euros fifty six cents", nil},
		{"The price is 12,50 € per kilo.", "the price is twelve euros fifty cents per kilo", nil},
		{"It costs 15 000 € in total.", "it costs fifteen thousand euros in total", nil},
		{"He paid 1.234,56 EUR.", "he paid one thousand two hundred thirty four euros fifty six cents", nil},
		{"A 20,000 € car.", "a twenty thousand euros car", nil},
		{"In 2020 500 € was a lot.", "in twenty twenty five hundred euros was a lot", nil},
	})
}

// A range of amounts whose scale word follows the second number says the
// scale and the currency once, after it; the first number was a whole
// amount ("ten dollars fifty cents to eleven point zero billion").
func TestMoneyScaledRange(t *testing.T) {
	checkCases(t, []caseT{
		{"We guide revenue of $10.5-11.0 billion.", "we guide revenue of ten point five to eleven point zero billion dollars", nil},
		{"We expect capex of $3-3.5B in 2024.", "we expect capex of three to three point five billion dollars in twenty twenty four", nil},
		// A stray sign before a range of years, hours or percent: the
		// range mostly without the currency ("twenty to thirty dollars
		// years old" was certain).
		{"He is $20-30 years old.", "he is twenty to thirty years old", []string{"he is twenty to thirty dollars years old"}},
		// verb13: a unit after the range is the range's ("ten to twelve
		// m p h winds" before).
		{"Expect $10-12 mph winds.", "expect ten to twelve miles per hour winds", nil},
		{"It is $5-6 km away.", "it is five to six kilometers away", nil},
		{"Prices rose $10-20%.", "prices rose ten to twenty percent", nil},
		{"It's a $9-5 job.", "it's a nine to five job", nil},
		// A price of a job (was "a fifty to sixty job").
		{"The repair is a $50-60 job.", "the repair is a fifty to sixty dollars job", nil},
		{"It was a $200-300 job.", "it was a two hundred to three hundred dollars job", nil},
		{"He paid $20-30 for it.", "he paid twenty to thirty dollars for it", nil},
		{"Sales of $3-$5 million are likely.", "sales of three to five million dollars are likely", nil},
		{"Prices were $10-15 each.", "prices were ten to fifteen dollars each", nil},
		{"It pays $10-15/hour.", "it pays ten to fifteen dollars per hour", nil},
		{"Pay $1,000-2,000 monthly.", "pay one thousand to two thousand dollars monthly", nil},
		// Amounts with cents, or each with its sign, keep their readings.
		{"Tickets are $10-$15.", "tickets are ten dollars to fifteen dollars", nil},
		{"It was $2.50-3.00 a pound.", "it was two dollars fifty cents to three dollars a pound", nil},
	})
	// A second dash after the second number makes no range (found
	// reviewing 3ef385b: "one to eight hundred dollars flowers").
	if got, err := testV.Best("Call $1-800-FLOWERS now."); err != nil || strings.Contains(got.Spoken, "hundred dollars") {
		t.Errorf("$1-800-FLOWERS: %q (err %v), read as a range of amounts", got.Spoken, err)
	}
}

// A euro amount with one dot before three digits groups thousands
// ("€1.000" was "one euro").
func TestEuroDotThousands(t *testing.T) {
	checkCases(t, []caseT{
		{"It costs €1.000 now.", "it costs one thousand euros now", nil},
		{"Rent is €2.500 a month.", "rent is two thousand five hundred euros a month", nil},
		{"The fee is 1.000 EUR.", "the fee is one thousand euros", nil},
		{"It was 2.500€ in total.", "it was two thousand five hundred euros in total", nil},
		{"It costs €1.50 now.", "it costs one euro fifty cents now", nil},
		{"It costs €1.000,50 now.", "it costs one thousand euros fifty cents now", nil},
		{"The fee is 1.000 USD.", "the fee is one dollar", nil},
		// Fuel and power are priced to a tenth of a cent, and no
		// thousands start with a zero (found reviewing 3ef385b: "one
		// thousand seven hundred ninety nine euros a liter").
		{"Petrol costs €1.799 a litre.", "petrol costs one point seven nine nine euros a liter", nil},
		{"Diesel is €1.659/l today.", "diesel is one point six five nine euros per liter today", nil},
		{"Power costs €0.125 per kWh.", "power costs zero point one two five euros per kilowatt hour", nil}, // verb57: a unit after "per" is its name (unitAfterPer)
		{"The price is €0.250 per unit.", "the price is twenty five cents per unit", nil},
		{"Diesel was 1.659 € per litre.", "diesel was one point six five nine euros per liter", nil},
	})
}

// TestCurrencyPair: a number after a currency pair is its rate, no amount
// ("GBP/USD 1.27" was "one dollar twenty seven cents").
func TestCurrencyPair(t *testing.T) {
	checkCases(t, []caseT{
		{"GBP/USD 1.27 today.", "g b p u s d one point two seven today", nil},
		{"It cost USD 1.27 today.", "it cost one dollar twenty seven cents today", nil},
	})
}

// A second price of pence alone after a joiner is pence as the first
// ("It cost 3d, then 4d" said "four d").
func TestPenceList(t *testing.T) {
	checkCases(t, []caseT{
		{"Bread cost 2d, then 5d.", "bread cost twopence then fivepence", []string{"bread cost two pence then five pence"}},
		{"Tea was priced 1d or 2d each.", "tea was priced one penny or twopence each", []string{"tea was priced one penny or two pence each"}},
		{"We paid 2d and 3d printers.", "we paid twopence and three d printers", []string{"we paid two pence and three d printers"}},
		{"They sold 3d and 4d models.", "", nil},
	})
	checkNotAmong(t, [][2]string{{"They sold 3d and 4d models.", "they sold three pence and four pence models"}})
}

// TestMoneyCentsAsDecimal: an amount with cents said as a decimal reads
// the cents' digits with "zero", as NeMo's TN cases do ("€1.50" "one
// point five zero euros"); Google TN's decimal "o" ("twelve point five o
// dollars", 0.12 of "$12.50") is no amount's.
func TestMoneyCentsAsDecimal(t *testing.T) {
	checkCases(t, []caseT{
		{"It costs $12.50.", "it costs twelve dollars fifty cents", []string{"it costs twelve point five zero dollars"}},
		{"It costs €1.50.", "", []string{"it costs one point five zero euros"}},
		{"It costs $1,234.05.", "", []string{"it costs one thousand two hundred thirty four point zero five dollars"}},
	})
	checkNotAmong(t, [][2]string{
		{"It costs $12.50.", "it costs twelve point five o dollars"},
		{"It costs $12.50.", "it costs twelve point five oh dollars"},
	})
}

// TestMoneyCentsWordLeftOut: a price of at most 99 of the major unit
// and ten or more cents is also said without the cents' word, "twelve
// dollars fifty", as speech says it; never the two numbers alone
// ("twelve fifty": no currency, TestNoWrongReadingOfIssue15), nor for
// a few cents ("three dollars five") or a larger amount.
func TestMoneyCentsWordLeftOut(t *testing.T) {
	checkCases(t, []caseT{
		{"It costs $12.50.", "it costs twelve dollars fifty cents", []string{"it costs twelve dollars fifty"}},
		{"A €1.99 fee.", "", []string{"a one euro ninety nine fee"}},
		{"It was £99.95 then.", "", []string{"it was ninety nine pounds ninety five then"}},
	})
	checkNotAmong(t, [][2]string{
		{"It costs $12.50.", "it costs twelve fifty"},
		{"The fee is $3.05 now.", "the fee is three dollars five now"},
		{"It was $250.75.", "it was two hundred fifty dollars seventy five"},
		{"It was $0.50.", "it was zero dollars fifty"},
	})
}

// TestMoneyHeadlineScale: a headline's capitalized scale word is the
// scale ("$3.5 Billion Charge" was "three dollars fifty cents billion"),
// and so are the wires' "bln" and "mln".
func TestMoneyHeadlineScale(t *testing.T) {
	checkCases(t, []caseT{
		{"MCI to Take $3.5 Billion Charge", "m c i to take three point five billion dollars charge", nil},
		{"A $5 Million Gift", "a five million dollars gift", nil},
		{"WIN $1 MILLION NOW", "win one million dollars now", nil},
		// Reuters' "bln" and "mln" ("one dollar fifty cents b l n" before).
		{"Court approves $1.5 bln claim on Shell", "court approves one point five billion dollars claim on shell", nil},
		// Between "a" and a noun the scaled price is singular first (TestMoneyNamesAKind).
		{"a $300 mln deal", "a three hundred million dollar deal", []string{"a three hundred million dollars deal"}},
		{"Medtronic to Pay $109 Mln to Inventor", "medtronic to pay one hundred nine million dollars to inventor", nil},
	})
}

// TestAccountingNegative: an amount in an accountant's brackets after
// its currency sign is a negative ("$(0.3) million" was "dollar zero
// point three million"), its span the whole token.
func TestAccountingNegative(t *testing.T) {
	checkCases(t, []caseT{
		{"$(0.3) million", "minus zero point three million dollars", []string{"zero point three million dollars"}},
		{"It was $(1,234).", "it was minus one thousand two hundred thirty four dollars", nil},
		{"a net loss of $(0.3) million", "a net loss of zero point three million dollars", nil},
		// Two spaces after "of" (the word before was looked for at a
		// fixed offset, and found "o": the sign came first).
		{"a net loss of  $(0.3) million", "a net loss of zero point three million dollars", nil},
		// A word of loss two or three words before says the sign too
		// ("net loss was minus five million dollars" was first).
		{"Net loss was $(5) million.", "net loss was five million dollars", nil},
		{"a deficit of about $(2) million", "a deficit of about two million dollars", nil},
	})
	vs, err := New(nil, Options{}).Variants("It was $(5) each", 1)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, sp := range vs[0].Spans {
		if sp.Class == Money {
			found = true
			if sp.Written != "$(5)" {
				t.Errorf("money span %q, want $(5)", sp.Written)
			}
		}
	}
	if !found {
		t.Errorf("no money span in %+v", vs[0].Spans)
	}
}

// TestIndianGroupingInMoney: an amount grouped the Indian way is said in
// lakhs and crores with its paise, before a scale word and in a range
// too, as it is alone ("Rs. 1,25,000.50" was "one hundred twenty five
// thousand rupees fifty paise" only, "₹2,50,000 crore" "two hundred fifty
// thousand crore rupees").
func TestIndianGroupingInMoney(t *testing.T) {
	checkCases(t, []caseT{
		{"It cost Rs. 1,25,000.50 in all.", "it cost one lakh twenty five thousand rupees fifty paise in all",
			[]string{"it cost one hundred twenty five thousand rupees fifty paise in all"}},
		{"The budget was ₹2,50,000 crore.", "the budget was two lakh fifty thousand crore rupees", nil},
		{"Rs 10,00,000-15,00,000 a year.", "ten lakh to fifteen lakh rupees a year", nil},
		{"It cost $1,250,000.50.", "it cost one million two hundred fifty thousand dollars fifty cents", nil},
	})
}

// TestAttributiveMoneySingular: a whole amount between "a" and a
// lower-case noun offers the currency in the singular ("a twenty dollar
// bill" was no variant); a bill and a small or scaled price take it first
// (verb34: TestMoneyNamesAKind), Google TN's plural stays among the
// variants, and an amount not before a noun keeps its plural alone.
func TestAttributiveMoneySingular(t *testing.T) {
	checkCases(t, []caseT{
		{"A $20 bill.", "a twenty dollar bill", []string{"a twenty dollars bill"}},
		{"a $10 million deal", "a ten million dollar deal", []string{"a ten million dollars deal"}},
	})
	checkNotAmong(t, [][2]string{{"It costs $20 a month.", "it costs twenty dollar a month"}})
}
