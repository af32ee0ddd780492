package sources_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

func parseSPGI(t *testing.T, name, in string) ([]dataset.Pair, []dataset.Reject, sources.FileResult, error) {
	t.Helper()
	var pairs []dataset.Pair
	var rejects []dataset.Reject
	res, err := sources.ParseSPGI(name, strings.NewReader(in), "validation", 0, sources.Sink{
		Pair:   func(p dataset.Pair) { pairs = append(pairs, p) },
		Reject: func(r dataset.Reject) { rejects = append(rejects, r) },
	})
	return pairs, rejects, res, err
}

// The header's column names are matched without regard to case or the
// spaces around them, and the columns are found by name: a CSV written by
// a spreadsheet or another exporter (WAV_FILENAME, "Transcript", another
// order) reads like Kensho's own. A header without the three names is
// still an error naming file and line.
func TestParseSPGIHeaderByName(t *testing.T) {
	want := dataset.Pair{ID: "val.csv:a/1.wav", Source: "spgi", Split: "validation", Written: "We made $5 in 2020."}
	for _, in := range []string{
		"wav_filename|wav_filesize|transcript\na/1.wav|100|We made $5 in 2020.\n",
		"WAV_FILENAME|WAV_FILESIZE|Transcript\na/1.wav|100|We made $5 in 2020.\n",
		"\xef\xbb\xbf Wav_Filename | wav_filesize | TRANSCRIPT \r\na/1.wav|100|We made $5 in 2020.\r\n",
		"transcript|wav_filename|wav_filesize\nWe made $5 in 2020.|a/1.wav|100\n",
	} {
		pairs, rejects, res, err := parseSPGI(t, "val.csv", in)
		if err != nil || len(rejects) != 0 || res.Records != 1 || len(pairs) != 1 || !reflect.DeepEqual(pairs[0], want) {
			t.Errorf("%q: %v, pairs %+v, rejects %+v, %+v", in, err, pairs, rejects, res)
		}
	}
	// The column count in a bad row's reason follows the header.
	_, rejects, _, err := parseSPGI(t, "val.csv", "transcript|wav_filename|wav_filesize\nx|a.wav\n")
	if err != nil || len(rejects) != 1 || rejects[0].Rule != "bad_columns" || !strings.Contains(rejects[0].Reason, "transcript|wav_filename|wav_filesize") {
		t.Errorf("bad row: %v %+v", err, rejects)
	}
	for _, hdr := range []string{"wav_filename|transcript", "wav_filename|wav_filesize|transcript|speaker", "file|size|text", "wav_filename|wav_filename|transcript"} {
		if _, _, _, err := parseSPGI(t, "val.csv", hdr+"\na|1|b\n"); err == nil || !strings.Contains(err.Error(), "val.csv:1: not an SPGISpeech CSV") {
			t.Errorf("header %q: %v", hdr, err)
		}
	}
}
