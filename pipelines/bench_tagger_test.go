package pipelines

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct" //lint:ignore SA1019 the direct runner runs in this process, so its CPU time is measurable
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/u2tf"
)

// BenchmarkDerive measures `derive tagger` and `derive u2tf` against the
// `prep gtn --detokenize` that made their parent, on the same synthetic GTN
// input, in one run, all on the direct runner (in process, so process CPU
// time covers the work):
//
//	go test ./pipelines -run '^$' -bench Derive -benchtime 1x
//
// (scripts/bench-derive.sh runs it). It reports parent rows per CPU second
// for each job (a derive reads every row the prep wrote) and each derive's
// speed relative to the prep.
func BenchmarkDerive(b *testing.B) {
	input, n := benchInput(b)
	const shards = 4
	ctx := context.Background()
	run := func(p *beam.Pipeline) float64 {
		c0 := processCPU()
		if _, err := direct.Execute(ctx, p); err != nil {
			b.Fatal(err)
		}
		return processCPU() - c0
	}
	var prepCPU, taggerCPU, u2tfCPU float64
	for i := 0; i < b.N; i++ {
		out := b.TempDir()
		p, s := beam.NewPipelineWithRoot()
		if _, _, err := PrepGTN(s, GTNConfig{Detokenize: true, PrepConfig: PrepConfig{Inputs: []string{input}, Output: out, Name: "gtn", Shards: shards, Staging: NewStaging(out, "gtn")}}); err != nil {
			b.Fatal(err)
		}
		prepCPU += run(p)
		parents, err := storage.ListVersions(ctx, filepath.Join(out, "gtn"))
		if err != nil || len(parents) != 1 {
			b.Fatalf("parent: %v %v", parents, err)
		}

		tc := TaggerConfig{DeriveConfig: DeriveConfig{From: parents[0].Dir, Output: out}, VocabCoverage: 0.999, VocabSplit: "train"}
		if err := tc.LoadParent(ctx, "tagger"); err != nil {
			b.Fatal(err)
		}
		p, s = beam.NewPipelineWithRoot()
		if _, err := DeriveTagger(s, tc); err != nil {
			b.Fatal(err)
		}
		taggerCPU += run(p)

		uc := U2TFConfig{DeriveConfig: DeriveConfig{From: parents[0].Dir, Output: out}, Options: u2tf.DefaultOptions()}
		if err := uc.LoadParent(ctx, "u2tf"); err != nil {
			b.Fatal(err)
		}
		p, s = beam.NewPipelineWithRoot()
		if _, err := DeriveU2TF(s, uc); err != nil {
			b.Fatal(err)
		}
		u2tfCPU += run(p)
	}
	if prepCPU > 0 && taggerCPU > 0 && u2tfCPU > 0 {
		rows := float64(n * b.N)
		b.ReportMetric(rows/prepCPU, "prep-rows/cpu-s")
		b.ReportMetric(rows/taggerCPU, "tagger-rows/cpu-s")
		b.ReportMetric(rows/u2tfCPU, "u2tf-rows/cpu-s")
		b.ReportMetric(prepCPU/taggerCPU, "tagger/prep-speed")
		b.ReportMetric(prepCPU/u2tfCPU, "u2tf/prep-speed")
	}
}
