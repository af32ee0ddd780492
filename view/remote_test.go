package view

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/storage"
)

// Remote folders are read through Beam's filesystem package
// (storage.FS); memfs:// stands in for gs:// and s3:// here: the same
// interface, no network.

// toMemfs copies every file under the local folder dir to url.
func toMemfs(t *testing.T, dir, url string) {
	t.Helper()
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		memfs.Write(url+"/"+filepath.ToSlash(rel), b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestRemoteVersionServedThroughBeamFilesystem(t *testing.T) {
	local := t.TempDir()
	rows := pairRows(230)
	m := writeVersion(t, local, "", rows, rejectRows(), 3)
	remote := "memfs://view-remote/demo/" + m.VersionID
	toMemfs(t, local, remote)

	cacheDir := t.TempDir()
	var biggest int64
	for _, sh := range m.Shards {
		biggest = max(biggest, sh.Bytes)
	}
	// A limit of one shard: reading every split evicts as it goes.
	s, err := New(remote, Options{Files: storage.FS{}, PageSize: 20, CacheDir: cacheDir, CacheBytes: biggest})
	if err != nil {
		t.Fatal(err)
	}
	if s.Mode() != ModeVersion {
		t.Fatalf("mode %v", s.Mode())
	}
	// Every row once, as from the local folder.
	got, _ := walk(t, s, "/rows")
	sort.Strings(got)
	if want := sortedIDs(rows, func(dataset.Pair) bool { return true }); !slices.Equal(got, want) {
		t.Errorf("remote rows: %d, want %d", len(got), len(want))
	}
	got, _ = walk(t, s, "/rows?split=test&class=MONEY")
	if want := sortedIDs(rows, func(p dataset.Pair) bool {
		return p.Split == "test" && len(p.Spans) > 0 && p.Spans[0].Class == "MONEY"
	}); len(got) != len(want) {
		t.Errorf("remote filtered rows: %d, want %d", len(got), len(want))
	}
	if all, _ := walk(t, s, "/rejects"); len(all) != 7 {
		t.Errorf("remote rejects: %d rows, want 7", len(all))
	}
	code, body := get(t, s, "/rejects?rule=align/min_ratio")
	if code != 200 || len(ids(body)) != 3 {
		t.Errorf("remote rejects by rule: %d, %d rows", code, len(ids(body)))
	}
	code, home := get(t, s, "/")
	if code != 200 || !strings.Contains(home, `src="/files/figures/`) || !strings.Contains(home, m.VersionID) {
		t.Errorf("remote home page: %d, no figure or id", code)
	}
	if code, body := get(t, s, "/card"); code != 200 || !strings.Contains(body, `<pre id="frontmatter">`) {
		t.Errorf("remote card: %d", code)
	}
	figs, err := s.figures(context.Background())
	if err != nil || len(figs) < 5 {
		t.Fatalf("remote figures: %v %v", figs, err)
	}
	for _, f := range figs {
		rec := getRec(t, s, "/files/"+f)
		want, _ := os.ReadFile(filepath.Join(local, filepath.FromSlash(f)))
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/svg+xml" || !bytes.Equal(rec.Body.Bytes(), want) {
			t.Errorf("remote figure %s: %d, %d bytes (want %d)", f, rec.Code, rec.Body.Len(), len(want))
		}
	}
	for target, want := range map[string]int{"/files/manifest.json": 404, "/files/figures/none.svg": 404} {
		if rec := getRec(t, s, target); rec.Code != want {
			t.Errorf("%s: %d, want %d", target, rec.Code, want)
		}
	}

	c := s.Cache()
	if c.Dir == "" || c.Copied == 0 || c.Used > biggest || c.Limit != biggest {
		t.Errorf("cache: %+v (limit %d)", c, biggest)
	}
	if c.Copied <= c.Used {
		t.Errorf("nothing was evicted at a one-shard limit: %+v", c)
	}
	ents, _ := os.ReadDir(c.Dir)
	var held int64
	for _, e := range ents {
		if st, err := e.Info(); err == nil {
			held += st.Size()
		}
	}
	if held != c.Used || len(ents) >= len(m.Shards)+len(m.Rejects) {
		t.Errorf("%d shard copies of %d bytes in the cache, it counts %d (limit %d)", len(ents), held, c.Used, c.Limit)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(c.Dir); !os.IsNotExist(err) {
		t.Errorf("cache %s left after Close: %v", c.Dir, err)
	}
}

func TestRemoteShardChangedOnTheStoreIsRefused(t *testing.T) {
	local := t.TempDir()
	m := writeVersion(t, local, "", pairRows(30), rejectRows(), 1)
	remote := "memfs://view-tampered/demo/" + m.VersionID
	toMemfs(t, local, remote)
	sh := m.Shards[0]
	b, _ := os.ReadFile(filepath.Join(local, filepath.FromSlash(sh.Path)))
	b = slices.Clone(b)
	b[len(b)/2] ^= 1
	memfs.Write(remote+"/"+sh.Path, b)
	s, err := New(remote, Options{Files: storage.FS{}, CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	code, body := get(t, s, "/rows?split="+sh.Split)
	if code != http.StatusInternalServerError || !strings.Contains(body, "the manifest says") || !strings.Contains(body, sh.Path) {
		t.Errorf("tampered shard: %d %s", code, body)
	}
}

func TestRemoteFolderMissingIsOneLine(t *testing.T) {
	memfs.Write("memfs://view-other/thing.txt", []byte("x"))
	for dir, want := range map[string]string{
		"memfs://view-nothing/here": "memfs://view-nothing/here: no such folder (nothing is stored under it)",
		"memfs://view-other":        "memfs://view-other: neither a dataset version (no manifest.json) nor a mine-pairs result (no rules.jsonl)",
	} {
		_, err := New(dir, Options{Files: storage.FS{}})
		if err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %q", dir, err, want)
		}
	}
	// Without a filesystem that reads URLs the refusal says so.
	if _, err := New("memfs://view-other", Options{}); err == nil || !strings.Contains(err.Error(), "local paths only") {
		t.Errorf("LocalFiles on a URL: %v", err)
	}
}

// reviewRuns numbers the runs of TestRemoteReviewSavesThroughBeamFilesystem
// in this process: memfs lives as long as the process, and a second run
// (go test -count=N) found the first one's saved rules.
var reviewRuns int

func TestRemoteReviewSavesThroughBeamFilesystem(t *testing.T) {
	local := writeMined(t)
	reviewRuns++
	root := fmt.Sprintf("memfs://view-review%d", reviewRuns)
	for i, out := range []string{"", root + "/reviewed/rules.jsonl"} {
		remote := fmt.Sprintf("%s/mined%d", root, i)
		toMemfs(t, local, remote)
		s, err := New(remote, Options{Files: storage.FS{}, RulesOut: out})
		if err != nil {
			t.Fatal(err)
		}
		saved := out
		if out == "" {
			saved = remote + "/" + RulesFile
		}
		code, page := get(t, s, "/")
		if code != 200 || !strings.Contains(page, "end of chapter") || !strings.Contains(page, `href="/report"`) {
			t.Fatalf("remote review page: %d\n%s", code, page)
		}
		if code, rep := get(t, s, "/report"); code != 200 || !strings.Contains(rep, "mister") {
			t.Errorf("remote report: %d", code)
		}
		form := formOf(t, page)
		form.Set("r1", "approve")
		if rec := post(s, "/save", form); rec.Code != http.StatusSeeOther || !strings.Contains(rec.Header().Get("Location"), "1+approved+removal") {
			t.Fatalf("remote save: %d %s %s", rec.Code, rec.Header().Get("Location"), rec.Body)
		}
		b, err := storage.ReadFile(context.Background(), saved)
		if err != nil {
			t.Fatal(err)
		}
		rules, err := patterns.ReadRules(bytes.NewReader(b), saved)
		if err != nil {
			t.Fatal(err)
		}
		if approved, err := patterns.ApprovedRemovals(rules); err != nil || len(approved) != 1 || strings.Join(approved[0].Written, " ") != "end of chapter" {
			t.Errorf("saved %s: approved %v (%v)", saved, approved, err)
		}
		// The protections hold on a remote file: a form rendered before a
		// hand edit on the store is stale, a forged token is refused.
		_, page = get(t, s, "/")
		form = formOf(t, page)
		rules[0].Approved = true
		var edited bytes.Buffer
		patterns.WriteRules(&edited, rules)
		memfs.Write(saved, edited.Bytes())
		if rec := post(s, "/save", form); rec.Code != http.StatusConflict {
			t.Errorf("stale save to %s: %d, want 409", saved, rec.Code)
		}
		_, page = get(t, s, "/")
		form = formOf(t, page)
		form.Set("token", strings.Repeat("0", 32))
		if rec := post(s, "/save", form); rec.Code != http.StatusForbidden {
			t.Errorf("forged save to %s: %d, want 403", saved, rec.Code)
		}
		if files, _ := storage.List(context.Background(), root+"/*/.tmp-*"); len(files) != 0 {
			t.Errorf("temporary files left: %v", files)
		}
		s.Close()
	}
}

// Pages read concurrently while the cache evicts: every page is whole.
func TestRemoteCacheConcurrentPages(t *testing.T) {
	local := t.TempDir()
	m := writeVersion(t, local, "", pairRows(120), rejectRows(), 4)
	remote := "memfs://view-concurrent/demo/" + m.VersionID
	toMemfs(t, local, remote)
	s, err := New(remote, Options{Files: storage.FS{}, PageSize: 500, CacheDir: t.TempDir(), CacheBytes: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want := map[string]int{}
	for _, sp := range s.splitNames() {
		want[sp] = int(m.Accounting.RowsBySplit[sp])
	}
	errs := make(chan string, 64)
	done := make(chan bool)
	for g := range 8 {
		go func() {
			defer func() { done <- true }()
			for i := range 6 {
				sp := s.splitNames()[(g+i)%len(s.splitNames())]
				code, body := get(t, s, "/rows?split="+sp)
				if n := len(ids(body)); code != 200 || n != want[sp] {
					errs <- fmt.Sprintf("split %s: %d, %d rows, want %d", sp, code, n, want[sp])
				}
			}
		}()
	}
	for range 8 {
		<-done
	}
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestBrowserRemoteVersion: headless chromium on a version served from
// memfs:// (standing in for gs://): the figures, read through Beam's
// filesystem, decode as images and the rows, read from cached shard
// copies, render with their spans.
func TestBrowserRemoteVersion(t *testing.T) {
	chromium := testutil.Tool(t, "chromium", "chromium")
	local := t.TempDir()
	m := writeVersion(t, local, "", pairRows(90), rejectRows(), 2)
	remote := "memfs://view-browser/demo/" + m.VersionID
	toMemfs(t, local, remote)
	vs, err := New(remote, Options{Files: storage.FS{}, PageSize: 20, CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer vs.Close()
	srv := httptest.NewServer(vs)
	defer srv.Close()
	b := startBrowser(t, chromium)
	if _, err := b.call("Page.enable", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	b.navigate(srv.URL + "/")
	b.waitFor("[...document.querySelectorAll('.figures img')].every(i => i.complete)")
	var figs struct{ N, Drawn int }
	b.eval("({N: document.querySelectorAll('.figures img').length, Drawn: [...document.querySelectorAll('.figures img')].filter(i => i.naturalWidth > 100).length})", &figs)
	if figs.N < 5 || figs.Drawn != figs.N {
		t.Errorf("remote figures: %d drawn of %d", figs.Drawn, figs.N)
	}
	b.navigate(srv.URL + "/rows?split=train")
	var rows struct{ N, Marks int }
	b.eval(`({N: document.querySelectorAll('#rows tr.row').length, Marks: document.querySelectorAll('#rows mark.span').length})`, &rows)
	if rows.N != 20 || rows.Marks == 0 {
		t.Errorf("remote train rows page: %+v", rows)
	}
}

// TestRemoteRowsInInputOrderWhenTheCacheHoldsThem: a remote version's
// rows are in input order when the cache keeps all of the list's shards,
// and shard by shard, the page saying why, when it keeps fewer: a page in
// input order reads rows from many shards, each of which would be copied
// from the store again and again.
func TestRemoteRowsInInputOrderWhenTheCacheHoldsThem(t *testing.T) {
	dir := t.TempDir()
	rows := lineRows(120)
	m := writeVersion(t, dir, "", rows, nil, 3)
	remote := "memfs://view-order/" + m.VersionID
	toMemfs(t, dir, remote)
	var want []string
	for _, p := range rows {
		if p.Split == "train" {
			want = append(want, p.ID)
		}
	}
	for _, c := range []struct {
		cache   int64
		ordered bool
	}{{64 << 20, true}, {1, false}} {
		s, err := New(remote, Options{Files: storage.FS{}, PageSize: 20, CacheDir: t.TempDir(), CacheBytes: c.cache})
		if err != nil {
			t.Fatal(err)
		}
		got, _ := walk(t, s, "/rows?split=train")
		_, body := get(t, s, "/rows?split=train")
		if c.ordered {
			if !slices.Equal(got, want) || !strings.Contains(body, `id="order">In id order`) {
				t.Errorf("cache of %d bytes: rows %v..., want %v... in id order", c.cache, got[:min(8, len(got))], want[:8])
			}
		} else {
			sort.Strings(got)
			sorted := slices.Clone(want)
			sort.Strings(sorted)
			if !slices.Equal(got, sorted) || !strings.Contains(body, "Shown shard by shard (3 shards), each in id order: its shards (") || !strings.Contains(body, "MiB, --cache-mb)") {
				t.Errorf("cache of 1 byte: %d rows, want %d, shard by shard and why:\n%s", len(got), len(want), body)
			}
		}
		s.Close()
	}
}
