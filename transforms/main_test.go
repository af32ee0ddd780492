package transforms

import (
	"os"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestMain runs the tests on ptest's runner (prism) in a temporary folder
// of their own, removed afterwards: prism's loopback jobs each leave an
// empty beamloopbackworker-N file there (testutil.InOwnTempDir).
func TestMain(m *testing.M) {
	os.Exit(testutil.InOwnTempDir(func() int { return ptest.MainRet(m) }))
}
