package eval

import (
	"bytes"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

func sampleRecords(b *testing.B) ([]byte, []Record) {
	data, err := os.ReadFile(testutil.SharedFile(b, "anchors/data/metrics_sample.jsonl"))
	if err != nil {
		b.Fatal(err)
	}
	var recs []Record
	for _, l := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
		var r Record
		if err := ParseRecord(l, &r); err != nil {
			b.Fatal(err)
		}
		recs = append(recs, r)
	}
	return data, recs
}

// BenchmarkMetricsSample: read, parse and score metrics_sample.jsonl
// (5,005 sentences) with one worker, computing every metric (all) or the
// anchor's set (class,itn).
func BenchmarkMetricsSample(b *testing.B) {
	data, _ := sampleRecords(b)
	for _, metrics := range []string{"all", "class,itn"} {
		m, err := ParseMetrics(metrics)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(metrics, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := (Run{Workers: 1, Options: Options{Skip: AllMetrics &^ m}}).JSONL(bytes.NewReader(data)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkScore: scoring only, records already decoded.
func BenchmarkScore(b *testing.B) {
	_, recs := sampleRecords(b)
	sc := NewScorer(Options{})
	b.ReportAllocs()
	for b.Loop() {
		for i := range recs {
			if _, err := sc.Score(&recs[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(recs)), "ns/sentence")
}

// BenchmarkAlign: 40-token sentences with a few edits.
func BenchmarkAlign(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	x := randSeq(rng, 40, 500)
	y := append([]int32(nil), x...)
	y[5], y[20] = 1000, 1001
	y = append(y[:30], y[31:]...)
	var a aligner
	for b.Loop() {
		a.align(x, y)
	}
}

// BenchmarkParseRecord: decoding only, metrics_sample.jsonl's lines.
func BenchmarkParseRecord(b *testing.B) {
	data, _ := sampleRecords(b)
	lines := bytes.Split(bytes.TrimSpace(data), []byte("\n"))
	b.SetBytes(int64(len(data)))
	var r Record
	for b.Loop() {
		for _, l := range lines {
			if err := ParseRecord(l, &r); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkScoreCold: scoring only, with a new Scorer (empty token table
// and memos) per pass, as one worker of a one-file run starts.
func BenchmarkScoreCold(b *testing.B) {
	_, recs := sampleRecords(b)
	b.ReportAllocs()
	for b.Loop() {
		sc := NewScorer(Options{})
		for i := range recs {
			if _, err := sc.Score(&recs[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(recs)), "ns/sentence")
}
