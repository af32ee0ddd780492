package main

import (
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
)

// TestPrismWithAPoolIsNotInProcess: `--runner prism` (or the default)
// given a worker pool (--environment_type EXTERNAL) or a job server
// elsewhere (--endpoint) runs its DoFns in other processes, so prep's and
// style fit's bars, which count in this one, are not drawn (the bar stayed
// at 0 bytes read until the end); its shuffles are still held in prism's
// memory, so evaluate --beam reshuffles files, not records, as on prism
// alone.
func TestPrismWithAPoolIsNotInProcess(t *testing.T) {
	defer func(r, env, endpoint string) {
		*runners.Runner, *jobopts.EnvironmentType, *jobopts.Endpoint = r, env, endpoint
	}(*runners.Runner, *jobopts.EnvironmentType, *jobopts.Endpoint)
	for _, c := range []struct {
		runner, env, endpoint string
		inProcess, inMemory   bool
	}{
		{"", "", "", true, true},
		{"prism", "", "", true, true},
		{"direct", "", "", true, true},
		{"prism", "EXTERNAL", "", false, true},
		{"", "EXTERNAL", "", false, true},
		{"prism", "", "localhost:8073", false, true},
		{"prism", "LOOPBACK", "localhost:8073", true, true},
		{"universal", "EXTERNAL", "localhost:8073", false, false},
		{"dataflow", "", "", false, false},
		{"vet", "", "", false, false},
	} {
		*runners.Runner, *jobopts.EnvironmentType, *jobopts.Endpoint = c.runner, c.env, c.endpoint
		if got := inProcessRunner(); got != c.inProcess {
			t.Errorf("--runner %q --environment_type %q --endpoint %q: DoFns in this process %v, want %v", c.runner, c.env, c.endpoint, got, c.inProcess)
		}
		if got := inMemoryShuffles(); got != c.inMemory {
			t.Errorf("--runner %q --environment_type %q --endpoint %q: shuffles in memory %v, want %v", c.runner, c.env, c.endpoint, got, c.inMemory)
		}
	}
}
