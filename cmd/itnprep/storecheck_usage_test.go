package main

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestUnreachableStoreFlagIsNoUsageError: a path flag whose store cannot be
// reached is one line naming the flag, the path and the host, exit 1, for
// the commands that read their flags between positional arguments
// (derive, export, view, versions) as for prep. Those wrapped the store
// check's failure as a usage error: exit 2, the listing request's whole
// URL and "see --help", as if the command line were wrong.
func TestUnreachableStoreFlagIsNoUsageError(t *testing.T) {
	refused := testutil.RefusedAddr(t)
	t.Setenv("STORAGE_EMULATOR_HOST", refused)
	for _, c := range []struct {
		args []string
		flag string
	}{
		{[]string{"derive", "tagger", "out/gtn@latest", "--output", "gs://b/x"}, "--output gs://b/x"},
		{[]string{"export", "nemo-tagger", "out/gtn-tagger@latest", "--out", "gs://b/nemo"}, "--out gs://b/nemo"},
		{[]string{"view", "out/gtn@latest", "--rules-out", "gs://b/r.jsonl"}, "--rules-out gs://b/r.jsonl"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 1 || !strings.Contains(stderr, c.flag+": cannot reach "+refused) || strings.Contains(stderr, "alt=json") ||
			strings.Contains(stderr, "--help") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, want 1 and one line naming %s and the host it cannot reach:\n%s", c.args, code, c.flag, stderr)
		}
	}
}
