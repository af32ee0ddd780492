package view

import (
	"os"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestMain runs the tests in a temporary folder of their own, removed
// afterwards (testutil.InOwnTempDir): the headless chromium of the browser
// tests leaves its singleton folder (org.chromium.Chromium.XXXXXX, a
// socket and a cookie) in the temporary folder, two per run.
func TestMain(m *testing.M) { os.Exit(testutil.InOwnTempDir(m.Run)) }
