package normalize

import "testing"

// TestFortBeforeName: "FT"/"Ft" without its period before a place's name
// is the fort ("f t worth" was 0.99); the unit after a number stays feet,
// and "FT" before a number or a lower-case word keeps its letters.
func TestFortBeforeName(t *testing.T) {
	checkBestAtLeast(t, 0.9, [][2]string{
		{"FT WORTH", "fort worth"},
		{"He lives in Ft Worth.", "he lives in fort worth"},
		{"It is 6 ft tall.", "it is six feet tall"},
		{"It is 5 FT TALL.", "it is five feet tall"},
		{"6 FT WALL", "six feet wall"},
	})
	for _, text := range []string{"FT 5", "Ft pos", "It is 6 ft tall.", "ATB Extra : Piovacurry FT FourFourTwo"} {
		all, err := testV.Variants(text, 0)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		for _, r := range all {
			if containsWord(r.Spoken, "fort") {
				t.Errorf("%q: reading %q %.2f, want no fort before no name", text, r.Spoken, r.Prob)
			}
		}
	}
}

// TestRouteAndApartmentBeforeNumber: "RTE"/"Rte" and "APT"/"Apt" before
// a number are the route and the apartment ("r t e sixty six" was 0.94,
// "apt four b" 0.96); "RTE news" and a channel in running text ("RTE 2
// aired it") keep the letters, and lower-case "apt" stays the word.
func TestRouteAndApartmentBeforeNumber(t *testing.T) {
	checkBestAtLeast(t, 0.9, [][2]string{
		{"RTE 66", "route sixty six"},
		{"TAKE RTE 66 WEST", "take route sixty six west"},
		{"Take Rte 66 west.", "take route sixty six west"},
		{"APT 4B", "apartment four b"},
		{"123 MAIN ST APT 4B", "one hundred twenty three main street apartment four b"},
		{"She lives in Apt 4B now.", "she lives in apartment four b now"},
		{"Unit: Apt 12", "unit apartment twelve"},
		{"RTE news", "r t e news"},
		{"RTE 2 aired it", "r t e two aired it"},
		{"an apt 3 word", "an apt three word"},
	})
}
