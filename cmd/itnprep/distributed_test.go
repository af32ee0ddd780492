package main

import (
	"strings"
	"testing"
)

// Every prep pipeline constructs for Dataflow offline (--dry_run) with its
// output on gs:// or s3://: translation needs every function registered and
// no path handling may assume a local folder. Input globs are expanded on
// the launching machine, so these use local inputs (a gs:// input would
// need credentials to list).
func TestEveryPrepDryRunsOnDataflowWithObjectStoreOutput(t *testing.T) {
	flags := []string{"--runner", "dataflow", "--dry_run", "--project", "made-up-project", "--region", "us-central1",
		"--staging_location", "gs://itnprep-made-up-bucket/staging", "--temp_location", "gs://itnprep-made-up-bucket/tmp"}
	for _, c := range []struct{ src, input, output string }{
		{"gtn", sampleGTN, "s3://itnprep-made-up-bucket/out"},
		{"spgi", "../../testdata/spgi/train.csv,../../testdata/spgi/val.csv", "gs://itnprep-made-up-bucket/out"},
		{"text", "../../testdata/text/*", "s3://itnprep-made-up-bucket/datasets/"},
		{"libriheavy", "../../testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz", "gs://itnprep-made-up-bucket/out"},
	} {
		stdout, stderr, code := run(t, append([]string{"prep", c.src, "--input", c.input, "--output", c.output}, flags...)...)
		if code != 0 || !strings.Contains(stdout, "dry run") {
			t.Errorf("prep %s --output %s: exit %d\nstdout %s\nstderr %s", c.src, c.output, code, stdout, stderr)
		}
	}
}
