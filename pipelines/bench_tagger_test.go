package pipelines

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct" //lint:ignore SA1019 the direct runner runs in this process, so its CPU time is measurable
	"github.com/itnprep/itnprep/storage"
)

// BenchmarkDeriveTagger measures `derive tagger` against the `prep gtn`
// that made its parent, on the same synthetic GTN input, in one run, both
// on the direct runner (in process, so process CPU time covers the work):
//
//	go test ./pipelines -run '^$' -bench DeriveTagger -benchtime 1x
//
// It reports parent rows per CPU second for each (derive reads every row
// the prep wrote) and their ratio.
func BenchmarkDeriveTagger(b *testing.B) {
	input, n := benchInput(b)
	const shards = 4
	ctx := context.Background()
	var prepCPU, deriveCPU float64
	for i := 0; i < b.N; i++ {
		out := b.TempDir()
		c0 := processCPU()
		p, s := beam.NewPipelineWithRoot()
		if _, _, err := PrepGTN(s, GTNConfig{PrepConfig: PrepConfig{Inputs: []string{input}, Output: out, Name: "gtn", Shards: shards, Staging: NewStaging(out, "gtn")}}); err != nil {
			b.Fatal(err)
		}
		if _, err := direct.Execute(ctx, p); err != nil {
			b.Fatal(err)
		}
		c1 := processCPU()
		parents, err := storage.ListVersions(ctx, filepath.Join(out, "gtn"))
		if err != nil || len(parents) != 1 {
			b.Fatalf("parent: %v %v", parents, err)
		}
		cfg := TaggerConfig{DeriveConfig: DeriveConfig{From: parents[0].Dir, Output: out}, VocabCoverage: 0.999, VocabSplit: "train"}
		if err := cfg.LoadParent(ctx, "tagger"); err != nil {
			b.Fatal(err)
		}
		p, s = beam.NewPipelineWithRoot()
		if _, err := DeriveTagger(s, cfg); err != nil {
			b.Fatal(err)
		}
		if _, err := direct.Execute(ctx, p); err != nil {
			b.Fatal(err)
		}
		c2 := processCPU()
		prepCPU += c1 - c0
		deriveCPU += c2 - c1
	}
	if prepCPU > 0 && deriveCPU > 0 {
		rows := float64(n * b.N)
		b.ReportMetric(rows/prepCPU, "prep-rows/cpu-s")
		b.ReportMetric(rows/deriveCPU, "derive-rows/cpu-s")
		b.ReportMetric(prepCPU/deriveCPU, "derive/prep-speed")
	}
}
