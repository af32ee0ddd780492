package transforms

import (
	"os"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestMain runs the tests on ptest's runner (prism) in a temporary folder
// of their own, removed afterwards: prism's loopback jobs each leave an
// empty beamloopbackworker-N file there (testutil.InOwnTempDir).
func TestMain(m *testing.M) {
	os.Exit(testutil.InOwnTempDir(func() int { return ptest.MainRet(m) }))
}

// runWithMetrics is ptest.RunWithMetrics (prism), run again, at most
// twice, while prism's own race fails the job (PrismProgressRace), as
// pipelines.Run does.
func runWithMetrics(p *beam.Pipeline) (beam.PipelineResult, error) {
	for try := 0; ; try++ {
		res, err := ptest.RunWithMetrics(p)
		if err == nil || try == 2 || !PrismProgressRace(err) {
			return res, err
		}
	}
}
