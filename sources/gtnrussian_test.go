package sources_test

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// ruGTN is raw GTN in the Russian release's format (ru_with_types/): a
// Latin-script word said transliterated, each Cyrillic letter of its
// reading marked "_trans", and Latin letters read out marked "_latin"
// (NeMo's Thutmose tagger also strips "_letter_latin").
const ruGTN = "PLAIN\tВ\t<self>\n" +
	"PLAIN\tсети\t<self>\n" +
	"PLAIN\tGoogle\tг_trans у_trans г_trans л_trans\n" +
	"PLAIN\tи\t<self>\n" +
	"PLAIN\tKodak\tк_trans о_trans д_trans а_trans к_trans\n" +
	"PUNCT\t.\tsil\n" +
	"<eos>\t<eos>\n" +
	"PLAIN\tСайт\t<self>\n" +
	"ELECTRONIC\twww.bbc.com\tw_latin w_latin w_latin точка b_latin b_latin c_latin точка c_letter_latin o_letter_latin m_letter_latin\n" +
	"LETTERS\tIBM\ti_latin b_latin m_latin\n" +
	"DATE\t12 февраля 2013\tдвенадцатого февраля две тысячи тринадцатого года\n" +
	"PUNCT\t.\tsil\n" +
	"<eos>\t<eos>\n"

// TestGTNRussianMarksAreNoWords: the marks of Google TN's Russian release
// ("г_trans", "b_latin", "c_letter_latin") are stripped from the spoken
// side, raw GTN and Kaggle's ru_train.csv alike, each marked letter a
// spoken word of its own, as "_letter" is in the English release (and as
// NeMo's google_data_preprocessing.py strips "_trans" for Russian): they
// were spoken "г trans у trans г trans л trans", "b latin", the mark a
// word of every letter's. Spans' spoken offsets still select their words.
func TestGTNRussianMarksAreNoWords(t *testing.T) {
	want := []string{
		"в сети г у г л и к о д а к",
		"сайт w w w точка b b c точка c o m i b m двенадцатого февраля две тысячи тринадцатого года",
	}
	wantSpans := []string{"w w w точка b b c точка c o m", "i b m", "двенадцатого февраля две тысячи тринадцатого года"}
	raw, rawRej, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTN("ru_with_types/output-00000-of-00100", strings.NewReader(ruGTN), "train", sources.GTNOptions{}, s)
	})
	kaggle, kagRej, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("ru_train.csv", strings.NewReader(rawGTNToKaggle(t, ruGTN)), "train", sources.GTNOptions{}, s)
	})
	for name, pairs := range map[string][]dataset.Pair{"raw": raw, "kaggle": kaggle} {
		if len(rawRej)+len(kagRej) != 0 || len(pairs) != len(want) {
			t.Fatalf("%s: %d pairs, rejects %v %v", name, len(pairs), rawRej, kagRej)
		}
		for i, p := range pairs {
			if p.Spoken != want[i] {
				t.Errorf("%s sentence %d spoken %q, want %q", name, i, p.Spoken, want[i])
			}
		}
		var spans []string
		for _, sp := range pairs[1].Spans {
			spans = append(spans, sp.Spoken)
			if got := string([]rune(pairs[1].Spoken)[sp.SpokenStart:sp.SpokenEnd]); got != sp.Spoken {
				t.Errorf("%s: spoken offsets of %s select %q, its spoken is %q", name, sp.Class, got, sp.Spoken)
			}
		}
		if strings.Join(spans, "|") != strings.Join(wantSpans, "|") {
			t.Errorf("%s: spans spoken %q, want %q", name, spans, wantSpans)
		}
	}
}
