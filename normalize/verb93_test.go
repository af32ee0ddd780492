package normalize

import "testing"

// TestVerb93BareRanksBeforeName: a military or police rank written
// without its period before a person's name is the rank, as with its
// period ("l t col smith" was 1.00, "s g t maj brown" 0.97, "capt jones"
// 1.00); a generation, a mountain pass, a lone letter, a text in which no
// name follows, and Google TN's tokenized text (whose vowelless ranks it
// spells) keep theirs.
func TestVerb93BareRanksBeforeName(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Lt Col Smith arrived.", "lieutenant colonel smith arrived"},
		{"Sgt Maj Brown spoke.", "sergeant major brown spoke"},
		{"Capt Jones left.", "captain jones left"},
		{"Gen Lee surrendered.", "general lee surrendered"},
		{"Col Mustard did it.", "colonel mustard did it"},
		{"Lt Gen Ross retired.", "lieutenant general ross retired"},
		{"Brig Gen Smith spoke.", "brigadier general smith spoke"},
		{"Det Sgt McNair called.", "detective sergeant mcnair called"},
		{"Ask Capt O'Brien.", "ask captain o'brien"},
		// Guards.
		{"Lt. Col. Smith arrived.", "lieutenant colonel smith arrived"},
		{"Gen Z likes it.", "gen z likes it"},
		{"Gen Alpha kids.", "gen alpha kids"},
		{"The Gen Z crowd.", "the gen z crowd"},
		{"the Col de la Croix is high.", "the col de la croix is high"},
		{"The Col du Galibier.", "the col du galibier"},
		{"We climbed the Col.", "we climbed the col"},
		{"the Brig Niagara", "the brig niagara"},
		{"Det Norske Veritas", "det norske veritas"},
		{"It's Gen 3 hardware.", "it's gen three hardware"},
		{"Ask the Lt about it.", "ask the l t about it"},
		{"Torpedoboots Flottille ) : Lt Cdr Wilhelm hollmann , flotilla ) : Lt Friedrich Gotting 5th Half Flotilla .",
			"torpedoboots flottille l t c d r wilhelm hollmann flotilla l t friedrich gotting fifth half flotilla"},
	})
}
