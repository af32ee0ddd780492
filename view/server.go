package view

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/itnprep/itnprep/dataset"
)

//go:embed assets
var assets embed.FS

var templates = template.Must(template.New("").Funcs(template.FuncMap{
	"add":          func(a, b int) int { return a + b },
	"pct":          func(f float64) string { return fmt.Sprintf("%.3f", f) },
	"rejectRule":   func(r dataset.Reject) string { return r.StageRule() },
	"rejectReason": rejectReason,
	"rejectRaw":    rejectRaw,
	"spanTokens":   spanTokens,
	"breakable":    breakable,
}).ParseFS(assets, "assets/*.html"))

// Mode says what a folder holds.
type Mode int

// The folders view can show.
const (
	ModeVersion Mode = iota + 1 // a dataset version (manifest.json)
	ModeReview                  // a mine-pairs result (rules.jsonl)
)

// RulesFile is the proposed rules a mine-pairs folder holds.
const RulesFile = "rules.jsonl"

// Options tune a Server.
type Options struct {
	// RulesOut is where the review page saves the reviewed rules; "" saves
	// over the folder's rules.jsonl (the file the report tells a reviewer
	// to edit). When RulesOut exists it is the review's starting point, so
	// a review can be continued.
	RulesOut string
	// PageSize is the rows per page; 0 means 50.
	PageSize int
	// Files reads the folder and writes the review: storage.FS reaches
	// every Beam filesystem (gs://, s3://, ...); nil is LocalFiles.
	Files Files
	// CacheDir is where a remote version's shards are copied for random
	// access ("" is os.TempDir()); CacheBytes bounds the copies kept (0 is
	// DefaultCacheBytes). Close deletes them.
	CacheDir   string
	CacheBytes int64

	// base is the path a lineage server's pages are served under
	// (/v/NAME/ID); "" for the folder the viewer was started on.
	base string
}

// Server serves one folder. It is an http.Handler.
type Server struct {
	dir   string
	mode  Mode
	opt   Options
	files Files
	cache *shardCache // remote versions: local copies of the shards read
	token string      // the save form's anti-forgery token
	mux   *http.ServeMux

	m      *dataset.Manifest // ModeVersion
	colors classColors       // ModeVersion: its span classes' colours

	saveMu sync.Mutex // ModeReview: one save at a time

	checkMu sync.Mutex             // guards checked, not the checks
	checked map[string]*localCheck // local shards checked against the manifest, by path
	onCheck func(path string)      // tests: called as a shard's check starts

	orders orderCache // the lists' rows in input order, and filters' matches

	// lineage are the versions this one was derived from that are
	// published beside it (its parent, the parent's parent, ...), by
	// NAME/ID, each served under /v/NAME/ID/ (ModeVersion, the root
	// server only); parentNote says why the parent is not, when it is not.
	lineage    map[string]*Server
	parentNote string
	root       *Server // a lineage server's: the server whose lineage it is
}

// detectMode says whether dir is a dataset version or a mine-pairs result,
// or why it is neither, in one line. dir may be a URL when files reads it
// (storage.FS); files nil is LocalFiles.
func detectMode(ctx context.Context, files Files, dir string) (Mode, error) {
	if files == nil {
		files = LocalFiles{}
	}
	if !dataset.IsURL(dir) {
		st, err := os.Stat(dir)
		if err != nil {
			if near := dataset.NearVersions(dir); len(near) > 0 {
				return 0, fmt.Errorf("%s: no such folder; did you mean %s?", dir, strings.Join(near, " or "))
			}
			return 0, fmt.Errorf("%s: no such folder", dir)
		}
		if !st.IsDir() {
			// It said "not a folder" alone, and not which folder to give.
			return 0, fmt.Errorf("%s: a file, not a folder: view shows a dataset version's folder (OUT/NAME/VERSION, or OUT/NAME@TAG) or a mine-pairs output folder", dir)
		}
	}
	if exists(ctx, files, dataset.Join(dir, dataset.ManifestFile)) {
		return ModeVersion, nil
	}
	if exists(ctx, files, dataset.Join(dir, RulesFile)) {
		return ModeReview, nil
	}
	if dataset.IsURL(dir) {
		// An object store has no folders, only names under a prefix:
		// nothing under it is what a missing folder looks like there.
		found, err := files.List(ctx, dataset.Join(dir, "*"))
		if err != nil {
			return 0, fmt.Errorf("%s: cannot list it: %v", dir, err)
		}
		if len(found) == 0 {
			return 0, fmt.Errorf("%s: no such folder (nothing is stored under it)", dir)
		}
	}
	return 0, fmt.Errorf("%s: neither a dataset version (no %s) nor a mine-pairs result (no %s)", dir, dataset.ManifestFile, RulesFile)
}

// New returns a server for dir, a dataset version folder or a mine-pairs
// output folder, local or (with Options.Files = storage.FS) on any Beam
// filesystem. A version's manifest and a rules file are checked here,
// so a broken folder fails at start with one line, not on the first page.
// Close the server to delete the local copies of a remote version.
func New(dir string, opt Options) (*Server, error) {
	ctx := context.Background()
	files := opt.Files
	if files == nil {
		files = LocalFiles{}
	}
	mode, err := detectMode(ctx, files, dir)
	if err != nil {
		return nil, err
	}
	if opt.PageSize <= 0 {
		opt.PageSize = 50
	}
	tok := make([]byte, 16)
	if _, err := rand.Read(tok); err != nil {
		return nil, err
	}
	s := &Server{dir: dir, mode: mode, opt: opt, files: files, token: hex.EncodeToString(tok), mux: http.NewServeMux()}
	static, err := fs.Sub(assets, "assets")
	if err != nil {
		return nil, err
	}
	s.mux.Handle("GET /static/", http.FileServerFS(static))
	switch mode {
	case ModeVersion:
		m, err := dataset.LoadManifest(ctx, files, dir)
		if err != nil {
			return nil, err
		}
		s.m, s.colors = m, newClassColors(m)
		if dataset.IsURL(dir) {
			if s.cache, err = newShardCache(opt.CacheDir, opt.CacheBytes); err != nil {
				return nil, err
			}
		}
		if opt.base == "" {
			s.lineage = map[string]*Server{}
			s.addLineage(ctx, dir, m)
			s.mux.HandleFunc("GET /v/{name}/{id}/", s.handleLineage)
		}
		s.mux.HandleFunc("GET /{$}", s.handleHome)
		s.mux.HandleFunc("GET /rows", s.handleRows)
		s.mux.HandleFunc("GET /rejects", s.handleRejects)
		s.mux.HandleFunc("GET /card", s.handleCard)
		s.mux.HandleFunc("GET /files/", s.handleFile)
		s.mux.HandleFunc("GET /", notFoundPage("rows (/rows), rejects (/rejects), the dataset card (/card)"))
	case ModeReview:
		if _, local := files.(LocalFiles); local && opt.RulesOut != "" {
			if err := refuseURL(opt.RulesOut); err != nil {
				return nil, err
			}
		}
		if _, _, _, err := s.loadRules(ctx); err != nil {
			return nil, err
		}
		s.mux.HandleFunc("GET /{$}", s.handleReview)
		s.mux.HandleFunc("POST /save", s.handleSave)
		s.mux.HandleFunc("GET /rules.jsonl", s.handleRulesFile)
		s.mux.HandleFunc("GET /report", s.handleReport)
		s.mux.HandleFunc("GET /", notFoundPage("the rules review (/), its report (/report), the rules file (/rules.jsonl)"))
	}
	return s, nil
}

// Mode is what the server shows.
func (s *Server) Mode() Mode { return s.mode }

// ServeHTTP serves the pages.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// Pages carry no script and load nothing from elsewhere; the SVG
	// figures are the version's files, served under the same policy.
	w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	s.mux.ServeHTTP(w, r)
}

// render executes a page template; a failure is logged into the response
// as a 500 with its reason.
func (s *Server) render(w http.ResponseWriter, name string, data any) {
	var b strings.Builder
	if err := templates.ExecuteTemplate(&b, name, data); err != nil {
		http.Error(w, "rendering "+name+": "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	io.WriteString(w, s.rebase(b.String()))
}

// pageLink is a link of a page to one of its server's own pages (every
// page's links are root paths: /rows?..., /static/..., /files/...).
var pageLink = regexp.MustCompile(`(href|src|action)="/`)

// rebase moves a lineage server's links under its base, so that its pages
// link to each other there; a link to /v/ (another version of the
// lineage) stays. Page text is escaped, so only markup matches.
func (s *Server) rebase(page string) string {
	if s.opt.base == "" {
		return page
	}
	page = pageLink.ReplaceAllStringFunc(page, func(m string) string { return m + strings.TrimPrefix(s.opt.base, "/") + "/" })
	return strings.ReplaceAll(page, `="`+s.opt.base+"/v/", `="/v/`)
}

// addLineage finds the versions m (published in dir) was derived from
// beside it, the parent in the same output root (dataset.ParentDir, where
// derive publishes unless --output names another), then its parent, and
// keeps a server for each whose manifest is the one named. A version
// whose parent is not served says why in its parentNote.
func (s *Server) addLineage(ctx context.Context, dir string, m *dataset.Manifest) {
	cur := s
	for depth := 0; m.Parent != nil && depth < 8; depth++ {
		ref := m.Parent.Ref()
		if s.lineage[ref] != nil {
			return
		}
		pdir := dataset.ParentDir(dir, m)
		ps, why := s.lineageServer(ctx, pdir, m.Parent)
		if ps == nil {
			cur.parentNote = why
			return
		}
		s.lineage[ref] = ps
		cur, dir, m = ps, pdir, ps.m
	}
}

// lineageServer serves the version p names in pdir under /v/NAME/ID, or
// says why not.
func (s *Server) lineageServer(ctx context.Context, pdir string, p *dataset.Parent) (*Server, string) {
	if !exists(ctx, s.files, dataset.Join(pdir, dataset.ManifestFile)) {
		return nil, "not served here: no version " + p.Ref() + " beside this one (derived into another --output root, or moved)"
	}
	pm, err := dataset.LoadManifest(ctx, s.files, pdir)
	if err != nil {
		return nil, "not served here: its manifest cannot be read: " + err.Error()
	}
	if pm.VersionID != p.VersionID {
		return nil, "not served here: " + pdir + " holds version " + pm.VersionID
	}
	opt := s.opt
	opt.base = "/v/" + p.Ref()
	ps, err := New(pdir, opt)
	if err != nil {
		return nil, "not served here: " + err.Error()
	}
	ps.root = s
	return ps, ""
}

// parentLink is where a version's home page links its parent: its page
// under /v/ when the root server serves it, else "".
func (s *Server) parentLink() string {
	if s.m == nil || s.m.Parent == nil {
		return ""
	}
	root := s
	if s.opt.base != "" {
		root = s.root
	}
	if root == nil || root.lineage[s.m.Parent.Ref()] == nil {
		return ""
	}
	return "/v/" + s.m.Parent.Ref() + "/"
}

// handleLineage serves a page of a version the root version was derived
// from, under /v/NAME/ID/.
func (s *Server) handleLineage(w http.ResponseWriter, r *http.Request) {
	ref := r.PathValue("name") + "/" + r.PathValue("id")
	ps := s.lineage[ref]
	if ps == nil {
		fail(w, http.StatusNotFound, "version %s is not served here: this viewer serves %s and the versions it was derived from that are published beside it", ref, s.dir)
		return
	}
	http.StripPrefix("/v/"+ref, ps).ServeHTTP(w, r)
}

// notFoundPage answers an address the server has no page for in words
// and with its way on: Go's "404 page not found" said neither which
// pages there are nor how to get back.
func notFoundPage(pages string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		home := url.URL{Scheme: "http", Host: r.Host, Path: "/"}
		fail(w, http.StatusNotFound, "There is no page %s here. Open %s for the overview; the pages are %s.", r.URL.Path, home.String(), pages)
	}
}

// fail answers with a status and one line naming the problem.
func fail(w http.ResponseWriter, code int, format string, args ...any) {
	http.Error(w, fmt.Sprintf(format, args...), code)
}

// Listen opens addr ("host:port"; port 0 picks a free one).
func Listen(addr string) (net.Listener, error) {
	return net.Listen("tcp", addr)
}

// URL is the address a person opens for listener l.
func URL(l net.Listener) string {
	a := l.Addr().(*net.TCPAddr)
	host := a.IP.String()
	if a.IP.IsUnspecified() {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, fmt.Sprint(a.Port)) + "/"
}

// Serve serves s on l until ctx ends, then shuts down gracefully.
func Serve(ctx context.Context, l net.Listener, s *Server) error {
	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(l) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := srv.Shutdown(sctx); err != nil {
			return err
		}
		if err := <-done; !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	}
}
