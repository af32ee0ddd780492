package sources_test

import (
	"encoding/json"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// plGTN is raw GTN of Polish sentences (Kaggle's Polish release is in
// en_train.csv's columns), written here.
const plGTN = "PLAIN\tW\t<self>\nPLAIN\ttym\t<self>\nPLAIN\troku\t<self>\nPLAIN\tjest\t<self>\nPLAIN\tjuż\t<self>\nCARDINAL\t5\tpięć\nPLAIN\tszkół\t<self>\nPLAIN\ti\t<self>\nPLAIN\tnie\t<self>\nPLAIN\tma\t<self>\nPLAIN\tich\t<self>\nPLAIN\twięcej\t<self>\nPUNCT\t.\tsil\n<eos>\t<eos>\n" +
	"PLAIN\tTo\t<self>\nPLAIN\tjest\t<self>\nPLAIN\tdom\t<self>\nPLAIN\tna\t<self>\nPLAIN\tktóry\t<self>\nPLAIN\tczekał\t<self>\nPLAIN\tod\t<self>\nDATE\t1990\ttysiąc dziewięćset dziewięćdziesiątego\nPUNCT\t.\tsil\n<eos>\t<eos>\n"

// nemoLines writes raw GTN's sentences as NeMo's sentence JSONL.
func nemoLines(t *testing.T, raw string) string {
	t.Helper()
	var b strings.Builder
	var written, spoken []string
	for _, line := range strings.Split(strings.TrimRight(raw, "\n"), "\n") {
		f := strings.Split(line, "\t")
		if f[0] == "<eos>" {
			j, _ := json.Marshal(map[string]string{"text": strings.Join(written, " "), "gt_normalized": strings.Join(spoken, " ")})
			b.Write(append(j, '\n'))
			written, spoken = nil, nil
			continue
		}
		s := f[2]
		if s == "<self>" || s == "sil" {
			s = f[1]
		}
		written, spoken = append(written, f[1]), append(spoken, s)
	}
	return b.String()
}

// TestGTNFileOfAnotherLanguageIsRefused: a Google TN file whose name says
// no language (a raw file copied to data/, Kaggle's ru_train.csv renamed
// train.csv, a NeMo JSONL) and whose sentences are Russian or Polish was
// read as English pairs and published carded en; read as English by
// default (GTNOptions.CheckEnglish), it is an error of one line naming
// the file, what was counted and the remedy (--language ru). The same
// file read with no check, or under a name that says its language, reads
// as before; English files read with the check give the same pairs.
func TestGTNFileOfAnotherLanguageIsRefused(t *testing.T) {
	type parser func(string, io.Reader, string, sources.GTNOptions, sources.Sink) (sources.FileResult, error)
	parse := func(p parser, name, in, check string) ([]dataset.Pair, error) {
		var pairs []dataset.Pair
		_, err := p(name, strings.NewReader(in), "train", sources.GTNOptions{CheckEnglish: check}, sources.Sink{
			Pair: func(p dataset.Pair) { pairs = append(pairs, p) }, Reject: func(dataset.Reject) {}})
		return pairs, err
	}
	for _, c := range []struct {
		format, name, in, want string
		p                      parser
	}{
		{"raw", "data/output-00000-of-00100", ruGTN, "are Cyrillic (Latin: ", sources.ParseGTN},
		{"kaggle", "data/train.csv", rawGTNToKaggle(t, ruGTN), "are Cyrillic (Latin: ", sources.ParseGTNKaggle},
		{"nemo", "data/GoogleTN.json", nemoLines(t, ruGTN), "are Cyrillic (Latin: ", sources.ParseNeMoGTN},
		{"kaggle", "train.csv", rawGTNToKaggle(t, plGTN), "are Polish function words (English: 1)", sources.ParseGTNKaggle},
	} {
		_, err := parse(c.p, c.name, c.in, sources.GTNCheckPrep)
		if err == nil || !strings.HasPrefix(err.Error(), c.name+": not English: ") || !strings.Contains(err.Error(), c.want) ||
			!strings.Contains(err.Error(), "so prep gtn would read it as English pairs; give --language ") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s %s: %v; want one line %q ... %q", c.format, c.name, err, c.name+": not English: ", c.want)
		}
		if _, err := parse(c.p, c.name, c.in, sources.GTNCheckStyleFit); err == nil || !strings.Contains(err.Error(), "so style fit would read it as English pairs; style fit fits the weights") {
			t.Errorf("%s %s for style fit: %v", c.format, c.name, err)
		}
		if pairs, err := parse(c.p, c.name, c.in, ""); err != nil || len(pairs) != 2 {
			t.Errorf("%s %s unchecked: %d pairs, %v", c.format, c.name, len(pairs), err)
		}
	}
	if err := func() error {
		_, err := parse(sources.ParseGTN, "data/output-00000-of-00100", ruGTN, sources.GTNCheckPrep)
		return err
	}(); err == nil ||
		!strings.Contains(err.Error(), "give --language ru if it is Google TN's Russian release") {
		t.Errorf("Russian's remedy: %v", err)
	}
	// A name that says the language is read as it says.
	if pairs, err := parse(sources.ParseGTN, "ru_with_types/output-00000-of-00100", ruGTN, sources.GTNCheckPrep); err != nil || len(pairs) != 2 {
		t.Errorf("ru_with_types/: %d pairs, %v", len(pairs), err)
	}
	// English files: the same pairs with the check as without.
	for _, c := range []struct {
		path string
		p    parser
	}{
		{"../testdata/gtn/output-00000-of-00100", sources.ParseGTN},
		{"../testdata/gtn/output-00099-of-00100", sources.ParseGTN},
		{"../testdata/gtn-kaggle/en_train.csv", sources.ParseGTNKaggle},
	} {
		b, err := os.ReadFile(c.path)
		if err != nil {
			t.Fatal(err)
		}
		name := "data/" + sources.BaseName(c.path) // a name that says no language
		if c.path == "../testdata/gtn-kaggle/en_train.csv" {
			name = "data/train.csv"
		}
		checked, err := parse(c.p, name, string(b), sources.GTNCheckPrep)
		plain, _ := parse(c.p, name, string(b), "")
		if err != nil || len(checked) != len(plain) || len(plain) == 0 {
			t.Errorf("%s: %d pairs checked, %d not, %v", c.path, len(checked), len(plain), err)
		}
	}
}
