package sources_test

import (
	"strings"
	"testing"
)

// TestSPGIExtraSeparatorNamesTheTranscript: a row of more fields than the
// header, the transcript last, is a bad_columns reject whose reason says
// the separator may stand in the transcript, quotes the transcript's
// pieces and how to quote it; it said "got 4" alone (qa83). A quoted
// transcript holding '|' reads; a row with a field missing adds nothing.
func TestSPGIExtraSeparatorNamesTheTranscript(t *testing.T) {
	const h = "wav_filename|wav_filesize|transcript\n"
	_, rejects, _, err := parseSPGI(t, "train.csv", h+"a/1.wav|100|Revenue was up | down 5%.\n")
	want := `got 4 (the transcript holds "|"? "Revenue was up | down 5%.": quote such a field, "a | b", as Python's csv and pandas write it)`
	if err != nil || len(rejects) != 1 || rejects[0].Rule != "bad_columns" || !strings.HasSuffix(rejects[0].Reason, want) {
		t.Errorf("%v, rejects %+v; want a bad_columns reason ending %s", err, rejects, want)
	}
	pairs, rejects, _, err := parseSPGI(t, "train.csv", h+"a/1.wav|100|\"Revenue was up | down 5%.\"\n")
	if err != nil || len(rejects) != 0 || len(pairs) != 1 || pairs[0].Written != "Revenue was up | down 5%." {
		t.Errorf("quoted: %v, pairs %+v, rejects %+v", err, pairs, rejects)
	}
	for _, in := range []string{h + "a/1.wav|100\n", "transcript|wav_filename|wav_filesize\nx|y|a.wav|1\n"} {
		_, rejects, _, _ = parseSPGI(t, "train.csv", in)
		if len(rejects) != 1 || rejects[0].Rule != "bad_columns" || strings.Contains(rejects[0].Reason, "the transcript holds") {
			t.Errorf("%q: rejects %+v, want bad_columns without the hint", in, rejects)
		}
	}
}
