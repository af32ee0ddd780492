package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"strconv"

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
	fs := newFlags("view", "view VERSION_DIR|OUT/NAME@TAG|MINE_PAIRS_DIR [--port P] [--host H] [--rules-out FILE] [--page-size N] [--cache-mb N]", stderr, false)
	port := fs.Int("port", 8377, "TCP port; 0 picks a free one")
	host := fs.String("host", "127.0.0.1", "address to bind: the loopback interface by default (0.0.0.0 shares the page with the network)")
	rulesOut := pathString(fs, "rules-out", "", "review: save the reviewed rules here instead of over the folder's rules.jsonl")
	pageSize := fs.Int("page-size", 50, "rows per page")
	cacheMB := fs.Int64("cache-mb", view.DefaultCacheBytes>>20, "a version on gs:// or s3://: MB of its shards kept in a local temporary copy (least recently read dropped first; deleted on exit)")
	if err := parseInterspersed(fs, args); err != nil {
		return usageErr(err)
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("%w: view takes one folder: a dataset version or a mine-pairs output", errUsage)
	}
	if *port < 0 || *port > 65535 || *pageSize < 1 || *pageSize > 10000 || *cacheMB < 1 {
		return fmt.Errorf("%w: --port must be 0..65535, --page-size 1..10000 and --cache-mb at least 1", errUsage)
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
	l, err := view.Listen(net.JoinHostPort(*host, strconv.Itoa(*port)))
	if err != nil {
		return err
	}
	what := "dataset version"
	if s.Mode() == view.ModeReview {
		what = "rules review"
	}
	u := view.URL(l)
	fmt.Fprintf(stderr, "view: serving the %s of %s; stop with Ctrl-C\n", what, dir)
	if c := s.Cache(); c.Dir != "" {
		fmt.Fprintf(stderr, "view: shards are copied from the store when first read into %s (the version's shards: %s; at most %s kept, --cache-mb; deleted on exit)\n",
			c.Dir, mebibytes(c.VersionSize), mebibytes(c.Limit))
	}
	fmt.Fprintln(stdout, u)
	viewReady(u)
	return view.Serve(ctx, l, s)
}

// mebibytes formats a byte count for people.
func mebibytes(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }
