package normalize

import (
	"math"
	"testing"
)

func TestTime(t *testing.T) {
	checkCases(t, []caseT{
		{"10:29", "ten twenty nine", nil},
		{"10:05", "ten oh five", []string{"ten zero five"}},
		{"01:00", "one o'clock", []string{"one"}},
		{"12:00 pm", "twelve p m", []string{"twelve pm"}},
		{"2 a.m.", "two a m", nil},
		{"5pm", "five p m", nil},
		{"1:59 p.m. EST", "one fifty nine p m e s t", []string{"one fifty nine pm est"}},
		{"14:10:30", "fourteen hours ten minutes and thirty seconds", nil},
		{"5pm-7 pm", "five p m to seven p m", nil},
		{"10:30 then", "ten thirty then", nil},
	})
}

// ISO 8601 date-times ("2024-03-05T14:30:00Z", a log line's, an API's) are
// one span: the date, "at" or nothing for the T, the time, its zone or
// offset from UTC. The T was read as a letter and the date as numbers
// ("twenty twenty four to o three to o five t fourteen ...").
func TestISODateTime(t *testing.T) {
	checkCases(t, []caseT{
		{"2024-03-05T14:30", "the fifth of march twenty twenty four at fourteen thirty", []string{"the fifth of march twenty twenty four fourteen thirty"}},
		{"Logged 2024-03-05T14:30:00Z.", "logged the fifth of march twenty twenty four at fourteen hours thirty minutes and zero seconds z",
			[]string{"logged the fifth of march twenty twenty four fourteen hours thirty minutes and zero seconds zulu"}},
		{"2024-03-05T22:00-0530", "", []string{"the fifth of march twenty twenty four at twenty two o'clock minus five thirty"}},
		{"2024-03-05T09:05:07+01:00", "", []string{"the fifth of march twenty twenty four at nine hours five minutes and seven seconds plus one"}},
		// Not a time after the T: the date alone, the rest as it was.
		{"2024-03-05T99", "", nil},
	})
	b, err := testV.Best("at 2024-03-05T09:05+01:00 ok")
	if err != nil || len(b.Spans) != 2 || b.Spans[0].Class != Date || b.Spans[0].Written != "2024-03-05T09:05+01:00" {
		t.Errorf("one date span over the date-time and its offset, then okay's: %+v %v", b.Spans, err)
	}
}

// TestMidnight: hour 0 on a 24-hour clock is midnight, never "zero
// o'clock" or a bare "zero"; on a twelve-hour clock it is twelve.
func TestMidnight(t *testing.T) {
	checkCases(t, []caseT{
		{"The shop opens at 00:00 daily", "the shop opens at midnight daily", []string{"the shop opens at zero hundred daily"}},
		{"at 00:00:00Z", "at midnight z", nil},
		{"at 0:30 a.m. we", "at twelve thirty a m we", nil},
		{"at 00:30 we left", "at zero thirty we left", nil},
		// A one-digit zero hour is a timer's: no midnight.
		{"with 0:00 left on the clock", "with zero left on the clock", nil},
		{"the 0:00 mark of the video", "the zero mark of the video", nil},
	})
	checkNotAmong(t, [][2]string{{"the countdown reached 0:00 and", "the countdown reached midnight and"}})
	checkNotAmong(t, [][2]string{{"at 00:00 daily", "at zero o'clock daily"}, {"at 00:00 sharp", "at zero sharp"}, {"at 0:00 am", "at zero a m"}})
}

// TestHourHMinutes: "12h30" is a time, "twelve thirty" (was "twelve h
// thirty"), and "2h15m" a duration, "two hours fifteen minutes" (was "two
// h fifteen minutes").
func TestHourHMinutes(t *testing.T) {
	checkCases(t, []caseT{
		{"Lunch at 12h30 in Paris.", "lunch at twelve thirty in paris", nil},
		{"Train leaves at 9h05.", "train leaves at nine oh five", nil},
		{"A 2h15m run.", "a two hours fifteen minutes run", nil},
		{"finished in 1h05m flat", "finished in one hour five minutes flat", nil},
	})
	noVariantContains(t, "a 12h3 code", "twelve oh three")
}

// TestRatioIsNoTime: n:m beside a word of ratios is a ratio ("a 1:10
// dilution" was "a one ten dilution", a time); "meet at 1:10" stays a
// time.
func TestRatioIsNoTime(t *testing.T) {
	checkCases(t, []caseT{
		{"A 1:10 dilution of bleach.", "a one to ten dilution of bleach", nil},
		{"Mix at a ratio of 1:3.", "mix at a ratio of one to three", nil},
		{"Meet at 1:10 tomorrow.", "meet at one ten tomorrow", nil},
		// After a preposition of time a word of ratios may start the
		// next clause (session 13: "at three to thirty mix").
		{"At 3:30 mix the batter.", "at three thirty mix the batter", nil},
		{"By 2:30 odds had shifted.", "by two thirty odds had shifted", nil},
		{"Use the 1:10 mix for now.", "use the one to ten mix for now", nil},
	})
}

// TestMilitaryTime: four digits with a leading zero before "hours" are a
// 24-hour time ("0800 hours" was "o eight o o hours"), and so are other
// four digits after "at", "by", "until".
func TestMilitaryTime(t *testing.T) {
	checkCases(t, []caseT{
		{"It's 0800 hours Zulu.", "it's oh eight hundred hours zulu", []string{"it's zero eight hundred hours zulu"}},
		{"Report at 0905 hours.", "report at oh nine oh five hours", nil},
		{"At 1430 hours the unit moved.", "at fourteen thirty hours the unit moved", nil},
	})
}

// A whole hour of the 24-hour clock is "fourteen hundred" ("fourteen
// o'clock" was first); with its seconds, mostly the hours, minutes and
// seconds as Google TN reads them. Hours of the twelve-hour clock keep
// "o'clock".
func TestTwentyFourHourWholeHour(t *testing.T) {
	checkCases(t, []caseT{
		{"The meeting starts at 15:00 CET.", "the meeting starts at fifteen hundred c e t", []string{"the meeting starts at fifteen c e t"}},
		{"Doors close at 22:00.", "doors close at twenty two hundred", nil},
		{"Log entry 21:00:00 UTC.", "log entry twenty one hours zero minutes and zero seconds u t c", []string{"log entry twenty one hundred u t c"}},
		{"Doors open at 8:00 daily.", "doors open at eight o'clock daily", nil},
		{"Doors open at 15:30 daily.", "doors open at fifteen thirty daily", nil},
	})
}

// Four digits of the 24-hour clock with Z against them are a military
// time ("0645Z" was "o six four five z").
func TestZuluTime(t *testing.T) {
	checkCases(t, []caseT{
		{"Wheels up at 0530Z.", "wheels up at zero five thirty zulu", []string{"wheels up at oh five thirty zulu", "wheels up at zero five three zero zulu"}},
		{"Report by 1800Z today.", "report by eighteen hundred zulu today", nil},
		{"Model B0530Z ships.", "", nil},
		// revn18: a model's number is no time ("twenty hundred zulu"
		// since bdcd0bc).
		{"The 2000Z printer ships in May.", "the two thousand z printer ships in may", nil},
		{"Buy the new Nikon 1200Z camera.", "buy the new nikon twelve hundred z camera", nil},
		{"The METAR at 0850Z reported rain.", "", []string{"the m e t a r at zero eight fifty zulu reported rain"}},
		{"Launch window opens 0900Z Friday.", "launch window opens zero nine hundred zulu friday", nil},
		// revn19: the sun's hours are times ("o six four five z" since
		// e00588a).
		{"Sunrise 0645Z , sunset 1830Z .", "sunrise zero six forty five zulu sunset eighteen thirty zulu", nil},
	})
	checkNotAmong(t, [][2]string{{"Model B0530Z ships.", "model b zero five thirty zulu ships"}, {"Hold at 2460Z.", "hold at twenty four sixty zulu"}})
}

// TestRaceTime: minutes and seconds after "in", "a", "clocked" ... in a
// sentence of running are a race's time, no clock's ("ran the 5K in
// 14:00" was "fourteen hundred", "in 27:30" "twenty seven to thirty").
func TestRaceTime(t *testing.T) {
	checkCases(t, []caseT{
		{"He ran the 5K in 14:00.", "he ran the five k in fourteen minutes", []string{"he ran the five k in fourteen flat"}},
		{"He ran the 10K in 27:30.", "he ran the ten k in twenty seven thirty", []string{"he ran the ten k in twenty seven minutes and thirty seconds"}},
		{"She ran a 4:05 mile.", "she ran a four oh five mile", nil},
		{"He ran a 4:00 mile.", "he ran a four minute mile", nil},
		{"The race starts in 14:00 hours.", "the race starts in fourteen hundred hours", nil},
		{"She clocked 2:09 in the 800.", "", []string{"she clocked two minutes and nine seconds in the eight hundred"}},
		{"The race starts at 9:30.", "the race starts at nine thirty", nil},
		{"We ran in 5:00 pm traffic.", "", []string{"we ran in five p m traffic"}},
		{"The meeting ended in 14:00 sharp.", "the meeting ended in fourteen hundred sharp", nil},
		// Hundredths ("one o'clock fifty" before).
		{"She swam the 100m in 1:00.50.", "she swam the one hundred meters in one oh oh point five o", nil},
		{"Laure Manaudou of France took bronze in 1:00.88.", "laure manaudou of france took bronze in one oh oh point eight eight", nil},
		{"She swam in 1:05.3 to win.", "she swam in one oh five point three to win", []string{"she swam in one minute and five point three seconds to win"}},
	})
	checkNotAmong(t, [][2]string{{"He ran a 4:00 mile.", "he ran a four mile"}})
}

// TestCentralZoneAfterHour: "ct." after a clock's hour with another zone
// near is the central zone, read as time.go reads "8 pm CT" ("seven
// court" was the reading); alone, after a street's name or before a noun
// it keeps its other readings.
func TestCentralZoneAfterHour(t *testing.T) {
	checkCases(t, []caseT{
		{"Doors open 8 est. / 7 ct.", "doors open eight e s t seven c t", []string{"doors open eight est seven ct"}},
		{"Doors open 8 est . / 7 ct .", "doors open eight e s t seven c t", nil},
		{"Shows at 9 EST, 8 ct. daily", "shows at nine e s t eight c t daily", []string{"shows at nine est eight c t daily"}},
		{"Airs 9 ET / 8 CT", "airs nine e t eight c t", nil},
		{"He lives at 12 Oak Ct. now", "he lives at twelve oak court now", nil},
	})
	checkNotAmong(t, [][2]string{{"Doors open 8 est. / 7 ct.", "doors open eight est seven court"}})
}

// TestEasternZoneAfterHour: "est." after a clock's hour reads as the zone
// "EST" after a time does, "e s t" or "est" by the time distribution's
// zone weights ("est" alone was the reading); an estimate keeps
// "estimated".
func TestEasternZoneAfterHour(t *testing.T) {
	checkCases(t, []caseT{
		{"Kickoff is 8 est.", "kickoff is eight e s t", []string{"kickoff is eight est"}},
		{"Opens at 9 est. daily", "opens at nine e s t daily", []string{"opens at nine est daily"}},
		{"Mon-Fri 9-5 est.", "monday to friday nine to five e s t", nil},
		{"The cost was 5 est. per unit", "the cost was five estimated per unit", nil},
		{"Founded 1901 est.", "founded nineteen o one estimated", nil},
	})
	checkNotAmong(t, [][2]string{{"Kickoff is 8 est.", "kickoff is eight estimated"}})
	for _, c := range []struct{ written, spoken, key string }{
		{"Kickoff is 8 est.", "kickoff is eight e s t", "zone_letters"},
		{"Kickoff is 8 est.", "kickoff is eight est", "zone_word"},
	} {
		p, err := testV.ProbOf(c.written, c.spoken)
		if want := testV.style.w("time", c.key); err != nil || math.Abs(p-want) > 1e-9 {
			t.Errorf("ProbOf(%q, %q) = %.4f (%v), want the zone's %s %.4f", c.written, c.spoken, p, err, c.key, want)
		}
	}
}

// TestTwelveNoon: a twelve o'clock before "noon" or "midnight" is
// "twelve noon" ("twelve o'clock noon" was first); without it the
// clock's whole-hour weights stay.
func TestTwelveNoon(t *testing.T) {
	checkCases(t, []caseT{
		{"Lunch at 12:00 noon.", "lunch at twelve noon", []string{"lunch at twelve o'clock noon"}},
		{"at 12:00 midnight", "at twelve midnight", nil},
		{"at 12:00", "at twelve o'clock", nil},
	})
}

// TestZoneInCapitalsAfterHour: a zone's abbreviation in capitals after a
// clock's hour takes the time distribution's zone weights, with or
// without its period, alone or beside another zone ("8 EST" was the
// English word's "est" 0.93, "at 8 CT" "court" 0.5, "9 PST" spelled
// 0.99); a number that is no hour ("Gate 8 PT staff", "He has 8 CT
// scans") keeps its other readings.
func TestZoneInCapitalsAfterHour(t *testing.T) {
	checkCases(t, []caseT{
		{"Kickoff is 8 EST", "kickoff is eight e s t", []string{"kickoff is eight est"}},
		{"Kickoff at 8 CT", "kickoff at eight c t", []string{"kickoff at eight ct"}},
		{"Kickoff at 8 CT.", "kickoff at eight c t", nil},
		{"Doors open 9 PST", "doors open nine p s t", []string{"doors open nine pst"}},
		{"The show airs at 8 EST / 7 CT.", "the show airs at eight e s t seven c t", []string{"the show airs at eight est seven ct"}},
		{"Gate 8 PT staff", "gate eight p t staff", nil},
	})
	checkNotAmong(t, [][2]string{{"Kickoff at 8 CT", "kickoff at eight court"}})
	for _, c := range []struct{ written, spoken, key string }{
		{"Kickoff is 8 EST", "kickoff is eight e s t", "zone_letters"},
		{"Kickoff is 8 EST", "kickoff is eight est", "zone_word"},
		{"at 8 PST", "at eight pst", "zone_word"},
		// A US zone of two letters ("CT") gives a tenth to its name
		// since verb94 (zoneReadings; TestVerb94ZoneName).
		{"Doors open 9 PST", "doors open nine p s t", "zone_letters"},
	} {
		p, err := testV.ProbOf(c.written, c.spoken)
		if want := testV.style.w("time", c.key); err != nil || math.Abs(p-want) > 1e-9 {
			t.Errorf("ProbOf(%q, %q) = %.4f (%v), want the zone's %s %.4f", c.written, c.spoken, p, err, c.key, want)
		}
	}
	if p, _ := testV.ProbOf("Gate 8 PT staff", "gate eight pt staff"); p > 0.1 {
		t.Errorf("ProbOf(Gate 8 PT staff, pt) = %.3f: no hour, no zone's weight", p)
	}
}

// TestZuluWeatherReport: a weather report's "obs" makes four digits and Z
// a time ("Wx obs 1200Z" was "twelve hundred z", a model's number).
func TestZuluWeatherReport(t *testing.T) {
	checkCases(t, []caseT{
		{"Wx obs 1200Z", "w x o b s twelve hundred zulu", []string{"w x obs twelve hundred zulu"}}, // unsayableShort
		{"Latest obs: 0645Z", "latest o b s zero six forty five zulu", []string{"latest obs zero six forty five zulu"}},
		{"The Nikon 1200Z camera", "the nikon twelve hundred z camera", nil},
	})
}

// TestMinutesSecondsPastAnyHour: "43:03", past any hour with its seconds
// written with a zero, is minutes and seconds ("forty three to o three"
// was the reading, the colon between numbers); a score without the zero
// keeps "to".
func TestMinutesSecondsPastAnyHour(t *testing.T) {
	checkCases(t, []caseT{
		{"43:03", "forty three oh three", []string{"forty three minutes and three seconds"}},
		{"at 43:03 remaining", "at forty three oh three remaining", nil},
		{"They won 28:25", "they won twenty eight to twenty five", nil},
	})
}

// TestClockRangeIsNoRaceTime: a clock time before a dash and another
// clock time is the start of a range, even after "runs" ("The meeting
// runs 9:00-10:30" was "nine minutes to ten thirty"); a sentence of
// racing keeps the race's reading.
func TestClockRangeIsNoRaceTime(t *testing.T) {
	checkCases(t, []caseT{
		{"The meeting runs 9:00-10:30.", "the meeting runs nine o'clock to ten thirty", []string{"the meeting runs nine to ten thirty"}},
		{"She ran 4:00-4:10 splits in the race.", "she ran four minutes to four ten splits in the race", nil},
		{"He ran the mile in 4:05.", "he ran the mile in four oh five", nil},
	})
}

// TestFractionsOfASecondMakeARaceTime: m:ss with fractions of a second is
// a race's time after any word ("Lap time 1:23.456" was "one twenty three
// four hundred fifty six", the point dropped); a clock's time stays one.
func TestFractionsOfASecondMakeARaceTime(t *testing.T) {
	checkCases(t, []caseT{
		{"Lap time 1:23.456.", "lap time one twenty three point four five six", nil},
		{"Best lap: 1:23.456", "best lap one twenty three point four five six", nil},
		{"The meeting is at 10:30.", "the meeting is at ten thirty", nil},
	})
}
