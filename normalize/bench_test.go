package normalize

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/itnprep/itnprep/internal/testutil"
)

// cpuTime is the process's user+system CPU time. On a shared machine
// the wall clock counts time the benchmark waited for a core; the
// per-CPU-second rates ("/cpu-s") do not, and the bench script compares
// them with num2words' rate per CPU second (time.process_time).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportRates reports items per wall second and per CPU second.
func reportRates(b *testing.B, cpu0 time.Duration, unit string) {
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), unit+"/s")
	if c := cpuTime() - cpu0; c > 0 {
		b.ReportMetric(float64(b.N)/c.Seconds(), unit+"/cpu-s")
	}
}

// The numbers benchmarks read the same numbers the bench script gives
// num2words: 0, 5, 10, ... 999,995 (200,000 numbers), cycling.
const benchNumStep, benchNumMax = 5, 1000000

// BenchmarkCardinalWords is the most probable cardinal reading, the
// like-for-like comparison with num2words(n).
func BenchmarkCardinalWords(b *testing.B) {
	buf := make([]byte, 0, 128)
	n := uint64(0)
	cpu0 := cpuTime()
	for b.Loop() {
		buf = CardinalWords(buf[:0], n)
		n += benchNumStep
		if n >= benchNumMax {
			n = 0
		}
	}
	reportRates(b, cpu0, "numbers")
}

// BenchmarkCardinalReadings computes the whole distribution of readings
// (american, british, digit-by-digit...) of each number written as digits.
func BenchmarkCardinalReadings(b *testing.B) {
	v := New(nil, Options{})
	strs := make([]string, 0, benchNumMax/benchNumStep)
	for n := 0; n < benchNumMax; n += benchNumStep {
		strs = append(strs, strconv.Itoa(n))
	}
	i := 0
	cpu0 := cpuTime()
	for b.Loop() {
		if _, err := v.ClassReadings(Cardinal, strs[i]); err != nil {
			b.Fatal(err)
		}
		i++
		if i == len(strs) {
			i = 0
		}
	}
	reportRates(b, cpu0, "numbers")
}

func loadPairs50k(b *testing.B) []string {
	path := testutil.SharedFile(b, "anchors/data/pairs50k.jsonl")
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r struct {
			Written string `json:"written"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			b.Fatal(err)
		}
		out = append(out, r.Written)
	}
	return out
}

// BenchmarkSentencesSample draws one variant per sentence of the written
// side of pairs50k (what `itnprep verbalize` does by default).
func BenchmarkSentencesSample(b *testing.B) {
	sents := loadPairs50k(b)
	v := New(nil, Options{})
	i := 0
	cpu0 := cpuTime()
	for b.Loop() {
		v.Sample(sents[i], 1, strconv.Itoa(i), 0)
		i++
		if i == len(sents) {
			i = 0
		}
	}
	reportRates(b, cpu0, "sentences")
}

// BenchmarkSentencesVariants8 enumerates the 8 most probable variants.
func BenchmarkSentencesVariants8(b *testing.B) {
	sents := loadPairs50k(b)
	v := New(nil, Options{})
	i := 0
	cpu0 := cpuTime()
	for b.Loop() {
		v.Variants(sents[i], 8)
		i++
		if i == len(sents) {
			i = 0
		}
	}
	reportRates(b, cpu0, "sentences")
}
