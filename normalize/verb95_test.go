package normalize

import "testing"

// TestVerb95OverUnder: a bettor's "o/u" before a total, or after "the",
// is "over under", as the written-out "over/under" ("the o u is forty
// five point five" was 0.95); "O/U" before no number, and "o/u" neither
// after "the" nor before a number, keep their letters, and the other
// slash abbreviations theirs.
func TestVerb95OverUnder(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"The o/u is 45.5 points.", "the over under is forty five point five points"},
		{"Take the under on o/u 210.5.", "take the under on over under two hundred ten point five"},
		{"The O/U is 48.", "the over under is forty eight"},
		{"O/U 45.5", "over under forty five point five"},
		{"What is the o/u tonight?", "what is the over under tonight"},
		// Guards.
		{"The over/under is 48.5.", "the over under is forty eight point five"},
		{"The O/U ratio was high.", "the o u ratio was high"},
		{"Set o/u flags.", "set o u flags"},
		{"The i/o/u list.", "the i o u list"},
		{"Coffee w/o sugar.", "coffee without sugar"},
		{"The b/c ratio.", "the b c ratio"},
	})
}

// TestVerb95HalfSize: a half size after "size" or "sizes" is "nine and
// a half" ("nine point five" was 1.00), the decimal 0.2; a type's size, a
// size with a unit, a percentage and a size past 19 keep the decimal.
func TestVerb95HalfSize(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"These shoes come in size 9.5.", "these shoes come in size nine and a half"},
		{"She wears a size 7.5 shoe.", "she wears a size seven and a half shoe"},
		{"Men's Size 11.5 boots are in stock.", "men's size eleven and a half boots are in stock"},
		{"Sizes 8.5 to 12.", "sizes eight and a half to twelve"},
		// Guards.
		{"Set the font to size 10.5.", "set the font to size ten point five"},
		{"Font Size 10.5", "font size ten point five"},
		{"Use size 10.5 mm bolts.", "use size ten point five millimeters bolts"},
		{"A size 10.5% raise.", "a size ten point five percent raise"},
		{"Size 25.5 shoes.", "size twenty five point five shoes"},
		{"The file size 2.5 MB.", "the file size two point five megabytes"},
		{"He has 10.5 pairs.", "he has ten point five pairs"},
	})
	checkProbAtLeast(t, 0.15, [][2]string{{"These shoes come in size 9.5.", "these shoes come in size nine point five"}})
}

// TestVerb95MoneylineOdds: a signed three-digit number in a text of
// betting is American odds, "plus one fifty" 0.6 ("plus one hundred
// fifty" was the only reading; it keeps 0.4); a signed number in a text
// of no betting, a decimal, a percentage, four digits and a range keep
// theirs.
func TestVerb95MoneylineOdds(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"The Chiefs are +150 underdogs.", "the chiefs are plus one fifty underdogs"},
		{"Bet the Eagles at -110.", "bet the eagles at minus one ten"},
		{"The moneyline is +180.", "the moneyline is plus one eighty"},
		{"The Lakers are -250 favorites.", "the lakers are minus two fifty favorites"},
		{"Odds: +105", "odds plus one o five"},
		{"Bet $100 on the Jets at +200.", "bet one hundred dollars on the jets at plus two hundred"},
		// Guards.
		{"It fell to -150 degrees.", "it fell to minus one hundred fifty degrees"},
		{"Bet on it: -150.5 points.", "bet on it minus one hundred fifty point five points"},
		{"The bet is +150%.", "the bet is plus one hundred fifty percent"},
		{"Bet 100-110 units.", "bet one hundred to one hundred ten units"},
		{"Bet +1500.", "bet plus fifteen hundred"},
	})
	checkProbAtLeast(t, 0.3, [][2]string{{"The Chiefs are +150 underdogs.", "the chiefs are plus one hundred fifty underdogs"}})
}

// TestVerb95StorageBeforeNoun: a storage size written against its
// number between "a" and a noun is singular, as spaced ("a one hundred
// twenty eight gigabytes model" was 0.97), the plural 0.3; a storage
// size that is no noun's kind keeps the plural.
func TestVerb95StorageBeforeNoun(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Buy a 128GB model.", "buy a one hundred twenty eight gigabyte model"},
		{"I have a 2TB drive.", "i have a two terabyte drive"},
		{"It uses a 100MB limit.", "it uses a one hundred megabyte limit"},
		// Guards.
		{"The phone has 32GB of storage.", "the phone has thirty two gigabytes of storage"},
		{"A 1GB card.", "a one gigabyte card"},
		{"A 12MP camera.", "a twelve megapixel camera"},
		{"A 35mm film camera.", "a thirty five millimeters film camera"},
	})
	checkProbAtLeast(t, 0.25, [][2]string{{"Buy a 128GB model.", "buy a one hundred twenty eight gigabytes model"}})
}

// TestVerb95AgoSpan: a feed's age, a number and a letter of time against
// it before "ago", is said in the unit's word ("five meters ago" was
// 0.85, "three d ago" 1.00); a spaced letter, a capital, a decimal and a
// word that only begins with "ago" keep theirs.
func TestVerb95AgoSpan(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Edited 5m ago.", "edited five minutes ago"},
		{"Posted 3d ago.", "posted three days ago"},
		{"Updated 2w ago.", "updated two weeks ago"},
		{"Posted 1m ago", "posted one minute ago"},
		{"Joined 1y ago.", "joined one year ago"},
		// Guards.
		{"Posted 2h ago.", "posted two hours ago"},
		{"Posted 3 hrs ago.", "posted three hours ago"},
		{"Posted 2mo ago.", "posted two months ago"},
		{"The 5m agora.", "the five meters agora"},
		{"Posted 5M ago.", "posted five million ago"},
		{"It was 1.5m ago.", "it was one point five meters ago"},
	})
}

// TestVerb95MultiBuy: a count against a slash and a price is a shop's
// multi-buy, "two for seven dollars" ("two seven dollars" was 0.95); a
// decimal, a date's digits and a slash before no price keep theirs.
func TestVerb95MultiBuy(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Final sale: 2/$7.", "final sale two for seven dollars"},
		{"Limes 10/$1.", "limes ten for one dollar"},
		{"Get 3/£5 on snacks.", "get three for five pounds on snacks"},
		// Guards.
		{"Price 4.5/$9", "price four point five nine dollars"},
		{"Add 1/2 cup.", "add half a cup"},
		{"Pick up 2 for $5 this week only.", "pick up two for five dollars this week only"},
	})
}

// TestVerb95KDA: three counts joined by slashes after or before "KDA" are
// a player's kills, deaths and assists, "five slash two slash ten" 0.6
// ("the second of may ten" was 0.76, a date); a date elsewhere, one after
// "on", and a four-digit year keep the date.
func TestVerb95KDA(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"My KDA is 5/2/10.", "my k d a is five slash two slash ten"},
		{"KDA: 12/3/8", "k d a twelve slash three slash eight"},
		{"He went 5/2/10 KDA.", "he went five slash two slash ten k d a"},
		{"His K/D/A was 10/0/5.", "his k d a was ten slash zero slash five"},
		// Guards.
		{"We met 5/2/10 at noon.", "we met the second of may ten at noon"},
		{"The KDA on 5/2/10 was bad.", "the k d a on the second of may ten was bad"},
		{"KDA 5/2/2010", "k d a the second of may twenty ten"},
	})
	checkProbAtLeast(t, 0.3, [][2]string{{"My KDA is 5/2/10.", "my k d a is five two ten"}})
}

// TestVerb95CountAbbreviation: a shop's or a recipe's count noun
// shortened after a number is its word ("p k g", "doz", "p c s" were the
// readings), "ea" after a price "each"; capitals, a label's number and
// the word without a number keep theirs.
func TestVerb95CountAbbreviation(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Add 1 pkg. (8 oz.) cream cheese.", "add one package eight ounces cream cheese"},
		{"Buy 2 pkgs of buns.", "buy two packages of buns"},
		{"Makes 2 doz.", "makes two dozen"},
		{"1 doz eggs", "one dozen eggs"},
		{"Comes with 50 pcs.", "comes with fifty pieces"},
		{"Socks $3 ea", "socks three dollars each"},
		{"Apples $0.99 ea.", "apples ninety nine cents each"},
		// Guards.
		{"Buy 2 PCs.", "buy two p c s"},
		{"I have 3 ea games.", "i have three ea games"},
		{"Room 5 pcs", "room five p c s"},
		{"The pkg is here.", "the p k g is here"},
	})
}

// TestVerb95RegularPrice: "reg." before a price is the shop's regular
// price ("reg" was 1.00); "reg." before no price, in capitals and
// "regs" keep theirs.
func TestVerb95RegularPrice(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Reg. $20, now $15.", "regular twenty dollars now fifteen dollars"},
		{"Reg $20 now $15", "regular twenty dollars now fifteen dollars"},
		// Guards.
		{"The reg. was filed.", "the reg was filed"},
		{"Reg. No. 5", "reg number five"},
		{"regs $5", "regs five dollars"},
	})
	checkBestAtLeast(t, 0.15, [][2]string{
		{"Now only $9.99 (reg. $14.99).", "now only nine dollars ninety nine cents regular fourteen dollars ninety nine cents"},
	})
}

// TestVerb95BracketedSize: a size in brackets between a count and a can,
// a jar or a package is singular, as "a 14.5 oz can" ("fourteen point
// five ounces can" was 0.99), the plural 0.3; a bracketed amount before
// any other word keeps the plural.
func TestVerb95BracketedSize(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Add 1 (14.5 oz) can diced tomatoes.", "add one fourteen point five ounce can diced tomatoes"},
		{"Use 2 (8 oz.) packages cream cheese.", "use two eight ounce packages cream cheese"},
		// Guards.
		{"It weighs 5 (12 kg) and more.", "it weighs five twelve kilograms and more"},
		{"I bought 3 (5 kg) yesterday.", "i bought three five kilograms yesterday"},
		{"Add 1 (15-oz.) can black beans.", "add one fifteen ounce can black beans"},
		{"Add sugar (2 cups) and stir.", "add sugar two cups and stir"},
	})
}

// TestVerb95AgeNoun: an age made a noun, "yr olds" or a determiner's "N
// yr old", has its unit singular ("eighteen to twenty nine years olds"
// was 0.81, "my five years old" 0.60); an age said of someone ("he is 5
// yr old", "6-12 yrs old") keeps "years old".
func TestVerb95AgeNoun(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"The candidate polled 38% among 18-29 yr olds.", "the candidate polled thirty eight percent among eighteen to twenty nine year olds"},
		{"My 5 yr old loves it.", "my five year old loves it"},
		{"Our 6 mo old sleeps.", "our six month old sleeps"},
		{"For 2-4 yr. olds", "for two to four year olds"},
		// Guards.
		{"He is 5 yrs old.", "he is five years old"},
		{"He is 5 yr old.", "he is five years old"},
		{"Kids 6-12 yrs old.", "kids six to twelve years old"},
		{"A 3 yr old child.", "a three year old child"},
		{"A 10 year old.", "a ten year old"},
	})
}

// TestVerb95SkillRating: "SR" after a number is its letters, a game's
// skill rating ("two thousand four hundred fifty senior" was 0.99); a
// name's "SR", a route's and a form's keep theirs.
func TestVerb95SkillRating(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Rank: Diamond 2, 2,450 SR.", "rank diamond two two thousand four hundred fifty s r"},
		{"It is 2450 SR", "it is two thousand four hundred fifty s r"},
		// Guards.
		{"John Smith SR.", "john smith senior"},
		{"SR 30 is closed.", "s r thirty is closed"},
		{"Form 1040-SR", "form ten forty s r"},
	})
}

// TestVerb95Episode: "Ep." before a number is "episode" ("ep" was 0.71);
// "EP" in capitals, "ep" before no number keep theirs.
func TestVerb95Episode(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Ep. 12 drops Fri.", "episode twelve drops friday"},
		{"Watch Ep 5 now.", "watch episode five now"},
		{"Listen to ep. 42 of the podcast.", "listen to episode forty two of the podcast"},
		// Guards.
		{"The EP has 5 songs.", "the e p has five songs"},
		{"EP 5 is out.", "e p five is out"},
		{"The ep is here.", "the ep is here"},
		{"Step 5", "step five"},
	})
}

// TestVerb95PointAdjective: a number and "-pt" before a noun of points is
// "twelve point" ("twelve p t" was 0.95); before a jar, and "pts", keep
// theirs.
func TestVerb95PointAdjective(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Use a 12-pt font.", "use a twelve point font"},
		{"He hit a 3-pt shot.", "he hit a three point shot"},
		{"The Jets are 7.5-pt dogs.", "the jets are seven point five point dogs"},
		{"They blew a 10-pt lead.", "they blew a ten point lead"},
		// Guards.
		{"Buy a 1-pt jar.", "buy a one pint jar"}, // a pint, no point (verb98)
		{"Won by 10 pts.", "won by ten points"},
	})
}
