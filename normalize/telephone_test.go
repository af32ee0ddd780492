package normalize

import "testing"

func TestTelephone(t *testing.T) {
	checkCases(t, []caseT{
		{"123-123-5678", "one two three one two three five six seven eight", nil},
		{"+1 123-123-5678", "plus one one two three one two three five six seven eight", nil},
		{"(555) 555-5555", "five five five five five five five five five five", nil},
		{"1-800-255-7828", "one eight o o two five five seven eight two eight", []string{"one eight hundred two five five seven eight two eight", "one eight zero zero two five five seven eight two eight", "one eight oh oh two five five seven eight two eight"}},
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
	})
}
