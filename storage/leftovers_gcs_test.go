package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
)

// TestLeftoversListTheTreeOnce: FindLeftovers (versions list, versions
// gc) on gs:// lists the tree once. Beam's gcs filesystem lists every
// object under a glob's prefix, whatever the glob, so the 12 level-by-level
// globs were 12 listings of the whole tree (each a request per 1,000
// objects). The leftovers found are the same: a killed run's staging
// folder, a version folder without its manifest, a run's end mark; nothing
// of a complete version; nothing deeper than 12 levels. The fake speaks
// the part of Cloud Storage's JSON API that Google's client uses here: a
// listing by prefix (no pages) and an object's metadata.
func TestLeftoversListTheTreeOnce(t *testing.T) {
	var names []string
	for i := range 5 {
		v := fmt.Sprintf("out/ds/%020x/", i)
		names = append(names, v+"manifest.json", v+"README.md", v+"data/train-00000-of-00001.parquet")
	}
	names = append(names,
		"out/ds/tags/latest",
		"out/ds/.staging-20261130T120000-abcd/data/train-00000-of-00001.parquet",
		"out/ds/.staging-20261130T120000-abcd/.runs/g/r1",
		"out/ds/.staging-20261130T110000-ef01.ended",
		"out/ds/0123456789abcdef0123/data/train-00000-of-00004.parquet",
		"out/ds/.staging-20261130T120000-abcd/"+strings.Repeat("d/", 11)+"deep", // 14 levels down
	)
	sort.Strings(names)
	listings := fakeGCSTree(t, names, nil)
	left, err := FindLeftovers(context.Background(), "gs://b/out", time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	got := leftoverLines(left)
	want := []string{
		"gs://b/out/ds/.staging-20261130T110000-ef01.ended run mark 1 2026-11-30T12:00:00Z",
		"gs://b/out/ds/.staging-20261130T120000-abcd staging folder 2 2026-11-30T12:00:00Z",
		"gs://b/out/ds/0123456789abcdef0123 unfinished version 1 2026-11-30T12:00:00Z",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") || *listings != 1 {
		t.Errorf("%d listings, leftovers:\n%s\nwant 1 listing and\n%s", *listings, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// fakeGCSTree serves the objects names (their bytes data[name], else one
// byte) of bucket "b" in the part of Cloud Storage's JSON API that
// Google's client uses to list and look at them (a listing by prefix, in
// one page; an object's metadata) and its XML API's download, to
// STORAGE_EMULATOR_HOST; it counts the listings, but the store's check
// (one object).
func fakeGCSTree(t *testing.T, names []string, data map[string][]byte) *int {
	t.Helper()
	var mu sync.Mutex
	listings := 0
	updated := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	size := func(name string) int {
		if b, ok := data[name]; ok {
			return len(b)
		}
		return 1
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		object := func(name string) map[string]string {
			return map[string]string{"kind": "storage#object", "bucket": "b", "name": name, "size": fmt.Sprint(size(name)), "generation": "1", "updated": updated.Format(time.RFC3339)}
		}
		switch {
		case r.URL.Path == "/storage/v1/b/b/o":
			prefix := r.URL.Query().Get("prefix")
			items := []map[string]string{}
			for _, n := range names {
				if strings.HasPrefix(n, prefix) {
					items = append(items, object(n))
					if r.URL.Query().Get("maxResults") == "1" {
						break
					}
				}
			}
			if r.URL.Query().Get("maxResults") != "1" { // not the store's check
				mu.Lock()
				listings++
				mu.Unlock()
			}
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]any{"kind": "storage#objects", "items": items})
		case strings.HasPrefix(r.URL.Path, "/storage/v1/b/b/o/"):
			name, _ := url.PathUnescape(strings.TrimPrefix(r.URL.EscapedPath(), "/storage/v1/b/b/o/"))
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(object(name))
		case strings.HasPrefix(r.URL.Path, "/b/"):
			name := strings.TrimPrefix(r.URL.Path, "/b/")
			b, ok := data[name]
			if !ok {
				b = []byte("x")
			}
			w.Header().Set("Content-Length", fmt.Sprint(len(b)))
			w.Header().Set("X-Goog-Generation", "1")
			w.Write(b)
		default:
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprint(w, `{"error":{"code":404,"message":"not faked"}}`)
		}
	}))
	t.Cleanup(srv.Close)
	t.Setenv("STORAGE_EMULATOR_HOST", strings.TrimPrefix(srv.URL, "http://"))
	return &listings
}

// TestListVersionsListsTheTreeOnce: ListVersions on gs:// lists the tree
// once, ROOT/**/manifest.json, where its two globs (ROOT/*/manifest.json,
// ROOT/*/*/manifest.json) each listed every object under ROOT/; it finds
// the same versions: a dataset's and one directly under the root, not a
// manifest deeper, in the root itself or in a staging folder.
func TestListVersionsListsTheTreeOnce(t *testing.T) {
	data := map[string][]byte{}
	var names []string
	for _, v := range []string{"out/ds/00000000000000000001", "out/ds/00000000000000000002", "out/00000000000000000003", "out/ds/.staging-x/00000000000000000004", "out/a/b/00000000000000000005", "out"} {
		id := v[strings.LastIndex(v, "/")+1:]
		m := &dataset.Manifest{Format: dataset.FormatV1, Name: "ds", VersionID: id, Created: "2026-11-30T12:00:0" + id[len(id)-1:] + "Z"}
		b, err := m.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		data[v+"/manifest.json"] = b
		names = append(names, v+"/manifest.json", v+"/data/train-00000-of-00001.parquet")
	}
	sort.Strings(names)
	listings := fakeGCSTree(t, names, data)
	entries, err := ListVersions(context.Background(), "gs://b/out")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		if e.Err != nil {
			t.Fatalf("%s: %v", e.Dir, e.Err)
		}
		got = append(got, e.Dir)
	}
	want := "gs://b/out/00000000000000000003 gs://b/out/ds/00000000000000000001 gs://b/out/ds/00000000000000000002"
	if strings.Join(got, " ") != want || *listings != 1 {
		t.Errorf("%d listings, versions %v; want 1 and %s", *listings, got, want)
	}
}

// TestVersionsListOnGCSListsOnce: a versions list of a gs:// folder (its
// versions, tags and leftovers) lists it once (ListTree), where
// ListVersions, DatasetTags' two globs and FindLeftovers listed it 3 times
// (4 before 45ab1a8e), each a listing of every object under it.
func TestVersionsListOnGCSListsOnce(t *testing.T) {
	id := "00000000000000000001"
	m := &dataset.Manifest{Format: dataset.FormatV1, Name: "ds", VersionID: id, Created: "2026-11-30T12:00:00Z"}
	b, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	data := map[string][]byte{"out/ds/" + id + "/manifest.json": b, "out/ds/tags/latest": []byte(id + "\n")}
	names := []string{"out/ds/" + id + "/manifest.json", "out/ds/" + id + "/data/train-00000-of-00001.parquet", "out/ds/tags/latest", "out/ds/.staging-20261130T120000-abcd/data/x.parquet"}
	sort.Strings(names)
	listings := fakeGCSTree(t, names, data)
	ctx := context.Background()
	tree, versions, tags := listTreeOf(t, ctx, "gs://b/out")
	left, err := tree.Leftovers(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if len(versions) != 1 || versions[0].Err != nil || tags["gs://b/out/ds"]["latest"] != id || len(left) != 1 || *listings != 1 {
		t.Errorf("%d listings; versions %+v, tags %v, leftovers %+v; want 1 listing, the version, its tag and the staging folder", *listings, versions, tags, left)
	}
}

// leftoverLines writes each leftover as a line: its path, kind, number of
// files and newest time.
func leftoverLines(left []Leftover) []string {
	var lines []string
	for _, l := range left {
		lines = append(lines, fmt.Sprintf("%s %s %d %s", l.Path, l.Kind, len(l.Files), l.Newest.UTC().Format(time.RFC3339)))
	}
	return lines
}

// listTreeOf lists root as versions list does (ListTree) and reads its
// versions and tags from that listing.
func listTreeOf(t *testing.T, ctx context.Context, root string) (*Tree, []VersionEntry, map[string]map[string]string) {
	t.Helper()
	tree, err := ListTree(ctx, root)
	if err != nil {
		t.Fatal(err)
	}
	versions, err := tree.Versions(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tags, err := tree.Tags(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return tree, versions, tags
}
