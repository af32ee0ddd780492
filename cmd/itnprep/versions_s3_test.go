package main

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// TestVersionsListAndGCOnS3ListOnce: `versions list` and `versions gc` of
// an s3:// folder send one listing request (ListObjectsV2, a page of up to
// 1,000 objects) and no HEAD: the versions, tags and leftovers come from
// that listing, each leftover's time too. Beam's s3 filesystem lists the
// whole folder for every glob, and versions list globbed it 16 times
// (versions 2, tags 2, leftovers 12 levels), then asked each leftover
// file's time with a HEAD: 16 listings and 3 HEADs here, gc 12 and 3
// (and gc said "no modification time" of both, on gofakes3; the
// listing's times are read now).
//
// A bucket that does not exist is one line (storage.checkS3Bucket).
func TestVersionsListAndGCOnS3ListOnce(t *testing.T) {
	var mu sync.Mutex
	listings, heads := 0, 0
	backend := s3mem.New()
	if err := backend.CreateBucket("b"); err != nil {
		t.Fatal(err)
	}
	fake := gofakes3.New(backend).Server()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		switch {
		case r.Method == http.MethodGet && r.URL.Query().Has("list-type") && r.URL.Query().Get("max-keys") != "1": // not the store's check
			listings++
		case r.Method == http.MethodHead:
			heads++
		}
		mu.Unlock()
		fake.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	noAWS(t)
	for k, v := range map[string]string{"AWS_REGION": "us-east-1", "AWS_ACCESS_KEY_ID": "id", "AWS_SECRET_ACCESS_KEY": "secret", "AWS_ENDPOINT_URL_S3": srv.URL} {
		t.Setenv(k, v)
	}
	put := func(key string, data []byte) {
		if _, err := backend.PutObject("b", key, map[string]string{}, bytes.NewReader(data), int64(len(data)), nil); err != nil {
			t.Fatal(err)
		}
	}
	id := "0123456789abcdef0123"
	m := &dataset.Manifest{Format: dataset.FormatV1, Name: "ds", Source: "gtn", VersionID: id, Created: "2026-12-01T01:00:00Z"}
	b, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	put("out/ds/"+id+"/manifest.json", b)
	put("out/ds/"+id+"/data/train-00000-of-00001.parquet", []byte("x"))
	put("out/ds/tags/latest", []byte(id+"\n"))
	put("out/ds/.staging-20261201T010000-abcd/data/train-00000-of-00001.parquet", []byte("x"))
	put("out/ds/.staging-20261201T010000-abcd/rejects/rejects-00000-of-00001.parquet", []byte("x"))
	put("out/ds/.staging-20261201T000000-ef01.ended", nil)
	take := func() (int, int) {
		mu.Lock()
		defer mu.Unlock()
		l, h := listings, heads
		listings, heads = 0, 0
		return l, h
	}
	stdout, stderr, code := run(t, "versions", "list", "s3://b/out")
	l, h := take()
	if code != 0 || !strings.Contains(stdout, id+"  ds") || !strings.Contains(stdout, "latest") || strings.Count(stdout, "(leftover)") != 2 || l != 1 || h != 0 {
		t.Errorf("versions list: exit %d, %d listings, %d HEADs; want 0, 1, 0 and the version, its tag and two leftovers:\n%s%s", code, l, h, stdout, stderr)
	}
	stdout, stderr, code = run(t, "versions", "gc", "s3://b/out", "--older-than", "0")
	l, h = take()
	if code != 0 || strings.Count(stdout, "removed ") != 2 || strings.Count(stdout, ", last modified 20") != 2 || l != 1 || h != 0 {
		t.Errorf("versions gc: exit %d, %d listings, %d HEADs; want 0, 1, 0 and two leftovers removed, with their times:\n%s%s", code, l, h, stdout, stderr)
	}
	if got := fmt.Sprint(objectKeys(t, backend)); got != fmt.Sprintf("[out/ds/%s/data/train-00000-of-00001.parquet out/ds/%s/manifest.json out/ds/tags/latest]", id, id) {
		t.Errorf("left on the store: %s", got)
	}
	// A bucket that does not exist: one line, exit 1, before prep reads
	// its input (it failed at the end with the SDK's PutObject error),
	// and versions show no longer says OUT/NAME "has no tag latest".
	for _, c := range []struct{ args []string }{
		{[]string{"prep", "gtn", "--input", "../../testdata/gtn/*", "--output", "s3://nobucket/out", "--runner", "direct"}},
		{[]string{"versions", "list", "s3://nobucket/out"}},
		{[]string{"versions", "gc", "s3://nobucket/out"}},
		{[]string{"versions", "show", "s3://nobucket/out/gtn@latest"}},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 1 || !strings.Contains(stderr, "s3://nobucket/out") || !strings.Contains(stderr, ": no such bucket (HTTP 404: NoSuchBucket: ") ||
			strings.Count(strings.TrimSpace(stderr), "\n") > 0 || strings.Contains(stderr, "StatusCode") || strings.Contains(stderr, "records") {
			t.Errorf("%v: exit %d, want 1 and one line saying there is no such bucket:\n%s", c.args, code, stderr)
		}
	}
	// A folder under which nothing is stored (mistyped): no such folder,
	// exit 1, as a local one and as gc says; versions list printed a bare
	// header, said "no dataset versions" and exited 0.
	for _, cmd := range []string{"list", "gc"} {
		stdout, stderr, code := run(t, "versions", cmd, "s3://b/ouy")
		if want := "itnprep: s3://b/ouy: no such folder (nothing is stored under it)\n"; code != 1 || stderr != want || stdout != "" {
			t.Errorf("versions %s s3://b/ouy: exit %d, stdout %q, stderr %q; want 1, nothing and %q", cmd, code, stdout, stderr, want)
		}
	}
}

// objectKeys lists bucket "b" of backend.
func objectKeys(t *testing.T, backend *s3mem.Backend) []string {
	t.Helper()
	list, err := backend.ListBucket("b", &gofakes3.Prefix{}, gofakes3.ListBucketPage{})
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, o := range list.Contents {
		keys = append(keys, o.Key)
	}
	return keys
}
