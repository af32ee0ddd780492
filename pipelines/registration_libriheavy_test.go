package pipelines

import (
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
)

// PrepLibriheavy joined the prep jobs after registration_test.go was
// written; it must pass the same vet check to run on Dataflow and Flink.
func TestPrepLibriheavyIsFullyRegistered(t *testing.T) {
	assertRegistered(t, "PrepLibriheavy", func(s beam.Scope) error {
		_, err := PrepLibriheavy(s, LibriheavyConfig{PrepConfig: PrepConfig{
			Inputs: []string{"../testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz"},
			Output: "/tmp/x", Name: "libriheavy", Shards: 2, Staging: "/tmp/x/.staging-test",
		}})
		return err
	})
}
