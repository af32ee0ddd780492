package normalize

import "testing"

// TestClockWithLoneMeridiemLetter: an itinerary's clock with its a or p
// alone against the minutes is a.m. or p.m. ("departs 7:05a" was "seven
// to o five a" 0.73, "arrives 11:40p" "eleven to forty pence" 0.63); a
// verse's part ("John 3:16a") and a spaced article keep theirs.
func TestClockWithLoneMeridiemLetter(t *testing.T) {
	checkCases(t, []caseT{
		{"Flight LHR-JFK departs 7:05a.", "flight l h r j f k departs seven oh five a m", nil},
		{"Arrives 11:40p local time.", "arrives eleven forty p m local time", nil},
		{"Call at 2:30p ET.", "call at two thirty p m e t", nil},
		{"See John 3:16a for the text.", "see john three sixteen a for the text", nil},
		{"At 10:30 a meeting starts.", "at ten thirty a meeting starts", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Arrives 11:40p local time.", "arrives eleven to forty pence local time"},
		{"Flight LHR-JFK departs 7:05a.", "flight l h r j f k departs seven to o five a"},
	})
}

// TestElectronicsUnits: ohms, farads, henries, millivolts, microamperes,
// milliwatts, microseconds and nanoseconds with their prefixes are units
// ("10kΩ" was "ten k ω" 0.87, "4.7µF" "four point seven µ f", "100nF"
// "one hundred n f", "10 µH" "ten µ h", "500mV" "five hundred m v");
// "ns" not after a number stays letters.
func TestElectronicsUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"Measure 1.2 kΩ between pins 2 and 3.", "measure one point two kilohms between pins two and three", nil},
		{"The inductor is 10 µH.", "the inductor is ten microhenries", nil},
		{"The capacitor is 470µF 25V.", "the capacitor is four hundred seventy microfarads twenty five volts", nil},
		{"It takes 5 ns.", "it takes five nanoseconds", nil},
		{"The ripple is 50mV.", "the ripple is fifty millivolts", nil},
		{"It draws 3 mW.", "it draws three milliwatts", nil},
		{"Use 22pF caps.", "use twenty two picofarads caps", nil},
		{"The ns record.", "the n s record", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Use a 10kΩ pull-up resistor.", "use a ten k ω pull up resistor"},
		{"Add a 4.7µF capacitor.", "add a four point seven µ f capacitor"},
		{"Put a 100nF cap here.", "put a one hundred n f cap here"},
	})
}

// TestAmperesBesideDeviceOrVolts: an A against a number is amperes in a
// sentence naming what draws a current or holding a voltage written
// against its number ("The motor pulls 1.5A at stall." was "one point
// five a" 0.86, "Output: 24V at 2.5A." likewise); a grade and a label
// keep the letter. Hashes per second are units ("100 TH/s" was "t h s").
func TestAmperesBesideDeviceOrVolts(t *testing.T) {
	checkCases(t, []caseT{
		{"The motor pulls 1.5A at stall.", "the motor pulls one point five amperes at stall", nil},
		{"Output: 24V at 2.5A.", "output twenty four volts at two point five amperes", nil},
		{"I got a 2A in chemistry.", "i got a two a in chemistry", nil},
		{"Room 3A has 5V outlets.", "room three a has five volts outlets", nil},
		{"The hash rate is 100 TH/s.", "the hash rate is one hundred terahashes per second", nil},
	})
}

// TestMinusAfterAlgebraTerm: a spaced hyphen after a variable's term
// ("2x") in a text with an equals sign is "minus" ("y = 2x - 5" was "two
// x to five" 0.59, now 0.12: another parse of "2x", the letter apart,
// keeps the range); a score ("5 - 3 at the half") keeps "to".
func TestMinusAfterAlgebraTerm(t *testing.T) {
	checkCases(t, []caseT{
		{"Plot y = 2x - 5 on the grid.", "plot y equals two x minus five on the grid", nil},
		{"Solve 3x - 4 = 11.", "solve three x minus four equals eleven", nil},
		{"It was 5 - 3 at the half.", "it was five to three at the half", nil},
	})
	checkProbBelow(t, "Plot y = 2x - 5 on the grid.", "plot y equals two x to five on the grid", 0.15)
}

// TestPacePerDistance: minutes and seconds before "/mi", "/mile", "/km"
// are a pace, "per mile", "per kilometer" ("8:30/mi pace" was "eight
// thirty mi pace" 0.95, "5:15/km" "five fifteen k m" 0.92).
func TestPacePerDistance(t *testing.T) {
	checkCases(t, []caseT{
		{"Ran 5 miles at 8:30/mi pace.", "ran five miles at eight thirty per mile pace", nil},
		{"Avg pace 5:15/km.", "avg pace five fifteen per kilometer", nil},
		{"Meet 10:30/11:00.", "meet ten thirty eleven o'clock", nil},
	})
}
