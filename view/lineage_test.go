package view

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
)

// publishLineage lays out a version of pairs and a version derived from
// it under root, as derive publishes them (ROOT/NAME/ID), and returns the
// derived version's folder and both manifests. withParent false leaves
// the parent out (derived into another --output root).
func publishLineage(t *testing.T, root string, withParent bool) (string, *dataset.Manifest, *dataset.Manifest) {
	t.Helper()
	tmp := t.TempDir()
	pm := writeVersion(t, filepath.Join(tmp, "parent"), "", pairRows(30), rejectRows(), 2)
	if withParent {
		if err := os.MkdirAll(filepath.Join(root, pm.Name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(filepath.Join(tmp, "parent"), filepath.Join(root, pm.Name, pm.VersionID)); err != nil {
			t.Fatal(err)
		}
	}
	child := filepath.Join(tmp, "child")
	m := writeVersion(t, child, "", pairRows(12), nil, 1)
	m.Name = "demo-u2tf"
	m.Parent = &dataset.Parent{VersionID: pm.VersionID, Name: pm.Name, Source: pm.Source}
	m.VersionID = dataset.ComputeVersionID(m)
	b, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(child, dataset.ManifestFile), b, 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, m.Name, m.VersionID)
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(child, dir); err != nil {
		t.Fatal(err)
	}
	return dir, m, pm
}

// TestHomeLinksTheParentServedBesideIt: a derived version's home page
// links its parent (NAME/ID) to the parent's pages, which the same viewer
// serves under /v/NAME/ID/ with their own links kept there, when the
// parent is published beside it (the same --output root); the page named
// the parent in plain text, and the viewer served the one version.
func TestHomeLinksTheParentServedBesideIt(t *testing.T) {
	dir, m, pm := publishLineage(t, t.TempDir(), true)
	s, err := New(dir, Options{PageSize: 10})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ref := pm.Name + "/" + pm.VersionID
	_, body := get(t, s, "/")
	if want := `<td id="parent"><a href="/v/` + ref + `/">` + ref + `</a></td>`; !strings.Contains(body, want) {
		t.Fatalf("home page of %s: no %s in\n%s", m.VersionID, want, body)
	}
	code, page := get(t, s, "/v/"+ref+"/")
	if code != 200 || !strings.Contains(page, pm.VersionID) || strings.Contains(page, m.VersionID) {
		t.Fatalf("the parent's page: %d\n%s", code, page)
	}
	// Its links stay under its path: rows, rejects, figures, stylesheet.
	for _, want := range []string{`href="/v/` + ref + `/rows?split=train"`, `href="/v/` + ref + `/rejects?rule=`, `href="/v/` + ref + `/static/`} {
		if !strings.Contains(page, want) {
			t.Errorf("the parent's page lacks %s", want)
		}
	}
	if strings.Contains(page, `href="/rows`) {
		t.Errorf("the parent's page links the derived version's rows")
	}
	code, rows := get(t, s, "/v/"+ref+"/rows?split=train")
	if code != 200 || len(ids(rows)) == 0 {
		t.Errorf("the parent's rows: %d, ids %v", code, ids(rows))
	}
	// Only the lineage is served: not another version of the root.
	if code, _ := get(t, s, "/v/other/"+pm.VersionID+"/"); code != 404 {
		t.Errorf("/v/other/...: %d, want 404", code)
	}
}

// TestHomeSaysTheParentIsNotServed: a parent not published beside the
// derived version (another --output root, or moved) is named with why
// the viewer does not serve it, not as a link.
func TestHomeSaysTheParentIsNotServed(t *testing.T) {
	dir, _, pm := publishLineage(t, t.TempDir(), false)
	s, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_, body := get(t, s, "/")
	ref := pm.Name + "/" + pm.VersionID
	if want := `<td id="parent">` + ref + ` (not served here: no version ` + ref + ` beside this one`; !strings.Contains(body, want) {
		t.Errorf("home page: no %q in\n%s", want, body)
	}
	if strings.Contains(body, `href="/v/`) {
		t.Errorf("home page links a parent it does not serve")
	}
}

// TestBrowserFollowsTheParentLink: in a real browser the parent link of a
// derived version opens the parent's page, styled (its stylesheet is
// found under its path), whose rows link opens the parent's rows.
func TestBrowserFollowsTheParentLink(t *testing.T) {
	chromium := testutil.Tool(t, "chromium", "chromium")
	dir, _, pm := publishLineage(t, t.TempDir(), true)
	s, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	srv := httptest.NewServer(s)
	defer srv.Close()
	b := startBrowser(t, chromium)
	if _, err := b.call("Page.enable", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	b.navigate(srv.URL + "/")
	b.eval(`document.querySelector('#parent a').click(); true`, nil)
	b.waitFor(`location.pathname.startsWith('/v/') && document.readyState === 'complete'`)
	var got struct {
		H1, Font, Path string
	}
	b.eval(`({H1: document.querySelector('h1').textContent, Font: getComputedStyle(document.body).fontFamily, Path: location.pathname})`, &got)
	if !strings.Contains(got.H1, pm.VersionID) || got.Path != "/v/"+pm.Name+"/"+pm.VersionID+"/" || !strings.Contains(got.Font, "system-ui") {
		t.Fatalf("after the parent link: %+v", got)
	}
	b.eval(`document.querySelector('#splits a').click(); true`, nil)
	b.waitFor(`location.pathname.endsWith('/rows') && document.readyState === 'complete'`)
	var rows struct {
		N    int
		Path string
	}
	b.eval(`({N: document.querySelectorAll('#rows tr.row').length, Path: location.pathname})`, &rows)
	if rows.N == 0 || !strings.HasPrefix(rows.Path, "/v/") {
		t.Errorf("the parent's rows page: %+v", rows)
	}
}
