package sources_test

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/sources"
)

// TestLongFieldReasonIsBounded: a reject's reason quotes a bad field cut to
// textcut.QuoteLimit bytes and "…" (a token_id or wav_filesize of 10,000
// characters was quoted whole), and still names the rule and the line.
func TestLongFieldReasonIsBounded(t *testing.T) {
	long := strings.Repeat("7x", 5_000)
	max := textcut.QuoteLimit + len("…") + 100
	in := sources.GTNKaggleHeader + "\n" +
		`0,0,"PLAIN","It","It"` + "\n" +
		`0,` + long + `,"PLAIN","Go","Go"` + "\n"
	_, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if len(rejects) != 1 || rejects[0].Rule != "gtn_kaggle_bad_id" || !strings.HasPrefix(rejects[0].Reason, `en_train.csv:3: token_id "7x7x`) ||
		!strings.Contains(rejects[0].Reason, "…") || len(rejects[0].Reason) > max {
		for _, r := range rejects {
			t.Errorf("Kaggle: %s at %s, reason of %d bytes (want at most %d): %.300q", r.Rule, r.Location, len(r.Reason), max, r.Reason)
		}
		if len(rejects) == 0 {
			t.Errorf("Kaggle: no reject, want gtn_kaggle_bad_id")
		}
	}

	_, rejects, _, err := parseSPGI(t, "val.csv", "wav_filename|wav_filesize|transcript\na/1.wav|"+long+"|Long.\n")
	if err != nil || len(rejects) != 1 || !strings.HasPrefix(rejects[0].Reason, `val.csv:2: wav_filesize "7x7x`) ||
		!strings.Contains(rejects[0].Reason, "…") || len(rejects[0].Reason) > max {
		t.Errorf("SPGI: %v", err)
		for _, r := range rejects {
			t.Errorf("SPGI: %s at %s, reason of %d bytes (want at most %d): %.300q", r.Rule, r.Location, len(r.Reason), max, r.Reason)
		}
	}
}
