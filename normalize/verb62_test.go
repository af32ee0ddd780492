package normalize

import "testing"

// TestHeartGlyphRunAfterHeart: a run of heart glyphs after another heart
// closes a message as "<33" after "<33" does (heartBefore knew one glyph
// only: "See you soon ♥♥ ♥♥" was rejected at its second run).
func TestHeartGlyphRunAfterHeart(t *testing.T) {
	checkCases(t, []caseT{
		{"See you soon ♥♥ ♥♥", "see you soon heart heart", []string{"see you soon heart", "see you soon"}},
		{"See you soon <33 <33", "see you soon heart heart", []string{"see you soon heart"}},
		{"Miss you ❤️❤️ ❤️", "miss you heart heart", []string{"miss you heart"}},
		{"Night ♥ ♡♡♡", "night heart heart", []string{"night heart"}},
	})
	for _, c := range []struct {
		text string
		pos  int
		want bool
	}{
		{"♥♥ word", len("♥♥ "), true},
		{"<33 word", len("<33 "), true},
		{"❤️❤️ word", len("❤️❤️ "), true},
		{"♥♥♥♥ word", len("♥♥♥♥ "), false},
		{"<3333 word", len("<3333 "), false},
		{"a♥♥ word", len("a♥♥ "), false},
		{"x♥ word", len("x♥ "), false},
		{"word", 0, false},
	} {
		if got := heartBefore(c.text, c.pos); got != c.want {
			t.Errorf("heartBefore(%q, %d) = %v, want %v", c.text, c.pos, got, c.want)
		}
	}
}

// TestPlaceNameOpenedByNewKeepsDegrees: a capitalized "New" opens a
// place's name, no product's ("New York 22.5C" was "new york twenty two
// point five c": "new" counted as the determiner of "the new Galaxy
// 5.5C"); a lower-case "new" keeps the model.
func TestPlaceNameOpenedByNewKeepsDegrees(t *testing.T) {
	checkCases(t, []caseT{
		{"New York 22.5C", "new york twenty two point five degrees celsius", nil},
		{"New Delhi 31.5C, Mumbai 29.5C.", "new delhi thirty one point five degrees celsius mumbai twenty nine point five degrees celsius", nil},
		{"Highs in New Orleans -2.5C.", "highs in new orleans minus two point five degrees celsius", nil},
		{"I bought the new Galaxy 5.5C today.", "i bought the new galaxy five point five c today", nil},
		{"My new Galaxy 5.5C runs hot.", "my new galaxy five point five c runs hot", nil},
	})
}

// TestRaceEventAtDottedHour: a race's noun right before "at" and a
// number of two decimals names the race on a programme, its hour, where
// no verb of running it comes before and no word of a result is in the
// sentence ("the one hundred meters final at twenty point four five is
// the highlight" 0.81 was first); the race's seconds stay otherwise.
func TestRaceEventAtDottedHour(t *testing.T) {
	checkCases(t, []caseT{
		{"The 100m final at 20.45 is the highlight.", "the one hundred meters final at twenty forty five is the highlight", nil},
		{"The heats at 10.15 and the final at 19.30.", "the heats at ten fifteen and the final at nineteen thirty", nil},
		{"The race at 14.30 was won by Smith.", "the race at fourteen thirty was won by smith", nil},
		{"She won the final at 10.85.", "she won the final at ten point eight five", nil},
		{"He ran the 100m at 10.45.", "he ran the one hundred meters at ten point four five", nil},
		{"The 100m final at 9.58 was a world record.", "the one hundred meters final at nine point five eight was a world record", nil},
		{"In the 100m final at 10.45 he was third.", "in the one hundred meters final at ten point four five he was third", nil},
		{"Bolt's heat in the 100m at 9.58 stunned everyone.", "bolt's heat in the one hundred meters at nine point five eight stunned everyone", nil},
	})
}

// TestAttributiveMoneyDecimalWithScale: a decimal amount with its scale
// word between "a" or "the" and a noun takes the currency's singular as a
// whole amount does ("a one point five billion dollars deal" was the only
// reading where "a $10bn deal" had "ten billion dollar deal" 0.6); a
// decimal of cents keeps its readings, and a clause after "the" the
// plural.
func TestAttributiveMoneyDecimalWithScale(t *testing.T) {
	checkCases(t, []caseT{
		{"A $1.5 billion deal.", "a one point five billion dollar deal", []string{"a one point five billion dollars deal"}},
		{"The $1.5bn deal collapsed.", "the one point five billion dollar deal collapsed", nil},
		{"a £2.5m transfer fee", "a two point five million pound transfer fee", nil},
		{"The $1.5bn they owe.", "the one point five billion dollars they owe", nil},
		{"He paid $1.5m for it.", "he paid one point five million dollars for it", nil},
	})
	checkNotAmong(t, [][2]string{
		{"A $5.50 fee.", "a five dollar fifty cents fee"},
		{"He paid $1.5m for it.", "he paid one point five million dollar for it"},
	})
}

// TestInchesAgainstTheNumber: "in" written against its number is inches
// at the weights a number's unit has in running text, as "m" and "h" are
// ("waist thirty four i n" was first, 0.85); feet and inches and "2in1"
// keep theirs.
func TestInchesAgainstTheNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"Waist 34in.", "waist thirty four inches", []string{"waist thirty four i n"}},
		{"The pipe is 4in wide.", "the pipe is four inches wide", nil},
		{"Screen size 15.6in.", "screen size fifteen point six inches", nil},
		{"She is 5ft 4in.", "she is five feet four inches", nil},
		{"It's a 2in1 laptop.", "it's a two in one laptop", nil},
		{"I logged in at 5.", "i logged in at five", nil},
	})
}

// TestPlaceOutOfAfterOrdinal: "/N" against an ordinal is the place among
// N ("finished first fifty" was first, the slash unsaid); two ordinals
// and a number below the place keep the slash's readings.
func TestPlaceOutOfAfterOrdinal(t *testing.T) {
	checkCases(t, []caseT{
		{"Finished 1st/50.", "finished first out of fifty", []string{"finished first of fifty"}},
		{"Ranked 12th/120 overall.", "ranked twelfth out of one hundred twenty overall", nil},
		{"Came 3rd/12.", "came third out of twelve", nil},
		{"The 3rd/4th grade.", "the third or fourth grade", nil},
	})
	checkNotAmong(t, [][2]string{
		{"He was 5th/3 today.", "he was fifth out of three today"},
		{"The 3rd/4th grade.", "the third out of four grade"},
	})
}

// TestEmojiSelectorUnsaid: a variation selector (U+FE0E, U+FE0F) is read
// as nothing, as the invisible characters are: after a symbol read as
// nothing it was taken for a word ("done \ufe0f next"), after a word it
// stayed in the spoken side; a heart keeps it in its span.
func TestEmojiSelectorUnsaid(t *testing.T) {
	checkCases(t, []caseT{
		{"Done \u2714\ufe0f next", "done next", nil},
		{"word\ufe0f here", "word here", nil},
		{"Check \u2611\ufe0e ok", "check okay", nil},
		{"I \u2764\ufe0f NY", "i love n y", nil},
	})
	got, err := testV.Best("I \u2764\ufe0f NY")
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Spans) == 0 || got.Spans[0].Written != "\u2764\ufe0f" {
		t.Errorf("spans %+v: want the heart's span to hold its selector", got.Spans)
	}
}
