package view

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestMeasureOrderedPages times the rows pages of a 200,000-row version
// (ITNPREP_VIEW_MEASURE_ROWS sets another size)
// (8 shards a split, published row groups) in input order and shard by
// shard, with the heap they leave and the bytes they allocate; it runs
// only with ITNPREP_VIEW_MEASURE=1 (docs/VIEW.md quotes its figures).
func TestMeasureOrderedPages(t *testing.T) {
	if os.Getenv("ITNPREP_VIEW_MEASURE") == "" {
		t.Skip("set ITNPREP_VIEW_MEASURE=1 to measure")
	}
	dir := t.TempDir()
	n := 200_000
	if v, err := strconv.Atoi(os.Getenv("ITNPREP_VIEW_MEASURE_ROWS")); err == nil && v > 0 {
		n = v // another size: ITNPREP_VIEW_MEASURE_ROWS=1000000
	}
	rows := lineRows(n)
	for i := range rows {
		rows[i].Written = strings.Repeat("Some words of a sentence. ", 3) + rows[i].Written
		rows[i].Spoken = strings.Repeat("some words of a sentence ", 3) + rows[i].Spoken
	}
	writeVersionGroups(t, dir, "", rows, nil, 8, 0)
	rows = nil
	for _, ordered := range []bool{true, false} {
		if !ordered {
			defer func(n int) { orderMaxRows = n }(orderMaxRows)
			orderMaxRows = 0
		}
		s, err := New(dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, target := range []string{"/rows", "/rows?offset=50", fmt.Sprintf("/rows?offset=%d", n/2), fmt.Sprintf("/rows?offset=%d", n-50),
			fmt.Sprintf("/rows?split=train&offset=%d", n/4), "/rows?q=costs", "/rows?q=costs&offset=50", fmt.Sprintf("/rows?q=costs&offset=%d", n/7)} {
			var m0, m1 runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&m0)
			// The page's peak heap, sampled every 2 ms.
			done, peak := make(chan struct{}), make(chan uint64)
			go func() {
				var top uint64
				var ms runtime.MemStats
				for {
					runtime.ReadMemStats(&ms)
					top = max(top, ms.HeapAlloc)
					select {
					case <-done:
						peak <- top
						return
					case <-time.After(2 * time.Millisecond):
					}
				}
			}()
			start := time.Now()
			code, body := get(t, s, target)
			took := time.Since(start)
			close(done)
			top := <-peak
			runtime.ReadMemStats(&m1)
			if code != 200 {
				t.Fatalf("%s: %d %s", target, code, body)
			}
			got := ids(body)
			first := ""
			if len(got) > 0 {
				first = got[0]
			}
			t.Logf("ordered=%v %-34s %8.1f ms  %7.1f MB allocated, heap peak +%5.1f MB  first %s", ordered, target, float64(took.Microseconds())/1000, float64(m1.TotalAlloc-m0.TotalAlloc)/1e6, (float64(top)-float64(m0.HeapAlloc))/1e6, first)
		}
		var kept int
		for _, f := range s.orders.orders {
			if f.val.o != nil {
				kept += 8 * len(f.val.o.pos)
			}
		}
		for _, f := range s.orders.matches {
			for _, b := range f.val.bits {
				kept += 8 * len(b)
			}
		}
		t.Logf("ordered=%v orders and filters kept: %.2f MB", ordered, float64(kept)/1e6)
	}
}
