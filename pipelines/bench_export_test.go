package pipelines

import (
	"context"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"sync"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct" //lint:ignore SA1019 the direct runner runs in this process
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

// BenchmarkExportNeMoTagger measures `export nemo-tagger` on a tagger
// version derived from synthetic GTN (ITNPREP_BENCH_SENTENCES, 50,000 by
// default; the version is made once, outside the timer):
//
//	go test ./pipelines -run '^$' -bench ExportNeMoTagger -benchtime 1x
//
// It reports the peak live heap during the export (sampled every
// millisecond), which stays flat as the version grows: each file is
// streamed from its split's shards merged by id, a batch per shard
// (docs/BENCHMARKS.md, "export nemo-tagger memory").
func BenchmarkExportNeMoTagger(b *testing.B) {
	input, n := benchInput(b)
	ctx := context.Background()
	tagger := makeTaggerVersion(b, input)
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(sample)
	base := sample[0].Value.Uint64()
	var peak uint64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		stop, wg := make(chan struct{}), sync.WaitGroup{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
			for {
				metrics.Read(s)
				peak = max(peak, s[0].Value.Uint64())
				select {
				case <-stop:
					return
				case <-time.After(time.Millisecond):
				}
			}
		}()
		if _, err := ExportNeMoTagger(ctx, tagger, filepath.Join(b.TempDir(), "nemo")); err != nil {
			b.Fatal(err)
		}
		close(stop)
		wg.Wait()
	}
	b.ReportMetric(float64(n), "sentences")
	b.ReportMetric(float64(peak-min(peak, base))/(1<<20), "peak-heap-MB")
}

// makeTaggerVersion publishes a prep gtn version of the GTN file input
// (train=90,validation=5,test=5 by id, 4 shards) and a derive tagger
// version of it, on the direct runner, and returns the tagger version's
// folder.
func makeTaggerVersion(tb testing.TB, input string) string {
	tb.Helper()
	ctx := context.Background()
	out := tb.TempDir()
	split, err := sources.ParseSplitByID("train=90,validation=5,test=5")
	if err != nil {
		tb.Fatal(err)
	}
	execute := func(build func(s beam.Scope) error) {
		tb.Helper()
		p, s := beam.NewPipelineWithRoot()
		if err := build(s); err != nil {
			tb.Fatal(err)
		}
		if _, err := direct.Execute(ctx, p); err != nil {
			tb.Fatal(err)
		}
	}
	execute(func(s beam.Scope) error {
		_, _, err := PrepGTN(s, GTNConfig{PrepConfig: PrepConfig{Inputs: []string{input}, Output: out, Name: "gtn", Shards: 4,
			Staging: NewStaging(out, "gtn"), SplitByID: split}})
		return err
	})
	parents, err := storage.ListVersions(ctx, filepath.Join(out, "gtn"))
	if err != nil || len(parents) != 1 {
		tb.Fatalf("parent: %v %v", parents, err)
	}
	tc := TaggerConfig{DeriveConfig: DeriveConfig{From: parents[0].Dir, Output: out, Guard: &dataset.Guard{MaxRejectRate: 1}}, VocabCoverage: 0.999, VocabSplit: "train"}
	if err := tc.LoadParent(ctx, "tagger"); err != nil {
		tb.Fatal(err)
	}
	execute(func(s beam.Scope) error {
		_, err := DeriveTagger(s, tc)
		return err
	})
	tagger, err := storage.ListVersions(ctx, filepath.Join(out, "gtn-tagger"))
	if err != nil || len(tagger) != 1 {
		tb.Fatalf("tagger version: %v %v", tagger, err)
	}
	return tagger[0].Dir
}
