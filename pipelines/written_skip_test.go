package pipelines

import (
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
)

// TestNoInputLeftNamesEverySkip: a Common Voice delta release (its clip
// list validated.tsv beside the side files reported.tsv and
// clip_durations.tsv, no train/dev/test lists) read without --split is an
// error naming every file it passed over and why, the clip list with the
// --split-by-id that reads it; it named reported.tsv as a side file alone.
func TestNoInputLeftNamesEverySkip(t *testing.T) {
	cfg := WrittenConfig{PrepConfig: PrepConfig{
		Inputs: []string{"cv/en/clip_durations.tsv", "cv/en/reported.tsv", "cv/en/validated.tsv"},
		Output: "/tmp/x", Name: "commonvoice", Shards: 2, Staging: "/tmp/x/.staging-test",
	}, Source: "commonvoice"}
	_, s := beam.NewPipelineWithRoot()
	_, skipped, err := PrepWrittenSkipping(s, cfg)
	if err == nil || len(skipped) != 3 {
		t.Fatalf("err %v, skipped %v; want every file skipped and an error", err, skipped)
	}
	msg := err.Error()
	for _, want := range []string{"cv/en/clip_durations.tsv, cv/en/reported.tsv (Common Voice side files", "; cv/en/validated.tsv (", "--split-by-id"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not say %q", msg, want)
		}
	}
}
