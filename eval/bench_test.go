package eval

import (
	"bytes"
	"os"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

func BenchmarkMetricsSample(b *testing.B) {
	data, err := os.ReadFile(testutil.SharedFile(b, "anchors/data/metrics_sample.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := (Run{Workers: 1}).JSONL(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}
