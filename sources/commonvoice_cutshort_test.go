package sources_test

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// A clip list whose last line stops before its columns end, without its
// line end, is a bad_columns reject that says the file may be cut short
// (qa97): it gave the count alone. A row of too few fields with its line
// end says the count as before.
func TestCommonVoiceCutShortLastLine(t *testing.T) {
	head := "client_id\tpath\tsentence_id\tsentence\tup_votes\tdown_votes\tlocale\n"
	for _, c := range []struct{ in, want string }{
		{head + "a\tc1.mp3\ts1\tIt is 5 pm.\t2\t0\ten\na\tc2.mp3\ts2\tThe last one at 3", "dev.tsv:3: expected 7 tab-separated columns as the header names, got 4: the file's last line, without its line end, so the file may be cut short"},
		{head + "a\tc2.mp3\n", "dev.tsv:2: expected 7 tab-separated columns as the header names, got 2"},
	} {
		var reasons []string
		if _, err := sources.ParseCommonVoice("dev.tsv", strings.NewReader(c.in), "validation", 0, sources.Sink{
			Pair: func(dataset.Pair) {}, Reject: func(r dataset.Reject) { reasons = append(reasons, r.Reason) },
		}); err != nil || len(reasons) != 1 || !strings.HasPrefix(reasons[0], c.want) || (!strings.Contains(c.want, "cut short") && strings.Contains(reasons[0], "cut short")) {
			t.Errorf("%v %v, want %q", reasons, err, c.want)
		}
	}
}
