package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// TestCreateExclusiveOnGCS: a gs:// manifest is written on the condition
// that no object is there (ifGenerationMatch=0), which the store checks:
// of runs that write it at once, one creates it, the others are told it
// exists (HTTP 412), with no error, and the object keeps the first
// writer's bytes. A fake of Cloud Storage's JSON upload stands in for it.
func TestCreateExclusiveOnGCS(t *testing.T) {
	var mu sync.Mutex
	objects := map[string][]byte{}
	conditions := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || !strings.HasPrefix(r.URL.Path, "/upload/storage/v1/b/") {
			http.Error(w, "not faked: "+r.Method+" "+r.URL.Path, http.StatusNotImplemented)
			return
		}
		bucket := strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/upload/storage/v1/b/"), "/o")
		_, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		mr := multipart.NewReader(r.Body, params["boundary"])
		var meta struct{ Name string }
		part, err := mr.NextPart()
		if err == nil {
			err = json.NewDecoder(part).Decode(&meta)
		}
		var data []byte
		if err == nil {
			if part, err = mr.NextPart(); err == nil {
				data, err = io.ReadAll(part)
			}
		}
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		if meta.Name == "" {
			meta.Name = r.URL.Query().Get("name")
		}
		key := bucket + "/" + meta.Name
		mu.Lock()
		defer mu.Unlock()
		if r.URL.Query().Get("ifGenerationMatch") == "0" {
			conditions++
			if _, ok := objects[key]; ok {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusPreconditionFailed)
				fmt.Fprint(w, `{"error":{"code":412,"message":"At least one of the pre-conditions you specified did not hold.","errors":[{"reason":"conditionNotMet"}]}}`)
				return
			}
		}
		objects[key] = data
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"bucket":%q,"name":%q,"generation":"1","size":"%d"}`, bucket, meta.Name, len(data))
	}))
	defer srv.Close()
	t.Setenv("STORAGE_EMULATOR_HOST", strings.TrimPrefix(srv.URL, "http://"))
	ctx := context.Background()
	p := "gs://b/out/gtn/0123456789abcdef0123/manifest.json"
	const runs = 3
	first := createAtOnce(t, ctx, p, runs)
	if got := string(objects["b/out/gtn/0123456789abcdef0123/manifest.json"]); got != fmt.Sprintf("run %d", first) || conditions != runs {
		t.Errorf("the object holds %q (run %d created it), %d writes conditional", got, first, conditions)
	}
}

// createAtOnce has runs goroutines createExclusive p at once, run i
// writing "run i", fails t unless exactly one created it without error,
// and returns which one did.
func createAtOnce(t *testing.T, ctx context.Context, p string, runs int) int {
	t.Helper()
	created := make([]bool, runs)
	errs := make([]error, runs)
	var wg sync.WaitGroup
	for i := range runs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			created[i], errs[i] = createExclusive(ctx, p, []byte(fmt.Sprintf("run %d", i)))
		}()
	}
	wg.Wait()
	first := -1
	for i := range runs {
		if errs[i] != nil {
			t.Fatalf("run %d: %v", i, errs[i])
		}
		if created[i] {
			if first >= 0 {
				t.Fatalf("runs %d and %d both created it", first, i)
			}
			first = i
		}
	}
	if first < 0 {
		t.Fatal("no run created it")
	}
	return first
}
