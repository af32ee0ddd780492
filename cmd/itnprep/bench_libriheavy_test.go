package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/sources"
)

// benchCopies replicates the sample so a run is long enough to measure
// (240 cuts x 40 = 9,600 cuts); ids repeat, which neither side minds.
const benchCopies = 40

func benchInput(b *testing.B) (path string, cuts int) {
	b.Helper()
	raw, err := os.ReadFile(libriheavySample(b))
	if err != nil {
		b.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		b.Fatal(err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	for range benchCopies {
		zw.Write(plain)
	}
	zw.Close()
	path = filepath.Join(b.TempDir(), "libriheavy_cuts_dev.jsonl.gz")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path, bytes.Count(plain, []byte("\n")) * benchCopies
}

// BenchmarkLibriheavyDirect is the whole job on Beam's direct runner: read,
// parse, book rules, alignment cleaning, flags, sharded Parquet, manifest,
// card.
func BenchmarkLibriheavyDirect(b *testing.B) {
	initBeam()
	in, cuts := benchInput(b)
	cpu0 := processCPU()
	for b.Loop() {
		var out, errb bytes.Buffer
		if code := dispatch(context.Background(), []string{"prep", "libriheavy", "--quiet", "--runner=direct",
			"--input", in, "--output", b.TempDir()}, &out, &errb); code != 0 {
			b.Fatalf("exit %d: %s", code, errb.String())
		}
	}
	reportCuts(b, cuts, cpu0)
}

// BenchmarkLibriheavyKernels is the same work as a plain Go loop over the
// kernels, without Beam and without writing: gunzip, parse, book rules,
// alignment cleaning, ITN flags.
func BenchmarkLibriheavyKernels(b *testing.B) {
	in, cuts := benchInput(b)
	data, err := os.ReadFile(in)
	if err != nil {
		b.Fatal(err)
	}
	book := clean.Book()
	cleaner := align.NewCleaner(align.DefaultCleanConfig())
	cpu0 := processCPU()
	for b.Loop() {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			b.Fatal(err)
		}
		sc := bufio.NewScanner(zr)
		sc.Buffer(nil, 1<<20)
		n := 0
		for sc.Scan() {
			c, err := sources.ParseCut(sc.Bytes())
			if err != nil {
				b.Fatal(err)
			}
			res := book.ApplyPair(c.Book, c.Transcript)
			if !res.Dropped {
				if ar := cleaner.Clean(res.Written, res.Spoken); !ar.Dropped {
					clean.ITNFlags(ar.Written)
				}
			}
			n++
		}
		if n != cuts {
			b.Fatalf("%d cuts, want %d", n, cuts)
		}
	}
	reportCuts(b, cuts, cpu0)
}

// reportCuts reports wall-clock and CPU-time throughput: on a shared machine
// CPU time is the steadier figure.
func reportCuts(b *testing.B, cuts int, cpu0 float64) {
	b.ReportMetric(float64(cuts*b.N)/b.Elapsed().Seconds(), "cuts/s")
	if cpu := processCPU() - cpu0; cpu0 > 0 && cpu > 0 {
		b.ReportMetric(float64(cuts*b.N)/cpu, "cuts/cpu-s")
	}
}
