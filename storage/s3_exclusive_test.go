package storage

import (
	"context"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"
	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// fakeS3 serves an in-memory S3 (gofakes3, whose PutObject honours
// If-None-Match: * under its lock, as S3 does: 412 PreconditionFailed
// where the key exists) with bucket "b", through wrap when not nil, and
// points the AWS SDK's configuration at it, as a user's AWS_ENDPOINT_URL_S3
// would: Beam's s3 filesystem and createExclusiveS3 both build their
// clients from it.
func fakeS3(t *testing.T, wrap func(http.Handler) http.Handler) *s3mem.Backend {
	t.Helper()
	return fakeS3Of(t, s3mem.New(), wrap)
}

// fakeS3Of is fakeS3 serving backend.
func fakeS3Of(t *testing.T, backend *s3mem.Backend, wrap func(http.Handler) http.Handler) *s3mem.Backend {
	t.Helper()
	return storetest.FakeS3(t, backend, wrap)
}

// isManifest reports whether r is a request for a manifest object.
func isManifest(r *http.Request) bool {
	return strings.HasSuffix(r.URL.Path, "/manifest.json")
}

// TestCreateExclusiveOnS3: an s3:// manifest is written on the condition
// that no object is there (If-None-Match: *), which the store checks: of
// runs that write it at once, one creates it, the others are told it
// exists (HTTP 412), with no error, and the object keeps the first
// writer's bytes. Every run's look for the manifest is answered by the
// store first and its answer held until all have looked (none found it):
// the look-then-write that was all s3:// had let all three create it,
// every time. The answer is taken before the hold, not after: a look let
// through the hold but served late, under a loaded machine, found the
// first run's manifest and wrote nothing (test.sh, session 43).
func TestCreateExclusiveOnS3(t *testing.T) {
	const runs = 3
	var mu sync.Mutex
	looked, conditional := 0, 0
	allLooked := make(chan struct{})
	backend := fakeS3(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if isManifest(r) && r.Method == http.MethodHead {
				answer := httptest.NewRecorder()
				h.ServeHTTP(answer, r)
				mu.Lock()
				if looked++; looked == runs {
					close(allLooked)
				}
				mu.Unlock()
				select {
				case <-allLooked:
				case <-time.After(10 * time.Second):
				}
				maps.Copy(w.Header(), answer.Header())
				w.WriteHeader(answer.Code)
				w.Write(answer.Body.Bytes())
				return
			}
			if isManifest(r) && r.Method == http.MethodPut && r.Header.Get("If-None-Match") == "*" {
				mu.Lock()
				conditional++
				mu.Unlock()
			}
			h.ServeHTTP(w, r)
		})
	})
	ctx := context.Background()
	p := "s3://b/out/gtn/0123456789abcdef0123/manifest.json"
	first := createAtOnce(t, ctx, p, runs)
	obj, err := backend.GetObject("b", "out/gtn/0123456789abcdef0123/manifest.json", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer obj.Contents.Close()
	got, _ := io.ReadAll(obj.Contents)
	mu.Lock()
	defer mu.Unlock()
	if string(got) != fmt.Sprintf("run %d", first) || conditional != runs {
		t.Errorf("the object holds %q (run %d created it), %d writes conditional", got, first, conditional)
	}
	// Found there: no write at all.
	mu.Unlock()
	c, err := createExclusive(ctx, p, []byte("late"))
	mu.Lock()
	if err != nil || c || conditional != runs {
		t.Errorf("a manifest there: created %v, %v; %d conditional writes", c, err, conditional)
	}
}

// TestCreateExclusiveOnS3Answers: a store busy with another conditional
// write of the key (409 ConditionalRequestConflict) is asked again; one
// that refuses the condition (501 NotImplemented: an S3-compatible store
// without conditional writes) gets the manifest looked for, then written,
// as before; any other refusal is the error, naming the object.
func TestCreateExclusiveOnS3Answers(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name    string
		status  int // answered to the first conditional write
		code    string
		always  bool // to every conditional write
		created bool
		err     string
	}{
		{name: "conflict", status: http.StatusConflict, code: "ConditionalRequestConflict", created: true},
		{name: "not implemented", status: http.StatusNotImplemented, code: "NotImplemented", always: true, created: true},
		{name: "denied", status: http.StatusForbidden, code: "AccessDenied", always: true, err: "write s3://b/x/manifest.json: "},
	} {
		t.Run(c.name, func(t *testing.T) {
			var mu sync.Mutex
			answered := 0
			backend := fakeS3(t, func(h http.Handler) http.Handler {
				return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
					if r.Method == http.MethodPut && r.Header.Get("If-None-Match") != "" {
						mu.Lock()
						refuse := c.always || answered == 0
						answered++
						mu.Unlock()
						if refuse {
							w.Header().Set("Content-Type", "application/xml")
							w.WriteHeader(c.status)
							fmt.Fprintf(w, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>%s</Code><Message>faked</Message></Error>`, c.code)
							return
						}
					}
					h.ServeHTTP(w, r)
				})
			})
			p := "s3://b/x/manifest.json"
			created, err := createExclusive(ctx, p, []byte("one"))
			if created != c.created || (err == nil) != (c.err == "") || err != nil && !strings.HasPrefix(err.Error(), c.err) {
				t.Fatalf("created %v, %v; want %v, %q", created, err, c.created, c.err)
			}
			if !c.created {
				return
			}
			if obj, err := backend.HeadObject("b", "x/manifest.json"); err != nil || obj.Size != 3 {
				t.Errorf("the object: %+v, %v", obj, err)
			}
			if again, err := createExclusive(ctx, p, []byte("two")); again || err != nil {
				t.Errorf("a second write: created %v, %v", again, err)
			}
		})
	}
}

// TestRunsAtOncePublishOnceOnS3: runs of one version id published at once
// to s3:// (each held at its commit until all have moved their files and
// written their cards, none its manifest) publish it once: one is told it
// wrote the manifest, the others that it raced another run, whose
// creation time they are told, and the version verifies on the store.
// Two or three such runs all said "published" on s3://.
func TestRunsAtOncePublishOnceOnS3(t *testing.T) {
	fakeS3(t, nil)
	ctx := context.Background()
	first, m := buildVersion(t, t.TempDir(), samplePairs(), nil)
	const runs = 3
	out := "s3://b/out"
	manifests := make([]*dataset.Manifest, runs)
	files := make([]map[string][]byte, runs)
	stagings := make([]string, runs)
	for i := range runs {
		mi := *m
		mi.Created = fmt.Sprintf("2026-12-01T01:00:0%dZ", i)
		manifests[i] = &mi
		f, err := card.Files(&mi)
		if err != nil {
			t.Fatal(err)
		}
		files[i] = f
		stagings[i] = dataset.Join(out, "ds", fmt.Sprintf(".staging-%d", i))
		stageShards(t, first, stagings[i], m)
	}
	results, errs := publishHeld(ctx, out, stagings, manifests, files)
	winner := -1
	for i, r := range results {
		if errs[i] != nil {
			t.Fatalf("run %d: %v", i, errs[i])
		}
		if r.By == "" {
			if winner >= 0 {
				t.Fatalf("runs %d and %d both published the version", winner, i)
			}
			winner = i
		}
	}
	if winner < 0 {
		t.Fatalf("no run published the version: %+v", results)
	}
	dir := dataset.Join(out, "ds", m.VersionID)
	kept, err := LoadManifest(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range results {
		if i != winner && (r.By != kept.Created || !r.Raced) {
			t.Errorf("run %d: %+v, want Raced, By %s", i, r, kept.Created)
		}
	}
	if kept.Created != manifests[winner].Created {
		t.Errorf("the manifest kept is of %s, the run told it published is of %s", kept.Created, manifests[winner].Created)
	}
	if rep, err := Verify(ctx, dir); err != nil || !rep.OK() {
		t.Fatalf("verify: %v %v", err, rep.Problems)
	}
}
