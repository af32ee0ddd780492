package storage

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// gcsRequests counts the requests sent to fakeGCSServer by kind: listings
// (GET .../o, the JSON API's objects.list) and metadata requests (GET
// .../o/NAME, objects.get: a LastModified or a Size); the store's check
// (a listing of at most one object) is not counted.
type gcsRequests struct {
	mu                 sync.Mutex
	listings, metadata int
}

func (c *gcsRequests) take() (listings, metadata int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	listings, metadata = c.listings, c.metadata
	c.listings, c.metadata = 0, 0
	return listings, metadata
}

// fakeGCSServer runs fake-gcs-server (storetest.StartFakeGCS: skipped
// without it) with an empty bucket "b", behind a proxy that counts the
// requests, and points STORAGE_EMULATOR_HOST at the proxy.
func fakeGCSServer(t *testing.T) *gcsRequests {
	t.Helper()
	addr := storetest.StartFakeGCS(t)
	target, _ := url.Parse("http://" + addr)
	proxy := httputil.NewSingleHostReverseProxy(target)
	c := &gcsRequests{}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			c.mu.Lock()
			switch p := r.URL.Path; {
			case strings.HasSuffix(p, "/o") && r.URL.Query().Get("maxResults") != "1":
				c.listings++
			case strings.Contains(p, "/storage/v1/b/") && strings.Contains(p, "/o/") && r.URL.Query().Get("alt") != "media":
				c.metadata++
			}
			c.mu.Unlock()
		}
		r.Host = addr
		proxy.ServeHTTP(w, r)
	})}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	t.Setenv("STORAGE_EMULATOR_HOST", l.Addr().String())
	return c
}

// putGCS writes each object of objects (name: bytes) to bucket "b".
func putGCS(t *testing.T, objects map[string][]byte) {
	t.Helper()
	ctx := context.Background()
	client, _, err := gcsClient(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	for name, b := range objects {
		w := client.Bucket("b").Object(name).NewWriter(ctx)
		if _, err := w.Write(b); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

// putS3 writes each object of objects (name: bytes) to gofakes3's bucket
// "b" in backend.
func putS3(t *testing.T, backend *s3mem.Backend, objects map[string][]byte) {
	t.Helper()
	for name, b := range objects {
		if _, err := backend.PutObject("b", name, map[string]string{}, bytes.NewReader(b), int64(len(b)), nil); err != nil {
			t.Fatal(err)
		}
	}
}

// onEveryStore writes objects (name: bytes) to gs:// (fake-gcs-server),
// s3:// (gofakes3) and a local disk, and runs check in a subtest of each
// ("gs", "s3", "local") with the folder that holds them: gs://b, s3://b,
// a temporary folder.
func onEveryStore(t *testing.T, objects map[string][]byte, check func(t *testing.T, base string)) {
	t.Helper()
	t.Run("gs", func(t *testing.T) {
		fakeGCSServer(t)
		putGCS(t, objects)
		check(t, "gs://b")
	})
	t.Run("s3", func(t *testing.T) {
		putS3(t, fakeS3(t, nil), objects)
		check(t, "s3://b")
	})
	t.Run("local", func(t *testing.T) {
		local := t.TempDir()
		for name, b := range objects {
			p := filepath.Join(local, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		check(t, local)
	})
}

// versionObjects is a published version ROOT/ds/id (its manifest, card
// and a shard), ds's latest tag naming it, a killed run's staging folder
// (three files) and a version folder without its manifest.
func versionObjects(t *testing.T, root, id string) map[string][]byte {
	t.Helper()
	m := &dataset.Manifest{Format: dataset.FormatV1, Name: "ds", VersionID: id, Created: "2026-11-30T12:00:00Z"}
	b, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return map[string][]byte{
		root + "/ds/" + id + "/manifest.json":                                        b,
		root + "/ds/" + id + "/README.md":                                            []byte("card"),
		root + "/ds/" + id + "/data/train-00000-of-00001.parquet":                    []byte("x"),
		root + "/ds/tags/latest":                                                     []byte(id + "\n"),
		root + "/ds/.staging-20261130T120000-abcd/data/train-00000-of-00002.parquet": []byte("x"),
		root + "/ds/.staging-20261130T120000-abcd/data/train-00001-of-00002.parquet": []byte("x"),
		root + "/ds/.staging-20261130T120000-abcd/.runs/g/r1":                        []byte("x"),
		root + "/ds/0123456789abcdef0123/data/train-00000-of-00004.parquet":          []byte("x"),
	}
}

// TestGCSTreeTimesComeFromTheListing: versions gc and versions list on
// gs:// take each leftover's time from the one listing of the folder
// (objects.list gives each object's "updated"), against fake-gcs-server:
// the listing was a glob through Beam's gcs filesystem, which keeps names
// only, and each file of a leftover then cost a metadata request
// (objects.get, Beam's LastModified) for its time: 4 here, one per file
// of the staging folder and the unfinished version. The leftovers found,
// and their times, are the same.
func TestGCSTreeTimesComeFromTheListing(t *testing.T) {
	req := fakeGCSServer(t)
	before := time.Now().Add(-time.Second)
	putGCS(t, versionObjects(t, "out", "00000000000000000001"))
	after := time.Now().Add(time.Second)
	ctx := context.Background()
	if err := CheckStore(ctx, "gs://b/out"); err != nil {
		t.Fatal(err)
	}
	req.take()
	left, err := FindLeftovers(ctx, "gs://b/out", after.Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range left {
		got = append(got, fmt.Sprintf("%s %s %d", l.Path, l.Kind, len(l.Files)))
		if l.Newest.Before(before) || l.Newest.After(after) {
			t.Errorf("%s: newest %s, want the time it was written (%s to %s)", l.Path, l.Newest, before, after)
		}
	}
	want := "gs://b/out/ds/.staging-20261130T120000-abcd staging folder 3\ngs://b/out/ds/0123456789abcdef0123 unfinished version 1"
	if listings, metadata := req.take(); strings.Join(got, "\n") != want || listings != 1 || metadata != 0 {
		t.Errorf("FindLeftovers: %d listings, %d metadata requests, leftovers:\n%s\nwant 1, 0 and\n%s", listings, metadata, strings.Join(got, "\n"), want)
	}
	// Young: kept, with no request but the listing.
	if left, err := FindLeftovers(ctx, "gs://b/out", before); err != nil || len(left) != 0 {
		t.Errorf("older than before they were written: %d leftovers, %v", len(left), err)
	}
	if listings, metadata := req.take(); listings != 1 || metadata != 0 {
		t.Errorf("a young FindLeftovers: %d listings, %d metadata requests; want 1, 0", listings, metadata)
	}
}

// TestTreeUnderGlobCharacters: versions list and gc of a folder whose
// name holds glob characters ("o[1]", "o*x") list that folder alone, on
// gs:// (fake-gcs-server), s3:// (gofakes3) and a local disk, its
// version, tag and leftovers told apart as anywhere else. On gs:// the
// folder was refused ("a folder name with glob characters cannot be
// listed safely": Beam's gcs filesystem lists only globs), though prep
// published there; s3:// and local folders were listed as themselves.
// Beside each is the folder its glob would match ("o1", "oax").
func TestTreeUnderGlobCharacters(t *testing.T) {
	roots := map[string]string{"o[1]": "00000000000000000001", "o1": "00000000000000000002", "o*x": "00000000000000000003", "oax": "00000000000000000004"}
	objects := map[string][]byte{}
	for root, id := range roots {
		for k, v := range versionObjects(t, root, id) {
			objects[k] = v
		}
	}
	onEveryStore(t, objects, func(t *testing.T, base string) {
		checkTreeUnderGlobCharacters(t, base, roots)
	})
}

// checkTreeUnderGlobCharacters lists each of roots (a folder under base:
// its one version's id) as versions list does, and checks that it finds
// that folder's version, tag and two leftovers alone.
func checkTreeUnderGlobCharacters(t *testing.T, base string, roots map[string]string) {
	t.Helper()
	ctx := context.Background()
	for root, id := range roots {
		dir := base + "/" + root
		if !dataset.IsURL(base) {
			dir = filepath.Join(base, root)
		}
		tree, err := ListTree(ctx, dir)
		if err != nil {
			t.Errorf("%s: %v", dir, err)
			continue
		}
		versions, err := tree.Versions(ctx)
		if err != nil || len(versions) != 1 || versions[0].Err != nil || versions[0].Manifest.VersionID != id {
			t.Errorf("%s: versions %+v, %v; want %s alone", dir, versions, err, id)
		}
		ds := dataset.Join(dir, "ds")
		if !dataset.IsURL(dir) {
			ds = filepath.Join(dir, "ds")
		}
		if tags, err := tree.Tags(ctx); err != nil || len(tags) != 1 || tags[ds]["latest"] != id {
			t.Errorf("%s: tags %v, %v; want ds's latest %s alone", dir, tags, err, id)
		}
		left, err := tree.Leftovers(ctx, time.Time{})
		var got []string
		for _, l := range left {
			got = append(got, strings.TrimPrefix(l.Path, ds)+" "+l.Kind)
		}
		if want := "/.staging-20261130T120000-abcd staging folder,/0123456789abcdef0123 unfinished version"; err != nil || strings.Join(got, ",") != want {
			t.Errorf("%s: leftovers %q, %v; want %s", dir, got, err, want)
		}
	}
}

// TestRemoveTreeUnderGlobCharacters: a run's staging folder under an
// --output whose name holds glob characters is removed, on gs://
// (fake-gcs-server) and s3:// (gofakes3), and nothing beside it:
// RemoveTree's level globs (STAGING/*, STAGING/*/*, ...) read "o[1]" as a
// class matching "o1", so every run that published to gs://b/o[1] or
// s3://b/o[1] left its staging folder (its runs and PUBLISHED mark)
// behind, and a failed one all it had spilled; and "o*x" matched "oax",
// whose staging folder of the same name went with it. It is one listing
// per folder (the four level globs were four listings of it); an object
// deeper than depth stays, as before.
func TestRemoveTreeUnderGlobCharacters(t *testing.T) {
	staging := "/ds/.staging-20261130T120000-abcd"
	inside := []string{"/PUBLISHED", "/.runs/g/data_train-00000-of-00001.parquet.run", "/data/x.parquet"}
	deep := "/a/b/c/d/e"
	objects := map[string][]byte{}
	for _, root := range []string{"o[1]", "o1", "o*x", "oax"} {
		for _, o := range append(inside, deep) {
			objects[root+staging+o] = []byte("x")
		}
	}
	removed := []string{"o[1]", "o*x"}
	check := func(t *testing.T, scheme string, exists func(string) bool, listings func() int) {
		t.Helper()
		listings()
		for _, root := range removed {
			if err := RemoveTree(context.Background(), scheme+"b/"+root+staging, 4); err != nil {
				t.Fatal(err)
			}
		}
		if n := listings(); n != len(removed) {
			t.Errorf("%d listings, want %d", n, len(removed))
		}
		for name := range objects {
			root, _, _ := strings.Cut(name, "/")
			want := !slices.Contains(removed, root) || strings.HasSuffix(name, deep)
			if got := exists(name); got != want {
				t.Errorf("%sb/%s: there %v after RemoveTree, want %v", scheme, name, got, want)
			}
		}
	}
	t.Run("gs", func(t *testing.T) {
		req := fakeGCSServer(t)
		putGCS(t, objects)
		ctx := context.Background()
		client, _, err := gcsClient(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer client.Close()
		check(t, "gs://", func(name string) bool {
			_, err := client.Bucket("b").Object(name).Attrs(ctx)
			return err == nil
		}, func() int { n, _ := req.take(); return n })
	})
	t.Run("s3", func(t *testing.T) {
		var req s3Requests
		backend := fakeS3(t, req.wrap)
		putS3(t, backend, objects)
		check(t, "s3://", func(name string) bool {
			_, err := backend.HeadObject("b", name)
			return err == nil
		}, func() int { n, _ := req.take(); return n })
	})
}

// TestTagsUnderGlobCharacters: a dataset folder under a folder whose name
// holds glob characters ("o[1]", "o*x") has its own tags, on gs://
// (fake-gcs-server), s3:// (gofakes3) and a local disk: Tags, TagsOf,
// NAME@TAG's "no tag" message (which lists the tags), the dataset folder
// and output root given where a version is wanted, and a dataset folder
// holding only a killed run's staging folder. On gs:// Tags listed the
// glob DATASET/tags/* (QuoteGlob leaves a URL as it is), which matched
// nothing there: `versions show` printed no tags, NAME@nosuch said "it
// has no tags", and the folders were "no manifest.json". Beside each is
// the folder its glob would match ("o1", "oax"), with a tag of its own.
func TestTagsUnderGlobCharacters(t *testing.T) {
	roots := map[string]string{"o[1]": "00000000000000000001", "o1": "00000000000000000002", "o*x": "00000000000000000003", "oax": "00000000000000000004"}
	const killed = "/killed/.staging-20261130T120000-abcd/.runs/g/r1"
	objects := map[string][]byte{}
	for root, id := range roots {
		for k, v := range versionObjects(t, root, id) {
			objects[k] = v
		}
		objects[root+killed] = []byte("x")
	}
	// The neighbours' own tags, pointing at the version beside them.
	objects["o1/ds/tags/rc1"] = []byte(roots["o[1]"] + "\n")
	objects["oax/ds/tags/rc1"] = []byte(roots["o*x"] + "\n")
	onEveryStore(t, objects, func(t *testing.T, base string) {
		checkTagsUnderGlobCharacters(t, base, roots)
	})
}

// checkTagsUnderGlobCharacters checks the tags of each of roots' dataset
// ds (a folder under base: its one version's id), as the commands that
// take a version read them.
func checkTagsUnderGlobCharacters(t *testing.T, base string, roots map[string]string) {
	t.Helper()
	ctx := context.Background()
	join := func(elem ...string) string {
		if dataset.IsURL(base) {
			return strings.Join(elem, "/")
		}
		return filepath.Join(elem...)
	}
	for root, id := range roots {
		dir := join(base, root)
		ds := join(dir, "ds")
		want := map[string]string{"latest": id}
		wantTags := "latest"
		if root == "o1" || root == "oax" {
			want["rc1"] = roots[map[string]string{"o1": "o[1]", "oax": "o*x"}[root]]
			wantTags = "latest, rc1"
		}
		if tags, err := Tags(ctx, ds); err != nil || fmt.Sprint(tags) != fmt.Sprint(want) {
			t.Errorf("Tags(%s) = %v, %v; want %v", ds, tags, err, want)
		}
		if tags, err := TagsOf(ctx, join(ds, id)); err != nil || strings.Join(tags, ",") != "latest" {
			t.Errorf("TagsOf(%s) = %v, %v; want [latest]", join(ds, id), tags, err)
		}
		if got, err := ResolveVersion(ctx, ds+"@latest"); err != nil || got != join(ds, id) {
			t.Errorf("%s@latest: %s, %v; want %s", ds, got, err, join(ds, id))
		}
		for ref, msg := range map[string]string{
			ds + "@nosuch":          `has no tag "nosuch" (tags: ` + wantTags + ")",
			ds:                      "is a dataset folder, not a version",
			dir:                     "is an output root, not a version: name a version of one of its datasets (ds)",
			join(dir, "killed@rc1"): "holds no published version (only a staging folder, .staging-20261130T120000-abcd",
		} {
			if _, err := ResolveVersion(ctx, ref); err == nil || !strings.Contains(err.Error(), msg) {
				t.Errorf("ResolveVersion(%s): %v; want it to say %q", ref, err, msg)
			}
		}
	}
}

// TestObjectExistsUnderGlobCharacters: ObjectExists finds an object by its
// exact name, on gs:// (fake-gcs-server), s3:// (gofakes3), a local disk
// and memfs://, whatever the name holds: under "o[1]" the object there and
// not the one under "o1", under "o*x" not "oax"'s; a name that only
// begins another's ("x.ended" of "x.ended2") is not there.
func TestObjectExistsUnderGlobCharacters(t *testing.T) {
	objects := map[string][]byte{"o[1]/gtn/.staging-a.ended": []byte("x"), "oax/gtn/.staging-a.ended": []byte("x"), "o1/gtn/.staging-b.ended2": []byte("x")}
	want := map[string]bool{
		"o[1]/gtn/.staging-a.ended": true, "o1/gtn/.staging-a.ended": false,
		"o*x/gtn/.staging-a.ended": false, "oax/gtn/.staging-a.ended": true,
		"o1/gtn/.staging-b.ended": false, "o[1]/gtn/.staging-b.ended": false,
	}
	check := func(t *testing.T, base string) {
		t.Helper()
		for name, w := range want {
			p := base + "/" + name
			if !dataset.IsURL(base) {
				p = filepath.Join(base, filepath.FromSlash(name))
			}
			if got, err := ObjectExists(context.Background(), p); err != nil || got != w {
				t.Errorf("ObjectExists(%s) = %v, %v; want %v", p, got, err, w)
			}
		}
	}
	onEveryStore(t, objects, check)
}

// TestListMatchingUnderGlobCharacters: ListMatching lists the files below
// a folder whose name holds glob characters that match its patterns, and
// none of the folder its name would match as a glob, on gs://
// (fake-gcs-server), s3:// (gofakes3) and a local disk; a pattern's '*'
// crosses no '/'.
func TestListMatchingUnderGlobCharacters(t *testing.T) {
	objects := map[string][]byte{}
	for _, root := range []string{"o[1]", "o1"} {
		for _, name := range []string{"a.run", "g/b.run", "g/h/c.run", "notes.txt"} {
			objects[root+"/runs/"+name] = []byte("x")
		}
	}
	want := "o[1]/runs/a.run,o[1]/runs/g/b.run"
	check := func(t *testing.T, base string) {
		t.Helper()
		dir := base + "/o[1]/runs"
		if !dataset.IsURL(base) {
			dir = filepath.Join(base, "o[1]", "runs")
		}
		files, err := ListMatching(context.Background(), dir, "*.run", "*/*.run")
		var got []string
		for _, f := range files {
			got = append(got, strings.TrimPrefix(filepath.ToSlash(strings.TrimPrefix(f, base)), "/"))
		}
		slices.Sort(got)
		if err != nil || strings.Join(got, ",") != want {
			t.Errorf("ListMatching(%s) = %v, %v; want %s", dir, got, err, want)
		}
	}
	onEveryStore(t, objects, check)
}

// TestFolderHolds: a gs:// or s3:// folder holds the objects named under
// it at any depth, its name read as a prefix of whole folders ("l" is no
// folder of "lh/a"), an object's own name is no folder; a local path is
// never answered (os.Stat tells a local folder apart).
func TestFolderHolds(t *testing.T) {
	objects := map[string][]byte{"lh/a.jsonl.gz": []byte("x"), "deep/x/y.txt": []byte("x"), "lhx.txt": []byte("x")}
	want := map[string]bool{"lh": true, "lh/": true, "deep": true, "deep/x": true, "l": false, "lhx.txt": false, "none": false}
	onEveryStore(t, objects, func(t *testing.T, base string) {
		// The bucket itself, gs://b or gs://b/, holds its objects.
		for _, p := range []string{base, base + "/"} {
			if got, err := FolderHolds(context.Background(), p); err != nil || got != dataset.IsURL(base) {
				t.Errorf("FolderHolds(%s) = %v, %v; want %v", p, got, err, dataset.IsURL(base))
			}
		}
		for name, w := range want {
			if !dataset.IsURL(base) {
				w = false
			}
			p := base + "/" + name
			if got, err := FolderHolds(context.Background(), p); err != nil || got != w {
				t.Errorf("FolderHolds(%s) = %v, %v; want %v", p, got, err, w)
			}
		}
	})
}

// TestGzipEncodedObjectIsReadAsItsText: a gs:// object stored gzipped with
// Content-Encoding: gzip under a .gz name (gsutil cp -Z of a file, a .gz
// upload given that metadata) is served decompressed by the store's
// decompressive transcoding; it is read as the text it holds, the same
// as the plain object. It was refused as "the name ends in .gz but the
// file holds plain text" (qa83). A local .gz file of plain text is still
// refused so.
func TestGzipEncodedObjectIsReadAsItsText(t *testing.T) {
	fakeGCSServer(t)
	ctx := context.Background()
	text := "{\"text\": \"It is 3 pm.\"}\n{\"text\": \"Call 911.\"}\n"
	var zb bytes.Buffer
	zw := gzip.NewWriter(&zb)
	zw.Write([]byte(text))
	zw.Close()
	client, _, err := gcsClient(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	w := client.Bucket("b").Object("enc/corpus.jsonl.gz").NewWriter(ctx)
	w.ContentEncoding = "gzip"
	w.ContentType = "application/jsonl"
	if _, err := w.Write(zb.Bytes()); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	// As prep's readers open an input (transforms.ReadFiles): by its
	// name, a .gz name read as gzip.
	read := func(name string, f io.Reader) (string, error) {
		r, _, closeR, err := Decompress(name, bufio.NewReader(f), true)
		if err != nil {
			return "", err
		}
		defer closeR()
		b, err := io.ReadAll(r)
		return string(b), err
	}
	f, err := Open(ctx, "gs://b/enc/corpus.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	got, err := read("gs://b/enc/corpus.jsonl.gz", f)
	f.Close()
	if err != nil || got != text {
		t.Errorf("read %q, %v; want %q", got, err, text)
	}
	if _, err := read(filepath.Join(t.TempDir(), "corpus.jsonl.gz"), strings.NewReader(text)); err == nil || !strings.Contains(err.Error(), "the name ends in .gz but the file holds plain text") {
		t.Errorf("a local .gz file of plain text: %v, want the refusal", err)
	}
}
