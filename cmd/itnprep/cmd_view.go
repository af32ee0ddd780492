package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/view"
)

func init() {
	register(&command{
		name:    "view",
		summary: "browse a dataset version (rows, rejects, card, figures) or review a mine-pairs result, in a local web page",
		run:     runView,
	})
}

// viewReady is called with the URL once the server listens (tests hook it).
var viewReady = func(string) {}

func runView(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("view", "view VERSION_DIR|OUT/NAME@TAG|MINE_PAIRS_DIR [--port P] [--host H] [--rules-out FILE] [--page-size N] [--cache-mb N]\n\n"+
		"Serves a local web page (prints its URL; Ctrl-C stops it) to browse a dataset version (rows with\n"+
		"their spans, rejects by rule, the card and its figures) or to review a mine-pairs result: approve\n"+
		"or reject each proposed rule and save the rules.jsonl that prep libriheavy --rules reads (docs/VIEW.md).", stdout, false)
	port := fs.Int("port", 8377, "TCP port; 0 picks a free one")
	host := fs.String("host", "127.0.0.1", "address to bind: the loopback interface by default (0.0.0.0 shares the page with the network)")
	rulesOut := pathString(fs, "rules-out", "", "review: save the reviewed rules here instead of over the folder's rules.jsonl")
	pageSize := fs.Int("page-size", 50, "rows per page: 1..10000")
	cacheMB := fs.Int64("cache-mb", view.DefaultCacheBytes>>20, "a version on gs:// or s3://: MB of its shards kept in a local temporary copy (least recently read dropped first; deleted on exit)")
	if err := parseInterspersed(fs, args); err != nil {
		return usageErr(err)
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("%w: view takes one folder: a dataset version or a mine-pairs output", errUsage)
	}
	// Each bad value is named with what it got (one line for all three
	// ranges left the user to find which flag it was).
	switch {
	case *port < 0 || *port > 65535:
		return fmt.Errorf("%w: --port must be 0..65535 (0 picks a free one), got %d", errUsage, *port)
	case *pageSize < 1 || *pageSize > 10000:
		return fmt.Errorf("%w: --page-size must be 1..10000, got %d", errUsage, *pageSize)
	case *cacheMB < 1:
		return fmt.Errorf("%w: --cache-mb must be at least 1, got %d", errUsage, *cacheMB)
	case *cacheMB > math.MaxInt64>>20:
		// MB past an int64's bytes wrapped around: 2^44 was 0 bytes,
		// which the cache read as its default, 2 GiB, unsaid (qa91).
		return fmt.Errorf("%w: --cache-mb must be at most %d (what 64 bits hold in bytes), got %d", errUsage, int64(math.MaxInt64>>20), *cacheMB)
	}
	if err := checkRulesOut(ctx, *rulesOut); err != nil {
		return err
	}
	dir, err := resolveVersion(ctx, fs.Arg(0)) // OUT/NAME@TAG works too
	if err != nil {
		return err
	}
	// Every path goes through Beam's filesystem: the folder and
	// --rules-out may be local, gs:// or s3://.
	s, err := view.New(dir, view.Options{RulesOut: *rulesOut, PageSize: *pageSize, Files: storage.FS{}, CacheBytes: *cacheMB << 20})
	if err != nil {
		return err
	}
	defer s.Close()
	if *rulesOut != "" && s.Mode() != view.ModeReview {
		// A dataset version has no rules to save: the flag was taken and
		// the page served without a word (qa82).
		return fmt.Errorf("%w: --rules-out saves a mine-pairs review's rules; %s is a dataset version, which has none: leave --rules-out out, or view a mine-pairs output folder", errUsage, dir)
	}
	l, err := view.Listen(net.JoinHostPort(*host, strconv.Itoa(*port)))
	if errors.Is(err, syscall.EADDRINUSE) {
		// It was the socket's "listen tcp ...: bind: address already in
		// use", with no word of the flag.
		return fmt.Errorf("--port %d: another program listens on %s already (an itnprep view still running?); give another port, or --port 0 to pick a free one", *port, net.JoinHostPort(*host, strconv.Itoa(*port)))
	}
	if err != nil {
		return err
	}
	what := "dataset version"
	if s.Mode() == view.ModeReview {
		what = "rules review"
	}
	u := view.URL(l)
	fmt.Fprintf(stderr, "itnprep view: serving the %s of %s; stop with Ctrl-C\n", what, dir)
	if c := s.Cache(); c.Dir != "" {
		fmt.Fprintf(stderr, "itnprep view: shards are copied from the store when first read into %s (the version's shards: %s; at most %s kept, --cache-mb; deleted on exit)\n",
			c.Dir, mebibytes(c.VersionSize), mebibytes(c.Limit))
	}
	fmt.Fprintln(stdout, u)
	viewReady(u)
	return view.Serve(ctx, l, s)
}

// mebibytes formats a byte count for people.
func mebibytes(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }

// checkRulesOut refuses, before the page is served, a local --rules-out
// that is a folder (it was "read DIR: is a directory", naming no flag) or
// lies inside a published version's folder (the first save wrote into it),
// and one, local or remote, that cannot be written (rulesOutWritable).
func checkRulesOut(ctx context.Context, p string) error {
	if p == "" {
		return nil
	}
	if !dataset.IsURL(p) {
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			// Exit 1, as every output that is an existing folder (streamio's
			// checkFolder, prep's --output FILE).
			return fmt.Errorf("--rules-out %s is a folder; give a file path (for example %s)", p, filepath.Join(p, "rules.jsonl"))
		}
	}
	if err := checkNotInAVersion(ctx, "--rules-out", p); err != nil {
		return err
	}
	return rulesOutWritable(ctx, p)
}

// rulesOutWritable writes a probe where the review's Save writes
// --rules-out (storage.WriteCheck): a path that cannot be written (under a file,
// in a folder this user may not write, a bucket it may only read) was
// said only at Save, after the reviewing, on the page. A local path's
// folders that are not there yet are made by the Save: the probe goes to
// the nearest one that is, and makes none.
func rulesOutWritable(ctx context.Context, p string) error {
	if dataset.IsURL(p) {
		if err := storage.WriteCheck(ctx, dataset.Dir(p)); err != nil {
			return fmt.Errorf("--rules-out %s: cannot write there: %v", p, err)
		}
		return nil
	}
	dir := filepath.Dir(p)
	for {
		// Not there, or under a file (ENOTDIR): the folder above.
		st, err := os.Stat(dir)
		if err == nil && !st.IsDir() {
			return fmt.Errorf("--rules-out %s: %s is a file, not a folder", p, dir)
		}
		if err != nil && !errors.Is(err, os.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR) {
			// A folder that cannot be looked at (a name too long, one
			// this user may not search): the Save cannot make it either,
			// and the probe in a folder above it passed.
			return fmt.Errorf("--rules-out %s: cannot write there: %v", p, err)
		}
		if err == nil || filepath.Dir(dir) == dir {
			break
		}
		dir = filepath.Dir(dir)
	}
	if err := storage.WriteCheck(ctx, dir); err != nil {
		return fmt.Errorf("--rules-out %s: cannot write in %s: %v", p, dir, err)
	}
	return nil
}
