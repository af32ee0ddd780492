package pipelines

import (
	"log/slog"
	"os"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/itnprep/itnprep/internal/testutil"
)

func TestMain(m *testing.M) {
	// Runners log their plans at info; keep test output readable.
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	// In a temporary folder of their own, removed afterwards: prism's
	// loopback jobs (ptest, prism.Execute) each leave an empty
	// beamloopbackworker-N file there (testutil.InOwnTempDir).
	os.Exit(testutil.InOwnTempDir(func() int { return ptest.MainRet(m) }))
}
