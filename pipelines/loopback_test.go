package pipelines

import (
	"context"
	"flag"
	"os"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
)

// A prism run removes the empty "worker binary" file Beam creates for a
// loopback job (/tmp/beamloopbackworker-N, one per run, never removed by
// Beam), found by the exact name its job's pipeline gives; the second run
// reuses the job server the first one started in this process, the third
// starts another, whose job ids repeat the first's.
func TestRunRemovesLoopbackWorkerFile(t *testing.T) {
	old := flag.Lookup("runner").Value.String()
	oldEndpoint := *jobopts.Endpoint
	if err := flag.Set("runner", "prism"); err != nil {
		t.Fatal(err)
	}
	*jobopts.Endpoint = ""
	t.Cleanup(func() { flag.Set("runner", old); *jobopts.Endpoint = oldEndpoint })
	ctx := context.Background()
	for run := 1; run <= 3; run++ {
		want := run
		if run == 3 {
			// A new server (the CLI's tests reset the flags between
			// commands): its job ids repeat the first server's.
			*jobopts.Endpoint = ""
			want = 1
		}
		p, s := beam.NewPipelineWithRoot()
		beam.Create(s, "a", "b")
		if err := Run(ctx, p, "prism"); err != nil {
			t.Fatal(err)
		}
		paths, err := loopbackWorkerFiles(ctx, *jobopts.Endpoint, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(paths) != want {
			t.Fatalf("run %d: the job server names %d loopback files (%v), want one per run", run, len(paths), paths)
		}
		for _, p := range paths {
			if _, err := os.Stat(p); !os.IsNotExist(err) {
				t.Errorf("run %d: %s is still there (%v)", run, p, err)
			}
		}
	}
}
