package transforms

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// TestReaderLeavesTheSplitByTextToTheSink: with --split-by-text the read
// transform assigns no split (the records keep the one their source gave);
// the sink assigns it from the published text (pairRowFn), so a hash of the
// text as read was work whose result the sink replaced. The texts hash to
// both of the two splits, so a reader that hashed them again is seen.
func TestReaderLeavesTheSplitByTextToTheSink(t *testing.T) {
	dir := t.TempDir()
	var lines []string
	for _, w := range []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"} {
		lines = append(lines, "the number "+w+" is here.")
	}
	in := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(in, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sb, err := sources.ParseSplitByID("train=50,test=50")
	if err != nil {
		t.Fatal(err)
	}
	hashed := map[string]bool{}
	for _, l := range lines {
		hashed[sb.Of(sources.TextKey(l))] = true
	}
	if !hashed["train"] || !hashed["test"] {
		t.Fatalf("the texts hash to %v only; the test needs both splits", hashed)
	}
	p, s := beam.NewPipelineWithRoot()
	pairs, _, _ := ReadFiles(s, []string{in}, "text", sources.ReadOptions{Split: "asread", SplitByID: sb, SplitByText: true})
	splits := beam.ParDo(s, pairSplit, pairs)
	want := make([]any, len(lines))
	for i := range want {
		want[i] = "asread"
	}
	passert.Equals(s, splits, want...)
	if _, err := runWithMetrics(p); err != nil {
		t.Fatal(err)
	}
}

func pairSplit(p dataset.Pair) string { return p.Split }

func init() { register.Function1x1(pairSplit) }
