package normalize

import "testing"

func TestTelephone(t *testing.T) {
	checkCases(t, []caseT{
		{"123-123-5678", "one two three one two three five six seven eight", nil},
		{"+1 123-123-5678", "plus one one two three one two three five six seven eight", nil},
		{"(555) 555-5555", "five five five five five five five five five five", nil},
		{"1-800-255-7828", "one eight hundred two five five seven eight two eight", []string{"one eight o o two five five seven eight two eight", "one eight zero zero two five five seven eight two eight", "one eight oh oh two five five seven eight two eight"}},
		{"+44 20 7946 0958", "plus four four two o seven nine four six o nine five eight", []string{"plus four four two zero seven nine four six zero nine five eight"}},
		{"123.123.0.40", "one two three dot one two three dot o dot four o", []string{"one two three dot one two three dot zero dot four zero"}},
		{"ISBN 978-0-19-960563-7", "i s b n nine seven eight o one nine nine six o five six three seven", []string{"i s b n nine seven eight zero one nine nine six zero five six three seven"}},
		{"zip 94105", "zip ninety four thousand one hundred five", []string{"zip nine four one zero five"}},
		{"CA 94105-1234", "c a nine four one o five one two three four", []string{"c a nine four one zero five one two three four"}},
		{"card 4111 1111 1111 1111", "card four one one one one one one one one one one one one one one one", nil},
		{"call 555-1234", "call five five five one two three four", nil},
	})
}

// TestIdentifierGroups: an ISSN or a hyphenated ISBN of two groups is
// read digit by digit with its hyphen silent, as Google TN reads
// identifiers; without the keyword the same shape stays a range.
func TestIdentifierGroups(t *testing.T) {
	checkCases(t, []caseT{
		{"ISSN 0317-8471", "i s s n o three one seven eight four seven one", nil},
		{"ISBN 978-0306406157 .", "i s b n nine seven eight o three o six four o six one five seven", nil},
		{"ISBN 0-306-40615-2", "i s b n o three o six four o six one five two", nil},
		{"from 1989-1991", "from nineteen eighty nine to nineteen ninety one", nil},
	})
}

// TestEmergencyNumbers: after "call" or "dial" an emergency number is
// said digit by digit ("Call 911" was "nine hundred eleven").
func TestEmergencyNumbers(t *testing.T) {
	checkCases(t, []caseT{
		{"Call 911 now.", "call nine one one now", nil},
		{"dial 999 today", "dial nine nine nine today", nil},
		{"Call 911 immediately.", "call nine one one immediately", nil},
		{"If hurt, call 911 if you can", "if hurt call nine one one if you can", nil},
		// A noun after it: the number counts.
		{"he called 911 times", "he called nine hundred eleven times", nil},
		{"we called 112 people", "we called one hundred twelve people", nil},
	})
}

// TestTelephoneDomainProbes: an IPv4 address's port is said after
// "colon" ("192.168.1.10:8080" was "... one o to eight thousand
// eighty"); a vanity number ("1-800-FLOWERS" was "one to eight hundred
// flowers"); an international number's last group of six digits or more
// ("+49 30 123456" was "... thirty one hundred twenty three thousand
// ..."); dash-joined groups after SKU or UPC are an identifier ("SKU
// 4455-221" was a range).
func TestTelephoneDomainProbes(t *testing.T) {
	checkCases(t, []caseT{
		{"The server listens on 192.168.1.10:8080.", "", []string{"the server listens on one nine two dot one six eight dot one dot one o colon eight thousand eighty"}},
		{"Connect to 10.0.0.1:22 now.", "connect to one o dot o dot o dot one colon twenty two now", nil},
		{"Call us at 1-800-FLOWERS.", "call us at one eight hundred flowers", nil},
		{"Call 1-888-GOFEDEX today.", "call one eight eight eight gofedex today", nil},
		// verb16: groups after the code (NeMo's TN cases; "one to eight
		// hundred g o u haul" before).
		{"Call 1-800-GO-U-HAUL.", "call one eight hundred go u haul", nil},
		{"Call 1-800-GO-2-HAUL now", "call one eight hundred go two haul now", nil},
		{"Reach me on +49 30 123456.", "reach me on plus four nine three o one two three four five six", nil},
		{"SKU 4455-221 is sold out.", "s k u four four five five two two one is sold out", nil},
	})
	noVariantContains(t, "The server listens on 192.168.1.10:8080.", " to ")
}

// TestPhoneExtension: "x" or "ext" between a telephone number and the
// extension's digits is "extension" ("555-1234 x12" was "... by twelve",
// a multiplication); "2 x 4" keeps its "by", and an "x" after a number
// that is no telephone number is left alone. Three digits or more after
// it are dialled one by one (verb39; "two hundred four" was first).
func TestPhoneExtension(t *testing.T) {
	checkCases(t, []caseT{
		{"call me at 555-1234 x12", "call me at five five five one two three four extension twelve", nil},
		{"call (555) 123-4567 x 204", "call five five five one two three four five six seven extension two o four", nil},
		{"Dial 555-123-4567, x204 for sales", "dial five five five one two three four five six seven extension two o four for sales", nil},
		{"call 555-1234 ext 12", "call five five five one two three four extension twelve", nil},
		{"a 2 x 4 board", "a two by four board", nil},
		{"555-1234 x more", "five five five one two three four x more", nil},
		// verb13: a second extension after "or" ("or x thirteen" before).
		{"Call 555-1234 x 12 or x 13.", "call five five five one two three four extension twelve or extension thirteen", nil},
	})
	checkNotAmong(t, [][2]string{{"Cut 2 x 4 or x 6 boards.", "cut two by four or extension six boards"}})
}

// TestVersionAndSectionNumbers: dotted numbers after a version's or a
// section's word are said with "point", each group its number ("Version
// 2.0.1" was "two dot o dot one"); an IP address and dotted numbers
// elsewhere keep "dot" and their digits.
func TestVersionAndSectionNumbers(t *testing.T) {
	checkCases(t, []caseT{
		{"Version 2.0.1 is out.", "version two point oh point one is out", []string{"version two dot o dot one is out"}},
		{"Python 3.11.4 fixes it.", "python three point eleven point four fixes it", nil},
		{"Ubuntu 22.04.3 LTS", "ubuntu twenty two point oh four point three l t s", nil},
		{"Section 4.2.1 says so.", "section four point two point one says so", nil},
		{"see Fig. 3.2.1", "see figure three point two point one", nil},
		{"under § 4.2.1", "under section four point two point one", nil},
		{"The IP is 192.168.1.1.", "the i p is one nine two dot one six eight dot one dot one", nil},
		{"He scored 3.2.1 ok", "he scored three dot two dot one okay", nil},
		// revn15: an IP address after a version's word keeps its dots.
		{"Update 192.168.0.1 in the config.", "update one nine two dot one six eight dot o dot one in the config", nil},
		{"Version 1.0.0.1 here.", "version one point oh point oh point one here", nil},
		// Right after the word "version" four groups an IP address
		// could have are the version ("one o o dot o dot one dot two"
		// before), but for a private or loopback address's.
		{"Get Version 101.0.2.7 today.", "get version one hundred one point oh point two point seven today", nil},
		{"Try ver. 110.2.0.4 now.", "try ver one hundred ten point two point oh point four now", nil},
		{"Set version 192.168.0.4 here.", "set version one nine two dot one six eight dot o dot four here", nil},
		{"The host is 101.0.2.7 today.", "the host is one o one dot o dot two dot seven today", nil},
		// revn15: a list after the word, and more names of software.
		{"Versions 1.2.3 and 1.2.4 differ.", "versions one point two point three and one point two point four differ", nil},
		{"See sections 4.2.1, 4.2.2 and 4.2.3.", "see sections four point two point one four point two point two and four point two point three", nil},
		{"Upgrade to Node.js 18.17.1 today.", "", []string{"upgrade to node dot j s eighteen point seventeen point one today"}},
		{"Rust 1.74.0 released.", "rust one point seventy four point oh released", nil},
		{"Ping 1.2.3.4 and 5.6.7.8 now.", "ping one dot two dot three dot four and five dot six dot seven dot eight now", nil},
	})
}

// TestContainerID: a shipping container's number is spelled and read
// digit by digit ("MSCU 123456-7" was "one hundred twenty three thousand
// four hundred fifty six to seven").
func TestContainerID(t *testing.T) {
	checkCases(t, []caseT{
		{"Container MSCU 123456-7 arrived.", "container m s c u one two three four five six seven arrived", nil},
		{"Track TGHU1234567 today.", "track t g h u one two three four five six seven today", nil},
		{"Load MAEU 765432 1 first.", "load m a e u seven six five four three two one first", nil},
		{"The ABCU 12 units", "the a b c u twelve units", nil},
		// revn17: a word in capitals is no owner's code.
		{"The MENU 1234567 code.", "the menu one million two hundred thirty four thousand five hundred sixty seven code", nil},
	})
}

// TestNationalTelephone: a national number with its trunk prefix 0 in
// spaced groups (Australia, Britain, France) is read digit by digit
// ("(02) 9876 5432" was "o two nine thousand eight hundred seventy six
// ...").
func TestNationalTelephone(t *testing.T) {
	checkCases(t, []caseT{
		{"Call (02) 9876 5432.", "call o two nine eight seven six five four three two", nil},
		{"Call 020 7946 0958 now.", "call o two o seven nine four six o nine five eight now", nil},
		{"Ring 0161 496 0000.", "ring o one six one four nine six o o o o", nil},
		{"Call 06 12 34 56 78.", "call o six one two three four five six seven eight", nil},
		{"Scores were 0 10 20 30.", "scores were zero ten twenty thirty", nil},
		// A draw's numbers are numbers (revn17: digit by digit).
		{"The winning numbers were 03 11 24 36 42 tonight.", "the winning numbers were o three eleven twenty four thirty six forty two tonight", nil},
		{"Results: 04 12 23 35 41 45.", "results o four twelve twenty three thirty five forty one forty five", nil},
		// revn18: a word of calling keeps a telephone number ("numbers",
		// "draw" made it a draw's since dd793de).
		{"Our phone numbers are 06 12 34 56 78.", "our phone numbers are o six one two three four five six seven eight", nil},
		{"The draw is at 8 pm, call 01 23 45 67 89 for tickets.", "", []string{"the draw is at eight p m call o one two three four five six seven eight nine for tickets"}},
		// revn19: a word of calling after the draw's numbers, or far
		// before them, is about something else (they were read digit by
		// digit since 1b526d2).
		{"The lottery numbers: 03 11 24 36 42 ; contact us to claim.", "the lottery numbers o three eleven twenty four thirty six forty two contact us to claim", nil},
		{"The winning numbers were 03 11 24 36 42 ; call 555-1234 to claim.", "the winning numbers were o three eleven twenty four thirty six forty two call five five five one two three four to claim", nil},
	})
}

// TestArxivID: an arXiv identifier is read digit by digit with "point"
// or "dot" ("arXiv:2106.01234" was "two thousand one hundred six point o
// one two three four").
func TestArxivID(t *testing.T) {
	checkCases(t, []caseT{
		{"See arXiv:2106.01234 for details.", "", []string{"see arxiv two one o six point o one two three four for details", "see arxiv two one o six dot o one two three four for details"}},
		{"Read arXiv 2103.00020v2 now.", "", []string{"read arxiv two one o three point o o o two o v two now"}},
	})
	checkNotAmong(t, [][2]string{{"See arXiv:2106.01234 for details.", "see arxiv two thousand one hundred six point o one two three four for details"}})
}

// TestBritishAndSpacedLocalNumbers: a British number of five and six
// digits ("07700 900123" read its second group "nine hundred thousand one
// hundred twenty three") and a spaced local number after a word of
// calling ("call 555 1234" was "five hundred fifty five twelve thirty
// four") are said digit by digit; a count elsewhere stays a number.
func TestBritishAndSpacedLocalNumbers(t *testing.T) {
	checkCases(t, []caseT{
		{"His number is 07700 900123.", "his number is o seven seven o o nine o o one two three", nil},
		// verb102: the label is "telephone" ("tel" was asked with the
		// spaced local number).
		{"Tel: 01632 960123", "telephone o one six three two nine six o one two three", nil},
		{"call 555 1234", "call five five five one two three four", nil},
		{"Dial 555 0199 now.", "dial five five five o one nine nine now", nil},
		{"In 2010 there were 12345 people.", "in twenty ten there were twelve thousand three hundred forty five people", nil},
	})
}

// TestSpacedNumberOfThreeGroups: a spaced number of three groups after a
// word of calling, or after "at", "on" or "is" with one a few words
// before, is a telephone number ("call 555 1234 5678" read its last group
// "five thousand six hundred seventy eight", "call me at 555 1234" was
// "five hundred fifty five twelve thirty four"); a longer run or a count
// stays numbers.
func TestSpacedNumberOfThreeGroups(t *testing.T) {
	checkCases(t, []caseT{
		{"call 555 1234 5678", "call five five five one two three four five six seven eight", nil},
		{"Call 800 555 1234", "call eight hundred five five five one two three four", []string{"call eight o o five five five one two three four"}},
		{"call me at 555 1234", "call me at five five five one two three four", nil},
		{"Our phone number is 555 1234.", "our phone number is five five five one two three four", nil},
		{"call 555 1234 5678 9999", "call five hundred fifty five twelve thirty four five thousand six hundred seventy eight nine thousand nine hundred ninety nine", nil},
		{"We met at 555 1234 people", "we met at five hundred fifty five one thousand two hundred thirty four people", nil},
		{"Tel. 555 1234", "telephone five five five one two three four", nil},
		{"Fax: 555 1234 5678", "fax five five five one two three four five six seven eight", nil},
		{"Total: 555 1234", "total five hundred fifty five twelve thirty four", nil},
	})
}

// TestDashedTwoDigitNumbers: dash-joined numbers of two digits each are
// numbers ("shot 68-70-69" was "six eight seven o six nine"); a sort
// code led by zeros, an identifier after ISBN and a number after a word
// of calling stay digit by digit.
func TestDashedTwoDigitNumbers(t *testing.T) {
	checkCases(t, []caseT{
		{"He shot 68-70-69 to win.", "he shot sixty eight seventy sixty nine to win", []string{"he shot six eight seven o six nine to win"}},
		{"Sort code 20-00-00.", "sort code two o o o o o", nil},
		{"ISBN 12-34-56", "i s b n one two three four five six", nil},
		{"call 12-34-56-78", "call one two three four five six seven eight", nil},
	})
}

// TestSecondCalledNumberAfterOr: a spaced number joined by "or" or "and"
// to one called is called too, digit by digit ("Call 555 123 4567 or 555
// 123 4568." read the second "five hundred fifty five one hundred twenty
// three ..."); numbers no word of calling precedes stay numbers.
func TestSecondCalledNumberAfterOr(t *testing.T) {
	checkCases(t, []caseT{
		{"Call 555 123 4567 or 555 123 4568.", "call five five five one two three four five six seven or five five five one two three four five six eight", nil},
		{"Call me at 555 1234 and 555 5678 today.", "call me at five five five one two three four and five five five five six seven eight today", nil},
		{"He scored 555 1234 or 555 1235.", "he scored five hundred fifty five twelve thirty four or five hundred fifty five twelve thirty five", nil},
	})
}

// TestSpacedTollFreeNumberAfterCalling: the North American 1 before a
// spaced number of three, three and four digits after a word of calling
// is the number's ("Call 1 800 555 1234" was "one eight hundred five
// hundred fifty five twelve thirty four"); counted, it stays numbers.
func TestSpacedTollFreeNumberAfterCalling(t *testing.T) {
	checkCases(t, []caseT{
		{"Call 1 800 555 1234 today.", "call one eight hundred five five five one two three four today", []string{"call one eight o o five five five one two three four today"}},
		{"Phone: 1 800 555 1234.", "phone one eight hundred five five five one two three four", []string{"phone one eight o o five five five one two three four"}},
		{"He has 1 800 555 1234 items.", "he has one eight hundred five hundred fifty five one thousand two hundred thirty four items", nil},
	})
}

// TestDashedPairsAfterAndAfterCodeWord: dashed numbers of two digits
// joined by "and" or "or" to a code after a word of codes are a code's
// too ("Sort codes 20-00-00 and 40-47-84" read the second "forty forty
// seven eighty four"); a golfer's rounds stay numbers.
func TestDashedPairsAfterAndAfterCodeWord(t *testing.T) {
	checkCases(t, []caseT{
		{"Sort codes 20-00-00 and 40-47-84.", "sort codes two o o o o o and four o four seven eight four", nil},
		{"Rounds of 68-70-69 and 70-71-72.", "rounds of sixty eight seventy sixty nine and seventy seventy one seventy two", nil},
	})
}

// TestTextingIsCalling: a word of text messages before a spaced number is
// a word of calling ("Text 555 123 4567" was "text five hundred fifty
// five one hundred twenty three ...").
func TestTextingIsCalling(t *testing.T) {
	checkCases(t, []caseT{
		{"Text 555 123 4567.", "text five five five one two three four five six seven", nil},
		{"Text me at 555 123 4567 for help.", "text me at five five five one two three four five six seven for help", nil},
		{"SMS 555 1234 today.", "s m s five five five one two three four today", nil},
	})
}
