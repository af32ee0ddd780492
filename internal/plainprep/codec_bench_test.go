//go:build unix

package plainprep_test

import (
	"bytes"
	"io"
	"syscall"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/gtngen"
	"github.com/itnprep/itnprep/sources"
	"github.com/parquet-go/parquet-go"
)

// codecRows parses n synthetic GTN sentences into sorted rows, as a shard
// writer receives them.
func codecRows(b *testing.B, n int) []dataset.Pair {
	var in bytes.Buffer
	if err := gtngen.Write(&in, n, 1); err != nil {
		b.Fatal(err)
	}
	var rows []dataset.Pair
	_, err := sources.ParseGTN("output-00001-of-00100", &in, "train", sources.GTNOptions{},
		sources.Sink{Pair: func(p dataset.Pair) { rows = append(rows, p) }, Reject: func(dataset.Reject) {}})
	if err != nil {
		b.Fatal(err)
	}
	dataset.SortPairs(rows)
	return rows
}

// cpuNanos is the process's user + system CPU time: on a shared machine
// wall time measures the neighbours too.
func cpuNanos() int64 {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return ru.Utime.Nano() + ru.Stime.Nano()
}

type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

// BenchmarkShardOptions measures what writing one shard of synthetic GTN
// rows costs per row (cpu-ns/row: the process's CPU time, so run it with
// -cpu 1) and takes (bytes/row) with each
// --compression, and with writer layouts the project does not use (a
// larger row group, other page sizes, PLAIN byte arrays, no page
// statistics), to show whether any would pay (docs/BENCHMARKS.md, "Parquet
// codecs"):
//
//	go test ./internal/plainprep -run '^$' -bench ShardOptions -cpu 1 -count 2
func BenchmarkShardOptions(b *testing.B) {
	rows := codecRows(b, 50000)
	run := func(b *testing.B, write func(w io.Writer) error) {
		var n int64
		t0 := cpuNanos()
		for i := 0; i < b.N; i++ {
			cw := &countingWriter{}
			if err := write(cw); err != nil {
				b.Fatal(err)
			}
			n = cw.n
		}
		b.ReportMetric(float64(cpuNanos()-t0)/float64(b.N*len(rows)), "cpu-ns/row")
		b.ReportMetric(float64(n)/float64(len(rows)), "bytes/row")
	}
	for _, c := range dataset.Compressions {
		b.Run(string(c), func(b *testing.B) {
			run(b, func(w io.Writer) error {
				_, _, err := dataset.WriteRowsWith(w, rows, dataset.ShardOptions{Compression: c})
				return err
			})
		})
	}
	b.Run("zstd-rowgroup-100k", func(b *testing.B) {
		run(b, func(w io.Writer) error {
			_, _, err := dataset.WriteRowsWith(w, rows, dataset.ShardOptions{RowsPerGroup: 100000})
			return err
		})
	})
	// Layouts parquet-go offers that ShardOptions does not expose, each
	// beside the project's options with no compression, so the difference
	// is the encoding's alone.
	for _, l := range []struct {
		name string
		opts []parquet.WriterOption
	}{
		{"none-parquet-defaults", nil},
		{"none-page-64KiB", []parquet.WriterOption{parquet.PageBufferSize(64 << 10)}},
		{"none-page-1MiB", []parquet.WriterOption{parquet.PageBufferSize(1 << 20)}},
		{"none-plain-byte-arrays", []parquet.WriterOption{parquet.DefaultEncodingFor(parquet.ByteArray, &parquet.Plain)}},
		{"none-no-page-stats", []parquet.WriterOption{parquet.DataPageStatistics(false), parquet.SkipPageBounds("written"), parquet.SkipPageBounds("spoken")}},
		{"none-data-page-v1", []parquet.WriterOption{parquet.DataPageVersion(1)}},
	} {
		b.Run(l.name, func(b *testing.B) {
			opts := append([]parquet.WriterOption{parquet.Compression(&parquet.Uncompressed),
				parquet.MaxRowsPerRowGroup(dataset.DefaultRowsPerRowGroup)}, l.opts...)
			run(b, func(w io.Writer) error {
				pw := parquet.NewGenericWriter[dataset.Pair](w, opts...)
				for i := 0; i < len(rows); i += 4096 {
					if _, err := pw.Write(rows[i:min(i+4096, len(rows))]); err != nil {
						return err
					}
				}
				return pw.Close()
			})
		})
	}
}
