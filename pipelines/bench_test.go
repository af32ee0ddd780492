package pipelines

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct" //lint:ignore SA1019 measured on purpose: the issue asks for direct-runner figures
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/gtngen"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

// benchSentences is the size of the synthetic GTN file the prep benchmarks
// read; override with ITNPREP_BENCH_SENTENCES.
func benchSentences() int {
	n := 50000
	if v := os.Getenv("ITNPREP_BENCH_SENTENCES"); v != "" {
		fmt.Sscan(v, &n)
	}
	return n
}

func benchInput(b *testing.B) (string, int) {
	b.Helper()
	n := benchSentences()
	dir := b.TempDir()
	p := filepath.Join(dir, "output-00000-of-00100")
	f, err := os.Create(p)
	if err != nil {
		b.Fatal(err)
	}
	if err := gtngen.Write(f, n, 1); err != nil {
		b.Fatal(err)
	}
	f.Close()
	return p, n
}

// BenchmarkPrepGTN compares the whole prep gtn job on Beam's direct and
// prism runners with a plain Go loop doing the same work (parse, shard by
// hash, sort, write zstd Parquet, hash shards), in one run:
//
//	go test ./pipelines -run '^$' -bench PrepGTN -benchtime 3x
func BenchmarkPrepGTN(b *testing.B) {
	input, n := benchInput(b)
	const shards = 4
	b.Run("plain-loop", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			plainPrepGTN(b, input, b.TempDir(), shards)
		}
		b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "rows/s")
	})
	for _, runner := range []string{"direct", "prism"} {
		b.Run(runner, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				out := b.TempDir()
				cfg := GTNConfig{PrepConfig: PrepConfig{Inputs: []string{input}, Output: out, Name: "gtn", Shards: shards, Staging: NewStaging(out, "gtn")}}
				p, s := beam.NewPipelineWithRoot()
				if _, _, err := PrepGTN(s, cfg); err != nil {
					b.Fatal(err)
				}
				var err error
				if runner == "direct" {
					_, err = direct.Execute(context.Background(), p)
				} else {
					_, err = prism.Execute(context.Background(), p)
				}
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}

// plainPrepGTN is the reference loop: the same kernels without Beam.
func plainPrepGTN(b *testing.B, input, out string, shards int) {
	f, err := os.Open(input)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	buckets := map[string][]dataset.Pair{}
	_, err = sources.ParseGTN(input, f, "train", sources.GTNOptions{}, sources.Sink{
		Pair: func(p dataset.Pair) {
			k := dataset.DataShardPath(p.Split, dataset.ShardOf(p.ID, shards), shards)
			buckets[k] = append(buckets[k], p)
		},
		Reject: func(dataset.Reject) {},
	})
	if err != nil {
		b.Fatal(err)
	}
	for rel, rows := range buckets {
		dataset.SortPairs(rows)
		var buf bytes.Buffer
		if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
			b.Fatal(err)
		}
		if err := storage.WriteAtomic(context.Background(), filepath.Join(out, rel), buf.Bytes()); err != nil {
			b.Fatal(err)
		}
	}
}
