package storage

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// A prep's progress display's total sums the inputs' sizes (TotalSize); on
// gs:// each is a metadata request, and they were made one after the other
// (256 files, a round trip each, before the run started). They overlap
// now, and the total is the same; an unknown size still gives no total.
func TestTotalSizeLooksUpSizesTogether(t *testing.T) {
	var mu sync.Mutex
	inFlight, most := 0, 0
	// Each lookup is answered once another is in flight beside it (or
	// after 10 s, and at once from then on: lookups made one at a time
	// never overlap). A fixed 50 ms "round trip" stood here: on a loaded
	// machine the others could start only after it, and overlapping
	// lookups were taken for sequential ones.
	overlapped, gaveUp := make(chan struct{}), make(chan struct{})
	var overlapOnce, giveUpOnce sync.Once
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/storage/v1/b/sizes/o" { // the store check's listing, made once before the lookups
			w.Write([]byte(`{"kind":"storage#objects","items":[{"kind":"storage#object","name":"f1.txt","bucket":"sizes","size":"100"}]}`))
			return
		}
		mu.Lock()
		inFlight++
		most = max(most, inFlight)
		if inFlight >= 2 {
			overlapOnce.Do(func() { close(overlapped) })
		}
		mu.Unlock()
		defer func() { mu.Lock(); inFlight--; mu.Unlock() }()
		select {
		case <-overlapped:
		case <-gaveUp:
		case <-time.After(10 * time.Second):
			giveUpOnce.Do(func() { close(gaveUp) })
		}
		name, ok := strings.CutPrefix(r.URL.Path, "/storage/v1/b/sizes/o/")
		var n int
		if _, err := fmt.Sscanf(name, "f%d.txt", &n); !ok || err != nil {
			w.WriteHeader(http.StatusNotFound)
			w.Write([]byte(`{"error":{"code":404,"message":"No such object"}}`))
			return
		}
		fmt.Fprintf(w, `{"kind":"storage#object","name":%q,"bucket":"sizes","size":"%d","generation":"1"}`, name, 100*n)
	}))
	defer srv.Close()
	t.Setenv("STORAGE_EMULATOR_HOST", strings.TrimPrefix(srv.URL, "http://"))
	var paths []string
	want := int64(0)
	for i := 1; i <= 12; i++ {
		paths = append(paths, fmt.Sprintf("gs://sizes/f%d.txt", i))
		want += int64(100 * i)
	}
	total, ok := TotalSize(context.Background(), paths)
	if !ok || total != want {
		t.Fatalf("TotalSize = %d, %v; want %d, true", total, ok, want)
	}
	if most < 2 {
		t.Errorf("at most %d size lookup in flight at once: they are made one at a time", most)
	}
	if most > sizeLookups {
		t.Errorf("%d size lookups in flight at once, more than sizeLookups (%d)", most, sizeLookups)
	}
	if total, ok := TotalSize(context.Background(), append(paths, "gs://sizes/missing")); ok || total != 0 {
		t.Errorf("with a size unknown: %d, %v; want no total", total, ok)
	}
}

// Local files are stat'ed: their sizes sum; a missing one, or no file at
// all, gives no total (the display is a spinner).
func TestTotalSizeOfLocalFiles(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	if err := os.WriteFile(a, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte("123"), 0o644); err != nil {
		t.Fatal(err)
	}
	if total, ok := TotalSize(context.Background(), []string{a, b}); !ok || total != 8 {
		t.Errorf("two files: %d, %v; want 8, true", total, ok)
	}
	if total, ok := TotalSize(context.Background(), []string{a, filepath.Join(dir, "missing.txt")}); ok || total != 0 {
		t.Errorf("a file missing: %d, %v; want no total", total, ok)
	}
	if _, ok := TotalSize(context.Background(), nil); ok {
		t.Error("no files: a total")
	}
}
