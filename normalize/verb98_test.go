package normalize

import "testing"

// TestVerb98TimeUnitInCompound: a unit of time shortened inside a hyphened
// compound adjective ("5-yr-old", "3-hr-long", "6-mo-old") is the unit's
// word, singular, as "a 5-yr old boy" and "a 10-yr bond" were ("five yr
// old", "three h r long", "six mo old" before); units that are not of time
// and a capital after the hyphen keep theirs (verb98).
func TestVerb98TimeUnitInCompound(t *testing.T) {
	checkCases(t, []caseT{
		{"A 5-yr-old boy.", "a five year old boy", nil},
		{"My 3-yr-old loves it.", "my three year old loves it", nil},
		{"a 3-hr-long movie", "a three hour long movie", nil},
		{"a 6-mo-old baby", "a six month old baby", nil},
		{"a 12-wk-old puppy", "a twelve week old puppy", nil},
		{"a 2-min-long clip", "a two minute long clip", nil},
		{"a 5-sec-long clip", "a five second long clip", nil},
		{"the 5-yr-olds", "the five year olds", nil},
		// Guards.
		{"a 10-yr bond", "a ten year bond", nil},
		{"a 2-hr drive", "a two hour drive", nil},
		{"a 30-min walk", "a thirty minute walk", nil},
		{"a 3-in-1 tool", "a three in one tool", nil},
		{"3 yo-yo tricks", "three yo yo tricks", nil},
		{"a 3-d-printed part", "a three d printed part", nil},
		{"a 5-hr-Energy", "a five h r energy", nil},
	})
}

// TestVerb98RangeBeforeNoun: a range of measures between "a" or "an" and
// a noun names a kind of thing, its unit singular as "a 5 kg bag" has it
// ("a five to ten kilograms bag" was 0.84), the plural second at the
// range's second end; a liter against its number is singular there too
// ("a 2L bottle" was "a two liters bottle" 0.85). Without a noun after,
// after "the", before "of", and attached units Google TN says plural
// ("a 5kg bag") keep theirs (verb98).
func TestVerb98RangeBeforeNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"a 1.5L-2L bottle", "a one point five liter to two liter bottle", nil},
		{"a 1.5-2 L bottle", "a one point five to two liter bottle", []string{"a one point five to two liters bottle"}},
		{"a 5-10 kg bag", "a five to ten kilogram bag", []string{"a five to ten kilograms bag"}},
		{"a 5 to 10 kg bag", "a five to ten kilogram bag", nil},
		{"a 5 - 10 kg bag", "a five to ten kilogram bag", nil},
		{"a 5–10 kg bag", "a five to ten kilogram bag", nil},
		{"a 1.5L–2L jug", "a one point five liter to two liter jug", nil},
		{"an 8-10 oz steak", "an eight to ten ounce steak", nil},
		{"a 10-15 min walk", "a ten to fifteen minute walk", nil},
		{"Use a 5-10 mL syringe.", "use a five to ten milliliter syringe", nil},
		{"a 2L bottle", "a two liter bottle", []string{"a two liters bottle"}},
		{"a 500ml bottle", "a five hundred milliliter bottle", nil},
		// Guards.
		{"It holds 1.5L-2L.", "it holds one point five liters to two liters", nil},
		{"holds 5-10 kg", "holds five to ten kilograms", nil},
		{"a 5-10 kg.", "a five to ten kilograms", nil},
		{"a 5-10 kg of rice", "a five to ten kilograms of rice", nil},
		{"The 5-10 kg bag", "the five to ten kilograms bag", nil},
		{"Buy a 2L.", "buy a two liters", nil},
		{"a 2L of soda", "a two liters of soda", nil},
		{"with a 5.0L V8", "with a five point zero liters v eight", nil},
		{"He is a 1L at Yale.", "he is a one l at yale", nil},
		{"A 1500W 1.7L kettle.", "a one thousand five hundred watts one point seven liters kettle", nil},
		{"a 5kg bag", "a five kilograms bag", nil},
		{"Size 2L-3L", "size two l to three l", nil},
	})
}

// TestVerb98LabelPeriodReleaseDate: a show's part's label with its
// abbreviation's period before the number ("Vol. 2", "Ep. 5") names what
// the release verb after it releases, as "Vol 2" does: the date after the
// verb is 0.94 ("Vol. 2 arrives 3/15." was 0.60, the count taken for one
// before a noun); verb97's counts and shares keep theirs (verb98).
func TestVerb98LabelPeriodReleaseDate(t *testing.T) {
	checkProbAtLeast(t, 0.9, [][2]string{
		{"Vol. 2 arrives 3/15.", "volume two arrives march fifteenth"},
		{"vol. 2 drops 12/5 on Spotify.", "volume two drops december fifth on spotify"},
	})
	checkProbAtLeast(t, 0.7, [][2]string{{"Ep. 5 airs 3/15.", "episode five airs march fifteenth"}})
	checkCases(t, []caseT{
		{"Vol 2 arrives 3/15.", "volume two arrives march fifteenth", nil},
		{"Season 3 drops 12/5.", "season three drops december fifth", nil},
		// Guards.
		{"Add 3 drops 1/2 hour apart.", "add three drops half an hour apart", nil},
		{"Add approx. 3 drops 1/2 hour apart.", "add approximately three drops half an hour apart", nil},
		{"Water drops 12/5 of the time.", "water drops twelve fifths of the time", nil},
		{"Price drops 1/2.", "price drops one half", nil},
		{"It hits 3/4 of stores", "it hits three quarters of stores", nil},
	})
}

// TestVerb98PartyStateCommas: a US politician's party and state between
// commas after a name of two words or a title's and a name, AP's style
// ("Sen. Ted Cruz, R-Texas, said", "Rep. Nancy Pelosi, D-Calif., said",
// "D-N.Y."), is read as verb97 reads it in brackets, "republican of texas"
// 0.6 ("r texas", "d calif", "d n y" were 1.0); "R-rated", "D-Day", "A-B",
// "R-2", a road, a single name and amino acids keep theirs (verb98).
func TestVerb98PartyStateCommas(t *testing.T) {
	checkCases(t, []caseT{
		{"Sen. Ted Cruz, R-Texas, said", "senator ted cruz republican of texas said", []string{"senator ted cruz r texas said"}},
		{"Rep. Nancy Pelosi, D-Calif., said", "representative nancy pelosi democrat of california said", nil},
		{"said Sen. Ted Cruz, R-Texas.", "said senator ted cruz republican of texas", nil},
		{"said Rep. Nancy Pelosi, D-Calif.", "said representative nancy pelosi democrat of california", nil},
		{"Sen. Bernie Sanders, I-Vt., said", "senator bernie sanders independent of vermont said", nil},
		{"Sen. Ted Cruz, R-TX, said", "senator ted cruz republican of texas said", nil},
		{"Rep. Tom Suozzi, D-N.Y., said", "representative tom suozzi democrat of new york said", nil},
		{"Sen. Shelley Moore Capito, R-W.Va., said", "senator shelley moore capito republican of west virginia said", nil},
		{"Rep. Tom Suozzi (D-N.Y.) said", "representative tom suozzi democrat of new york said", nil},
		{"Sen. Warren, D-Mass., spoke", "senator warren democrat of massachusetts spoke", nil},
		{"Gov. Kathy Hochul, D-New York, spoke", "governor kathy hochul democrat of new york spoke", nil},
		// Guards.
		{"Sen. Ted Cruz (R-TX) said.", "senator ted cruz republican of texas said", nil},
		{"Smith, R-rated, was", "smith r rated was", nil},
		{"Normandy, D-Day, was", "normandy d day was", nil},
		{"Jones, A-B testing", "jones a b testing", nil},
		{"Droid, R-2, beeped", "droid r two beeped", nil},
		{"Ohio, I-70, closed", "ohio i seventy closed", nil},
		{"Tim, D-Texas, and", "tim d texas and", nil},
		{"Use L-Ala, D-Ala, and Gly.", "use l ala d ala and gly", nil},
		{"An R-rated film.", "an r rated film", nil},
	})
}

// TestVerb98AircraftCodedVariant: an airliner's variant not in round
// hundreds after a maker's letter and a model verb94 knows ("B707-320",
// "A330-243", "A320-214") is said as the model is, its first digit and a
// pair, "three twenty" 0.7 ("b seven hundred seven three hundred twenty"
// was 0.74); round variants keep verb94's readings, and a telephone's
// groups, a part's or an item's label, a decimal and a Boeing customer
// code with a letter keep theirs (verb98).
func TestVerb98AircraftCodedVariant(t *testing.T) {
	checkCases(t, []caseT{
		{"B707-320", "b seven o seven three twenty", []string{"b seven oh seven three twenty", "b seven o seven three hundred twenty"}},
		{"A330-243", "a three thirty two forty three", []string{"a three hundred thirty two forty three"}},
		{"the A320-214 jet", "the a three twenty two fourteen jet", nil},
		{"A330-203F", "a three thirty two oh three f", nil},
		// Guards.
		{"B747-400F", "b seven four seven four hundred f", nil},
		{"B737-800", "b seven three seven eight hundred", nil},
		{"A350-1000", "a three fifty one thousand", nil},
		{"Call A310-555-1234", "call a three one o five five five one two three four", nil},
		{"Part A320-555", "part a three hundred twenty five hundred fifty five", nil},
		{"Room A320-5", "room a three hundred twenty to five", nil},
		{"Grade B737-12", "grade b seven hundred thirty seven twelve", nil},
		{"A320-214.5", "a three hundred twenty two hundred fourteen point five", nil},
	})
}

// TestVerb98RecordAfterBeing: a player's or a team's win-loss record
// after a verb of being (before a word of when, where or against whom),
// of standing and "at", or of a record's change and "to" ("is 20-5 in
// his last 25", "are at 12-4", "improved to 6-4") is "twenty and five", as
// after "went" ("twenty to five" was 0.82); scores ("won 20-5", "The score
// is 3-2 in the ninth", "It was 2-1 at the half"), heights, odds, prices,
// ratios, ranges and times keep "to" (verb98).
func TestVerb98RecordAfterBeing(t *testing.T) {
	checkCases(t, []caseT{
		{"He is 20-5 in his last 25.", "he is twenty and five in his last twenty five", []string{"he is twenty to five in his last twenty five"}},
		{"They are 10-3 this season.", "they are ten and three this season", nil},
		{"He was 8-2 as a starter.", "he was eight and two as a starter", nil},
		{"The Jets are 6-4 at home.", "the jets are six and four at home", nil},
		{"We are at 12-4 on the year.", "we are at twelve and four on the year", nil},
		{"They sit at 12-4.", "they sit at twelve and four", nil},
		{"The Jets improved to 6-4.", "the jets improved to six and four", nil},
		{"They fell to 3-7.", "they fell to three and seven", nil},
		{"The team improved to 9-1.", "the team improved to nine and one", nil},
		// Guards.
		{"The Lakers won 20-5.", "the lakers won twenty to five", nil},
		{"The score is 3-2 in the ninth.", "the score is three to two in the ninth", nil},
		{"It was 2-1 at the half.", "it was two to one at the half", nil},
		{"The score stands at 3-1.", "the score stands at three to one", nil},
		{"He is 6-2, 220 pounds.", "he is six two two hundred twenty pounds", nil}, // a height (verb103)
		{"He is 6-2 in height.", "he is six two in height", nil},                   // a height (verb103)
		{"They are 20-5 favorites", "they are twenty to five favorites", nil},
		{"Tickets are 10-15 at the door.", "tickets are ten to fifteen at the door", nil},
		{"The ratio is 3-1 in favor.", "the ratio is three to one in favor", nil},
		{"Sales fell to 2-3 million.", "sales fell to two to three million", nil},
		{"Temperatures fell to 5-10.", "temperatures fell to five to ten", nil},
		{"It fell to 3-7.", "it fell to three to seven", nil},
		{"Read pages 20-5.", "read pages twenty to five", nil},
		{"Open 9-5.", "open nine to five", nil},
	})
}

// TestVerb98PointPeriodAndPint: "-pt." with its abbreviation's period
// before a noun of points reads as "-pt" does ("a 12-pt. font" was
// "twelve p t" 0.95), and "-pt" before a container, or one word before
// it, is a pint ("a 1-pt jar" was "one p t jar" 0.97); a noun of points
// keeps "point", and "-pt" before anything else, spaced "pt" and "pts"
// keep theirs (verb98).
func TestVerb98PointPeriodAndPint(t *testing.T) {
	checkCases(t, []caseT{
		{"Use a 12-pt. font.", "use a twelve point font", nil},
		{"He hit a 3-pt. shot.", "he hit a three point shot", nil},
		{"They blew a 10-pt. lead.", "they blew a ten point lead", nil},
		{"Buy a 1-pt jar.", "buy a one pint jar", []string{"buy a one p t jar"}},
		{"a 1-pt. jar of cream", "a one pint jar of cream", nil},
		{"Fill a 1-pt mason jar.", "fill a one pint mason jar", nil},
		{"a 2-pt plastic container", "a two pint plastic container", nil},
		// Guards.
		{"Use a 12-pt font.", "use a twelve point font", nil},
		{"a 2-pt conversion jar", "a two point conversion jar", nil},
		{"a 1-pt", "a one p t", nil},
		{"Won by 10 pts.", "won by ten points", nil},
		{"Add 1 pt. heavy cream.", "add one p t heavy cream", nil},
	})
}
