package align_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/normalize"
	"github.com/itnprep/itnprep/sources"
)

// sample is one corpus of (written, spoken) pairs as they reach the align
// stage.
type sample struct {
	name  string
	pairs [][2]string
}

// samples are the align stage's inputs for the shipped samples and the
// shared corpora: the Libriheavy cuts of testdata/libriheavy after the
// book rules (as prep libriheavy cleans them before aligning); the
// SPGISpeech rows of testdata/spgi and of the shared corpus, each with
// three verbalizations drawn as prep spgi draws them (seed 1) as the
// spoken side; and the first n noisy pairs of the shared anchors'
// pairs50k.jsonl (written text and an ASR transcript, numbers misheard
// among them). The shared files are left out when they are absent.
func samples(tb testing.TB, v *normalize.Verbalizer, n int) []sample {
	tb.Helper()
	book, err := clean.BookWith(clean.Config{})
	if err != nil {
		tb.Fatal(err)
	}
	var lh, rows []dataset.Pair
	read := func(name string, parse func(io.Reader, sources.Sink) error) {
		f, err := os.Open(name)
		if err != nil {
			tb.Fatal(err)
		}
		defer f.Close()
		var r io.Reader = f
		if filepath.Ext(name) == ".gz" {
			if r, err = gzip.NewReader(f); err != nil {
				tb.Fatal(err)
			}
		}
		sink := sources.Sink{Pair: func(p dataset.Pair) { rows = append(rows, p) }, Reject: func(dataset.Reject) {}}
		if err := parse(r, sink); err != nil {
			tb.Fatal(err)
		}
	}
	name := filepath.Join("..", "testdata", "libriheavy", "libriheavy_cuts_dev.jsonl.gz")
	read(name, func(r io.Reader, s sources.Sink) error {
		_, err := sources.ParseLibriheavy(name, r, "", sources.LhotseOptions{}, s)
		return err
	})
	lh, rows = rows, nil
	spgi := []string{filepath.Join("..", "testdata", "spgi", "train.csv"), filepath.Join("..", "testdata", "spgi", "val.csv")}
	if p := sharedPath("corpora/spgispeech/val.rows_quoted_in_nemo_compatible.csv"); p != "" {
		spgi = append(spgi, p)
	}
	for _, name := range spgi {
		read(name, func(r io.Reader, s sources.Sink) error {
			_, err := sources.ParseSPGI(name, r, "validation", 0, s)
			return err
		})
	}
	out := []sample{{name: "libriheavy"}, {name: "spgi"}}
	for _, p := range lh {
		if r := book.ApplyPairAfter(p.Written, p.Spoken, p.Rules, p.BlankedBy); !r.Dropped {
			out[0].pairs = append(out[0].pairs, [2]string{r.Written, r.Spoken})
		}
	}
	for _, p := range rows {
		vs, err := v.SampleN(p.Written, 1, p.ID, 3)
		if err != nil {
			continue
		}
		for _, s := range vs {
			out[1].pairs = append(out[1].pairs, [2]string{p.Written, s.Spoken})
		}
	}
	if len(out[0].pairs) < 100 || len(out[1].pairs) < 30 {
		tb.Fatalf("samples too small: %d Libriheavy, %d SPGISpeech pairs", len(out[0].pairs), len(out[1].pairs))
	}
	if p := sharedPath("anchors/data/pairs50k.jsonl"); p != "" && n > 0 {
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		s := sample{name: "pairs50k"}
		for _, line := range bytes.Split(data, []byte("\n")) {
			var p struct{ Written, Spoken string }
			if len(s.pairs) == n || json.Unmarshal(line, &p) != nil {
				break
			}
			s.pairs = append(s.pairs, [2]string{p.Written, p.Spoken})
		}
		out = append(out, s)
	}
	return out
}

// sharedPath is the shared file rel ($ITNPREP_SHARED, else the shared
// folder beside the repository, as testutil.SharedDir finds it), "" when
// it is absent: these inputs add to the shipped samples, so their absence
// skips nothing.
func sharedPath(rel string) string {
	dir := os.Getenv("ITNPREP_SHARED")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared")
	}
	p := filepath.Join(dir, rel)
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}

// BenchmarkCleanCorpora is the align stage's cost per pair on the
// samples (2,000 pairs of pairs50k) with prep libriheavy's cleaning and
// number check, with the default rules and without the number_mismatch
// cut (the cost it adds), reporting pairs per CPU second and the number
// check's calls per pair. Each pass over a sample starts with a new
// check, so what the check keeps from pair to pair is what one pass
// gives. A third run, default-answered, has the default rules with the
// check's answers looked up in a table a first pass filled: the align
// stage's own cost, without the verbalizer's scans. Run with -cpu 1;
// docs/BENCHMARKS.md, "align per pair".
func BenchmarkCleanCorpora(b *testing.B) {
	v := normalize.New(normalize.DefaultStyle(), normalize.Options{})
	noCut := align.DefaultCleanConfig()
	noCut.CutNumberMismatch = false
	for _, sm := range samples(b, v, 2000) {
		for _, cfg := range []struct {
			name     string
			cfg      align.CleanConfig
			answered bool
		}{{"default", align.DefaultCleanConfig(), false}, {"no-number-mismatch", noCut, false}, {"default-answered", align.DefaultCleanConfig(), true}} {
			b.Run(sm.name+"/"+cfg.name, func(b *testing.B) {
				c := align.NewCleaner(cfg.cfg)
				calls := 0
				check := func() func(w, s string) bool { return numberCheck(v, &calls) }
				if cfg.answered {
					answers := map[[2]string]bool{}
					reads := numberCheck(v, &calls)
					c.SetNumberCheck(func(w, s string) bool {
						ok := reads(w, s)
						answers[[2]string{w, s}] = ok
						return ok
					})
					for _, p := range sm.pairs {
						c.Clean(p[0], p[1])
					}
					calls = 0
					answered := func(w, s string) bool {
						calls++
						ok, found := answers[[2]string{w, s}]
						if !found {
							b.Fatalf("no answer for %q / %q", w, s)
						}
						return ok
					}
					check = func() func(w, s string) bool { return answered }
				}
				var hits align.RuleCounts
				b.ReportAllocs()
				cpu0 := align.ProcessCPU()
				for b.Loop() {
					c.SetNumberCheck(check())
					for _, p := range sm.pairs {
						hits.Add(c.Clean(p[0], p[1]).Hits)
					}
				}
				n := len(sm.pairs) * b.N
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/pair")
				if cpu := align.ProcessCPU() - cpu0; cpu0 > 0 && cpu > 0 {
					b.ReportMetric(float64(n)/cpu, "pairs/cpu-s")
				}
				b.ReportMetric(float64(calls)/float64(n), "checks/pair")
			})
		}
	}
}

// BenchmarkCleanOnePass is one pass over all of pairs50k (and over the
// Libriheavy sample) with the default rules and a new Verbalizer and
// number check, as a worker starts: what a stream of new pairs costs,
// where BenchmarkCleanCorpora's passes over the same pairs find in
// anything kept beyond one pass (the Verbalizer's years) what a stream
// finds less often. Run with -cpu 1 and -benchtime 2x; docs/bench/align.md.
func BenchmarkCleanOnePass(b *testing.B) {
	for _, sm := range samples(b, normalize.New(normalize.DefaultStyle(), normalize.Options{}), 50000) {
		if sm.name == "spgi" {
			continue
		}
		b.Run(sm.name, func(b *testing.B) {
			n, calls := 0, 0
			cpu0 := align.ProcessCPU()
			for b.Loop() {
				v := normalize.New(normalize.DefaultStyle(), normalize.Options{})
				c := align.NewCleaner(align.DefaultCleanConfig())
				c.SetNumberCheck(numberCheck(v, &calls))
				for _, p := range sm.pairs {
					c.Clean(p[0], p[1])
				}
				n += len(sm.pairs)
			}
			if cpu := align.ProcessCPU() - cpu0; cpu0 > 0 && cpu > 0 {
				b.ReportMetric(float64(n)/cpu, "pairs/cpu-s")
			}
			b.ReportMetric(float64(calls)/float64(n), "checks/pair")
		})
	}
}
