package sources

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

func parseTextErr(in string) error {
	_, err := ParseText("text", strings.NewReader(in), "train", false, 0, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	return err
}

// A Kaldi or ESPnet "text" file (UTTERANCE-ID TEXT per line) read as plain
// text published every sentence with its utterance id in front
// (LongLibriheavy's dev text: "large/10191/dawnmediaevaleurope_..._049975
// BUT INTERNALLY THE EMPIRE ..."). Two lines starting with ids of one
// corpus refuse the file in one line naming it and the cut that drops the
// ids; sentences that merely open with a code or a date are read.
func TestParseTextRefusesKaldiText(t *testing.T) {
	for _, in := range []string{
		"large/10191/dawnmediaevaleurope_1803_librivox_64kb_mp3/dawnofmediaevaleurope_14_masterman_64kb_004736_049975 BUT INTERNALLY THE EMPIRE\n" +
			"large/10191/dawnmediaevaleurope_1803_librivox_64kb_mp3/dawnofmediaevaleurope_14_masterman_64kb_049975_095000 WAS TAKING THE FORM\n",
		"1089-134686-0000 HE HOPED THERE WOULD BE STEW FOR DINNER\n1089-134686-0001 STUFF IT INTO YOU\n",
		"spk001_utt0003 hello there\n\nspk001_utt0004 and again\n",
		// Past the first two lines (only they were looked at): a first
		// utterance without text (a silence), a first line quarantined
		// (not UTF-8), an id repeated.
		"1089-134686-0000\n1089-134686-0001 STUFF IT INTO YOU\n",
		"1089-134686-0000 HE \xff HOPED\n1089-134686-0001 STUFF IT INTO YOU\n1089-134686-0002 AND AGAIN\n",
		"1089-134686-0000 HE HOPED\n1089-134686-0000 HE HOPED\n1089-134686-0001 STUFF IT INTO YOU\n",
	} {
		err := parseTextErr(in)
		if err == nil || !strings.Contains(err.Error(), "so this is a Kaldi or ESPnet \"text\" file (ID TEXT per line), not plain text") || !strings.Contains(err.Error(), "cut -d' ' -f2-") {
			t.Errorf("%q: %v", in[:30], err)
		}
	}
	for _, in := range []string{
		"2021-05-03T10:00 was the start.\n2021-05-04T11:00 was the end.\n", // two lines, ids too short
		"The meeting is on 2021-05-03.\nAnother sentence.\n",
		"ABC-123456-789 is the order number.\nPlease call us.\n",                       // one code, then text
		"ORDER-2021-0001 shipped today.\nINVOICE-2021-0002 was paid.\n",                // codes of two kinds
		"ORDER-2021-0001 shipped today.\nPlease call us.\nORDER-2021-0002 was paid.\n", // a line without one between
		"ORDER-2021-0001-A\nORDER-2021-0001-B\n",                                       // codes alone, no text after them
	} {
		if err := parseTextErr(in); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}

// A Kaldi data directory's other files hold ids, times and paths, no text:
// each is refused naming what it holds and the text file (segments was
// refused as Kaldi text with the advice to drop its ids, which left its
// times to be verbalized; spk2utt, whose first word is a short speaker id,
// was read as sentences of numbers).
func TestParseTextRefusesKaldiSideFiles(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"data/dev/segments", "1089-134686-0000 1089-134686 0.00 10.43\n1089-134686-0001 1089-134686 10.43 12.10\n", "Kaldi data directory's segments file"},
		{"segments.gz", "spk001_utt0003 rec1 1.5 2\n", "Kaldi data directory's segments file"},
		{"kaldi/lines.txt", "1089-134686-0000 1089-134686 0.00 10.43\n", "Kaldi data directory's segments file"},
		{"data/dev/spk2utt", "1089 1089-134686-0000 1089-134686-0001\n", "Kaldi data directory's spk2utt"},
		{"data/dev/wav.scp", "1089-134686 flac -c -d -s /data/1089-134686.flac |\n", "Kaldi data directory's wav.scp"},
		{"data/dev/utt2spk", "1089-134686-0000 1089\n", "Kaldi data directory's utt2spk"},
	} {
		_, err := ParseText(c.name, strings.NewReader(c.in), "train", false, 0, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
		if err == nil || !strings.Contains(err.Error(), c.name+":1: this is a "+c.want) || !strings.Contains(err.Error(), "cut -d' ' -f2- DIR/text") {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	// Sentences are read, under any name: one word alone, or four words
	// whose last two are numbers after a word that is no utterance id.
	for _, c := range []struct{ name, in string }{
		{"segments", "Intro\n"},
		{"notes.txt", "Scores were 12 15\n"},
	} {
		if _, err := ParseText(c.name, strings.NewReader(c.in), "train", false, 0, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}); err != nil {
			t.Errorf("%s %q: %v", c.name, c.in, err)
		}
	}
}

// A NeMo text-processing test-case file read as sentences published each
// case, "$2~two dollars", as one written sentence said "two dollars two
// dollars". Under NeMo's names a first line with a tilde refuses it (the
// block format's "~123" too); under another, three "written~spoken"
// lines. Text that writes a tilde before a number, or once, is read.
func TestParseTextRefusesNeMoTestCases(t *testing.T) {
	read := func(name, in string) error {
		_, err := ParseText(name, strings.NewReader(in), "train", false, 0, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
		return err
	}
	for _, c := range []struct{ name, in, line string }{
		{"test_cases_money.txt", "$2~two dollars\n", `test_cases_money.txt:1: "$2~two dollars" is a NeMo text-processing test case`},
		{"en/data_text_normalization/test_cases_normalize_with_audio.txt", "~123\none two three\none twenty three\n", `test_cases_normalize_with_audio.txt:1: "~123" is a NeMo`},
		{"test_cases_word.txt", "~\n ~\n", `test_cases_word.txt:1: "~" is a NeMo`},
		{"cases.txt", "$2~two dollars\n$2.00~two dollars\n\n₩460 billion~four hundred sixty billion won\n", `cases.txt:4: "₩460 billion~four hundred sixty billion won" is a NeMo`},
	} {
		err := read(c.name, c.in)
		if err == nil || !strings.Contains(err.Error(), c.line) || !strings.Contains(err.Error(), "so this is a NeMo test-case file, not text; read it with itnprep prep nemo-cases") {
			t.Errorf("%s: %v, want %q", c.name, err, c.line)
		}
	}
	for _, c := range []struct{ name, in string }{
		{"notes.txt", "It is ~5 km away.\nAbout ~10 people.\nRoughly ~3 hours.\n"}, // a tilde after a space
		{"notes.txt", "a~b\nc~d\nNo tilde here.\ne~f\n"},                           // a line without one among the first
		{"notes.txt", "x~y\nz~w\n"},                                                // two lines only
		{"test_cases_intro.txt", "These are my test cases.\nThe second~line.\n"},   // NeMo's name, no tilde first
	} {
		if err := read(c.name, c.in); err != nil {
			t.Errorf("%s %q: %v", c.name, c.in, err)
		}
	}
}
