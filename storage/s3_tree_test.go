package storage

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// s3Requests counts the requests an s3:// command sends to fakeS3: its
// listings (ListObjectsV2, a request per page of 1,000 objects; not the
// store's check, a listing of at most one object) and its HEADs (an
// object's time or size).
type s3Requests struct {
	mu              sync.Mutex
	listings, heads int
}

func (c *s3Requests) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c.mu.Lock()
		switch {
		case r.Method == http.MethodGet && r.URL.Query().Has("list-type") && r.URL.Query().Get("max-keys") != "1":
			c.listings++
		case r.Method == http.MethodHead:
			c.heads++
		}
		c.mu.Unlock()
		h.ServeHTTP(w, r)
	})
}

func (c *s3Requests) take() (listings, heads int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	listings, heads = c.listings, c.heads
	c.listings, c.heads = 0, 0
	return listings, heads
}

// s3TestTree stores, in bucket "b" under out/, five versions of dataset
// ds (their manifests, cards and a shard each), ds's latest tag, 1,100
// files of one version (a listing of two pages), a killed run's staging
// folder and end mark, and a version folder without its manifest.
func s3TestTree(t *testing.T, backend *s3mem.Backend) {
	t.Helper()
	put := func(key string, data []byte) {
		if _, err := backend.PutObject("b", key, map[string]string{}, bytes.NewReader(data), int64(len(data)), nil); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 5 {
		id := fmt.Sprintf("%020x", i+1)
		m := &dataset.Manifest{Format: dataset.FormatV1, Name: "ds", VersionID: id, Created: fmt.Sprintf("2026-11-30T12:00:0%dZ", i)}
		b, err := m.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		put("out/ds/"+id+"/manifest.json", b)
		put("out/ds/"+id+"/README.md", []byte("card"))
		put("out/ds/"+id+"/data/train-00000-of-00001.parquet", []byte("x"))
	}
	put("out/ds/tags/latest", []byte(fmt.Sprintf("%020x\n", 5)))
	for i := range 1100 {
		put(fmt.Sprintf("out/ds/%020x/figures/f%04d.svg", 1, i), []byte("<svg></svg>"))
	}
	put("out/ds/.staging-20261130T120000-abcd/data/train-00000-of-00002.parquet", []byte("x"))
	put("out/ds/.staging-20261130T120000-abcd/data/train-00001-of-00002.parquet", []byte("x"))
	put("out/ds/.staging-20261130T110000-ef01.ended", nil)
	put("out/ds/0123456789abcdef0123/data/train-00000-of-00004.parquet", []byte("x"))
}

// TestS3TreeIsOneListing: versions gc and versions list on s3:// list the
// tree in one ListObjectsV2 walk (a request per page) and take each
// leftover's time from it. Beam's s3 filesystem lists the whole prefix of
// a glob for every glob, so FindLeftovers' twelve level globs were twelve
// listings of the tree (24 requests at two pages each) and each file of a
// leftover a HEAD for its time (4 here); ListVersions' two globs and
// DatasetTags' two made a versions list 16 listings (31 requests:
// ROOT/tags/* lists ROOT/tags/ alone). The
// leftovers, versions and tags found are the same.
func TestS3TreeIsOneListing(t *testing.T) {
	at := time.Date(2026, 11, 30, 12, 30, 0, 0, time.UTC)
	var req s3Requests
	backend := fakeS3Of(t, s3mem.New(s3mem.WithTimeSource(gofakes3.FixedTimeSource(at))), req.wrap)
	s3TestTree(t, backend)
	ctx := context.Background()
	left, err := FindLeftovers(ctx, "s3://b/out", time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	got := leftoverLines(left)
	want := []string{
		"s3://b/out/ds/.staging-20261130T110000-ef01.ended run mark 1 2026-11-30T12:30:00Z",
		"s3://b/out/ds/.staging-20261130T120000-abcd staging folder 2 2026-11-30T12:30:00Z",
		"s3://b/out/ds/0123456789abcdef0123 unfinished version 1 2026-11-30T12:30:00Z",
	}
	if listings, heads := req.take(); strings.Join(got, "\n") != strings.Join(want, "\n") || listings != 2 || heads != 0 {
		t.Errorf("FindLeftovers: %d listing requests, %d HEADs, leftovers:\n%s\nwant 2 (one walk of two pages), 0 and\n%s", listings, heads, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// A cutoff after their time keeps them, before it passes them over,
	// with no request but the listing.
	if left, err := FindLeftovers(ctx, "s3://b/out", at.Add(time.Second)); err != nil || len(left) != 3 {
		t.Errorf("older than a second after: %d leftovers, %v", len(left), err)
	}
	if left, err := FindLeftovers(ctx, "s3://b/out", at); err != nil || len(left) != 0 {
		t.Errorf("older than their time: %d leftovers, %v", len(left), err)
	}
	if listings, heads := req.take(); listings != 4 || heads != 0 {
		t.Errorf("two more FindLeftovers: %d listing requests, %d HEADs; want 4, 0", listings, heads)
	}
	// versions list: one listing for the versions, tags and leftovers.
	tree, versions, tags := listTreeOf(t, ctx, "s3://b/out")
	if left, err = tree.Leftovers(ctx, time.Time{}); err != nil || len(left) != 3 {
		t.Errorf("the tree's leftovers: %d, %v", len(left), err)
	}
	var dirs []string
	for _, v := range versions {
		if v.Err != nil {
			t.Fatalf("%s: %v", v.Dir, v.Err)
		}
		dirs = append(dirs, strings.TrimPrefix(v.Dir, "s3://b/out/ds/"))
	}
	if listings, heads := req.take(); len(dirs) != 5 || dirs[4] != fmt.Sprintf("%020x", 5) || fmt.Sprint(tags) != fmt.Sprintf("map[s3://b/out/ds:map[latest:%020x]]", 5) || listings != 2 {
		t.Errorf("versions list: %d listing requests (%d HEADs), versions %v, tags %v; want 2 and the five versions, latest the last", listings, heads, dirs, tags)
	}
}

// TestS3NoSuchBucketIsOneLine: a bucket that does not exist is said in
// one line naming the path, before anything is read or written, by every
// way in: CheckStore (prep's --output: it read the whole input, then
// failed with the SDK's "operation error S3: PutObject, https response
// error StatusCode: 404, RequestID: ..., HostID: ..., api error
// NoSuchBucket: ..."), ListTree (versions list and gc: "listing what it
// holds: operation error S3: ListObjectsV2, ...") and ResolveVersion
// (versions show OUT/NAME@latest said that OUT/NAME "has no tag
// latest"). A bucket that exists passes.
func TestS3NoSuchBucketIsOneLine(t *testing.T) {
	backend := fakeS3(t, nil)
	put := []byte("x")
	if _, err := backend.PutObject("b", "out/x", map[string]string{}, bytes.NewReader(put), 1, nil); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	want := "s3://nobucket/out: no such bucket (HTTP 404: NoSuchBucket: "
	if err := CheckStore(ctx, "s3://nobucket/out"); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("CheckStore: %v, want %q...", err, want)
	}
	if _, err := ListTree(ctx, "s3://nobucket/out"); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("ListTree: %v, want %q...", err, want)
	}
	want = "s3://nobucket/out/gtn@latest: no such bucket (HTTP 404: NoSuchBucket: "
	if _, err := ResolveVersion(ctx, "s3://nobucket/out/gtn@latest"); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("ResolveVersion: %v, want %q...", err, want)
	}
	if err := CheckStore(ctx, "s3://b/out"); err != nil {
		t.Errorf("CheckStore of a bucket that exists: %v", err)
	}
}
