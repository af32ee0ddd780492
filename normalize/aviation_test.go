package normalize

import "testing"

// TestRunwayAndFlightLevel: a runway's number and side ("runway 27L" was
// "twenty seven liters") and a flight level ("FL350" was "f l three
// hundred fifty").
func TestRunwayAndFlightLevel(t *testing.T) {
	checkCases(t, []caseT{
		{"Cleared to land runway 27L.", "cleared to land runway twenty seven left", []string{"cleared to land runway two seven left"}},
		{"Runway 09R is closed.", "runway zero nine right is closed", []string{"runway nine right is closed"}},
		{"He ran on runway 36.", "he ran on runway thirty six", nil},
		// A list of runways: each after the first is a runway too ("four
		// r" before).
		{"Runways 4L and 4R are open.", "runways four left and four right are open", nil},
		{"Use runways 9L, 9R or 27C.", "use runways nine left nine right or twenty seven center", nil},
		{"Runways 22L, 22R, and 4L are open.", "runways twenty two left twenty two right and four left are open", nil},
		{"Climb to FL350.", "climb to flight level three five zero", []string{"climb to flight level three fifty"}},
		{"Maintain FL 240.", "maintain flight level two four zero", nil},
		{"Descend to FL100.", "descend to flight level one zero zero", nil},
		{"It holds 2L.", "it holds two liters", nil},
		{"The FL 2024 season.", "the f l twenty twenty four season", nil},
	})
}

// A number joined to a list of runways but counting the noun after it is
// no runway ("Runway 9 and 12 trucks" had "one two trucks" at 0.4).
func TestRunwayListCount(t *testing.T) {
	checkCases(t, []caseT{
		{"Runway 4 and 22 vans waited.", "runway four and twenty two vans waited", nil},
		{"Runways 4 and 22 are shut.", "runways four and twenty two are shut", []string{"runways four and two two are shut"}},
		{"Runway 4 and 22L are shut.", "runway four and twenty two left are shut", nil},
		{"Runway 27 arrivals were slow.", "runway twenty seven arrivals were slow", []string{"runway two seven arrivals were slow"}},
	})
	if p, err := testV.ProbOf("Runway 4 and 22 vans waited.", "runway four and two two vans waited"); err != nil || p > 0.1 {
		t.Errorf("P(runway digits before a counted noun) = %.3f (err %v), want <= 0.1", p, err)
	}
}

// A flight's number after "flight": the airline's letters and the digits
// in pairs ("b a two thousand four hundred ninety" before).
func TestFlightNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"Flight BA2490 was delayed.", "flight b a twenty four ninety was delayed", []string{"flight b a two four nine o was delayed"}},
		{"My flight UA 123 leaves today.", "my flight u a one twenty three leaves today", nil},
		{"The flight AA1005 left.", "the flight a a ten oh five left", nil},
		{"Flight DL15 landed.", "flight d l fifteen landed", nil},
		{"He bought BA2490 shares.", "he bought b a two thousand four hundred ninety shares", nil},
		// Words in capitals are no airline's code (were "flight a t
		// eighteen hundred", "flight i s twelve hundred").
		{"FLIGHT AT 1800 HOURS.", "flight at eighteen hundred hours", nil},
		{"The flight IS 1200 miles.", "the flight i s one thousand two hundred miles", nil},
		{"FLIGHT IN 2019 WAS LATE.", "", []string{"flight in twenty nineteen was late", "flight in two o one nine was late"}},
		{"Alaska flight AS 123 left.", "alaska flight a s one twenty three left", nil},
		// A round thousand is said whole ("ten hundred" in pairs).
		{"Flight BA 1000 left.", "flight b a one thousand left", nil},
	})
}

// TestFlightCodeWithDigit: an airline's code with a digit ("9W", "B6")
// after "flight" is the code and the flight's number ("flight nine watts
// twelve thirty four" was the reading); a unit after a number elsewhere
// keeps the unit.
func TestFlightCodeWithDigit(t *testing.T) {
	checkCases(t, []caseT{
		{"Flight 9W 1234", "flight nine w twelve thirty four", nil},
		{"flight B6 415", "flight b six four fifteen", nil},
		{"It weighs 9W", "it weighs nine watts", nil},
	})
}
