package pipelines

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct" //lint:ignore SA1019 measured on purpose: the issue asks for direct-runner figures
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/gtngen"
	"github.com/itnprep/itnprep/internal/plainprep"
	"github.com/itnprep/itnprep/transforms"
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

// plainPrepGTN is the reference loop: the same kernels without Beam
// (internal/plainprep, which writes the pipeline's shard bytes).
func plainPrepGTN(b *testing.B, input, out string, shards int) {
	if _, err := plainprep.GTN([]string{input}, out, shards, ""); err != nil {
		b.Fatal(err)
	}
}

// TestPlainLoopWritesThePipelinesShards: the plain loop the speed
// benchmarks compare with does the pipeline's work: its data shards are
// byte for byte those of `prep gtn` on the direct runner, with every
// codec; and each codec gives other bytes (the option is not dropped on
// the way to the writer).
func TestPlainLoopWritesThePipelinesShards(t *testing.T) {
	dir := t.TempDir()
	var inputs []string
	for i := 0; i < 2; i++ {
		p := filepath.Join(dir, fmt.Sprintf("output-%05d-of-00100", i))
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := gtngen.Write(f, 1500, uint64(i+1)); err != nil {
			t.Fatal(err)
		}
		f.Close()
		inputs = append(inputs, p)
	}
	seen := map[string]dataset.Compression{}
	for _, codec := range dataset.Compressions {
		out := filepath.Join(dir, "out-"+string(codec))
		cfg := GTNConfig{PrepConfig: PrepConfig{Inputs: inputs, Output: out, Name: "gtn", Shards: 3, Compression: codec, Staging: NewStaging(out, "gtn")}}
		p, s := beam.NewPipelineWithRoot()
		if _, _, err := PrepGTN(s, cfg); err != nil {
			t.Fatal(err)
		}
		if _, err := direct.Execute(context.Background(), p); err != nil {
			t.Fatal(err)
		}
		r, err := transforms.ReadResult(context.Background(), cfg.Staging)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(r.Dir, dataset.ManifestFile))
		if err != nil {
			t.Fatal(err)
		}
		var m dataset.Manifest
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		res, err := plainprep.GTN(inputs, filepath.Join(dir, "plain-"+string(codec)), 3, codec)
		if err != nil {
			t.Fatal(err)
		}
		if res.Rows != 3000 || len(res.Shards) != len(m.Shards) {
			t.Fatalf("%s: plain loop: %d rows in %d shards; pipeline: %d shards", codec, res.Rows, len(res.Shards), len(m.Shards))
		}
		for i, got := range res.Shards {
			want := m.Shards[i]
			if got.Path != want.Path || got.Rows != want.Rows || got.Bytes != want.Bytes || got.SHA256 != want.SHA256 {
				t.Errorf("%s: shard %d: plain loop %+v, pipeline %+v", codec, i, got, want)
			}
		}
		if other, dup := seen[m.Shards[0].SHA256]; dup {
			t.Errorf("codecs %s and %s wrote the same shard bytes", other, codec)
		}
		seen[m.Shards[0].SHA256] = codec
		gotStats, _ := json.Marshal(res.Stats)
		wantStats, _ := json.Marshal(m.Stats)
		if string(gotStats) != string(wantStats) {
			t.Errorf("%s: stats differ:\n plain    %s\n pipeline %s", codec, gotStats, wantStats)
		}
	}
}
