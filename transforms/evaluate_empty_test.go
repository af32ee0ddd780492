package transforms

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/eval"
)

// TestScorePredictionsParquetEmptyFile: a 0-byte .parquet is not a Parquet
// file (one with no rows still has its magic bytes and footer). --beam
// said so, while the in-process scorer returned no sentences and exit 0.
func TestScorePredictionsParquetEmptyFile(t *testing.T) {
	run := eval.Run{Name: "e.parquet"}
	if _, err := ScorePredictionsParquet(run, strings.NewReader(""), 0); err == nil || !strings.Contains(err.Error(), "e.parquet: not a Parquet file") {
		t.Fatalf("error %v, want e.parquet: not a Parquet file", err)
	}
}
